/// Runs `body` on the property `keyPath` names in `root`: at `offset` when it is a stored
/// property (`MemoryLayout<Root>.offset(of: keyPath)`, computed once by the caller), else
/// through the key path.
///
/// At its offset a property costs a load; a key path projection costs a call into the runtime
/// and, unspecialized, generic metadata lookups — on every action of a reducer that reaches
/// its collection this way.
@inlinable
func withProperty<Root, Value, Result>(
  of root: inout Root,
  at offset: Int?,
  _ keyPath: WritableKeyPath<Root, Value>,
  _ body: (inout Value) -> Result
) -> Result {
  guard let offset else { return body(&root[keyPath: keyPath]) }
  // Sound: `offset(of:)` gives the offset of a stored property of `Root`, where an
  // initialized value of type `Value` lies for the duration of the access.
  return withUnsafeMutableBytes(of: &root) { bytes in
    body(&(bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee)
  }
}
