// swift-identified-collections' spellings, with its behaviour: a duplicate id where ids must be
// unique stops the program (with the id), since an index by id that maps one id to two
// elements would route element actions to the wrong row.

extension IdentifiedArray {
  /// The elements, in order, as an array.
  public var elements: [Element] { _elements }

  /// Creates a collection from elements whose ids are unique, identified by `id`.
  ///
  /// - Precondition: No two elements have the same id (checked: the program stops, naming it).
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path to each element's id.
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
    self.init(id: id)
    for element in elements {
      let (inserted, _) = append(element)
      precondition(
        inserted, "IdentifiedArray(uniqueElements:): duplicate id \(element[keyPath: id])")
    }
  }

  /// Creates a collection from elements whose ids are unique, as
  /// ``init(uniqueElements:id:)`` does: Cascade builds its index by id either way, so it
  /// checks here too rather than keep an index that maps one id to two elements.
  ///
  /// - Precondition: No two elements have the same id (checked: the program stops, naming it).
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path to each element's id.
  public init(uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
    self.init(uniqueElements: elements, id: id)
  }

  /// Creates a collection from `elements`, combining those that share an id.
  ///
  /// ```swift
  /// let totals = IdentifiedArray(sales, id: \.day) { first, second in
  ///   Sale(day: first.day, amount: first.amount + second.amount)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order; a combined element keeps the first one's place.
  ///   - id: The key path to each element's id.
  ///   - combine: Returns the element to keep for two with the same id.
  public init(
    _ elements: some Sequence<Element>, id: KeyPath<Element, ID>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(id: id)
    for element in elements {
      let (inserted, index) = append(element)
      if !inserted { update(try combine(_elements[index], element), at: index) }
    }
  }

  /// Replaces the element with `element`'s id, or appends `element` when there is none.
  ///
  /// - Parameter element: The new element.
  /// - Returns: The element it replaced, or `nil` when it was appended.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let (inserted, index) = append(element)
    return inserted ? nil : update(element, at: index)
  }

  /// Replaces the element with `element`'s id in place, or inserts `element` at `index` when
  /// there is none.
  ///
  /// - Parameters:
  ///   - element: The new element.
  ///   - index: Where to insert it when it is new.
  /// - Returns: The element it replaced (or `nil`), and the element's index.
  @discardableResult
  public mutating func updateOrInsert(_ element: Element, at index: Int) -> (
    originalMember: Element?, index: Int
  ) {
    let (inserted, at) = insert(element, at: index)
    return (inserted ? nil : update(element, at: at), at)
  }

  /// Replaces the element at `index` with `element`, which has the same id.
  ///
  /// - Precondition: `element` has the id of the element at `index`.
  /// - Parameters:
  ///   - element: The new element.
  ///   - index: A valid index.
  /// - Returns: The element it replaced.
  @discardableResult
  public mutating func update(_ element: Element, at index: Int) -> Element {
    let original = _elements[index]
    precondition(
      element[keyPath: id] == original[keyPath: id],
      """
      IdentifiedArray.update(_:at:): the element has id \(element[keyPath: id]), the one at \
      \(index) has \(original[keyPath: id])
      """)
    self[index] = element
    return original
  }

  /// Appends each element whose id is not present yet.
  ///
  /// - Parameter newElements: The elements, in order.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for as many elements.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    removeAll { _ in true }
    if !keepCapacity {
      _elements = []
      positions = [:]
    }
  }

  /// Removes and returns the first element.
  ///
  /// - Precondition: The collection is not empty.
  /// - Returns: The removed element.
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!isEmpty, "IdentifiedArray.removeFirst(): the collection is empty")
    return remove(at: 0)
  }

  /// Removes and returns the last element.
  ///
  /// - Precondition: The collection is not empty.
  /// - Returns: The removed element.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!isEmpty, "IdentifiedArray.removeLast(): the collection is empty")
    return remove(at: count - 1)
  }

  /// Removes the first `k` elements.
  ///
  /// - Precondition: `k` is at most `count`.
  /// - Parameter k: How many to remove.
  public mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= count, "IdentifiedArray.removeFirst(\(k)): only \(count) elements")
    replaceElements(with: Array(_elements.dropFirst(k)))
  }

  /// Removes the last `k` elements.
  ///
  /// - Precondition: `k` is at most `count`.
  /// - Parameter k: How many to remove.
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "IdentifiedArray.removeLast(\(k)): only \(count) elements")
    replaceElements(with: Array(_elements.dropLast(k)))
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates a collection from identifiable elements whose ids are unique: TCA's
  /// `IdentifiedArray(uniqueElements: todos)`.
  ///
  /// - Precondition: No two elements have the same id (checked: the program stops, naming it).
  /// - Parameter elements: The elements, in order.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(uniqueElements: elements, id: \.id)
  }

  /// Creates a collection from identifiable elements whose ids are unique, checked as
  /// ``init(uniqueElements:)`` checks.
  ///
  /// - Precondition: No two elements have the same id (checked: the program stops, naming it).
  /// - Parameter elements: The elements, in order.
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init(uniqueElements: elements, id: \.id)
  }

  /// Creates a collection from identifiable elements, combining those that share an id.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order; a combined element keeps the first one's place.
  ///   - combine: Returns the element to keep for two with the same id.
  public init(
    _ elements: some Sequence<Element>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    try self.init(elements, id: \.id, uniquingIDsWith: combine)
  }
}
