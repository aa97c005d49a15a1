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
  private let interval: Duration?
  /// The coalescing clock; `nil` without an interval.
  private let timer: (any Scheduler)?
  /// Whether saves run on the caller's thread (virtual time) rather than the writer queue.
  private let savesInline: Bool
  private let fileID: StaticString
  private let line: UInt
  private let state = Locked(State())
  private let watcher = Locked<FileWatcher?>(nil)

  private struct State {
    /// The latest change not yet saved, and its version.
    var pending: (value: Value, version: UInt64)?
    /// The version of the latest change handed over, saved or not.
    var version: UInt64 = 0
    var lastSave: SchedulerInstant?
    var trailing: (any Cancellable)?
    var reported: Set<String> = []
    weak var reference: SharedReference<Value>?
  }

  init<Key: SharedKey<Value>>(key: Key, fileID: StaticString, line: UInt) {
    self.key = key
    self.interval = key.saveInterval
    // The scheduler is read only for a key that coalesces: an in-memory file storage needs none.
    let scheduler = interval == nil ? nil : DependencyValues.current.scheduler
    self.savesInline = scheduler == nil || scheduler is TestScheduler
    self.timer = savesInline ? scheduler : SharedWrites.scheduler
    self.fileID = fileID
    self.line = line
  }

  /// Ties this persistence to the value it saves, and starts watching the stored value.
  func attach(to reference: SharedReference<Value>) {
    state.withLock { $0.reference = reference }
    guard let watched = key as? any WatchedSharedKey else { return }
    let watcher = watched.watch(on: SharedWrites.queue) { [weak self] in
      self?.storedValueMayHaveChanged()
    }
    self.watcher.withLock { $0 = watcher }
  }

  // MARK: - Changes

  /// A change was made: `value` is the value after it, `version` its order among changes.
  func didChange(_ value: Value, version: UInt64) {
    guard let interval, let timer else {
      return report { try key.save(value) }
    }
    let saveNow = state.withLock { state -> Bool in
      guard version > state.version else { return false }
      state.version = version
      state.pending = (value, version)
      guard state.trailing == nil else { return false }
      let now = timer.now
      if let last = state.lastSave, now < last.advanced(by: interval) {
        state.trailing = scheduleSave(at: last.advanced(by: interval))
        return false
      }
      state.lastSave = now
      return true
    }
    SharedWrites.add(self)
    if saveNow { save(waiting: savesInline) }
  }

  /// The last reference went away: a pending change is saved now.
  func referenceReleased() {
    let hasPending = state.withLock { state in
      state.trailing?.cancel()
      state.trailing = nil
      return state.pending != nil
    }
    if hasPending { save(waiting: savesInline) }
  }

  private func scheduleSave(at deadline: SchedulerInstant) -> (any Cancellable)? {
    timer?.schedule(after: deadline) { [weak self] in
      guard let self else { return }
      let due = self.state.withLock { state in
        state.trailing = nil
        guard state.pending != nil else { return false }
        state.lastSave = self.timer?.now
        return true
      }
      if due { self.save(waiting: true) }
    }
  }

  // MARK: - Saving

  /// Saves the pending change on the writer queue.
  private func save(waiting: Bool) {
    SharedWrites.run(waiting: waiting) { [self] in flushOnWriter() }
  }

  func flushOnWriter() {
    guard let (value, version) = state.withLock({ $0.pending }) else {
      return SharedWrites.remove(self)
    }
    do {
      try key.save(value)
      state.withLock { state in
        state.reported = []
        if state.pending?.version == version { state.pending = nil }
      }
    } catch {
      reportOnce(error)
      retryLater()
    }
    if state.withLock({ $0.pending == nil }) { SharedWrites.remove(self) }
  }

  private func retryLater() {
    guard let interval, let timer else { return }
    state.withLock { state in
      guard state.trailing == nil else { return }
      state.trailing = scheduleSave(at: timer.now.advanced(by: interval))
    }
  }

  /// Saves `value` now, on the writer queue, waiting for it (``Shared/save()``).
  func saveNow(_ value: Value, version: UInt64) throws {
    let failure = Locked<(any Error)?>(nil)
    SharedWrites.run(waiting: true) { [self] in
      do {
        try key.save(value)
        state.withLock { state in
          if let pending = state.pending, pending.version <= version { state.pending = nil }
        }
      } catch {
        failure.withLock { $0 = error }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
  }

  // MARK: - Loading

  /// Loads the stored value now, on the writer queue (``Shared/load()``); a pending change is
  /// dropped for it.
  func loadNow() throws -> Value? {
    let result = Locked<Result<Value?, any Error>>(.success(nil))
    SharedWrites.run(waiting: true) { [self] in
      result.withLock { $0 = Result { try key.load() } }
      if case .success(.some) = result.withLock({ $0 }) {
        state.withLock { $0.pending = nil }
      }
    }
    return try result.withLock { $0 }.get()
  }

  /// The watcher saw the stored value's folder change: load it unless a change is pending.
  private func storedValueMayHaveChanged() {
    guard let watched = key as? any WatchedSharedKey, watched.changedOutside() else { return }
    let (isPending, reference) = state.withLock { ($0.pending != nil, $0.reference) }
    // A pending change is written next, and that save keeps the other version beside it.
    guard !isPending, let reference else { return }
    do {
      if let value = try key.load() { reference.replaceWithLoaded(value) }
    } catch {
      reportOnce(error)
    }
  }

  // MARK: - Reporting

  private func report(_ work: () throws -> Void) {
    do { try work() } catch { reportOnce(error) }
  }

  private func reportOnce(_ error: any Error) {
    let cause = "\(error)"
    let isNew = state.withLock { $0.reported.insert(cause).inserted }
    guard isNew else { return }
    RuntimeWarning.report(
      """
      @Shared(\(key.keyDescription)) was not saved: \(cause). The change is kept in memory and \
      saved again at the next change, after \(interval.map { "\($0)" } ?? "the next change"), \
      and at exit.
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
