import Cascade
import CascadeTesting
import Testing

@Suite("UnimplementedScheduler")
struct UnimplementedSchedulerTests {
  @Test("scheduling work on it fails the test, naming the scheduler")
  func failsOnSchedule() {
    let scheduler = UnimplementedScheduler("search debounce")
    withKnownIssue {
      scheduler.schedule(after: .init(.seconds(1))) {}
    } matching: { issue in
      issue.description.contains("Unimplemented scheduler 'search debounce'")
        && issue.description.contains("work was scheduled at 1.0 seconds")
    }
    withKnownIssue {
      scheduler.schedule(after: .init(.seconds(1)), interval: .seconds(2)) {}
    } matching: { issue in
      issue.description.contains("repeating work was scheduled at 1.0 seconds every 2.0 seconds")
    }
  }

  @Test("reading its time is not a failure")
  func nowIsFine() {
    #expect(UnimplementedScheduler().now == SchedulerInstant(.zero))
  }
}
