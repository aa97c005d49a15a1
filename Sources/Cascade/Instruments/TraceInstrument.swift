import Foundation

/// Records a run as spans — each action a span on its store's action track, each effect a
/// span on an effect track naming the action that started it — and writes them in Chrome's
/// Trace Event Format, which Perfetto (ui.perfetto.dev), chrome://tracing and speedscope
/// open.
///
/// ```swift
/// let trace = TraceInstrument()
/// let token = store.instrument(trace)
/// // … run the session …
/// try trace.chromeTraceJSON().write(to: URL(fileURLWithPath: "session.json"))
/// ```
///
/// Each store is a process in the trace, numbered from 1 in the order this instrument first
/// saw it (not by ``StoreID``, which depends on the other stores of the process). Times are
/// read from each store's `\.scheduler`: under a `TestScheduler` they are virtual, and a
/// test's trace is the same bytes on every run. Effects still running when the trace is
/// written are open spans ending with the trace.
///
/// Recording keeps a plain-data action (`.tick`, `.setCount(5)`) as its bytes and renders it
/// when the trace is written, once per distinct action; any other action is rendered while
/// the store runs, since it is not the instrument's to keep.
public final class TraceInstrument: StoreInstrument {
  /// What the trace keeps of one action.
  struct ActionRecord {
    let store: Int
    let sequence: UInt64
    let origin: ActionOrigin
    let start: Duration
    let duration: Duration
    let label: ActionLabel
  }

  /// An action's name (its case path) and its text.
  struct ActionText {
    let name: String
    let text: String
  }

  /// What the trace keeps to name an action: its text, or a plain-data action itself.
  enum ActionLabel {
    case rendered(ActionText)
    case plain(PlainActionKey)
  }

  /// What the trace keeps of one effect.
  struct EffectRecord {
    let store: Int
    let id: UInt64
    let kind: EffectKind
    let startedBy: UInt64?
    let cancelID: String?
    let start: Duration
    var end: Duration?
    var outcome: EffectOutcome?
  }

  /// A warning, at the time of the latest event before it.
  struct WarningRecord {
    let time: Duration
    let message: String
    let site: String
  }

  struct Recording {
    var stores: [StoreID: Int] = [:]
    var actions = ChunkedArray<ActionRecord>()
    var effects: [EffectRecord] = []
    /// Running effects: their index in `effects`, by store and id.
    var running: [EffectKey: Int] = [:]
    var warnings: [WarningRecord] = []
    var latest = Duration.zero

    mutating func append(
      _ event: ActionEvent, start: Duration, duration: Duration, label: ActionLabel
    ) {
      actions.append(
        ActionRecord(
          store: number(of: event.store), sequence: event.sequence, origin: event.origin,
          start: start, duration: duration, label: label))
      latest = max(latest, start + duration)
    }

    /// The store numbered last, and its number: most events come from the same store as
    /// the one before, and skip the table.
    var lastStore: (id: StoreID, number: Int)?

    mutating func number(of store: StoreID) -> Int {
      if let lastStore, lastStore.id == store { return lastStore.number }
      let number = stores[store] ?? stores.count + 1
      stores[store] = number
      lastStore = (store, number)
      return number
    }
  }

  struct EffectKey: Hashable {
    let store: StoreID
    let id: UInt64
  }

  let recording = Locked(Recording())

  /// Creates an empty trace.
  public init() {}

  /// Times (each span's start and length) and the store's warnings (instants).
  public var needs: InstrumentNeeds { [.times, .warnings] }

  /// Records the action's span.
  ///
  /// - Parameters:
  ///   - event: The action.
  ///   - duration: How long its reducer ran.
  ///   - stateChanged: Unused.
  public func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool) {
    let label =
      event.plainKey.map(ActionLabel.plain)
      ?? .rendered(ActionText(name: event.actionCase, text: event.action))
    let start = event.time.sinceOrigin
    recording.withLock { recording in
      recording.append(event, start: start, duration: duration, label: label)
    }
  }

  /// Records the effect's start.
  ///
  /// - Parameter event: The effect.
  public func effectStarted(_ event: EffectEvent) {
    let cancelID = event.cancelID.map { ValueText.describe($0.base) }
    recording.withLock { recording in
      let record = EffectRecord(
        store: recording.number(of: event.store), id: event.id, kind: event.kind,
        startedBy: event.startedBy, cancelID: cancelID, start: event.time.sinceOrigin)
      recording.running[EffectKey(store: event.store, id: event.id)] = recording.effects.count
      recording.effects.append(record)
      recording.latest = max(recording.latest, event.time.sinceOrigin)
    }
  }

  /// Records the effect's end.
  ///
  /// - Parameters:
  ///   - event: The effect.
  ///   - outcome: How it ended.
  ///   - duration: How long it ran.
  public func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration) {
    recording.withLock { recording in
      let key = EffectKey(store: event.store, id: event.id)
      guard let index = recording.running.removeValue(forKey: key) else { return }
      recording.effects[index].end = event.time.sinceOrigin
      recording.effects[index].outcome = outcome
      recording.latest = max(recording.latest, event.time.sinceOrigin)
    }
  }

  /// Records the warning as an instant.
  ///
  /// - Parameters:
  ///   - message: The warning.
  ///   - fileID: The file it names.
  ///   - line: The line it names.
  public func warning(_ message: String, fileID: StaticString, line: UInt) {
    recording.withLock { recording in
      recording.warnings.append(
        WarningRecord(time: recording.latest, message: message, site: "\(fileID):\(line)"))
    }
  }

  /// The trace so far, as Chrome Trace Event Format JSON (UTF-8).
  ///
  /// - Returns: A JSON object with `traceEvents`: metadata naming each store's process and
  ///   tracks, one complete event (`"ph":"X"`) per action and ended effect, an open one
  ///   (`"ph":"B"`) per running effect, an instant (`"ph":"i"`) per warning.
  public func chromeTraceJSON() -> Data {
    Data(ChromeTrace(recording.withLock { $0 }).json().utf8)
  }
}
