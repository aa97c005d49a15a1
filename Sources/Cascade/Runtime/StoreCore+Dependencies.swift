extension StoreCore {
  /// Runs the reducer with the store's dependencies current (out of line: the common
  /// store carries none).
  @usableFromInline
  func reduceWithDependencies(_ action: Action) -> Effect<Action> {
    withStoreDependencies { reducer(&state, action) }
  }

  /// Runs `body` with the store's dependencies current, if it carries any.
  func withStoreDependencies<R>(_ body: () -> R) -> R {
    guard let dependencies else { return body() }
    return DependencyScope.with(dependencies, body)
  }

  /// Captures the dependencies current here, changed by `prepare`: a store's creation.
  @usableFromInline
  func captureDependencies(_ prepare: (inout DependencyValues) -> Void) {
    var values = DependencyScope.current
    prepare(&values)
    setDependencies(values)
  }

  /// Captures `values` as the store's dependencies (none when they are the default ones).
  package func setDependencies(_ values: DependencyValues) {
    dependencies = values.isDefault ? nil : DependencyScope.Box(values)
  }

  /// The store's dependencies.
  @usableFromInline package var dependencyValues: DependencyValues {
    dependencies?.values ?? DependencyValues()
  }
}
