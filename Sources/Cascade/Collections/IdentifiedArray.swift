/// An ordered collection of elements with unique ids and O(1) lookup by id.
///
/// The collection `forEach` reducers run over:
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo.State> = []
/// todos.append(Todo.State(id: 1, title: "Milk"))
/// todos[id: 1]?.isDone = true
/// todos.remove(id: 1)
/// ```
///
/// - Complexity: Lookup by id and append are O(1); insertion and removal are O(n), as for an
///   array (the index of every later element moves).
public struct IdentifiedArray<ID: Hashable, Element> {
  @usableFromInline var _elements: [Element]
  @usableFromInline var positions: [ID: Int]
  @usableFromInline let id: KeyPath<Element, ID>
  /// A stamp, unique in the process, renewed by every operation that may remove an element
  /// (not part of equality): a `forEach` compares it before and after its parent runs and
  /// looks for removed ids only when it changed — also when the parent assigned another
  /// array, whose stamp is its own.
  @usableFromInline private(set) var removals = RemovalStamp.next()
  /// A stamp renewed by every insertion (not part of equality): a `forEach` whose rows have
  /// mount work looks for inserted ids only when it, or ``removals``, changed.
  @usableFromInline private(set) var insertions: UInt64 = 0
  /// While a `forEach` with lifetime work runs its parent: where insertions and removals are
  /// written down (not part of equality; see ``MembershipJournal``).
  @usableFromInline var journal: MembershipJournal<ID, Element>?

  /// Creates an empty collection whose elements are identified by `id`.
  ///
  /// - Parameter id: The key path to each element's id.
  public init(id: KeyPath<Element, ID>) {
    self._elements = []
    self.positions = [:]
    self.id = id
  }

  /// The ids, in order.
  public var ids: [ID] { _elements.map { $0[keyPath: id] } }

  /// The element with the given id, or `nil`; setting `nil` removes it, setting a value
  /// replaces the element in place or appends a new one.
  ///
  /// - Parameter elementID: The id.
  public subscript(id elementID: ID) -> Element? {
    get { positions[elementID].map { _elements[$0] } }
    set {
      guard let newValue else {
        remove(id: elementID)
        return
      }
      precondition(
        newValue[keyPath: id] == elementID,
        "IdentifiedArray: an element stored under id \(elementID) must have that id."
      )
      if let index = positions[elementID] {
        journal?.willChange()
        _elements[index] = newValue
      } else {
        append(newValue)
      }
    }
  }

  /// Appends `element` unless an element with its id is already present.
  ///
  /// - Parameter element: The element to add.
  /// - Returns: Whether it was added, and its index.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let elementID = element[keyPath: id]
    if let index = positions[elementID] { return (false, index) }
    journal?.willChange()
    positions[elementID] = _elements.count
    insertions = InsertionStamp.next()
    _elements.append(element)
    journal?.inserted(elementID)
    return (true, _elements.count - 1)
  }

  /// Inserts `element` at `index` unless an element with its id is already present.
  ///
  /// - Parameters:
  ///   - element: The element to add.
  ///   - index: Where to insert it.
  /// - Returns: Whether it was inserted, and its index.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let elementID = element[keyPath: id]
    if let existing = positions[elementID] { return (false, existing) }
    journal?.willChange()
    insertions = InsertionStamp.next()
    _elements.insert(element, at: index)
    reindex(from: index)
    journal?.inserted(elementID)
    return (true, index)
  }

  /// Removes the element with `elementID`, if present.
  ///
  /// - Parameter elementID: The id.
  /// - Returns: The removed element.
  @inlinable
  @discardableResult
  public mutating func remove(id elementID: ID) -> Element? {
    // Only under a journal is the id looked up first: its copy from before must go before the
    // index is edited, or the edit copies the index.
    if let journal, positions[elementID] != nil { journal.willChange() }
    guard let index = positions.removeValue(forKey: elementID) else { return nil }
    removals = RemovalStamp.next()
    let removed = _elements.remove(at: index)
    reindex(from: index)
    journal?.removed(elementID, removed)
    return removed
  }

  /// Removes the element at `index`.
  ///
  /// - Parameter index: A valid index.
  /// - Returns: The removed element.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    journal?.willChange()
    removals = RemovalStamp.next()
    let removed = _elements.remove(at: index)
    positions[removed[keyPath: id]] = nil
    reindex(from: index)
    journal?.removed(removed[keyPath: id], removed)
    return removed
  }

  /// Removes every element that satisfies `shouldBeRemoved`.
  ///
  /// - Parameter shouldBeRemoved: The condition.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    removals = RemovalStamp.next()
    guard let journal else {
      try _elements.removeAll(where: shouldBeRemoved)
      return reindex(from: 0)
    }
    journal.willChange()
    var removed: [Element] = []
    defer {
      reindex(from: 0)
      for element in removed { journal.removed(element[keyPath: id], element) }
    }
    try _elements.removeAll { element in
      guard try shouldBeRemoved(element) else { return false }
      removed.append(element)
      return true
    }
  }

  /// Replaces the elements with `reordered`, the same elements in another order or fewer
  /// of them (the offset operations), and rebuilds the index.
  mutating func replaceElements(with reordered: [Element]) {
    removals = RemovalStamp.next()
    guard let journal else {
      _elements = reordered
      return reindex(from: 0)
    }
    journal.willChange()
    let before = _elements
    let positionsBefore = positions
    _elements = reordered
    reindex(from: 0)
    for element in before where positions[element[keyPath: id]] == nil {
      journal.removed(element[keyPath: id], element)
    }
    for element in reordered where positionsBefore[element[keyPath: id]] == nil {
      journal.inserted(element[keyPath: id])
    }
  }

  /// The elements, in order.
  var elementsArray: [Element] { _elements }

  /// The ids and their positions: a snapshot that costs a retain until the array inserts or
  /// removes (what a `forEach` keeps to find the ids its parent removed).
  @inlinable
  var positionsSnapshot: [ID: Int] { positions }

  /// Runs `body` on the element with `elementID` in place, if present: one hash lookup, no
  /// copy of the element, for a `forEach` running an element's reducer.
  ///
  /// The element's id must not change: the index by id would no longer find it.
  @inlinable
  mutating func modifyElement<R>(id elementID: ID, _ body: (inout Element) -> R) -> R? {
    guard let index = positions[elementID] else { return nil }
    journal?.willChange()
    let result = body(&_elements[index])
    assert(
      _elements[index][keyPath: id] == elementID,
      "IdentifiedArray: an element reducer changed the id of element \(elementID).")
    return result
  }

  @usableFromInline
  mutating func reindex(from start: Int) {
    if start == 0 { positions.removeAll(keepingCapacity: true) }
    for index in _elements.indices.dropFirst(start) {
      positions[_elements[index][keyPath: id]] = index
    }
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty collection of identifiable elements.
  public init() {
    self.init(id: \.id)
  }

  /// Creates a collection of identifiable elements; later duplicates of an id are dropped.
  ///
  /// - Parameter elements: The elements, in order.
  public init(_ elements: some Sequence<Element>) {
    self.init(id: \.id)
    for element in elements { append(element) }
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates a collection from a literal.
  ///
  /// - Parameter elements: The elements, in order.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

/// An ``IdentifiedArray`` of `Identifiable` elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  /// The first index.
  public var startIndex: Int { _elements.startIndex }
  /// One past the last index.
  public var endIndex: Int { _elements.endIndex }

  /// The element at `position`; setting it replaces the element there with one of the same
  /// id (`rows[0].title = "Milk"`).
  ///
  /// - Precondition: A new element has the id of the one it replaces: an id change would
  ///   make the array's index of ids wrong, so it stops the program rather than corrupt it
  ///   (insert or remove instead).
  /// - Parameter position: A valid index.
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      precondition(
        newValue[keyPath: id] == _elements[position][keyPath: id],
        """
        IdentifiedArray: the element set at position \(position) has id \(newValue[keyPath: id]), \
        not \(_elements[position][keyPath: id]); set 'array[id:]' or insert it instead.
        """)
      journal?.willChange()
      _elements[position] = newValue
    }
  }

  /// Swaps the elements at `i` and `j`, with their ids' positions (what `reverse()`,
  /// `shuffle()` and `partition(by:)` use).
  ///
  /// - Parameters:
  ///   - i: One valid index.
  ///   - j: Another.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    journal?.willChange()
    _elements.swapAt(i, j)
    positions[_elements[i][keyPath: id]] = i
    positions[_elements[j][keyPath: id]] = j
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Equal when the elements are equal, in order.
  ///
  /// - Parameters:
  ///   - lhs: A collection.
  ///   - rhs: Another collection.
  /// - Returns: Whether they hold equal elements in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._elements == rhs._elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(_elements) }
}

extension IdentifiedArray: @unchecked Sendable where Element: Sendable, ID: Sendable {
  // Sound because every stored property is a value of Sendable elements and ids; the key
  // path (not declared Sendable) is immutable and only ever read.
}

extension IdentifiedArray: CustomReflectable {
  /// Reflects as an array of its elements, so diffs show indices and elements.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, as an array prints them.
  public var description: String { _elements.description }
}

extension IdentifiedArray: IdentifiedReflecting {
  package var _elementsByID: [(AnyHashable, Any)] {
    _elements.map { (AnyHashable($0[keyPath: id]), $0 as Any) }
  }
}

extension IdentifiedArray {
  /// The position of the element with `id`, if there is one.
  ///
  /// - Parameter id: An element's id.
  /// - Returns: Its index.
  /// - Complexity: O(1).
  public func index(id: ID) -> Int? {
    positions[id]
  }

  /// The elements that `isIncluded` accepts, in order, as an identified array.
  ///
  /// - Parameter isIncluded: Whether to keep an element.
  /// - Returns: The kept elements.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IdentifiedArray {
    var kept = self
    try kept.removeAll { try !isIncluded($0) }
    return kept
  }

  /// Sorts the elements in place, keeping each id with its element.
  ///
  /// - Parameter areInIncreasingOrder: Whether the first element belongs before the second.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    var sorted = _elements
    try sorted.sort(by: areInIncreasingOrder)
    replaceElements(with: sorted)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order, keeping each id with its element.
  public mutating func sort() {
    sort(by: <)
  }
}
