extension Shared {
  /// Writes the current value to the key's store now, and returns when it is written.
  ///
  /// A pending change (one a `saveInterval` is still coalescing) is written by this call. For
  /// a value that nothing persists (`.inMemory`, `Shared(value:)`) it does nothing.
  ///
  /// ```swift
  /// try state.$todos.save()   // before handing the file to another program
  /// ```
  ///
  /// - Throws: What the key's save threw (for `.fileStorage`, the write's failure in plain
  ///   words); a change that was pending stays pending, retried as any failed save is.
  public func save() throws {
    try storage.saveNow()
  }

  /// Reads the value from the key's store now, replacing the value here; observers see the
  /// change.
  ///
  /// A change not yet written is dropped for the stored value. When nothing is stored (a
  /// missing file) the value is left as it is.
  ///
  /// - Throws: What the key's load threw (for `.fileStorage`, a file that cannot be read or
  ///   decoded — then kept, and moved aside before the next write).
  public func load() throws {
    try storage.loadNow()
  }
}
