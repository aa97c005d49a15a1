/// An effect operator — `delay`, `throttle`, `queued`, `timer` — behind one door: how a
/// rewrite of the effect tree reaches inside it, and how a store runs it.
///
/// Each operator lives in a folder of its own under `Effects/`: its face (the `Effect`
/// method that makes one), its subclass of this class with its runner, its pure state, and
/// the ``EffectKind``s it registers. The store knows this class and nothing of the operator:
/// it interprets `.operator` by calling ``run(on:in:)``, and the runner works through the
/// ``EffectHost`` it is given.
///
/// A class to subclass rather than a protocol: an effect then holds its operator as one
/// reference, with no box around it and no conformance looked up when one is made — a
/// timeout restarted on every heartbeat makes one per heartbeat.
@usableFromInline
class EffectOperator<Action>: @unchecked Sendable {
  // Unchecked Sendable: every subclass holds only `let`s of Sendable values.

  @usableFromInline
  init() {}

  /// This operator with `rewrite` applied to what it holds: its inner effect (through
  /// ``Effect/rewritten(by:)``), its cancellation ids (when the rewrite
  /// ``EffectRewrite/rewritesCancelIDs``) and the actions it makes itself
  /// (``EffectRewrite/actionMap``). Every subclass overrides it.
  @usableFromInline
  func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target> where R.Source == Action {
    preconditionFailure("\(Self.self) does not override EffectOperator.rewritten(by:).")
  }

  /// Starts this operator's work in `host`: registers what outlives the call, and runs its
  /// inner effect when its time comes. `context` is where the work is accounted for (its
  /// task, its cancellation ids, the concatenation step it is part of). Every subclass
  /// overrides it.
  func run(on host: any EffectHost<Action>, in context: EffectContext) {
    preconditionFailure("\(Self.self) does not override EffectOperator.run(on:in:).")
  }
}

extension Effect {
  /// An effect of `effectOperator`, run by the operator's own runner.
  @inlinable
  init(_ effectOperator: EffectOperator<Action>) {
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
