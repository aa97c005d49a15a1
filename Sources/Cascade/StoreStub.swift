/// The other end of a stubbed store, for a view's tests — ReactorKit's `reactor.stub`: the
/// test sets the state the view shows and reads the actions the view sent; no reducer runs.
///
/// ```swift
/// let (store, stub) = Store<Counter.State, Counter.Action>.stub(initialState: Counter.State())
/// let view = CounterView(store: store)
/// view.tapIncrement()
/// #expect(stub.actions == [.incrementTapped])
/// stub.state.count = 5
/// #expect(view.label == "5")
/// ```
@MainActor
public final class StoreStub<State, Action> {
  private let core: StoreCore<State, Action>
  private let log: SentActions

  /// The actions sent to the store, in order.
  final class SentActions {
    var actions: [Action] = []
  }

  init(core: StoreCore<State, Action>, log: SentActions) {
    self.core = core
    self.log = log
  }

  /// The store's state. Setting it notifies the store's drivers, signals and observers as a
  /// send would.
  public var state: State {
    get { core.state }
    set { core.replaceState(newValue) }
  }

  /// The actions sent to the store so far, in order; none of them ran a reducer.
  public var actions: [Action] { log.actions }
}

extension Store {
  /// A store whose state the test sets and whose sent actions it reads, with no reducer run —
  /// ReactorKit's `Reactor.stub`.
  ///
  /// - Parameters:
  ///   - initialState: The state the store starts with.
  ///   - fileID: Where the store is created; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: The store to hand the view, and the stub that controls it.
  public static func stub(
    initialState: State,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> (store: Store, stub: StoreStub<State, Action>) {
    let log = StoreStub<State, Action>.SentActions()
    let store = Store(
      initialState: initialState,
      reducer: {
        Reduce<State, Action> { _, action in
          log.actions.append(action)
          return .none
        }
      }, fileID: fileID, line: line)
    return (store, StoreStub(core: store.rootCore, log: log))
  }
}
