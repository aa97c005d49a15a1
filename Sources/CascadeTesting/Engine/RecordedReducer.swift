import Cascade

/// The reducer a test store runs: the feature's, with every processed action and the state
/// after it handed to the recorder. Its lifecycle work is the feature's, so the test store's
/// root state mounts when the store is made.
struct RecordedReducer<Base: Reducer>: ReducerWrapper {
  let base: Base
  let recorder: TestStoreRecorder<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    recorder.record(action, state)
    return effect
  }

  var wrapped: Base { base }
}
