import Foundation

/// Names one action sent to a ``DistributedStore``, so that the store applies it at most
/// once however often it arrives: a client that retries with the same id until a call returns
/// gets it applied exactly once.
///
/// ```swift
/// let id = ActionID()
/// for attempt in 1...5 {
///   do { try await store.send(.deposit(10), id: id); break } catch { continue }
/// }
/// ```
///
/// Make the id once per action, before the first attempt, and reuse it for every retry.
public struct ActionID: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The id's text.
  public let rawValue: String

  /// A new, unique id (a random UUID).
  public init() {
    rawValue = UUID().uuidString
  }

  /// The id `raw`: one the client derives from its own request (a request number, an
  /// idempotency key), or a fixed one in a test.
  ///
  /// - Parameter raw: The id's text.
  public init(_ raw: String) {
    rawValue = raw
  }

  /// The id's text.
  public var description: String { rawValue }

  /// Decodes an id from its text (a JSON string).
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the id as its text (a JSON string).
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
