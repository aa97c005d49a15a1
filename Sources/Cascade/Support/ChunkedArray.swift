/// An append-only sequence stored in chunks of about 64 KiB: appending never moves what is
/// already stored, so a long recording grows without the copy (and the fresh pages) an array
/// pays each time it doubles.
struct ChunkedArray<Element>: Sequence {
  private var chunks: [[Element]] = []
  /// How many elements it holds.
  private(set) var count = 0

  private static var chunkCapacity: Int {
    Swift.max(16, 65_536 / Swift.max(1, MemoryLayout<Element>.stride))
  }

  init() {}

  /// Adds `element` at the end.
  mutating func append(_ element: Element) {
    if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkCapacity {
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkCapacity)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    count += 1
  }

  var underestimatedCount: Int { count }

  func makeIterator() -> FlattenSequence<[[Element]]>.Iterator {
    chunks.joined().makeIterator()
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}
