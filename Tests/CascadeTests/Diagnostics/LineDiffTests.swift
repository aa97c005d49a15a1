import Testing

@testable import Cascade
@testable import CascadeTesting

@Suite("Line diffs stay small: context folded, differences capped, no table past a budget")
struct LineDiffTests {
  struct Payload: Equatable {
    var values: [Int]
  }

  enum Action: Equatable {
    case loaded(Payload)
  }

  @Test("one differing line in a long text shows three lines of context; the rest is folded")
  func foldsContext() {
    let expected = (0..<100).map { "line \($0)" }
    var actual = expected
    actual[50] = "changed"
    let lines = LineDiff.describe(expected: expected, actual: actual).split(separator: "\n")
    #expect(
      lines == [
        "  … (47 unchanged lines)", "  line 47", "  line 48", "  line 49", "− line 50",
        "+ changed", "  line 51", "  line 52", "  line 53", "  … (46 unchanged lines)",
      ])
  }

  @Test("past the limit, differing lines are counted, not shown")
  func capsDifferences() {
    let expected = (0..<1_000).map { "a\($0)" }
    let actual = (0..<1_000).map { "b\($0)" }
    let lines = LineDiff.describe(expected: expected, actual: actual).split(separator: "\n")
    #expect(lines.count == LineDiff.limit + 1)
    #expect(lines.last == "… and 1800 more differing lines")
  }

  @Test("a receive mismatch on 30,000 elements names the one that differs, in a few lines")
  func largeActionMismatch() {
    let values = Array(0..<30_000)
    var changed = values
    changed[12_345] = -1
    let message = TestStoreText.difference(
      expected: Action.loaded(Payload(values: values)),
      received: Action.loaded(Payload(values: changed)))
    let lines = message.split(separator: "\n")
    #expect(lines.count < 20)
    #expect(lines.contains("−       12345,"))
    #expect(lines.contains("+       -1,"))
  }

  @Test("a middle too large for the table is shown removed, then inserted")
  func overBudget() {
    let expected = ["same"] + (0..<1_100).map { "x\($0)" } + ["end"]
    let actual = ["same"] + (0..<1_000).map { "y\($0)" } + ["end"]
    let steps = Alignment.steps(expected, actual, same: ==)
    #expect(steps.first == .kept(0, 0))
    #expect(steps.last == .kept(1_101, 1_001))
    #expect(steps[1..<1_101].allSatisfy { if case .removed = $0 { true } else { false } })
    #expect(steps[1_101..<2_101].allSatisfy { if case .inserted = $0 { true } else { false } })
  }

  @Test("a state diff with thousands of differing elements shows the first 200 and counts the rest")
  func largeStateDiffCapped() {
    let expected = Payload(values: Array(0..<3_000))
    let actual = Payload(values: (0..<3_000).map { -$0 - 1 })
    let lines = Diff.describe(expected: expected, actual: actual)?.split(separator: "\n") ?? []
    #expect(lines.count == LineDiff.limit + 1)
    #expect(lines.first == "− values[0]: 0")
    #expect(lines.last == "… and 5800 more differing lines")
  }

  @Test("a state diff of an array grown by one element among 30,000 shows that element")
  func largeStateArray() {
    let expected = Payload(values: Array(0..<30_000))
    var actual = expected
    actual.values.insert(-7, at: 20_000)
    let diff = Diff.describe(expected: expected, actual: actual)
    #expect(diff == "+ values[20000]: -7")
  }
}

@Suite("A failure message on a large value costs bounded memory")
struct LineDiffMemoryTests {
  @Test("diffing two 30,000-element actions that differ in one grows peak memory under 50 MB")
  func thirtyThousandElements() async throws {
    // In a process of its own: the tests running beside this one would move the figure.
    let output = try #require(
      try await runFixtureProcess(["diff", "30000"]), "CascadeFixtureProcess did not run")
    let figures = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    try #require(figures.count == 3 && figures[0] > 0, "output: \(output)")
    let growth = figures[1] - figures[0]
    #expect(growth < 50 * 1_024 * 1_024, "peak grew \(growth / 1_024) KiB")
    #expect(figures[2] < 20, "the diff took \(figures[2]) lines")
  }
}
