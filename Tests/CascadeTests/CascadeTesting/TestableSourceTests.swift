import Cascade
import CascadeTesting
import Testing

/// RxSwift's marble tests, written as RxSwift writes them: hot and cold sources on virtual
/// time, `start(created:subscribed:disposed:)`, and the sources' subscription logs.
@Suite("RxTest's scheduled sources and start, on virtual time")
@MainActor
struct TestableSourceTests {
  private func seconds(_ value: Int) -> Duration { .seconds(value) }

  @Test("a hot source's events before the subscription are missed; it logs its connection")
  func hotMap() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal([
      .next(seconds(150), 1), .next(seconds(210), 0), .next(seconds(220), 1),
      .next(seconds(230), 2), .next(seconds(240), 4), .completed(seconds(300)),
    ])
    let res = await scheduler.start { xs.asSignal().map { $0 * 2 } }
    #expect(
      res == [
        .next(seconds(210), 0), .next(seconds(220), 2), .next(seconds(230), 4),
        .next(seconds(240), 8), .completed(seconds(300)),
      ])
    #expect(xs.subscriptions == [Subscription(subscribe: seconds(200), unsubscribe: seconds(300))])
  }

  @Test("a cold source starts its timeline at each subscription")
  func coldTimeline() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createColdSignal([.next(seconds(10), "a"), .completed(seconds(20))])
    let res = await scheduler.start { xs.asSignal() }
    #expect(res == [.next(seconds(210), "a"), .completed(seconds(220))])
    #expect(xs.subscriptions == [Subscription(subscribe: seconds(200), unsubscribe: seconds(220))])
  }

  @Test("a source that does not complete is unsubscribed when start disposes")
  func disposedAtTheEnd() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal([.next(seconds(500), 5), .next(seconds(1100), 11)])
    let res = await scheduler.start { xs.asDriver(onErrorJustReturn: 0) }
    #expect(res == [.next(seconds(500), 5)])
    #expect(xs.subscriptions == [Subscription(subscribe: seconds(200), unsubscribe: seconds(1000))])
  }

  @Test(
    "start disposes first at its disposed instant, as RxTest: work the run scheduled for it is not seen"
  )
  func disposesFirst() async {
    let scheduler = TestScheduler()
    // Subscribed at 200, a cold source's event at 800 is due at 1000: scheduled by the run.
    let cold = scheduler.createColdSignal([.next(seconds(799), 1), .next(seconds(800), 2)])
    let coldEvents = await scheduler.start { cold.asSignal() }
    #expect(coldEvents == [.next(seconds(999), 1)])
    #expect(
      cold.subscriptions == [Subscription(subscribe: seconds(200), unsubscribe: seconds(1000))])
    // A hot source's event at 1000 was scheduled before `start`, so it comes first.
    let hotScheduler = TestScheduler()
    let hot = hotScheduler.createHotSignal([.next(seconds(1000), 3)])
    let hotEvents = await hotScheduler.start { hot.asSignal() }
    #expect(hotEvents == [.next(seconds(1000), 3)])
  }

  @Test("RxSwift's throttleTimeSpan_NotLatest_Completed")
  func throttleNotLatest() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal([
      .next(seconds(150), 1), .next(seconds(210), 2), .next(seconds(250), 3),
      .next(seconds(310), 4), .next(seconds(350), 5), .next(seconds(410), 6),
      .next(seconds(450), 7), .completed(seconds(500)),
    ])
    let res = await scheduler.start {
      xs.asSignal().throttle(for: seconds(200), scheduler: scheduler, latest: false)
    }
    #expect(res == [.next(seconds(210), 2), .next(seconds(410), 6), .completed(seconds(500))])
    #expect(xs.subscriptions == [Subscription(subscribe: seconds(200), unsubscribe: seconds(500))])
  }
}
