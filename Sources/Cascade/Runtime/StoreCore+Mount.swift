// The root's mount: a store made on a state mounts it, and every child already in it, once.

extension StoreCore {
  /// Keeps the root reducer's mount work, run by ``mountRoot()`` once the owner is set up.
  /// Nothing is kept for a reducer whose tree has no mount work.
  @inlinable
  func prepareMount<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    checkHiddenLifecycle(reducer)
    guard R._lifecycleHooks.contains(.mount) else { return }
    setup.rootMount = { reducer._lifecycleEffect(.mount, state: $0) }
  }

  /// Reports a reducer in the tree that holds a child's lifetime work without forwarding it
  /// (see `HiddenLifecycleCheck`). It builds bodies, as a send does: with the store's
  /// dependencies current.
  @usableFromInline
  func checkHiddenLifecycle<R: Reducer>(_ reducer: R) {
    withStoreDependencies { HiddenLifecycleCheck.check(reducer, site: setup.creationSite) }
  }

  /// Runs the root's mount work, once, with the store's dependencies current: its effects
  /// start as those of an action sent to the store. Called only when there is mount work,
  /// and never inlined: its frame holds a copy of the state, which a store of a large inline
  /// state must not pay for in its initializer.
  @usableFromInline @inline(never)
  func mountRoot() {
    guard let mount = setup.rootMount else { return }
    setup.rootMount = nil
    let effect = withStoreDependencies { mount(state) }
    if case .none = effect.operation { return }
    let group = EffectGroup(canceller: weakCore)
    running.mountGroup = group
    runNow(effect, in: EffectContext(task: .group(group), isMount: true))
  }
}
