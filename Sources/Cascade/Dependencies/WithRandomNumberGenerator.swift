/// A random number generator shared by a feature's code, as a dependency: the system's live,
/// a seeded one in tests, so that "random" outcomes repeat.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// …
/// state.dice = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// In a test: `$0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))`.
public final class WithRandomNumberGenerator: @unchecked Sendable {
  // @unchecked Sendable: the generator's state is only used under the lock, one call at a time.
  private let lock = RecursiveLock()
  private var generator: any RandomNumberGenerator

  /// Shares `generator`: each call continues its sequence.
  ///
  /// - Parameter generator: The generator, such as `SystemRandomNumberGenerator()` or a
  ///   ``SeededRandomNumberGenerator``.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = generator
  }

  /// Runs `work` with the generator, under its lock.
  ///
  /// - Parameter work: Draws numbers from the generator (`Int.random(in:using:)`).
  /// - Returns: What `work` returns.
  public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator) throws -> R) rethrows
    -> R
  {
    lock.lock()
    defer { lock.unlock() }
    return try work(&generator)
  }
}

/// A random number generator whose sequence is fixed by its seed — the same on every
/// platform and every run (xoshiro256**, seeded through SplitMix64).
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 42)
/// let roll = Int.random(in: 1...6, using: &generator)   // the same roll, every run
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// A generator whose sequence `seed` determines.
  ///
  /// - Parameter seed: Any number; equal seeds give equal sequences.
  public init(seed: UInt64) {
    var splitMix = seed
    func next() -> UInt64 {
      splitMix &+= 0x9E37_79B9_7F4A_7C15
      var z = splitMix
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (next(), next(), next(), next())
  }

  /// The next 64 random bits of the sequence.
  ///
  /// - Returns: A number.
  public mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotate(state.3, 45)
    return result
  }

  private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}

extension DependencyValues {
  /// The random number generator features draw from: the system's live; in a test, a test
  /// issue at first use until the test gives one (a ``SeededRandomNumberGenerator``).
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static var liveValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
}
