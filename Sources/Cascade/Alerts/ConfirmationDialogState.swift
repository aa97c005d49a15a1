#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A confirmation dialog (an action sheet), as state: like ``AlertState``, plus whether the
/// title shows.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
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
  public var title: TextState
  /// Whether the title shows.
  public var titleVisibility: TitleVisibility
  /// Text under the title.
  public var message: TextState?
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
    self.init(
      id: UUID(), title: TextState(title), titleVisibility: titleVisibility,
      message: message.map { TextState($0) }, buttons: buttons)
  }

  /// A confirmation dialog, as TCA writes one.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .visible) {
  ///   TextState("Share")
  /// } actions: {
  ///   ButtonState(action: .copyLink) { TextState("Copy link") }
  ///   ButtonState(role: .cancel) { TextState("Cancel") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title shows; as the platform decides by default.
  ///   - title: Its title.
  ///   - actions: Its buttons; none by default.
  ///   - message: Text under the title; none by default.
  public init(
    titleVisibility: TitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), title: title(), titleVisibility: titleVisibility, message: message?(),
      buttons: actions())
  }

  init(
    id: UUID, title: TextState, titleVisibility: TitleVisibility, message: TextState?,
    buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = buttons
  }

  /// The same dialog with its buttons' actions transformed, as TCA's `map`.
  ///
  /// - Parameter transform: Makes a button's new action from its old one.
  /// - Returns: The dialog, with the same id.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?)
    -> ConfirmationDialogState<NewAction>
  {
    ConfirmationDialogState<NewAction>(
      id: id, title: title, titleVisibility: titleVisibility.retyped(), message: message,
      buttons: buttons.map { $0.map(transform) })
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

extension ConfirmationDialogState.TitleVisibility {
  /// The same visibility, as the type of a dialog with other actions.
  func retyped<Other>() -> ConfirmationDialogState<Other>.TitleVisibility {
    switch self {
    case .automatic: .automatic
    case .visible: .visible
    case .hidden: .hidden
    }
  }
}
