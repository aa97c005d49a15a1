/// An owner for a listener of `values`: kept alive by the stream, so the listener lives as
/// long as someone iterates.
private final class ValuesListener: Sendable {}

extension SharedStorage where Value: Sendable {
  /// The current value, then the value after each change, for as long as it is iterated.
  func values() -> AsyncStream<Value> {
    let storage = self
    return AsyncStream { continuation in
      continuation.yield(storage.read())
      guard let registry = storage.announcingRegistry else { return }
      let seen = Locked(storage.sharedLastChange)
      let owner = ValuesListener()
      let id = registry.addListener(owner) {
        // The registry announces every shared value's changes: pass on this one's only.
        let now = storage.sharedLastChange
        let changed = seen.withLock { last in
          defer { last = now }
          return now != last
        }
        if changed { continuation.yield(storage.read()) }
      }
      continuation.onTermination = { _ in
        registry.removeListener(id)
        withExtendedLifetime(owner) {}
      }
    }
  }
}

extension Shared {
  /// The value now, then after each change, as an async sequence — swift-sharing's
  /// `$value.publisher`, for code outside a store (a command-line loop, a server task).
  ///
  /// ```swift
  /// for await count in $count.values {
  ///   print("count is \(count)")
  /// }
  /// ```
  ///
  /// A change made by any feature, store or effect through a `Shared` of the same value is
  /// delivered, once per change, in the order they were made; the sequence ends when its
  /// task is cancelled. Inside a store, observe the field instead (`store.driver(\.count)`).
  public var values: AsyncStream<Value> { storage.values() }
}

extension SharedReader {
  /// The value now, then after each change, as an async sequence (see ``Shared/values``).
  public var values: AsyncStream<Value> { storage.values() }
}
