/// The id of an actor on a ``TestActorSystem``: the node it lives on and its number there.
public struct TestActorID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The node.
  public let node: String
  /// The actor's number on its node, from 1.
  public let number: UInt64

  /// Creates an id.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - number: The number.
  public init(node: String, number: UInt64) {
    self.node = node
    self.number = number
  }

  /// `node-a/3`.
  public var description: String { "\(node)/\(number)" }

  /// Decodes an id (`node`, `number`).
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    node = try container.decode(String.self, forKey: .node)
    number = try container.decode(UInt64.self, forKey: .number)
  }
}
