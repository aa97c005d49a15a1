import Foundation

/// Where a ``DistributedStore`` writes what it applied before it acknowledges it, so that an
/// acknowledged action survives a crash: ``DistributedStore/resume(from:actorSystem:reducer:)``
/// rebuilds the store from it.
///
/// ```swift
/// let journal = FileJournal(url: dataDirectory.appending(path: "wallet.journal"))
/// let wallet = DistributedStore(
///   initialState: Wallet.State(), actorSystem: system, journal: journal
/// ) { Wallet() }
/// // …after a crash, on the restarted node:
/// let recovered = try await DistributedStore<Wallet.State, Wallet.Action, ClusterSystem>
///   .resume(from: journal, actorSystem: system) { Wallet() }
/// ```
///
/// A journal holds opaque records, oldest first; the store decides what they say (its state
/// after the actions of a write and those actions' ids, so a reducer that reads the date or a
/// random id recovers exactly the state it acknowledged — nothing is replayed through it).
/// Conform a database table or a replicated log to plug it in: three operations, each durable
/// when it returns.
///
/// One store writes a journal at a time; the store calls these one after another, never
/// concurrently.
public protocol StoreJournal: Sendable {
  /// Every record, oldest first, since the last ``replace(with:)``.
  ///
  /// - Returns: The records.
  /// - Throws: When the records cannot be read, or are damaged: a journal never skips a
  ///   record silently.
  func records() async throws -> [Data]

  /// Adds `record` after the others; returns once a crash can no longer lose it.
  ///
  /// - Parameter record: The record.
  /// - Throws: When it may not be durable; the store then applies nothing more.
  func append(_ record: Data) async throws

  /// Replaces every record with `record`, atomically (a crash leaves either the old records or
  /// the new one), and durably: how the store starts a journal and keeps it short.
  ///
  /// - Parameter record: The record that stands for all before it.
  /// - Throws: When the replacement may not be durable; the old records are then intact.
  func replace(with record: Data) async throws
}
