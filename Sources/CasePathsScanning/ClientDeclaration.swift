/// A struct found in a source file, with what the writer needs to give it a
/// `DependencyClient` initializer: its stored properties, in order.
struct ClientDeclaration {
  /// The struct's name from the module's top level: `["Feature", "ApiClient"]`.
  var path: [String]
  /// The types it inherits from, as written.
  var inheritance: [String]
  /// `public`, `package`, `internal`, `fileprivate` or `private`, when written.
  var access: String?
  /// Why another file cannot extend it (private, local), or `nil` when it can.
  var hiddenReason: String?
  /// The `#if` condition it is declared under, or `nil`.
  var condition: String?
  /// Whether its body declares an `init` (then it is left alone: that init is the client's).
  var declaresInit = false
  var properties: [StoredProperty] = []
  /// Where it is declared, for messages.
  var file: String
  var line: Int

  var name: String { path.joined(separator: ".") }

  /// Whether it names `DependencyClient` among the types it inherits from.
  var declaresDependencyClient: Bool {
    inheritance.contains { Self.namesDependencyClient($0) }
  }

  static func namesDependencyClient(_ type: String) -> Bool {
    type.namesCascadeProtocol("DependencyClient")
  }
}

/// A stored property of a struct: `var fetch: @Sendable (Int) async throws -> String`.
struct StoredProperty {
  var name: String
  /// Its type as written; `nil` when it is inferred from the initial value.
  var type: String?
  /// Its initial value as written, or `nil`.
  var initialValue: String?
  var isLet: Bool
  /// For a function type: whether it can throw, and what it returns (`nil` otherwise).
  var function: (throws: Bool, result: String)?
  /// Whether its type is optional (`T?`, `T!`), so `nil` is its default.
  var isOptional: Bool
  /// The `#if` condition it is declared under (its struct's included), or `nil`.
  var condition: String?
  var line: Int
  var column: Int
}
