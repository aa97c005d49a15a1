/// What a store offers the runner of an ``EffectOperator``: the send loop's ways in, the
/// ledger of running records, and a place for the operator's state.
///
/// A record is a unit of running work that a task, a cancellation id and a concatenation
/// step wait for; an operator registers one for each thing of its own that outlives a send
/// (a scheduled start, a waiting slot) and completes or retires it when that ends.
protocol EffectHost<Action>: AnyObject, Sendable {
  associatedtype Action

  /// Runs `effect` in `context` inside the running send loop: an operator that wraps an
  /// effect starts it with this.
  func run(_ effect: Effect<Action>, in context: EffectContext)

  /// Runs `effect` now, in a loop of its own when none is running: what a scheduled start
  /// or delivery uses.
  func runNow(_ effect: Effect<Action>, in context: EffectContext)

  /// Feeds an action into the store as its effect's, through the context's gate if any.
  func emit(_ action: Action, in context: EffectContext)

  /// Delivers an action of the record `live` stands for, if that record still runs.
  func deliver(_ action: Action, to live: LiveRecord)

  /// `context` with its task resolved, as a record registered in it keeps it.
  func resolved(_ context: EffectContext) -> EffectContext

  /// A fresh record number.
  func makeRecordID() -> UInt64

  /// Registers record `id` as running in `context`; instruments see an effect of `kind`
  /// start.
  ///
  /// - Parameter live: The liveness a callback holds for the record, ended when it retires.
  func register(
    _ id: UInt64, kind: @autoclosure () -> EffectKind, handle: any Cancellable, live: LiveRecord?,
    in context: EffectContext)

  /// Registers a record of `kind`, then calls `start` with its number to schedule the work;
  /// cancelling the record cancels what `start` returns.
  func schedule(
    _ kind: @autoclosure () -> EffectKind, in context: EffectContext, live: LiveRecord?,
    _ start: (UInt64) -> any Cancellable)

  /// The context of record `id`, if it still runs.
  func context(of id: UInt64) -> EffectContext?

  /// Retires record `id`, which finished, and continues what waited for it.
  func complete(_ id: UInt64, failed: Bool)

  /// Retires record `id`, cancelling its work if `cancelling`; the caller continues what
  /// waited for it (``complete(_:failed:)`` does both).
  func retire(_ id: UInt64, cancelling: Bool)

  /// Runs `effects` one after another as the steps of record `id`, already registered in
  /// `context`; the record retires after the last step.
  func startSteps(_ effects: ArraySlice<Effect<Action>>, of id: UInt64, in context: EffectContext)

  /// The records running in the current step of record `id`, in the order they started.
  func recordsInStep(of id: UInt64) -> [UInt64]

  /// The store's `\.scheduler` dependency.
  var scheduler: any Scheduler { get }

  /// Where the store runs: callbacks from a scheduler hop to it.
  var isolation: StoreIsolation { get }

  /// A callback for a scheduler: it hops to the store's isolation and calls `body` with the
  /// store, if the store still exists. `site` names the callback in warnings.
  func onIsolation(
    site: EffectSite, _ body: @escaping @Sendable (any EffectHost<Action>) -> Void
  ) -> @Sendable () -> Void

  /// ``deliver(_:to:)`` for a callback that must not keep the store alive (a timer's tick,
  /// on the store's isolation): it does nothing once the store is gone.
  var weakDelivery: @Sendable (Action, LiveRecord) -> Void { get }

  /// The operator state of type `S` in this store, made on first use.
  func state<S: EffectOperatorState>(_ type: S.Type) -> S where S.Action == Action
}

extension EffectHost {
  /// Registers record `id` with no liveness (see ``register(_:kind:handle:live:in:)``).
  func register(
    _ id: UInt64, kind: @autoclosure () -> EffectKind, handle: any Cancellable,
    in context: EffectContext
  ) {
    register(id, kind: kind(), handle: handle, live: nil, in: context)
  }

  /// Schedules work with no liveness (see ``schedule(_:in:live:_:)``).
  func schedule(
    _ kind: @autoclosure () -> EffectKind, in context: EffectContext,
    _ start: (UInt64) -> any Cancellable
  ) {
    schedule(kind(), in: context, live: nil, start)
  }

  /// Retires record `id`, which finished (see ``complete(_:failed:)``).
  func complete(_ id: UInt64) {
    complete(id, failed: false)
  }

  /// Registers a record of `kind` and schedules one item at `deadline` on `scheduler`: on the
  /// store's isolation, while the record still runs, `fire` gets the store and the record's
  /// context, and the record completes after it — a delay's start, a throttle window's end,
  /// a queue's gap. `registered` learns the record's number before the item is scheduled
  /// (an item may fire at once).
  ///
  /// - Parameter site: Names the item in warnings about its delivery.
  func schedule(
    _ kind: @autoclosure () -> EffectKind, in context: EffectContext,
    at deadline: SchedulerInstant, on scheduler: any Scheduler, site: EffectSite,
    registered: (UInt64) -> Void = { _ in },
    fire: @escaping @Sendable (any EffectHost<Action>, EffectContext) -> Void
  ) {
    schedule(kind(), in: context) { id in
      registered(id)
      let item = onIsolation(site: site) { host in
        guard let context = host.context(of: id) else { return }
        // What it starts runs before the record retires, so the record's task and
        // concatenation step never look finished in between.
        fire(host, context)
        host.complete(id)
      }
      return scheduler.schedule(after: deadline, item)
    }
  }
}

/// What an operator keeps in one store while its effects run — a queue's slots, a throttle's
/// windows: made on the operator's first use in the store, and told of what the store does
/// to records so that it can keep up.
protocol EffectOperatorState<Action>: AnyObject {
  associatedtype Action

  /// A state for `host`, which owns it (so holds it `unowned`).
  init(host: any EffectHost<Action>)

  /// Record `id` retired; the store is still retiring, so nothing may be started here.
  func recordRetired(_ id: UInt64)

  /// The retirements of a call are complete: start what they made room for.
  func continueAfterRetiring()

  /// The effects under cancellation id `id` were cancelled.
  func cancelled(_ id: CancelID)

  /// Every effect of the store was cancelled.
  func cancelledAll()
}

extension EffectOperatorState {
  func recordRetired(_ id: UInt64) {}
  func continueAfterRetiring() {}
  func cancelled(_ id: CancelID) {}
  func cancelledAll() {}
}
