/// How many effects of one queue run at once, and what a new one does when they all run
/// (Actomaton's `EffectQueuePolicy`); see ``Effect/queued(_:_:minimumGap:scheduler:)``.
///
/// ```swift
/// // A download list: two downloads at a time, the rest wait their turn.
/// return .run { send in … }.queued(QueueID.downloads, .runOldest(2, whenFull: .suspendNew))
/// ```
public enum EffectQueuePolicy: Sendable {
  /// At most `n` run; a new one cancels the oldest (a search that keeps only the latest
  /// request is `.runNewest(1)`).
  case runNewest(Int)
  /// At most `n` run; a new one waits for a free place (``WhenFull/suspendNew``) or is
  /// dropped (``WhenFull/discardNew``).
  case runOldest(Int, whenFull: WhenFull)

  /// What a new effect does when its queue is full.
  public enum WhenFull: Sendable {
    /// It waits, in order, and starts when one that runs ends.
    case suspendNew
    /// It is dropped, never started: a second tap on a button whose work already runs.
    case discardNew
  }

  /// How many effects may run at once.
  var limit: Int {
    switch self {
    case .runNewest(let n), .runOldest(let n, _): n
    }
  }
}
