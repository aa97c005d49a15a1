/// Finds reducers that hold a child with lifetime work in a stored property but do not forward
/// it (a hand-written wrapper that is not a ``ReducerWrapper``): its child would never mount.
///
/// It walks a store's reducer once per root type, when the first store of that type is made:
/// through each reducer's stored properties (optionals and arrays of reducers included) and
/// through `body`. A reducer that reports no lifetime work while one of its stored reducers
/// has some is reported, once per type. Nothing is walked on a send.
@usableFromInline
enum HiddenLifecycleCheck {
  /// Root types walked, and wrapper types reported.
  private static let checked = Locked<Set<ObjectIdentifier>>([])
  private static let reported = Locked<Set<ObjectIdentifier>>([])

  /// Checks the tree of `reducer`, a store's root, reporting at `site` (the store's creation).
  @usableFromInline
  static func check<R: Reducer>(_ reducer: R, site: (fileID: StaticString, line: UInt)?) {
    guard checked.withLock({ $0.insert(ObjectIdentifier(R.self)).inserted }) else { return }
    var visited: Set<ObjectIdentifier> = []
    var hiding: [(wrapper: Any.Type, child: Any.Type)] = []
    visit(reducer, visited: &visited, hiding: &hiding)
    for (wrapper, child) in hiding {
      guard reported.withLock({ $0.insert(ObjectIdentifier(wrapper)).inserted }) else { continue }
      RuntimeWarning.report(
        """
        '\(name(wrapper))' runs '\(name(child))', which has onMount or onDismount work, without \
        forwarding it: that work never runs. Conform '\(name(wrapper))' to 'ReducerWrapper' \
        (name its child 'wrapped'), or build it from Scope, ifLet and forEach.
        """,
        fileID: site?.fileID ?? #fileID,
        line: site?.line ?? #line
      )
    }
  }

  private static func name(_ type: Any.Type) -> String {
    ValueText.clean(String(reflecting: type))
  }

  private static func hooks<R: Reducer>(of _: R) -> _LifecycleHooks { R._lifecycleHooks }

  private static func body<R: Reducer>(of reducer: R) -> (any Reducer)? {
    guard R.Body.self != Never.self else { return nil }
    return reducer.body as? any Reducer
  }

  private static func visit(
    _ reducer: any Reducer, visited: inout Set<ObjectIdentifier>,
    hiding: inout [(wrapper: Any.Type, child: Any.Type)]
  ) {
    guard visited.insert(ObjectIdentifier(type(of: reducer))).inserted else { return }
    let ownHooks = hooks(of: reducer)
    for child in storedReducers(of: reducer) {
      if ownHooks.isEmpty, !hooks(of: child).isEmpty {
        hiding.append((type(of: reducer), type(of: child)))
      }
      visit(child, visited: &visited, hiding: &hiding)
    }
    if let body = body(of: reducer) { visit(body, visited: &visited, hiding: &hiding) }
  }

  /// The reducers among `value`'s stored properties, looking into optionals and collections.
  private static func storedReducers(of value: Any) -> [any Reducer] {
    var found: [any Reducer] = []
    for child in Mirror(reflecting: value).children {
      collect(child.value, into: &found)
    }
    return found
  }

  private static func collect(_ value: Any, into found: inout [any Reducer]) {
    if let reducer = value as? any Reducer { return found.append(reducer) }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional?, .collection?:
      for child in mirror.children { collect(child.value, into: &found) }
    default:
      return
    }
  }
}
