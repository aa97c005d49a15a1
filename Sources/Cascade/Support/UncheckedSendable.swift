/// Carries a value that Cascade's own contract says is Sendable even when its type is not.
///
/// Used for exactly one thing: the action inside an `Effect.send`. `Effect` is `Sendable` for
/// every `Action` (API contract), yet actions are not required to be `Sendable`.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  // Sound because the payload is immutable (`let`), written once by the reducer that builds the
  // effect and read once by the store that runs it, both on the store's isolation.
  @usableFromInline let value: Value

  @usableFromInline init(_ value: Value) { self.value = value }
}
