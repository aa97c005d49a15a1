/// Writes what TCA's `@Reducer` writes for an enum feature: for an enum that conforms to
/// `CaseReducer` with one case a child feature (`case edit(EditFeature)`), a `State` and an
/// `Action` enum of the children's states and actions, and a `body` scoping each child to
/// its case. A case holding an `AlertState` or `ConfirmationDialogState` keeps it as its state
/// and takes its action type as its action, with no reducer.
enum CaseReducerWriter {
  /// The extension for `declaration`, and its `State` and `Action` as enums whose case paths
  /// ``CasePathsWriter`` lists; a `#error` naming the enum for a shape it cannot write.
  static func write(
    _ declaration: EnumDeclaration, module: String, memberTypes: [[String]],
    genericTypes: Set<String>
  ) -> (lines: [String], enums: [EnumDeclaration]) {
    if let problem = problem(with: declaration, genericTypes) {
      return (
        [
          "#error(\"CasePathsPlugin cannot write the enum feature '\(declaration.name)' "
            + "(\(declaration.file):\(declaration.line)): \(problem). Write its State, Action "
            + "and body by hand, as a Reducer.\")"
        ], []
      )
    }
    let access = CasePathsWriter.memberAccess(declaration.access)
    let members = Set(memberTypes.map { $0.joined(separator: ".") })
    let name = declaration.name
    var stateCases: [EnumCase] = []
    var actionCases: [EnumCase] = []
    var scopes: [String] = []
    let file = module.isEmpty ? declaration.file : "\(module)/\(declaration.file)"
    for enumCase in declaration.cases {
      let written = enumCase.payload![0].type
      let type = qualified(written, in: declaration.path, members: members)
      if let presented = presentedAction(of: type) {
        stateCases.append(
          EnumCase(name: enumCase.name, payload: [(nil, type)], line: enumCase.line))
        actionCases.append(
          EnumCase(name: enumCase.name, payload: [(nil, presented)], line: enumCase.line))
        continue
      }
      stateCases.append(
        EnumCase(name: enumCase.name, payload: [(nil, "\(type).State")], line: enumCase.line))
      actionCases.append(
        EnumCase(name: enumCase.name, payload: [(nil, "\(type).Action")], line: enumCase.line))
      scopes.append(
        "    Cascade.Scope(state: \\.\(enumCase.name), action: \\.\(enumCase.name), "
          + "child: { \(type)() }, fileID: \"\(file)\", line: \(enumCase.line))")
    }
    var lines = ["extension \(name) {"]
    lines.append("  /// The states of `\(name)`'s features, one case each.")
    lines.append("  @dynamicMemberLookup")
    let sendable =
      declaration.inheritance.contains { ["Sendable", "Swift.Sendable"].contains($0) }
      ? ", Sendable" : ""
    lines.append(
      "  \(access)enum State: Cascade.CasePathable, Cascade.CaseReducerState\(sendable) {")
    lines.append("    \(access)typealias StateReducer = \(name)")
    lines += stateCases.map { "    case \($0.name)(\($0.payload![0].type))" }
    lines.append("  }")
    lines.append("")
    lines.append("  /// The actions of `\(name)`'s features, one case each.")
    lines.append("  \(access)enum Action: Cascade.CasePathable\(sendable) {")
    lines += actionCases.map { "    case \($0.name)(\($0.payload![0].type))" }
    lines.append("  }")
    lines.append("")
    lines.append("  /// Runs each feature on its own case of the state.")
    lines.append("  @Cascade.ReducerBuilder<State, Action>")
    lines.append("  \(access)static var body: some Cascade.Reducer<State, Action> {")
    lines += scopes.isEmpty ? ["    Cascade.EmptyReducer<State, Action>()"] : scopes
    lines.append("  }")
    lines.append("}")
    lines += witnesses(for: "\(name).State", declaration.cases, access: access, file: file)
    lines += witnesses(for: "\(name).Action", declaration.cases, access: access, file: file)
    func synthesized(_ member: String, _ cases: [EnumCase]) -> EnumDeclaration {
      var result = EnumDeclaration(
        path: declaration.path + [member], genericParameters: "", inheritance: ["CasePathable"],
        access: declaration.access, hiddenReason: nil, isInGenericType: false,
        condition: declaration.condition, file: declaration.file, line: declaration.line)
      result.cases = cases
      return result
    }
    return (lines, [synthesized("State", stateCases), synthesized("Action", actionCases)])
  }

  /// `==` and `hash(into:)` for a written enum, case by case: what an `Equatable` or
  /// `Hashable` conformance declared in another file needs (it cannot be synthesized there).
  private static func witnesses(
    for name: String, _ cases: [EnumCase], access: String, file: String
  ) -> [String] {
    var lines = ["", "extension \(name) {"]
    lines.append("  /// The same case, with equal payloads (for a conformance to `Equatable`).")
    lines.append("  \(access)static func == (lhs: Self, rhs: Self) -> Bool {")
    lines.append("    switch (lhs, rhs) {")
    for enumCase in cases {
      lines.append("    case (.\(enumCase.name)(let lhs), .\(enumCase.name)(let rhs)):")
      lines.append(
        "      Cascade._caseReducerEqual(lhs, rhs, fileID: \"\(file)\", line: \(enumCase.line))")
    }
    if cases.count > 1 { lines.append("    default: false") }
    lines.append("    }")
    lines.append("  }")
    lines.append("")
    lines.append("  /// The case and its payload (for a conformance to `Hashable`).")
    lines.append("  \(access)func hash(into hasher: inout Hasher) {")
    lines.append("    switch self {")
    for (offset, enumCase) in cases.enumerated() {
      lines.append("    case .\(enumCase.name)(let value):")
      lines.append("      hasher.combine(\(offset))")
      lines.append("      Cascade._caseReducerHash(value, into: &hasher)")
    }
    lines.append("    }")
    lines.append("  }")
    lines.append("}")
    return lines
  }

  /// Why the plugin cannot write `declaration`'s feature, or `nil` when it can.
  private static func problem(
    with declaration: EnumDeclaration, _ genericTypes: Set<String>
  ) -> String? {
    if let reason = declaration.hiddenReason { return "\(reason), so no other file can extend it" }
    if declaration.isGeneric(among: genericTypes) {
      return "it is generic, or inside a generic type"
    }
    if declaration.cases.isEmpty { return "it has no cases" }
    for enumCase in declaration.cases {
      if enumCase.condition != declaration.condition {
        return "its case '\(enumCase.name)' is under '#if'"
      }
      guard let payload = enumCase.payload, payload.count == 1 else {
        return "its case '\(enumCase.name)' does not hold exactly one feature"
      }
    }
    return nil
  }

  /// The action type of an alert's or dialog's state (`AlertState<Alert>` → `Alert`), or
  /// `nil` for a feature.
  private static func presentedAction(of type: String) -> String? {
    for prefix in [
      "AlertState<", "Cascade.AlertState<", "ConfirmationDialogState<",
      "Cascade.ConfirmationDialogState<",
    ] where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast()).trimmingSpaces()
    }
    return nil
  }

  /// `type` with each name declared in the enum or a type around it spelled from the top
  /// level (`Alert` → `Feature.Destination.Alert`): an extension of a nested type does not see
  /// its outer types' members by their short names.
  ///
  /// - Parameter members: The module's member types, each spelled from the top level.
  static func qualified(_ type: String, in path: [String], members: Set<String>) -> String {
    let scalars = Array(type.unicodeScalars)
    let tokens = Lexer.tokens(of: type)
    var result = String.UnicodeScalarView()
    var cursor = 0
    for (position, token) in tokens.enumerated() {
      result.append(contentsOf: scalars[cursor..<token.range.lowerBound])
      var text = token.text
      if token.kind == .word, position == 0 || tokens[position - 1].text != ".",
        let owner = stride(from: path.count, through: 1, by: -1).lazy.map({
          path.prefix($0).joined(separator: ".")
        }).first(where: { members.contains("\($0).\(token.text)") })
      {
        text = "\(owner).\(token.text)"
      }
      result.append(contentsOf: text.unicodeScalars)
      cursor = token.range.upperBound
    }
    result.append(contentsOf: scalars[cursor...])
    return String(result)
  }
}
