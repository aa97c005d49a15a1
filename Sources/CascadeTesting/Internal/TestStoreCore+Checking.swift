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
    site: CallSite
  ) {
    defer { expectedState = actual }
    switch exhaustivity {
    case .on:
      let before = expectedState
      var expected = before
      assert?(&expected)
      if requiresChange, assert != nil, expected == before, actual == before {
        site.fail(
          """
          The 'assert' closure of \(step) made no change to the state, and none occurred. \
          Omit the closure when no change is expected.
          """
        )
        return
      }
      guard let diff = Diff.describe(expected: expected, actual: actual) else { return }
      if assert == nil {
        site.fail(
          """
          State was not expected to change, but a change occurred after \(step):

          \(diff)

          (Expected: −, Actual: +) Describe the change in the 'assert' closure.
          """
        )
      } else if requiresChange, actual == before {
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
      var expected = actual
      assert?(&expected)
      guard let diff = Diff.describe(expected: expected, actual: actual) else {
        guard showSkipped else { return }
        var described = expectedState
        assert?(&described)
        guard let skipped = Diff.describe(expected: described, actual: actual) else { return }
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

  /// Checks the current state against the last known one with `update` applied.
  func assert(_ update: (inout State) -> Void, site: CallSite) {
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
