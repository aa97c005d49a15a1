import Testing

@testable import Cascade

@Suite("Effect")
@MainActor
struct EffectTests {
  struct Boom: Error, CustomStringConvertible {
    var description: String { "Boom" }
  }

  /// A reducer over a log of strings whose effects are chosen by the test.
  static func store(
    _ effect: @escaping (String) -> Effect<String>
  ) -> Store<[String], String> {
    Store(initialState: []) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return effect(action)
      }
    }
  }

  @Test(".run delivers actions through Send")
  func runDelivers() async {
    let store = Self.store { action in
      action == "go"
        ? .run { send in
          await send("one")
          await send("two")
        } : .none
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "one", "two"])
  }

  @Test("an error thrown by .run goes to its catch handler")
  func catchHandler() async {
    let store = Self.store { action in
      guard action == "go" else { return .none }
      return .run { _ in
        throw Boom()
      } catch: { error, send in
        await send("caught \(error)")
      }
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "caught Boom"])
  }

  @Test("an uncaught error is a runtime warning naming the .run call's file and line")
  func uncaughtErrorWarns() async {
    let log = RuntimeWarningLog()
    let line = #line + 3
    let store = Self.store { action in
      guard action == "go" else { return .none }
      return .run { _ in throw Boom() }
    }
    await RuntimeWarning.withSink(log.sink) {
      await store.send("go").finish()
    }
    #expect(log.messages.count == 1)
    let message = log.messages.first ?? ""
    #expect(message.hasPrefix("[Cascade] warning: CascadeTests/EffectTests.swift:\(line): "))
    #expect(message.contains("Boom"))
    #expect(store.state == ["go"])
  }

  @Test("CancellationError and errors after cancellation are silent")
  func cancellationIsSilent() async {
    let log = RuntimeWarningLog()
    let handled = Probe<String>()
    let store = Self.store { action in
      switch action {
      case "throwsCancellation":
        return .run { _ in
          throw CancellationError()
        } catch: { _, _ in
          handled.append("c")
        }
      case "throwsAfterCancel":
        return .run { _ in
          await waitForCancellation()
          throw Boom()
        } catch: { _, _ in
          handled.append("after")
        }
      default:
        return .none
      }
    }
    await RuntimeWarning.withSink(log.sink) {
      await store.send("throwsCancellation").finish()
      let task = store.send("throwsAfterCancel")
      task.cancel()
      await task.finish()
    }
    #expect(log.messages.isEmpty)
    #expect(handled.all.isEmpty)
  }

  @Test("sending after cancellation does nothing")
  func sendAfterCancellation() async {
    let cancelled = Probe<Bool>()
    let store = Self.store { action in
      guard action == "go" else { return .none }
      return .run { send in
        await waitForCancellation()
        await send("late")
        cancelled.append(Task.isCancelled)
      }
    }
    let task = store.send("go")
    task.cancel()
    await cancelled.wait(count: 1)
    #expect(cancelled.all == [true])
    #expect(store.state == ["go"])
  }

  @Test("merge runs effects together")
  func mergeRunsTogether() async {
    let gate = Gate()
    let store = Self.store { action in
      guard action == "go" else { return .none }
      return .merge(
        .run { send in
          await gate.wait()
          await send("waited")
        },
        .run { send in
          await send("free")
          gate.open()
        }
      )
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "free", "waited"])
  }

  @Test("concatenate starts each effect only after the previous one finished")
  func concatenateIsSequential() async {
    let gate = Gate()
    let started = Probe<String>()
    let store = Self.store { action in
      guard action == "go" else { return .none }
      return .concatenate(
        .send("first"),
        .run { send in
          started.append("a")
          await gate.wait()
          await send("a done")
        },
        .send("after a"),
        .run { send in
          started.append("b")
          await send("b done")
        }
      )
    }
    let task = store.send("go")
    await started.wait(count: 1)
    #expect(store.state == ["go", "first"])
    #expect(started.all == ["a"])
    gate.open()
    await task.finish()
    #expect(started.all == ["a", "b"])
    #expect(store.state == ["go", "first", "a done", "after a", "b done"])
  }

  @Test("cancelling a concatenation never starts its remaining effects")
  func cancelledConcatenation() async {
    let started = Probe<String>()
    let store = Self.store { action in
      guard action == "go" else { return .none }
      return .concatenate(
        .run { _ in
          started.append("a")
          await waitForCancellation()
        },
        .run { _ in started.append("b") },
        .send("never")
      )
    }
    let task = store.send("go")
    await started.wait(count: 1)
    task.cancel()
    await task.finish()
    #expect(started.all == ["a"])
    #expect(store.state == ["go"])
  }

  @Test("a cancelled concatenation releases the effects it never started")
  func cancelledConcatenationReleasesItsSteps() async {
    final class Resource: Sendable {}
    final class Tracker: Sendable {
      private struct Reference { weak var resource: Resource? }
      private let reference = Locked(Reference())
      func track(_ resource: Resource) { reference.withLock { $0.resource = resource } }
      var isAlive: Bool { reference.withLock { $0.resource != nil } }
    }
    let started = Probe<String>()
    let tracker = Tracker()
    let store = Self.store { action in
      guard action == "go" else { return .none }
      let resource = Resource()
      tracker.track(resource)
      return .concatenate(
        .run { _ in
          started.append("a")
          await waitForCancellation()
        },
        .run { _ in withExtendedLifetime(resource) {} }
      )
    }
    let task = store.send("go")
    await started.wait(count: 1)
    #expect(tracker.isAlive, "the step not started yet holds it")
    task.cancel()
    await task.finish()
    #expect(!tracker.isAlive, "cancelled, the step is dropped while the store lives on")
    withExtendedLifetime(store) {}
  }

  @Test("map transforms every action an effect produces")
  func mapTransforms() async {
    let store = Self.store { action in
      guard action == "go" else { return .none }
      return Effect<Int>.merge(.send(1), .run { send in await send(2) })
        .map { "n\($0)" }
    }
    await store.send("go").finish()
    #expect(store.state == ["go", "n1", "n2"])
  }

  @Test("merge and concatenate flatten and drop .none")
  func flattening() {
    let merged = Effect<Int>.merge(.none, .send(1), .merge(.send(2), .send(3)))
    guard case .merge(let effects) = merged.operation else {
      Issue.record("expected a merge")
      return
    }
    #expect(effects.count == 3)
    guard case .none = Effect<Int>.concatenate(.none, .none).operation else {
      Issue.record("expected .none")
      return
    }
    guard case .send = Effect<Int>.merge(.none, .send(1)).operation else {
      Issue.record("expected a single send")
      return
    }
  }
}
