import Cascade
import CascadeTesting
import Testing

/// RxCocoa's observers: `drive(observer)`, `emit(to:)` and `bind(to:)` into an `AnyObserver`,
/// a `Binder` or an app's own `ObserverType`, on RxSwift's marbles.
@Suite("Observers: drive, emit and bind into AnyObserver, Binder and your own ObserverType")
@MainActor
struct ObserverTests {
  private func t(_ tick: Int) -> Duration { .seconds(tick) }

  /// Records each event with the virtual time it arrived at.
  private final class Log<Element> {
    var events: [(Duration, TraitEvent<Element>)] = []
  }

  private final class Label {
    var text = ""
  }

  private struct Recorder<Element>: ObserverType {
    let log: Log<Element>
    let scheduler: TestScheduler
    func on(_ event: TraitEvent<Element>) {
      log.events.append((scheduler.now.sinceOrigin, event))
    }
  }

  @Test("drive(observer) hands an observer each value and the completion, at their times")
  func driveObserver() async {
    let scheduler = TestScheduler()
    let xs = scheduler.createHotSignal([
      .next(t(150), 1), .next(t(210), 2), .next(t(220), 3), .completed(t(230)),
    ])
    let log = Log<Int>()
    await scheduler.advance(by: t(200))
    let token = xs.asDriver(onErrorJustReturn: -1).drive(
      Recorder(log: log, scheduler: scheduler))
    await scheduler.advance(by: t(800))
    #expect(log.events.map(\.0) == [t(210), t(220), t(230)])
    #expect(log.events.map(\.1) == [.next(2), .next(3), .completed])
    token.cancel()
  }

  @Test("a driver's replay reaches an AnyObserver at once; observers of optionals take it too")
  func anyObserverAndOptionals() {
    let relay = BehaviorRelay(value: 1)
    var seen: [TraitEvent<Int>] = []
    var optionals: [Int?] = []
    let tokens = [
      relay.asDriver().drive(AnyObserver { seen.append($0) }),
      relay.asDriver().drive(AnyObserver<Int?> { optionals.append($0.element ?? nil) }),
    ]
    relay.accept(2)
    #expect(seen == [.next(1), .next(2)])
    #expect(optionals == [1, 2])
    _ = Driver.just(5).drive(AnyObserver { seen.append($0) })
    #expect(seen.suffix(2) == [.next(5), .completed])
    _ = tokens
  }

  @Test("a Binder sets its object's field, ignores the completion, drops values once it is gone")
  func binder() {
    let relay = BehaviorRelay(value: "a")
    var label: Label? = Label()
    let binder = Binder(label!) { label, text in label.text = text }
    let token = relay.asDriver().drive(binder)
    #expect(label?.text == "a")
    relay.accept("b")
    #expect(label?.text == "b")
    binder.onCompleted()
    #expect(label?.text == "b")
    weak let released = label
    label = nil
    #expect(released == nil)
    relay.accept("c")  // nothing to bind into: dropped, no crash
    token.cancel()
  }

  @Test("emit(to:) and bind(to:) feed several observers in order; mapObserver converts first")
  func emitAndBind() {
    let taps = PublishRelay<Int>()
    var order: [String] = []
    let first = AnyObserver<Int> { if let value = $0.element { order.append("first \(value)") } }
    let second = AnyObserver<Int> { if let value = $0.element { order.append("second \(value)") } }
    let label = Label()
    let text = Binder(label) { label, text in label.text = text }
    let tokens = [
      taps.asSignal().emit(to: first, second),
      taps.asSignal().bind(to: text.mapObserver { "tapped \($0)" }),
    ]
    taps.accept(1)
    taps.accept(2)
    #expect(order == ["first 1", "second 1", "first 2", "second 2"])
    #expect(label.text == "tapped 2")
    _ = tokens
  }

  @Test("a token dropped at once is reported at the drive(observer) call's line")
  func droppedToken() {
    let taps = PublishRelay<Int>()
    let line = #line + 2
    withKnownIssue {
      _ = taps.asSignal().emit(to: AnyObserver { _ in })
    } matching: { issue in
      issue.description.contains("released at once") && issue.sourceLocation?.line == line
    }
  }
}
