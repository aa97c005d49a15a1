/// Renders values the way they are written in Swift, for failure messages and warnings:
/// `.rows(.element(id: 1, action: .progress(1)))`, `Todo(id: 3, title: "New")`.
///
/// Enum cases print with a leading dot and their payload; structs, classes and tuples by
/// field; collections and dictionaries as literals; strings quoted. Type names drop their
/// module and the `(unknown context at $…)` of types declared inside a function. Values
/// with a custom description (dates, UUIDs, durations) print that description.
package enum ValueText {
  /// The rendering of `value`.
  ///
  /// - Parameter value: Any value.
  /// - Returns: Swift-like source text for it.
  package static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let payload = mirror.children.first else { return "nil" }
      return describe(payload.value)
    case .enum:
      return describeCase(value, mirror)
    case .tuple:
      return "(" + fields(mirror) + ")"
    case .collection, .set:
      return "[" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + "]"
    case .dictionary:
      let entries = mirror.children.map { entry -> String in
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { return describe(entry.value) }
        return "\(describe(pair[0].value)): \(describe(pair[1].value))"
      }
      return entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
    case .struct, .class:
      if let custom = customDescription(value) { return custom }
      return typeName(of: value) + "(" + fields(mirror) + ")"
    default:
      if let text = value as? String { return String(reflecting: text) }
      if let character = value as? Character { return String(reflecting: character) }
      return customDescription(value) ?? String(describing: value)
    }
  }

  /// The name of `value`'s type as written in its own module: no module prefix, no
  /// `(unknown context at $…)`, and module prefixes dropped inside generic arguments.
  package static func typeName(of value: Any) -> String {
    clean(String(reflecting: type(of: value)))
  }

  /// `text` without module prefixes of the standard library, Cascade and `module`, and
  /// without the `(unknown context at $…).` of local types.
  package static func clean(_ text: String, module: String? = nil) -> String {
    var text = removingUnknownContexts(text)
    var modules = ["Swift", "Cascade", "CascadeTesting"]
    if let module { modules.append(module) }
    if let first = text.split(separator: ".").first, !first.contains("<") {
      modules.append(String(first))
    }
    for module in modules {
      text = text.replacingOccurrences(of: "\(module).", with: "")
    }
    return text
  }

  private static func describeCase(_ value: Any, _ mirror: Mirror) -> String {
    guard let payload = mirror.children.first, let name = payload.label else {
      // A case without payload: its name is the last component of the reflected value.
      let reflected = removingUnknownContexts(String(reflecting: value))
      return "." + (reflected.split(separator: ".").last.map(String.init) ?? reflected)
    }
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      return ".\(name)(\(fields(inner)))"
    }
    return ".\(name)(\(describe(payload.value)))"
  }

  private static func fields(_ mirror: Mirror) -> String {
    labelled(mirror).map { $0.label + describe($0.value) }.joined(separator: ", ")
  }

  /// Each child with the label written before it: `id: `, none for a tuple's `.0`, a
  /// property wrapper's storage (`_alert`) under the property's name.
  static func labelled(_ mirror: Mirror) -> [(label: String, value: Any)] {
    mirror.children.map { child in
      guard let label = child.label, !label.hasPrefix(".") else {
        return (label: "", value: child.value)
      }
      let shown = label.hasPrefix("_") ? String(label.dropFirst()) : label
      return (label: shown + ": ", value: child.value)
    }
  }

  static func customDescription(_ value: Any) -> String? {
    if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
    if let value = value as? any CustomStringConvertible { return value.description }
    return nil
  }

  private static func removingUnknownContexts(_ text: String) -> String {
    var text = text
    while let start = text.range(of: "(unknown context at $") {
      guard let close = text[start.upperBound...].firstIndex(of: ")") else { break }
      var end = text.index(after: close)
      if end < text.endIndex, text[end] == "." { end = text.index(after: end) }
      text.removeSubrange(start.lowerBound..<end)
    }
    return text
  }
}
