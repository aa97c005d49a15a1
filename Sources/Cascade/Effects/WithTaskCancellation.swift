/// Runs `operation` inside a `.run` as work the store can cancel by `id`, as TCA's
/// `withTaskCancellation(id:cancelInFlight:)` does: a reducer's `.cancel(id:)` cancels it,
/// and with `cancelInFlight` an operation already running under `id` is cancelled first.
///
/// ```swift
/// case .searchQueryChanged(let query):
///   return .run { send in
///     try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///       try await mainQueue.sleep(for: .milliseconds(300))
///       await send(.searchResponse(try await apiClient.search(query)))
///     }
///   }
/// ```
///
/// The id is the store's, scoped to the feature as a `.cancellable(id:)` around the effect
/// would be, so a child's `.cancel(id:)` reaches its own operations only. The operation runs
/// in a task of its own, counted as the effect's work (`StoreTask.finish()` waits for it)
/// and settled by a test as the effect is. Cancelled, it sees `CancellationError` where it
/// awaits, and that error is what this call throws.
///
/// Outside a store's `.run` there is nothing to register with: `operation` runs as is.
///
/// - Parameters:
///   - id: The cancellation id.
///   - cancelInFlight: Whether to cancel an operation already running under `id` first.
///   - operation: The work.
/// - Returns: What `operation` returns.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: sending @escaping () async throws -> T
) async rethrows -> T {
  guard let scope = RunCancellationScope.current else {
    return try await Result(catching: operation).rethrowingGet()
  }
  // Sound: `operation` was sent to this call, and only the task below ever runs it.
  let work = UncheckedSendable(operation)
  let task = SettlingHooks.startTask(site: scope.site, priority: nil) {
    await Result(catching: work.value)
  }
  let handle = InnerTaskHandle { task.cancel() }
  let cancelID = scope.scoped(CancelID(id))
  await scope.isolation.deliver(handle) { [host = scope.host, runID = scope.runID] handle in
    host.registerInnerTask(handle, under: cancelID, of: runID, cancelInFlight: cancelInFlight)
  }
  let result = await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  await scope.isolation.deliver(handle) { [host = scope.host] in host.endInnerTask($0) }
  return try result.rethrowingGet()
}

/// What a `.run`'s body finds in its task: how to register work with its store.
///
/// A class: the task-local holds one reference, so a sleeping `.run`'s task keeps a word, not
/// the whole scope, in its own allocation (a logged-in session's memory, Benchmarks/README).
final class RunCancellationScope: Sendable {
  /// The `.run`, for a settle warning naming the operation's task.
  let site: EffectSite
  /// The scopes of the operators the effect passed through, innermost first.
  let scopes: [CancelID]
  /// The `.run`'s record in its store.
  let runID: UInt64
  /// The store, held weakly, and where it runs.
  let host: any InnerTaskHost
  let isolation: StoreIsolation

  init(
    site: EffectSite, scopes: [CancelID], runID: UInt64, host: any InnerTaskHost,
    isolation: StoreIsolation
  ) {
    self.site = site
    self.scopes = scopes
    self.runID = runID
    self.host = host
    self.isolation = isolation
  }

  @TaskLocal static var current: RunCancellationScope?

  /// `id` as the store knows it: scoped by each operator, innermost first.
  func scoped(_ id: CancelID) -> CancelID {
    scopes.reduce(id) { id, scope in CancelID(ScopedCancelID(scope: scope, id: id)) }
  }
}

/// A store that registers the operations its `.run`s give `withTaskCancellation`: its core,
/// held weakly, called on the store's isolation.
protocol InnerTaskHost: Sendable {
  /// Registers `handle` under `cancelID` in the context of run `runID`, cancelling the id's
  /// running work first when asked.
  func registerInnerTask(
    _ handle: InnerTaskHandle, under cancelID: CancelID, of runID: UInt64, cancelInFlight: Bool)
  /// Retires `handle`'s record: its work ended.
  func endInnerTask(_ handle: InnerTaskHandle)
  /// Dismisses the root feature for a ``DismissEffect`` that found no presentation, or
  /// reports a runtime warning at the call's line when nothing can dismiss it.
  func dismissRoot(reportingAt fileID: StaticString, line: UInt)
}

/// The handle of an operation `withTaskCancellation` runs: cancels its task, and knows the
/// record the store made for it.
final class InnerTaskHandle: Cancellable, Sendable {
  private let cancelTask: @Sendable () -> Void
  /// The store's record, once registered (set on the store's isolation).
  let recordID = Locked<UInt64?>(nil)

  init(_ cancelTask: @escaping @Sendable () -> Void) {
    self.cancelTask = cancelTask
  }

  func cancel() {
    cancelTask()
  }
}

/// A `Result` rethrown through a `rethrows` function: only the operation's own error is in
/// it, so the caller's `rethrows` contract holds.
@rethrows
private protocol RethrowingResult {
  associatedtype Value
  func get() throws -> Value
}

extension RethrowingResult {
  func rethrowingGet() rethrows -> Value { try get() }
}

extension Result: RethrowingResult {}
