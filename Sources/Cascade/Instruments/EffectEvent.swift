/// One effect a store runs, as its instruments see it start and end.
///
/// ```swift
/// func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration) {
///   print("\(event.kind) started by action #\(event.startedBy ?? 0): \(outcome)")
/// }
/// ```
public struct EffectEvent: Sendable, Hashable {
  /// The store that runs it.
  public let store: StoreID
  /// The effect's number in its store, unique while the store lives.
  public let id: UInt64
  /// What kind of work it is.
  public let kind: EffectKind
  /// The innermost cancellation id it runs under (`.cancellable(id:)`, `debounce`, a queue's
  /// id…), if any. A presented child's or a row's ids are private to it: they carry its
  /// identity too.
  public let cancelID: AnyHashableSendable?
  /// The ``ActionEvent/sequence`` of the action whose reducer returned it — for a
  /// concatenation's later step or a queued effect, the action that returned the
  /// concatenation or queued it; `nil` for the store's mount work.
  public let startedBy: UInt64?
  /// When it started, on the store's `\.scheduler` (or when it ended, in
  /// ``StoreInstrument/effectEnded(_:outcome:duration:)``); `.zero` when no attached
  /// instrument needs ``InstrumentNeeds/times``.
  public let time: SchedulerInstant

  /// Creates an event; the store makes them.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - id: The effect's number.
  ///   - kind: Its kind.
  ///   - cancelID: Its innermost cancellation id.
  ///   - startedBy: The action that started it.
  ///   - time: When it started or ended.
  public init(
    store: StoreID, id: UInt64, kind: EffectKind, cancelID: AnyHashableSendable?,
    startedBy: UInt64?, time: SchedulerInstant
  ) {
    self.store = store
    self.id = id
    self.kind = kind
    self.cancelID = cancelID
    self.startedBy = startedBy
    self.time = time
  }
}
