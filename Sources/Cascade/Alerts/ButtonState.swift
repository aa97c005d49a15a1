#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a button of an alert or a confirmation dialog does, as state.
///
/// ```swift
/// ButtonState.destructive("Delete", action: .confirmDelete)
/// ButtonState.cancel("Cancel")            // no action: it only dismisses
/// ```
///
/// Equality and hashing ignore ``id``: two buttons with the same role, action and label are
/// equal, so a test can write the state it expects.
public struct ButtonState<Action>: Identifiable {
  /// A fresh identity, for a UI list of buttons; ignored by `==`.
  public let id: UUID
  /// How the button is presented.
  public var role: ButtonStateRole?
  /// What tapping it sends (as `.presented(action)`); `nil` only dismisses.
  public var action: Action?
  /// The button's text.
  public var label: TextState

  /// A button.
  ///
  /// - Parameters:
  ///   - role: How it is presented; none by default.
  ///   - action: What tapping it sends; `nil` only dismisses.
  ///   - label: Its text.
  public init(role: ButtonStateRole? = nil, action: Action? = nil, label: String) {
    self.init(role: role, action: action, label: { TextState(label) })
  }

  /// A button, as TCA writes one: `ButtonState(role: .destructive, action: .confirm) {
  /// TextState("Delete") }`.
  ///
  /// - Parameters:
  ///   - role: How it is presented; none by default.
  ///   - action: What tapping it sends; `nil` only dismisses.
  ///   - label: Its text.
  public init(role: ButtonStateRole? = nil, action: Action? = nil, label: () -> TextState) {
    self.id = UUID()
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button whose action is written `.send(action)`, as TCA's often is.
  ///
  /// - Parameters:
  ///   - role: How it is presented; none by default.
  ///   - action: What tapping it sends (`.send(.confirm)`).
  ///   - label: Its text.
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action>, label: () -> TextState
  ) {
    self.init(role: role, action: action.action, label: label)
  }

  /// Calls `perform` with the button's action (`nil` for one that only dismisses): TCA's
  /// `withAction`, for a UI that runs a tapped button.
  ///
  /// - Parameter perform: Receives the action.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action)
  }

  /// The same button with its action transformed.
  ///
  /// - Parameter transform: Makes the new action from the old one.
  /// - Returns: The button, with the new action and the same id.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, role: role, action: transform(action), label: label)
  }

  init(id: UUID, role: ButtonStateRole?, action: Action?, label: TextState) {
    self.id = id
    self.role = role
    self.action = action
    self.label = label
  }

  /// A cancel button.
  ///
  /// - Parameters:
  ///   - label: Its text.
  ///   - action: What tapping it sends; by default it only dismisses.
  /// - Returns: The button.
  public static func cancel(_ label: String, action: Action? = nil) -> Self {
    Self(role: .cancel, action: action, label: label)
  }

  /// A cancel button with text as state: `.cancel(TextState("Cancel"))`.
  ///
  /// - Parameters:
  ///   - label: Its text.
  ///   - action: What tapping it sends; by default it only dismisses.
  /// - Returns: The button.
  public static func cancel(_ label: TextState, action: Action? = nil) -> Self {
    Self(role: .cancel, action: action) { label }
  }

  /// A destructive button.
  ///
  /// - Parameters:
  ///   - label: Its text.
  ///   - action: What tapping it sends.
  /// - Returns: The button.
  public static func destructive(_ label: String, action: Action?) -> Self {
    Self(role: .destructive, action: action, label: label)
  }

  /// A destructive button with text as state.
  ///
  /// - Parameters:
  ///   - label: Its text.
  ///   - action: What tapping it sends.
  /// - Returns: The button.
  public static func destructive(_ label: TextState, action: Action?) -> Self {
    Self(role: .destructive, action: action) { label }
  }

  /// A button with text as state and no role.
  ///
  /// - Parameters:
  ///   - label: Its text.
  ///   - action: What tapping it sends.
  /// - Returns: The button.
  public static func `default`(_ label: TextState, action: Action? = nil) -> Self {
    Self(action: action) { label }
  }
}

/// What a button sends, written TCA's way: `action: .send(.confirm)`.
public struct ButtonStateAction<Action> {
  let action: Action?

  /// Sends `action` when the button is tapped (`nil` only dismisses).
  ///
  /// - Parameter action: The action.
  /// - Returns: The button's action.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}

/// How a button is presented.
public enum ButtonStateRole: Sendable, Hashable {
  /// Dismisses without doing anything else.
  case cancel
  /// Does something that cannot be undone.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  /// Equal role, action and label; the ids are ignored.
  ///
  /// - Parameters:
  ///   - lhs: A button.
  ///   - rhs: Another button.
  /// - Returns: Whether they are the same button.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes role, action and label.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomReflectable {
  /// Role, action and label: the id is left out of test diffs, as it is of `==`.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["role": role as Any, "action": action as Any, "label": label],
      displayStyle: .struct)
  }
}
