/// The steps each running concatenation has not started yet, by the concatenation's record.
///
/// The ledger tracks which step is running; these hold effects, so they stay out of the
/// non-generic ledger. ``StoreCore`` keeps one table beside a non-generic flag
/// (`hasConcatenationSteps`) that a retirement checks before touching it.
struct ConcatenationSteps<Action> {
  private var pending: [UInt64: ArraySlice<Effect<Action>>] = [:]

  /// Whether no concatenation has a step left.
  var isEmpty: Bool { pending.isEmpty }

  /// Keeps `steps` as the steps of the concatenation recorded under `id`.
  mutating func start(_ id: UInt64, steps: ArraySlice<Effect<Action>>) {
    pending[id] = steps
  }

  /// Takes the next step of concatenation `id`; `nil` when it has none left (or is unknown).
  mutating func next(of id: UInt64) -> Effect<Action>? {
    pending[id]?.popFirst()
  }

  /// Drops what is left of concatenation `id`: it finished or was cancelled.
  mutating func forget(_ id: UInt64) {
    pending[id] = nil
  }
}
