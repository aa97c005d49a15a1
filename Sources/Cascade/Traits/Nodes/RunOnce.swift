/// A closure run the first time ``run()`` is called, never again: a subscription's
/// `onDisposed`, a tapped connection's `onDispose`.
@MainActor
final class RunOnce {
  private var action: (@MainActor () -> Void)?

  init(_ action: (@MainActor () -> Void)?) { self.action = action }

  func run() {
    let action = self.action
    self.action = nil
    action?()
  }
}
