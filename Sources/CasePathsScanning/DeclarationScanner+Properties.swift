// The stored properties of a struct, for the `DependencyClient` initializer: `var name: Type`
// and `= initial value` as written, and the shape of a function type (throws, result).

extension DeclarationScanner {
  /// Parses `var name: Type = value` (or `let`) at the top of the struct at `structIndex`,
  /// leaving the index after it. A static, lazy or computed property is not stored in an
  /// instance, and is passed over.
  mutating func parseStoredProperty(into structIndex: Int) {
    let keyword = index
    let modifiers = modifiers(before: keyword)
    index += 1
    guard !modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }),
      let nameToken = token(), nameToken.kind == .word
    else { return }
    if isSymbol("=", at: 1) {
      // `var name = value`: stored, but with no type a parameter could be declared with.
      index += 2
      found.structs[structIndex].properties.append(
        StoredProperty(
          name: nameToken.text, type: nil, initialValue: parseExpression(),
          isLet: tokens[keyword].text == "let", function: nil, isOptional: false,
          condition: currentCondition, line: nameToken.line, column: column(of: tokens[keyword])))
      return
    }
    guard isSymbol(":", at: 1) else { return }
    index += 2
    let typeStart = index
    var depth = 0
    while let token = token() {
      // `}` too: a one-line struct's last property ends at its closing brace.
      if depth == 0, token.kind == .symbol, ["=", "{", "}", ";", ","].contains(token.text) {
        break
      }
      // A type ends with its line, unless a bracket or an arrow carries it on.
      if depth == 0, index > typeStart, token.line != tokens[index - 1].line,
        tokens[index - 1].text != "->", token.text != "->"
      {
        break
      }
      depth += token.nesting
      index += 1
    }
    let typeEnd = index - 1
    guard typeEnd >= typeStart else { return }
    // A body after the type: a computed property, whose braces the scope tracking reads.
    if isSymbol("{") { return }
    var initialValue: String?
    if isSymbol("=") {
      index += 1
      initialValue = parseExpression()
    }
    found.structs[structIndex].properties.append(
      StoredProperty(
        name: nameToken.text, type: text(typeStart, typeEnd), initialValue: initialValue,
        isLet: tokens[keyword].text == "let", function: functionShape(typeStart, typeEnd),
        isOptional: ["?", "!"].contains(tokens[typeEnd].text), condition: currentCondition,
        line: nameToken.line, column: column(of: tokens[keyword])))
  }

  /// An initial value as written, leaving the index after it: it ends with its line, outside
  /// brackets and braces, unless the next line goes on with `.` or an operator.
  private mutating func parseExpression() -> String? {
    let start = index
    var depth = 0
    while let token = token() {
      if depth == 0, index > start, token.line != tokens[index - 1].line,
        !(token.kind == .symbol && !["(", "[", "{", "}", ")", "]"].contains(token.text))
      {
        break
      }
      if depth == 0, token.kind == .symbol, token.text == ";" || token.text == "}" { break }
      if token.kind == .symbol {
        if ["(", "[", "{"].contains(token.text) { depth += 1 }
        if [")", "]", "}"].contains(token.text) { depth -= 1 }
      }
      index += 1
    }
    return index > start ? text(start, index - 1) : nil
  }

  /// For a function type between `first` and `last` (an arrow outside brackets): whether it
  /// throws, and its result type as written.
  private func functionShape(_ first: Int, _ last: Int) -> (throws: Bool, result: String)? {
    var depth = 0
    var throwsSeen = false
    for position in first...last {
      let token = tokens[position]
      if depth == 0, token.kind == .word, token.text == "throws" || token.text == "rethrows" {
        throwsSeen = true
      }
      if depth == 0, token.kind == .symbol, token.text == "->", position < last {
        return (throwsSeen, text(position + 1, last))
      }
      depth += token.nesting
    }
    return nil
  }

  /// The 1-based column `token` starts at.
  private func column(of token: Token) -> Int {
    var position = token.range.lowerBound
    while position > 0, source[position - 1] != "\n" { position -= 1 }
    return token.range.lowerBound - position + 1
  }
}
