/// Splits Swift source into ``Token``s.
struct Lexer {
  private let scalars: [Unicode.Scalar]
  private(set) var index = 0
  private var line = 1

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// Every token of the source.
  static func tokens(of source: String) -> [Token] {
    var lexer = Lexer(source)
    var tokens: [Token] = []
    while true {
      lexer.skipTrivia()
      let start = lexer.index
      guard var token = lexer.next() else { return tokens }
      token.range = start..<lexer.index
      tokens.append(token)
    }
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance() {
    if scalars[index] == "\n" { line += 1 }
    index += 1
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || ("0"..."9").contains(scalar)
  }

  private static let operatorCharacters: Set<Unicode.Scalar> = [
    "/", "=", "-", "+", "!", "*", "%", "&", "|", "^", "~", "?",
  ]

  mutating func next() -> Token? {
    skipTrivia()
    guard let scalar = peek() else { return nil }
    let startLine = line
    let start = index
    if scalar == "\"" || (scalar == "#" && rawStringAhead()) {
      skipString()
      return Token(kind: .string, text: "\"…\"", line: startLine)
    }
    if scalar == "#" {
      advance()
      while let next = peek(), Self.isNamePart(next) { advance() }
      let name = String(String.UnicodeScalarView(scalars[start..<index]))
      if ["#if", "#elseif", "#else", "#endif"].contains(name) {
        return Token(kind: .directive(condition: restOfLine()), text: name, line: startLine)
      }
      return Token(kind: .pound, text: name, line: startLine)
    }
    if scalar == "`" {
      advance()
      while let next = peek(), next != "`", next != "\n" { advance() }
      if peek() == "`" { advance() }
      return word(from: start, line: startLine)
    }
    if Self.isNameStart(scalar) || scalar == "$" {
      advance()
      while let next = peek(), Self.isNamePart(next) { advance() }
      return word(from: start, line: startLine)
    }
    if ("0"..."9").contains(scalar) {
      while let next = peek(), Self.isNamePart(next) || next == "." && isDigit(peek(1)) {
        advance()
      }
      return Token(kind: .word, text: text(from: start), line: startLine)
    }
    if scalar == "-", peek(1) == ">" {
      advance()
      advance()
      return Token(kind: .symbol, text: "->", line: startLine)
    }
    if scalar == ".", peek(1) == ".", peek(2) == "." {
      advance()
      advance()
      advance()
      return Token(kind: .symbol, text: "...", line: startLine)
    }
    if Self.operatorCharacters.contains(scalar), scalar != "?", scalar != "!" || peek(1) == "=" {
      while let next = peek(), Self.operatorCharacters.contains(next), next != "?" { advance() }
      return Token(kind: .symbol, text: text(from: start), line: startLine)
    }
    advance()
    return Token(kind: .symbol, text: String(scalar), line: startLine)
  }

  private func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    scalar.map { ("0"..."9").contains($0) } ?? false
  }

  private func text(from start: Int) -> String {
    String(String.UnicodeScalarView(scalars[start..<index]))
  }

  private func word(from start: Int, line: Int) -> Token {
    Token(kind: .word, text: text(from: start), line: line)
  }

  private mutating func restOfLine() -> String {
    let start = index
    while let next = peek(), next != "\n" {
      if next == "/", peek(1) == "/" || peek(1) == "*" { break }
      advance()
    }
    return text(from: start).trimmingSpaces()
  }

  /// Skips whitespace and comments (nested block comments too).
  mutating func skipTrivia() {
    while let scalar = peek() {
      if scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/", peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
      } else if scalar == "/", peek(1) == "*" {
        var depth = 0
        repeat {
          if peek() == "/", peek(1) == "*" {
            depth += 1
            advance()
          } else if peek() == "*", peek(1) == "/" {
            depth -= 1
            advance()
          }
          advance()
        } while depth > 0 && peek() != nil
      } else {
        return
      }
    }
  }

  private func rawStringAhead() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  /// Skips a string literal: plain, multi-line, raw (`#"…"#`), with interpolations that may
  /// hold strings of their own.
  private mutating func skipString() {
    var pounds = 0
    while peek() == "#" {
      pounds += 1
      advance()
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    while let scalar = peek() {
      if scalar == "\\" && closesPounds(pounds, at: 1) {
        advance()
        for _ in 0..<pounds { advance() }
        if peek() == "(" {
          skipInterpolation()
        } else if peek() != nil {
          advance()
        }
        continue
      }
      if scalar == "\"" {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ peek($0) == "\"" }), closesPounds(pounds, at: quotes) {
          for _ in 0..<(quotes + pounds) { advance() }
          return
        }
      }
      if scalar == "\n" && !multiline { return }
      advance()
    }
  }

  private func closesPounds(_ pounds: Int, at offset: Int) -> Bool {
    (0..<pounds).allSatisfy { peek(offset + $0) == "#" }
  }

  private mutating func skipInterpolation() {
    var depth = 0
    while let scalar = peek() {
      if scalar == "\"" || (scalar == "#" && rawStringAhead()) {
        skipString()
        continue
      }
      if scalar == "(" { depth += 1 }
      if scalar == ")" {
        depth -= 1
        if depth == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }
}

extension String {
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }

  /// Whether this inherited type (`A & B` included) names Cascade's protocol `name`, bare or
  /// as `Cascade.name`.
  func namesCascadeProtocol(_ name: String) -> Bool {
    split(separator: "&").contains { (part: Substring) -> Bool in
      let written = String(part).trimmingSpaces()
      return written == name || written == "Cascade.\(name)"
    }
  }
}
