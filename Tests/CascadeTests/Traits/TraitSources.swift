import CascadeTesting
import Testing

@testable import Cascade

/// An async sequence for trait tests: yields `elements`, each after `step` on a scheduler,
/// then ends, or throws `Outage` when `fails`. It counts iterations started and iterations cancelled.
struct PacedSequence: AsyncSequence, Sendable {
  struct Outage: Error, Equatable {}

  final class Counts: Sendable {
    private let storage = Locked((iterations: 0, cancellations: 0))
    var iterations: Int { storage.withLock { $0.iterations } }
    var cancellations: Int { storage.withLock { $0.cancellations } }
    func iterated() { storage.withLock { $0.iterations += 1 } }
    func cancelled() { storage.withLock { $0.cancellations += 1 } }
  }

  let elements: [Int]
  let step: Duration
  let scheduler: any Scheduler
  var fails = false
  let counts = Counts()

  struct AsyncIterator: AsyncIteratorProtocol {
    let source: PacedSequence
    var index = 0

    mutating func next() async throws -> Int? {
      do {
        try await source.scheduler.sleep(for: source.step)
      } catch {
        source.counts.cancelled()
        throw error
      }
      guard index < source.elements.count else {
        if source.fails { throw Outage() }
        return nil
      }
      defer { index += 1 }
      return source.elements[index]
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    counts.iterated()
    return AsyncIterator(source: self)
  }
}

/// A store of one text field: the source of drivers and signals in trait tests.
struct QueryFeature: Reducer {
  struct State: Equatable {
    var query = ""
  }

  enum Action: Equatable {
    case type(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .type(let query): state.query = query
    }
    return .none
  }
}

/// A hot source for marble tests, as RxTest's `createHotObservable`: each event happens at its
/// virtual time whether or not anyone listens; a subscriber sees the events from its
/// connection on.
@MainActor
func hotNode<Value>(
  _ events: [Recorded<Value>],
  on scheduler: TestScheduler,
  replay: TraitNode<Value>.Replay
) -> TraitNode<Value> {
  TraitNode(replay: replay) { node in
    let connection = node.connection
    let tokens = events.filter { $0.time >= scheduler.now.sinceOrigin }.map { event in
      TraitNode<Value>.schedule(
        after: event.time - scheduler.now.sinceOrigin, on: scheduler,
        site: "marble"
      ) {
        switch event {
        case .next(_, let value): node.send(value, from: connection)
        case .completed: node.finish(from: connection)
        case .error: Issue.record("A trait's marble source cannot fail; use createHotSignal.")
        }
      }
    }
    return AnyCancellable { for token in tokens { token.cancel() } }
  }
}

/// A hot signal of `events` (see ``hotNode(_:on:replay:)``).
@MainActor
func hotSignal<Value>(_ events: [Recorded<Value>], on scheduler: TestScheduler) -> Signal<Value> {
  Signal(node: hotNode(events, on: scheduler, replay: .none))
}

/// A hot driver of `events` (see ``hotNode(_:on:replay:)``): it replays its latest value.
@MainActor
func hotDriver<Value>(_ events: [Recorded<Value>], on scheduler: TestScheduler) -> Driver<Value> {
  Driver(node: hotNode(events, on: scheduler, replay: .latest))
}

/// Shorthand for marble times in tests: `ms(210)`.
func ms(_ milliseconds: Int) -> Duration { .milliseconds(milliseconds) }
