import CascadeTesting
import Testing

@testable import Cascade

@Suite("Transforming traits: startWith, scan, skip, do, distinctUntilChanged, conversions")
@MainActor
struct TraitTransformingTests {
  let scheduler = TestScheduler()
  let store = Store(initialState: QueryFeature.State()) { QueryFeature() }

  @Test("startWith delivers its value before a driver's replayed current value")
  func startWith() {
    store.send(.type("a"))
    let recording = scheduler.record(store.driver(\.query).startWith("…"))
    store.send(.type("ab"))
    #expect(recording.values == ["…", "a", "ab"])
    let signal = scheduler.record(hotSignal([.next(ms(10), 1)], on: scheduler).startWith(0))
    scheduler.advance(by: .seconds(1))
    #expect(signal.events == [.next(.zero, 0), .next(ms(10), 1)])
  }

  @Test("scan delivers running totals, from the seed again for each connection")
  func scan() {
    let totals = Driver.of(1, 2, 3).scan(10) { $0 + $1 }
    #expect(scheduler.record(totals).values == [11, 13, 16])
    #expect(scheduler.record(totals).values == [11, 13, 16])
    let counts = scheduler.record(store.signal(\.query).scan(0) { count, _ in count + 1 })
    store.send(.type("a"))
    store.send(.type("b"))
    #expect(counts.values == [1, 2])
  }

  @Test("skip drops the first values of each connection")
  func skip() {
    let recording = scheduler.record(store.driver(\.query).skip(1))
    #expect(recording.values == [])
    store.send(.type("a"))
    #expect(recording.values == ["a"])
    #expect(scheduler.record(Signal.of(1, 2, 3).skip(2)).values == [3])
  }

  @Test("do calls onNext once per value, however many subscribe, and onCompleted once")
  func doHooks() {
    var log: [String] = []
    let source = Driver.of(1, 2).do(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDispose: { log.append("dispose") })
    let recording = scheduler.record(source)
    #expect(recording.events == [.next(.zero, 1), .next(.zero, 2), .completed(.zero)])
    #expect(log == ["next 1", "next 2", "completed", "dispose"])
    var shared: [Int] = []
    let field = store.signal(\.query).map(\.count).do(onNext: { shared.append($0) })
    let a = field.emit { _ in }
    let b = field.emit { _ in }
    store.send(.type("ab"))
    #expect(shared == [2])
    a.cancel()
    b.cancel()
  }

  @Test("distinctUntilChanged drops consecutive repeats, of the value or of a key")
  func distinctUntilChanged() {
    let values = hotSignal(
      [.next(ms(1), 1), .next(ms(2), 1), .next(ms(3), 2), .next(ms(4), 1)], on: scheduler)
    let plain = scheduler.record(values.distinctUntilChanged())
    let keyed = scheduler.record(values.distinctUntilChanged { $0 > 1 })
    let driver = scheduler.record(
      hotDriver([.next(ms(1), "a"), .next(ms(2), "a")], on: scheduler).distinctUntilChanged())
    scheduler.advance(by: .seconds(1))
    #expect(plain.values == [1, 2, 1])
    #expect(keyed.values == [1, 2, 1])
    #expect(driver.values == ["a"])
  }

  @Test("a driver as a signal: the first subscriber gets the current value, a later one does not")
  func asSignal() {
    let signal = store.driver(\.query).asSignal()
    let first = scheduler.record(signal)
    let second = scheduler.record(signal)
    store.send(.type("a"))
    #expect(first.values == ["", "a"])
    #expect(second.values == ["a"])
  }

  @Test("a signal as a driver replays its latest value")
  func asDriver() {
    let driver = store.signal(\.query).asDriver(onErrorJustReturn: "never")
    let first = scheduler.record(driver)
    store.send(.type("a"))
    let second = scheduler.record(driver)
    #expect(first.values == ["a"])
    #expect(second.values == ["a"])
  }

  @Test("drive(with:) and emit(with:) hand over the object and drop values once it is gone")
  func withObject() {
    final class Label { var texts: [String] = [] }
    var label: Label? = Label()
    weak let weakLabel = label
    let driven = store.driver(\.query).drive(with: label!) { $0.texts.append($1) }
    let emitted = store.signal(\.query).emit(with: label!) { $0.texts.append("signal " + $1) }
    store.send(.type("a"))
    #expect(label?.texts == ["", "a", "signal a"])
    label = nil
    #expect(weakLabel == nil)
    store.send(.type("b"))
    driven.cancel()
    emitted.cancel()
  }
}
