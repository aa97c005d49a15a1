/// The identity of a plain-data action (no references, at most 32 bytes: `.increment`,
/// `.setCount(5)`, `.tick`): its type and bytes. Equal keys render the same text, so an
/// instrument renders each distinct plain action once.
struct PlainActionKey: Hashable {
  let type: ObjectIdentifier
  let bytes: (UInt64, UInt64, UInt64, UInt64)

  static func == (lhs: PlainActionKey, rhs: PlainActionKey) -> Bool {
    lhs.type == rhs.type && lhs.bytes == rhs.bytes
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(bytes.0)
    hasher.combine(bytes.1)
    hasher.combine(bytes.2)
    hasher.combine(bytes.3)
  }
}

extension ActionEvent {
  /// The action's ``PlainActionKey``, or `nil` when it holds references or is larger.
  var plainKey: PlainActionKey? {
    Self.plainKey(of: payload)
  }

  private static func plainKey<Value>(of value: Value) -> PlainActionKey? {
    guard _isPOD(Value.self), MemoryLayout<Value>.size <= 32 else { return nil }
    var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { raw in
      withUnsafeBytes(of: value) { raw.copyMemory(from: $0) }
    }
    return PlainActionKey(type: ObjectIdentifier(Value.self), bytes: bytes)
  }
}
