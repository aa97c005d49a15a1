import CascadeTesting
import Testing

@testable import Cascade

@Suite("Making a trait: just, empty, never, of, from, interval, timer")
@MainActor
struct TraitMakingTests {
  let scheduler = TestScheduler()

  @Test("just, of and from deliver their values to each subscriber, then complete")
  func finiteSources() {
    #expect(scheduler.record(Driver.just(1)).events == [.next(.zero, 1), .completed(.zero)])
    #expect(scheduler.record(Signal.just(1)).events == [.next(.zero, 1), .completed(.zero)])
    let of = Driver.of(1, 2, 3)
    #expect(scheduler.record(of).values == [1, 2, 3])
    #expect(scheduler.record(of).values == [1, 2, 3])
    #expect(scheduler.record(Signal.from(1...3)).events.last == .completed(.zero))
    #expect(scheduler.record(Signal.of(4, 5)).values == [4, 5])
    #expect(scheduler.record(Driver.from([6])).values == [6])
  }

  @Test("empty completes at once; never does nothing")
  func emptyAndNever() {
    #expect(scheduler.record(Driver<Int>.empty()).events == [.completed(.zero)])
    #expect(scheduler.record(Signal<Int>.empty()).events == [.completed(.zero)])
    let never = scheduler.record(Driver<Int>.never())
    let neverSignal = scheduler.record(Signal<Int>.never())
    scheduler.advance(by: .seconds(100))
    #expect(never.events == [])
    #expect(neverSignal.events == [])
  }

  @Test("interval counts from 0, one every period, afresh for each connection")
  func interval() {
    let ticks = Driver.interval(.seconds(1), scheduler: scheduler)
    let first = scheduler.record(ticks)
    scheduler.advance(by: .seconds(3))
    #expect(first.events == [.next(.seconds(1), 0), .next(.seconds(2), 1), .next(.seconds(3), 2)])
    let second = scheduler.record(ticks)
    #expect(second.events == [.next(.seconds(3), 2)])
    first.cancel()
    second.cancel()
    let third = scheduler.record(ticks)
    scheduler.advance(by: .seconds(1))
    #expect(third.events == [.next(.seconds(4), 0)])
  }

  @Test("timer delivers 0 at its due time, then every period, or completes without one")
  func timer() {
    let repeating = scheduler.record(
      Signal.timer(.seconds(5), period: .seconds(1), scheduler: scheduler))
    let once = scheduler.record(Driver.timer(.seconds(5), period: nil, scheduler: scheduler))
    scheduler.advance(by: .seconds(7))
    #expect(
      repeating.events == [.next(.seconds(5), 0), .next(.seconds(6), 1), .next(.seconds(7), 2)])
    #expect(once.events == [.next(.seconds(5), 0), .completed(.seconds(5))])
  }
}
