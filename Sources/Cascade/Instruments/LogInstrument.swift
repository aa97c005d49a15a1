/// Writes each action a store reduces, with what it changed in the state, to any sink:
/// TCA's `_printChanges`, for a whole store (and every store, with
/// ``StoreInstruments/add(_:)``), in release builds too.
///
/// ```swift
/// let token = store.instrument(LogInstrument { logger.debug("\($0)") })
/// ```
///
/// For each action the sink gets one block:
///
/// ```
/// received action: Counter.Action.increment
///   − count: 0
///   + count: 1
/// ```
///
/// A warning raised in the store is written too (`warning: Feature.swift:12: …`). The diff
/// needs the state from before each action (``InstrumentNeeds/stateChanges``); pass
/// `diffs: false` for the actions alone.
public struct LogInstrument: StoreInstrument {
  private let write: @Sendable (String) -> Void
  private let diffs: Bool

  /// Creates a log writing to `write`.
  ///
  /// - Parameters:
  ///   - write: The sink, called once per action on the store's isolation; standard output
  ///     by default.
  ///   - diffs: Whether each block shows what the action changed.
  public init(_ write: @escaping @Sendable (String) -> Void = { print($0) }, diffs: Bool = true) {
    self.write = write
    self.diffs = diffs
  }

  /// The store's warnings, and the state before each action when diffs are on.
  public var needs: InstrumentNeeds { diffs ? [.stateChanges, .warnings] : .warnings }

  /// Writes the action's block.
  ///
  /// - Parameters:
  ///   - event: The action.
  ///   - duration: Unused.
  ///   - stateChanged: Whether the action changed the state.
  public func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool) {
    let received = "received action: \(event.action)"
    guard diffs else { return write(received) }
    let change =
      event.stateDiff?.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
      ?? "  (No state changes)"
    write(received + "\n" + change)
  }

  /// Writes the warning.
  ///
  /// - Parameters:
  ///   - message: The warning.
  ///   - fileID: The file it names.
  ///   - line: The line it names.
  public func warning(_ message: String, fileID: StaticString, line: UInt) {
    write("warning: \(fileID):\(line): \(message)")
  }
}
