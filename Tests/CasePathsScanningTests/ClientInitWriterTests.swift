import Testing

@testable import CasePathsScanning

@Suite("The generator writes a DependencyClient's initializer, or an error naming the client")
struct ClientInitWriterTests {
  private func write(_ source: String) -> String {
    var found = DeclarationScanner.scan(source, file: "Client.swift")
    found.module = "App"
    found.filePath = "/src/App/Client.swift"
    return ClientInitWriter.source(for: [found]).joined(separator: "\n")
  }

  @Test("every endpoint is a parameter, in order, defaulting to unimplemented at its line")
  func endpoints() {
    let output = write(
      """
      struct ApiClient: DependencyClient {
        var fetch: @Sendable (Int) async throws -> [String]
        var logOut: @Sendable () async -> Void
        var size: @Sendable () -> Int = { 0 }
        var baseURL: String
        var token: String?
        let version = 2
        static var shared = 1
        var computed: Int { 3 }
      }
      """)
    #expect(
      output.contains(
        """
            fetch: @escaping @Sendable (Int) async throws -> [String] = Cascade.unimplemented("ApiClient.fetch", fileID: "App/Client.swift", filePath: "/src/App/Client.swift", line: 2, column: 3),
        """))
    #expect(
      output.contains(
        "logOut: @escaping @Sendable () async -> Void = Cascade.unimplemented(\"ApiClient.logOut\"")
    )
    #expect(output.contains("    size: @escaping @Sendable () -> Int = { 0 },"))
    #expect(output.contains("    baseURL: String,"))
    #expect(output.contains("    token: String? = nil,"))
    #expect(output.contains("    _: Cascade._DependencyClientInitializer = .init()"))
    #expect(
      !output.contains("version") && !output.contains("shared") && !output.contains("computed"))
    #expect(output.contains("    self.fetch = fetch\n    self.logOut = logOut"))
  }

  @Test("a type over several lines and an initial value with a closure are read whole")
  func multiline() {
    let output = write(
      """
      public struct Clock: Cascade.DependencyClient {
        public var sleep: @Sendable (
          Duration
        ) async throws -> Void
        public var now: @Sendable () -> Int = {
          42
        }
        public var name: String = "clock"
          .uppercased()
      }
      """)
    #expect(output.contains("  public init("))
    #expect(
      output.contains(
        "sleep: @escaping @Sendable (\n    Duration\n  ) async throws -> Void = Cascade.unimplemented(\"Clock.sleep\""
      ))
    #expect(output.contains("now: @escaping @Sendable () -> Int = {\n    42\n  },"))
    #expect(output.contains("    name: String = \"clock\"\n    .uppercased(),"))
    #expect(output.contains("self.name = name"))
  }

  @Test("an endpoint that returns a value and cannot throw, without a value, is a build error")
  func valueWithoutDefault() {
    let output = write(
      """
      struct Client: DependencyClient {
        var count: @Sendable () -> Int
      }
      """)
    #expect(
      output.contains(
        "#error(\"CasePathsPlugin cannot write the DependencyClient initializer of 'Client' (Client.swift:1): 'Client.count' returns a value and cannot throw"
      ))
    #expect(!output.contains("extension Client"))
  }

  @Test("a private client, or one with an endpoint under #if, is a build error naming it")
  func unsupported() {
    #expect(
      write("private struct Hidden: DependencyClient { var a: @Sendable () -> Void }")
        .contains("initializer of 'Hidden' (Client.swift:1): it is private"))
    let conditional = write(
      """
      struct Client: DependencyClient {
        #if DEBUG
        var debug: @Sendable () -> Void
        #endif
      }
      """)
    #expect(conditional.contains("'debug' is declared under '#if"))
    #expect(
      write("struct Client: DependencyClient { var name = \"x\" }")
        .contains("'name' has no type annotation"))
  }

  @Test(
    "a conformance in an extension counts; a client with its own init and others are left alone")
  func whichStructs() {
    let output = write(
      """
      struct Extended { var a: @Sendable () async throws -> Int }
      extension Extended: DependencyClient {}
      struct Own: DependencyClient {
        var b: @Sendable () -> Void
        init() { b = {} }
      }
      struct Plain { var c: @Sendable () -> Void }
      """)
    #expect(output.contains("extension Extended {"))
    #expect(!output.contains("extension Own") && !output.contains("extension Plain"))
  }
}
