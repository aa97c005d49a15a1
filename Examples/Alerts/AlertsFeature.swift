import Cascade

/// A counter plus an alert message held in `@Pulse`: every assignment of the alert is an
/// event, even when the message is the same as last time.
struct AlertsFeature: Reducer {
  struct State: Equatable {
    var count = 0
    @Pulse var alert: String? = nil
  }

  enum Action: Equatable {
    case incrementTapped
    case decrementTapped
    case saveFailed(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
    case .decrementTapped:
      state.count -= 1
    case .saveFailed(let message):
      state.alert = message
    }
    return .none
  }
}

/// Stands in for a screen: it draws the count and presents alerts while attached.
@MainActor
final class AlertsView {
  private let store: Store<AlertsFeature.State, AlertsFeature.Action>
  private var subscriptions: Set<AnyCancellable> = []

  init(store: Store<AlertsFeature.State, AlertsFeature.Action>) {
    self.store = store
  }

  var isAttached: Bool { !subscriptions.isEmpty }

  func attach() {
    store.driver(\.count)
      .drive { print("  [view] count: \($0)") }
      .store(in: &subscriptions)
    store.pulse(\.$alert)
      .compactMap { $0 }
      .emit { print("  [view] ALERT: \($0)") }
      .store(in: &subscriptions)
  }

  func detach() {
    subscriptions.removeAll()
  }
}
