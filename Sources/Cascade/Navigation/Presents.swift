/// Marks a piece of optional state as a presented destination — a sheet, an alert, a
/// pushed editor — for ``Reducer/ifLet(state:action:destination:fileID:line:column:)-(_,()->CaseKeyPath<Action,PresentationAction<ChildAction>>,_,_,_,_)``.
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
@propertyWrapper
public struct Presents<State> {
  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// Wraps a presented state, or `nil`.
  ///
  /// - Parameter wrappedValue: The child's state, or `nil`.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself: `\.$editor` names the presentation for `ifLet` and `store.scope`.
  public var projectedValue: Presents<State> {
    get { self }
    set { self = newValue }
  }
}

extension Presents: Equatable where State: Equatable {}
extension Presents: Hashable where State: Hashable {}
extension Presents: Sendable where State: Sendable {}

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

extension Presents {
  /// Whether a child is presented: what scoping to it tracks.
  var isPresented: Bool { wrappedValue != nil }

  /// The presented state, or the last one read through `lastKnown` once it is dismissed: the
  /// key path of a store scoped to the presentation.
  subscript(presented lastKnown: LastKnown<State>) -> State {
    if let wrappedValue {
      lastKnown.value = wrappedValue
      return wrappedValue
    }
    return lastKnown.value
  }
}
