import Foundation

/// When a persisted shared value is written, and what happens when a write fails or the
/// stored value changes behind its back.
///
/// - Without a `saveInterval`, every change is saved at once, on the thread that made it.
/// - With one, the first change after a quiet interval is saved at once and later ones are
///   coalesced: at most one save per interval, of the latest value (swift-sharing's rule).
///   Under a ``TestScheduler`` (the `\.scheduler` where the value was first referenced) the
///   interval is virtual and saves run on the test's thread; otherwise saves and the interval
///   run on ``SharedWrites``' background queue, so a change never waits for the main thread
///   and a large value is encoded off it.
/// - A change not yet saved is a pending write (``SharedWrites``): written at once when the
///   last reference goes away, and at the process's exit.
/// - A failed save is retried at the next change, after the next interval, and at exit,
///   until it succeeds; each cause is reported once, naming the `@Shared` declaration.
/// - A key whose store can change from outside (a file) is watched: a change made by another
///   process is loaded and announced, unless a change here is pending — then the save keeps
///   both (see ``FileStorageKey``).
final class SharedPersistence<Value: Sendable>: SharedWrites.PendingWrite {
  private let key: any SharedKey<Value>
  /// When to save, for a key with a save interval; `nil`: every change is saved at once.
  private let schedule: SaveSchedule?
  /// Whether saves run on the caller's thread (virtual time, or no interval) rather than the
  /// writer queue.
  private let savesInline: Bool
  private let fileID: StaticString
  private let line: UInt
  /// Where the value to save is read: the reference while it lives, then its last value.
  private let source = Locked(Source())
  private let watcher = Locked<FileWatcher?>(nil)
  /// Failures already reported: saves for a key without an interval, and loads the watcher
  /// made.
  private let reported = Locked<Set<String>>([])

  private struct Source {
    weak var reference: SharedReference<Value>?
    var lastValue: (value: Value, version: UInt64)?
  }

  init<Key: SharedKey<Value>>(key: Key, fileID: StaticString, line: UInt) {
    self.key = key
    self.fileID = fileID
    self.line = line
    guard let interval = key.saveInterval else {
      schedule = nil
      savesInline = true
      return
    }
    // The scheduler is read only for a key that coalesces: an in-memory file storage needs none.
    let scheduler = DependencyValues.current.scheduler
    savesInline = scheduler is TestScheduler
    schedule = SaveSchedule(
      interval: interval, timer: savesInline ? scheduler : SharedWrites.scheduler)
  }

  /// Ties this persistence to the value it saves, and starts watching the stored value.
  func attach(to reference: SharedReference<Value>) {
    source.withLock { $0.reference = reference }
    schedule?.setOwner(self)
    guard let watched = key as? any WatchedSharedKey else { return }
    let watcher = watched.watch(on: SharedWrites.queue) { [weak self] in
      self?.storedValueMayHaveChanged()
    }
    self.watcher.withLock { $0 = watcher }
  }

  // MARK: - Changes

  /// Change number `version` was made to the value.
  func didChange(version: UInt64) {
    guard let schedule else {
      // No interval: saved at once, on this thread (an in-memory file storage under a test).
      return flushOnWriter()
    }
    if schedule.changed(version) { save() }
  }

  /// The last reference went away with `value` (change number `version`): a pending change is
  /// saved now, from that value.
  func referenceReleased(value: Value, version: UInt64) {
    guard schedule?.released() == true else { return }
    source.withLock { $0.lastValue = (value, version) }
    save()
  }

  // MARK: - Saving

  /// Saves the pending change: on the writer queue, or inline on virtual time.
  private func save() {
    SharedWrites.run(waiting: savesInline) { [self] in flushOnWriter() }
  }

  /// The value to save and its change number: the reference's now, or its last.
  private func currentValue() -> (value: Value, version: UInt64)? {
    source.withLock { source in source.reference?.versionedValue() ?? source.lastValue }
  }

  func flushOnWriter() {
    guard schedule?.isPending ?? true, let (value, version) = currentValue() else { return }
    do {
      try key.save(value)
      saved(through: version)
    } catch {
      report(error)
    }
  }

  private func saved(through version: UInt64) {
    if let schedule {
      schedule.saved(through: version)
    } else {
      reported.withLock { $0 = [] }
    }
  }

  /// Saves `value` (change number `version`) now, on the writer queue, waiting for it
  /// (``Shared/save()``).
  func saveNow(_ value: Value, version: UInt64) throws {
    let failure = Locked<(any Error)?>(nil)
    SharedWrites.run(waiting: true) { [self] in
      do {
        try key.save(value)
        saved(through: version)
      } catch {
        failure.withLock { $0 = error }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
  }

  // MARK: - Loading

  /// Loads the stored value now, on the writer queue (``Shared/load()``), for change number
  /// `version`: changes up to it are replaced by the stored value.
  func loadNow(replacing version: UInt64) throws -> Value? {
    let result = Locked<Result<Value?, any Error>>(.success(nil))
    SharedWrites.run(waiting: true) { [self] in
      result.withLock { $0 = Result { try key.load() } }
      if case .success(.some) = result.withLock({ $0 }) { saved(through: version) }
    }
    return try result.withLock { $0 }.get()
  }

  /// The watcher saw the stored value's folder change: load it unless a change is pending.
  private func storedValueMayHaveChanged() {
    guard let watched = key as? any WatchedSharedKey, watched.changedOutside() else { return }
    // A pending change is written next, and that save keeps the other version beside it.
    guard schedule?.isPending != true, let reference = source.withLock({ $0.reference })
    else { return }
    do {
      if let value = try key.load() { reference.replaceWithLoaded(value) }
    } catch {
      let cause = "\(error)"
      guard reported.withLock({ $0.insert(cause).inserted }) else { return }
      RuntimeWarning.report(
        "@Shared(\(key.keyDescription)) changed outside but was not loaded: \(cause).",
        fileID: fileID, line: line)
    }
  }

  // MARK: - Reporting

  /// Reports a failed save or load, once per cause until a save succeeds; a save is retried
  /// after the interval (and at the next change, and at exit).
  private func report(_ error: any Error) {
    let cause = "\(error)"
    let isNew =
      schedule?.failed(cause) ?? reported.withLock { $0.insert(cause).inserted }
    guard isNew else { return }
    let retries =
      schedule.map { "at the next change, after \($0.interval), and at exit" }
      ?? "at the next change"
    RuntimeWarning.report(
      """
      @Shared(\(key.keyDescription)) was not saved: \(cause). The change is kept in memory and \
      saved again \(retries).
      """,
      fileID: fileID,
      line: line
    )
  }
}

/// A key whose stored value can change from outside the process, and that can say so.
protocol WatchedSharedKey {
  /// Starts watching; `onChange` runs on `queue` when the stored value may have changed.
  func watch(on queue: DispatchQueue, onChange: @escaping @Sendable () -> Void) -> FileWatcher?
  /// Whether the stored value is not the one this key last loaded or saved.
  func changedOutside() -> Bool
}
