extension StoreActor {
  /// The values of one field: the current value at once, then each distinct value after a
  /// top-level send that changed it.
  ///
  /// ```swift
  /// for await phase in await session.values(\.phase) {
  ///   log("session is \(phase)")
  /// }
  /// ```
  ///
  /// The stream buffers every value until it is read, so a slow reader sees each change in
  /// order. It ends when the actor is released; cancelling the loop that reads it stops the
  /// observation.
  ///
  /// In a test, a reader waiting for the next value is parked in the test's settling domain,
  /// as a `Driver`'s `values` reader is: a `scheduler.task { for await … }` sees the initial
  /// value and every change, and `await TestScheduler.advance` does not wait on it.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A stream of the field's distinct values.
  public func values<Value: Equatable & Sendable>(
    _ keyPath: KeyPath<State, Value>
  ) -> AsyncStream<Value> {
    let core = self.core
    return SettlingHooks.ParkedBuffer.makeStream { buffer in
      var last = core.read(keyPath)
      buffer.yield(last)
      // Finishes the stream when the core (which owns the observer) is released.
      let finisher = StreamFinisher(buffer)
      // Unowned: the core owns this closure and is its only caller.
      let id = core.addObserver { [unowned(unsafe) core] in
        _ = finisher
        let value = core.read(keyPath)
        guard value != last else { return }
        last = value
        buffer.yield(value)
      }
      return AnyCancellable { [weak self] in
        Task { await self?.removeObserver(id) }
      }
    }
  }

  private func removeObserver(_ id: UInt64) {
    core.removeObserver(id)
  }
}

/// Finishes a stream when released: tied to the observer that feeds it.
private final class StreamFinisher<Value: Sendable>: Sendable {
  private let buffer: SettlingHooks.ParkedBuffer<Value>

  init(_ buffer: SettlingHooks.ParkedBuffer<Value>) {
    self.buffer = buffer
  }

  deinit { buffer.finish() }
}
