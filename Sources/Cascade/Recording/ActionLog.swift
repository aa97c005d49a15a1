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
}
