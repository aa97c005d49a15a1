/// Instruments of every store of the process: a server's metrics for all its sessions, a
/// log of every store while debugging.
///
/// ```swift
/// let metrics = MetricsInstrument()
/// let token = StoreInstruments.add(metrics)   // every Store, StoreActor and test store
/// ```
///
/// An instrument added here also sees the stores made before it was added, from their next
/// action on. Each store calls it on its own isolation, so it is called from many threads
/// at once. Under a parallel test runner it sees the stores of every running test: attach
/// an instrument to one store (``Store/instrument(_:)``) to test it.
public enum StoreInstruments {
  /// Adds `instrument` for every store until the returned token is cancelled or released.
  ///
  /// - Parameter instrument: What listens.
  /// - Returns: A token that removes the instrument; once cancelled, the instrument sees
  ///   nothing more, not even the end of an effect it saw start.
  public static func add(_ instrument: some StoreInstrument) -> AnyCancellable {
    let entry = InstrumentEntry(instrument)
    InstrumentRegistry.addGlobal(entry)
    return AnyCancellable { InstrumentRegistry.removeGlobal(entry) }
  }
}
