import Cascade
import Foundation

/// A `StoreJournal` in memory, for tests of durability: its writes can take virtual time on
/// the test's scheduler, a test can crash it mid-write or make its writes fail, and it counts
/// its writes (how well a store groups its commits).
///
/// ```swift
/// let journal = TestJournal(scheduler: scheduler, writeLatency: .milliseconds(2))
/// let store = DistributedStore(
///   initialState: Account.State(), actorSystem: node, journal: journal
/// ) { Account() }
/// // …a send under way, then the node dies:
/// network.crash("a")
/// journal.crash()
/// let recovered = try await NetworkedAccount.resume(from: journal, actorSystem: node) {
///   Account()
/// }
/// ```
///
/// It outlives the store that writes it, as a file outlives a process: what a write finished
/// is kept, what a ``crash()`` cut off is not.
public final class TestJournal: StoreJournal, CustomStringConvertible {
  /// Why a write did not land.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What happened.
    public let description: String
  }

  private struct State {
    var records: [Data] = []
    var writes = 0
    var crashes = 0
    var isCrashed = false
    var failure: String?
  }

  /// The journal's name in errors.
  public let name: String
  /// How long each write takes, on the scheduler.
  public let writeLatency: Duration
  private let scheduler: TestScheduler?
  private let state = LockIsolated(State())

  /// Creates an empty journal.
  ///
  /// - Parameters:
  ///   - name: Its name in errors.
  ///   - scheduler: The test's scheduler, when writes take time.
  ///   - writeLatency: How long each write takes on `scheduler` (ignored without one).
  public init(
    name: String = "test journal", scheduler: TestScheduler? = nil,
    writeLatency: Duration = .zero
  ) {
    self.name = name
    self.scheduler = scheduler
    self.writeLatency = writeLatency
  }

  /// The journal's name.
  public var description: String { name }

  /// The records it holds, oldest first.
  public var storedRecords: [Data] { state.withValue { $0.records } }

  /// How many writes (appends and replacements) landed.
  public var writeCount: Int { state.withValue { $0.writes } }

  /// While set, every write fails with this text and lands nothing (a full disk).
  public var failure: String? {
    get { state.withValue { $0.failure } }
    set { state.withValue { $0.failure = newValue } }
  }

  /// Crashes the process that writes the journal: writes under way are lost and fail, and
  /// every later write fails until a store reads the journal again (the recovered process,
  /// in `DistributedStore.resume(from:actorSystem:reducer:)`).
  public func crash() {
    state.withValue {
      $0.crashes += 1
      $0.isCrashed = true
    }
  }

  /// The records, oldest first; a read after ``crash()`` reopens the journal for writes.
  ///
  /// - Returns: The records.
  public func records() async throws -> [Data] {
    state.withValue { state in
      state.isCrashed = false
      return state.records
    }
  }

  /// Appends `record`, after the write latency.
  ///
  /// - Parameter record: The record.
  /// - Throws: ``Failure`` when the journal crashed meanwhile or its writes fail.
  public func append(_ record: Data) async throws {
    try await write { $0.append(record) }
  }

  /// Replaces every record with `record`, after the write latency.
  ///
  /// - Parameter record: The record.
  /// - Throws: ``Failure`` when the journal crashed meanwhile or its writes fail.
  public func replace(with record: Data) async throws {
    try await write { $0 = [record] }
  }

  private func write(_ change: @Sendable (inout [Data]) -> Void) async throws {
    let crashes = state.withValue { $0.crashes }
    if let scheduler, writeLatency > .zero {
      let wait = SettledWait<Void>()
      scheduler.schedule(after: scheduler.now.advanced(by: writeLatency)) { wait.resolve(()) }
      await wait.wait()
    }
    try state.withValue { state in
      if let failure = state.failure { throw Failure(description: failure) }
      guard state.crashes == crashes, !state.isCrashed else {
        throw Failure(description: "\(name) crashed before the write landed")
      }
      change(&state.records)
      state.writes += 1
    }
  }
}
