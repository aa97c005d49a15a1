/// A plain-data action (no references, at most 32 bytes: `.increment`, `.setCount(5)`,
/// `.tick`) as its type and bytes. Equal keys render the same text, so an instrument renders
/// each distinct plain action once; and having no references, it can be kept and rendered
/// later, on any thread.
struct PlainActionKey: Hashable {
  let type: Any.Type
  let bytes: (UInt64, UInt64, UInt64, UInt64)

  static func == (lhs: PlainActionKey, rhs: PlainActionKey) -> Bool {
    lhs.type == rhs.type && lhs.bytes == rhs.bytes
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
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
    return PlainActionKey(type: Value.self, bytes: bytes)
  }
}

extension PlainActionKey {
  /// The action itself, loaded back from its bytes.
  var value: Any {
    func load<Value>(_: Value.Type) -> Any {
      withUnsafeBytes(of: bytes) { $0.loadUnaligned(as: Value.self) }
    }
    return _openExistential(type, do: load)
  }
}
