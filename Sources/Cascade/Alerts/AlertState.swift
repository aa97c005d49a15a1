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
/// state.alert = AlertState {
///   TextState("Delete “Milk”?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
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
  public var title: TextState
  /// Text under the title.
  public var message: TextState?
  /// The buttons, in order; none means one the UI adds to dismiss.
  public var buttons: [ButtonState<Action>]

  /// An alert.
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - message: Text under the title; none by default.
  ///   - buttons: Its buttons; none by default.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.init(
      id: UUID(), title: TextState(title), message: message.map { TextState($0) }, buttons: buttons)
  }

  /// An alert, as TCA writes one: the title, then the buttons and the message.
  ///
  /// ```swift
  /// AlertState {
  ///   TextState("Delete?")
  /// } actions: {
  ///   ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
  /// } message: {
  ///   TextState("This cannot be undone.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - actions: Its buttons; none by default (the UI adds one to dismiss).
  ///   - message: Text under the title; none by default.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), title: title(), message: message?(), buttons: actions())
  }

  init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The same alert with its buttons' actions transformed, as TCA's `map`.
  ///
  /// - Parameter transform: Makes a button's new action from its old one.
  /// - Returns: The alert, with the same id.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) })
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
