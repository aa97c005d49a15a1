import Testing

@testable import Cascade

@Suite("Diff engine")
struct DiffTests {
  struct Todo: Equatable {
    var id: Int
    var title: String
    var isDone = false
  }

  enum Mode: Equatable {
    case idle
    case editing(id: Int, draft: String)
  }

  struct State: Equatable {
    var count = 0
    var todos: [Todo] = []
    var mode = Mode.idle
    var selected: Int?
    var tags: [String: Int] = [:]
    var flags: Set<String> = []
    @Pulse var alert: String? = nil
  }

  func diff(_ expected: State, _ actual: State) -> [String] {
    Diff.describe(expected: expected, actual: actual)?.split(separator: "\n").map(String.init) ?? []
  }

  @Test("equal values have no diff")
  func equal() {
    #expect(Diff.describe(expected: State(), actual: State()) == nil)
  }

  @Test("only the differing fields are shown, with their paths")
  func fields() {
    var actual = State()
    actual.count = 3
    #expect(diff(State(), actual) == ["− count: 0", "+ count: 3"])
  }

  @Test("nested structs in arrays are compared by index and field")
  func nested() {
    var expected = State()
    expected.todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    var actual = expected
    actual.todos[1].title = "Bread"
    actual.todos[1].isDone = true
    #expect(
      diff(expected, actual) == [
        "− todos[1].title: \"Eggs\"", "+ todos[1].title: \"Bread\"",
        "− todos[1].isDone: false", "+ todos[1].isDone: true",
      ]
    )
  }

  @Test("insertions and removals in arrays are shown as such")
  func insertionsAndRemovals() {
    var expected = State()
    expected.todos = [Todo(id: 1, title: "A"), Todo(id: 2, title: "B"), Todo(id: 3, title: "C")]
    var actual = expected
    actual.todos.remove(at: 1)
    #expect(
      diff(expected, actual) == ["− todos[1]: DiffTests.Todo(id: 2, title: \"B\", isDone: false)"])
    var grown = expected
    grown.todos.insert(Todo(id: 9, title: "New"), at: 0)
    #expect(
      diff(expected, grown) == ["+ todos[0]: DiffTests.Todo(id: 9, title: \"New\", isDone: false)"])
  }

  @Test("enums print as written: a short case whole, another case as one leaf")
  func enums() {
    var expected = State()
    expected.mode = .editing(id: 1, draft: "Hel")
    var actual = expected
    actual.mode = .editing(id: 1, draft: "Hello")
    #expect(
      diff(expected, actual) == [
        "− mode: .editing(id: 1, draft: \"Hel\")", "+ mode: .editing(id: 1, draft: \"Hello\")",
      ])
    actual.mode = .idle
    #expect(diff(expected, actual).count == 2)
    #expect(diff(expected, actual)[1] == "+ mode: .idle")
  }

  @Test("optionals, dictionaries and sets")
  func containers() {
    var expected = State()
    expected.tags = ["a": 1, "b": 2]
    expected.flags = ["x"]
    var actual = expected
    actual.selected = 4
    actual.tags["b"] = 3
    actual.tags["c"] = 1
    actual.flags = ["y"]
    #expect(
      diff(expected, actual) == [
        "− selected: nil", "+ selected: 4",
        "− tags[\"b\"]: 2", "+ tags[\"b\"]: 3", "+ tags[\"c\"]: 1",
        "− flags{\"x\"}", "+ flags{\"y\"}",
      ]
    )
  }

  @Test("@Pulse fields show their value and their count")
  func pulse() {
    var expected = State()
    expected.alert = "Oops"
    var actual = expected
    actual.alert = "Oops"
    #expect(
      diff(expected, actual) == ["− alert.valueUpdatedCount: 1", "+ alert.valueUpdatedCount: 2"])
  }
}
