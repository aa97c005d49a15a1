/// Something that can be cancelled: scheduled work, an observation, a running effect.
///
/// Cancelling is idempotent: a second `cancel()` does nothing. Conformers are `Sendable`
/// because cancellation often comes from another thread than the work (a scheduler's
/// queue, a deinit).
public protocol Cancellable: Sendable {
  /// Stops the work; nothing more is delivered afterwards.
  func cancel()
}

/// A token with nothing to cancel: for work that already ran (an immediate scheduler), never
/// runs (an unimplemented one), or is not scheduled yet.
package struct NoopCancellable: Cancellable {
  package init() {}

  package func cancel() {}
}
