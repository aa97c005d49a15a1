/// A value isolated to an actor of its own: what a test's async endpoints record into, read
/// with `await` (swift-concurrency-extras' `ActorIsolated`; ``LockIsolated`` is its
/// synchronous sibling).
///
/// ```swift
/// let searched = ActorIsolated<[String]>([])
/// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///   $0.searchClient.search = { query in
///     await searched.withValue { $0.append(query) }
///     return []
///   }
/// }
/// …
/// #expect(await searched.value == ["blob"])
/// ```
///
/// A property of the value reads as the actor's own (`await searched.count`).
@dynamicMemberLookup
public final actor ActorIsolated<Value: Sendable> {
  /// The value now.
  public var value: Value

  /// An actor around `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs `operation` with the value, on the actor; `operation` may change it.
  ///
  /// ```swift
  /// await count.withValue { $0 += 1 }
  /// ```
  ///
  /// - Parameter operation: Reads or changes the value.
  /// - Returns: What `operation` returns.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try operation(&value)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    value = try newValue()
  }

  /// A property of the value, read on the actor.
  ///
  /// - Parameter keyPath: The property.
  public subscript<Subject: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Subject> & Sendable
  ) -> Subject {
    value[keyPath: keyPath]
  }
}
