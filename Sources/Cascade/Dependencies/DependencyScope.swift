#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the current ``DependencyValues`` come from.
///
/// - While a reducer runs, or inside a synchronous `withDependencies`: a thread-local box,
///   set and restored around the call. Reducers are synchronous, so a thread-local is exact,
///   and it costs a send only when its store carries dependencies (see `StoreCore`).
/// - Inside effects and an asynchronous `withDependencies`: a task-local value, which child
///   tasks inherit.
/// - Elsewhere: the live values.
@usableFromInline
enum DependencyScope {
  /// The values a reducer run or a synchronous scope made current.
  @usableFromInline
  final class Box: Sendable {
    let values: DependencyValues
    /// What each key path read through `@Dependency` resolved to, by the key path's
    /// identity (a key path literal is one object): the values never change, so a repeated
    /// read skips the key path's getter, the override lookup and the cast.
    private let resolved = Locked<[ObjectIdentifier: Resolved]>([:])

    init(_ values: DependencyValues) {
      self.values = values
    }

    /// `values[keyPath: keyPath]`, resolved once per key path.
    func value<Value>(at keyPath: KeyPath<DependencyValues, Value>) -> Value {
      let id = ObjectIdentifier(keyPath)
      if let hit = resolved.withLock({ $0[id] }) {
        // The entry for this key path was made below from a value of its own `Value`.
        return unsafeDowncast(hit, to: ResolvedValue<Value>.self).value
      }
      let value = values[keyPath: keyPath]
      resolved.withLock { $0[id] = ResolvedValue(value) }
      return value
    }
  }

  /// A resolved value, type-erased for the box's table.
  class Resolved: @unchecked Sendable {}

  // Unchecked: immutable, and a box is current on one thread at a time (a reducer run, a
  // synchronous scope); the lock orders the hand-off between the threads an actor runs on.
  final class ResolvedValue<Value>: Resolved, @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  /// The box current on this thread, if any.
  static var currentBox: Box? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The values current in a task; by default, what `prepareDependencies` set.
  @TaskLocal static var task = PreparedDependencies.take()

  /// The values current here.
  static var current: DependencyValues {
    currentBox?.values ?? task
  }

  /// Runs `body` with `values` current on this thread, in a box that lives for the call.
  static func with<R>(_ values: DependencyValues, _ body: () throws -> R) rethrows -> R {
    let box = Box(values)
    return try withExtendedLifetime(box) { try with(box, body) }
  }

  /// Runs `body` with `box`'s values current on this thread. The caller keeps `box` alive.
  static func with<R>(_ box: Box, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}
