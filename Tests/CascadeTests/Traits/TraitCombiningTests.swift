import CascadeTesting
import Testing

@testable import Cascade

@Suite("Combining traits: merge, combineLatest, zip, withLatestFrom")
@MainActor
struct TraitCombiningTests {
  let scheduler = TestScheduler()

  @Test("merge delivers every source's values as they come and completes after all")
  func merge() {
    let a = hotSignal([.next(ms(110), 1), .next(ms(130), 3), .completed(ms(140))], on: scheduler)
    let b = hotSignal([.next(ms(120), 2), .completed(ms(150))], on: scheduler)
    let recording = scheduler.record(Signal.merge(a, b))
    scheduler.advance(by: .seconds(1))
    #expect(
      recording.events == [
        .next(ms(110), 1), .next(ms(120), 2), .next(ms(130), 3), .completed(ms(150)),
      ])
    #expect(scheduler.record(Driver.merge([Driver.just(1), .just(2)])).values == [1, 2])
  }

  @Test("combineLatest of three and four waits for all, then delivers on each change")
  func combineLatestThreeAndFour() {
    let a = hotDriver([.next(ms(110), 1), .next(ms(140), 4)], on: scheduler)
    let b = hotDriver([.next(ms(120), 2)], on: scheduler)
    let c = hotDriver([.next(ms(130), 3)], on: scheduler)
    let d = hotDriver([.next(ms(135), 10)], on: scheduler)
    let three = scheduler.record(Driver.combineLatest(a, b, c) { $0 + $1 + $2 })
    let triples = scheduler.record(Driver.combineLatest(a, b, c))
    let four = scheduler.record(Driver.combineLatest(a, b, c, d) { [$0, $1, $2, $3] })
    scheduler.advance(by: .seconds(1))
    #expect(three.events == [.next(ms(130), 6), .next(ms(140), 9)])
    #expect(triples.values.map { [$0.0, $0.1, $0.2] } == [[1, 2, 3], [4, 2, 3]])
    #expect(four.events == [.next(ms(135), [1, 2, 3, 10]), .next(ms(140), [4, 2, 3, 10])])
  }

  @Test("combineLatest of an array delivers arrays in source order and completes as RxSwift's")
  func combineLatestArray() {
    let a = hotSignal([.next(ms(110), 1), .completed(ms(150))], on: scheduler)
    let b = hotSignal([.next(ms(120), 2), .next(ms(160), 5), .completed(ms(170))], on: scheduler)
    let arrays = scheduler.record(Signal.combineLatest([a, b]))
    let sums = scheduler.record(Signal.combineLatest([a, b]) { $0.reduce(0, +) })
    scheduler.advance(by: .seconds(1))
    #expect(
      arrays.events == [.next(ms(120), [1, 2]), .next(ms(160), [1, 5]), .completed(ms(170))])
    #expect(sums.values == [3, 6])
    let silent = hotSignal([Recorded<Int>.completed(ms(1_100))], on: scheduler)
    let never = scheduler.record(Signal.combineLatest([silent, .never()]))
    scheduler.advance(by: .seconds(1))
    // A source ending without a value ends nothing while another may still deliver.
    #expect(never.events == [])
    #expect(
      scheduler.record(Driver<Int>.combineLatest([Driver<Int>]())).events == [
        .next(ms(2_000), []), .completed(ms(2_000)),
      ])
  }

  @Test("zip of two pairs the n-th values and completes when both have completed")
  func zip() {
    let a = hotSignal(
      [.next(ms(110), 1), .next(ms(120), 2), .next(ms(130), 3), .completed(ms(140))],
      on: scheduler)
    let b = hotSignal(
      [.next(ms(150), "a"), .next(ms(160), "b"), .next(ms(200), "c"), .completed(ms(210))],
      on: scheduler)
    let pairs = scheduler.record(Signal.zip(a, b) { "\($0)\($1)" })
    let tuples = scheduler.record(Signal.zip(a, b))
    scheduler.advance(by: .seconds(1))
    #expect(
      pairs.events == [
        .next(ms(150), "1a"), .next(ms(160), "2b"), .next(ms(200), "3c"), .completed(ms(210)),
      ])
    #expect(tuples.values.map { "\($0.0)\($0.1)" } == ["1a", "2b", "3c"])
  }

  @Test("withLatestFrom takes the other driver's latest value on each of its own")
  func withLatestFrom() {
    let taps = hotSignal(
      [.next(ms(110), ()), .next(ms(130), ()), .next(ms(150), ()), .completed(ms(160))],
      on: scheduler)
    let form = hotDriver(
      [.next(ms(120), "a"), .next(ms(140), "ab"), .completed(ms(145))], on: scheduler)
    let latest = scheduler.record(taps.withLatestFrom(form))
    let combined = scheduler.record(taps.withLatestFrom(form) { _, text in text.count })
    scheduler.advance(by: .seconds(1))
    #expect(
      latest.events == [.next(ms(130), "a"), .next(ms(150), "ab"), .completed(ms(160))])
    #expect(combined.values == [1, 2])
  }

  @Test("a driver's withLatestFrom sees the other driver's replayed value at once")
  func withLatestFromReplay() {
    let store = Store(initialState: QueryFeature.State()) { QueryFeature() }
    let recording = scheduler.record(Driver.just(0).withLatestFrom(store.driver(\.query)))
    #expect(recording.events == [.next(.zero, ""), .completed(.zero)])
  }
}
