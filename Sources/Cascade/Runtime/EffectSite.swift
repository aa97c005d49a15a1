/// What an effect (or a test's task) is, and the ``SourceSite`` it was written at, for
/// messages about it: `.run at Feature/Search.swift:42`.
struct EffectSite: Sendable, Equatable, CustomStringConvertible {
  /// What the work is: `.run`, `asDriver`, `scheduler.task`, …
  let kind: String
  /// Where it was written.
  let source: SourceSite

  init(_ kind: String, fileID: StaticString, line: UInt) {
    self.kind = kind
    self.source = SourceSite(fileID, line: line)
  }

  var fileID: StaticString { source.fileID }
  var line: UInt { source.line }

  var description: String { "\(kind) at \(source)" }

  static func == (lhs: EffectSite, rhs: EffectSite) -> Bool {
    lhs.description == rhs.description
  }
}
