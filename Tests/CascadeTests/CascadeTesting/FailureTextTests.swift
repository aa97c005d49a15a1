import CascadeTesting
import Testing

@testable import Cascade

@Suite("Failure text reads like the code")
@MainActor
struct FailureTextTests {
  @Test("a forEach row's action prints as written")
  func rowAction() {
    let action = Downloads.Action.rows(.element(id: 1, action: .chunk(1)))
    #expect(ValueText.describe(action) == ".rows(.element(id: 1, action: .chunk(1)))")
  }

  @Test("types declared inside a function print without '(unknown context at …)'")
  func localTypes() {
    enum Action: Equatable {
      case neverEnding
      case loaded(name: String, count: Int)
    }
    struct Item {
      var title: String
      var tags: [String]
    }
    #expect(ValueText.describe(Action.neverEnding) == ".neverEnding")
    #expect(
      ValueText.describe(Action.loaded(name: "a", count: 2)) == ".loaded(name: \"a\", count: 2)")
    #expect(
      ValueText.describe(Item(title: "x", tags: ["y"]))
        == "FailureTextTests.Item(title: \"x\", tags: [\"y\"])")
    #expect(!ValueText.typeName(of: Item(title: "", tags: [])).contains("unknown context"))
  }

  @Test("optionals, dictionaries and custom descriptions")
  func values() {
    #expect(ValueText.describe(Int?.none as Any) == "nil")
    #expect(ValueText.describe(Int?.some(3) as Any) == "3")
    #expect(ValueText.describe(["k": 1]) == "[\"k\": 1]")
    #expect(ValueText.describe(Duration.seconds(2)) == "2.0 seconds")
  }

  @Test("state diffs name identified elements by id: rows[id: 1].chunks")
  func identifiedPaths() {
    var expected = Downloads.State()
    var actual = expected
    actual.rows[id: 1]?.chunks = 2
    #expect(
      Diff.describe(expected: expected, actual: actual)
        == "− rows[id: 1].chunks: 0\n+ rows[id: 1].chunks: 2")
    expected.rows.remove(id: 19)
    actual = expected
    actual.rows.append(DownloadRow.State(id: 40))
    _ = actual.rows.remove(id: 0)
    #expect(
      Diff.describe(expected: expected, actual: actual)
        == "− rows[id: 0]: DownloadRow.State(id: 0, chunks: 0)\n+ rows[id: 40]: DownloadRow.State(id: 40, chunks: 0)"
    )
  }

  @Test("a receive mismatch shows both actions as written")
  func receiveMismatch() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Downloads.State()) { Downloads(scheduler: scheduler) }
    await store.send(.startAll)
    await withKnownIssue {
      await store.receive(.rows(.element(id: 99, action: .start)))
    } matching: { issue in
      issue.description.contains(
        """
        Received unexpected action .rows(.element(id: 0, action: .start)) while expecting \
        .rows(.element(id: 99, action: .start)).
        """)
        && issue.description.contains(
          "− .rows(.element(id: 99, action: .start))\n+ .rows(.element(id: 0, action: .start))")
    }
    await store.skipReceivedActions()
    await store.skipInFlightEffects()
  }

  @Test("a swapped pair of received actions is one failure, showing what arrived")
  func swappedPairOnce() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Downloads.State()) { Downloads(scheduler: scheduler) }
    await store.send(.startAll)
    await withKnownIssue {
      await store.receive(.rows(.element(id: 1, action: .start)))
      await store.receive(.rows(.element(id: 0, action: .start)))
      for id in 2..<20 { await store.receive(.rows(.element(id: id, action: .start))) }
    } matching: { issue in
      issue.description.contains(
        """
        Received actions in a different order than this test expects them.

          Expected next:  .rows(.element(id: 1, action: .start))
          Received:       .rows(.element(id: 0, action: .start))
                          .rows(.element(id: 1, action: .start))
        """)
    }
    // Back in step: the next receive is checked as usual.
    await scheduler.advance(by: .milliseconds(200))
    await store.receive(.rows(.element(id: 0, action: .chunk(1)))) {
      $0.rows[id: 0]?.chunks = 1
    }
    await store.skipReceivedActions()
    await store.skipInFlightEffects()
  }

  @Test("a long value is written over lines, as swift format would write the literal")
  func layout() {
    let action = Fetcher.Action.loaded(Fetcher.Report.sample, attempt: 1)
    #expect(
      ValueText.layout(action) == [
        ".loaded(",
        "  Fetcher.Report(",
        "    url: \"https://example.com/reports/2026/november/quarterly-summary.pdf\",",
        "    bytes: 1000,",
        "    pages: [1, 2, 3]",
        "  ),",
        "  attempt: 1",
        ")",
      ])
    #expect(ValueText.layout(Fetcher.Action.fetch) == [".fetch"])
  }

  @Test("a receive mismatch between long actions marks only the lines that differ")
  func longReceiveMismatch() async {
    let store = TestStore(initialState: Fetcher.State()) { Fetcher() }
    await store.send(.fetch)
    var expected = Fetcher.Report.sample
    expected.bytes = 2000
    await withKnownIssue {
      await store.receive(.loaded(expected, attempt: 1))
    } matching: { issue in
      issue.description.contains(
        """
          .loaded(
            Fetcher.Report(
              url: "https://example.com/reports/2026/november/quarterly-summary.pdf",
        −     bytes: 2000,
        +     bytes: 1000,
              pages: [1, 2, 3]
            ),
            attempt: 1
          )

        (Expected: −, Received: +)
        """)
    }
  }
}

/// Fetches a report whose description is too long for one line.
struct Fetcher: Reducer {
  struct Report: Equatable {
    var url: String
    var bytes: Int
    var pages: [Int]

    static let sample = Report(
      url: "https://example.com/reports/2026/november/quarterly-summary.pdf", bytes: 1000,
      pages: [1, 2, 3])
  }

  struct State: Equatable {
    var report: Report?
  }

  enum Action: Equatable {
    case fetch
    case loaded(Report, attempt: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fetch:
      return .send(.loaded(.sample, attempt: 1))
    case .loaded(let report, _):
      state.report = report
      return .none
    }
  }
}
