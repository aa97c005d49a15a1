extension Reducer {
  /// This reducer with one dependency changed: for it, the reducers it is built from, and
  /// the effects they return — not for its siblings or its parent.
  ///
  /// ```swift
  /// Scope(state: \.search, action: \.search) {
  ///   Search()
  ///     .dependency(\.scheduler, ImmediateScheduler())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value's property on ``DependencyValues``.
  ///   - value: Its value inside this reducer.
  /// - Returns: A reducer that runs this one with the value current.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyReducer<Self> {
    let value = UncheckedSendable(value)
    return _DependencyReducer(base: self) { $0[keyPath: keyPath] = value.value }
  }

  /// This reducer with a client that is its own key changed (swift-dependencies'
  /// `.dependency(value)`, for `@Dependency(Client.self)`): for it, the reducers it is built
  /// from and the effects they return.
  ///
  /// ```swift
  /// Search()
  ///   .dependency(ApiClient(search: { _ in [] }))
  /// ```
  ///
  /// - Parameter value: The client, its own ``TestDependencyKey``.
  /// - Returns: A reducer that runs this one with the value current.
  public func dependency<Value: TestDependencyKey>(_ value: Value) -> _DependencyReducer<Self>
  where Value.Value == Value {
    let value = UncheckedSendable(value)
    return _DependencyReducer(base: self) { $0[Value.self] = value.value }
  }

  /// This reducer with one dependency changed from the value around it: swift-dependencies'
  /// `transformDependency`, for it, the reducers it is built from and the effects they return
  /// — not for its siblings or its parent.
  ///
  /// ```swift
  /// Search()
  ///   .transformDependency(\.apiClient) { client in
  ///     client.search = { _ in [] }   // the rest of the client as the parent has it
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The value's property on ``DependencyValues``.
  ///   - transform: Changes the value the parent has, each time this reducer runs.
  /// - Returns: A reducer that runs this one with the changed value current.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> _DependencyReducer<Self> {
    _DependencyReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer run with changed dependencies; made by ``Reducer/dependency(_:_:)``.
public struct _DependencyReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed values current, and makes them current in the
  /// effects it returns.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - action: The action.
  /// - Returns: The base reducer's effects, carrying the changed values.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withChangedValues { base.reduce(into: &state, action: action) }
  }

  /// Runs `body` with the changed values current, and makes them current in its effect.
  func withChangedValues(_ body: () -> Effect<Base.Action>) -> Effect<Base.Action> {
    var values = DependencyScope.current
    update(&values)
    return DependencyScope.with(values, body).carrying(values)
  }
}

extension _DependencyReducer {
  /// The wrapped reducer's lifecycle work.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Base._lifecycleHooks(depth: depth)
  }

  /// The wrapped reducer's lifecycle effect, built with the changed dependencies current and carrying them.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The state.
  /// - Returns: The wrapped reducer's lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Base.State) -> Effect<Base.Action> {
    withChangedValues { base._lifecycleEffect(event, state: state) }
  }
}
