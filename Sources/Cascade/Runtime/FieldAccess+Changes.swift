extension FieldAccess {
  /// An observer for the store's core that, after each send, reads the field and calls
  /// `onChange` when the value is not a duplicate of the last one it saw (which it then
  /// remembers) — or is, but holds a `@Shared` that changed since (``SharedChangeScan``).
  /// What a driver, a pulse signal and a tracked field each compare per send.
  ///
  /// Inlinable, so that the read and the comparison are specialized for the field's type in
  /// the module that observes it.
  ///
  /// - Parameters:
  ///   - isDuplicate: Whether a new value repeats the last one.
  ///   - onChange: Called with each value that is not a duplicate.
  /// - Returns: The observer; it remembers the field's value at this call.
  @MainActor
  @inlinable
  func changes(
    isDuplicate: @escaping (Value, Value) -> Bool,
    onChange: @escaping (Value) -> Void
  ) -> () -> Void {
    let last = LastValue(read())
    let shared = SharedChangeCheck()
    return {
      let value = read()
      if isDuplicate(last.value, value) {
        // Equal, but a `@Shared` inside may have changed in place since `last` was read.
        guard shared.changed(value) else { return }
      } else {
        shared.remember()
      }
      last.value = value
      onChange(value)
    }
  }
}
