/// Runs a ``Reducer`` on an actor of its own: a ``Store`` for state that lives off the main
/// actor, such as a server's per-connection session or a command-line tool's document.
///
/// ```swift
/// let session = StoreActor(initialState: Session.State()) { Session() }
/// await session.send(.connected(userID))
/// let phase = await session.state.phase
/// ```
///
/// ## Semantics
/// The same as a ``Store``'s, isolated to this actor instead of the main actor: ``send(_:)``
/// runs the reducer synchronously inside the actor, actions from `.send` effects are
/// processed before it returns (FIFO, in constant stack), effects start after the state is
/// updated, cancellation ids are scoped to this store, and every effect is cancelled when the
/// actor is released. Effects deliver back to the actor: a `.run` effect's ``Send``, and the
/// ticks of `Effect.timer`, `.delay`, `.debounce` and `.throttle`, whatever thread their
/// scheduler calls back on. Under `await TestScheduler.advance` all of it settles as a
/// `Store`'s effects do (call `advance` with `await`: an advance without it does not wait for
/// the hops to this actor).
///
/// ``StoreTask/cancel()`` is main-actor API: called on a task of a `StoreActor`, it takes
/// effect once the actor has processed it; `await task.finish()` then returns.
///
/// ## Executors
/// By default the actor runs as Swift's default actors do, on the global concurrent
/// executor. ``init(initialState:executor:reducer:withDependencies:)`` runs it on an executor you give it
/// instead — a server's event loop, a serial queue — so that the store's reducer and its
/// callers share one thread without hops.
///
/// ## Observation
/// There is no main actor to deliver to, so instead of ``Driver`` and ``Signal`` a
/// `StoreActor` offers ``values(_:)``: an `AsyncStream` of a field's distinct values.
public final actor StoreActor<State: Sendable, Action: Sendable> {
  // `final`, although no actor can be subclassed: without it, calls from other modules go
  // through the class's vtable and `send` is never inlined.

  @usableFromInline let core: StoreCore<State, Action>
  /// Keeps alive what ``unownedExecutor`` refers to: the executor given to the initializer,
  /// or a default actor whose executor this actor shares.
  @usableFromInline let executorOwner: AnyObject
  @usableFromInline nonisolated let executor: UnownedSerialExecutor

  /// The executor this actor runs on (see "Executors").
  public nonisolated var unownedExecutor: UnownedSerialExecutor { executor }

  /// Creates a store actor that runs `reducer` from `initialState`.
  ///
  /// The actor captures the dependencies current here, changed by `withDependencies`, as a
  /// ``Store`` does.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - reducer: Builds the reducer, once.
  ///   - prepare: Changes the dependencies the store captures; none by default.
  @inlinable
  public init<R: Reducer>(
    initialState: consuming R.State,
    reducer: sending () -> R,
    withDependencies prepare: sending (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    // An actor that names its executor cannot fall back to its own default one, so it
    // shares the default executor of a small actor it owns: the same scheduling, no thread.
    let host = DefaultExecutorHost()
    let core = Self.makeCore(consume initialState, reducer())
    core.captureDependencies(prepare)
    self.init(core: core, owner: host, executor: host.unownedExecutor)
  }

  /// Creates a store actor that runs on `executor`.
  ///
  /// ```swift
  /// let session = StoreActor(initialState: .init(), executor: connectionQueue) { Session() }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - executor: Where the reducer and everything delivered to the store run; kept alive
  ///     by the actor.
  ///   - reducer: Builds the reducer, once.
  ///   - prepare: Changes the dependencies the store captures; none by default.
  @inlinable
  public init<R: Reducer>(
    initialState: consuming R.State,
    executor: some SerialExecutor,
    reducer: sending () -> R,
    withDependencies prepare: sending (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    let core = Self.makeCore(consume initialState, reducer())
    core.captureDependencies(prepare)
    self.init(
      core: core,
      owner: executor,
      executor: executor.asUnownedSerialExecutor()
    )
  }

  @usableFromInline
  init(core: StoreCore<State, Action>, owner: AnyObject, executor: UnownedSerialExecutor) {
    self.core = core
    self.executorOwner = owner
    self.executor = executor
    core.isolation = .actor(self)
    // Before anything can reach the actor: the mount's synchronous actions run here, and its
    // asynchronous work delivers through the actor, after this initializer.
    if core.setup.rootMount != nil { core.mountRoot() }
  }

  /// A core whose sends are specialized here, in the caller's module.
  @inlinable
  static func makeCore<R: Reducer>(
    _ initialState: consuming State,
    _ reducer: R
  ) -> StoreCore<State, Action> where R.State == State, R.Action == Action {
    // Isolation is set by `init` once the actor exists.
    let core = StoreCore(
      initialState: consume initialState,
      isolation: .mainActor,
      reducer: reducer.reduce(into:action:)
    )
    core.specializeSends(for: R.self)
    core.watching.originSlot = (reducer as? any RootRecording)?.originSlot
    core.prepareMount(reducer)
    return core
  }

  /// The current state, updated synchronously by ``send(_:)``.
  public var state: State { core.state }

  /// Sends an action: runs the reducer, then the actions its `.send` effects produce, then
  /// starts its asynchronous effects.
  ///
  /// - Parameter action: The action to process.
  /// - Returns: A task covering the effects this action started.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    // Through a guaranteed reference, as `Store.send`: the actor holds its core for the
    // call, and a retain of a core that is also held weakly takes the slow path.
    Store<State, Action>.send(action, to: Unmanaged.passUnretained(core))
  }

  /// The task of the actor's mount work (its `onMount` effects), for a test store to wait
  /// for; `nil` when there was none. Set in the initializer, then only read.
  package nonisolated var mountTask: StoreTask? {
    core.running.mountGroup.map { StoreTask($0) }
  }

  /// Sends `action` for a test store: `before` runs on the actor right before the reducer,
  /// so the test store can tell the action it sent from actions effects deliver; the root's
  /// `Effect.dismiss` goes to `onDismiss`; `dependencies`, when given, replace the store's
  /// first (the test changed them since the last step).
  package func send(
    _ action: Action,
    dependencies: DependencyValues?,
    onDismiss: @escaping @Sendable () -> Void,
    before: @Sendable () -> Void
  ) -> StoreTask {
    if let dependencies { core.setDependencies(dependencies) }
    core.setup.rootDismissHandler = onDismiss
    before()
    return core.send(action)
  }
}

/// An empty actor whose default executor a ``StoreActor`` without an executor of its own
/// shares.
@usableFromInline
actor DefaultExecutorHost {
  @usableFromInline init() {}
}
