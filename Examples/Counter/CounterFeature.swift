import Cascade

/// A counter with a "fact" button whose answer comes back from an effect.
struct CounterFeature: Reducer {
  struct State: Equatable, Codable, Sendable, CustomStringConvertible {
    var count = 0
    var fact: String?
    var isLoadingFact = false

    var description: String {
      var line = "count: \(count)"
      if isLoadingFact { line += "  (looking up a fact…)" }
      if let fact { line += "  fact: \(fact)" }
      return line
    }
  }

  enum Action: Equatable, Codable, Sendable {
    case incrementTapped
    case decrementTapped
    case factTapped
    case factResponse(String)
  }

  /// Looks a number fact up; an effect dependency, so a test can pass its own.
  let facts: @Sendable (Int) async -> String

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      state.fact = nil
      return .none
    case .decrementTapped:
      state.count -= 1
      state.fact = nil
      return .none
    case .factTapped:
      state.fact = nil
      state.isLoadingFact = true
      return .run { [count = state.count, facts] send in
        await send(.factResponse(await facts(count)))
      }
    case .factResponse(let fact):
      state.isLoadingFact = false
      state.fact = fact
      return .none
    }
  }
}

/// A small built-in table of number facts, so the example needs no network.
enum NumberFacts {
  static let table: [Int: String] = [
    -1: "-1 is the only integer whose square root is i.",
    0: "0 is the additive identity.",
    1: "1 is neither prime nor composite.",
    2: "2 is the only even prime.",
    3: "3 is the number of spatial dimensions we perceive.",
    4: "4 is the smallest composite number.",
    5: "5 is the number of Platonic solids.",
    6: "6 is the smallest perfect number.",
    7: "7 is the number of days in a week.",
    8: "8 is the largest cube in the Fibonacci sequence.",
    9: "9 is the highest single-digit number.",
    10: "10 is the base of our number system.",
  ]

  @Sendable static func lookUp(_ number: Int) async -> String {
    table[number] ?? "\(number) is a number with no fact in this little table."
  }
}
