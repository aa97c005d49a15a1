import CascadeTesting
import Testing

@testable import Cascade

@Suite("A trait lets go of its source when its last subscriber leaves")
@MainActor
struct TraitDisconnectionTests {
  static func counter() -> Store<Int, Void> {
    Store(initialState: 0) {
      Reduce<Int, Void> { state, _ in
        state += 1
        return .none
      }
    }
  }

  @Test("a derived driver cancelled by main-actor code runs nothing and replays nothing stale")
  func derivedDriverDisconnectsAtOnce() {
    for _ in 1...1_000 {
      let store = Self.counter()
      var mapped: [Int] = []
      let evens = store.driver(\.self).map {
        mapped.append($0)
        return $0
      }
      .filter { $0 % 2 == 0 }
      evens.drive { _ in }.cancel()
      store.send(())
      store.send(())
      store.send(())
      var got: [Int] = []
      let subscription = evens.drive { got.append($0) }
      #expect(mapped == [0, 3])
      #expect(got == [])
      store.send(())
      #expect(mapped == [0, 3, 4])
      #expect(got == [4])
      subscription.cancel()
      #expect(store.core.observerCount == 0)
      if mapped != [0, 3, 4] || got != [4] { break }
    }
  }

  @Test("cancel and resubscribe in one turn restarts an async-sequence trait")
  func asyncSequenceRestartsInOneTurn() async {
    let scheduler = TestScheduler()
    let source = PacedSequence(elements: Array(1...10), step: .seconds(1), scheduler: scheduler)
    let driver = source.asDriver(onErrorJustReturn: 0)
    let first = scheduler.record(driver)
    await scheduler.advance(by: .seconds(2))
    first.cancel()
    let second = scheduler.record(driver)
    await scheduler.advance(by: .seconds(2))
    #expect(source.counts.iterations == 2)
    #expect(source.counts.cancellations == 1)
    #expect(first.events == [.next(.seconds(1), 1), .next(.seconds(2), 2)])
    #expect(second.events == [.next(.seconds(3), 1), .next(.seconds(4), 2)])
    second.cancel()
  }

  @Test("onSubscribe and onDispose run once per connection, at its start and its end")
  func connectionHooks() {
    let store = Self.counter()
    var log: [String] = []
    let driver = store.driver(\.self).do(
      onNext: { log.append("next \($0)") },
      onSubscribe: { log.append("subscribe") },
      onDispose: { log.append("dispose") })
    let a = driver.drive { _ in }
    let b = driver.drive { _ in }
    store.send(())
    a.cancel()
    #expect(log == ["subscribe", "next 0", "next 1"])
    b.cancel()
    #expect(log == ["subscribe", "next 0", "next 1", "dispose"])
    let c = driver.drive { _ in }
    #expect(log == ["subscribe", "next 0", "next 1", "dispose", "subscribe", "next 1"])
    c.cancel()
  }

  @Test("a cancel from another thread stops deliveries at once")
  func cancelFromAnotherThread() async {
    let store = Self.counter()
    let driver = store.driver(\.self).map { $0 * 2 }
    var got: [Int] = []
    let subscription = driver.drive { got.append($0) }
    await Task.detached { subscription.cancel() }.value
    store.send(())
    #expect(got == [0])
  }
}
