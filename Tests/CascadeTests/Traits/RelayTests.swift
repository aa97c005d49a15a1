import Cascade
import CascadeTesting
import Testing

@Suite("Relays deliver at once to every subscriber, in subscription order")
@MainActor
struct RelayTests {
  @Test("a publish relay delivers each accepted value synchronously to every subscriber")
  func publishRelay() {
    let relay = PublishRelay<Int>()
    var log: [String] = []
    relay.accept(0)  // no subscriber: nobody sees it
    let first = relay.asSignal().emit { log.append("a\($0)") }
    let second = relay.asSignal().map { $0 * 10 }.emit { log.append("b\($0)") }
    relay.accept(1)
    #expect(log == ["a1", "b10"])
    second.cancel()
    relay.accept(2)
    #expect(log == ["a1", "b10", "a2"])
    first.cancel()
  }

  @Test("a behavior relay replays its value to each subscriber and holds the last accepted")
  func behaviorRelay() {
    let relay = BehaviorRelay(value: "")
    var log: [String] = []
    let first = relay.asDriver().drive { log.append("a:\($0)") }
    relay.accept("sw")
    let second = relay.asDriver().drive { log.append("b:\($0)") }
    relay.accept("swift")
    #expect(relay.value == "swift")
    #expect(log == ["a:", "a:sw", "b:sw", "a:swift", "b:swift"])
    first.cancel()
    second.cancel()
    var late: [String] = []
    let third = relay.asDriver().drive { late.append($0) }
    #expect(late == ["swift"])
    third.cancel()
  }

  @Test("recorded on virtual time: values at the times they are accepted")
  func recorded() async {
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let recording = scheduler.record(relay.asSignal())
    await scheduler.advance(by: .seconds(1))
    relay.accept(1)
    await scheduler.advance(by: .seconds(2))
    relay.accept(3)
    await scheduler.advance(by: .seconds(2))
    #expect(recording.events == [.next(.seconds(1), 1), .next(.seconds(3), 3)])
  }
}
