/// Which running cancellation ids an effect cancels, decided when it runs rather than listed
/// when it is made: a `forEach` cancels the rows no longer in its collection without keeping
/// their ids from before its parent ran (which made every insertion copy the collection's
/// id table).
@usableFromInline
struct CancelFilter: Sendable {
  /// Whether the running id is one to cancel.
  @usableFromInline let matches: @Sendable (CancelID) -> Bool

  @usableFromInline
  init(_ matches: @escaping @Sendable (CancelID) -> Bool) {
    self.matches = matches
  }
}
