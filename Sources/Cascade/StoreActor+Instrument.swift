extension StoreActor {
  /// Attaches `instrument` to this store, as ``Store/instrument(_:)`` does for a `Store`:
  /// it is called on this actor, in the order the store does things.
  ///
  /// ```swift
  /// let token = await session.instrument(metrics)
  /// ```
  ///
  /// - Parameter instrument: What listens.
  /// - Returns: A token that detaches the instrument when cancelled or released (from any
  ///   thread); keep it.
  public func instrument(_ instrument: some StoreInstrument) -> AnyCancellable {
    core.attach(instrument)
  }
}
