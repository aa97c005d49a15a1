/// Starts work that must not hold up the effect that starts it, as TCA's
/// `@Dependency(\.fireAndForget)`: the value of ``DependencyValues/fireAndForget``.
///
/// ```swift
/// @Dependency(\.fireAndForget) var fireAndForget
/// …
/// return .run { send in
///   await fireAndForget { try await analytics.track("started") }
///   await send(.started)
/// }
/// ```
///
/// Live, the work runs in a task of its own (with the caller's dependencies), its errors
/// ignored, and the call returns at once. In a test the call waits for the work, so a test
/// sees its outcome before the next step, deterministically.
public struct FireAndForget: Sendable {
  /// Work to start: run at a priority, its errors ignored.
  public typealias Operation = @Sendable () async throws -> Void

  private let start: @Sendable (TaskPriority?, @escaping Operation) async -> Void

  /// A fire-and-forget that hands each piece of work to `start`.
  ///
  /// - Parameter start: Starts (or runs) the work at the priority given.
  public init(_ start: @escaping @Sendable (TaskPriority?, @escaping Operation) async -> Void) {
    self.start = start
  }

  /// Starts `operation`, live without waiting for it; in a test, waiting.
  ///
  /// - Parameters:
  ///   - priority: The task's priority, live.
  ///   - operation: The work; an error it throws is ignored.
  public func callAsFunction(
    priority: TaskPriority? = nil, _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    await start(priority, operation)
  }

  /// Runs the work in a task of its own.
  static let live = FireAndForget { priority, operation in
    Task(priority: priority) { try? await operation() }
  }

  /// Runs the work to its end before returning.
  static let awaiting = FireAndForget { _, operation in
    try? await operation()
  }
}
