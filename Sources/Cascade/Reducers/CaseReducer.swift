/// A feature that is one of several child features — TCA's `@Reducer enum Destination`.
///
/// Declare the enum with one case a child feature, or an alert or dialog, and conform it to
/// `CaseReducer`; the case paths plugin (`CasePathsPlugin`) writes the rest: a `State` enum
/// of the children's states, an `Action` enum of their actions (both `CasePathable`, the
/// state with `@dynamicMemberLookup`), and a `body` that scopes each child to its case.
///
/// ```swift
/// enum Destination: CaseReducer {
///   case edit(EditFeature)
///   case alert(AlertState<Alert>)
///   enum Alert: Equatable { case confirmDelete }
/// }
/// extension Destination.State: Equatable {}
/// extension Destination.Action: Equatable {}
///
/// // In the parent:
/// @Presents var destination: Destination.State?
/// case destination(PresentationAction<Destination.Action>)
/// .ifLet(\.$destination, action: \.destination)
/// ```
///
/// As with TCA's macro, the conformances of `State` and `Action` (`Equatable`, `Sendable`)
/// are yours to add in an extension. A case holding `AlertState` or `ConfirmationDialogState`
/// has no reducer: its button's action reaches the parent and the alert closes on its own.
/// The plugin refuses, with a build error naming the enum, a shape it cannot write: a
/// generic enum or one inside a generic type, a private or local one, a case without a
/// payload or with several, a case under `#if`.
public protocol CaseReducer {
  /// The children's states, one case each (written by the plugin).
  associatedtype State: CaseReducerState where State.StateReducer == Self
  /// The children's actions, one case each (written by the plugin).
  associatedtype Action
  /// The reducer that runs each child on its own case.
  associatedtype Body: Reducer<State, Action>

  /// Runs each child feature on its case of ``State`` (written by the plugin).
  static var body: Body { get }
}

/// The state of a ``CaseReducer``: it names the enum whose `body` runs it, so a parent
/// writes `.ifLet(\.$destination, action: \.destination)` with no closure.
public protocol CaseReducerState {
  /// The enum feature this is the state of.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

/// Whether two payloads of an enum feature's `State` or `Action` are equal: the `==` the
/// plugin writes calls it, so that `extension Destination.State: Equatable {}` in your file
/// compiles, as TCA's does (a conformance in another file cannot be synthesized).
///
/// A payload that is not `Equatable` compares unequal, with a runtime warning at the case.
///
/// - Parameters:
///   - lhs: One payload.
///   - rhs: The other, of the same case.
///   - fileID: The case's file, written by the plugin.
///   - line: The case's line.
/// - Returns: Whether they are equal.
public func _caseReducerEqual(_ lhs: Any, _ rhs: Any, fileID: StaticString, line: UInt) -> Bool {
  guard let lhs = lhs as? any Equatable else {
    RuntimeWarning.report(
      """
      An enum feature's state or action was compared with '==', but this case's \
      \(String(reflecting: type(of: lhs))) is not Equatable: the two compare unequal. Make it Equatable, or do \
      not declare the enum's State or Action Equatable.
      """, fileID: fileID, line: line)
    return false
  }
  func equals<Value: Equatable>(_ lhs: Value) -> Bool {
    (rhs as? Value).map { $0 == lhs } ?? false
  }
  return equals(lhs)
}

/// Hashes a payload of an enum feature's `State` or `Action`: the `hash(into:)` the plugin
/// writes calls it, so that `extension Destination.State: Hashable {}` in your file compiles.
///
/// A payload that is not `Hashable` adds nothing but its case.
///
/// - Parameters:
///   - value: The payload.
///   - hasher: The hasher to feed.
public func _caseReducerHash(_ value: Any, into hasher: inout Hasher) {
  if let value = value as? any Hashable { hasher.combine(value) }
}
