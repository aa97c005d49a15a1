/// Why a call over a ``TestNetwork`` failed, as its caller sees it.
public enum TestNetworkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The caller's node and the callee's are on the two sides of a partition.
  case unreachable(from: String, to: String)
  /// The callee's node is crashed.
  case nodeDown(String)
  /// No reply came within the network's timeout (virtual time): the request or the reply was
  /// lost. The action may or may not have been applied — retry with the same id.
  case timeout(after: Duration)
  /// The callee's node has no actor with this id (it restarted, or the actor was released).
  case actorNotFound(TestActorID)
  /// A value could not be encoded or decoded; the text says which and why. The call did not
  /// run (its arguments did not reach the callee, or did not decode there).
  case serialization(String)
  /// The call ran — its action was applied — but its reply could not be encoded; the text
  /// says which and why. A retry with the same id will not apply it again.
  case replyNotEncoded(String)
  /// The callee threw; the text is its error.
  case remote(String)

  /// What failed, in words.
  public var description: String {
    switch self {
    case .unreachable(let from, let to): "\(to) is unreachable from \(from) (partition)"
    case .nodeDown(let node): "node \(node) is down"
    case .timeout(let after): "no reply within \(after)"
    case .actorNotFound(let id): "no actor \(id)"
    case .serialization(let what): "serialization failed: \(what)"
    case .replyNotEncoded(let what):
      "the call ran, but its reply could not be encoded: \(what) (a retry with the same id "
        + "will not apply it again)"
    case .remote(let error): "the callee threw: \(error)"
    }
  }
}
