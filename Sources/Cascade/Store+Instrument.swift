extension Store {
  /// Attaches `instrument` to this store: it sees every action the store reduces, every
  /// effect it runs and every warning raised while it reduces an action or runs a `.run`
  /// effect — until the returned token is cancelled or released.
  ///
  /// ```swift
  /// let trace = TraceInstrument()
  /// let token = store.instrument(trace)
  /// store.send(.start)
  /// try trace.chromeTraceJSON().write(to: url)
  /// ```
  ///
  /// A scoped store's instrument is attached to its root, and sees the whole store: a
  /// store, its scopes and its children's stores are one runtime, with one id
  /// (``StoreID``). Attach it where the store is made to see its first action. Once
  /// detached, the instrument sees nothing more from this store, not even the end of an
  /// effect it saw start.
  ///
  /// - Parameter instrument: What listens.
  /// - Returns: A token that detaches the instrument when cancelled or released; keep it.
  public func instrument(_ instrument: some StoreInstrument) -> AnyCancellable {
    runtime.attach(instrument)
  }
}
