import Cascade
import CascadeTesting
import Testing

/// RxCocoa's trait tests over failing sources, written as RxCocoa writes them: the source fails,
/// the fallback runs, the trait completes.
@Suite("Test sources that fail, and the traits made of them")
@MainActor
struct TestableSourceErrorTests {
  private struct TestError: Error, Equatable {}
  private func t(_ tick: Int) -> Duration { .seconds(tick) }
  private let failing: [Recorded<Int>] = [
    .next(.seconds(150), 0), .next(.seconds(210), 1), .error(.seconds(220), TestError()),
    .next(.seconds(230), 2),
  ]

  @Test("asDriver(onErrorJustReturn:): the value, then the end, at the failure")
  func driverJustReturn() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal(failing)
    let res = await scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
    #expect(res == [.next(t(210), 1), .next(t(220), -1), .completed(t(220))])
    #expect(xs.subscriptions == [Subscription(subscribe: t(200), unsubscribe: t(220))])
  }

  @Test("asDriver(onErrorDriveWith:) and asSignal(onErrorSignalWith:) continue with the fallback")
  func continueWithFallback() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal(failing)
    let driven = await scheduler.start { xs.asDriver(onErrorDriveWith: .just(-1)) }
    #expect(driven == [.next(t(210), 1), .next(t(220), -1), .completed(t(220))])
    let coldScheduler = TestScheduler()
    let cold = coldScheduler.createColdSignal([.next(t(5), 7), .error(t(10), TestError())])
    let fallback = coldScheduler.createColdSignal([.next(t(3), 8), .completed(t(6))])
    let signalled = await coldScheduler.start {
      cold.asSignal(onErrorSignalWith: fallback.asSignal())
    }
    #expect(signalled == [.next(t(205), 7), .next(t(213), 8), .completed(t(216))])
    #expect(fallback.subscriptions == [Subscription(subscribe: t(210), unsubscribe: t(216))])
  }

  @Test("onErrorRecover makes the fallback of the error itself")
  func recover() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal(failing)
    var seen: [any Error] = []
    let res = await scheduler.start {
      xs.asSignal(onErrorRecover: { error in
        seen.append(error)
        return .just(-2)
      })
    }
    #expect(res == [.next(t(210), 1), .next(t(220), -2), .completed(t(220))])
    #expect(seen.count == 1 && seen.first is TestError)
    let driverScheduler = TestScheduler()
    let ys = driverScheduler.createHotSignal(failing)
    let driven = await driverScheduler.start { ys.asDriver(onErrorRecover: { _ in .just(-3) }) }
    #expect(driven == [.next(t(210), 1), .next(t(220), -3), .completed(t(220))])
  }

  @Test("asSignal(onErrorJustReturn:): a hot source that failed fails a later subscriber at once")
  func failedEarlier() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal([.next(t(140), 1), .error(t(150), TestError())])
    let res = await scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
    #expect(res == [.next(t(200), -1), .completed(t(200))])
  }

  @Test("a failure into asSignal(), which cannot fail, is a test issue; the signal ends")
  func unhandled() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal(failing)
    await withKnownIssue {
      let res = await scheduler.start { xs.asSignal() }
      #expect(res == [.next(t(210), 1), .completed(t(220))])
    } matching: { issue in
      issue.description.contains("into 'asSignal()', which cannot fail")
    }
  }

  @Test("error events compare by time, type and description, as RxTest's do")
  func recordedEquality() {
    #expect(Recorded<Int>.error(t(1), TestError()) == .error(t(1), TestError()))
    #expect(Recorded<Int>.error(t(1), TestError()) != .error(t(2), TestError()))
    #expect(Recorded<Int>.error(t(1), TestError()) != .completed(t(1)))
    #expect(Recorded<Int>.error(t(1), TestError()).description.hasPrefix(".error(1.0 seconds, "))
  }
}
