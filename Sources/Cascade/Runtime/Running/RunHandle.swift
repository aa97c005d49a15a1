/// A `.run` effect's task as its record's handle. Cancelling it holds the record's group until
/// the task has ended, so that a ``StoreTask``'s `finish()` (and `isFinished`) after a
/// cancellation wait for the effect's cleanup — its `catch`, `onCancel` and `defer` — as TCA's
/// and Actomaton's tasks do. The store itself forgets the record at once, as before.
final class RunHandle: Cancellable, Sendable {
  private struct State {
    var task: Task<Void, Never>?
    var group: EffectGroup?
    var isEnded = false
    var isCancelled = false
    var held: EffectGroup?
  }

  private let state = Locked(State())

  /// Gives the handle its task and the group the record belongs to; cancels the task at once
  /// if the record was cancelled before.
  func attach(_ task: Task<Void, Never>, group: EffectGroup) {
    let cancel = state.withLock { state in
      state.task = task
      state.group = group
      return state.isCancelled
    }
    if cancel { task.cancel() }
  }

  func cancel() {
    let task = state.withLock { state -> Task<Void, Never>? in
      guard !state.isCancelled else { return nil }
      state.isCancelled = true
      if !state.isEnded, let group = state.group {
        group.hold()
        state.held = group
      }
      return state.task
    }
    task?.cancel()
  }

  /// Called by the task as its very last step, after the effect's own cleanup ran.
  func ended() {
    let held = state.withLock { state -> EffectGroup? in
      state.isEnded = true
      defer { state.held = nil }
      return state.held
    }
    held?.release()
  }
}
