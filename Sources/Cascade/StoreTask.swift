/// The effects started by one ``Store/send(_:)``: cancel them, or wait for them to finish.
///
/// A task covers every effect the action started, including the effects of the actions it
/// produced synchronously (`.send`) and of the actions its effects later deliver through
/// ``Send``. It does not cover anything else.
///
/// ```swift
/// let task = store.send(.startTapped)
/// // …
/// task.cancel()          // cancels what .startTapped started, nothing else
/// await task.finish()    // returns once all of it has completed or been cancelled
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let group: EffectGroup?

  @usableFromInline
  init(_ group: EffectGroup?) {
    self.group = group
  }

  /// A task for an action that started nothing (a test store's refused send).
  package static var empty: StoreTask { StoreTask(nil) }

  /// Cancels the effects this task covers. Other effects in the store keep running.
  @MainActor
  public func cancel() {
    group?.cancel()
  }

  /// Waits until every effect this task covers has completed or been cancelled.
  ///
  /// Returns at once for an action that started no effect. Waiting itself is not
  /// cancellable: cancel the task, not the waiter, to stop it early.
  ///
  /// In a test (a process with a `TestScheduler` or a test store), called from the test's
  /// own code, it first runs the test's effects until each is finished or parked on a
  /// scheduler, on the caller's actor: effects that do no waiting finish in an order the
  /// program fixes. It does not move virtual time.
  ///
  /// - Parameter isolation: The caller's actor; in a test, effects are run there.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard let group, !group.isFinished else { return }
    await SettlingHooks.settle()
    await group.finish()
  }

  /// Whether ``cancel()`` was called on this task.
  ///
  /// As in The Composable Architecture, a task for an action that started no effect reports
  /// `true`: it has nothing that could still run.
  public var isCancelled: Bool {
    group?.isCancelled ?? true
  }

  /// Whether every effect this task covers has completed or been cancelled; thread-safe.
  ///
  /// `true` for an action that started no effect. While an action that one of the task's
  /// effects delivered is being processed, the task is not finished, even if that action
  /// cancels the effect that delivered it (its own effects join the task).
  public var isFinished: Bool {
    group?.isFinished ?? true
  }
}
