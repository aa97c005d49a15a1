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
    + "\(writes.withLock { $0 }) (two per run: the first change at once, the last when its "
    + "store is released)"
  return (
    Row(
      workload: "send writing a file-storage @Shared", cascade: cascade, reference: reference,
      operations: n, target: nil),
    line
  )
}

private struct LargeShared: Reducer {
  struct State {
    @Shared var numbers: [Int]
  }

  func reduce(into state: inout State, action: Int) -> Effect<Int> {
    state.$numbers.withLock { $0[action % $0.count] = action }
    return .none
  }
}

/// A send changing one element of a large `@Shared(.fileStorage)` array, on the live file
/// system: how long the main thread is held (wall-clock), against copying the array — the
/// least a change can cost while a write of the previous value is still reading it. The JSON
/// encoding and the write happen on Cascade's writer queue, not here.
@MainActor
func largeSharedWriteWorkload(elements: Int, runs: Int) -> (Row, String) {
  let directory = FileManager.default.temporaryDirectory
    .appending(path: "cascade-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  let original = Array(0..<elements)
  let state = LargeShared.State(
    numbers: Shared(wrappedValue: original, .fileStorage(directory.appending(path: "n.json"))))
  let store = Store(initialState: state) { LargeShared() }
  var cascade: [UInt64] = []
  var reference: [UInt64] = []
  var checksum = 0
  for run in 1...runs {
    let start = wallNanoseconds()
    store.send(run)
    cascade.append(wallNanoseconds() - start)
    var copy = original
    let copyStart = wallNanoseconds()
    copy[run % copy.count] = run
    reference.append(wallNanoseconds() - copyStart)
    checksum &+= copy[run % copy.count]
  }
  verify(store.state.numbers[runs % elements] == runs && checksum > 0, "large shared write")
  SharedWrites.flush()
  let megabytes = Double(elements * MemoryLayout<Int>.stride) / 1_000_000
  let row = Row(
    workload: "send changing a \(Int(megabytes.rounded())) MB file-storage @Shared",
    cascade: median(cascade), reference: median(reference), operations: 1, target: 1.5)
  let line =
    "large shared write: a send changing one element of a \(String(format1: megabytes)) MB "
    + "@Shared(.fileStorage) array holds the main thread \(median(cascade) / 1_000) µs "
    + "(copying the array: \(median(reference) / 1_000) µs; encoding and writing it run on the "
    + "writer queue)"
  return (row, line)
}

private struct Observed: Reducer {
  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state += action
    return .none
  }
}

/// A `@Shared(.inMemory)` write after `stores` observed stores joined the process's registry
/// and left — each released before its driver's subscription, the order that once left an
/// entry behind — against the same write before they came (what a fresh process has). The
/// two are measured one after the other, not alternately: the churn happens once, between.
@MainActor
func sharedWriteAfterChurnWorkload(_ n: Int, stores: Int, runs: Int) -> Row {
  let shared = Shared(wrappedValue: 0, .inMemory("benchmark.churn"))
  let writes = {
    shared.withLock { $0 = 0 }
    for _ in 0..<n { shared.withLock { $0 &+= 1 } }
    return shared.wrappedValue
  }
  let verify = { (checksum: Int) in checksum == n }
  let reference = measure(runs: runs, writes, verify: verify, name: "write before churn")
  var subscriptions: [AnyCancellable] = []
  do {
    let released = (0..<stores).map { _ in Store(initialState: 0) { Observed() } }
    subscriptions = released.map { $0.driver(\.self).drive { _ in } }
  }
  for subscription in subscriptions { subscription.cancel() }
  let cascade = measure(runs: runs, writes, verify: verify, name: "write after churn")
  return Row(
    workload: "@Shared write after \(stores) stores came and went", cascade: cascade,
    reference: reference, operations: n, target: 1.2)
}
