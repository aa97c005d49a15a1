/// A value behind a lock, shareable across tasks: what a test uses to record what its
/// effects did (swift-concurrency-extras' `LockIsolated`).
///
/// ```swift
/// let saved = LockIsolated<[Todo]>([])
/// let store = TestStore(initialState: Todos.State()) { Todos() } withDependencies: {
///   $0.todosClient.save = { todos in saved.setValue(todos) }
/// }
/// …
/// #expect(saved.value == [todo])
/// ```
public final class LockIsolated<Value>: @unchecked Sendable {
  // @unchecked Sendable: every access to the value goes through the lock, so a value that is
  // not Sendable itself is never touched from two threads at once (the type's purpose).
  /// Recursive, so that a `withValue` body may read `value` on its own thread.
  private let lock = RecursiveLock()
  private var storage: Value

  /// A lock around `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    storage = value
  }

  /// The value now (a copy, read under the lock).
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  /// Runs `body` with the value, under the lock; `body` may change it.
  ///
  /// ```swift
  /// count.withValue { $0 += 1 }
  /// ```
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  public func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&storage)
  }

  /// Replaces the value, under the lock.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: Value) {
    lock.lock()
    defer { lock.unlock() }
    storage = newValue
  }
}

extension LockIsolated: Equatable where Value: Equatable {
  /// Whether both hold equal values now.
  ///
  /// - Parameters:
  ///   - lhs: One lock.
  ///   - rhs: Another.
  /// - Returns: Whether their values are equal.
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }
}
