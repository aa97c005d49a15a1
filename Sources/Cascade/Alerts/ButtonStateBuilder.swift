/// Builds an alert's or a dialog's buttons from statements, TCA's `actions: { … }`:
/// one `ButtonState` a line, with `if`, `if`/`else` and `for`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons of a block, in order.
  ///
  /// - Parameter components: Each statement's buttons.
  /// - Returns: All of them.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// One button.
  ///
  /// - Parameter expression: The button.
  /// - Returns: It, as a list.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// The buttons of an `if` without `else`.
  ///
  /// - Parameter component: Its buttons, or `nil` when the condition was false.
  /// - Returns: The buttons, or none.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of an `if`'s first branch.
  ///
  /// - Parameter component: Its buttons.
  /// - Returns: The same.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of an `if`'s second branch.
  ///
  /// - Parameter component: Its buttons.
  /// - Returns: The same.
  public static func buildEither(second component: [ButtonState<Action>])
    -> [ButtonState<Action>]
  {
    component
  }

  /// The buttons of a `for` loop.
  ///
  /// - Parameter components: Each iteration's buttons.
  /// - Returns: All of them.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
