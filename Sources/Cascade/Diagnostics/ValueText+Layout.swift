extension ValueText {
  /// `value` written over several lines when it does not fit on one: each enum payload,
  /// struct field, collection element and dictionary entry that is too wide on its own line,
  /// indented by two spaces per level, as `swift format` would write the literal.
  ///
  /// ```
  /// .response(
  ///   Download(
  ///     url: "https://example.com/archive.zip",
  ///     bytes: 1000,
  ///     total: 5000
  ///   )
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - value: Any value.
  ///   - width: The longest line (indentation included) kept whole.
  /// - Returns: The lines, without line breaks.
  package static func layout(_ value: Any, width: Int = 80) -> [String] {
    layout(value, prefix: "", suffix: "", indent: "", width: width)
  }

  /// The lines of `prefix` + `value` + `suffix` at `indent` (a field label and its comma).
  private static func layout(
    _ value: Any, prefix: String, suffix: String, indent: String, width: Int
  ) -> [String] {
    let whole = indent + prefix + describe(value) + suffix
    guard whole.count > width, let (open, parts, close) = split(value) else { return [whole] }
    let inner = indent + "  "
    var lines = [indent + prefix + open]
    for (index, part) in parts.enumerated() {
      let comma = index < parts.count - 1 ? "," : ""
      lines += layout(part.value, prefix: part.label, suffix: comma, indent: inner, width: width)
    }
    lines.append(indent + close + suffix)
    return lines
  }

  /// How `value` opens, its parts (each with the label written before it) and how it closes;
  /// `nil` for a value that has no parts to put on lines of their own.
  private static func split(_ value: Any) -> (String, [(label: String, value: Any)], String)? {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let payload = mirror.children.first else { return nil }
      return split(payload.value)
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else { return nil }
      let inner = Mirror(reflecting: payload.value)
      let parts =
        inner.displayStyle == .tuple ? labelled(inner) : [(label: "", value: payload.value)]
      return (".\(name)(", parts, ")")
    case .tuple:
      return ("(", labelled(mirror), ")")
    case .struct, .class:
      guard !mirror.children.isEmpty, customDescription(value) == nil else { return nil }
      return (typeName(of: value) + "(", labelled(mirror), ")")
    case .collection, .set:
      guard !mirror.children.isEmpty else { return nil }
      return ("[", mirror.children.map { (label: "", value: $0.value) }, "]")
    case .dictionary:
      guard !mirror.children.isEmpty else { return nil }
      let entries = mirror.children.map { entry -> (label: String, value: Any) in
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { return (label: "", value: entry.value) }
        return (label: describe(pair[0].value) + ": ", value: pair[1].value)
      }
      return ("[", entries, "]")
    default:
      return nil
    }
  }
}
