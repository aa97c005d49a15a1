import Cascade

// Checking a step's state against what the test's `assert` closure describes.

extension TestStore {
  func check(
    step: String,
    actual: State,
    assert: ((inout State) -> Void)?,
    site: CallSite
  ) {
    defer { expectedState = actual }
    switch exhaustivity {
    case .on:
      let before = expectedState
      var expected = before
      assert?(&expected)
      if assert != nil, expected == before, actual == before {
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
      } else if actual == before {
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
    case .off:
      guard let assert else { return }
      var expected = actual
      assert(&expected)
      guard let diff = Diff.describe(expected: expected, actual: actual) else { return }
      site.fail(
        """
        A state change does not match expectation after \(step):

        \(diff)

        (Expected: −, Actual: +)
        """
      )
    }
  }
}
