// The store as an effect operator's host (`Effects/EffectHost.swift`): most of what a runner
// needs is the core's own record-keeping; what is added here is the narrow rest.

extension StoreCore: EffectHost {
  /// This core as an operator's host, formed once: forming it in the core's generic code looks
  /// the conformance up in the runtime's tables each time.
  var asEffectHost: any EffectHost<Action> {
    if let host = running.host { return host }
    let host: any EffectHost<Action> = self
    running.host = host
    return host
  }

  func makeRecordID() -> UInt64 {
    running.ledger.makeRecordID()
  }

  func context(of id: UInt64) -> EffectContext? {
    running.ledger.records[id]?.context
  }

  func startSteps(_ effects: ArraySlice<Effect<Action>>, of id: UInt64, in context: EffectContext) {
    running.ledger.startConcatenation(id, in: context)
    running.concatenationSteps.start(id, steps: effects)
    startNextStep(of: id)
  }

  func recordsInStep(of id: UInt64) -> [UInt64] {
    running.ledger.runningInStep(id).sorted()
  }

  var scheduler: any Scheduler { dependencyValues.scheduler }

  func onIsolation(
    site: EffectSite, _ body: @escaping @Sendable (any EffectHost<Action>) -> Void
  ) -> @Sendable () -> Void {
    let (isolation, weakCore) = (self.isolation, self.weakCore)
    return {
      isolation.perform(site: site) {
        if let core = weakCore.core { body(core.asEffectHost) }
      }
    }
  }

  var weakDelivery: @Sendable (Action, LiveRecord) -> Void {
    let weakCore = self.weakCore
    return { action, live in weakCore.core?.deliver(action, to: live) }
  }

  func state<S: EffectOperatorState>(_ type: S.Type) -> S where S.Action == Action {
    // Compared by type, then cast without a dynamic check: an action through a throttle
    // looks its windows up here.
    for state in running.operatorStates {
      let object: AnyObject = state
      if ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(S.self) {
        return unsafeDowncast(object, to: S.self)
      }
    }
    let state = S(host: asEffectHost)
    running.operatorStates.append(state)
    return state
  }
}
