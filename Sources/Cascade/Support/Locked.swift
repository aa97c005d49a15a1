#if CASCADE_TSAN
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The lock every Cascade type uses. This variant is compiled only for ThreadSanitizer runs
  /// (`-Xswiftc -DCASCADE_TSAN`): on Linux, TSan does not see `Synchronization.Mutex`'s futex
  /// and reports false races inside every `withLock`; a pthread mutex it does see.
  package struct Locked<Value>: ~Copyable, @unchecked Sendable {
    // Sound because `value` is only touched between pthread_mutex_lock and unlock.
    private final class Storage {
      let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      var value: Value

      init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
      }

      deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
      }
    }

    private let storage: Storage

    package init(_ value: Value) {
      storage = Storage(value)
    }

    package borrowing func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows
      -> Result
    {
      pthread_mutex_lock(storage.mutex)
      defer { pthread_mutex_unlock(storage.mutex) }
      return try body(&storage.value)
    }
  }
#else
  import Synchronization

  /// The lock every Cascade type uses: `Synchronization.Mutex`. (A pthread-based variant
  /// replaces it in ThreadSanitizer runs; see the `CASCADE_TSAN` branch.)
  package struct Locked<Value>: ~Copyable, Sendable {
    private let mutex: Mutex<Value>

    package init(_ value: consuming sending Value) {
      mutex = Mutex(value)
    }

    package borrowing func withLock<Result: ~Copyable, E: Error>(
      _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
      try mutex.withLock(body)
    }
  }
#endif
