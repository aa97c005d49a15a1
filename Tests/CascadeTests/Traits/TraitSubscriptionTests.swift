import Cascade
import CascadeTesting
import Testing

@Suite("drive and emit: completion, disposal, and a token dropped at once")
@MainActor
struct TraitSubscriptionTests {
  @Test("onDisposed runs once, after the completion")
  func disposedAfterCompletion() {
    var log: [String] = []
    let token = Driver.of(1, 2).drive(
      onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    token.cancel()
    #expect(log == ["1", "2", "completed", "disposed"])
  }

  @Test("onDisposed runs once when the token is cancelled")
  func disposedOnCancel() {
    let relay = PublishRelay<Int>()
    var log: [String] = []
    let token = relay.asSignal().emit(
      onNext: { log.append("\($0)") }, onDisposed: { log.append("disposed") })
    relay.accept(1)
    token.cancel()
    token.cancel()
    relay.accept(2)
    #expect(log == ["1", "disposed"])
  }

  @Test("_ = interval.drive { } is reported at its line: the subscription ended at once")
  func droppedAtOnce() async {
    let scheduler = TestScheduler()
    var ticks: [Int] = []
    let line = #line + 2
    withKnownIssue {
      _ = Driver.interval(.seconds(1), scheduler: scheduler).drive { ticks.append($0) }
    } matching: { issue in
      issue.description.contains("The token this subscription returned was released at once")
        && issue.sourceLocation?.line == line
    }
    await scheduler.advance(by: .seconds(3))
    #expect(ticks == [])
  }

  @Test("a token kept past its turn, or one whose driver replayed a value, is not reported")
  func keptOrReplayed() async {
    let scheduler = TestScheduler()
    var ticks: [Int] = []
    var token: AnyCancellable? = Driver.interval(.seconds(1), scheduler: scheduler).drive {
      ticks.append($0)
    }
    await Task.yield()
    token = nil
    await scheduler.advance(by: .seconds(2))
    #expect(ticks == [] && token == nil)
    let relay = BehaviorRelay(value: 7)
    var seen: [Int] = []
    _ = relay.asDriver().drive { seen.append($0) }
    #expect(seen == [7])
  }

  @Test("every form reports a token dropped before any delivery; a completion is a delivery")
  func everyFormChecks() {
    let relay = PublishRelay<Int>()
    let owner = PublishRelay<Int>()
    var completions = 0
    let lines = [#line + 2, #line + 3, #line + 4, #line + 5]
    withKnownIssue {
      _ = relay.asSignal().emit { _ in }
      _ = relay.asSignal().emit(onCompleted: { completions += 1 })
      _ = relay.asSignal().emit(with: owner, onNext: { _, _ in }, onDisposed: { _ in })
      _ = relay.asSignal().emit(with: owner) { _, _ in }
    } matching: { issue in
      issue.description.contains("released at once")
        && lines.contains(issue.sourceLocation?.line ?? 0)
    }
    _ = Signal<Int>.empty().emit(onCompleted: { completions += 1 })
    #expect(completions == 1)
  }

  @Test("joining a signal that is already connected, and dropping the token, is reported")
  func droppedOnConnectedSignal() {
    let relay = PublishRelay<Int>()
    let signal = relay.asSignal()
    var seen: [Int] = []
    let kept = signal.emit { seen.append($0) }
    let line = #line + 2
    withKnownIssue {
      _ = signal.emit { _ in }
    } matching: { issue in
      issue.description.contains("released at once") && issue.sourceLocation?.line == line
    }
    relay.accept(1)
    #expect(seen == [1])
    _ = kept
  }

  @Test("a kept token does not keep a completed subscription's closures alive")
  func completedClosuresReleased() {
    final class Captured {}
    weak var captured: Captured?
    let token: AnyCancellable = {
      let object = Captured()
      captured = object
      return Driver.of(1).drive { _ in _ = object }
    }()
    #expect(captured == nil)
    token.cancel()
  }

  @Test("a subscriber that ends its own subscription while it runs finishes safely")
  func cancelsItselfWhileRunning() {
    final class Log { var values: [Int] = [] }
    let relay = PublishRelay<Int>()
    var token: AnyCancellable?
    var seen: [Int] = []
    token = {
      let log = Log()
      return relay.asSignal().emit { value in
        // The last references to this closure go here; it still runs to its end.
        token?.cancel()
        token = nil
        log.values.append(value)
        seen = log.values
      }
    }()
    relay.accept(1)
    relay.accept(2)
    #expect(seen == [1])
    #expect(token == nil)
  }
}
