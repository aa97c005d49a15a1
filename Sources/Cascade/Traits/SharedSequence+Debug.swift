import Foundation

extension SharedSequence {
  /// Prints each event of the sequence on standard output, as RxSwift's `debug(_:)` does:
  /// its subscriptions, values, completion and disposal, with the time and `identifier`.
  ///
  /// ```swift
  /// store.driver(\.query).debug("query").drive { search($0) }
  /// // 2026-11-29 10:02:11.034: query -> subscribed
  /// // 2026-11-29 10:02:11.035: query -> Event next("")
  /// ```
  ///
  /// The events are printed once per connection, however many subscribers share it.
  ///
  /// - Parameters:
  ///   - identifier: What names the sequence in the output; by default the call's file,
  ///     line and function.
  ///   - trimOutput: Whether to cut a value's description to 40 characters.
  ///   - file: The call's file.
  ///   - line: The call's line.
  ///   - function: The calling function.
  /// - Returns: The same trait.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Self {
    let name =
      identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
    let log: @MainActor (String) -> Void = { event in
      print("\(DebugClock.now()): \(name) -> \(event)")
    }
    return self.do(
      onNext: { value in
        let text = String(describing: value)
        log("Event next(\(trimOutput && text.count > 40 ? text.prefix(40) + "..." : text))")
      },
      onCompleted: { log("Event completed") },
      onSubscribe: { log("subscribed") },
      onDispose: { log("isDisposed") })
  }
}

/// The time stamp of `debug`'s lines, RxSwift's format.
@MainActor
private enum DebugClock {
  static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    return formatter
  }()

  static func now() -> String { formatter.string(from: Date()) }
}
