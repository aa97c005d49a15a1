#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A confirmation dialog (an action sheet), as state: like ``AlertState``, plus whether the
/// title shows.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(
///   title: "Share",
///   buttons: [ButtonState(action: .copyLink, label: "Copy link"), .cancel("Cancel")]
/// )
/// ```
///
/// Equality and hashing ignore ``id``.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Whether the dialog's title is shown.
  public enum TitleVisibility: Sendable, Hashable {
    /// As the platform decides.
    case automatic
    /// Always.
    case visible
    /// Never.
    case hidden
  }

  /// A fresh identity, for a UI presenting it; ignored by `==`.
  public let id: UUID
  /// The dialog's title.
  public var title: String
  /// Whether the title shows.
  public var titleVisibility: TitleVisibility
  /// Text under the title.
  public var message: String?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// A confirmation dialog.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - titleVisibility: Whether the title shows; as the platform decides by default.
  ///   - message: Text under the title; none by default.
  ///   - buttons: Its buttons; none by default.
  public init(
    title: String,
    titleVisibility: TitleVisibility = .automatic,
    message: String? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.id = UUID()
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = buttons
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal title, its visibility, message and buttons; the ids are ignored.
  ///
  /// - Parameters:
  ///   - lhs: A dialog.
  ///   - rhs: Another dialog.
  /// - Returns: Whether they are the same dialog.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes title, its visibility, message and buttons.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(titleVisibility)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomReflectable {
  /// Everything but the id, which test diffs leave out as `==` does.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "title": title, "titleVisibility": titleVisibility, "message": message as Any,
        "buttons": buttons,
      ],
      displayStyle: .struct
    )
  }
}
