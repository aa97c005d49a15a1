// How a store runs `.delay`: one scheduled item that starts the effect at its due time.

extension EffectKind {
  /// A `.delay` or a `debounce`: the wait before its effect starts.
  public static let delay = EffectKind(rawValue: "delay")
}

extension DelayOperation {
  func run(_ run: OperatorRun<Action>) {
    let deadline = scheduler.now.advanced(by: dueTime)
    let (scheduler, effect) = (self.scheduler, self.effect)
    run.host.schedule(.delay, in: run.context) { id in
      let start = run.host.onIsolation(site: Self.site) { host in
        guard let context = host.context(of: id) else { return }
        // Start the effect before retiring the delay, so its task and concatenation step
        // never look finished in between.
        host.runNow(effect, in: context)
        host.complete(id)
      }
      return scheduler.schedule(after: deadline, start)
    }
  }

  private static var site: EffectSite {
    EffectSite("a delayed effect's start", fileID: #fileID, line: #line)
  }
}
