import Cascade

/// A wallet whose state lives on one node of a cluster: deposits and withdrawals, each
/// confirmed by an effect.
struct WalletFeature: Reducer {
  struct State: Codable, Sendable, Equatable {
    var balance = 0
    var confirmations = 0
  }

  enum Action: Codable, Sendable {
    case deposit(Int)
    case withdraw(Int)
    case confirmed
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .deposit(let amount):
      state.balance += amount
      return .run { send in await send(.confirmed) }
    case .withdraw(let amount):
      guard amount <= state.balance else { return .none }
      state.balance -= amount
      return .run { send in await send(.confirmed) }
    case .confirmed:
      state.confirmations += 1
      return .none
    }
  }
}
