/// An effect operator — `delay`, `throttle`, `queued`, `timer` — behind one door: how a
/// rewrite of the effect tree reaches inside it, and how a store runs it.
///
/// Each operator lives in a folder of its own under `Effects/`: its face (the `Effect`
/// method that makes one), its conformance to this protocol with its runner, its pure state,
/// and the ``EffectKind``s it registers. The store knows this protocol and nothing of the
/// operator: it interprets `.operator` by calling ``run(_:)`` with an ``OperatorRun``, and
/// the runner works through the run's ``EffectHost``.
@usableFromInline
protocol EffectOperator<Action>: Sendable {
  associatedtype Action

  /// This operator with `rewrite` applied to what it holds: its inner effect (through
  /// ``Effect/rewritten(by:)``), its cancellation ids (when the rewrite
  /// ``EffectRewrite/rewritesCancelIDs``) and the actions it makes itself
  /// (``EffectRewrite/actionMap``).
  func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target> where R.Source == Action

  /// Starts this operator's work: registers what outlives the call with the run's host, and
  /// runs its inner effect when its time comes.
  func run(_ run: OperatorRun<Action>)
}

/// One start of an ``EffectOperator``: the store that runs it and the context its work is
/// accounted for in (its task, its cancellation ids, the concatenation step it is part of).
@usableFromInline
struct OperatorRun<Action> {
  let host: any EffectHost<Action>
  let context: EffectContext
}

extension Effect {
  /// An effect of `effectOperator`, run by the operator's own runner.
  init(_ effectOperator: some EffectOperator<Action>) {
    self.init(.operator(effectOperator))
  }
}

/// What every action of an effect passes through before it reaches the store, when its
/// context has one: a throttle's window. Set by the operator's runner on the context it runs
/// its inner effect in; the innermost gate wins.
protocol EffectGate: AnyObject, Sendable {
  /// Lets `action`, delivered in `context`, through to `host` (with `context`'s gate
  /// removed), later, or never.
  func pass<Action>(_ action: Action, from host: any EffectHost<Action>, in context: EffectContext)
}
