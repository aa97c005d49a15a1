/// How two sequences line up: a longest common subsequence of equal elements, kept; the
/// rest removed from the first or inserted from the second. Shared by ``Diff`` (array
/// elements) and ``LineDiff`` (lines).
package enum Alignment {
  /// One step through both sequences, by index.
  package enum Step: Equatable {
    /// `expected[i]` and `actual[j]` are the same.
    case kept(Int, Int)
    /// `expected[i]` is not in `actual`.
    case removed(Int)
    /// `actual[j]` is not in `expected`.
    case inserted(Int)
  }

  /// The steps from `expected` to `actual`, in order; at one place, removals come before
  /// insertions.
  package static func steps<Element>(
    _ expected: [Element], _ actual: [Element], same: (Element, Element) -> Bool
  ) -> [Step] {
    let n = expected.count
    let m = actual.count
    // table[i][j]: the length of a longest common subsequence of expected[i...], actual[j...].
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          same(expected[i], actual[j])
          ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, same(expected[i], actual[j]) {
        steps.append(.kept(i, j))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        steps.append(.removed(i))
        i += 1
      } else {
        steps.append(.inserted(j))
        j += 1
      }
    }
    return steps
  }
}
