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
}
