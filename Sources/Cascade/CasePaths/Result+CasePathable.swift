extension Result: CasePathable {
  /// The cases of a result, for case key paths: `\.response.success`, `\.response.failure`.
  public struct AllCasePaths: Sendable {
    /// The success value.
    public var success: CasePath<Result, Success> {
      CasePath(Result.success) { if case .success(let value) = $0 { value } else { nil } }
    }
    /// The error.
    public var failure: CasePath<Result, Failure> {
      CasePath(Result.failure) { if case .failure(let error) = $0 { error } else { nil } }
    }
  }

  /// The cases of a result.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
