/// The cancellation ids an effect runs under, outermost first.
///
/// Most effects run under none or one, so the first is stored inline: a one-element array
/// was an allocation (and a release) for every cancellable effect a store started.
struct CancelIDs: Sequence {
  private var first: CancelID?
  private var rest: [CancelID] = []

  init() {}

  mutating func append(_ id: CancelID) {
    if first == nil { first = id } else { rest.append(id) }
  }

  /// The innermost id.
  var last: CancelID? { rest.last ?? first }

  func makeIterator() -> Iterator {
    Iterator(first: first, rest: rest.makeIterator())
  }

  struct Iterator: IteratorProtocol {
    fileprivate var first: CancelID?
    fileprivate var rest: IndexingIterator<[CancelID]>

    mutating func next() -> CancelID? {
      if let id = first.take() { return id }
      return rest.next()
    }
  }
}
