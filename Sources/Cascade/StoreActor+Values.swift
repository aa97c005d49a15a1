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
  /// - Parameter keyPath: The field.
  /// - Returns: A stream of the field's distinct values.
  public func values<Value: Equatable & Sendable>(
    _ keyPath: KeyPath<State, Value>
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream<Value>.makeStream()
    let core = self.core
    var last = core.read(keyPath)
    continuation.yield(last)
    // Unowned: the core owns this closure and is its only caller.
    let id = core.addObserver { [unowned(unsafe) core] in
      let value = core.read(keyPath)
      guard value != last else { return }
      last = value
      continuation.yield(value)
    }
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeObserver(id) }
    }
    return stream
  }

  private func removeObserver(_ id: UInt64) {
    core.removeObserver(id)
  }
}
