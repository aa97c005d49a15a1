import Testing

@testable import Cascade

@Suite("Trait operators on virtual time")
@MainActor
struct TraitOperatorTests {
  let scheduler = TestScheduler()
  let store = Store(initialState: QueryFeature.State()) { QueryFeature() }

  func type(_ queries: String...) {
    for query in queries { store.send(.type(query)) }
  }

  @Test("throttle with latest delivers at once, then the window's last value at its end")
  func throttleLatest() {
    var seen: [String] = []
    let subscription = store.driver(\.query)
      .throttle(for: .milliseconds(300), scheduler: scheduler)
      .drive { seen.append($0) }
    #expect(seen == [""])
    scheduler.advance(by: .milliseconds(100))
    type("a", "ab")
    scheduler.advance(by: .milliseconds(199))
    #expect(seen == [""])
    scheduler.advance(by: .milliseconds(1))
    #expect(seen == ["", "ab"])
    type("abc")
    scheduler.advance(by: .milliseconds(299))
    #expect(seen == ["", "ab"])
    scheduler.advance(by: .milliseconds(1))
    #expect(seen == ["", "ab", "abc"])
    scheduler.advance(by: .milliseconds(300))
    type("abcd")
    #expect(seen == ["", "ab", "abc", "abcd"])
    subscription.cancel()
  }

  @Test("throttle without latest drops what arrives inside a window")
  func throttleFirst() {
    var seen: [String] = []
    let subscription = store.signal(\.query)
      .throttle(for: .milliseconds(300), scheduler: scheduler, latest: false)
      .emit { seen.append($0) }
    type("a", "ab")
    scheduler.advance(by: .milliseconds(299))
    type("abc")
    scheduler.advance(by: .milliseconds(1))
    #expect(seen == ["a"])
    type("abcd", "abcde")
    scheduler.advance(by: .seconds(1))
    #expect(seen == ["a", "abcd"])
    subscription.cancel()
  }

  @Test("throttle without latest passes a value arriving exactly as the window ends (RxSwift)")
  func throttleFirstAtWindowEnd() {
    // The second value's delivery is scheduled before the throttle opens its window, so it
    // runs first at 2.1 s: RxSwift passes it all the same, since 2 s have gone by.
    let source = hotSignal(
      [.next(ms(100), 1), .next(ms(2_100), 2), .completed(ms(3_000))],
      on: scheduler)
    let recording = scheduler.record(
      source.throttle(for: .seconds(2), scheduler: scheduler, latest: false))
    scheduler.advance(by: .seconds(10))
    #expect(
      recording.events == [.next(ms(100), 1), .next(ms(2_100), 2), .completed(ms(3_000))])
  }

  @Test("debounce delivers a value once it has been quiet for the due time")
  func debounce() {
    var seen: [String] = []
    let subscription = store.signal(\.query)
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .emit { seen.append($0) }
    type("a")
    scheduler.advance(by: .milliseconds(200))
    type("ab")
    scheduler.advance(by: .milliseconds(299))
    #expect(seen == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(seen == ["ab"])
    type("abc")
    scheduler.advance(by: .seconds(1))
    #expect(seen == ["ab", "abc"])
    subscription.cancel()
  }

  @Test("a debounced driver delivers its replayed value after the due time too")
  func debouncedDriverReplay() {
    var seen: [String] = []
    let driver = store.driver(\.query).debounce(for: .milliseconds(300), scheduler: scheduler)
    let subscription = driver.drive { seen.append($0) }
    #expect(seen == [])
    scheduler.advance(by: .milliseconds(300))
    #expect(seen == [""])
    var late: [String] = []
    let lateSubscription = driver.drive { late.append($0) }
    #expect(late == [""])
    subscription.cancel()
    lateSubscription.cancel()
  }

  @Test("debounce delivers a waiting value when its source completes")
  func debounceFlushesOnCompletion() async {
    let source = PacedSequence(elements: [1, 2], step: .milliseconds(100), scheduler: scheduler)
    var seen: [Int] = []
    var completed = false
    let subscription = source.asDriver(onErrorJustReturn: 0)
      .debounce(for: .seconds(1), scheduler: scheduler)
      .drive({ seen.append($0) }, onCompleted: { completed = true })
    await scheduler.advance(by: .milliseconds(300))
    #expect(seen == [2])
    #expect(completed)
    subscription.cancel()
  }

  @Test("flatMapLatest cancels the previous inner driver when a new value arrives")
  func flatMapLatestCancelsPrevious() async {
    var sources: [PacedSequence] = []
    var seen: [Int] = []
    let subscription = store.driver(\.query)
      .flatMapLatest { query in
        let source = PacedSequence(
          elements: [query.count * 10, query.count * 10 + 1], step: .seconds(1),
          scheduler: self.scheduler)
        sources.append(source)
        return source.asDriver(onErrorJustReturn: -1)
      }
      .drive { seen.append($0) }
    await scheduler.advance(by: .seconds(1))
    #expect(seen == [0])
    type("ab")
    await scheduler.advance()
    #expect(sources.count == 2)
    #expect(sources[0].counts.cancellations == 1)
    await scheduler.advance(by: .seconds(2))
    #expect(seen == [0, 20, 21])
    #expect(sources[1].counts.cancellations == 0)
    subscription.cancel()
  }

  @Test("flatMapLatest completes when the outer and the latest inner have completed")
  func flatMapLatestCompletion() async {
    let outer = PacedSequence(elements: [1, 2], step: .seconds(1), scheduler: scheduler)
    var seen: [Int] = []
    var completed = false
    let subscription = outer.asDriver(onErrorJustReturn: 0)
      .flatMapLatest { value in
        PacedSequence(elements: [value * 100], step: .seconds(5), scheduler: self.scheduler)
          .asDriver(onErrorJustReturn: -1)
      }
      .drive({ seen.append($0) }, onCompleted: { completed = true })
    await scheduler.advance(by: .seconds(3))
    #expect(seen == [])
    #expect(!completed)
    await scheduler.advance(by: .seconds(4))
    #expect(seen == [200])
    #expect(!completed)
    await scheduler.advance(by: .seconds(5))
    #expect(completed)
    subscription.cancel()
  }

  @Test("combineLatest pairs the latest values once both drivers have one")
  func combineLatest() async {
    let numbers = PacedSequence(elements: [1, 2], step: .seconds(2), scheduler: scheduler)
    var seen: [String] = []
    let subscription = Driver.combineLatest(
      store.driver(\.query), numbers.asDriver(onErrorJustReturn: 0)
    )
    .drive { query, number in seen.append("\(query)\(number)") }
    type("a")
    #expect(seen == [])
    await scheduler.advance(by: .seconds(2))
    #expect(seen == ["a1"])
    type("b")
    await scheduler.advance(by: .seconds(2))
    #expect(seen == ["a1", "b1", "b2"])
    subscription.cancel()
  }

  @Test("combineLatest completes at the next value once the other source ended without one")
  func combineLatestEmptyCompletion() async {
    let empty = PacedSequence(elements: [], step: .seconds(1), scheduler: scheduler)
    var completed = false
    let subscription = Driver.combineLatest(
      store.driver(\.query), empty.asDriver(onErrorJustReturn: 0)
    )
    .drive({ _ in }, onCompleted: { completed = true })
    await scheduler.advance(by: .seconds(1))
    // RxSwift's rule: a source ending without a value ends nothing by itself…
    #expect(!completed)
    // …but a value that can never be paired does.
    type("a")
    #expect(completed)
    subscription.cancel()
  }

  @Test("Signal.flatMapLatest delivers only the latest inner signal's elements")
  func signalFlatMapLatest() async {
    var sources: [PacedSequence] = []
    var seen: [Int] = []
    let subscription = store.signal(\.query)
      .flatMapLatest { query in
        let source = PacedSequence(
          elements: [query.count], step: .seconds(1), scheduler: self.scheduler)
        sources.append(source)
        return source.asSignal(onErrorJustReturn: -1)
      }
      .emit { seen.append($0) }
    type("a")
    await scheduler.advance(by: .milliseconds(500))
    type("abc")
    await scheduler.advance(by: .seconds(2))
    #expect(seen == [3])
    #expect(sources.map(\.counts.cancellations) == [1, 0])
    subscription.cancel()
  }

  @Test("a pipeline whose last subscriber left is released with its iteration")
  func pipelineReleased() async {
    let source = PacedSequence(elements: Array(1...100), step: .seconds(1), scheduler: scheduler)
    weak var weakNode: TraitNode<Int>?
    var subscription: AnyCancellable?
    do {
      let driver = source.asDriver(onErrorJustReturn: 0)
        .throttle(for: .seconds(2), scheduler: scheduler)
      weakNode = driver.node
      subscription = driver.drive { _ in }
    }
    await scheduler.advance(by: .seconds(3))
    #expect(weakNode != nil)
    subscription?.cancel()
    subscription = nil
    await scheduler.advance()
    #expect(source.counts.cancellations == 1)
    #expect(weakNode == nil)
  }
}

@Suite("Time operators: marbles")
@MainActor
struct TraitTimeMarbleTests {
  let scheduler = TestScheduler()

  @Test("throttle with latest delivers the held value when the source completes, then completes")
  func throttleLatestHoldsCompletion() {
    let source = hotDriver(
      [.next(ms(210), 1), .next(ms(220), -1), .completed(ms(230))], on: scheduler)
    let recording = scheduler.record(
      source.throttle(for: .milliseconds(100), scheduler: scheduler))
    scheduler.advance(by: .seconds(1))
    #expect(recording.events == [.next(ms(210), 1), .next(ms(310), -1), .completed(ms(310))])
  }

  @Test("throttle completes at once when nothing is held")
  func throttleCompletesAtOnce() {
    let source = hotSignal([.next(ms(210), 1), .completed(ms(230))], on: scheduler)
    let recording = scheduler.record(
      source.throttle(for: .milliseconds(100), scheduler: scheduler, latest: false))
    scheduler.advance(by: .seconds(1))
    #expect(recording.events == [.next(ms(210), 1), .completed(ms(230))])
  }

  @Test("a throttled interval, as the Observing State article shows it")
  func throttledInterval() async {
    let ticks = Signal.interval(.milliseconds(100), scheduler: scheduler)
    let recording = scheduler.record(ticks.throttle(for: .milliseconds(250), scheduler: scheduler))
    await scheduler.advance(by: .milliseconds(500))
    #expect(recording.events == [.next(ms(100), 0), .next(ms(350), 2)])
    #expect(
      recording.events.map(\.description) == [".next(0.1 seconds, 0)", ".next(0.35 seconds, 2)"])
  }

  @Test("delay shifts every value and the completion by the due time")
  func delay() {
    let source = hotSignal(
      [.next(ms(100), 1), .next(ms(150), 2), .completed(ms(160))], on: scheduler)
    let recording = scheduler.record(source.delay(.milliseconds(50), scheduler: scheduler))
    scheduler.advance(by: .seconds(1))
    #expect(
      recording.events == [.next(ms(150), 1), .next(ms(200), 2), .completed(ms(210))])
  }

  @Test("a delayed value waiting when the last subscriber leaves is dropped")
  func delayCancelled() {
    let source = hotDriver([.next(ms(100), 1)], on: scheduler)
    let recording = scheduler.record(source.delay(.milliseconds(50), scheduler: scheduler))
    scheduler.advance(by: .milliseconds(120))
    recording.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(recording.events == [])
  }
}
