/// Walks a file's tokens and finds its type declarations, extensions and enum cases: a
/// scanner of declarations, not a Swift parser. It follows braces, `#if` clauses, and the
/// headers of `struct`, `class`, `enum`, `actor`, `protocol` and `extension`.
package struct DeclarationScanner {
  /// What a brace opened.
  private enum Scope {
    /// A type's or extension's body: its name from the top level, whether it or a type
    /// around it is generic or hidden, and, for an enum, its index in `found.enums`, for a
    /// struct, its index in `found.structs`.
    case type(path: [String], isGeneric: Bool, hidden: String?, enumIndex: Int?, structIndex: Int?)
    /// Anything else: a function, a closure, an accessor.
    case other
  }

  let tokens: [Token]
  let source: [Unicode.Scalar]
  let file: String
  var index = 0
  private var scopes: [Scope] = []
  /// The header parsed just before a `{`, which that brace opens.
  private var pendingScope: Scope?
  /// For each open `#if`: the conditions of its clauses so far.
  private var directives: [[String]] = []
  var found = FileDeclarations()

  private static let typeKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "extension",
  ]
  static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect",
    "nonisolated", "static", "override", "required", "convenience", "dynamic", "lazy", "weak",
    "unowned", "mutating", "nonmutating", "consuming", "borrowing", "distributed", "isolated",
  ]
  private static let accessLevels: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open",
  ]

  /// The declarations in `source`, named `file` in messages.
  package static func scan(_ source: String, file: String) -> FileDeclarations {
    var scanner = DeclarationScanner(source: source, file: file)
    scanner.run()
    return scanner.found
  }

  private init(source: String, file: String) {
    self.tokens = Lexer.tokens(of: source)
    self.source = Array(source.unicodeScalars)
    self.file = file
  }

  func token(_ offset: Int = 0) -> Token? {
    tokens.indices.contains(index + offset) ? tokens[index + offset] : nil
  }

  func isSymbol(_ text: String, at offset: Int = 0) -> Bool {
    guard let token = token(offset), token.kind == .symbol else { return false }
    return token.text == text
  }

  private func isWord(_ text: String, at offset: Int = 0) -> Bool {
    guard let token = token(offset), token.kind == .word else { return false }
    return token.text == text
  }

  /// The source text from token `first` through token `last`, as written.
  func text(_ first: Int, _ last: Int) -> String {
    guard first <= last else { return "" }
    let range = tokens[first].range.lowerBound..<tokens[last].range.upperBound
    return String(String.UnicodeScalarView(source[range])).trimmingSpaces()
  }

  /// The conjunction of the `#if` clauses the scanner is inside, or `nil` outside any.
  var currentCondition: String? {
    guard !directives.isEmpty else { return nil }
    return directives.map { clauses in
      let current = clauses.last!
      let earlier = clauses.dropLast().map { "!(\($0))" }
      return (earlier + (current.isEmpty ? [] : ["(\(current))"])).joined(separator: " && ")
    }.filter { !$0.isEmpty }.joined(separator: " && ")
  }

  private var enclosingType: (path: [String], isGeneric: Bool, hidden: String?)? {
    guard case .type(let path, let isGeneric, let hidden, _, _)? = scopes.last else { return nil }
    return (path, isGeneric, hidden)
  }

  private var isLocal: Bool {
    scopes.contains { if case .other = $0 { true } else { false } }
  }

  private mutating func run() {
    while let token = token() {
      switch token.kind {
      case .directive(let condition):
        handleDirective(token.text, condition: condition)
        index += 1
      case .symbol where token.text == "{":
        scopes.append(pendingScope ?? .other)
        pendingScope = nil
        index += 1
      case .symbol where token.text == "}":
        if !scopes.isEmpty { scopes.removeLast() }
        index += 1
      case .word where Self.typeKeywords.contains(token.text) && startsTypeDeclaration():
        parseTypeHeader()
      case .word where token.text == "case":
        if case .type(_, _, _, let enumIndex?, _)? = scopes.last, pendingScope == nil {
          parseCases(into: enumIndex)
        } else {
          index += 1
        }
      case .word where token.text == "typealias":
        noteOwnCasePaths(named: "AllCasePaths")
        noteMemberTypealias()
        index += 1
      case .word where token.text == "var" || token.text == "let":
        noteOwnCasePaths(named: "allCasePaths")
        if case .type(_, _, _, _, let structIndex?)? = scopes.last, pendingScope == nil {
          parseStoredProperty(into: structIndex)
        } else {
          index += 1
        }
      case .word where token.text == "init":
        if case .type(_, _, _, _, let structIndex?)? = scopes.last, pendingScope == nil,
          index == 0 || tokens[index - 1].text != "."
        {
          found.structs[structIndex].declaresInit = true
        }
        index += 1
      default:
        index += 1
      }
    }
  }

  private mutating func handleDirective(_ name: String, condition: String) {
    switch name {
    case "#if": directives.append([condition])
    case "#elseif": if !directives.isEmpty { directives[directives.count - 1].append(condition) }
    case "#else": if !directives.isEmpty { directives[directives.count - 1].append("") }
    default: if !directives.isEmpty { directives.removeLast() }
    }
  }

  /// Whether the keyword here begins a type (not `class func`, `.enum`, `protocol<…>`).
  private func startsTypeDeclaration() -> Bool {
    if index > 0, tokens[index - 1].kind == .symbol, tokens[index - 1].text == "." {
      return false
    }
    guard let next = token(1), next.kind == .word else { return false }
    if tokens[index].text == "class" {
      return
        !(Self.modifiers.contains(next.text)
        || ["func", "var", "let", "subscript", "init", "deinit", "typealias"].contains(next.text))
    }
    return true
  }

  /// The modifiers written before the keyword at `keyword` (attributes skipped).
  func modifiers(before keyword: Int) -> [String] {
    var result: [String] = []
    var position = keyword - 1
    while position >= 0 {
      let token = tokens[position]
      if token.kind == .symbol, token.text == ")" {
        var depth = 0
        while position >= 0 {
          if tokens[position].text == ")" { depth += 1 }
          if tokens[position].text == "(" { depth -= 1 }
          if depth == 0 { break }
          position -= 1
        }
        position -= 1
        continue
      }
      guard token.kind == .word else { break }
      if position > 0, tokens[position - 1].text == "@" {
        position -= 2
      } else if Self.modifiers.contains(token.text) {
        result.append(token.text)
        position -= 1
      } else {
        break
      }
    }
    return result
  }

  private mutating func parseTypeHeader() {
    let keywordIndex = index
    let keyword = tokens[index].text
    let modifiers = modifiers(before: keywordIndex)
    index += 1
    // The name: dotted for an extension (`extension Feature.Action`).
    var nameParts = [tokens[index].text]
    index += 1
    while isSymbol("."), let next = token(1), next.kind == .word {
      nameParts.append(next.text)
      index += 2
    }
    let genericStart = index
    var genericParameters = ""
    if isSymbol("<") {
      skipBalanced(open: "<", close: ">")
      genericParameters = text(genericStart, index - 1)
    }
    var inheritance: [String] = []
    if isSymbol(":") {
      index += 1
      var elementStart = index
      var depth = 0
      while let token = token(), !(depth == 0 && (token.text == "{" || isWord("where"))) {
        depth += token.nesting
        if depth == 0, token.text == "," {
          inheritance.append(text(elementStart, index - 1))
          elementStart = index + 1
        }
        index += 1
      }
      inheritance.append(text(elementStart, index - 1))
    }
    while let token = token(), token.text != "{", token.text != "}", token.text != ";" {
      index += 1
    }
    guard isSymbol("{") else { return }

    let outer = enclosingType
    let path = keyword == "extension" ? nameParts : (outer?.path ?? []) + nameParts
    let name = path.joined(separator: ".")
    let access = modifiers.first { Self.accessLevels.contains($0) }
    var hidden = outer?.hidden
    if access == "private" || access == "fileprivate" {
      hidden = hidden ?? "it is \(access!)"
    }
    if isLocal { hidden = hidden ?? "it is declared inside a function or closure" }
    let isGeneric = !genericParameters.isEmpty || (outer?.isGeneric ?? false)
    if !genericParameters.isEmpty { found.genericTypes.insert(name) }
    if keyword != "extension", outer != nil, hidden == nil { found.memberTypes.append(path) }

    var enumIndex: Int?
    if keyword == "enum" {
      found.enums.append(
        EnumDeclaration(
          path: path, genericParameters: genericParameters, inheritance: inheritance,
          access: access, hiddenReason: hidden, isInGenericType: outer?.isGeneric ?? false,
          condition: currentCondition, file: file, line: tokens[keywordIndex].line))
      enumIndex = found.enums.count - 1
    }
    var structIndex: Int?
    if keyword == "struct" {
      found.structs.append(
        ClientDeclaration(
          path: path, inheritance: inheritance, access: access, hiddenReason: hidden,
          condition: currentCondition, file: file, line: tokens[keywordIndex].line))
      structIndex = found.structs.count - 1
    }
    if keyword == "extension", inheritance.contains(where: ClientDeclaration.namesDependencyClient)
    {
      found.clientsByExtension.insert(name)
    }
    if keyword == "extension", inheritance.contains(where: EnumDeclaration.namesCaseReducer) {
      found.caseReducersByExtension.insert(name)
    }
    if keyword == "extension", inheritance.contains(where: EnumDeclaration.namesCasePathable) {
      found.conformedByExtension.insert(name)
    }
    if ["struct", "enum", "class"].contains(keyword), nameParts == ["AllCasePaths"],
      let outer
    {
      found.listingOwnCasePaths.insert(outer.path.joined(separator: "."))
    }
    pendingScope = .type(
      path: path, isGeneric: isGeneric, hidden: hidden, enumIndex: enumIndex,
      structIndex: structIndex)
  }

  /// Records a type that declares `AllCasePaths` (a typealias) or `allCasePaths` itself.
  private mutating func noteOwnCasePaths(named name: String) {
    guard isWord(name, at: 1), let outer = enclosingType else { return }
    found.listingOwnCasePaths.insert(outer.path.joined(separator: "."))
  }

  /// Records a typealias declared in a type, which other files see unless it is private.
  private mutating func noteMemberTypealias() {
    guard let outer = enclosingType, outer.hidden == nil, !isLocal, let name = token(1),
      name.kind == .word
    else { return }
    let access = modifiers(before: index).first { Self.accessLevels.contains($0) }
    guard access != "private", access != "fileprivate" else { return }
    found.memberTypes.append(outer.path + [name.text])
  }

  /// Moves past a balanced `open`…`close` run starting here.
  private mutating func skipBalanced(open: String, close: String) {
    var depth = 0
    while let token = token() {
      if token.kind == .symbol, token.text == open { depth += 1 }
      if token.kind == .symbol, token.text == close {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      index += 1
    }
  }

  /// Parses `case a, b(Int), c(x: Int, y: String)` into the enum at `enumIndex`.
  private mutating func parseCases(into enumIndex: Int) {
    index += 1
    while let token = token(), token.kind == .word {
      let name = token.text
      let line = token.line
      index += 1
      var payload: [(label: String?, type: String)]?
      if isSymbol("(") {
        payload = parsePayload()
      }
      if isSymbol("=") {
        // A raw value: skip to the next `,` or the end of the declaration.
        index += 1
        while let next = self.token(), next.text != ",", next.line == line { index += 1 }
      }
      found.enums[enumIndex].cases.append(
        EnumCase(name: name, payload: payload, condition: currentCondition, line: line))
      guard isSymbol(",") else { return }
      index += 1
    }
  }

  /// Parses a payload clause `(…)`, leaving the index after its `)`.
  private mutating func parsePayload() -> [(label: String?, type: String)] {
    let open = index
    skipBalanced(open: "(", close: ")")
    let close = index - 1
    var elements: [(label: String?, type: String)] = []
    var start = open + 1
    var depth = 0
    var position = open + 1
    while position <= close {
      let token = tokens[position]
      depth += token.nesting
      if (depth == 0 && token.text == ",") || position == close {
        if start < position { elements.append(element(start, position - 1)) }
        start = position + 1
      }
      position += 1
    }
    return elements
  }

  /// One payload element between token indices `first` and `last`: `label: Type = default`.
  private func element(_ first: Int, _ last: Int) -> (label: String?, type: String) {
    var typeStart = first
    var label: String?
    if first < last, tokens[first].kind == .word, tokens[first + 1].text == ":" {
      label = tokens[first].text == "_" ? nil : tokens[first].text
      typeStart = first + 2
    } else if first + 1 < last, tokens[first].kind == .word, tokens[first + 1].kind == .word,
      tokens[first + 2].text == ":"
    {
      // `_ name: Type`
      typeStart = first + 3
    }
    var typeEnd = last
    var depth = 0
    for position in typeStart...last {
      depth += tokens[position].nesting
      if depth == 0, tokens[position].text == "=", tokens[position].kind == .symbol {
        typeEnd = position - 1
        break
      }
    }
    return (label, text(typeStart, typeEnd))
  }
}
