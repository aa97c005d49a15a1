import Cascade
import Testing

@Suite("Concurrency helpers (swift-concurrency-extras' names)")
struct ConcurrencyHelpersTests {
  @Test("LockIsolated: changes from many tasks are all kept")
  func lockIsolated() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { for _ in 0..<100 { count.withValue { $0 += 1 } } }
      }
    }
    #expect(count.value == 10_000)
    count.setValue(3)
    #expect(count.value == 3)
    #expect(count == LockIsolated(3))
  }

  @Test("ActorIsolated: changes from many tasks are all kept, and read through the actor")
  func actorIsolated() async {
    let values = ActorIsolated<[Int]>([])
    await withTaskGroup(of: Void.self) { group in
      for value in 0..<100 {
        group.addTask { await values.withValue { $0.append(value) } }
      }
    }
    #expect(await values.value.sorted() == Array(0..<100))
    #expect(await values.count == 100)
    await values.setValue([7])
    #expect(await values.value == [7])
    let doubled = await values.withValue { values -> Int in
      values[0] *= 2
      return values[0]
    }
    #expect(doubled == 14)
    #expect(await values.first == 14)
  }

  @Test("Task.never() suspends until cancelled, then throws CancellationError")
  func taskNever() async {
    let reached = LockIsolated(false)
    let task = Task {
      do {
        try await Task.never()
      } catch {
        reached.setValue(error is CancellationError)
      }
    }
    task.cancel()
    await task.value
    #expect(reached.value)
    // Cancelled before it starts: it throws at once too.
    let early = Task { () -> Bool in
      withUnsafeCurrentTask { $0?.cancel() }
      do { try await Task.never() } catch { return error is CancellationError }
    }
    #expect(await early.value)
  }

  @Test("AsyncStream.finished and AsyncThrowingStream.finished end at once")
  func finishedStreams() async {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    #expect(count == 0)
    struct Boom: Error {}
    await #expect(throws: Boom.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Boom()) {}
    }
    var quiet = 0
    do {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished() { quiet += 1 }
    } catch {
      Issue.record("a finished stream with no error threw \(error)")
    }
    #expect(quiet == 0)
  }

  @Test("Result(catching:) of async work keeps the value or the error")
  @MainActor
  func resultCatching() async throws {
    struct Boom: Error {}
    let success = await Result {
      try await Task.sleep(for: .zero)
      return 3
    }
    #expect(try success.get() == 3)
    let failure = await Result<Int, any Error> {
      try await Task.sleep(for: .zero)
      throw Boom()
    }
    #expect(throws: Boom.self) { try failure.get() }
  }

  @Test("AnyHashableSendable compares and hashes as AnyHashable does")
  func anyHashableSendable() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
    #expect(AnyHashableSendable(Int8(1)) == AnyHashableSendable(1))
    let set: Set = [AnyHashableSendable(1), AnyHashableSendable("one"), AnyHashableSendable(1)]
    #expect(set.count == 2)
    #expect(AnyHashableSendable("one").description == "one")
  }
}
