import CascadeTesting
import Testing

@testable import Cascade

/// RxSwift's `testDoOnOrder_*` tests (`Observable+DoOnTests.swift`), ported with their
/// recordings unchanged: where `do`'s hooks fall beside a source's own subscribe and dispose.
@Suite("RxSwift's DoOn order tests, recordings unchanged")
@MainActor
struct RxSwiftDoOnTests {
  @MainActor
  private final class Log: Sendable {
    var events: [String] = []
  }

  /// `Observable.create` wrapped in every hook of `do`, as RxSwift's tests write it.
  private func tapped(
    _ log: Log, _ body: @escaping @MainActor (TraitSink<Int>) -> Void
  ) -> Signal<Int> {
    Signal<Int>.create { sink in
      log.events.append("sourceSubscribe")
      body(sink)
      return AnyCancellable { MainActor.assumeIsolated { log.events.append("sourceDispose") } }
    }
    .do(
      onNext: { _ in log.events.append("doOnNext") },
      onCompleted: { log.events.append("doOnCompleted") },
      onSubscribe: { log.events.append("doOnSubscribe") },
      onSubscribed: { log.events.append("doOnSubscribed") },
      onDispose: { log.events.append("doOnDispose") })
  }

  @Test("testDoOnOrder_Completed_Async")
  func completedAsync() async {
    let scheduler = TestScheduler()
    let log = Log()
    _ = await scheduler.start {
      tapped(log) { sink in
        _ = scheduler.scheduleAt(.seconds(300)) {
          sink.send(0)
          sink.finish()
        }
      }
    }
    #expect(
      log.events == [
        "doOnSubscribe", "sourceSubscribe", "doOnSubscribed", "doOnNext", "doOnCompleted",
        "sourceDispose", "doOnDispose",
      ])
  }

  @Test("testDoOnOrder_Completed_Sync")
  func completedSync() async {
    let scheduler = TestScheduler()
    let log = Log()
    _ = await scheduler.start {
      tapped(log) { sink in
        sink.send(0)
        sink.finish()
      }
    }
    #expect(
      log.events == [
        "doOnSubscribe", "sourceSubscribe", "doOnNext", "doOnCompleted", "sourceDispose",
        "doOnSubscribed", "doOnDispose",
      ])
  }

  @Test("testDoOnOrder_Dispose")
  func disposed() {
    let log = Log()
    let subscription = tapped(log) { sink in sink.send(0) }.emit { _ in }
    subscription.cancel()
    #expect(
      log.events == [
        "doOnSubscribe", "sourceSubscribe", "doOnNext", "doOnSubscribed", "sourceDispose",
        "doOnDispose",
      ])
  }
}
