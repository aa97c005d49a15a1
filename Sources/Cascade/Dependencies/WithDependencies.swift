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

/// Runs `operation` with the dependencies `store` captured current, changed by `update`:
/// swift-dependencies' `withDependencies(from:)`, for an object made on behalf of a store (a
/// second store, a model) that must see what the store sees rather than the live values.
///
/// ```swift
/// let detail = withDependencies(from: appStore) {
///   Store(initialState: Detail.State()) { Detail() }
/// }
/// ```
///
/// A scoped store's are its root's.
///
/// - Parameters:
///   - store: The store whose dependencies to use.
///   - update: Changes them for `operation`.
///   - operation: Runs with them current.
/// - Returns: What `operation` returns.
@MainActor
public func withDependencies<State, Action, R>(
  from store: Store<State, Action>,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  let values = store.runtime.dependencyValues
  return try withDependencies(
    {
      $0 = values
      try update(&$0)
    }, operation: operation)
}

/// Runs `operation` with the dependencies `store` captured current: swift-dependencies'
/// `withDependencies(from:operation:)`.
///
/// - Parameters:
///   - store: The store whose dependencies to use.
///   - operation: Runs with them current.
/// - Returns: What `operation` returns.
@MainActor
public func withDependencies<State, Action, R>(
  from store: Store<State, Action>,
  operation: () throws -> R
) rethrows -> R {
  try withDependencies(from: store, { _ in }, operation: operation)
}

/// Runs the asynchronous `operation` with the dependencies `store` captured current, changed
/// by `update`; child tasks of `operation` see them too.
///
/// - Parameters:
///   - store: The store whose dependencies to use.
///   - update: Changes them for `operation`.
///   - operation: Runs with them current.
/// - Returns: What `operation` returns.
@MainActor
public func withDependencies<State, Action, R>(
  from store: Store<State, Action>,
  _ update: (inout DependencyValues) throws -> Void = { _ in },
  operation: () async throws -> R
) async rethrows -> R {
  let values = store.runtime.dependencyValues
  return try await withDependencies(
    {
      $0 = values
      try update(&$0)
    }, operation: operation)
}
