import Cascade
import CascadeTesting
import Foundation
import Testing

// The guide's rows on RxSwift, RxCocoa, RxRelay, RxTest and ReactorKit.

extension GuideRows {
  // guide bdabe259: Driver.interval(_:scheduler:), timer(_:period:scheduler:)
  // guide 91b6d32e: throttle(for:scheduler:latest:)
  // guide 7efd6bc2: the trait's throttle(…, latest: false)
  // guide 401e8af6: debounce(for:scheduler:)
  static func time(_ scheduler: TestScheduler) -> [Driver<Int>] {
    let ticks = Driver<Int>.interval(.seconds(1), scheduler: scheduler)
    return [
      ticks,
      Driver<Int>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler),
      ticks.throttle(for: .milliseconds(300), scheduler: scheduler, latest: true),
      ticks.throttle(for: .milliseconds(300), scheduler: scheduler, latest: false),
      ticks.debounce(for: .milliseconds(300), scheduler: scheduler),
    ]
  }

  // guide 63662df4: drive(onNext:onCompleted:onDisposed:), drive(with:onNext:); emit(…)
  // guide f1ac87bf: a released token ends its subscription: keep it (store(in:))
  // guide 583c24d9: drive(with: self) { owner, x in … }, emit(with:onNext:)
  // guide afdea451: Set<AnyCancellable> and store(in:)
  static func subscriptions(_ owner: GuideLabel) {
    var bag = Set<AnyCancellable>()
    let relay = BehaviorRelay(value: 0)
    relay.asDriver().drive(onNext: { _ in }, onCompleted: {}, onDisposed: {}).store(in: &bag)
    relay.asDriver().drive(with: owner) { _, _ in }.store(in: &bag)
    relay.asDriver().drive { _ in }.store(in: &bag)
    let taps = PublishRelay<Int>()
    taps.asSignal().emit(onNext: { _ in }).store(in: &bag)
    taps.asSignal().emit(with: owner) { _, _ in }.store(in: &bag)
  }

  // guide 5b402243: flatMap, flatMapFirst, flatMapLatest { … }
  // guide 8bbe09fd: Driver.combineLatest(a, b), combineLatest([…]), zip(a, b), merge(…)
  // guide c1842e95: withLatestFrom, startWith, scan, skip, delay, do(…), distinctUntilChanged
  // guide 33dd0c07: switchLatest(), merge(), merge(maxConcurrent:), concat, deferred, from(optional:), zip([…])
  static func operators(_ a: Driver<Int>, _ b: Driver<Int>, _ scheduler: TestScheduler)
    -> [Driver<Int>]
  {
    [
      a.flatMap { Driver.just($0) },
      a.flatMapFirst { Driver.just($0) },
      a.flatMapLatest { Driver.just($0) },
      Driver.combineLatest(a, b) { $0 + $1 },
      Driver.combineLatest([a, b]).map { $0.count },
      Driver.zip(a, b) { $0 + $1 },
      Driver.merge(a, b),
      a.withLatestFrom(b),
      a.startWith(0),
      a.scan(0, accumulator: +),
      a.skip(1),
      a.delay(.seconds(1), scheduler: scheduler),
      a.do(onNext: { _ in }),
      a.distinctUntilChanged(),
      Driver.just(a).switchLatest(),
      Driver.just(a).merge(),
      Driver.just(a).merge(maxConcurrent: 1),
      Driver.concat([a, b]),
      Driver.deferred { a },
      Driver.from(optional: 1),
      Driver.zip([a, b]).map { $0.count },
    ]
  }

  // guide c0339a3f: PublishRelay, BehaviorRelay (accept, value, asSignal(), asDriver())
  // guide 5dbdf8ff: driver.drive(relay), signal.emit(to: relay), bind(to: relay)
  // guide a564cf04: ReplayRelay.create(bufferSize:)
  // guide 0ce508ee: a relay's accept from inside its own subscriber: delivered, and warned
  static func relays() -> [AnyCancellable] {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    publish.accept(1)
    _ = behavior.value
    return [
      behavior.asDriver().drive(replay),
      publish.asSignal().emit(to: behavior),
      publish.asSignal().bind(to: replay),
      replay.asSignal().emit { _ in },
    ]
  }

  // guide 46445144: drive(observer), emit(to: observer), bind(to:); Binder, AnyObserver
  static func observers(_ label: GuideLabel) -> [AnyCancellable] {
    let relay = BehaviorRelay(value: "")
    let taps = PublishRelay<String>()
    return [
      relay.asDriver().drive(label.textBinder),
      taps.asSignal().emit(to: AnyObserver<String> { _ in }),
      taps.asSignal().bind(to: label.textBinder),
    ]
  }

  // guide aed653fc: take(_:), take(for:scheduler:), skip(for:scheduler:), scan(into:),
  // distinctUntilChanged(_:comparer:), distinctUntilChanged(at:), zip(_:resultSelector:),
  // withUnretained(_:), asSharedSequence()
  static func moreOperators(_ a: Driver<Int>, _ scheduler: TestScheduler, _ owner: GuideLabel)
    -> [AnyCancellable]
  {
    [
      a.take(2).drive { _ in },
      a.take(for: .seconds(1), scheduler: scheduler).drive { _ in },
      a.skip(for: .seconds(1), scheduler: scheduler).drive { _ in },
      a.scan(into: [Int]()) { $0.append($1) }.drive { _ in },
      a.distinctUntilChanged { $0 % 2 }.drive { _ in },
      a.distinctUntilChanged({ $0 }, comparer: ==).drive { _ in },
      a.map { (value: $0, name: "") }.distinctUntilChanged(at: \.value).drive { _ in },
      Driver.zip([a, a]) { $0.reduce(0, +) }.drive { _ in },
      a.withUnretained(owner).drive { _ in },
      a.asSharedSequence().drive { _ in },
    ]
  }

  // guide ae19feab: driver.asSignal(), signal.asDriver(onErrorJustReturn:)
  static func conversions(_ a: Driver<Int>) -> (Signal<Int>, Driver<Int>) {
    (a.asSignal(), a.asSignal().asDriver(onErrorJustReturn: 0))
  }

  // guide 55663bbd: scheduler.record(trait), .next(.seconds(210), x)
  // guide 8e4ba259: scheduleAt(.seconds(300)) { … }, advanceTo(.seconds(500)), start()
  // guide 50c8b4a1: createHotSignal, createColdSignal, start { … }, Subscription
  // guide fc96a28c: .error in a source; asDriver(onErrorJustReturn:) and friends
  static func rxTest() async {
    struct TestError: Error {}
    let scheduler = TestScheduler()
    let hot = scheduler.createHotSignal([
      .next(.seconds(210), 1), .error(.seconds(300), TestError()),
    ])
    let cold = scheduler.createColdSignal([.next(.seconds(10), 2), .completed(.seconds(20))])
    let recorded = scheduler.record(cold.asSignal())
    scheduler.scheduleAt(.seconds(300)) {}
    scheduler.advanceTo(.seconds(500))
    _ = recorded.events == [.next(.seconds(10), 2)]
    let result = await scheduler.start { hot.asDriver(onErrorJustReturn: 0) }
    _ = result == [.next(.seconds(210), 1)]
    _ = hot.subscriptions == [Subscription(subscribe: .seconds(200), unsubscribe: .seconds(300))]
    scheduler.start()
  }

  // guide 3834d30b: Store<State, Action>.stub(initialState:) (StoreStub)
  // guide e8e3dc6d: store.currentState
  // guide e6d35f72: store.withState { $0.count }
  static func stubs() {
    let (store, stub) = Store<GuideTally.State, GuideTally.Action>.stub(
      initialState: GuideTally.State())
    stub.state.count = 3
    store.send(.add(1))
    _ = stub.actions
    _ = store.currentState
    _ = store.withState { $0.count }
  }

  // guide 097d6797: transform(mutation:) is an effect the feature starts
  // guide b21f5ebc: transform(action:) is a subscription that sends
  static func transforms(_ stream: AsyncStream<Int>) -> (Effect<GuideTally.Action>, AnyCancellable)
  {
    let store = Store(initialState: GuideTally.State()) { GuideTally() }
    let taps = PublishRelay<Void>()
    return (
      .run { send in for await x in stream { await send(.add(x)) } },
      taps.asSignal().emit { store.send(.add(1)) }
    )
  }

  // guide 0ecdd2e4: SharedSequence<Strategy, Value>, DriverSharingStrategy, SignalSharingStrategy
  // guide 6e6a76ce: extension SharedSequence where Strategy == DriverSharingStrategy
  // guide c8cda60d: every Driver shares and replays one; every Signal shares without replay
  static func sharedSequences() -> (
    SharedSequence<DriverSharingStrategy, Int>, SharedSequence<SignalSharingStrategy, Int>
  ) {
    (Driver.just(1).guideDoubled(), Signal.just(1))
  }

  // guide 347f74c1: DispatchQueueScheduler.main
  static func mainScheduler() -> any Scheduler { DispatchQueueScheduler.main }
}

extension SharedSequence where Strategy == DriverSharingStrategy, Value == Int {
  /// Each value twice as large: an operator of one's own on drivers.
  func guideDoubled() -> Driver<Int> { map { $0 * 2 } }
}

/// A label for the observer rows.
@MainActor final class GuideLabel {
  var text = ""
  var textBinder: Binder<String> { Binder(self) { label, text in label.text = text } }
}
