/// A part of a feature's state kept on the heap and copied only when it is changed while
/// another copy shares it: for state too large to copy onto a stack.
///
/// A feature's state is a value, and values are copied: into a test's expected state, into a
/// recorded step, onto the stack of a debug build's every call. A large inline state — many
/// child features' states side by side, fixed-size buffers — makes each copy as large, and a
/// thread's stack is small (512 KB for a secondary thread on Apple platforms). Wrap the large
/// parts: the state then holds a reference for each, copies cost a retain, and a part is
/// copied only when one copy changes it while another still shares it, as `Array` is.
///
/// ```swift
/// struct Dashboard: Reducer {
///   struct State: Equatable {
///     @CopyOnWrite var sales = Sales.State()
///     @CopyOnWrite var inventory = Inventory.State()
///     var selectedTab = Tab.sales
///   }
///   // Scope(state: \.sales, …) reads and changes the part in place.
/// }
/// ```
///
/// Reads (`state.sales.total`) borrow the boxed value in place, and changes (`state.sales.total
/// += 1`, an `inout` in a child reducer) change it in place when the box is not shared, so a
/// `Scope` or `ifLet` to a boxed part costs what it costs to an inline one.
///
/// State that no stack can hold is built from parts that each can: each `@CopyOnWrite` part
/// is made on the stack once, when the state is, and then lives on the heap, so a state's
/// inline size is its unboxed fields plus one reference per boxed part, whatever the parts
/// hold (boxed parts may themselves hold boxed parts). A store never puts the whole state on
/// the stack more than the call that makes it does.
///
/// Testing sees through the box: it is `Equatable` when `Value` is; `TestStore` compares it
/// and test failures show it by its value whatever `Value` is (never "another instance"); it
/// is encoded as `Value` alone.
@propertyWrapper
public struct CopyOnWrite<Value> {
  /// The heap cell a box and its copies share until one of them changes.
  @usableFromInline
  final class Storage {
    @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
      self.value = value
    }
  }

  @usableFromInline var storage: Storage

  /// Boxes `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The value; it is moved to the heap here.
  @inlinable
  public init(wrappedValue: Value) {
    storage = Storage(wrappedValue)
  }

  /// The boxed value: read in place; changed in place when no other copy shares it, else
  /// copied once first.
  @inlinable
  public var wrappedValue: Value {
    _read { yield storage.value }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(storage.value)
      }
      yield &storage.value
    }
  }

  /// Whether `self` and `other` share one box (so their values are the same without
  /// comparing them).
  @inlinable
  func sharesStorage(with other: Self) -> Bool {
    storage === other.storage
  }
}

// Sendable: a shared box is never written (a write first copies it, as `isKnownUniquely
// Referenced` says it is shared), so sharing one across threads shares an immutable value.
extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}

extension CopyOnWrite: Equatable where Value: Equatable {
  /// Whether two boxes hold equal values; without comparing when they share one box.
  ///
  /// - Parameters:
  ///   - lhs: A box.
  ///   - rhs: Another box.
  /// - Returns: Whether their values are equal.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension CopyOnWrite: Hashable where Value: Hashable {
  /// Hashes the boxed value.
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension CopyOnWrite: Encodable where Value: Encodable {
  /// Encodes the boxed value alone, as if it were not boxed.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension CopyOnWrite: Decodable where Value: Decodable {
  /// Decodes a value encoded as if it were not boxed, and boxes it.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
  }
}

extension CopyOnWrite: CustomReflectable, PropertyWrapperReflecting {
  /// The boxed value's mirror: diffs, test failures and dumps show the value, not the box.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension CopyOnWrite: CustomStringConvertible, CustomDebugStringConvertible {
  /// The boxed value's description.
  public var description: String { String(describing: wrappedValue) }

  /// The boxed value's debug description.
  public var debugDescription: String { String(reflecting: wrappedValue) }
}
