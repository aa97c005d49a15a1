import CascadeTesting
import Testing

@testable import Cascade

@Suite("Flattening traits: flatMap, flatMapFirst, flatMapLatest, into a driver or a signal")
@MainActor
struct TraitFlatteningTests {
  let scheduler = TestScheduler()

  /// An inner trait per outer value `n`: `n * 10` and `n * 10 + 1`, 20 ms and 40 ms after it
  /// starts, then completes at 50 ms.
  func inner(_ n: Int) -> Signal<Int> {
    Signal.merge(
      Signal.timer(ms(20), period: nil, scheduler: scheduler).map { _ in n * 10 },
      Signal.timer(ms(40), period: nil, scheduler: scheduler).map { _ in n * 10 + 1 },
      Signal.timer(ms(50), period: nil, scheduler: scheduler).filter { _ in false })
  }

  var outer: Signal<Int> {
    hotSignal([.next(ms(100), 1), .next(ms(130), 2), .completed(ms(140))], on: scheduler)
  }

  @Test("flatMap delivers every inner trait's values and completes after the last inner")
  func flatMap() {
    let recording = scheduler.record(outer.flatMap { self.inner($0) })
    scheduler.advance(by: .seconds(1))
    #expect(
      recording.events == [
        .next(ms(120), 10), .next(ms(140), 11), .next(ms(150), 20), .next(ms(170), 21),
        .completed(ms(180)),
      ])
  }

  @Test("flatMapFirst ignores values while an inner trait runs")
  func flatMapFirst() {
    let recording = scheduler.record(outer.flatMapFirst { self.inner($0) })
    scheduler.advance(by: .seconds(1))
    #expect(recording.events == [.next(ms(120), 10), .next(ms(140), 11), .completed(ms(150))])
  }

  @Test("flatMapLatest ends the previous inner trait when a value arrives")
  func flatMapLatest() {
    let recording = scheduler.record(outer.flatMapLatest { self.inner($0) })
    scheduler.advance(by: .seconds(1))
    #expect(
      recording.events == [
        .next(ms(120), 10), .next(ms(150), 20), .next(ms(170), 21), .completed(ms(180)),
      ])
  }

  @Test("a driver flattens into a signal, and a signal into a driver, as the inner trait says")
  func acrossTraits() {
    let store = Store(initialState: QueryFeature.State()) { QueryFeature() }
    let intoSignal: Signal<String> = store.driver(\.query).flatMap { Signal.just($0 + "!") }
    let intoDriver: Driver<String> = outer.flatMapLatest { Driver.just("\($0)") }
    let first: Driver<Int> = outer.flatMapFirst { Driver.of($0, $0) }
    let signalRecording = scheduler.record(intoSignal)
    let driverRecording = scheduler.record(intoDriver)
    let firstRecording = scheduler.record(first)
    store.send(.type("a"))
    scheduler.advance(by: .seconds(1))
    #expect(signalRecording.values == ["!", "a!"])
    #expect(driverRecording.values == ["1", "2"])
    #expect(firstRecording.events.last == .completed(ms(140)))
    #expect(firstRecording.values == [1, 1, 2, 2])
  }

  @Test("the last subscriber leaving ends every inner subscription")
  func cancellationReachesInners() {
    let recording = scheduler.record(outer.flatMap { self.inner($0) })
    scheduler.advance(by: .milliseconds(135))
    recording.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(recording.values == [10])
  }
}
