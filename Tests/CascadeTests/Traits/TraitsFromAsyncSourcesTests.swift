import Testing

@testable import Cascade

@Suite("Traits from async sequences")
@MainActor
struct TraitsFromAsyncSourcesTests {
  @Test("a failure is replaced by the fallback, then the driver completes")
  func errorBecomesFallbackThenCompletion() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(
      elements: [1, 2], step: .seconds(1), scheduler: scheduler, fails: true)
    var seen: [Int] = []
    var completions = 0
    let subscription = source.asDriver(onErrorJustReturn: -1).drive(
      { seen.append($0) }, onCompleted: { completions += 1 })
    await scheduler.advance(by: .seconds(2))
    #expect(seen == [1, 2])
    #expect(completions == 0)
    await scheduler.advance(by: .seconds(1))
    #expect(seen == [1, 2, -1])
    #expect(completions == 1)
    subscription.cancel()
  }

  @Test("a driver's values stream finishes when the driver completes")
  func valuesFinishOnCompletion() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [7], step: .seconds(1), scheduler: scheduler, fails: true)
    let values = source.asDriver(onErrorJustReturn: 0).values
    let collected = scheduler.task { await values.reduce(into: []) { $0.append($1) } }
    await scheduler.advance(by: .seconds(2))
    #expect(await collected.value == [7, 0])
  }

  @Test("onErrorDriveWith continues with the fallback driver and completes with it")
  func errorDrivesWithFallback() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [1], step: .seconds(1), scheduler: scheduler, fails: true)
    let fallback = PacedSequence(elements: [10, 20], step: .seconds(5), scheduler: scheduler)
    var seen: [Int] = []
    var completed = false
    let subscription = source.asDriver(onErrorDriveWith: fallback.asDriver(onErrorJustReturn: 0))
      .drive({ seen.append($0) }, onCompleted: { completed = true })
    await scheduler.advance(by: .seconds(2))
    #expect(seen == [1])
    #expect(fallback.counts.iterations == 1)
    await scheduler.advance(by: .seconds(10))
    #expect(seen == [1, 10, 20])
    #expect(!completed)
    await scheduler.advance(by: .seconds(5))
    #expect(completed)
    subscription.cancel()
  }

  @Test("onErrorRecover makes the fallback driver from the error")
  func errorRecovered() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [1], step: .seconds(1), scheduler: scheduler, fails: true)
    let recording = scheduler.record(
      source.asDriver { error in .just(error is PacedSequence.Outage ? -1 : -2) })
    await scheduler.advance(by: .seconds(3))
    #expect(
      recording.events == [.next(.seconds(1), 1), .next(.seconds(2), -1), .completed(.seconds(2))])
  }

  @Test("a signal continues with a fallback signal, given or made from the error")
  func signalFallbacks() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [1], step: .seconds(1), scheduler: scheduler, fails: true)
    let with = scheduler.record(source.asSignal(onErrorSignalWith: .of(7, 8)))
    let recovered = scheduler.record(
      source.asSignal(onErrorRecover: { _ in
        Signal.timer(.seconds(1), period: nil, scheduler: scheduler)
      }))
    await scheduler.advance(by: .seconds(5))
    #expect(
      with.events == [
        .next(.seconds(1), 1), .next(.seconds(2), 7), .next(.seconds(2), 8),
        .completed(.seconds(2)),
      ])
    #expect(
      recovered.events == [.next(.seconds(1), 1), .next(.seconds(3), 0), .completed(.seconds(3))])
  }

  @Test("two subscribers share one iteration of the sequence")
  func oneIterationForTwoSubscribers() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [1, 2, 3], step: .seconds(1), scheduler: scheduler)
    let driver = source.asDriver(onErrorJustReturn: 0).map { $0 * 10 }
    var first: [Int] = []
    var second: [Int] = []
    let a = driver.drive { first.append($0) }
    let b = driver.drive { second.append($0) }
    await scheduler.advance(by: .seconds(3))
    #expect(source.counts.iterations == 1)
    #expect(first == [10, 20, 30])
    #expect(second == [10, 20, 30])
    a.cancel()
    b.cancel()
  }

  @Test("a driver replays its latest element to a new subscriber; a signal does not")
  func replayVersusNoReplay() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [1, 2, 3], step: .seconds(1), scheduler: scheduler)
    let driver = source.asDriver(onErrorJustReturn: 0)
    let signal = source.asSignal(onErrorJustReturn: 0)
    var driverEarly: [Int] = []
    var signalEarly: [Int] = []
    let d1 = driver.drive { driverEarly.append($0) }
    let s1 = signal.emit { signalEarly.append($0) }
    await scheduler.advance(by: .seconds(1))
    var driverLate: [Int] = []
    var signalLate: [Int] = []
    let d2 = driver.drive { driverLate.append($0) }
    let s2 = signal.emit { signalLate.append($0) }
    #expect(driverLate == [1])
    #expect(signalLate == [])
    await scheduler.advance(by: .seconds(1))
    #expect(driverEarly == [1, 2])
    #expect(driverLate == [1, 2])
    #expect(signalEarly == [1, 2])
    #expect(signalLate == [2])
    for subscription in [d1, d2, s1, s2] { subscription.cancel() }
  }

  @Test("elements are delivered on the main actor, whatever the sequence runs on")
  func deliveryOnTheMainActor() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [1, 2], step: .seconds(1), scheduler: scheduler)
    var onMainActor: [Bool] = []
    let subscription = source.asDriver(onErrorJustReturn: 0).drive { _ in
      onMainActor.append(MainActorProbe.isIsolated())
    }
    await scheduler.advance(by: .seconds(2))
    #expect(onMainActor == [true, true])
    subscription.cancel()
  }

  @Test("the last subscriber leaving cancels the iteration; a new subscriber starts another")
  func upstreamCancelledAndRestarted() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: Array(1...10), step: .seconds(1), scheduler: scheduler)
    let driver = source.asDriver(onErrorJustReturn: 0)
    var seen: [Int] = []
    let a = driver.drive { seen.append($0) }
    let b = driver.drive { seen.append($0 * 100) }
    await scheduler.advance(by: .seconds(1))
    a.cancel()
    await scheduler.advance()
    #expect(source.counts.cancellations == 0)
    b.cancel()
    await scheduler.advance()
    #expect(source.counts.cancellations == 1)
    await scheduler.advance(by: .seconds(5))
    #expect(seen == [1, 100])

    var later: [Int] = []
    let c = driver.drive { later.append($0) }
    #expect(later == [])
    await scheduler.advance(by: .seconds(2))
    #expect(source.counts.iterations == 2)
    #expect(later == [1, 2])
    c.cancel()
  }

  @Test("a completed driver runs its sequence again for a new subscriber")
  func completedDriverRestarts() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: [1], step: .seconds(1), scheduler: scheduler)
    let driver = source.asDriver(onErrorJustReturn: 0)
    var first: [Int] = []
    let a = driver.drive { first.append($0) }
    await scheduler.advance(by: .seconds(2))
    var second: [Int] = []
    let b = driver.drive { second.append($0) }
    #expect(second == [])
    await scheduler.advance(by: .seconds(2))
    #expect(first == [1])
    #expect(second == [1])
    #expect(source.counts.iterations == 2)
    a.cancel()
    b.cancel()
  }

  @Test("Driver.just delivers its value to each subscriber, then completes")
  func just() {
    let driver = Driver.just(42)
    var seen: [Int] = []
    var completions = 0
    let a = driver.drive({ seen.append($0) }, onCompleted: { completions += 1 })
    let b = driver.drive({ seen.append($0) }, onCompleted: { completions += 1 })
    #expect(seen == [42, 42])
    #expect(completions == 2)
    a.cancel()
    b.cancel()
  }
}

/// Whether code runs on the main actor, asked of the runtime rather than the type checker.
enum MainActorProbe {
  nonisolated static func isIsolated() -> Bool {
    MainActor.assertIsolated()
    return true
  }
}
