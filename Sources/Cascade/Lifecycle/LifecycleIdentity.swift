/// What makes a present child "the same child" for mounting: its `id` when it is
/// `Identifiable`, else its case when it is an enum, else nothing (any value is the same
/// child). A parent compares identities only when the child's tree has lifecycle work.
enum LifecycleIdentity {
  static func of<Value>(_ value: Value) -> AnyHashable? {
    if let identifiable = value as? any Identifiable { return id(of: identifiable) }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    // A case with a payload is its one child's label; a case without one, its description.
    return mirror.children.first?.label ?? String(describing: value)
  }

  private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }

  /// What a parent runs for its optional child, given the child before and after the
  /// parent's reducer: nothing, a mount, a dismount, or both (a child of another identity).
  enum Change<State> {
    case none
    case mount(State)
    case dismount(State)
    case replace(old: State, new: State)
  }

  static func change<State>(from before: State?, to after: State?) -> Change<State> {
    switch (before, after) {
    case (nil, nil): return .none
    case (nil, let new?): return .mount(new)
    case (let old?, nil): return .dismount(old)
    case (let old?, let new?):
      guard let oldID = of(old), let newID = of(new), oldID != newID else { return .none }
      return .replace(old: old, new: new)
    }
  }
}
