// How a store runs `.delay`: one scheduled item that starts the effect at its due time.

extension StoreCore {
  func runDelay(
    _ effect: Effect<Action>,
    for dueTime: Duration,
    on scheduler: any Scheduler,
    in context: EffectContext
  ) {
    let deadline = scheduler.now.advanced(by: dueTime)
    let (isolation, weakCore) = (self.isolation, self.weakCore)
    schedule(.delay, in: context) { id in
      scheduler.schedule(after: deadline) {
        isolation.perform(site: Self.delaySite) {
          weakCore.core?.fireDelay(id, starting: effect)
        }
      }
    }
  }

  private static var delaySite: EffectSite {
    EffectSite("a delayed effect's start", fileID: #fileID, line: #line)
  }

  private func fireDelay(_ id: UInt64, starting effect: Effect<Action>) {
    guard let record = running.ledger.records[id] else { return }
    // Start the effect before retiring the delay, so its task and concatenation step never
    // look finished in between.
    runNow(effect, in: record.context)
    complete(id)
  }
}
