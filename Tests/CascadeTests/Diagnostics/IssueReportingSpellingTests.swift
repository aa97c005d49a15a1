import Cascade
import Testing

private struct SaveFailed: Error, Equatable {}

@Suite("swift-issue-reporting's spellings: withErrorReporting, isTesting")
struct IssueReportingSpellingTests {
  @Test("a thrown error is a test issue naming what was done and the error; the result is nil")
  func reportsTheError() {
    withKnownIssue {
      let result: Int? = withErrorReporting("Saving the list") { throw SaveFailed() }
      #expect(result == nil)
    } matching: { issue in
      issue.description.contains("Saving the list: Caught error: SaveFailed()")
    }
  }

  @Test("without an error, the body's value comes back and nothing is reported")
  func passesTheValue() {
    #expect(withErrorReporting { 42 } == 42)
  }

  @Test("asynchronous work: a thrown error is reported, a cancellation is not")
  func asynchronous() async {
    await withKnownIssue {
      let result: Int? = await withErrorReporting { () async throws -> Int in throw SaveFailed() }
      #expect(result == nil)
    } matching: { issue in
      issue.description.contains("Caught error: SaveFailed()")
    }
    let cancelled: Int? = await withErrorReporting { () async throws -> Int in
      throw CancellationError()
    }
    #expect(cancelled == nil)
  }

  @Test("isTesting is true in a test process")
  func isTestingHere() {
    #expect(isTesting)
  }
}
