import Cascade
import CascadeTesting
import Testing

/// RxSwift's own CombineLatest and Zip tests (`Observable+CombineLatestTests.swift`,
/// `Observable+ZipTests.swift`), ported with their recordings unchanged: hot sources on
/// virtual time, one tick a virtual second. The tests with errors are left out: a trait
/// never fails.
@Suite("RxSwift's CombineLatest and Zip tests, recordings unchanged")
@MainActor
struct RxSwiftCombiningTests {
  private func t(_ tick: Int) -> Duration { .seconds(tick) }
  private func span(_ from: Int, _ to: Int) -> Subscription {
    Subscription(subscribe: .seconds(from), unsubscribe: .seconds(to))
  }

  /// Runs `combineLatest(e0, e1) { $0 + $1 }` over two hot sources, as RxSwift's tests do.
  private func combineLatest(
    _ first: [Recorded<Int>], _ second: [Recorded<Int>]
  ) async -> (events: [Recorded<Int>], first: [Subscription], second: [Subscription]) {
    let scheduler = TestScheduler()
    let e0 = scheduler.createHotSignal(first)
    let e1 = scheduler.createHotSignal(second)
    let res = await scheduler.start {
      Signal.combineLatest(e0.asSignal(), e1.asSignal()) { $0 + $1 }
    }
    return (res, e0.subscriptions, e1.subscriptions)
  }

  /// The same over `combineLatest([e0, e1]).map { $0.reduce(0, +) }`, RxSwift's "N" tests.
  private func combineLatestN(
    _ sources: [[Recorded<Int>]]
  ) async -> (events: [Recorded<Int>], subscriptions: [[Subscription]]) {
    let scheduler = TestScheduler()
    let hot = sources.map { scheduler.createHotSignal($0) }
    let res = await scheduler.start {
      Signal.combineLatest(hot.map { $0.asSignal() }) { $0.reduce(0, +) }
    }
    return (res, hot.map(\.subscriptions))
  }

  private func zip(
    _ first: [Recorded<Int>], _ second: [Recorded<Int>]
  ) async -> (events: [Recorded<Int>], first: [Subscription], second: [Subscription]) {
    let scheduler = TestScheduler()
    let o1 = scheduler.createHotSignal(first)
    let o2 = scheduler.createHotSignal(second)
    let res = await scheduler.start { Signal.zip(o1.asSignal(), o2.asSignal()) { $0 + $1 } }
    return (res, o1.subscriptions, o2.subscriptions)
  }

  // MARK: CombineLatest

  @Test("testCombineLatest_NeverEmpty: nothing, and the never source stays subscribed")
  func combineLatestNeverEmpty() async {
    let run = await combineLatest([.next(t(150), 1)], [.next(t(150), 1), .completed(t(210))])
    #expect(run.events == [])
    #expect(run.first == [span(200, 1000)])
    #expect(run.second == [span(200, 210)])
  }

  @Test("testCombineLatest_EmptyNever")
  func combineLatestEmptyNever() async {
    let run = await combineLatest([.next(t(150), 1), .completed(t(210))], [.next(t(150), 1)])
    #expect(run.events == [])
  }

  @Test("testCombineLatest_EmptyReturn and ReturnEmpty: completes at the value that cannot pair")
  func combineLatestEmptyReturn() async {
    let empty: [Recorded<Int>] = [.next(t(150), 1), .completed(t(210))]
    let value: [Recorded<Int>] = [.next(t(150), 1), .next(t(215), 2), .completed(t(220))]
    #expect(await combineLatest(empty, value).events == [.completed(t(215))])
    #expect(await combineLatest(value, empty).events == [.completed(t(215))])
  }

  @Test("testCombineLatest_NeverReturn and ReturnNever")
  func combineLatestNeverReturn() async {
    let never: [Recorded<Int>] = [.next(t(150), 1)]
    let value: [Recorded<Int>] = [.next(t(150), 1), .next(t(215), 2), .completed(t(220))]
    #expect(await combineLatest(value, never).events == [])
    #expect(await combineLatest(never, value).events == [])
  }

  @Test("testCombineLatest_ReturnReturn1")
  func combineLatestReturnReturn() async {
    let run = await combineLatest(
      [.next(t(150), 1), .next(t(215), 2), .completed(t(230))],
      [.next(t(150), 1), .next(t(220), 3), .completed(t(240))])
    #expect(run.events == [.next(t(220), 2 + 3), .completed(t(240))])
  }

  @Test("testCombineLatest_TestInterleavedWithTail")
  func combineLatestInterleaved() async {
    let run = await combineLatest(
      [.next(t(150), 1), .next(t(215), 2), .next(t(225), 4), .completed(t(230))],
      [
        .next(t(150), 1), .next(t(220), 3), .next(t(230), 5), .next(t(235), 6),
        .next(t(240), 7), .completed(t(250)),
      ])
    #expect(
      run.events == [
        .next(t(220), 2 + 3), .next(t(225), 3 + 4), .next(t(230), 4 + 5), .next(t(235), 4 + 6),
        .next(t(240), 4 + 7), .completed(t(250)),
      ])
    #expect(run.first == [span(200, 230)])
    #expect(run.second == [span(200, 250)])
  }

  @Test("testCombineLatest_Consecutive")
  func combineLatestConsecutive() async {
    let run = await combineLatest(
      [.next(t(150), 1), .next(t(215), 2), .next(t(225), 4), .completed(t(230))],
      [.next(t(150), 1), .next(t(235), 6), .next(t(240), 7), .completed(t(250))])
    #expect(run.events == [.next(t(235), 4 + 6), .next(t(240), 4 + 7), .completed(t(250))])
  }

  @Test("testCombineLatest_emptyArrayN: one empty value, then completed, at the subscription")
  func combineLatestEmptyArray() async {
    let scheduler = TestScheduler()
    let res = await scheduler.start {
      Signal<Int>.combineLatest([Signal<Int>]()) { $0.reduce(0, +) }
    }
    #expect(res == [.next(t(200), 0), .completed(t(200))])
  }

  @Test("testCombineLatest_NeverN, NeverEmptyN and EmptyNeverN")
  func combineLatestNeverN() async {
    let never: [Recorded<Int>] = [.next(t(150), 1)]
    let empty: [Recorded<Int>] = [.next(t(150), 1), .completed(t(210))]
    let three = await combineLatestN([never, never, never])
    #expect(three.events == [])
    #expect(three.subscriptions == Array(repeating: [span(200, 1000)], count: 3))
    let neverEmpty = await combineLatestN([never, empty])
    #expect(neverEmpty.events == [])
    #expect(neverEmpty.subscriptions == [[span(200, 1000)], [span(200, 210)]])
    let emptyNever = await combineLatestN([empty, never])
    #expect(emptyNever.events == [])
    #expect(emptyNever.subscriptions == [[span(200, 210)], [span(200, 1000)]])
  }

  @Test("testCombineLatest_EmptyReturnN and ReturnReturnN")
  func combineLatestReturnN() async {
    let emptyReturn = await combineLatestN([
      [.next(t(150), 1), .completed(t(210))],
      [.next(t(150), 1), .next(t(215), 2), .completed(t(220))],
    ])
    #expect(emptyReturn.events == [.completed(t(215))])
    #expect(emptyReturn.subscriptions == [[span(200, 210)], [span(200, 215)]])
    let returnReturn = await combineLatestN([
      [.next(t(150), 1), .next(t(215), 2), .completed(t(230))],
      [.next(t(150), 1), .next(t(220), 3), .completed(t(240))],
    ])
    #expect(returnReturn.events == [.next(t(220), 2 + 3), .completed(t(240))])
    #expect(returnReturn.subscriptions == [[span(200, 230)], [span(200, 240)]])
  }

  // MARK: Zip

  @Test("testZip_NeverEmpty and EmptyNever: nothing; the never source stays subscribed")
  func zipNeverEmpty() async {
    let never: [Recorded<Int>] = [.next(t(150), 1)]
    let empty: [Recorded<Int>] = [.next(t(150), 1), .completed(t(210))]
    let neverEmpty = await zip(never, empty)
    #expect(neverEmpty.events == [])
    #expect(neverEmpty.first == [span(200, 1000)])
    #expect(neverEmpty.second == [span(200, 210)])
    #expect(await zip(empty, never).events == [])
  }

  @Test("testZip_EmptyNonEmpty and NonEmptyEmpty: completed when both have completed")
  func zipEmptyNonEmpty() async {
    let empty: [Recorded<Int>] = [.next(t(150), 1), .completed(t(210))]
    let value: [Recorded<Int>] = [.next(t(150), 1), .next(t(215), 2), .completed(t(220))]
    let emptyFirst = await zip(empty, value)
    #expect(emptyFirst.events == [.completed(t(220))])
    #expect(emptyFirst.first == [span(200, 210)])
    #expect(emptyFirst.second == [span(200, 220)])
    #expect(await zip(value, empty).events == [.completed(t(220))])
  }

  @Test("testZip_NeverNonEmpty and NonEmptyNever")
  func zipNeverNonEmpty() async {
    let never: [Recorded<Int>] = [.next(t(150), 1)]
    let value: [Recorded<Int>] = [.next(t(150), 1), .next(t(215), 2), .completed(t(220))]
    let neverFirst = await zip(never, value)
    #expect(neverFirst.events == [])
    #expect(neverFirst.first == [span(200, 1000)])
    #expect(neverFirst.second == [span(200, 220)])
    #expect(await zip(value, never).events == [])
  }

  @Test("testZip_NonEmptyNonEmpty: completed at 240, not 230")
  func zipNonEmptyNonEmpty() async {
    let run = await zip(
      [.next(t(150), 1), .next(t(215), 2), .completed(t(230))],
      [.next(t(150), 1), .next(t(220), 3), .completed(t(240))])
    #expect(run.events == [.next(t(220), 2 + 3), .completed(t(240))])
    #expect(run.first == [span(200, 230)])
    #expect(run.second == [span(200, 240)])
  }

  @Test("testZip_LeftCompletesFirst and RightCompletesFirst")
  func zipCompletesFirst() async {
    let o1: [Recorded<Int>] = [.next(t(150), 1), .next(t(210), 2), .completed(t(220))]
    let o2: [Recorded<Int>] = [.next(t(150), 1), .next(t(215), 4), .completed(t(225))]
    let left = await zip(o1, o2)
    #expect(left.events == [.next(t(215), 2 + 4), .completed(t(225))])
    #expect(left.first == [span(200, 220)])
    #expect(left.second == [span(200, 225)])
    #expect(await zip(o2, o1).events == [.next(t(215), 2 + 4), .completed(t(225))])
  }

  @Test("testZip_NAry_emptyArray: completed at the subscription")
  func zipEmptyArray() async {
    let scheduler = TestScheduler()
    let res = await scheduler.start { Signal<Int>.zip([]) }
    #expect(res == [.completed(t(200))])
  }

  @Test("testZip_NAry_symmetric and asymmetric")
  func zipNAry() async {
    let scheduler = TestScheduler()
    let e0 = scheduler.createHotSignal([
      .next(t(150), 1), .next(t(210), 1), .next(t(250), 4), .completed(t(420)),
    ])
    let e1 = scheduler.createHotSignal([
      .next(t(150), 1), .next(t(220), 2), .next(t(240), 5), .completed(t(410)),
    ])
    let e2 = scheduler.createHotSignal([
      .next(t(150), 1), .next(t(230), 3), .next(t(260), 6), .completed(t(400)),
    ])
    let symmetric = await scheduler.start { Signal.zip([e0, e1, e2].map { $0.asSignal() }) }
    #expect(
      symmetric == [.next(t(230), [1, 2, 3]), .next(t(260), [4, 5, 6]), .completed(t(420))])
    #expect(
      [e0, e1, e2].map(\.subscriptions) == [[span(200, 420)], [span(200, 410)], [span(200, 400)]])

    let asymmetricScheduler = TestScheduler()
    let a0 = asymmetricScheduler.createHotSignal([
      .next(t(150), 1), .next(t(210), 1), .next(t(250), 4), .completed(t(270)),
    ])
    let a1 = asymmetricScheduler.createHotSignal([
      .next(t(150), 1), .next(t(220), 2), .next(t(240), 5), .next(t(290), 7), .next(t(310), 9),
      .completed(t(410)),
    ])
    let a2 = asymmetricScheduler.createHotSignal([
      .next(t(150), 1), .next(t(230), 3), .next(t(260), 6), .next(t(280), 8), .completed(t(300)),
    ])
    let asymmetric = await asymmetricScheduler.start {
      Signal.zip([a0, a1, a2].map { $0.asSignal() })
    }
    #expect(
      asymmetric == [.next(t(230), [1, 2, 3]), .next(t(260), [4, 5, 6]), .completed(t(310))])
    #expect(
      [a0, a1, a2].map(\.subscriptions) == [[span(200, 270)], [span(200, 310)], [span(200, 300)]])
  }
}
