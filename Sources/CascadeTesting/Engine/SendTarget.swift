/// Where a test store's sender sends, set once the store exists: the store is made after the
/// engine, from the initial state the engine copied first (see ``InitialState``).
@MainActor
final class SendTarget<Target: AnyObject> {
  private var target: Target?

  /// The target; set before the first send.
  var value: Target {
    get {
      guard let target else { preconditionFailure("SendTarget: sent to before it was set") }
      return target
    }
    set { target = newValue }
  }
}
