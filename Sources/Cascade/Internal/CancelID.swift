/// A type-erased cancellation id: two ids are equal when their `AnyHashable`s are.
///
/// The ledger looks ids up on every cancellable effect's start and end, and a restarted
/// timeout builds a new id each time, so an id is cheap to build and to compare:
/// - Its hash is computed once.
/// - An id of plain data of at most 16 bytes (`struct TimerID: Hashable {}`, a small enum)
///   keeps its bytes, so that two equal ids of one type compare without dynamic casts.
/// - Such an id is not boxed in an `AnyHashable` when `AnyHashable` would treat it as
///   itself (it is not a number, nor an optional of one: see `_HasCustomAnyHashableRepresentation`);
///   it is kept in an existential, inline, and compared by type and `==` — exactly what its
///   `AnyHashable` would do, whose hash is its own. Building that box (an allocation and a
///   generic metadata lookup) was most of the cost of making an id.
/// - Every other id is an `AnyHashable`, and compares as one (`Int(7)` equals `UInt(7)`).
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  // Sound because `value` is only ever built from a `Hashable & Sendable` value (see `init`).
  private let value: Value
  private let hash: Int
  private let type: ObjectIdentifier
  private let bits: (UInt64, UInt64)?

  private enum Value {
    /// A plain-data id that `AnyHashable` treats as itself.
    case plain(any Hashable)
    /// Any other id.
    case boxed(AnyHashable)
  }

  init<ID: Hashable & Sendable>(_ id: ID) {
    type = ObjectIdentifier(ID.self)
    guard _isPOD(ID.self), MemoryLayout<ID>.size <= 16 else {
      let boxed = AnyHashable(id)
      (value, hash, bits) = (.boxed(boxed), boxed.hashValue, nil)
      return
    }
    var raw: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &raw) { raw in
      withUnsafeBytes(of: id) { raw.copyMemory(from: $0) }
    }
    bits = raw
    // A cast of the value, not of its type: like `AnyHashable`, it sees through an optional.
    if id is any _HasCustomAnyHashableRepresentation {
      let boxed = AnyHashable(id)
      (value, hash) = (.boxed(boxed), boxed.hashValue)
    } else {
      (value, hash) = (.plain(id), id.hashValue)
    }
  }

  /// The id as an `AnyHashable`, for comparing ids stored differently.
  private var anyHashable: AnyHashable {
    switch value {
    case .plain(let id): AnyHashable(id)
    case .boxed(let id): id
    }
  }

  @usableFromInline
  static func == (lhs: CancelID, rhs: CancelID) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    // Equal bytes of one plain-data type are one value (`==` is reflexive).
    if lhs.type == rhs.type, let left = lhs.bits, let right = rhs.bits, left == right {
      return true
    }
    if case .plain(let left) = lhs.value, case .plain(let right) = rhs.value {
      return lhs.type == rhs.type && left.isEqual(to: right)
    }
    return lhs.anyHashable == rhs.anyHashable
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    (other as? Self) == self
  }
}
