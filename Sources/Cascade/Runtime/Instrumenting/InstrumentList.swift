/// The instruments a store calls, in attach order: owned, and read through unretained
/// references so an action's calls retain nothing but the list itself.
///
/// Immutable once made; a store holds the list it read for the whole action, so the entries
/// outlive every call even if the store's instruments change meanwhile.
final class InstrumentList {
  /// The entries, owned.
  let entries: [InstrumentEntry]
  /// The same entries, unretained: what each call reads.
  private let references: UnsafeMutableBufferPointer<Unmanaged<InstrumentEntry>>

  init(_ entries: [InstrumentEntry]) {
    self.entries = entries
    references = .allocate(capacity: entries.count)
    _ = references.initialize(from: entries.lazy.map { Unmanaged.passUnretained($0) })
  }

  deinit {
    references.deallocate()
  }

  /// Whether it holds no instrument.
  var isEmpty: Bool { entries.isEmpty }

  /// Calls `body` with every instrument still attached, in order.
  @inline(__always)
  func report(_ body: (any StoreInstrument) -> Void) {
    for reference in references {
      reference._withUnsafeGuaranteedRef { entry in
        if entry.isAttached { body(entry.instrument) }
      }
    }
  }
}
