#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// State that closes itself once one of its buttons is used: an alert or a confirmation
/// dialog (TCA's "ephemeral state").
protocol EphemeralState {
  /// The identity of this presentation: a new alert, even an equal one, has another.
  var ephemeralID: UUID { get }
}

extension AlertState: EphemeralState {
  var ephemeralID: UUID { id }
}

extension ConfirmationDialogState: EphemeralState {
  var ephemeralID: UUID { id }
}

/// The identity of the alert or dialog `value` is — itself, or the payload of the enum case
/// it is in (a destination's `case alert(AlertState<…>)`); `nil` for anything else.
func ephemeralID(of value: Any) -> UUID? {
  if let ephemeral = value as? any EphemeralState { return ephemeral.ephemeralID }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return nil
  }
  return (payload as? any EphemeralState)?.ephemeralID
}

/// What a presented child's action means for the alert or dialog the child's state may be.
enum EphemeralTarget {
  /// The state is an alert or dialog (or a destination's case holding one) and the action is
  /// its own: the presentation with this identity closes.
  case closes(UUID)
  /// The state is a destination's alert or dialog case, but the action is another case's:
  /// the action was meant for a screen that is not shown.
  case otherCase(stateCase: String, actionCase: String)
  /// The state is not an alert or dialog.
  case none

  /// Matches `action` against `state`: a destination's case and an action's case are the
  /// same when they have the same name (`case alert(AlertState<…>)` and
  /// `case alert(Alert.Action)`), as in TCA.
  init(state: Any, action: Any) {
    guard let id = ephemeralID(of: state) else {
      self = .none
      return
    }
    // An alert alone takes any action; a destination's alert case only its own case's.
    let mirror = Mirror(reflecting: state)
    if mirror.displayStyle == .enum, let stateCase = mirror.children.first?.label,
      let actionCase = Mirror(reflecting: action).children.first?.label, actionCase != stateCase
    {
      self = .otherCase(stateCase: stateCase, actionCase: actionCase)
    } else {
      self = .closes(id)
    }
  }
}
