/// Listens to what a running store does: each action it reduces, each effect it runs, each
/// warning it raises. Every method defaults to doing nothing, so an instrument implements
/// only what it reads.
///
/// ```swift
/// struct ActionCounter: StoreInstrument {
///   let count = Counter()   // any Sendable box
///   var needs: InstrumentNeeds { [] }   // counts need no clock and no state comparison
///   func actionReceived(_ event: ActionEvent) { count.increment() }
/// }
///
/// let token = store.instrument(ActionCounter())   // this store, its scopes and children
/// let all = StoreInstruments.add(LogInstrument())  // every store of the process
/// ```
///
/// A store calls its instruments synchronously on its own isolation (the main actor for a
/// ``Store``, the actor for a ``StoreActor``), in the order things happen in that store, so
/// one instrument attached to many stores is called from many threads at once: it must be
/// `Sendable` and keep its own state behind a lock. Keep the calls short — they run inside
/// every send. Events carry what was asked for by ``needs``: a clock read and a comparison
/// of the state cost more than the rest of a trivial send.
///
/// Cascade's ready-made instruments: ``LogInstrument`` (each action and its state diff, to
/// any sink), ``MetricsInstrument`` (counts and latencies, as a Codable snapshot) and
/// ``TraceInstrument`` (a trace for Perfetto, chrome://tracing or speedscope).
public protocol StoreInstrument: Sendable {
  /// What the store measures for this instrument; the store skips what no attached
  /// instrument needs. Everything by default.
  var needs: InstrumentNeeds { get }

  /// An action is about to be reduced.
  ///
  /// - Parameter event: The store, the action, where it came from and when.
  func actionReceived(_ event: ActionEvent)

  /// An action was reduced: the reducer returned and the state holds its changes (its
  /// effects start right after).
  ///
  /// - Parameters:
  ///   - event: The same event ``actionReceived(_:)`` saw, with the state diff when
  ///     ``InstrumentNeeds/stateChanges`` is measured.
  ///   - duration: How long the reducer ran, on the store's scheduler (`.zero` without
  ///     ``InstrumentNeeds/times``, and under a `TestScheduler`, whose time stands still
  ///     while a reducer runs).
  ///   - stateChanged: Whether the action changed the state (`false` without
  ///     ``InstrumentNeeds/stateChanges``).
  func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool)

  /// An effect started running: a `.run` task, a timer, a delay, a concatenation…
  ///
  /// - Parameter event: The store, the effect's id and kind, its cancellation id, and the
  ///   action that started it.
  func effectStarted(_ event: EffectEvent)

  /// An effect this instrument saw start has ended.
  ///
  /// - Parameters:
  ///   - event: The event ``effectStarted(_:)`` saw, with the time it ended.
  ///   - outcome: Whether it finished, was cancelled or failed.
  ///   - duration: How long it ran, on the store's scheduler.
  func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration)

  /// Cascade raised a runtime warning: while this store reduced an action or ran one of its
  /// effects (an instrument attached to one store), or anywhere in the process (one added
  /// with ``StoreInstruments/add(_:)``). The warning is also reported as usual. A store's
  /// own warnings come when an instrument of it needs ``InstrumentNeeds/warnings``.
  ///
  /// - Parameters:
  ///   - message: The warning.
  ///   - fileID: The file it names (usually the user's call site).
  ///   - line: The line it names.
  func warning(_ message: String, fileID: StaticString, line: UInt)
}

extension StoreInstrument {
  /// Everything: times, and whether each action changed the state.
  public var needs: InstrumentNeeds { .all }

  /// Does nothing.
  ///
  /// - Parameter event: The action's event.
  public func actionReceived(_ event: ActionEvent) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - event: The action's event.
  ///   - duration: How long the reducer ran.
  ///   - stateChanged: Whether the state changed.
  public func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool) {}

  /// Does nothing.
  ///
  /// - Parameter event: The effect's event.
  public func effectStarted(_ event: EffectEvent) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - event: The effect's event.
  ///   - outcome: How it ended.
  ///   - duration: How long it ran.
  public func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - message: The warning.
  ///   - fileID: The file it names.
  ///   - line: The line it names.
  public func warning(_ message: String, fileID: StaticString, line: UInt) {}
}
