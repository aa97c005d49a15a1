import Cascade
import Testing

@Suite("Reducer composition")
@MainActor
struct ReducerTests {
  struct Append: Reducer {
    let tag: String
    func reduce(into state: inout [String], action: Bool) -> Effect<Bool> {
      state.append(tag)
      return .none
    }
  }

  struct Feature: Reducer {
    let includeOptional: Bool
    var body: some Reducer<[String], Bool> {
      Append(tag: "a")
      if includeOptional {
        Append(tag: "optional")
      }
      Reduce { state, action in
        if action { state.append("true") } else { state.append("false") }
        return .none
      }
      for tag in ["x", "y"] {
        Append(tag: tag)
      }
    }
  }

  @Test("a reducer can implement reduce(into:action:) alone")
  func reduceOnly() {
    let store = Store(initialState: []) { Append(tag: "leaf") }
    store.send(true)
    #expect(store.state == ["leaf"])
  }

  @Test("a body runs its reducers in order, with if, else and for")
  func bodyBuilder() {
    let with = Store(initialState: []) { Feature(includeOptional: true) }
    with.send(false)
    #expect(with.state == ["a", "optional", "false", "x", "y"])
    let without = Store(initialState: []) { Feature(includeOptional: false) }
    without.send(true)
    #expect(without.state == ["a", "true", "x", "y"])
  }

  @Test("CombineReducers runs in order and merges effects")
  func combineReducers() async {
    let store = Store(initialState: [String]()) {
      CombineReducers {
        Reduce<[String], String> { state, action in
          state.append("1:\(action)")
          return action == "go" ? .send("from1") : .none
        }
        Reduce<[String], String> { state, action in
          state.append("2:\(action)")
          return action == "go" ? .send("from2") : .none
        }
      }
    }
    store.send("go")
    #expect(store.state == ["1:go", "2:go", "1:from1", "2:from1", "1:from2", "2:from2"])
  }

  @Test("an empty body does nothing")
  func emptyReducer() {
    let store = Store(initialState: 0) { EmptyReducer<Int, Int>() }
    store.send(1)
    #expect(store.state == 0)
  }
}

private enum Choice: Equatable {
  case first(Int)
  case second(Int)

  static let mismatchLine = #line + 2
  /// Written for `.second` but embedding into `.first`: a copy-paste slip.
  static let mismatched = CasePath(Choice.first) {
    if case .second(let value) = $0 { value } else { nil }
  }
}

@Suite("Case paths")
struct CasePathTests {
  @Test("one whose extract matches another case than its embed is a warning at its site, once")
  func roundTripCheck() {
    let issues = LockIsolated(0)
    withKnownIssue {
      #expect(Choice.mismatched.extract(.second(1)) == 1)
      #expect(Choice.mismatched.extract(.second(2)) == 2)
    } matching: { issue in
      issues.withValue { $0 += 1 }
      return issue.description.contains("does not round-trip")
        && issue.sourceLocation?.line == Choice.mismatchLine
    }
    #expect(issues.value == 1)
  }

  @Test("a well-formed one extracts what it embeds, with no warning")
  func wellFormed() {
    let path = CasePath(Choice.second) { if case .second(let value) = $0 { value } else { nil } }
    #expect(path.extract(.second(3)) == 3)
    #expect(path.extract(.first(3)) == nil)
    #expect(path.extract(path.embed(4)) == 4)
  }
}
