// The shape of swift-distributed-tracing's span API that the instruments article uses.

public struct ServiceContext: Sendable {
  public static var topLevel: ServiceContext { ServiceContext() }
  public static var current: ServiceContext? { nil }
}

public enum SpanKind: Sendable { case server, client, producer, consumer, `internal` }

public struct SpanStatus: Sendable {
  public enum Code: Sendable { case ok, error }
  public let code: Code
  public let message: String?
  public init(code: Code, message: String? = nil) {
    self.code = code
    self.message = message
  }
}

public protocol SpanAttributeConvertible {}
extension String: SpanAttributeConvertible {}
extension Int: SpanAttributeConvertible {}
extension Bool: SpanAttributeConvertible {}

public struct SpanAttributes: Sendable {
  public init() {}
  public subscript(_ name: String) -> (any SpanAttributeConvertible)? {
    get { nil }
    set {}
  }
}

public protocol Span: Sendable {
  var attributes: SpanAttributes { get nonmutating set }
  func setStatus(_ status: SpanStatus)
  func end()
}

/// Starts a span on the bootstrapped tracer (`InstrumentationSystem.tracer`).
public func startSpan(
  _ operationName: String, context: @autoclosure () -> ServiceContext = .topLevel,
  ofKind kind: SpanKind = .internal, function: String = #function,
  file fileID: String = #fileID, line: UInt = #line
) -> any Span {
  NoOpSpan()
}

private struct NoOpSpan: Span {
  var attributes: SpanAttributes {
    get { SpanAttributes() }
    nonmutating set {}
  }
  func setStatus(_ status: SpanStatus) {}
  func end() {}
}
