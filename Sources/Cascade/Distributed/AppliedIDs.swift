/// The ids of the actions a ``DistributedStore`` applied, in order: all of them, or the most
/// recent `limit` when the store keeps a retry window.
struct AppliedIDs {
  private var members: Set<ActionID>
  /// Every id inserted, oldest first; those before `oldest` were forgotten.
  private var order: [ActionID]
  private var oldest = 0
  private let limit: Int?

  /// Starts from `ids` (oldest first), keeping the last `limit` of them when there is a limit.
  init(_ ids: [ActionID], limit: Int?) {
    precondition(limit.map { $0 > 0 } ?? true, "A retry window must hold at least one id")
    let kept = limit.map { Array(ids.suffix($0)) } ?? ids
    members = Set(kept)
    order = kept
    self.limit = limit
  }

  /// The ids remembered, oldest first.
  var ordered: [ActionID] { Array(order[oldest...]) }

  /// Records `id`; `false` when it is already remembered. Past the limit, the oldest id is
  /// forgotten.
  mutating func insert(_ id: ActionID) -> Bool {
    guard members.insert(id).inserted else { return false }
    order.append(id)
    if let limit, order.count - oldest > limit {
      members.remove(order[oldest])
      oldest += 1
      // Drop the forgotten prefix once it is the larger half: amortized O(1) per insert.
      if oldest * 2 > order.count {
        order.removeFirst(oldest)
        oldest = 0
      }
    }
    return true
  }
}
