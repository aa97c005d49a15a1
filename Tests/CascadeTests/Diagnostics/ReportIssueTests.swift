import Cascade
import Testing

@testable import Cascade

@Suite("reportIssue")
struct ReportIssueTests {
  @Test("under a test it is an issue of the test, at the given site")
  func failsTheTest() {
    let line: UInt = #line + 2
    withKnownIssue {
      reportIssue("The profile opened with no user")
    } matching: { issue in
      issue.description.contains("The profile opened with no user")
        && issue.sourceLocation?.fileName == "ReportIssueTests.swift"
        && issue.sourceLocation?.line == Int(line)
    }
  }

  @Test("a warning sink receives it as a warning line naming the site")
  func warningLine() async {
    let log = RuntimeWarningLog()
    await RuntimeWarning.withSink(log.sink) {
      reportIssue("Something odd", fileID: "App/Feature.swift", line: 12)
    }
    #expect(log.messages == ["[Cascade] warning: App/Feature.swift:12: Something odd"])
  }
}
