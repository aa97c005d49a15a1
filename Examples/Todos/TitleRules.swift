import Cascade

/// What a todo's title must be, as a dependency client: the editor asks it before saving.
///
/// Its endpoints are `unimplemented` by default — the test value — so a test that saves an
/// edit without saying what the rules are fails at the endpoint's declaration, and a test that
/// means to save overrides just this endpoint:
///
/// ```swift
/// let store = TestStore(initialState: Todos.State()) { Todos(scheduler: scheduler) } withDependencies: {
///   $0.titleRules.problem = { _ in nil }
/// }
/// ```
struct TitleRules: Sendable {
  /// Why `title` can't be saved, or `nil` when it can.
  var problem: @Sendable (_ title: String) -> String? = unimplemented(
    "TitleRules.problem", placeholder: nil)
}

extension TitleRules: DependencyKey {
  /// A blank title is refused.
  static let liveValue = TitleRules(problem: { title in
    title.allSatisfy(\.isWhitespace) ? "a title can't be blank" : nil
  })
  /// Every endpoint unimplemented: a test says which rules it means.
  static let testValue = TitleRules()
}

extension DependencyValues {
  /// The rules of a todo's title.
  var titleRules: TitleRules {
    get { self[TitleRules.self] }
    set { self[TitleRules.self] = newValue }
  }
}
