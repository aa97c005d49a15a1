extension Task where Success == Never, Failure == Never {
  /// Suspends until the calling task is cancelled, then throws `CancellationError`: an effect
  /// that must stay alive until it is cancelled (swift-concurrency-extras' `Task.never()`).
  ///
  /// ```swift
  /// return .run { _ in
  ///   defer { session.close() }
  ///   try await Task.never()
  /// }
  /// .cancellable(id: SessionID())
  /// ```
  ///
  /// Under a test's settling it is waiting outside Cascade: idle, never a reason to wait.
  ///
  /// - Throws: `CancellationError`, once the task is cancelled.
  public static func never() async throws -> Never {
    let waiter = NeverWaiter()
    await withTaskCancellationHandler {
      await withCheckedContinuation { waiter.park($0) }
    } onCancel: {
      waiter.cancel()
    }
    throw Swift.CancellationError()
  }
}

/// The continuation of a `Task.never()`, resumed by cancellation (which may come first).
private final class NeverWaiter: Sendable {
  private let state = Locked<(continuation: CheckedContinuation<Void, Never>?, cancelled: Bool)>(
    (nil, false))

  func park(_ continuation: CheckedContinuation<Void, Never>) {
    let cancelled = state.withLock { state in
      if !state.cancelled { state.continuation = continuation }
      return state.cancelled
    }
    if cancelled { continuation.resume() }
  }

  func cancel() {
    let continuation = state.withLock { state in
      state.cancelled = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
}
