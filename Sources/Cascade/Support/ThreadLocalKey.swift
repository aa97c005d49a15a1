#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One thread-local slot (a pthread key): a value set for the synchronous extent of a call and
/// read by the code that call runs, on the same thread. Marks use it because a task-local
/// value follows tasks, not the thread a job runs on, and costs a lookup through the task.
struct ThreadLocalKey: Sendable {
  private let key: pthread_key_t

  /// A new slot; `purpose` names it if the system has no key left (continuing would share a
  /// slot with another mark).
  init(_ purpose: String) {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Cascade: no thread-local key for \(purpose) (\(status)).")
    self.key = key
  }

  /// What the slot holds on this thread; `nil` when nothing is set.
  var value: UnsafeRawPointer? { UnsafeRawPointer(pthread_getspecific(key)) }

  /// Runs `body` with the slot holding `value` on this thread, then puts back what it held.
  func withValue<R>(_ value: UnsafeRawPointer?, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, value)
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}

extension UnsafeRawPointer {
  /// A pointer that only marks "set" (never dereferenced).
  static var threadMark: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 1)! }
}
