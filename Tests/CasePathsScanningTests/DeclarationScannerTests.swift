import Testing

@testable import CasePathsScanning

@Suite("The case paths generator finds enums and their cases as Swift declares them")
struct DeclarationScannerTests {
  private func scan(_ source: String) -> FileDeclarations {
    DeclarationScanner.scan(source, file: "Feature.swift")
  }

  @Test("cases of every shape, several to a line, with defaults and raw values skipped")
  func caseShapes() throws {
    let found = scan(
      """
      enum Action: CasePathable {
        case plain, one(Int), labeled(id: Int)
        indirect case pair(String, count: Int = 0)
        case closure(@Sendable () -> Void)
        case dictionary([String: Int]?)
      }
      """)
    let action = try #require(found.enums.first)
    #expect(action.declaresCasePathable)
    #expect(
      action.cases.map(\.name) == ["plain", "one", "labeled", "pair", "closure", "dictionary"])
    #expect(action.cases[0].payload == nil)
    #expect(action.cases[2].payload?.map(\.label) == ["id"])
    #expect(action.cases[3].payload?.map(\.type) == ["String", "Int"])
    #expect(action.cases[3].payload?.map(\.label) == [nil, "count"])
    #expect(action.cases[4].payload?.map(\.type) == ["@Sendable () -> Void"])
    #expect(action.cases[5].payload?.map(\.type) == ["[String: Int]?"])
  }

  @Test("text in comments and strings is not mistaken for a case")
  func commentsAndStrings() throws {
    let found = scan(
      #"""
      enum Action: CasePathable {
        // case lineComment(Int)
        /* case block /* nested */ comment(Int) */
        case real
        var text: String { "case fake(Int) \("case fake2")" + #"case raw"# }
        var lines: String {
          """
          case multiline
          """
        }
        func f() { switch self { case .real: break } }
      }
      """#)
    #expect(found.enums.first?.cases.map(\.name) == ["real"])
  }

  @Test("nested enums are named from the top level, through extensions too")
  func nesting() {
    let found = scan(
      """
      struct Feature<T> { enum Action: CasePathable { case a } }
      extension Other.Feature { public enum Destination: CasePathable { case b } }
      """)
    #expect(found.enums.map(\.name) == ["Feature.Action", "Other.Feature.Destination"])
    #expect(found.enums[0].isInGenericType)
    #expect(found.enums[1].access == "public")
    #expect(found.genericTypes == ["Feature"])
  }

  @Test("cases under #if keep their condition, #elseif and #else negating the clauses before")
  func conditions() {
    let found = scan(
      """
      enum Action: CasePathable {
        #if DEBUG
          case a
        #elseif os(Linux)
          case b
        #else
          case c
        #endif
      }
      """)
    #expect(
      found.enums.first?.cases.map(\.condition) == [
        "(DEBUG)", "!(DEBUG) && (os(Linux))", "!(DEBUG) && !(os(Linux))",
      ])
  }

  @Test("an enum that lists its own case paths, or conforms in an extension, is recorded")
  func ownListsAndExtensions() {
    let found = scan(
      """
      enum ByHand: CasePathable {
        case x
        struct AllCasePaths {}
        static var allCasePaths: AllCasePaths { AllCasePaths() }
      }
      enum Later { case y }
      extension Later: CasePathable {}
      """)
    #expect(found.listingOwnCasePaths == ["ByHand"])
    #expect(found.conformedByExtension == ["Later"])
  }

  @Test("a private or local enum is marked as one no other file can extend")
  func hidden() {
    let found = scan(
      """
      private enum Hidden: CasePathable { case a }
      fileprivate struct Box { enum Inside: CasePathable { case b } }
      func f() { enum Local: CasePathable { case c } }
      enum Visible: CasePathable { case d }
      """)
    #expect(
      found.enums.map(\.hiddenReason) == [
        "it is private", "it is fileprivate", "it is declared inside a function or closure", nil,
      ])
  }
}

@Suite("The scanner keeps its place after a one-line type")
struct OneLineTypeScanTests {
  @Test("a struct written on one line, its stored property last, closes before what follows")
  func oneLineStruct() {
    let found = DeclarationScanner.scan(
      """
      struct Owner {
        struct State: Equatable { @Presents var alert: AlertState<Int>? }
        enum Action: CasePathable { case alert(Int) }
      }
      """, file: "Owner.swift")
    #expect(found.enums.map(\.name) == ["Owner.Action"])
  }
}
