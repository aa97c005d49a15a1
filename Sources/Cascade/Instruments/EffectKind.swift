/// What kind of work an effect is, as an instrument sees it start and end.
///
/// Each kind is what outlives a send: `.send` and `.none` are not effects here (a `.send`'s
/// action arrives as an action with ``ActionOrigin/effect``). A `.concatenate` is one effect
/// enclosing its steps' effects; a `debounce` is a `delay`.
public enum EffectKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A `.run` task.
  case run
  /// An `Effect.timer`.
  case timer
  /// A `.delay` or a `debounce`: the wait before its effect starts.
  case delay
  /// A `.concatenate`, from its first step's start to its last step's end.
  case concatenate
  /// A `throttle` window that holds a latest action to deliver at its end.
  case throttle
  /// An effect of `Effect.queued`, from the moment it is queued (waiting counts).
  case queued
  /// The wait a queue's `minimumGap` puts between two of its effects' starts.
  case queueGap

  /// The kind a metric or a trace names `rawValue` (`"run"`, `"timer"`…).
  ///
  /// - Parameter rawValue: The name.
  public init?(rawValue: String) {
    switch rawValue {
    case "run": self = .run
    case "timer": self = .timer
    case "delay": self = .delay
    case "concatenate": self = .concatenate
    case "throttle": self = .throttle
    case "queued": self = .queued
    case "queueGap": self = .queueGap
    default: return nil
    }
  }
}
