/// What a store measures for an instrument beyond the events themselves.
///
/// A trivial send costs a few nanoseconds; reading the clock costs tens, comparing the state
/// means keeping a copy of it while the action runs, and routing warnings means marking the
/// thread around each action. A store measures only what one
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

  /// The runtime warnings raised while the store reduces an action or runs a `.run` effect
  /// (``StoreInstrument/warning(_:fileID:line:)``): the store marks the thread (and the
  /// effect's task) as its own while it does. Without it, the store's warnings reach its
  /// instruments only when another of them needs them.
  public static var warnings: InstrumentNeeds { InstrumentNeeds(rawValue: 4) }

  /// Times, state changes and warnings.
  public static var all: InstrumentNeeds { [.times, .stateChanges, .warnings] }
}
