/// The ids of the actions a ``DistributedStore`` applied, each with its action's fingerprint,
/// all of them or the most recent `limit` distinct ones: a retry of a remembered id is not
/// applied again, and the same id with another action is refused.
struct AppliedIDs {
  /// What `insert` found.
  enum Insertion: Equatable {
    /// A new id: apply its action.
    case inserted
    /// The id was applied, with this action (or one whose fingerprint is unknown): a retry.
    case applied
    /// The id was applied with a different action.
    case conflicting
  }

  /// Each remembered id and its action's fingerprint (``Fingerprint/unknown`` from a snapshot
  /// that carried none).
  private var members: [ActionID: UInt64]
  private var order: [ActionID]
  private var oldest = 0
  let limit: Int?

  /// Remembers `ids` (the last `limit` distinct ones, when there is a limit), in order; an id
  /// listed twice counts once, at its latest place.
  init(_ ids: [ActionID], fingerprints: [UInt64]?, limit: Int?) {
    precondition(limit.map { $0 > 0 } ?? true, "A retry window must hold at least one id")
    let prints = fingerprints?.count == ids.count ? fingerprints! : nil
    var seen: [ActionID: UInt64] = [:]
    var distinct: [ActionID] = []
    for index in ids.indices.reversed() where seen[ids[index]] == nil {
      if let limit, distinct.count == limit { break }
      seen[ids[index]] = prints?[index] ?? Fingerprint.unknown
      distinct.append(ids[index])
    }
    members = seen
    order = distinct.reversed()
    self.limit = limit
  }

  /// The remembered ids, oldest first.
  var ordered: [ActionID] { Array(order[oldest...]) }

  /// Their actions' fingerprints, in the same order.
  var orderedFingerprints: [UInt64] { order[oldest...].map { members[$0] ?? Fingerprint.unknown } }

  /// Records `id` for an action of `fingerprint`, forgetting the oldest id past the limit.
  mutating func insert(_ id: ActionID, fingerprint: UInt64) -> Insertion {
    if let known = members[id] {
      return known == fingerprint || known == Fingerprint.unknown ? .applied : .conflicting
    }
    members[id] = fingerprint
    order.append(id)
    if let limit, order.count - oldest > limit {
      members[order[oldest]] = nil
      oldest += 1
      // Drop the forgotten prefix once it is the larger half: amortized O(1) per insert.
      if oldest * 2 > order.count {
        order.removeFirst(oldest)
        oldest = 0
      }
    }
    return .inserted
  }
}
