/// A test store's initial state, made on the heap: the engine, the recorder and the store each
/// copy it from there, so that building a test store holds at most one state on the stack, as
/// building a store does.
final class InitialState<State> {
  let value: State

  init(_ value: consuming State) {
    self.value = value
  }
}
