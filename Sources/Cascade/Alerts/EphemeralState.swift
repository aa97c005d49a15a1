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
