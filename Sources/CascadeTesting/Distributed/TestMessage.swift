import Foundation

/// What crosses a ``TestNetwork``, encoded as JSON: a call, or its reply.
enum TestMessage: Codable, Sendable {
  /// A call of `target` on `recipient`, with its generic substitutions (mangled type names)
  /// and its arguments (each JSON).
  case request(
    callID: UInt64, caller: String, recipient: TestActorID, target: String,
    generics: [String], arguments: [Data])
  /// The reply to the call `callID`.
  case reply(callID: UInt64, outcome: Outcome)

  enum Outcome: Codable, Sendable {
    case value(Data)
    case void
    case thrown(String)
    case notFound(TestActorID)
    case serialization(String)
    /// The call ran; its reply did not encode.
    case replyNotEncoded(String)
  }

  func encoded() throws -> Data {
    try JSONEncoder().encode(self)
  }
}
