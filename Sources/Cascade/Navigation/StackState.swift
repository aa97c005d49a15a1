/// The state of a navigation stack: its elements in push order, each with a
/// ``StackElementID`` the stack assigns, for ``Reducer/forEach(_:action:destination:fileID:line:column:)``.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// // in the reducer:
/// case .todoTapped(let todo):
///   state.path.append(.detail(Detail.State(todo: todo)))   // pushes, with the next id
/// ```
///
/// Ids come from a counter the stack carries: the first element appended to an empty stack
/// is `0`, the next `1`, and an id is never reused by that stack, even after a pop. So an
/// expected state built in a test by the same appends to a copy of the previous state gets
/// the same ids as the store's. Equality compares ids and elements, not the counter.
public struct StackState<Element> {
  @usableFromInline var elements: [Element] = []
  /// The ids of `elements`, index for index.
  public private(set) var ids: [StackElementID] = []
  private var nextID = 0
  /// Changes whenever the stack loses an element (see `RemovalStamp`), so that a store
  /// holding element stores can tell that none was popped without looking through the ids.
  private(set) var removals = RemovalStamp.next()

  /// An empty stack.
  public init() {}

  /// A stack of `elements`, with ids `0`, `1`, … in order.
  ///
  /// - Parameter elements: The elements, bottom first.
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The element with `id`, or `nil`; setting `nil` pops that element alone, setting a value
  /// replaces it.
  ///
  /// Setting a value for the id the stack would assign next pushes it: the test idiom for
  /// asserting a push, as in TCA.
  ///
  /// ```swift
  /// await store.send(.rowTapped(todo)) { $0.path[id: 0] = .detail(Detail.State(todo: todo)) }
  /// ```
  ///
  /// Setting a value for any other id that is not in the stack does nothing.
  ///
  /// - Parameter id: The element's id.
  public subscript(id id: StackElementID) -> Element? {
    get { ids.firstIndex(of: id).map { elements[$0] } }
    set {
      guard let index = ids.firstIndex(of: id) else {
        if let newValue, id == StackElementID(integerLiteral: nextID) { append(newValue) }
        return
      }
      if let newValue {
        elements[index] = newValue
      } else {
        removals = RemovalStamp.next()
        elements.remove(at: index)
        ids.remove(at: index)
      }
    }
  }

  /// Runs `body` on the element with `id` in place, if present (no copy of the element).
  @inlinable
  mutating func modifyElement<R>(id: StackElementID, _ body: (inout Element) -> R) -> R? {
    guard let index = ids.firstIndex(of: id) else { return nil }
    return body(&elements[index])
  }

  /// Pushes `element` with the next id.
  ///
  /// - Parameter element: The element.
  public mutating func append(_ element: Element) {
    append(element, id: StackElementID(integerLiteral: nextID))
  }

  /// Pushes `element` with `id`, and moves the counter past it. The caller checks that `id`
  /// is not in the stack.
  @usableFromInline
  mutating func append(_ element: Element, id: StackElementID) {
    elements.append(element)
    ids.append(id)
    nextID = Swift.max(nextID, id.rawValue + 1)
  }

  /// Pops the top `k` elements.
  ///
  /// - Parameter k: How many; at most `count`.
  public mutating func removeLast(_ k: Int = 1) {
    precondition(
      k <= elements.count, "StackState.removeLast(\(k)): the stack has only \(elements.count).")
    if k > 0 { removals = RemovalStamp.next() }
    elements.removeLast(k)
    ids.removeLast(k)
  }

  /// Pops every element, TCA's `state.path.removeAll()`: the stack is empty, and its
  /// elements' effects are cancelled as for any pop.
  public mutating func removeAll() {
    removeLast(count)
  }

  /// Pops the element with `id` and every element above it; nothing when `id` is absent.
  ///
  /// - Parameter id: The lowest element to pop.
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeLast(elements.count - index)
  }

  /// Pops every element above the one with `id`, which stays; nothing when `id` is absent.
  ///
  /// - Parameter id: The element that becomes the top.
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeLast(elements.count - index - 1)
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { elements.startIndex }

  /// The position past the top element.
  public var endIndex: Int { elements.endIndex }

  /// The element at `position`, counted from the bottom.
  ///
  /// - Parameter position: A valid position.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Whether both stacks hold equal elements with equal ids, in the same order.
  ///
  /// - Parameters:
  ///   - lhs: A stack.
  ///   - rhs: Another stack.
  /// - Returns: Whether they are equal.
  public static func == (lhs: StackState, rhs: StackState) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable, IdentifiedReflecting {
  /// Shows the elements in order, so that printed states and test diffs read as a list.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }

  package var _elementsByID: [(AnyHashable, Any)] {
    zip(ids, elements).map { (AnyHashable($0.0), $0.1 as Any) }
  }
}

extension StackState {
  /// Whether the element with `id` is on the stack: what scoping to it tracks.
  subscript(contains id: StackElementID) -> Bool { ids.contains(id) }

  /// The element with `id`, or the last one read through `lastKnown` once it is popped: the
  /// key path of a store scoped to the element.
  subscript(element id: StackElementID, lastKnown lastKnown: LastKnown<Element>) -> Element {
    if let element = self[id: id] {
      lastKnown.value = element
      return element
    }
    return lastKnown.value
  }
}
