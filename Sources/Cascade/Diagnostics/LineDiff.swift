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
    Alignment.steps(expected, actual, same: ==).map { step in
      switch step {
      case .kept(let i, _): "  " + expected[i]
      case .removed(let i): "− " + expected[i]
      case .inserted(let j): "+ " + actual[j]
      }
    }.joined(separator: "\n")
  }
}
