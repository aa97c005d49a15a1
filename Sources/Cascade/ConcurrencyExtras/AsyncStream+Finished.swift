extension AsyncStream {
  /// A stream that has already finished: iterating it ends at once (for a dependency's test
  /// value, or a client that has nothing to deliver).
  ///
  /// ```swift
  /// $0.speechClient.recognitions = { .finished }
  /// ```
  public static var finished: Self {
    let (stream, continuation) = makeStream()
    continuation.finish()
    return stream
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that has already finished, with `error` if one is given: iterating it ends (or
  /// throws) at once.
  ///
  /// - Parameter error: What iterating it throws; none by default.
  /// - Returns: A finished stream.
  public static func finished(throwing error: (any Error)? = nil) -> Self {
    let (stream, continuation) = makeStream()
    continuation.finish(throwing: error)
    return stream
  }
}
