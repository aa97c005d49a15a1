/// When a shared value is saved through its key: after every change, or — for a key with a
/// ``SharedKey/saveInterval`` — once, that long after the first unsaved change, on the
/// scheduler that was the `\.scheduler` dependency where the value was first referenced;
/// and once more, at once, when the value is released with a save still due.
///
/// The pending save holds the reference weakly and reads the value when it fires: holding a
/// copy would make the next in-place change copy the whole value.
final class SharedPersistence<Value: Sendable>: @unchecked Sendable {
  // Unchecked: `pending` and `isDue` are only touched under the owning reference's lock (and in its
  // deinit, which nothing else can run concurrently with).
  private let save: @Sendable (Value) -> Void
  private let interval: Duration?
  private let scheduler: (any Scheduler)?
  private var pending: (any Cancellable)?
  /// A change is unsaved (kept apart from `pending`: a scheduler may run the save inside
  /// `schedule`, before the token exists).
  private var isDue = false

  init<Key: SharedKey<Value>>(key: Key) {
    self.save = { key.save($0) }
    self.interval = key.saveInterval
    self.scheduler = key.saveInterval == nil ? nil : DependencyValues.current.scheduler
  }

  /// Called under the lock after each change.
  func didChange(_ reference: SharedReference<Value>) {
    guard let interval, let scheduler else { return reference.withCurrentValue(save) }
    guard !isDue else { return }
    isDue = true
    pending = scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
      [weak reference] in reference?.saveIfDue()
    }
  }

  /// Called under the lock when the coalescing delay ends.
  func saveDue(_ value: Value) {
    guard isDue else { return }
    isDue = false
    pending = nil
    save(value)
  }

  /// Called when the value is released: saves a change not saved yet.
  func finalSave(_ value: Value) {
    guard isDue else { return }
    pending?.cancel()
    save(value)
  }
}
