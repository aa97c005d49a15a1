/// What a store measures for an instrument beyond the events themselves.
///
/// A trivial send costs a few nanoseconds; reading the clock costs tens, and comparing the
/// state means keeping a copy of it while the action runs. A store measures only what one
/// of its attached instruments needs, so an instrument that counts actions says `[]`:
///
/// ```swift
/// var needs: InstrumentNeeds { [] }
/// ```
public struct InstrumentNeeds: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: UInt8

  /// Creates needs from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Each event's time and each action's and effect's duration, read from the store's
  /// `\.scheduler` (two reads per action). Without it, times and durations are zero.
  public static var times: InstrumentNeeds { InstrumentNeeds(rawValue: 1) }

  /// Whether each action changed the state, and its diff (``ActionEvent/stateDiff``). The
  /// store keeps the state from before each action to compare, so a collection the action
  /// mutates is copied once (as TCA's `_printChanges` does).
  public static var stateChanges: InstrumentNeeds { InstrumentNeeds(rawValue: 2) }

  /// Times and state changes.
  public static var all: InstrumentNeeds { [.times, .stateChanges] }
}
