/// A type-erased cancellation id: two ids are equal when their `AnyHashable`s are.
///
/// The ledger looks ids up on every cancellable effect's start and end, and a restarted
/// timeout builds a new id each time, so an id is cheap to build and to compare:
/// - Its hash is computed once.
/// - An id of plain data of at most 16 bytes (`struct TimerID: Hashable {}`, a small enum)
///   keeps its bytes, so that two equal ids of one type compare without dynamic casts.
/// - Such an id is not boxed in an `AnyHashable` when `AnyHashable` would treat it as itself
///   (it is not a number, nor an optional of one: `_HasCustomAnyHashableRepresentation`); it
///   is kept as an existential and compared by type and `==` — exactly what its `AnyHashable`
///   would do, whose hash is its own, without the box's allocation and metadata lookup.
/// - Every other id is an `AnyHashable`, and compares as one (`Int(7)` equals `UInt(7)`).
/// - The id is one reference: a context, a record and an index each hold a copy, and copying
///   a reference is a retain.
@usableFromInline
struct CancelID: Hashable, Sendable {
  private let storage: Storage

  // @unchecked Sendable: `value` is only ever built from a `Hashable & Sendable` value (see
  // `init`), and nothing here is mutable.
  private final class Storage: @unchecked Sendable {
    let value: Value
    let hash: Int
    let type: ObjectIdentifier
    let bits: (UInt64, UInt64)?

    init(value: Value, hash: Int, type: ObjectIdentifier, bits: (UInt64, UInt64)?) {
      self.value = value
      self.hash = hash
      self.type = type
      self.bits = bits
    }
  }

  private enum Value {
    /// A plain-data id that `AnyHashable` treats as itself.
    case plain(any Hashable & Sendable)
    /// Any other id.
    case boxed(AnyHashable, any Hashable & Sendable)
  }

  init<ID: Hashable & Sendable>(_ id: ID) {
    let type = ObjectIdentifier(ID.self)
    guard _isPOD(ID.self), MemoryLayout<ID>.size <= 16 else {
      let boxed = AnyHashable(id)
      storage = Storage(value: .boxed(boxed, id), hash: boxed.hashValue, type: type, bits: nil)
      return
    }
    var raw: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &raw) { raw in
      withUnsafeBytes(of: id) { raw.copyMemory(from: $0) }
    }
    // A cast of the value, not of its type: like `AnyHashable`, it sees through an optional.
    // An id with no stored data (`struct TimerID: Hashable {}`, a one-case enum) needs no
    // cast: no number, nor any optional, is empty — and the cast is a runtime conformance
    // lookup, the largest part of what is left of making an id.
    if MemoryLayout<ID>.size != 0, id is any _HasCustomAnyHashableRepresentation {
      let boxed = AnyHashable(id)
      storage = Storage(value: .boxed(boxed, id), hash: boxed.hashValue, type: type, bits: raw)
    } else {
      storage = Storage(value: .plain(id), hash: id.hashValue, type: type, bits: raw)
    }
  }

  /// The id as an `AnyHashable`, for comparing ids stored differently.
  private var anyHashable: AnyHashable {
    switch storage.value {
    case .plain(let id): AnyHashable(id)
    case .boxed(let id, _): id
    }
  }

  /// The id as it was given, for instruments.
  var base: AnyHashableSendable {
    switch storage.value {
    case .plain(let id): AnyHashableSendable(id)
    case .boxed(_, let id): AnyHashableSendable(id)
    }
  }

  /// The id as a `T`, when it was made from one: checked by type first, so an id of another
  /// type costs no cast.
  func value<T>(as _: T.Type) -> T? {
    guard storage.type == ObjectIdentifier(T.self) else { return nil }
    switch storage.value {
    case .plain(let id): return id as? T
    case .boxed(_, let id): return id as? T
    }
  }

  @usableFromInline
  static func == (lhs: CancelID, rhs: CancelID) -> Bool {
    let (left, right) = (lhs.storage, rhs.storage)
    if left === right { return true }
    guard left.hash == right.hash else { return false }
    // Equal bytes of one plain-data type are one value (`==` is reflexive).
    if left.type == right.type, let leftBits = left.bits, let rightBits = right.bits,
      leftBits == rightBits
    {
      return true
    }
    if case .plain(let leftValue) = left.value, case .plain(let rightValue) = right.value {
      return left.type == right.type && leftValue.isEqual(to: rightValue)
    }
    return lhs.anyHashable == rhs.anyHashable
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(storage.hash)
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    (other as? Self) == self
  }
}
