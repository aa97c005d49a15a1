/// Work a reducer asks the store to do after it has updated the state.
///
/// A reducer returns an `Effect` from every action: ``none`` when there is nothing to do,
/// ``send(_:)`` to feed another action back synchronously, or
/// ``run(priority:operation:catch:fileID:filePath:line:column:)`` for asynchronous work that
/// delivers actions through ``Send``. Effects compose with `.merge` (run together),
/// `.concatenate` (one after another) and ``map(_:)``; cancellation and time-based operators
/// live in their own files.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.factResponse(facts.lookUp(count)))
///   }
/// ```
///
/// An effect is a description: nothing happens until a store runs it.
public struct Effect<Action>: Sendable {
  @usableFromInline let operation: Operation

  @usableFromInline init(_ operation: Operation) {
    self.operation = operation
  }

  /// The shapes of work a store knows how to run.
  ///
  /// Every payload lives in a box (`indirect`), so an `Effect` is one word, and `.none` —
  /// what most actions return — is created, checked and dropped without touching memory (the
  /// payloads inline made every effect a wide, multi-payload value that each send copied and
  /// destroyed through outlined value witnesses). An operator is a class instance already,
  /// so it is held as it is: one allocation, not a box around a reference.
  @usableFromInline
  enum Operation: Sendable {
    case none
    indirect case send(UncheckedSendable<Action>)
    indirect case run(RunOperation<Action>)
    indirect case merge([Effect])
    indirect case concatenate([Effect])
    indirect case cancellable(CancelID, cancelInFlight: Bool, Effect)
    indirect case cancel([CancelID])
    /// Cancels the running ids the filter matches, in the order they started.
    indirect case cancelMatching(CancelFilter)
    /// An operator (`delay`, `throttle`, `queued`, `timer`…), run by its own runner in
    /// `Effects/`.
    case `operator`(EffectOperator<Action>)
    /// Dismisses the closest presentation or stack element (``Effect/dismiss``).
    case dismiss
    /// A removed child's dismount work: its actions reach the parent as the child's, and the
    /// operator that removed it (the path `CancelID` names) does not run the child for them.
    indirect case dismounted(CancelID, Effect)
  }
}

/// An asynchronous operation with its error handling already applied.
@usableFromInline
struct RunOperation<Action>: Sendable {
  let priority: TaskPriority?
  /// Where the `.run` was written, for warnings about it.
  let site: EffectSite
  /// The work; returns whether it threw an error other than cancellation (for instruments).
  let body: @Sendable (Send<Action>) async -> Bool
  /// The cancellation scopes of the operators the effect passed through, innermost first: an
  /// id given to `withTaskCancellation(id:)` inside the body is scoped by them, as a
  /// `.cancellable(id:)` around the effect would be.
  var scopes: [CancelID] = []

  init(
    priority: TaskPriority?, site: EffectSite,
    body: @escaping @Sendable (Send<Action>) async -> Bool
  ) {
    self.priority = priority
    self.site = site
    self.body = body
  }

  /// This operation running `body` instead, everything else kept.
  func with<T>(body: @escaping @Sendable (Send<T>) async -> Bool) -> RunOperation<T> {
    var operation = RunOperation<T>(priority: priority, site: site, body: body)
    operation.scopes = scopes
    return operation
  }

  /// This operation delivering `transform`ed actions.
  @usableFromInline
  func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> RunOperation<T> {
    let body = self.body
    return with { send in
      await body(Send(delivering: { action in await send.deliver(transform(action)) }))
    }
  }
}

extension Effect {
  /// An effect that does nothing.
  ///
  /// Returning `.none` costs nothing at run time: no allocation, no task.
  @inlinable
  public static var none: Effect { Effect(.none) }

  /// An effect that feeds `action` back into the store synchronously.
  ///
  /// The action is processed before the `send` that produced it returns, after every action
  /// queued before it (breadth-first, FIFO), and it never grows the stack: a chain of
  /// 100,000 `.send` effects runs in a loop.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: An effect that sends `action`.
  @inlinable
  public static func send(_ action: Action) -> Effect {
    Effect(.send(UncheckedSendable(action)))
  }

  /// An effect that runs asynchronous work and delivers actions through ``Send``.
  ///
  /// The operation runs in its own task, started after the state update. If it throws,
  /// `handler` receives the error; without a handler the error is reported as a runtime
  /// warning on standard error naming this call's file and line (never a crash).
  /// `CancellationError`, and any error thrown after the effect was cancelled, is silent and
  /// never reaches `handler`.
  ///
  /// ```swift
  /// return .run { send in
  ///   try await send(.loaded(client.load()))
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the effect's task.
  ///   - operation: The work; `send` delivers actions to the store on the store's isolation
  ///     (the main actor for a ``Store``, the actor for a ``StoreActor``).
  ///   - handler: Receives an error thrown by `operation`, with a `Send` to report it.
  ///   - fileID: The file a runtime warning names; defaults to the caller's.
  ///   - filePath: Unused by `Store`; kept so test tooling can report at the call site.
  ///   - line: The line a runtime warning names; defaults to the caller's.
  ///   - column: The column of the call.
  /// - Returns: An effect that runs `operation`.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Effect {
    Effect(
      .run(
        RunOperation(priority: priority, site: EffectSite(".run", fileID: fileID, line: line)) {
          send in
          do {
            try await operation(send)
            return false
          } catch {
            guard !(error is CancellationError), !Task.isCancelled else { return false }
            if let handler {
              await handler(error, send)
            } else {
              RuntimeWarning.report(
                """
                An effect threw an error that no 'catch:' handler received: \(error). \
                Handle it inside the operation or pass 'catch:' to '.run'.
                """,
                fileID: fileID,
                line: line
              )
            }
            return true
          }
        }
      )
    )
  }

  /// Runs `effects` at the same time.
  ///
  /// - Parameter effects: The effects to run together.
  /// - Returns: One effect that runs them all; it completes when they all have.
  @inlinable
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// Runs every effect of a sequence at the same time.
  ///
  /// - Parameter effects: The effects to run together.
  /// - Returns: One effect that runs them all; it completes when they all have.
  @inlinable
  public static func merge(_ effects: some Sequence<Effect>) -> Effect {
    var flattened: [Effect] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case .merge(let inner): flattened.append(contentsOf: inner)
      default: flattened.append(effect)
      }
    }
    switch flattened.count {
    case 0: return .none
    case 1: return flattened[0]
    default: return Effect(.merge(flattened))
    }
  }

  /// Runs this effect and `other` at the same time.
  ///
  /// When either is ``none``, the other is returned as it is: a reducer combining its own
  /// effect with a child's pays no array for the common case of one of them doing nothing.
  ///
  /// - Parameter other: Another effect.
  /// - Returns: One effect that runs both.
  @inlinable
  public func merge(with other: Effect) -> Effect {
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return .merge(self, other)
  }

  /// Runs `effects` one after another: each starts when the previous one has completed.
  ///
  /// A `.send` completes as soon as its action is queued; a `.run` completes when its
  /// operation returns. Cancelling the concatenation cancels the running effect and never
  /// starts the rest.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: One effect that runs them in sequence.
  public static func concatenate(_ effects: Effect...) -> Effect {
    concatenate(effects)
  }

  /// Runs the effects of a sequence one after another.
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: One effect that runs them in sequence.
  public static func concatenate(_ effects: some Sequence<Effect>) -> Effect {
    var flattened: [Effect] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case .concatenate(let inner): flattened.append(contentsOf: inner)
      default: flattened.append(effect)
      }
    }
    switch flattened.count {
    case 0: return .none
    case 1: return flattened[0]
    default: return Effect(.concatenate(flattened))
    }
  }

  /// Runs `other` after this effect has completed.
  ///
  /// - Parameter other: The effect to run next.
  /// - Returns: One effect that runs both in order.
  public func concatenate(with other: Effect) -> Effect {
    .concatenate(self, other)
  }

  /// Transforms every action this effect produces.
  ///
  /// `transform` runs on the store's isolation, once per action, as the action is delivered.
  ///
  /// ```swift
  /// return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler)
  ///   .map { _ in .timerTicked }
  /// ```
  ///
  /// - Parameter transform: Turns an action of this effect into an action of the result.
  /// - Returns: An effect of the transformed actions.
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    if case .none = operation { return .none }
    return mapOutOfLine(transform)
  }

  /// The rebuilt effect of ``map(_:)``, inlinable so that a feature's module specializes it
  /// for its own action types instead of looking up generic metadata per rebuilt case.
  @inlinable
  func mapOutOfLine<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    rewritten(by: MapRewrite(transform: transform))
  }
}

/// The rewrite of ``Effect/map(_:)``: every action a leaf produces goes through `transform`.
@usableFromInline
struct MapRewrite<Source, Target>: EffectRewrite {
  @usableFromInline let transform: @Sendable (Source) -> Target

  @inlinable
  init(transform: @escaping @Sendable (Source) -> Target) {
    self.transform = transform
  }

  @inlinable
  var actionMap: (@Sendable (Source) -> Target)? { transform }

  @inlinable
  func leaf(_ effect: Effect<Source>) -> Effect<Target> {
    switch effect.operation {
    case .none:
      return .none
    case .send(let action):
      return Effect<Target>(.send(UncheckedSendable(transform(action.value))))
    case .run(let run):
      return Effect<Target>(.run(run.map(transform)))
    case .cancel(let ids):
      return Effect<Target>(.cancel(ids))
    case .cancelMatching(let filter):
      return Effect<Target>(.cancelMatching(filter))
    case .dismiss:
      return Effect<Target>(.dismiss)
    case .merge, .concatenate, .cancellable, .operator, .dismounted:
      preconditionFailure(
        "Effect.rewritten(by:) walks the effects that hold effects; operators map themselves.")
    }
  }
}

/// The effects of `R`'s actions, as TCA spells them: `func load() -> EffectOf<Self>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
