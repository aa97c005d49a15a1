import Cascade
import CascadeTesting
import Foundation
import Testing

// The guide's rows on scoped stores, lifetimes, cancellation and schedulers.
extension GuideRows {
  // guide 8750ffdb: store.scope(state: \.$destination, action: \.destination) → Store?
  // guide 66df4248: store.scope(state: \.destination?.edit, action: \.destination.edit)
  static func scopedStores() {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    let destination: Store<GuideFeature.Destination.State, GuideFeature.Destination.Action>? =
      store.scope(state: \.$destination, action: \.destination)
    let edit: Store<GuideFeature.Child.State, GuideFeature.Child.Action>? =
      store.scope(state: \.destination?.edit, action: \.destination.edit)
    _ = (destination, edit)
  }

  // guide 9c9d0638: .onChange(of: \.query) { old, new in Reduce { … } }; { old, new, state in … }
  static func onChanges() -> some Reducer<GuideFeature.State, GuideFeature.Action> {
    GuideFeature()
      .onChange(of: \.title) { _, _ in
        Reduce { state, _ in
          state.count = 0
          return .none
        }
      }
      .onChange(of: \.count) { _, new, state in
        state.title = "\(new)"
        return .none
      }
  }

  // guide d5dca0cb: .onMount { }, .onDismount { }
  // guide 09276133: .onMount(id:)
  static func lifetimes() -> some Reducer<GuideFeature.State, GuideFeature.Action> {
    GuideFeature()
      .onMount { _ in .send(.increment) }
      .onMount(id: \.title) { _ in .none }
      .onDismount { _ in .none }
  }

  // guide 1abb9b26: a hand-written reducer running a child, conforming to ReducerWrapper
  struct Logging: ReducerWrapper {
    let wrapped: GuideFeature
    func reduce(
      into state: inout GuideFeature.State, action: GuideFeature.Action
    ) -> Effect<GuideFeature.Action> {
      wrapped.reduce(into: &state, action: action)
    }
  }

  // guide e009061b: store.isRunning(_:), store.running(_:)
  static func running() {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    _ = store.isRunning("search")
    let driver: Driver<Bool> = store.running("search")
    _ = driver
  }

  // guide 41c0e97b: try await withTaskCancellation(id:cancelInFlight:) { … } in a .run
  static func taskCancellation() -> Effect<GuideFeature.Action> {
    .run { send in
      await withTaskCancellation(id: "search", cancelInFlight: true) {
        await send(.increment)
      }
    }
  }

  // guide 7d7c9d0e: Effect.cancel(where:)
  static func cancelWhere() -> Effect<GuideFeature.Action> {
    .cancel(where: { ($0.base as? String)?.hasPrefix("download") == true })
  }

  // guide 75126dba: store.send(.x).finish() after .cancel()
  static func finishAfterCancel() async {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    let task = store.send(.increment)
    task.cancel()
    await task.finish()
  }

  // guide 6e8433b8: Scope(state: \.settings, action: \.self) { … }
  static func scopeOverState() -> some Reducer<GuideFeature.State, GuideFeature.Action> {
    Scope(state: \.count, action: \.self) {
      Reduce<Int, GuideFeature.Action> { _, _ in .none }
    }
  }

  // guide 8c32adfa: any Scheduler
  static func anyScheduler(_ scheduler: any Scheduler) -> any Scheduler { scheduler }

  // guide 84db9a5b: @Dependency(\.apiClient), DependencyKey, DependencyValues
  // guide 8ae55020: @Dependency(Client.self), transformDependency, prepareDependencies
  struct Numbers: DependencyKey, Sendable {
    var next: @Sendable () -> Int
    static let liveValue = Numbers { 1 }
  }

  struct UsesNumbers: Reducer {
    @Dependency(Numbers.self) var numbers
    func reduce(into state: inout Int, action: Void) -> Effect<Void> {
      state = numbers.next()
      return .none
    }
  }

  static func dependencies() -> some Reducer<Int, Void> {
    UsesNumbers().transformDependency(\.uuid) { _ in }
  }

  static func prepared() {
    prepareDependencies { $0.uuid = .incrementing }
  }
}
