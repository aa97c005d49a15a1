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

    init(_ values: DependencyValues) {
      self.values = values
    }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  @TaskLocal static var task = DependencyValues()

  /// The values current here.
  static var current: DependencyValues {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().values
    }
    return task
  }

  /// Runs `body` with `box`'s values current on this thread. The caller keeps `box` alive.
  static func with<R>(_ box: Box, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}
