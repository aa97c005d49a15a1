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

  /// The most cells the table of a longest common subsequence may have: past it, the part
  /// of the sequences between their common prefix and suffix is shown as removed, then
  /// inserted, so that a failure message costs bounded memory and time.
  package static let tableBudget = 1_000_000

  /// The steps from `expected` to `actual`, in order; at one place, removals come before
  /// insertions.
  ///
  /// The common prefix and suffix are kept without a table; the middle is aligned by a longest
  /// common subsequence when its table fits ``tableBudget``.
  ///
  /// - Complexity: O(n + m) beside the middle's table, O(n' × m') for a middle of n' and m'
  ///   elements within the budget.
  package static func steps<Element>(
    _ expected: [Element], _ actual: [Element], same: (Element, Element) -> Bool
  ) -> [Step] {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, same(expected[prefix], actual[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      same(expected[expected.count - 1 - suffix], actual[actual.count - 1 - suffix])
    {
      suffix += 1
    }
    var steps = (0..<prefix).map { Step.kept($0, $0) }
    let middleExpected = prefix..<(expected.count - suffix)
    let middleActual = prefix..<(actual.count - suffix)
    if middleExpected.count * middleActual.count <= tableBudget {
      steps += aligned(
        Array(expected[middleExpected]), Array(actual[middleActual]), same: same
      ).map { $0.offset(by: prefix) }
    } else {
      steps += middleExpected.map(Step.removed) + middleActual.map(Step.inserted)
    }
    let expectedEnd = expected.count - suffix
    let actualEnd = actual.count - suffix
    steps += (0..<suffix).map { Step.kept(expectedEnd + $0, actualEnd + $0) }
    return steps
  }

  /// The steps of a longest common subsequence, through an (n+1) × (m+1) table.
  private static func aligned<Element>(
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

extension Alignment.Step {
  /// The same step with both indices moved by `offset`.
  fileprivate func offset(by offset: Int) -> Self {
    switch self {
    case .kept(let i, let j): .kept(i + offset, j + offset)
    case .removed(let i): .removed(i + offset)
    case .inserted(let j): .inserted(j + offset)
    }
  }
}
