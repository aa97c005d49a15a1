/// Where an effect (or a test's task) was written, for messages about it.
struct EffectSite: Sendable, Equatable, CustomStringConvertible {
  let fileID: StaticString
  let line: UInt
  let kind: String

  init(_ kind: String, fileID: StaticString, line: UInt) {
    self.kind = kind
    self.fileID = fileID
    self.line = line
  }

  var description: String { "\(kind) at \(fileID):\(line)" }

  static func == (lhs: EffectSite, rhs: EffectSite) -> Bool {
    lhs.description == rhs.description
  }
}
