/// Text as state, TCA's (swift-navigation's) `TextState`: what an alert's title, message and
/// buttons say, with its styling kept as data so a test compares it.
///
/// ```swift
/// AlertState {
///   TextState("Delete “\(todo.title)”?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
/// } message: {
///   TextState("This cannot be undone. ") + TextState("Really?").bold()
/// }
/// ```
///
/// Two texts are equal when they say the same with the same styling. ``description`` is the
/// plain text; `String(state:)` too.
public struct TextState: Hashable, Sendable {
  /// A styling, applied to a run of text.
  enum Style: Hashable, Sendable {
    case bold
    case italic
    case monospacedDigit
    case underline(Bool)
    case strikethrough(Bool)
    case kerning(Double)
    case tracking(Double)
    case baselineOffset(Double)
  }

  /// A run of text and the stylings applied to it, in order.
  struct Run: Hashable, Sendable {
    var text: String
    var styles: [Style]
  }

  var runs: [Run]

  /// Text, shown as written.
  ///
  /// - Parameter content: The text.
  public init(_ content: String) {
    runs = [Run(text: content, styles: [])]
  }

  /// Text shown exactly as written, never looked up for a translation (swift-navigation's
  /// `verbatim:`; Cascade shows every text as written).
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    self.init(content)
  }

  /// The plain text, without styling.
  public var string: String { runs.map(\.text).joined() }

  /// Two texts one after the other, each keeping its styling.
  ///
  /// - Parameters:
  ///   - lhs: The first text.
  ///   - rhs: The text after it.
  /// - Returns: Both.
  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }

  private func styled(_ style: Style) -> TextState {
    var copy = self
    for index in copy.runs.indices { copy.runs[index].styles.append(style) }
    return copy
  }

  /// Bold text.
  ///
  /// - Returns: The text, bold.
  public func bold() -> TextState { styled(.bold) }

  /// Italic text.
  ///
  /// - Returns: The text, italic.
  public func italic() -> TextState { styled(.italic) }

  /// Digits of one width.
  ///
  /// - Returns: The text, with monospaced digits.
  public func monospacedDigit() -> TextState { styled(.monospacedDigit) }

  /// Underlined text, or not.
  ///
  /// - Parameter isActive: Whether to underline.
  /// - Returns: The text, styled.
  public func underline(_ isActive: Bool = true) -> TextState { styled(.underline(isActive)) }

  /// Struck-through text, or not.
  ///
  /// - Parameter isActive: Whether to strike through.
  /// - Returns: The text, styled.
  public func strikethrough(_ isActive: Bool = true) -> TextState {
    styled(.strikethrough(isActive))
  }

  /// Text with its characters' spacing changed.
  ///
  /// - Parameter kerning: The change, in points.
  /// - Returns: The text, styled.
  public func kerning(_ kerning: Double) -> TextState { styled(.kerning(kerning)) }

  /// Text with its letters' spacing changed.
  ///
  /// - Parameter tracking: The change, in points.
  /// - Returns: The text, styled.
  public func tracking(_ tracking: Double) -> TextState { styled(.tracking(tracking)) }

  /// Text raised or lowered from its baseline.
  ///
  /// - Parameter baselineOffset: The offset, in points.
  /// - Returns: The text, styled.
  public func baselineOffset(_ baselineOffset: Double) -> TextState {
    styled(.baselineOffset(baselineOffset))
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Text from a literal: `let title: TextState = "Delete?"`.
  ///
  /// - Parameter value: The text.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension TextState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The plain text.
  public var description: String { string }

  /// The text as a test writes it: `"Delete?"`, or `"Really?".bold()` for a styled run.
  public var debugDescription: String {
    runs.map { run in
      String(reflecting: run.text)
        + run.styles.map { style in
          switch style {
          case .bold: ".bold()"
          case .italic: ".italic()"
          case .monospacedDigit: ".monospacedDigit()"
          case .underline(let isActive): isActive ? ".underline()" : ".underline(false)"
          case .strikethrough(let isActive):
            isActive ? ".strikethrough()" : ".strikethrough(false)"
          case .kerning(let value): ".kerning(\(value))"
          case .tracking(let value): ".tracking(\(value))"
          case .baselineOffset(let value): ".baselineOffset(\(value))"
          }
        }.joined()
    }.joined(separator: " + ")
  }

  /// No children: a test diff shows the text as ``debugDescription`` writes it.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension String {
  /// The plain text of `state`, without styling: swift-navigation's `String(state:)`.
  ///
  /// - Parameter state: The text.
  public init(state: TextState) {
    self = state.string
  }
}
