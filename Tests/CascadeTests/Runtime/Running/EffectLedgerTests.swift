import Testing

@testable import Cascade

/// A handle the ledger holds; the ledger never calls it (the store does).
private struct Handle: Cancellable {
  func cancel() {}
}

/// A context under the given cancel ids, in the given concatenation steps.
private func context(_ ids: [String] = [], steps: [UInt64] = []) -> EffectContext {
  var context = EffectContext(task: .top)
  context.steps = steps
  for id in ids { context.cancelIDs.append(CancelID(id)) }
  return context
}

@Suite("EffectLedger: the running effects' bookkeeping, as a pure value")
struct EffectLedgerTests {
  @Test("a retired record leaves every index, and retiring it again finds nothing")
  func retireLeavesEveryIndex() {
    var ledger = EffectLedger()
    let id = ledger.makeRecordID()
    ledger.register(id, handle: Handle(), live: nil, in: context(["a", "b"]))
    #expect(ledger.cancel(CancelID("a"))?.sorted() == [id])
    #expect(ledger.cancel(CancelID("b"))?.sorted() == [id])
    let retired = ledger.retire(id)
    #expect(retired != nil)
    #expect(ledger.cancel(CancelID("a")) == nil)
    #expect(ledger.cancel(CancelID("b")) == nil)
    #expect(ledger.records.isEmpty)
    let retiredAgain = ledger.retire(id)
    #expect(retiredAgain == nil)
    ledger._checkInvariants()
  }

  @Test("an id shared by two records stays until the second is retired")
  func sharedCancelID() {
    var ledger = EffectLedger()
    let first = ledger.makeRecordID()
    let second = ledger.makeRecordID()
    ledger.register(first, handle: Handle(), live: nil, in: context(["timer"]))
    ledger.register(second, handle: Handle(), live: nil, in: context(["timer"]))
    #expect(ledger.cancel(CancelID("timer"))?.sorted() == [first, second])
    _ = ledger.retire(first)
    #expect(ledger.cancel(CancelID("timer"))?.sorted() == [second])
    _ = ledger.retire(second)
    #expect(ledger.cancel(CancelID("timer")) == nil)
    ledger._checkInvariants()
  }

  @Test("ids matching a filter come in the order their first record started")
  func filterOrder() {
    var ledger = EffectLedger()
    for name in ["b", "a", "b", "c"] {
      ledger.register(ledger.makeRecordID(), handle: Handle(), live: nil, in: context([name]))
    }
    let all = ledger.cancellableIDs(matching: CancelFilter { _ in true })
    #expect(all == [CancelID("b"), CancelID("a"), CancelID("c")])
    let notA = ledger.cancellableIDs(matching: CancelFilter { $0 != CancelID("a") })
    #expect(notA == [CancelID("b"), CancelID("c")])
  }

  @Test("a concatenation's step is finished, once, when its last record is retired")
  func concatenationStep() throws {
    var ledger = EffectLedger()
    let concatenation = ledger.makeRecordID()
    ledger.register(concatenation, handle: Handle(), live: nil, in: context())
    ledger.startConcatenation(concatenation, in: context())
    let next = ledger.nextStepContext(of: concatenation)
    let step = try #require(next)
    #expect(step.steps == [concatenation])
    let first = ledger.makeRecordID()
    let second = ledger.makeRecordID()
    ledger.register(first, handle: Handle(), live: nil, in: step)
    ledger.register(second, handle: Handle(), live: nil, in: step)
    let isRunning = ledger.stepIsRunning(concatenation)
    #expect(isRunning)
    #expect(ledger.runningInStep(concatenation) == [first, second])
    _ = ledger.retire(first)
    let none = ledger.popFinishedStep()
    #expect(none == nil)
    _ = ledger.retire(second)
    let finished = ledger.popFinishedStep()
    #expect(finished == concatenation)
    let again = ledger.popFinishedStep()
    #expect(again == nil)
    ledger._checkInvariants()
  }

  @Test("a step that finished while its concatenation was retired is not continued")
  func cancelledConcatenation() throws {
    var ledger = EffectLedger()
    let concatenation = ledger.makeRecordID()
    ledger.register(concatenation, handle: Handle(), live: nil, in: context())
    ledger.startConcatenation(concatenation, in: context())
    let next = ledger.nextStepContext(of: concatenation)
    let step = try #require(next)
    let work = ledger.makeRecordID()
    ledger.register(work, handle: Handle(), live: nil, in: step)
    let isRunning = ledger.stepIsRunning(concatenation)
    #expect(isRunning)
    _ = ledger.retire(work)
    _ = ledger.retire(concatenation)
    let none = ledger.popFinishedStep()
    #expect(none == nil)
    let gone = ledger.nextStepContext(of: concatenation)
    #expect(gone == nil)
  }

  @Test("a step that ends before its starter returns is not waited for")
  func stepThatEndedAtOnce() {
    var ledger = EffectLedger()
    let concatenation = ledger.makeRecordID()
    ledger.startConcatenation(concatenation, in: context())
    _ = ledger.nextStepContext(of: concatenation)
    let isRunning = ledger.stepIsRunning(concatenation)
    #expect(!isRunning)
  }

  @Test("a handle set after its record retired is refused, so the caller cancels it")
  func lateHandle() {
    var ledger = EffectLedger()
    let id = ledger.makeRecordID()
    ledger.register(id, handle: Handle(), live: nil, in: context())
    let set = ledger.setHandle(Handle(), for: id)
    #expect(set)
    _ = ledger.retire(id)
    let late = ledger.setHandle(Handle(), for: id)
    #expect(!late)
  }
}
