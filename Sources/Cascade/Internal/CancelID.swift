/// A type-erased cancellation id: two ids are equal when their `AnyHashable`s are.
///
/// The ledger looks ids up on every cancellable effect's start and end, so the id keeps what
/// makes lookups cheap: its hash, computed once, and — for an id of plain data of at most 16
/// bytes (`struct TimerID: Hashable {}`, a small enum) — its bytes, so that two equal ids of
/// one type compare without `AnyHashable`'s dynamic casts (which took most of a restarted
/// timeout's cost). Ids whose bytes differ, or of other types, compare as `AnyHashable`s.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  // Sound because `base` is only ever built from a `Hashable & Sendable` value (see `init`).
  let base: AnyHashable
  private let hash: Int
  private let type: ObjectIdentifier
  private let bits: (UInt64, UInt64)?

  init<ID: Hashable & Sendable>(_ id: ID) {
    base = AnyHashable(id)
    hash = base.hashValue
    type = ObjectIdentifier(ID.self)
    if _isPOD(ID.self), MemoryLayout<ID>.size <= 16 {
      var raw: (UInt64, UInt64) = (0, 0)
      withUnsafeMutableBytes(of: &raw) { raw in
        withUnsafeBytes(of: id) { raw.copyMemory(from: $0) }
      }
      bits = raw
    } else {
      bits = nil
    }
  }

  @usableFromInline
  static func == (lhs: CancelID, rhs: CancelID) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    // Equal bytes of one plain-data type are one value (`==` is reflexive).
    if lhs.type == rhs.type, let left = lhs.bits, let right = rhs.bits, left == right {
      return true
    }
    return lhs.base == rhs.base
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
