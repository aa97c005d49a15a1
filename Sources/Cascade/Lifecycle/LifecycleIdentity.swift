import Synchronization

/// What makes a present child "the same child" for mounting: its `id` when it is
/// `Identifiable`, else its case when it is an enum, else nothing (any value is the same
/// child). A parent compares identities only when the child's tree has lifecycle work;
/// whether a type is an enum is looked up once per type.
@usableFromInline
enum LifecycleIdentity {
  /// Whether each type seen is an enum.
  private static let enums = Mutex<[ObjectIdentifier: Bool]>([:])

  private static func isEnum<Value>(_ value: Value) -> Bool {
    let key = ObjectIdentifier(Value.self)
    if let isEnum = enums.withLock({ $0[key] }) { return isEnum }
    let isEnum = Mirror(reflecting: value).displayStyle == .enum
    enums.withLock { $0[key] = isEnum }
    return isEnum
  }

  /// Whether `old` and `new` are the same child. Inlinable, so that for a concrete type the
  /// `Identifiable` test is decided at compile time.
  @inlinable
  static func same<Value>(_ old: Value, _ new: Value) -> Bool {
    if let old = old as? any Identifiable { return sameID(old, new) }
    return sameUnidentified(old, new)
  }

  @inlinable
  static func sameID<Old: Identifiable, Value>(_ old: Old, _ new: Value) -> Bool {
    // The usual case, `old`'s type is the static one: no dynamic cast of `new` is needed.
    if Old.self == Value.self { return old.id == unsafeBitCast(new, to: Old.self).id }
    guard let new = new as? Old else { return false }
    return old.id == new.id
  }

  /// Whether two values of a type that is not `Identifiable` are the same child: the same
  /// case of an enum, or any two values of any other type.
  @usableFromInline
  static func sameUnidentified<Value>(_ old: Value, _ new: Value) -> Bool {
    !isEnum(old) || caseName(old) == caseName(new)
  }

  /// A case with a payload is its one child's label; a case without one, its description.
  private static func caseName<Value>(_ value: Value) -> String {
    Mirror(reflecting: value).children.first?.label ?? String(describing: value)
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
    case (let old?, let new?): return same(old, new) ? .none : .replace(old: old, new: new)
    }
  }
}
