/// A test store's initial state, made on the heap: the engine and the recorder copy it from
/// there and the store from a copy, so that building a test store holds at most one state on
/// the stack, as building a store does.
final class InitialState<State> {
  let value: State

  init(_ value: consuming State) {
    self.value = value
  }
}
