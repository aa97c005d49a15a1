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
  public var label: String

  /// A button.
  ///
  /// - Parameters:
  ///   - role: How it is presented; none by default.
  ///   - action: What tapping it sends; `nil` only dismisses.
  ///   - label: Its text.
  public init(role: ButtonStateRole? = nil, action: Action? = nil, label: String) {
    self.id = UUID()
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

  /// A destructive button.
  ///
  /// - Parameters:
  ///   - label: Its text.
  ///   - action: What tapping it sends.
  /// - Returns: The button.
  public static func destructive(_ label: String, action: Action?) -> Self {
    Self(role: .destructive, action: action, label: label)
  }
}

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
