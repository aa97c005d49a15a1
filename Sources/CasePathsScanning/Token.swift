/// One token of a Swift source file, as far as finding enums and their cases needs: names,
/// punctuation, and `#if` directives; comments and string literals are dropped, so nothing
/// inside them is mistaken for a declaration.
struct Token: Equatable {
  enum Kind: Equatable {
    /// An identifier or keyword (backticks kept: `` `default` ``).
    case word
    /// One punctuation character, or `->`, `...`, or an operator run.
    case symbol
    /// A string literal (its text is not kept).
    case string
    /// `#if`, `#elseif`, `#else` or `#endif`, with the rest of its line as `condition`.
    case directive(condition: String)
    /// Any other `#name` (`#fileID`, `#Preview`).
    case pound
  }

  let kind: Kind
  let text: String
  /// The 1-based line the token starts on.
  let line: Int
  /// Where the token starts and ends in the source, in Unicode scalars.
  var range: Range<Int> = 0..<0

  /// How the token changes the depth of brackets around a type: 1 for `<`, `(` and `[`, -1
  /// for their closing forms, 0 otherwise.
  var nesting: Int {
    guard kind == .symbol else { return 0 }
    switch text {
    case "<", "(", "[": return 1
    case ">", ")", "]": return -1
    default: return 0
    }
  }
}
