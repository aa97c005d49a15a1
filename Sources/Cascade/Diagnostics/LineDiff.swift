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
///
/// Long runs of common lines are folded to a few lines of context around each difference, and
/// at most ``limit`` differing lines are shown, so a message on a large value stays readable and
/// bounded in memory and time.
package enum LineDiff {
  /// Common lines shown before and after each difference.
  package static let context = 3
  /// Differing lines shown at most; the rest are counted.
  package static let limit = 200

  /// The marked lines, joined by newlines.
  ///
  /// - Parameters:
  ///   - expected: The lines a test expected.
  ///   - actual: The lines it got.
  /// - Returns: The differing lines, marked, with their context.
  package static func describe(expected: [String], actual: [String]) -> String {
    let steps = Alignment.steps(expected, actual, same: ==)
    // The distance from each step to the nearest differing one, forward and back.
    var distance = Array(repeating: Int.max, count: steps.count)
    var last = Int.max
    for index in steps.indices {
      if case .kept = steps[index] { last = last == .max ? .max : last + 1 } else { last = 0 }
      distance[index] = last
    }
    last = Int.max
    for index in steps.indices.reversed() {
      if case .kept = steps[index] { last = last == .max ? .max : last + 1 } else { last = 0 }
      distance[index] = min(distance[index], last)
    }
    var lines: [String] = []
    // The common lines hidden since the last one shown: the first one's index, and how many.
    var folded = (first: 0, count: 0)
    var shown = 0
    var unshown = 0
    func flushFolded() {
      switch folded.count {
      case 0: return
      // A marker would take the line's place: show the line.
      case 1: lines.append("  " + expected[folded.first])
      default: lines.append("  … (\(folded.count) unchanged lines)")
      }
      folded.count = 0
    }
    for (index, step) in steps.enumerated() {
      switch step {
      case .kept(let i, _):
        guard shown < limit else { continue }
        if distance[index] <= context {
          flushFolded()
          lines.append("  " + expected[i])
        } else {
          if folded.count == 0 { folded.first = i }
          folded.count += 1
        }
      case .removed, .inserted:
        guard shown < limit else {
          unshown += 1
          continue
        }
        flushFolded()
        shown += 1
        if case .removed(let i) = step { lines.append("− " + expected[i]) }
        if case .inserted(let j) = step { lines.append("+ " + actual[j]) }
      }
    }
    if unshown > 0 {
      lines.append(moreDiffering(unshown))
    } else {
      flushFolded()
    }
    return lines.joined(separator: "\n")
  }

  /// The line that stands for `count` differing lines past the ``limit``.
  package static func moreDiffering(_ count: Int) -> String {
    "… and \(count) more differing line\(count == 1 ? "" : "s")"
  }
}
