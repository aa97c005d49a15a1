/// A binary min-heap: `insert` and `popMin` are O(log n), `min` is O(1).
struct BinaryHeap<Element: Comparable> {
  private(set) var storage: [Element] = []

  var count: Int { storage.count }
  var min: Element? { storage.first }

  init() {}

  init(_ elements: [Element]) {
    storage = elements
    var index = storage.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  mutating func insert(_ element: Element) {
    storage.append(element)
    siftUp(from: storage.count - 1)
  }

  mutating func popMin() -> Element? {
    guard !storage.isEmpty else { return nil }
    if storage.count == 1 { return storage.removeLast() }
    let min = storage[0]
    storage[0] = storage.removeLast()
    siftDown(from: 0)
    return min
  }

  /// Replaces the minimum with `element`, which may belong anywhere: one sift, where a
  /// `popMin` followed by an `insert` takes two.
  ///
  /// - Precondition: The heap is not empty.
  mutating func replaceMin(_ element: Element) {
    storage[0] = element
    siftDown(from: 0)
  }

  private mutating func siftUp(from index: Int) {
    var child = index
    let element = storage[child]
    while child > 0 {
      let parent = (child - 1) / 2
      guard element < storage[parent] else { break }
      storage[child] = storage[parent]
      child = parent
    }
    storage[child] = element
  }

  private mutating func siftDown(from index: Int) {
    var parent = index
    let count = storage.count
    let element = storage[parent]
    while true {
      let left = 2 * parent + 1
      guard left < count else { break }
      let right = left + 1
      let smaller = right < count && storage[right] < storage[left] ? right : left
      guard storage[smaller] < element else { break }
      storage[parent] = storage[smaller]
      parent = smaller
    }
    storage[parent] = element
  }
}
