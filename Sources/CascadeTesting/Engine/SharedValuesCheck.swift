import Cascade

/// A test store's view of its shared values: what changed since the last checked step, what
/// the step's `assert` closure described, and accepting both once the step is checked.
struct SharedValuesCheck {
  let registry: SharedRegistry

  /// The shared values' changes since the last accepted step, together.
  struct State {
    /// Whether a live value was written.
    var changed = false
    /// Whether an `assert` closure wrote a value.
    var asserted = false
    /// The diff of every value whose description differs from its live value.
    var diff: String?
  }

  var state: State {
    var state = State()
    var diffs: [String] = []
    for value in registry.trackedValues {
      let each = value.assertionState
      state.changed = state.changed || each.changed
      state.asserted = state.asserted || each.asserted
      if let difference = each.difference { diffs.append(difference) }
    }
    state.diff = diffs.isEmpty ? nil : diffs.joined(separator: "\n")
    return state
  }

  /// The live values are what the test has asserted.
  func accept() {
    for value in registry.trackedValues { value.acceptAssertion() }
  }
}
