import Cascade
import CascadeTesting
import Testing

/// The operators Rx teams reach for, on RxSwift's marbles: take, skip for a time, scan(into:),
/// the distinctUntilChanged forms, zip with a selector, withUnretained, debug, relays.
@Suite("RxSwift's last operators, on virtual time")
@MainActor
struct RxSwiftOperatorTests {
  private func t(_ tick: Int) -> Duration { .seconds(tick) }

  private func hot(_ scheduler: TestScheduler) -> TestableSource<Int> {
    scheduler.createHotSignal([
      .next(t(150), 1), .next(t(210), 2), .next(t(220), 3), .next(t(230), 4), .next(t(240), 5),
      .completed(t(250)),
    ])
  }

  @Test("take(_:) delivers the first values, then completes and leaves the source")
  func take() async {
    let scheduler = TestScheduler()
    let xs = hot(scheduler)
    let res = await scheduler.start { xs.asSignal().take(2) }
    #expect(res == [.next(t(210), 2), .next(t(220), 3), .completed(t(220))])
    #expect(xs.subscriptions == [Subscription(subscribe: t(200), unsubscribe: t(220))])
    let none = await TestScheduler().start { Signal.of(1, 2).take(0) }
    #expect(none == [.completed(t(200))])
  }

  @Test("take(for:) and skip(for:) cut a connection by time")
  func byTime() async {
    let scheduler = TestScheduler()
    let xs = hot(scheduler)
    let taken = await scheduler.start { xs.asSignal().take(for: t(25), scheduler: scheduler) }
    #expect(taken == [.next(t(210), 2), .next(t(220), 3), .completed(t(225))])
    let skipScheduler = TestScheduler()
    let ys = hot(skipScheduler)
    let skipped = await skipScheduler.start {
      ys.asSignal().skip(for: t(20), scheduler: skipScheduler)
    }
    #expect(skipped == [.next(t(220), 3), .next(t(230), 4), .next(t(240), 5), .completed(t(250))])
  }

  @Test("scan(into:) mutates its total in place")
  func scanInto() async {
    let scheduler = TestScheduler()
    let xs = hot(scheduler)
    let res = await scheduler.start {
      xs.asSignal().scan(into: [Int]()) { total, value in total.append(value) }.map(\.count)
    }
    #expect(res.compactMap(\.value) == [1, 2, 3, 4])
  }

  @Test("distinctUntilChanged with a key and a comparer, and at a key path")
  func distinct() async {
    struct Point: Equatable { var x: Int, y: Int }
    let points = Driver.of(
      Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2), Point(x: 3, y: 2))
    var atX: [Point] = []
    var byParity: [Point] = []
    let tokens = [
      points.distinctUntilChanged(at: \.x).drive { atX.append($0) },
      points.distinctUntilChanged({ $0.x }, comparer: { $0 % 2 == $1 % 2 }).drive {
        byParity.append($0)
      },
    ]
    #expect(atX.map(\.x) == [1, 2, 3])
    #expect(byParity.map(\.x) == [1, 2, 3])
    _ = tokens
  }

  @Test("zip of a collection with a resultSelector")
  func zipSelector() async {
    let scheduler = TestScheduler()
    let a = scheduler.createHotSignal([.next(t(210), 1), .next(t(230), 3)])
    let b = scheduler.createHotSignal([.next(t(220), 10), .next(t(240), 30)])
    let res = await scheduler.start {
      Signal.zip([a.asSignal(), b.asSignal()]) { $0.reduce(0, +) }
    }
    #expect(res == [.next(t(220), 11), .next(t(240), 33)])
  }

  @Test("withUnretained pairs values with the object, and completes once it is gone")
  func withUnretained() {
    final class Screen {}
    let relay = PublishRelay<Int>()
    var screen: Screen? = Screen()
    var seen: [Int] = []
    var completed = false
    let token = relay.asSignal().withUnretained(screen!).emit(
      onNext: { _, value in seen.append(value) }, onCompleted: { completed = true })
    relay.accept(1)
    screen = nil
    relay.accept(2)
    #expect(seen == [1])
    #expect(completed)
    _ = token
  }

  @Test("drive and emit into relays, and bind(to:)")
  func intoRelays() {
    let source = BehaviorRelay(value: 1)
    let behavior = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int>()
    var published: [Int] = []
    let tokens = [
      publish.asSignal().emit { published.append($0) },
      source.asDriver().drive(behavior),
      source.asDriver().drive(optional),
      source.asDriver().drive(publish),
    ]
    source.accept(2)
    #expect(behavior.value == 2 && optional.value == 2)
    #expect(published == [1, 2])
    let taps = PublishRelay<Int>()
    let counter = BehaviorRelay(value: 0)
    let more = [taps.asSignal().emit(to: counter), taps.asSignal().bind(to: publish)]
    taps.accept(7)
    #expect(counter.value == 7 && published == [1, 2, 7])
    _ = (tokens, more, source.asDriver().asSharedSequence())
  }

  @Test("a relay accepting from inside its own subscriber is delivered, and warned about")
  func reentrancy() {
    let relay = PublishRelay<Int>()
    var seen: [Int] = []
    let token = relay.asSignal().emit { value in
      seen.append(value)
      if value == 1 { relay.accept(2) }
    }
    withKnownIssue {
      relay.accept(1)
    } matching: { issue in
      issue.description.contains("accepted a value from inside one of its own subscribers")
    }
    #expect(seen == [1, 2])
    _ = token
  }

  @Test("debug passes every event on unchanged (and prints them)")
  func debugPassesThrough() async {
    let res = await TestScheduler().start { Signal.of(1, 2).debug("two values") }
    #expect(res == [.next(t(200), 1), .next(t(200), 2), .completed(t(200))])
  }

  @Test("ReplayRelay replays its last values to each new subscriber, then delivers live ones")
  func replayRelay() {
    let relay = ReplayRelay<String>.create(bufferSize: 2)
    relay.accept("a")
    relay.accept("b")
    relay.accept("c")
    var first: [String] = []
    var second: [String] = []
    let firstToken = relay.asSignal().emit { first.append($0) }
    relay.accept("d")
    let secondToken = relay.asSignal().emit { second.append($0) }
    relay.accept("e")
    #expect(first == ["b", "c", "d", "e"])
    #expect(second == ["c", "d", "e"])
    firstToken.cancel()
    secondToken.cancel()
    // After every subscriber left, a new one still starts from the kept values.
    var third: [String] = []
    let thirdToken = relay.asSignal().emit { third.append($0) }
    #expect(third == ["d", "e"])
    let fed = ReplayRelay<Int>.create(bufferSize: 1)
    let feeding = Driver.of(1, 2).drive(fed)
    var replayed: [Int] = []
    let replaying = fed.asSignal().emit { replayed.append($0) }
    #expect(replayed == [2])
    _ = (thirdToken, feeding, replaying)
  }
}
