/// Marks a state field whose every assignment is an event, even when the value is the same.
///
/// The classic case is an alert: showing "Network error" twice must show it twice, and
/// changing an unrelated field must not show it again.
///
/// ```swift
/// struct State: Equatable {
///   var count = 0
///   @Pulse var alert: String?
/// }
/// // in the reducer: state.alert = "Network error"   (counts, even if equal)
/// // in the view:    store.pulse(\.$alert).emit { alert in show(alert) }
/// ```
///
/// Each assignment, including an in-place mutation (`state.items.append(x)` on a pulsed
/// array), adds one to ``valueUpdatedCount`` (wrapping at `UInt.max`). Two pulses are equal
/// only when both the value and the count are equal, so a state holding `@Pulse` fields keeps
/// its synthesized `Equatable` and works in exhaustive `TestStore` assertions.
///
/// `Codable` encodes the value alone, exactly as a plain property would be encoded, and a
/// decoded pulse starts with a count of zero: the count is a per-session event counter, not
/// data. (Restoring a decoded state into a store is itself an assignment the store's pulse
/// signals may report.)
@propertyWrapper
public struct Pulse<Value> {
  private var storage: Value

  /// The number of assignments so far, wrapping to zero after `UInt.max`.
  public private(set) var valueUpdatedCount: UInt = 0

  /// Creates a pulse holding `wrappedValue`, with a count of zero.
  ///
  /// - Parameter wrappedValue: The initial value; setting it here is not an assignment.
  public init(wrappedValue: Value) {
    self.storage = wrappedValue
  }

  /// A pulse with a given count, for tests of the count's arithmetic.
  init(wrappedValue: Value, valueUpdatedCount: UInt) {
    self.storage = wrappedValue
    self.valueUpdatedCount = valueUpdatedCount
  }

  /// The value; setting or mutating it counts as an assignment.
  public var value: Value {
    get { storage }
    set {
      storage = newValue
      valueUpdatedCount &+= 1
    }
    _modify {
      yield &storage
      valueUpdatedCount &+= 1
    }
  }

  /// The value, as the wrapped property; the same as ``value``.
  public var wrappedValue: Value {
    get { storage }
    set { value = newValue }
    _modify { yield &value }
  }

  /// The pulse itself, for `store.pulse(\.$field)` and for reading the count.
  public var projectedValue: Pulse<Value> { self }
}

extension Pulse: Equatable where Value: Equatable {
  /// Whether both the values and the assignment counts are equal.
  ///
  /// - Parameters:
  ///   - lhs: A pulse.
  ///   - rhs: Another pulse.
  /// - Returns: `true` when value and count are both equal.
  public static func == (lhs: Pulse, rhs: Pulse) -> Bool {
    lhs.valueUpdatedCount == rhs.valueUpdatedCount && lhs.storage == rhs.storage
  }
}

extension Pulse: Hashable where Value: Hashable {
  /// Hashes the value and the count.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
    hasher.combine(valueUpdatedCount)
  }
}

extension Pulse: Sendable where Value: Sendable {}

extension Pulse: Encodable where Value: Encodable {
  /// Encodes the value alone, as a plain property would be; the count is not encoded.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(storage)
  }
}

extension Pulse: Decodable where Value: Decodable {
  /// Decodes the value; the count starts at zero.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
  }
}

extension Pulse: CustomStringConvertible {
  /// The value and its count: `Pulse("Oops", count: 2)`.
  public var description: String {
    "Pulse(\(String(reflecting: storage)), count: \(valueUpdatedCount))"
  }
}

extension Pulse: CustomReflectable, PropertyWrapperReflecting {
  /// Shows the value and its assignment count, so test diffs show both.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["value": storage, "valueUpdatedCount": valueUpdatedCount],
      displayStyle: .struct
    )
  }
}
