import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an example reads its commands: from a person at a terminal, or from piped input.
public enum ExampleInput {
  /// Whether standard input is a terminal.
  public static var isInteractive: Bool { isatty(STDIN_FILENO) != 0 }

  /// The lines of standard input, read on a background thread so that the main actor stays
  /// free for effects (timers on `DispatchQueueScheduler.main`) while waiting for a person.
  public static func lines() -> AsyncStream<String> {
    AsyncStream { continuation in
      Thread.detachNewThread {
        while let line = readLine() { continuation.yield(line) }
        continuation.finish()
      }
    }
  }

  /// The commands to run: each input line, or `demo` when piped input is empty.
  ///
  /// - Parameter demo: The built-in script for empty piped input.
  /// - Returns: The commands, trimmed.
  public static func scriptedCommands(demo: [String]) async -> [String] {
    var commands: [String] = []
    for await line in lines() { commands.append(line.trimmed) }
    if commands.allSatisfy(\.isEmpty) {
      print("(no input: running the built-in demo)")
      return demo
    }
    return commands
  }

  /// Parses `wait 1.5s` or `wait 300ms` into a duration.
  ///
  /// - Parameter command: A trimmed command line.
  /// - Returns: The duration, or `nil` when the line is not a `wait` command.
  public static func waitDuration(_ command: String) -> Duration? {
    guard command.hasPrefix("wait ") else { return nil }
    let amount = command.dropFirst(5).trimmingCharacters(in: .whitespaces)
    if amount.hasSuffix("ms"), let value = Double(amount.dropLast(2)) {
      return .milliseconds(Int64((value).rounded()))
    }
    if amount.hasSuffix("s"), let value = Double(amount.dropLast()) {
      return .milliseconds(Int64((value * 1_000).rounded()))
    }
    return nil
  }
}

extension String {
  /// The string without leading and trailing white space.
  public var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension Duration {
  /// Seconds with one decimal, as the examples print them: `1.5s`.
  public var tenths: String {
    let milliseconds = components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000
    return "\(milliseconds / 1_000).\(abs(milliseconds % 1_000) / 100)s"
  }
}
