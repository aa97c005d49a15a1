/// Sets the dependencies an app starts from, once, at its entry point, before anything reads
/// one: swift-dependencies' `prepareDependencies`.
///
/// ```swift
/// @main
/// struct App {
///   static func main() {
///     prepareDependencies { $0.apiClient = .production(host: "api.example.com") }
///     …
///   }
/// }
/// ```
///
/// Every store, effect and `@Dependency` read outside a store starts from these values;
/// `withDependencies` and `.dependency` change them further where they apply. Called after a
/// dependency was read, or twice, it changes nothing and reports a runtime warning naming
/// this call's file and line: what was read already cannot be taken back.
///
/// - Parameters:
///   - update: Changes the values the app starts from.
///   - fileID: Where a late call is reported; the caller's file by default.
///   - line: The caller's line by default.
public func prepareDependencies(
  _ update: (inout DependencyValues) throws -> Void,
  fileID: StaticString = #fileID,
  line: UInt = #line
) rethrows {
  let tooLate = try PreparedDependencies.state.withLock { state -> Bool in
    guard !state.isTaken, !state.isPrepared else { return true }
    try update(&state.values)
    state.isPrepared = true
    return false
  }
  if tooLate {
    RuntimeWarning.report(
      """
      prepareDependencies ran after a dependency was read (or a second time): nothing was \
      changed. Call it once, first thing in the app's entry point.
      """,
      fileID: fileID,
      line: line
    )
  }
}

/// The values ``prepareDependencies(_:fileID:line:)`` set, taken once as the default every
/// task starts from.
enum PreparedDependencies {
  struct State: Sendable {
    var values = DependencyValues()
    var isPrepared = false
    var isTaken = false
  }

  static let state = Locked(State())

  /// The prepared values, marking them taken: later preparation is too late.
  static func take() -> DependencyValues {
    state.withLock { state in
      state.isTaken = true
      return state.values
    }
  }
}
