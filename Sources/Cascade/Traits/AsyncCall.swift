/// One asynchronous call as an async sequence of one element, so that it can become a trait:
/// the bridge from an `async throws` function to ``Driver`` and ``Signal``.
///
/// ```swift
/// let results = store.driver(\.query)
///   .flatMapLatest { query in
///     AsyncCall { try await client.search(query) }.asDriver(onErrorJustReturn: [])
///   }
/// ```
///
/// Each iteration makes the call once: two iterations make it twice, so share it through
/// one trait (its subscribers share one iteration) rather than iterating it twice.
public struct AsyncCall<Element: Sendable>: AsyncSequence, Sendable {
  private let operation: @Sendable () async throws -> Element

  /// Wraps `operation`, which runs each time the sequence is iterated.
  ///
  /// - Parameter operation: The call; its result is the one element, its error the
  ///   sequence's failure.
  public init(_ operation: @escaping @Sendable () async throws -> Element) {
    self.operation = operation
  }

  /// Iterates the call: its result, then the end.
  public struct AsyncIterator: AsyncIteratorProtocol {
    fileprivate var operation: (@Sendable () async throws -> Element)?

    /// The call's result the first time, `nil` afterwards.
    ///
    /// - Returns: The result, or `nil` once it has been returned.
    /// - Throws: The call's error.
    public mutating func next() async throws -> Element? {
      guard let operation else { return nil }
      self.operation = nil
      return try await operation()
    }
  }

  /// Starts an iteration.
  ///
  /// - Returns: An iterator that makes the call on its first `next()`.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(operation: operation)
  }
}
