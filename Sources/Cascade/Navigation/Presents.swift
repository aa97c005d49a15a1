/// Marks a piece of optional state as a presented destination — a sheet, an alert, a
/// pushed editor — for ``Reducer/ifLet(_:action:destination:fileID:line:column:)``.
///
/// ```swift
/// struct State: Equatable {
///   var todos: [Todo] = []
///   @Presents var editor: Editor.State?
/// }
/// // in the reducer:
/// case .editTapped(let todo):
///   state.editor = Editor.State(todo: todo)   // presents
/// ```
///
/// The wrapped value is the child's state, `nil` while nothing is presented; the projected
/// value (`\.$editor`) is what `ifLet` and `store.scope` take. It is plain state: `Equatable`,
/// `Hashable` and `Sendable` when the child's state is, with no identity of its own.
///
/// Replacing one presented state with another without passing through `nil` keeps the
/// child's running effects (they belong to the presentation, not to a value); set it to
/// `nil` first to end them.
///
/// The child's state lives on the heap, copied on write, as TCA's `@Presents` keeps it: a
/// feature can present itself (`@Presents var child: State?` inside `State`), and a parent's
/// state stays one word wide however large the child's is.
@propertyWrapper
public struct Presents<State> {
  /// The box holding a presented state; shared by copies until one of them writes. Its
  /// value is never `nil` outside an edit of ``wrappedValue``.
  @usableFromInline
  final class Storage {
    @usableFromInline var value: State?

    @usableFromInline
    init(_ value: State) {
      self.value = value
    }
  }

  @usableFromInline var storage: Storage?

  /// The presented child's state, or `nil` when nothing is presented.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.value }
    set {
      guard let newValue else {
        storage = nil
        return
      }
      if storage != nil, isKnownUniquelyReferenced(&storage!) {
        storage!.value = newValue
      } else {
        storage = Storage(newValue)
      }
    }
    _modify {
      guard storage != nil else {
        var value: State? = nil
        yield &value
        if let value { storage = Storage(value) }
        return
      }
      if !isKnownUniquelyReferenced(&storage!) { storage = Storage(storage!.value!) }
      // Edited in place in the unshared box: the state's own buffers stay unique.
      yield &storage!.value
      if storage!.value == nil { storage = nil }
    }
  }

  /// Wraps a presented state, or `nil`.
  ///
  /// - Parameter wrappedValue: The child's state, or `nil`.
  @inlinable
  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map(Storage.init)
  }

  /// The wrapper itself: `\.$editor` names the presentation for `ifLet` and `store.scope`.
  public var projectedValue: Presents<State> {
    get { self }
    set { self = newValue }
  }
}

extension Presents: Equatable where State: Equatable {
  /// Whether both present equal states, or neither presents one.
  ///
  /// - Parameters:
  ///   - lhs: A presentation.
  ///   - rhs: Another presentation.
  /// - Returns: Whether the presented states are equal.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let left = lhs.storage, let right = rhs.storage, left === right { return true }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Presents: Hashable where State: Hashable {
  /// Hashes the presented state, or its absence.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

// Unchecked: the box is copy-on-write — a shared box is never written, only replaced — so a
// value sent elsewhere shares nothing mutable.
extension Presents: @unchecked Sendable where State: Sendable {}

extension Presents: CustomReflectable, PropertyWrapperReflecting {
  /// Reflects as the optional it wraps, so test diffs show `editor.title`, not the wrapper.
  public var customMirror: Mirror {
    let children: [Mirror.Child] = wrappedValue.map { [(label: "some", value: $0)] } ?? []
    return Mirror(self, children: children, displayStyle: .optional)
  }
}

extension Presents: CustomStringConvertible {
  /// The presented state, or `nil`, as the wrapped value prints.
  public var description: String {
    wrappedValue.map { String(describing: $0) } ?? "nil"
  }
}
