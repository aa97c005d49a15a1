import Cascade

// Checking a step's state against what the test's `assert` closure describes.

extension TestStoreCore {
  /// Checks `actual` against the last expected state with `assert` applied, and makes
  /// `actual` the expected state of the next step.
  ///
  /// - Parameter requiresChange: Whether an `assert` closure that changes nothing, where
  ///   nothing changed, is a failure (a step's closure; not ``assert(_:fileID:filePath:line:column:)``'s).
  func check(
    step: String,
    actual: State,
    assert: ((inout State) -> Void)?,
    requiresChange: Bool = true,
    site: SourceSite
  ) {
    defer {
      expectedState = actual
      shared.accept()
    }
    switch exhaustivity {
    case .on:
      let before = expectedState
      var expected = before
      SharedAssertion.$isAsserting.withValue(true) { assert?(&expected) }
      let sharedChanges = shared.state
      if requiresChange, assert != nil, isEqual(expected, before), !sharedChanges.asserted,
        isEqual(actual, before), !sharedChanges.changed
      {
        site.fail(
          """
          The 'assert' closure of \(step) made no change to the state, and none occurred. \
          Omit the closure when no change is expected.
          """
        )
        return
      }
      guard
        let diff = Self.join(
          Diff.describe(expected: expected, actual: actual, structural: isStructural),
          sharedChanges.diff)
      else { return }
      if assert == nil {
        site.fail(
          """
          State was not expected to change, but a change occurred after \(step):

          \(diff)

          (Expected: −, Actual: +) Describe the change in the 'assert' closure.
          """
        )
      } else if requiresChange, isEqual(actual, before), !sharedChanges.changed {
        site.fail(
          """
          Expected state to change after \(step), but no change occurred:

          \(diff)

          (Expected: −, Actual: +)
          """
        )
      } else {
        site.fail(
          """
          A state change does not match expectation after \(step):

          \(diff)

          (Expected: −, Actual: +)
          """
        )
      }
    case .off(let showSkipped):
      // What the test left undescribed, from the closure applied to what it last asserted
      // (shared values included), before the closure is checked against the live values.
      var skipped: String?
      if showSkipped {
        var described = expectedState
        SharedAssertion.$isAsserting.withValue(true) { assert?(&described) }
        skipped = Self.join(
          Diff.describe(expected: described, actual: actual, structural: isStructural),
          shared.state.diff)
      }
      shared.accept()
      var expected = actual
      SharedAssertion.$isAsserting.withValue(true) { assert?(&expected) }
      guard
        let diff = Self.join(
          Diff.describe(expected: expected, actual: actual, structural: isStructural),
          shared.state.diff)
      else {
        guard let skipped else { return }
        site.reportSkipped(
          """
          state changes after \(step) that the test did not assert:

          \(skipped)

          (Expected: −, Actual: +)
          """
        )
        return
      }
      site.fail(
        """
        A state change does not match expectation after \(step):

        \(diff)

        (Expected: −, Actual: +)
        """
      )
    }
  }

  /// The state's diff and the shared values' diff, as one.
  private static func join(_ state: String?, _ shared: String?) -> String? {
    switch (state, shared) {
    case (nil, nil): nil
    case (let one?, nil), (nil, let one?): one
    case (let state?, let shared?): state + "\n" + shared
    }
  }

  /// Checks the current state against the last known one with `update` applied.
  func assert(_ update: (inout State) -> Void, site: SourceSite) {
    withoutActuallyEscaping(update) { update in
      check(
        step: "assert",
        actual: currentState,
        assert: update,
        requiresChange: false,
        site: site
      )
    }
  }

  func withExhaustivity(_ exhaustivity: Exhaustivity, _ body: () async -> Void) async {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    await body()
    self.exhaustivity = previous
  }
}
