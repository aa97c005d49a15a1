/// Runs `operation` with the current dependencies changed by `update`.
///
/// ```swift
/// let state = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   Todos.State()          // its initializer reads @Dependency(\.uuid)
/// }
/// ```
///
/// A store created inside `operation` captures these values.
///
/// - Parameters:
///   - update: Changes the current values.
///   - operation: Runs with the changed values current.
/// - Returns: What `operation` returns.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyScope.current
  try update(&values)
  return try DependencyScope.with(values) {
    try DependencyScope.$task.withValue(values) { try operation() }
  }
}

/// Runs the asynchronous `operation` with the current dependencies changed by `update`;
/// child tasks of `operation` see them too.
///
/// - Parameters:
///   - isolation: The caller's actor; `operation` runs there.
///   - update: Changes the current values.
///   - operation: Runs with the changed values current.
/// - Returns: What `operation` returns.
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyScope.current
  try update(&values)
  return try await DependencyScope.$task.withValue(values) { try await operation() }
}
