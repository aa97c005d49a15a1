// The shape of swift-log's `Logger` that the instruments article uses.

public struct Logger: Sendable {
  public let label: String
  public var logLevel: Level = .info

  public init(label: String) {
    self.label = label
  }

  public enum Level: String, Sendable { case trace, debug, info, notice, warning, error, critical }

  public struct Message: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
      text = String(stringInterpolation: stringInterpolation)
    }
  }

  public enum MetadataValue: ExpressibleByStringInterpolation, ExpressibleByStringLiteral,
    Sendable
  {
    case string(String)
    public init(stringLiteral value: String) { self = .string(value) }
    public init(stringInterpolation: DefaultStringInterpolation) {
      self = .string(String(stringInterpolation: stringInterpolation))
    }
  }

  public typealias Metadata = [String: MetadataValue]

  public func debug(
    _ message: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil,
    source: @autoclosure () -> String? = nil, file: String = #fileID,
    function: String = #function, line: UInt = #line
  ) {}

  public func info(
    _ message: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil,
    source: @autoclosure () -> String? = nil, file: String = #fileID,
    function: String = #function, line: UInt = #line
  ) {}

  public func warning(
    _ message: @autoclosure () -> Message, metadata: @autoclosure () -> Metadata? = nil,
    source: @autoclosure () -> String? = nil, file: String = #fileID,
    function: String = #function, line: UInt = #line
  ) {}
}
