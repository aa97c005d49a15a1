/// A first-in-first-out queue that reuses its storage: no allocation per element once warm.
///
/// Elements are read from `head`; the buffer is reset when it has been drained.
struct FIFOQueue<Element> {
  private var buffer: [Element] = []
  private var head = 0

  var count: Int { buffer.count - head }

  mutating func append(_ element: Element) {
    buffer.append(element)
  }

  mutating func popFirst() -> Element? {
    guard head < buffer.count else { return nil }
    let element = buffer[head]
    head += 1
    if head == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 4096)
      head = 0
    }
    return element
  }
}
