// The shape of swift-metrics' `Counter`, `Timer` and `Gauge` that the instruments article
// uses.

public final class Counter: Sendable {
  public let label: String
  public let dimensions: [(String, String)]

  public init(label: String, dimensions: [(String, String)] = []) {
    self.label = label
    self.dimensions = dimensions
  }

  public func increment<Value: BinaryInteger>(by amount: Value) {}
  public func increment() {}
}

public final class Timer: Sendable {
  public let label: String
  public let dimensions: [(String, String)]

  public init(label: String, dimensions: [(String, String)] = []) {
    self.label = label
    self.dimensions = dimensions
  }

  public func recordNanoseconds(_ duration: Int64) {}
  public func record(_ duration: Duration) {}
}

public final class Gauge: Sendable {
  public let label: String
  public let dimensions: [(String, String)]

  public init(label: String, dimensions: [(String, String)] = []) {
    self.label = label
    self.dimensions = dimensions
  }

  public func record<Value: BinaryInteger>(_ value: Value) {}
}
