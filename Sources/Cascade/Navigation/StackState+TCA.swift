// TCA's reach of `StackState`: an array literal, one case of an element read and written by
// id, and coding (a restored navigation path).

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of `elements`, with ids `0`, `1`, … in order: `StackState([a, b])` written as a
  /// literal (`var path: StackState<Path.State> = [.detail(…)]`).
  ///
  /// - Parameter elements: The elements, bottom first.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState where Element: CasePathable {
  /// The payload of the element with `id` when it is the case `path` names, or `nil`:
  /// TCA's `state.path[id: id, case: \.detail]`. Setting a payload replaces the element's
  /// when it is that case (and does nothing otherwise); setting `nil` pops the element.
  ///
  /// ```swift
  /// await store.send(.path(.element(id: 0, action: .detail(.titleChanged("Milk"))))) {
  ///   $0.path[id: 0, case: \.detail]?.title = "Milk"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - path: The case.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { self[id: id].flatMap { CasePath(path).extract($0) } }
    set {
      guard let newValue else {
        self[id: id] = nil
        return
      }
      let casePath = CasePath(path)
      guard let element = self[id: id], casePath.extract(element) != nil else { return }
      self[id: id] = casePath.embed(newValue)
    }
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements, bottom first, as an array (as TCA's stack does): the ids are not
  /// kept, and a decoded stack numbers its elements `0`, `1`, … again.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes an array of elements, bottom first, with ids `0`, `1`, … in order.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}
