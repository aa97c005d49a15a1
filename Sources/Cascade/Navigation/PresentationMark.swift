#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Marks the reduce of a presented child or a stack element, for `@Dependency(\.isPresented)`
/// read in its reducer: a thread-local flag, set for the synchronous extent of the child's
/// reduce (its effects learn it from ``DismissEffect``'s task-local instead).
@usableFromInline
enum PresentationMark {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Cascade: no thread-local key for presentation marks (\(status)).")
    return key
  }()

  /// Whether a presented child's or a stack element's reducer is running on this thread.
  static var isPresenting: Bool { pthread_getspecific(key) != nil }

  /// Runs `body`, a presented child's reduce, marked as such.
  @usableFromInline
  static func presenting<R>(_ body: () -> R) -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    defer { pthread_setspecific(key, previous) }
    return body()
  }
}
