/// Writes the Swift source that lists each enum's cases: its `AllCasePaths` and
/// `allCasePaths`, and, for an enum outside generic types, one member a case on `Case`, so a
/// case key path literal (`\.login`) is a single object for the life of the process.
package enum CasePathsWriter {
  /// The generated file for a target's files: every enum that conforms to `CasePathable`
  /// (where it is declared or in an extension) and lists no case paths by hand, then every
  /// `DependencyClient`'s initializer (``ClientInitWriter``).
  package static func source(for files: [FileDeclarations]) -> String {
    let conformedByExtension = files.reduce(into: Set<String>()) {
      $0.formUnion($1.conformedByExtension)
    }
    let listingOwn = files.reduce(into: Set<String>()) { $0.formUnion($1.listingOwnCasePaths) }
    var enums = files.flatMap(\.enums).filter { declaration in
      (declaration.declaresCasePathable || conformedByExtension.contains(declaration.name))
        && !listingOwn.contains(declaration.name)
    }
    let genericTypes = files.reduce(into: Set<String>()) { $0.formUnion($1.genericTypes) }
    let memberTypes = files.flatMap(\.memberTypes)
    // Enum features: their State, Action and body, and their State's and Action's case paths.
    let byExtension = files.reduce(into: Set<String>()) { $0.formUnion($1.caseReducersByExtension) }
    var features: [String] = []
    for file in files {
      for declaration in file.enums
      where declaration.declaresCaseReducer || byExtension.contains(declaration.name) {
        let written = CaseReducerWriter.write(
          declaration, module: file.module, memberTypes: memberTypes, genericTypes: genericTypes)
        features += wrapped(in: declaration.condition, written.lines) + [""]
        enums += written.enums
      }
    }
    let clients = ClientInitWriter.source(for: files)
    return source(for: enums, genericTypes: genericTypes, memberTypes: memberTypes)
      + (features.isEmpty ? "" : "\n" + features.joined(separator: "\n"))
      + (clients.isEmpty ? "" : "\n" + clients.joined(separator: "\n"))
  }

  /// The generated file for `enums` (every one conforming and listing nothing by hand).
  static func source(
    for enums: [EnumDeclaration], genericTypes: Set<String>, memberTypes: [[String]]
  ) -> String {
    var lines = [
      "// Written by Cascade's CasePathsPlugin from this target's enums and clients; do not edit.",
      "import Cascade",
      "",
    ]
    for declaration in enums {
      lines += wrapped(
        in: declaration.condition, body(of: declaration, genericTypes, memberTypes))
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private static func body(
    of declaration: EnumDeclaration, _ genericTypes: Set<String>, _ memberTypes: [[String]]
  ) -> [String] {
    if let reason = declaration.hiddenReason {
      return [
        "#error(\"CasePathsPlugin cannot list the cases of '\(declaration.name)' "
          + "(\(declaration.file):\(declaration.line)): \(reason), so no other file can extend "
          + "it. List its cases by hand in a nested 'struct AllCasePaths' and a "
          + "'static var allCasePaths'.\")"
      ]
    }
    let access = memberAccess(declaration.access)
    // Inside its own extension a generic enum's bare name means it with its parameters.
    let rootName = declaration.genericParameters.isEmpty ? declaration.name : declaration.path.last!
    var lines = ["extension \(declaration.name) {"]
    lines.append("  /// The cases of `\(declaration.name)`, one case path each.")
    lines.append("  \(access)struct AllCasePaths {")
    lines += outerNames(of: declaration, memberTypes, genericTypes)
    for enumCase in declaration.cases {
      lines += wrapped(
        in: enumCase.condition,
        [
          "    \(access)var \(enumCase.name): Cascade.CasePath<\(rootName), \(valueType(of: enumCase))> {"
        ]
          + ["      .init(\(embed(enumCase)), extract: \(extract(enumCase)))", "    }"])
    }
    let inGeneric = declaration.isGeneric(among: genericTypes)
    if !inGeneric {
      lines.append("    /// Each case's payload type, named for the members on `Case`.")
      lines.append("    \(access)enum _Payloads {")
      for enumCase in declaration.cases {
        lines += wrapped(
          in: enumCase.condition,
          ["      \(access)typealias \(enumCase.name) = \(valueType(of: enumCase))"])
      }
      lines.append("    }")
    }
    lines.append("  }")
    lines.append("  /// The enum's cases.")
    lines.append("  \(access)static var allCasePaths: AllCasePaths { AllCasePaths() }")
    lines.append("}")

    guard !inGeneric else { return lines }
    // Members on `Case` for this enum: a property component instead of a subscript one, so
    // the literal is made once.
    lines.append("")
    lines.append("extension Cascade.Case where Value == \(declaration.name) {")
    for enumCase in declaration.cases {
      let payload = "\(declaration.name).AllCasePaths._Payloads.\(enumCase.name)"
      lines += wrapped(
        in: enumCase.condition,
        [
          "  /// The case `\(enumCase.name.filter { $0 != "`" })`.",
          "  \(access)var \(enumCase.name): Cascade.Case<\(payload)> {",
          "    self[dynamicMember: \\\(declaration.name).AllCasePaths.\(enumCase.name)]",
          "  }",
        ])
    }
    lines.append("}")
    return lines
  }

  /// Typealiases for the types declared in the enum's outer types, innermost first: the
  /// short names its cases were written with (`Destination.Action` inside `Feature`), which
  /// an extension of `Feature.Action` would not otherwise see.
  private static func outerNames(
    of declaration: EnumDeclaration, _ memberTypes: [[String]], _ genericTypes: Set<String>
  ) -> [String] {
    let path = declaration.path
    let caseNames = Set(declaration.cases.map(\.name))
    var named: Set<String> = ["AllCasePaths", "_Payloads"]
    named.formUnion(caseNames)
    // The enum's own members keep their names.
    for member in memberTypes
    where member.count == path.count + 1 && Array(member.dropLast()) == path {
      named.insert(member.last!)
    }
    // Only the names the payloads use, so no alias is more visible than what it names.
    let used = Set(
      declaration.cases.flatMap { $0.payload ?? [] }.flatMap { element in
        // A name after a dot is a member, found through the name before it.
        let tokens = Lexer.tokens(of: element.type)
        return tokens.indices.filter { index in
          tokens[index].kind == .word && (index == 0 || tokens[index - 1].text != ".")
        }.map { tokens[$0].text }
      })
    var lines: [String] = []
    for depth in stride(from: path.count - 1, through: 1, by: -1) {
      let outer = Array(path.prefix(depth))
      // A generic outer type's members depend on its parameters; they are left to lookup.
      guard
        (1...depth).allSatisfy({ !genericTypes.contains(path.prefix($0).joined(separator: ".")) })
      else { break }
      for member in memberTypes
      where member.count == depth + 1 && Array(member.prefix(depth)) == outer {
        guard let name = member.last, used.contains(name), !named.contains(name) else { continue }
        named.insert(name)
        lines.append(
          "    \(memberAccess(declaration.access))typealias \(name) = \(member.joined(separator: "."))"
        )
      }
    }
    return lines
  }

  /// The access modifier a member written for a type of access `access` takes.
  static func memberAccess(_ access: String?) -> String {
    switch access {
    case "public", "open": "public "
    case "package": "package "
    default: ""
    }
  }

  /// The case path's value: `Void`, the payload's type, or a tuple of several.
  private static func valueType(of enumCase: EnumCase) -> String {
    guard let payload = enumCase.payload, !payload.isEmpty else { return "Void" }
    if payload.count == 1 { return payload[0].type }
    let elements = payload.map { element in
      element.label.map { "\($0): \(element.type)" } ?? element.type
    }
    return "(\(elements.joined(separator: ", ")))"
  }

  private static func embed(_ enumCase: EnumCase) -> String {
    let name = enumCase.name
    guard let payload = enumCase.payload, !payload.isEmpty else { return "{ _ in .\(name) }" }
    if payload.count == 1 {
      let label = payload[0].label.map { "\($0): " } ?? ""
      return "{ .\(name)(\(label)$0) }"
    }
    let arguments = payload.enumerated().map { offset, element in
      (element.label.map { "\($0): " } ?? "") + "$0.\(offset)"
    }
    return "{ .\(name)(\(arguments.joined(separator: ", "))) }"
  }

  private static func extract(_ enumCase: EnumCase) -> String {
    let name = enumCase.name
    guard let payload = enumCase.payload, !payload.isEmpty else {
      return "{ if case .\(name) = $0 { () } else { nil } }"
    }
    if payload.count == 1 {
      return "{ if case .\(name)(let value) = $0 { value } else { nil } }"
    }
    let bindings = payload.indices.map { "let v\($0)" }.joined(separator: ", ")
    let tuple = payload.enumerated().map { offset, element in
      (element.label.map { "\($0): " } ?? "") + "v\(offset)"
    }
    return
      "{ if case .\(name)(\(bindings)) = $0 { (\(tuple.joined(separator: ", "))) } else { nil } }"
  }

  private static func wrapped(in condition: String?, _ lines: [String]) -> [String] {
    guard let condition else { return lines }
    return ["#if \(condition)"] + lines + ["#endif"]
  }
}
