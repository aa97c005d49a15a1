extension Reducer {
  /// Runs `effect` when this feature's state mounts, and again — cancelling the previous
  /// run — each time the value at `id` changes, like SwiftUI's `.task(id:)`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onMount(id: \.query) { state in
  ///     .run { [query = state.query] send in
  ///       try await send(.results(search(query)))
  ///     }
  ///   }
  /// ```
  ///
  /// The value is compared after each action this reducer runs, so a change made by this
  /// feature (or by an operator inside it) restarts the work in that send. Everything else is
  /// as ``onMount(_:)``: the work runs in the feature's cancellation scope
  /// and stops when the state goes away.
  ///
  /// - Parameters:
  ///   - id: The value whose changes restart the work.
  ///   - effect: Builds the work from the state.
  ///   - fileID: Identifies this `onMount`, and its restarts' cancellation id; the caller's by
  ///     default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: This reducer, with the mount work.
  @inlinable
  public func onMount<ID: Equatable>(
    id: KeyPath<State, ID>,
    _ effect: @escaping (State) -> Effect<Action>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _MountIDReducer<Self, ID> {
    _MountIDReducer(
      base: self, id: id, effect: effect, site: SourceSite(fileID, line: line, column: column))
  }
}

/// The cancellation id of one `onMount(id:)`'s work, private to the feature's scope.
struct MountTaskID: Hashable, Sendable {
  let site: SourceSite
}

/// A reducer whose mount work restarts when a value changes; made by
/// ``Reducer/onMount(id:_:fileID:line:column:)``.
public struct _MountIDReducer<Base: Reducer, ID: Equatable>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let id: KeyPath<Base.State, ID>
  @usableFromInline let effect: (Base.State) -> Effect<Base.Action>
  @usableFromInline let site: SourceSite

  @usableFromInline
  init(
    base: Base, id: KeyPath<Base.State, ID>, effect: @escaping (Base.State) -> Effect<Base.Action>,
    site: SourceSite
  ) {
    self.base = base
    self.id = id
    self.effect = effect
    self.site = site
  }

  /// Runs the base reducer, then restarts the work if the value at `id` changed.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - action: The action.
  /// - Returns: The base reducer's effect, and a restart.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state[keyPath: id]
    let effect = base.reduce(into: &state, action: action)
    guard state[keyPath: id] != before else { return effect }
    return .merge(effect, restart(state))
  }

  /// Cancels the running work and starts it again from `state`.
  @usableFromInline
  func restart(_ state: Base.State) -> Effect<Base.Action> {
    let taskID = MountTaskID(site: site)
    return .merge(.cancel(id: taskID), effect(state).cancellable(id: taskID))
  }

  /// The base's lifecycle work, and a mount.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Base._lifecycleHooks(depth: depth).union(.mount)
  }

  /// On mount, this work (cancellable by its restarts) first, then the base's; on dismount,
  /// the base's.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The state.
  /// - Returns: The lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Base.State) -> Effect<Base.Action> {
    guard case .mount = event else { return base._lifecycleEffect(event, state: state) }
    let own = effect(state).cancellable(id: MountTaskID(site: site))
    return .merge(own, base._lifecycleEffect(event, state: state))
  }
}
