import Testing

@testable import CasePathsScanning

@Suite("The case paths generator writes compilable lists, or an error naming the enum")
struct CasePathsWriterTests {
  private func write(_ source: String) -> String {
    let found = DeclarationScanner.scan(source, file: "Feature.swift")
    return CasePathsWriter.source(
      for: found.enums, genericTypes: found.genericTypes, memberTypes: found.memberTypes)
  }

  @Test("an enum it cannot extend is a build error that names it and says what to do")
  func hiddenEnum() {
    let output = write("private enum Hidden: CasePathable { case a }")
    #expect(
      output.contains(
        "#error(\"CasePathsPlugin cannot list the cases of 'Hidden' (Feature.swift:1): it is private"
      ))
    #expect(output.contains("List its cases by hand"))
    #expect(!output.contains("extension Hidden"))
  }

  @Test("a public enum's list is public; a generic one gets no members on Case")
  func accessAndGenerics() {
    let exposed = write("public enum Exposed: CasePathable { case a(Int) }")
    #expect(exposed.contains("public var a: Cascade.CasePath<Exposed, Int>"))
    #expect(exposed.contains("public static var allCasePaths"))
    #expect(exposed.contains("extension Cascade.Case where Value == Exposed"))
    let generic = write("enum Box<T>: CasePathable { case value(T) }")
    #expect(generic.contains("var value: Cascade.CasePath<Box, T>"))
    #expect(!generic.contains("extension Cascade.Case"))
  }

  @Test("the short names of an outer type's members are named for the nested enum's extension")
  func outerNames() {
    let output = write(
      """
      struct Feature {
        enum Destination { case edit }
        enum Action: CasePathable { case destination(PresentationAction<Destination.Action>) }
      }
      """)
    #expect(output.contains("typealias Destination = Feature.Destination"))
  }
}
