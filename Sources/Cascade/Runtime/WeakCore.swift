/// A store core held weakly: made once per core and shared by everything that must not keep
/// the core alive — its effect groups, its timers' ticks, the deliveries of its `.run` tasks
/// and of its scheduled items (`.delay`, a throttle window's end).
///
/// Holding the box is a plain retain. A `weak` reference to the core itself, formed and
/// destroyed for every effect that outlives a send, went through the core's side table each
/// time (an atomic update of its weak count, and a slow-path retain to read it).
final class WeakCore<State, Action>: EffectCanceller {
  weak let core: StoreCore<State, Action>?

  init(_ core: StoreCore<State, Action>) {
    self.core = core
  }

  func cancelEffects(_ ids: [UInt64]) {
    core?.cancelEffects(ids)
  }
}

extension WeakCore: InnerTaskHost {
  func registerInnerTask(
    _ handle: InnerTaskHandle, under cancelID: CancelID, of runID: UInt64, cancelInFlight: Bool
  ) {
    guard let core else { return handle.cancel() }
    core.registerInnerTask(handle, under: cancelID, of: runID, cancelInFlight: cancelInFlight)
  }

  func endInnerTask(_ handle: InnerTaskHandle) {
    core?.endInnerTask(handle)
  }

  func dismissRoot(reportingAt fileID: StaticString, line: UInt) {
    core?.dismissRoot(reportingAt: fileID, line: line)
  }
}
