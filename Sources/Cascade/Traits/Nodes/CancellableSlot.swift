/// The one outstanding piece of work of an operator — a scheduled callback, an inner
/// subscription — which a new one replaces and which is cancelled from any thread.
final class CancellableSlot: Sendable {
  private let token = Locked<(any Cancellable)?>(nil)

  /// Cancels the current work, if any, and keeps `new` instead.
  func replace(with new: (any Cancellable)?) {
    let old = token.withLock { token in
      defer { token = new }
      return token
    }
    old?.cancel()
  }

  /// Cancels the current work, if any.
  func cancel() {
    replace(with: nil)
  }
}
