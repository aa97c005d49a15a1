#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex the thread that holds it may take again: a shared value's `withLock` body may
/// read or write the same shared value (TCA-style code does), which a plain mutex would
/// deadlock on.
final class RecursiveLock: Sendable {
  // A pthread mutex has a fixed address for its lifetime: it is allocated once, here.
  private nonisolated(unsafe) let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(
    capacity: 1)

  init() {
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }

  func unlock() { pthread_mutex_unlock(mutex) }
}
