import Cascade
import CascadeTesting
import Testing

@Suite("The rest of RxCocoa's vocabulary, on both traits")
@MainActor
struct TraitVocabularyTests {
  @Test("do runs its hooks in RxSwift's order, onDispose once and last")
  func doOrder() {
    var log: [String] = []
    let token = Driver.of(1).do(
      onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
      onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
      onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    ).drive(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    token.cancel()
    #expect(
      log == [
        "onSubscribe", "onNext 1", "next 1", "afterNext 1", "onCompleted", "completed",
        "afterCompleted", "onSubscribed", "onDispose",
      ])
  }

  @Test("do's onDispose runs once when the last subscriber leaves")
  func doDisposeOnCancel() {
    let relay = PublishRelay<Int>()
    var disposed = 0
    let token = relay.asSignal().do(onDispose: { disposed += 1 }).emit { _ in }
    token.cancel()
    token.cancel()
    #expect(disposed == 1)
  }

  @Test("distinctUntilChanged with a comparer drops what it calls equal")
  func distinctComparer() {
    var seen: [Int] = []
    let token = Driver.of(1, 3, 2, 4, 7).distinctUntilChanged { $0 % 2 == $1 % 2 }.drive {
      seen.append($0)
    }
    token.cancel()
    #expect(seen == [1, 2, 7])
  }

  @Test("switchLatest follows the latest inner signal; merge() follows them all")
  func switchLatestAndMerge() {
    let outer = PublishRelay<Signal<String>>()
    let a = PublishRelay<String>()
    let b = PublishRelay<String>()
    var latest: [String] = []
    var merged: [String] = []
    let switching = outer.asSignal().switchLatest().emit { latest.append($0) }
    let merging = outer.asSignal().merge().emit { merged.append($0) }
    outer.accept(a.asSignal())
    a.accept("a1")
    outer.accept(b.asSignal())
    a.accept("a2")
    b.accept("b1")
    #expect(latest == ["a1", "b1"])
    #expect(merged == ["a1", "a2", "b1"])
    switching.cancel()
    merging.cancel()
  }

  @Test("merge(maxConcurrent: 1) and concat subscribe one at a time; merge() at once")
  func limitedMerge() async {
    let scheduler = TestScheduler()
    func inner(_ value: Int, after seconds: Int) -> Signal<Int> {
      Signal.just(value).delay(.seconds(seconds), scheduler: scheduler)
    }
    let one = scheduler.record(
      Signal.of(inner(1, after: 2), inner(2, after: 1)).merge(maxConcurrent: 1))
    let concatenated = scheduler.record(inner(1, after: 2).concat(inner(2, after: 1)))
    let all = scheduler.record(Signal.of(inner(1, after: 2), inner(2, after: 1)).merge())
    await scheduler.advance(by: .seconds(5))
    #expect(one.events == [.next(.seconds(2), 1), .next(.seconds(3), 2), .completed(.seconds(3))])
    #expect(concatenated.events == one.events)
    #expect(all.events == [.next(.seconds(1), 2), .next(.seconds(2), 1), .completed(.seconds(2))])
  }

  @Test("deferred builds its sequence for each connection; from(optional:) is one or none")
  func deferredAndOptional() {
    var built = 0
    let deferred = Driver.deferred {
      built += 1
      return .just(built)
    }
    var seen: [Int] = []
    deferred.drive { seen.append($0) }.cancel()
    deferred.drive { seen.append($0) }.cancel()
    #expect(seen == [1, 2])
    var optional: [Int] = []
    var completions = 0
    Signal.from(optional: 5).emit({ optional.append($0) }, onCompleted: { completions += 1 })
      .cancel()
    Signal<Int>.from(optional: nil).emit({ optional.append($0) }, onCompleted: { completions += 1 })
      .cancel()
    #expect(optional == [5] && completions == 2)
  }

  @Test("zip of an array takes the sources' values in step")
  func zipArray() {
    let a = PublishRelay<Int>()
    let b = PublishRelay<Int>()
    var pairs: [[Int]] = []
    let token = Signal.zip([a.asSignal(), b.asSignal()]).emit { pairs.append($0) }
    a.accept(1)
    a.accept(2)
    b.accept(10)
    b.accept(20)
    b.accept(30)
    #expect(pairs == [[1, 10], [2, 20]])
    token.cancel()
  }

  @Test("zip of an array completes by RxSwift's rule: a completed source with nothing waiting")
  func zipCompletion() {
    var log: [String] = []
    let token = Driver.zip([Driver.of(1, 2, 3), Driver.of(10)]).drive(
      onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
    token.cancel()
    #expect(log == ["[1, 10]", "completed"])
  }

  @Test("drive(with:) hands the object to every closure, until it is gone")
  func driveWithObject() {
    final class Owner { var log: [String] = [] }
    let owner = Owner()
    let token = Driver.of(1).drive(
      with: owner, onNext: { $0.log.append("\($1)") }, onCompleted: { $0.log.append("done") },
      onDisposed: { $0.log.append("disposed") })
    token.cancel()
    #expect(owner.log == ["1", "done", "disposed"])
  }
}
