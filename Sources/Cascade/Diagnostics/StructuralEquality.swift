/// Equality of values by their structure, for state that is not `Equatable`: what
/// `TestStore` and `replay` compare such state with.
///
/// Two values are equal when they have the same type and: are `==` (a part that is
/// `Equatable` is compared with its own `==`); or are structs or tuples whose stored
/// properties are equal, enums of the same case with equal payloads, optionals both `nil` or
/// with equal payloads, collections of equal elements in order, or dictionaries with the same
/// keys mapped to equal values. A class instance is equal only to itself (`===`): its
/// identity is what a state holding it holds. A closure is skipped: closures have no
/// equality, and a test cannot describe one.
package enum StructuralEquality {
  /// A comparison for `State`: its `==` when it is `Equatable`, else by structure.
  ///
  /// - Parameter type: The type compared.
  /// - Returns: The comparison, decided once.
  package static func comparator<State>(for type: State.Type) -> (State, State) -> Bool {
    if let equatable = type as? any Equatable.Type {
      return equality(of: equatable, as: State.self)
    }
    return { isEqual($0, $1) }
  }

  /// Whether `State` is compared by structure rather than by its own `==`.
  package static func isStructural<State>(_ type: State.Type) -> Bool {
    !(type is any Equatable.Type)
  }

  private static func equality<E: Equatable, State>(of _: E.Type, as _: State.Type)
    -> (State, State) -> Bool
  {
    // `State` is `E` (the caller checked), so its values are read as `E` where they are:
    // a cast would copy both onto the stack, two states wide.
    { lhs, rhs in
      withUnsafePointer(to: lhs) { lhs in
        withUnsafePointer(to: rhs) { rhs in
          UnsafeRawPointer(lhs).assumingMemoryBound(to: E.self).pointee
            == UnsafeRawPointer(rhs).assumingMemoryBound(to: E.self).pointee
        }
      }
    }
  }

  /// Whether `lhs` and `rhs` are equal by structure (see the type's documentation).
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  /// - Returns: Whether they are equal.
  package static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let lhs = lhs as? any Equatable { return same(lhs, rhs) }
    if isFunction(lhs) { return true }
    let left = Mirror(reflecting: lhs)
    switch left.displayStyle {
    case .class:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .dictionary:
      return dictionariesEqual(left, Mirror(reflecting: rhs))
    case .struct, .tuple, .enum, .optional, .collection, .set:
      let right = Mirror(reflecting: rhs)
      let rightChildren = right.children.makeIterator()
      // Enum cases: the label names the case; a case without payload has no child.
      for child in left.children {
        guard let other = rightChildren.next(), child.label == other.label,
          isEqual(child.value, other.value)
        else { return false }
      }
      guard rightChildren.next() == nil else { return false }
      if left.displayStyle == .enum, left.children.isEmpty {
        return String(describing: lhs) == String(describing: rhs)
      }
      return true
    default:
      // A value with nothing to reflect and no `==` (a metatype, an opaque type): its
      // rendering is all that tells two apart.
      if let lhs = lhs as? any Any.Type, let rhs = rhs as? any Any.Type {
        return ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
      }
      return String(reflecting: lhs) == String(reflecting: rhs)
    }
  }

  private static func same<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }

  private static func dictionariesEqual(_ lhs: Mirror, _ rhs: Mirror) -> Bool {
    func entries(_ mirror: Mirror) -> [AnyHashable: Any]? {
      var result: [AnyHashable: Any] = [:]
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2, let key = pair[0].value as? AnyHashable else { return nil }
        result[key] = pair[1].value
      }
      return result
    }
    guard lhs.children.count == rhs.children.count,
      let left = entries(lhs), let right = entries(rhs)
    else { return false }
    return left.allSatisfy { key, value in right[key].map { isEqual(value, $0) } ?? false }
  }

  /// Whether `value` is a function: its type's metadata kind is the runtime's function kind
  /// (0x302 in Swift's stable ABI), which no reflection API exposes.
  package static func isFunction(_ value: Any) -> Bool {
    let metadata = unsafeBitCast(type(of: value) as Any.Type, to: UnsafeRawPointer.self)
    return metadata.load(as: UInt.self) == 0x302
  }
}

/// The structural comparison of ``StructuralEquality``, for the benchmarks package, which
/// cannot see `package` symbols; not API.
@_spi(Benchmarks)
public enum _StructuralComparison {
  /// Whether two values are equal by structure (see ``StructuralEquality``).
  public static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    StructuralEquality.isEqual(lhs, rhs)
  }
}
