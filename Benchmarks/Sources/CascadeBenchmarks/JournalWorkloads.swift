import Cascade
import Distributed
import Foundation

private typealias LocalTally = DistributedStore<Int, Int, LocalTestingDistributedActorSystem>

/// A journal that counts the writes it passes to another: a team's own journal wrapping the
/// file one, through the protocol.
private struct CountingJournal: StoreJournal {
  actor Counter {
    var writes = 0
    func add() { writes += 1 }
  }

  let base: FileJournal
  let counter = Counter()

  func records() async throws -> [Data] { try await base.records() }

  func append(_ record: Data) async throws {
    try await base.append(record)
    await counter.add()
  }

  func replace(with record: Data) async throws {
    try await base.replace(with: record)
    await counter.add()
  }
}

/// `sends` sends acknowledged through a `FileJournal` in a temporary folder, wall-clock (the
/// cost is the disk's `fsync`, not CPU): from one caller awaiting each send (one write each),
/// and from `callers` concurrent callers (group commit: a write holds what was applied while
/// the one before it was under way), against the same sends with no journal.
func journalWorkload(sends: Int, callers: Int) async -> String {
  let system = LocalTestingDistributedActorSystem()
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("cascade-bench-journal-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  let clock = ContinuousClock()

  func perSend(_ duration: Duration, count: Int = sends) -> Double {
    Double(duration.components.seconds) * 1e6 / Double(count)
      + Double(duration.components.attoseconds) / 1e12 / Double(count)
  }

  let plain = LocalTally(initialState: 0, actorSystem: system) { DistributedTally() }
  let bare = await clock.measure {
    for n in 0..<sends { try? await plain.send(1, id: ActionID("\(n)")) }
  }

  let sequentialFile = directory.appendingPathComponent("sequential.journal")
  let sequential = LocalTally(
    initialState: 0, actorSystem: system, journal: FileJournal(url: sequentialFile)
  ) { DistributedTally() }
  let oneCaller = await clock.measure {
    for n in 0..<sends { try? await sequential.send(1, id: ActionID("\(n)")) }
  }

  let groupedFile = directory.appendingPathComponent("grouped.journal")
  let counting = CountingJournal(base: FileJournal(url: groupedFile))
  let grouped = LocalTally(initialState: 0, actorSystem: system, journal: counting) {
    DistributedTally()
  }
  let perCaller = sends / callers
  let manyCallers = await clock.measure {
    await withTaskGroup(of: Void.self) { group in
      for caller in 0..<callers {
        group.addTask {
          for n in 0..<perCaller {
            try? await grouped.send(1, id: ActionID("\(caller)-\(n)"))
          }
        }
      }
    }
  }
  let writes = await counting.counter.writes
  let totals = [(try? await sequential.state) ?? -1, (try? await grouped.state) ?? -1]
  let applied = totals == [sends, perCaller * callers] ? "all applied" : "MISSED: \(totals)"
  let grouping = perSend(manyCallers, count: perCaller * callers)
  let speedup = perSend(oneCaller) / grouping
  let verdict = speedup >= 8 ? "ok" : "MISSED"
  return "journal: \(sends) sends acknowledged through a FileJournal (fsync'd), wall-clock: "
    + "one caller \(String(format1: perSend(oneCaller))) µs per send (a write each), "
    + "\(callers) concurrent callers \(String(format1: grouping)) µs per send "
    + "(group commit: \(perCaller * callers) sends in \(writes) writes; "
    + "\(String(format1: speedup))x "
    + "cheaper, goal ≥ 8x: \(verdict)); no journal \(String(format1: perSend(bare))) µs per "
    + "send; \(applied)"
}

/// `sends` actions through a store remembering the last `window` ids: how much resident
/// memory the last nine tenths add (goal: flat), against a store remembering every id.
func windowedMemoryWorkload(sends: Int, window: Int) async -> String {
  guard residentBytes() != nil else {
    return "windowed store memory: not measured (no /proc/self/statm on this platform)"
  }
  let system = LocalTestingDistributedActorSystem()

  func growth(of store: LocalTally) async -> Double {
    let tenth = sends / 10
    for _ in 0..<tenth { try? await store.send(1, id: ActionID()) }
    let warm = residentBytes() ?? 0
    for _ in tenth..<sends { try? await store.send(1, id: ActionID()) }
    return Double((residentBytes() ?? 0) - warm) / 1_048_576
  }

  let windowed = LocalTally(initialState: 0, actorSystem: system, rememberedIDs: window) {
    DistributedTally()
  }
  let flat = await growth(of: windowed)
  let everyID = LocalTally(initialState: 0, actorSystem: system) { DistributedTally() }
  let unbounded = await growth(of: everyID)
  let total = (try? await windowed.state) ?? -1
  let verdict = flat <= 2 && total == sends ? "ok" : "MISSED"
  return "windowed store memory: \(sends) actions with fresh ids through a store remembering "
    + "\(window) grow resident memory by \(String(format1: flat)) MiB over the last nine "
    + "tenths (goal ≤ 2: \(verdict)); remembering every id, \(String(format1: unbounded)) MiB"
}
