import Synchronization

extension SharedSequence {
  /// The one subscription behind `drive` and `emit`: delivers values and the completion, runs
  /// `onDisposed` once when the subscription ends (after the completion, or when the token is
  /// cancelled or released), and reports a token dropped at once.
  ///
  /// A released token ends its subscription (Combine's rule). RxSwift's habit
  /// `_ = interval.drive { … }` keeps a subscription alive until the sequence ends; here it
  /// would end it at once and deliver nothing, so a token released in the turn it was made,
  /// without `cancel()`, before anything was delivered is reported at `fileID`/`line`.
  func subscribeForUser(
    onNext: @escaping @MainActor (Value) -> Void,
    onCompleted: (@MainActor () -> Void)?,
    onDisposed: (@MainActor () -> Void)?,
    fileID: StaticString,
    line: UInt
  ) -> AnyCancellable {
    let probe = DroppedTokenProbe(turn: SubscriptionTurns.current(), node: node)
    let disposal = RunOnce(onDisposed)
    // The user's closure is the node's subscriber as it is: the probe reads the node's count
    // of deliveries instead of wrapping each one, and the closure never passes through an
    // optional (which would put two reabstraction thunks on every delivery).
    let token = node.subscribe(
      onNext,
      onCompleted: {
        onCompleted?()
        disposal.run()
      })
    return AnyCancellable(
      {
        token.cancel()
        SettlingHooks.performPromptlyOnMainActor(
          site: EffectSite("a trait subscription's disposal", fileID: #fileID, line: #line)
        ) {
          disposal.run()
        }
      },
      onUncancelledRelease: {
        guard probe.isDroppedAtOnce else { return }
        RuntimeWarning.report(
          """
          The token this subscription returned was released at once, so the subscription \
          ended before it delivered anything. A released token cancels its subscription \
          (RxSwift's '_ = driver.drive { … }' keeps it alive instead): keep the token \
          ('.store(in: &cancellables)' or a property) for as long as you observe.
          """,
          fileID: fileID,
          line: line
        )
      })
  }
}

extension SharedSequence {
  /// ``subscribeForUser(onNext:onCompleted:onDisposed:fileID:line:)`` with `object`, held
  /// weakly, handed to each closure: RxCocoa's `drive(with:…)` and `emit(with:…)`.
  func subscribeForUser<Object: AnyObject>(
    with object: Object,
    onNext: (@MainActor (Object, Value) -> Void)?,
    onCompleted: (@MainActor (Object) -> Void)?,
    onDisposed: (@MainActor (Object) -> Void)?,
    fileID: StaticString,
    line: UInt
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: { [weak object] value in if let object { onNext?(object, value) } },
      onCompleted: { [weak object] in if let object { onCompleted?(object) } },
      onDisposed: { [weak object] in if let object { onDisposed?(object) } },
      fileID: fileID, line: line)
  }
}

extension SharedSequence {
  /// Subscribes for a holder that keeps the token for as long as it observes (a test's
  /// recording): no check for a token dropped at once.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value.
  ///   - onCompleted: Runs once when the trait completes.
  /// - Returns: The subscription's token.
  package func subscribeKept(
    _ onNext: @escaping @MainActor (Value) -> Void,
    onCompleted: @escaping @MainActor () -> Void
  ) -> AnyCancellable {
    node.subscribe(onNext, onCompleted: onCompleted)
  }
}

/// Counts the main actor's turns for the dropped-token check: one task a turn, scheduled by
/// the first subscription made in it, marks its end.
enum SubscriptionTurns {
  /// Turns ended so far.
  static let ended = Atomic<UInt64>(0)
  @MainActor private static var isEndScheduled = false

  /// The current turn, scheduling the mark of its end if no subscription did yet.
  @MainActor
  static func current() -> UInt64 {
    if !isEndScheduled {
      isEndScheduled = true
      Task { @MainActor in
        isEndScheduled = false
        ended.add(1, ordering: .relaxed)
      }
    }
    return ended.load(ordering: .relaxed)
  }
}

/// Whether a subscription's token is dropped at once: released in the turn it was made,
/// before its trait delivered or completed.
///
/// "Delivered" is read off the node's count, so a value the node handed another subscriber
/// in that turn counts too: the check may miss a dropped token then, never report a kept one.
private final class DroppedTokenProbe<Value>: Sendable {
  private let turn: UInt64
  private let node: TraitNode<Value>
  private let deliveriesBefore: UInt64

  @MainActor
  init(turn: UInt64, node: TraitNode<Value>) {
    self.turn = turn
    self.node = node
    self.deliveriesBefore = node.deliveries.load(ordering: .relaxed)
  }

  var isDroppedAtOnce: Bool {
    node.deliveries.load(ordering: .relaxed) == deliveriesBefore
      && SubscriptionTurns.ended.load(ordering: .relaxed) == turn
  }
}
