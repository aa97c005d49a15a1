import Testing

@testable import CasePathsScanning

@Suite("The generator writes an enum feature's State, Action and body, or an error naming it")
struct CaseReducerWriterTests {
  private func write(_ source: String) -> String {
    var found = DeclarationScanner.scan(source, file: "Feature.swift")
    found.module = "App"
    return CasePathsWriter.source(for: [found])
  }

  @Test("a nested enum's names are spelled from the top level; alerts keep their state")
  func nested() {
    let output = write(
      """
      struct Feature {
        struct Edit {}
        enum Destination: CaseReducer {
          case edit(Edit)
          case alert(AlertState<Alert>)
          enum Alert { case ok }
        }
      }
      """)
    #expect(
      output.contains(
        "    case edit(Feature.Edit.State)\n    case alert(AlertState<Feature.Destination.Alert>)"))
    #expect(
      output.contains(
        "    case edit(Feature.Edit.Action)\n    case alert(Feature.Destination.Alert)"))
    #expect(
      output.contains(
        #"Cascade.Scope(state: \.edit, action: \.edit, child: { Feature.Edit() }, fileID: "App/Feature.swift", line: 4)"#
      ))
    #expect(!output.contains("child: { AlertState"))
    // The written enums list their own case paths.
    #expect(output.contains("extension Feature.Destination.State {\n  /// The cases of"))
    #expect(output.contains("extension Cascade.Case where Value == Feature.Destination.Action {"))
  }

  @Test("an enum conformed in an extension, a public one, and one that is Sendable")
  func conformances() {
    let output = write(
      """
      public enum Path: Sendable { case detail(Detail) }
      extension Path: CaseReducer {}
      """)
    #expect(
      output.contains(
        "public enum State: Cascade.CasePathable, Cascade.CaseReducerState, Sendable {"))
    #expect(output.contains("public enum Action: Cascade.CasePathable, Sendable {"))
    #expect(output.contains("public static var body: some Cascade.Reducer<State, Action> {"))
    #expect(output.contains("public static func == (lhs: Self, rhs: Self) -> Bool {"))
    // One case: no `default` the compiler would warn about.
    #expect(!output.contains("default: false"))
  }

  @Test("an enum of alerts alone runs no reducer")
  func alertsOnly() {
    let output = write("enum Prompt: CaseReducer { case alert(AlertState<Int>) }")
    #expect(output.contains("    Cascade.EmptyReducer<State, Action>()"))
  }

  @Test("a shape it cannot write is a build error naming the enum and why")
  func refused() {
    let cases: [(String, String)] = [
      ("enum D: CaseReducer { case none }", "its case 'none' does not hold exactly one feature"),
      (
        "enum D: CaseReducer { case pair(A, B) }",
        "its case 'pair' does not hold exactly one feature"
      ),
      ("enum D<T>: CaseReducer { case a(A<T>) }", "it is generic, or inside a generic type"),
      (
        "struct O<T> { enum D: CaseReducer { case a(A) } }",
        "it is generic, or inside a generic type"
      ),
      (
        "private enum D: CaseReducer { case a(A) }", "it is private, so no other file can extend it"
      ),
      ("enum D: CaseReducer {\n#if DEBUG\ncase a(A)\n#endif\n}", "its case 'a' is under '#if'"),
      ("enum D: CaseReducer {}", "it has no cases"),
    ]
    for (source, reason) in cases {
      let output = write(source)
      #expect(
        output.contains("#error(\"CasePathsPlugin cannot write the enum feature '"), "\(source)")
      #expect(output.contains(reason), "\(source)")
      #expect(!output.contains("static var body"), "\(source)")
    }
  }
}
