/// Whether one running effect record is still running, and its context, held by a callback
/// that delivers for it often (a timer's tick), so that a delivery is a flag check instead of
/// a lookup in the ledger. The store ends it when it retires the record.
///
/// Not final: the callback's own object subclasses it (``TimerTick``), so that a timer's
/// liveness and what it does on each tick are one allocation.
// @unchecked Sendable: the scheduler callback that holds it only passes it to the store's
// isolation (in place when marked as running there, else by a hop); it is read and ended on
// that isolation only.
class LiveRecord: @unchecked Sendable {
  /// The record's context (a `let`, so a delivery borrows it instead of copying it).
  let context: EffectContext
  /// Whether the record still runs; `false` once it was retired.
  private(set) var isLive = true

  init(context: EffectContext) {
    self.context = context
  }

  /// Marks the record retired: later deliveries are dropped.
  final func end() {
    isLive = false
  }
}
