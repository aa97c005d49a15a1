#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An alert, as state: a title, an optional message and buttons whose actions the feature
/// handles.
///
/// ```swift
/// @Presents var alert: AlertState<Action.Alert>?
/// …
/// state.alert = AlertState(
///   title: "Delete “Milk”?",
///   buttons: [.destructive("Delete", action: .confirmDelete), .cancel("Cancel")]
/// )
/// …
/// .ifLet(\.$alert, action: \.alert)   // no reducer: it closes itself
/// ```
///
/// Equality and hashing ignore ``id`` (and the buttons' ids), so a test asserts the alert
/// it expects by writing it.
public struct AlertState<Action>: Identifiable {
  /// A fresh identity, for a UI presenting it; ignored by `==`.
  public let id: UUID
  /// The alert's title.
  public var title: String
  /// Text under the title.
  public var message: String?
  /// The buttons, in order; none means one the UI adds to dismiss.
  public var buttons: [ButtonState<Action>]

  /// An alert.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - message: Text under the title; none by default.
  ///   - buttons: Its buttons; none by default.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.id = UUID()
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Equal title, message and buttons; the ids are ignored.
  ///
  /// - Parameters:
  ///   - lhs: An alert.
  ///   - rhs: Another alert.
  /// - Returns: Whether they are the same alert.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomReflectable {
  /// Everything but the id, which test diffs leave out as `==` does.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["title": title, "message": message as Any, "buttons": buttons],
      displayStyle: .struct
    )
  }
}
