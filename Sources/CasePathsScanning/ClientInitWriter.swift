/// Writes the Swift source of each `DependencyClient`'s initializer, as swift-dependencies'
/// `@DependencyClient` does: a parameter a property, in order, each endpoint defaulting to
/// `unimplemented` (reported at the property's line), so a test passes only what it uses.
package enum ClientInitWriter {
  /// The initializers for a target's files: every struct that conforms to `DependencyClient`
  /// (where it is declared or in an extension) and declares no `init` of its own.
  package static func source(for files: [FileDeclarations]) -> [String] {
    let byExtension = files.reduce(into: Set<String>()) { $0.formUnion($1.clientsByExtension) }
    var lines: [String] = []
    for file in files {
      for client in file.structs
      where (client.declaresDependencyClient || byExtension.contains(client.name))
        && !client.declaresInit
      {
        lines += wrapped(in: client.condition, body(of: client, in: file))
        lines.append("")
      }
    }
    return lines
  }

  private static func body(of client: ClientDeclaration, in file: FileDeclarations) -> [String] {
    if let reason = client.hiddenReason {
      return [error(client, "\(reason), so no other file can extend it")]
    }
    if let property = client.properties.first(where: { $0.condition != client.condition }) {
      return [
        error(
          client,
          "'\(property.name)' is declared under '#if \(property.condition ?? "")'; "
            + "write the client's initializer by hand")
      ]
    }
    let parameters = client.properties.filter { !($0.isLet && $0.initialValue != nil) }
    var arguments: [String] = []
    for property in parameters {
      guard let written = property.type else {
        return [
          error(
            client,
            "'\(property.name)' has no type annotation for its parameter; write `var "
              + "\(property.name): Type = …`")
        ]
      }
      let type = property.function == nil ? written : "@escaping \(written)"
      guard let value = defaultValue(of: property, in: client, file: file) else {
        return [
          error(
            client,
            "'\(client.name).\(property.name)' returns a value and cannot throw, so it has no "
              + "unimplemented form: give it an initial value (`= { … }`), as @DependencyClient asks"
          )
        ]
      }
      arguments.append("    \(property.name): \(type)\(value.map { " = \($0)" } ?? ""),")
    }
    let access =
      switch client.access {
      case "public", "open": "public "
      case "package": "package "
      default: ""
      }
    var lines = ["extension \(client.name) {"]
    lines.append(
      "  /// Every endpoint, each unimplemented unless given: pass only what the test uses.")
    lines.append("  \(access)init(")
    lines += arguments
    lines.append("    _: Cascade._DependencyClientInitializer = .init()")
    lines.append("  ) {")
    lines += parameters.map { "    self.\($0.name) = \($0.name)" }
    lines.append("  }")
    lines.append("}")
    return lines
  }

  /// The parameter's default: the property's initial value, `unimplemented` for an endpoint
  /// that throws or returns nothing, `nil` for an optional; `.some(nil)` for none (a value
  /// the caller must give); `nil` for an endpoint that has no unimplemented form.
  private static func defaultValue(
    of property: StoredProperty, in client: ClientDeclaration, file: FileDeclarations
  ) -> String?? {
    if let initialValue = property.initialValue { return .some(initialValue) }
    if property.isOptional { return .some("nil") }
    guard let function = property.function else { return .some(nil) }
    guard function.throws || ["Void", "()"].contains(function.result) else { return nil }
    let fileID = "\(file.module)/\(client.file)"
    return .some(
      "Cascade.unimplemented(\(literal("\(client.name).\(property.name)")), "
        + "fileID: \(literal(fileID)), filePath: \(literal(file.filePath)), "
        + "line: \(property.line), column: \(property.column))")
  }

  private static func error(_ client: ClientDeclaration, _ reason: String) -> String {
    "#error(\(literal("CasePathsPlugin cannot write the DependencyClient initializer of '\(client.name)' (\(client.file):\(client.line)): \(reason).")))"
  }

  /// `text` as a string literal.
  private static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }

  private static func wrapped(in condition: String?, _ lines: [String]) -> [String] {
    guard let condition else { return lines }
    return ["#if \(condition)"] + lines + ["#endif"]
  }
}
