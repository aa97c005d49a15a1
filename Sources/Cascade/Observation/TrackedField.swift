/// One field a ``FieldTracker`` tracks: how to tell the registrar about it, and how to
/// compare it after each send while it is active.
@MainActor
@usableFromInline
final class TrackedField {
  /// Registers an access with the registrar (inside tracking it records interest).
  @usableFromInline let access: () -> Void
  /// Tells the registrar the field changed.
  let notify: () -> Void
  /// Makes the observer that runs after each send while the field is active: it remembers
  /// the current value and calls ``fire()`` when a send changed it. Built where the field's
  /// type is known, so the comparison is as specialized as a driver's.
  let arm: (TrackedField) -> () -> Void
  /// The core observer of an active field; `nil` while the field is dormant.
  var observerID: UInt64?
  /// Weak: a tracker that is going away removes its fields' observers in its deinit.
  weak var tracker: FieldTracker?

  @usableFromInline
  init(
    access: @escaping () -> Void,
    notify: @escaping () -> Void,
    arm: @escaping (TrackedField) -> () -> Void
  ) {
    self.access = access
    self.notify = notify
    self.arm = arm
  }

  /// The field changed in the send that just finished.
  @usableFromInline
  func fire() {
    tracker?.changed(self)
  }
}
