import Cascade
import Foundation
import Synchronization

/// Counts through a file-storage `@Shared` on every send.
private struct CountShared: Reducer {
  struct State {
    @Shared var count: Int
  }

  func reduce(into state: inout State, action: Int) -> Effect<Int> {
    state.$count.withLock { $0 &+= action }
    return .none
  }
}

/// The hand-written equivalent: a locked box whose writes mark it dirty, for a save that a
/// timer would make later (what a port wrote before `@Shared`).
private final class CountBox: Sendable {
  private let state = Mutex((count: 0, isDirty: false))

  func add(_ value: Int) {
    state.withLock {
      $0.count &+= value
      $0.isDirty = true
    }
  }

  var count: Int { state.withLock { $0.count } }
}

private struct CountBoxed: Reducer {
  let box: CountBox

  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    box.add(action)
    return .none
  }
}

/// What a shared write costs a send: a `@Shared(.fileStorage)` counter whose writes are
/// coalesced on a scheduler (no file is written during the run: the coalescing second never
/// passes), against a hand-written locked box marked dirty.
///
/// - Returns: The row, and a line with the absolute cost per send and the writes made.
@MainActor
func sharedWriteWorkload(_ n: Int, runs: Int) -> (Row, String) {
  let writes = Mutex(0)
  let storage = FileStorage(read: { _ in nil }, write: { _, _ in writes.withLock { $0 += 1 } })
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("shared write", "shared write reference")
  ) {
    let state = withDependencies {
      $0.defaultFileStorage = storage
      $0.scheduler = TestScheduler()
    } operation: {
      CountShared.State(count: Shared(wrappedValue: 0, .fileStorage(URL(filePath: "/bench.json"))))
    }
    let store = Store(initialState: state) { CountShared() }
    for _ in 0..<n { store.send(1) }
    return store.state.count
  } reference: {
    let box = CountBox()
    let store = Store(initialState: 0) { CountBoxed(box: box) }
    for _ in 0..<n { store.send(1) }
    return box.count
  }
  let perSend = Double(cascade) / Double(n)
  let line =
    "shared write: a send writing a @Shared(.fileStorage) value costs \(Int(perSend.rounded())) "
    + "ns (goal ≤ 1000 ns); file writes during \(runs) runs of \(n) sends: "
    + "\(writes.withLock { $0 }) (one per run: the final write when its store is released)"
  return (
    Row(
      workload: "send writing a file-storage @Shared", cascade: cascade, reference: reference,
      operations: n, target: nil),
    line
  )
}
