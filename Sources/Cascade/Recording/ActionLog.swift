/// The actions a store processed, each with where it came from and the state after it, as an
/// ``ActionRecorder`` kept them: a run that a test can replay (`replay(_:reducer:)` in
/// CascadeTesting), and that travels as JSON.
///
/// ```swift
/// let data = try JSONEncoder().encode(recorder.log)       // attach it to a bug report
/// let log = try JSONDecoder().decode(ActionLog<Counter.State, Counter.Action>.self, from: data)
/// ```
public struct ActionLog<State: Codable & Sendable, Action: Codable & Sendable>: Codable, Sendable {
  /// One processed action.
  public struct Entry: Codable, Sendable {
    /// The action.
    public var action: Action
    /// Whether it was sent to the store or delivered by an effect.
    public var origin: ActionOrigin
    /// The state right after the reducer handled it.
    public var state: State

    /// An entry of a log.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - origin: Where it came from.
    ///   - state: The state after it.
    public init(action: Action, origin: ActionOrigin, state: State) {
      self.action = action
      self.origin = origin
      self.state = state
    }

    /// Reads an entry as ``ActionLog`` writes it: `action`, `origin` and `state`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: What the decoder throws for a missing or malformed field.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      action = try container.decode(Action.self, forKey: .action)
      origin = try container.decode(ActionOrigin.self, forKey: .origin)
      state = try container.decode(State.self, forKey: .state)
    }
  }

  /// The state before the first entry kept: the store's state before its first recorded
  /// action, or the state after the last entry a full recorder dropped. `nil` before any
  /// action.
  public var initialState: State?

  /// The actions kept, oldest first.
  public var entries: [Entry]

  /// A log starting from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first entry.
  ///   - entries: The entries, oldest first.
  public init(initialState: State?, entries: [Entry]) {
    self.initialState = initialState
    self.entries = entries
  }

  /// Reads a log as it is written: `initialState` (absent when `nil`) and `entries`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What the decoder throws for a missing or malformed field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    initialState = try container.decodeIfPresent(State.self, forKey: .initialState)
    entries = try container.decode([Entry].self, forKey: .entries)
  }
}
