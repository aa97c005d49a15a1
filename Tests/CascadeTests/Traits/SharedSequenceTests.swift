import CascadeTesting
import Testing

@testable import Cascade

extension SharedSequence where Strategy == DriverSharingStrategy, Value == Int {
  /// A user's own operator for drivers only.
  fileprivate func doubled() -> Driver<Int> { map { $0 * 2 } }
}

extension SharedSequence where Value == Int {
  /// A user's own operator for both traits: it keeps the trait it is applied to.
  fileprivate func negated() -> Self { map { -$0 } }
}

/// A strategy of the test's own: every operator of `SharedSequence` serves it.
private enum ReplayingStrategy: SharingStrategy {
  static var replaysLatest: Bool { true }
}

@Suite("SharedSequence: one operator set, two traits")
@MainActor
struct SharedSequenceTests {
  let scheduler = TestScheduler()

  @Test("an operator keeps its trait: a mapped driver replays, a mapped signal does not")
  func operatorsKeepTheirTrait() {
    let driver = hotDriver([.next(ms(100), 1)], on: scheduler).map { $0 + 1 }
    let signal = hotSignal([.next(ms(100), 1)], on: scheduler).map { $0 + 1 }
    let first = (scheduler.record(driver), scheduler.record(signal))
    scheduler.advance(by: ms(200))
    let late = (scheduler.record(driver), scheduler.record(signal))
    #expect(first.0.values == [2])
    #expect(first.1.values == [2])
    #expect(late.0.events == [.next(ms(200), 2)])
    #expect(late.1.events == [])
  }

  @Test("withLatestFrom takes a signal as well as a driver as its source of latest values")
  func withLatestFromASignal() {
    let taps = hotSignal([.next(ms(110), ()), .next(ms(130), ())], on: scheduler)
    let names = hotSignal([.next(ms(120), "a")], on: scheduler)
    let recording = scheduler.record(taps.withLatestFrom(names))
    scheduler.advance(by: .seconds(1))
    #expect(recording.events == [.next(ms(130), "a")])
  }

  @Test("flatMapLatest into a signal from a driver gives a signal, into a driver a driver")
  func flatteningTakesTheInnerTrait() {
    let source = Driver.just(1)
    let intoSignal: Signal<Int> = source.flatMapLatest { Signal.just($0 * 10) }
    let intoDriver: Driver<Int> = source.flatMapLatest { .just($0 * 100) }
    #expect(scheduler.record(intoSignal).values == [10])
    #expect(scheduler.record(intoDriver).values == [100])
  }

  @Test("an operator of one's own is written once for both traits, or for one of them")
  func ownOperators() {
    #expect(scheduler.record(Driver.of(1, 2).doubled()).values == [2, 4])
    let negatedDriver: Driver<Int> = Driver.of(1).negated()
    let negatedSignal: Signal<Int> = Signal.of(2).negated()
    #expect(scheduler.record(negatedDriver).values == [-1])
    #expect(scheduler.record(negatedSignal).values == [-2])
  }

  @Test("a strategy of one's own gets every operator, with its own replay")
  func ownStrategy() {
    let source = SharedSequence<ReplayingStrategy, Int>(
      node: hotNode([.next(ms(100), 1), .next(ms(150), 2)], on: scheduler, replay: .latest))
    let filtered = source.filter { $0 > 1 }.map { $0 * 3 }
    var seen: [Int] = []
    let first = filtered.node.subscribe { seen.append($0) }
    scheduler.advance(by: ms(200))
    var replayed: [Int] = []
    let second = filtered.node.subscribe { replayed.append($0) }
    #expect(seen == [6])
    #expect(replayed == [6])
    first.cancel()
    second.cancel()
  }
}
