/// A line-by-line difference of two texts: lines both have are kept, indented by two spaces,
/// as context; the others are marked `−` (only in `expected`) and `+` (only in `actual`).
///
/// ```
///   .response(
///     Download(
/// −     bytes: 1000,
/// +     bytes: 2000,
///       total: 5000
///     )
///   )
/// ```
package enum LineDiff {
  /// The marked lines, joined by newlines.
  ///
  /// - Parameters:
  ///   - expected: The lines a test expected.
  ///   - actual: The lines it got.
  /// - Returns: Every line of both, in order, marked.
  package static func describe(expected: [String], actual: [String]) -> String {
    // Longest common subsequence of equal lines; the rest are removals and insertions.
    let n = expected.count
    let m = actual.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          expected[i] == actual[j]
          ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        lines.append("  " + expected[i])
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        lines.append("− " + expected[i])
        i += 1
      } else {
        lines.append("+ " + actual[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
