/// How many `accept`s of one relay are under way: a second one starts inside a subscriber of
/// the first, which RxSwift reports as a reentrancy anomaly (the subscribers after it see the
/// values out of order). Counted in debug builds only.
@MainActor
@usableFromInline
final class RelayDepth {
  private let relay: String
  private var count = 0

  @usableFromInline
  init(relay: String) {
    self.relay = relay
  }

  @usableFromInline
  func enter() {
    count += 1
    guard count > 1 else { return }
    RuntimeWarning.report(
      """
      A \(relay) accepted a value from inside one of its own subscribers (RxSwift's \
      reentrancy anomaly): the subscribers after that one receive the new value before the \
      one they are being given. Accept it after the delivery, in a later turn.
      """,
      fileID: #fileID, line: #line)
  }

  @usableFromInline
  func leave() {
    count -= 1
  }
}
