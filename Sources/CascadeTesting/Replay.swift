import Cascade

/// Replays a recorded run through `reducer` and fails at the first entry whose resulting state
/// differs from the recorded one: a bug report's `ActionLog` becomes a deterministic test.
///
/// ```swift
/// @Test func theRunFromIssue412() async throws {
///   let data = try Data(contentsOf: Bundle.module.url(forResource: "issue-412", withExtension: "json")!)
///   let log = try JSONDecoder().decode(ActionLog<Session.State, Session.Action>.self, from: data)
///   await replay(log) { Session() }
/// }
/// ```
///
/// Starting from the log's `initialState`, each entry's action goes through the reducer and the
/// state it produces is compared with the entry's — by `==` for `Equatable` state, else by
/// structure, as ``TestStore`` compares. Effects the reducer returns are never run: the actions
/// effects delivered are in the log, marked `ActionOrigin.effect`, and are replayed in their
/// recorded place. A divergence is reported once, at the call, naming the entry's index,
/// action and origin with a diff (recorded `−`, replayed `+`); the replay stops there.
///
/// The reducer runs with the dependencies current at the call: a reducer that writes a
/// dependency's value into its state (a date, a UUID) replays the same only when the test
/// provides the recorded values, e.g. with `withDependencies`.
///
/// - Parameters:
///   - log: The recorded run.
///   - reducer: Makes the reducer to replay through (the one recorded, or its fixed version).
///   - isolation: Where the reducer runs: the caller's actor.
///   - fileID: Where a failure is reported; the caller's file by default.
///   - filePath: Where a failure is reported; the caller's file by default.
///   - line: Where a failure is reported; the caller's line by default.
///   - column: Where a failure is reported; the caller's column by default.
public func replay<R: Reducer>(
  _ log: ActionLog<R.State, R.Action>,
  reducer: () -> R,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let site = SourceSite(fileID, filePath: filePath, line: line, column: column)
  guard var state = log.initialState else {
    if !log.entries.isEmpty {
      site.fail(
        "The log has \(log.entries.count) entries but no initial state: nothing to replay from.")
    }
    return
  }
  let reducer = reducer()
  let isEqual = StructuralEquality.comparator(for: R.State.self)
  let structural = StructuralEquality.isStructural(R.State.self)
  for (index, entry) in log.entries.enumerated() {
    // The effect is dropped, never run: what it delivered is in the log.
    _ = reducer.reduce(into: &state, action: entry.action)
    guard !isEqual(entry.state, state) else { continue }
    let diff =
      Diff.describe(expected: entry.state, actual: state, structural: structural)
      ?? "(the states differ, but not in any field a diff can show)"
    site.fail(
      """
      The replay diverged at entry \(index) of \(log.entries.count), \
      \(ValueText.describe(entry.action)) (\(entry.origin.replayText)):

      \(diff)

      (Recorded: −, Replayed: +)
      """
    )
    return
  }
}

extension ActionOrigin {
  /// How a replay failure names where an entry's action came from.
  fileprivate var replayText: String {
    switch self {
    case .sent: "sent"
    case .effect: "from an effect"
    case .mount: "from the store's mount"
    }
  }
}
