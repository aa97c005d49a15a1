extension Result where Failure == any Error {
  /// The result of `body`: what it returned, or what it threw (the async counterpart of the
  /// standard library's `Result(catching:)`), run on the caller's isolation.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(Result { try await factClient.fetch(count) }))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - body: The work.
  ///   - isolation: The caller's actor, where `body` runs; the caller's by default.
  public init(
    catching body: () async throws -> Success,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
