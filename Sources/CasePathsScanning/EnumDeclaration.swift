/// An enum found in a source file, with what the writer needs to list its cases.
struct EnumDeclaration {
  /// The enum's name from the module's top level: `["Feature", "Action"]`.
  var path: [String]
  /// Its generic parameter clause as written (`<Child>`), or empty.
  var genericParameters: String
  /// The types it inherits from, as written.
  var inheritance: [String]
  /// `public`, `package`, `internal`, `fileprivate` or `private`, when written.
  var access: String?
  /// Why another file cannot extend it (private, local), or `nil` when it can.
  var hiddenReason: String?
  /// Whether its name sits inside a generic type (`Outer<T>.Action`).
  var isInGenericType: Bool
  /// The `#if` condition it is declared under, or `nil`.
  var condition: String?
  var cases: [EnumCase] = []
  /// Where it is declared, for messages.
  var file: String
  var line: Int

  var name: String { path.joined(separator: ".") }

  /// Whether it is generic or inside a generic type (`genericTypes` names the module's),
  /// where a member's type depends on parameters an extension cannot name.
  func isGeneric(among genericTypes: Set<String>) -> Bool {
    !genericParameters.isEmpty || isInGenericType
      || path.indices.dropLast().contains {
        genericTypes.contains(path[...$0].joined(separator: "."))
      }
  }

  /// Whether it names `CasePathable` among the types it inherits from.
  var declaresCasePathable: Bool {
    inheritance.contains { Self.namesCasePathable($0) }
  }

  /// Whether it names `CaseReducer` among the types it inherits from: an enum feature, whose
  /// `State`, `Action` and `body` the plugin writes.
  var declaresCaseReducer: Bool {
    inheritance.contains { Self.namesCaseReducer($0) }
  }

  static func namesCaseReducer(_ type: String) -> Bool {
    type.namesCascadeProtocol("CaseReducer")
  }

  static func namesCasePathable(_ type: String) -> Bool {
    type.namesCascadeProtocol("CasePathable")
  }
}

/// One case of an enum: `case login(Login.Action)`, `case move(from: Int, to: Int)`.
struct EnumCase {
  /// The case's name as written (backticks kept).
  var name: String
  /// Its payload's elements (label, type), or `nil` for a case without one.
  var payload: [(label: String?, type: String)]?
  /// The `#if` condition it is declared under (its enum's included), or `nil`.
  var condition: String?
  var line: Int
}

/// What one file declares: its enums, the enums it extends to conform to `CasePathable`,
/// the enums that list their own case paths, its generic types, and its structs.
package struct FileDeclarations {
  var enums: [EnumDeclaration] = []
  /// Names extended with a `CasePathable` conformance (`extension Feature.Action: CasePathable`).
  var conformedByExtension: Set<String> = []
  /// Names that declare `AllCasePaths` or `allCasePaths` themselves.
  var listingOwnCasePaths: Set<String> = []
  /// Names of generic types (`Outer` for `struct Outer<T>`).
  var genericTypes: Set<String> = []
  /// Every type and typealias declared inside another type that other files can see:
  /// `["Feature", "Destination"]`. A nested enum's extension does not see its outer types'
  /// members by their short names, so the writer names them for it.
  var memberTypes: [[String]] = []
  /// Its structs, for the `DependencyClient` initializers.
  var structs: [ClientDeclaration] = []
  /// Names extended with a `CaseReducer` conformance.
  var caseReducersByExtension: Set<String> = []
  /// Names extended with a `DependencyClient` conformance.
  var clientsByExtension: Set<String> = []
  /// The file's path as the compiler sees it, for the `#filePath` of generated reports.
  package var filePath = ""
  /// The module the file belongs to, for the `#fileID` of generated reports.
  package var module = ""
}
