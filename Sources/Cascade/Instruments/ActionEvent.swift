/// One action a store reduces, as its instruments see it.
///
/// The same event goes to ``StoreInstrument/actionReceived(_:)`` before the reducer runs and
/// to ``StoreInstrument/actionProcessed(_:duration:stateChanged:)`` after. The action is
/// rendered as text only when read (``action``, ``actionCase``): a counting instrument pays
/// nothing for it.
///
/// An event is not `Sendable`: it carries the action itself, which Cascade does not require to
/// be. Read what you keep during the call — the text, the case, the numbers — on the store's
/// isolation, as ``TraceInstrument`` does.
public struct ActionEvent {
  /// The store that reduces the action (its scoped stores and children share it).
  public let store: StoreID
  /// The action's number in its store: 1 for the store's first action watched, then 2, 3…
  public let sequence: UInt64
  /// Sent to the store, delivered by an effect, or delivered by the store's mount work.
  public let origin: ActionOrigin
  /// When the store received it, on its `\.scheduler` (virtual under a `TestScheduler`;
  /// `.zero` when no attached instrument needs ``InstrumentNeeds/times``).
  public let time: SchedulerInstant
  let payload: Any
  var states: (before: Any, after: Any)?

  init(
    store: StoreID, sequence: UInt64, origin: ActionOrigin, time: SchedulerInstant,
    payload: Any
  ) {
    self.store = store
    self.sequence = sequence
    self.origin = origin
    self.time = time
    self.payload = payload
  }

  /// The action as Swift source: `.rows(.element(id: 1, action: .toggle))`. Rendered on
  /// each read (a walk of the value with `Mirror`, microseconds): read it once.
  public var action: String {
    ActionEvent.text(of: payload)
  }

  /// `value` as Swift source, an enum case with its type's name.
  static func text(of value: Any) -> String {
    let text = ValueText.describe(value)
    return text.hasPrefix(".") ? ValueText.typeName(of: value) + text : text
  }

  /// The action's case path, without payloads: `rows.element.toggle` for the action above,
  /// `increment` for `.increment`. An identified row's id and a payload that is not itself
  /// an enum end the path. What ``MetricsInstrument`` counts by.
  public var actionCase: String {
    ActionEvent.casePath(of: payload)
  }

  /// What the action changed, as a test failure shows it (`− count: 0`,
  /// `+ count: 1`), or `nil` when it changed nothing or the change was not measured (no
  /// attached instrument needs ``InstrumentNeeds/stateChanges``; always `nil` in
  /// ``StoreInstrument/actionReceived(_:)``).
  public var stateDiff: String? {
    guard let states else { return nil }
    return Diff.describe(expected: states.before, actual: states.after)
  }

  /// The case labels from `value` down through nested enum payloads.
  static func casePath(of value: Any) -> String {
    var labels: [String] = []
    var current = value
    while labels.count < 16 {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .enum else { break }
      guard let child = mirror.children.first, let label = child.label else {
        labels.append(String(describing: current))
        break
      }
      labels.append(label)
      guard let next = enumPayload(of: child.value) else { break }
      current = next
    }
    return labels.isEmpty ? ValueText.typeName(of: value) : labels.joined(separator: ".")
  }

  /// The enum inside a case's payload: the payload itself, or a tuple's last enum field
  /// (`.element(id:action:)`'s action).
  private static func enumPayload(of payload: Any) -> Any? {
    let mirror = Mirror(reflecting: payload)
    switch mirror.displayStyle {
    case .enum:
      return payload
    case .tuple:
      return mirror.children.reversed().first {
        Mirror(reflecting: $0.value).displayStyle == .enum
      }?.value
    default:
      return nil
    }
  }
}

@available(*, unavailable, message: "An event carries the action: read what you keep in the call")
extension ActionEvent: Sendable {}
