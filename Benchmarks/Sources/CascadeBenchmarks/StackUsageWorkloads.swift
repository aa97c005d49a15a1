import Cascade
import CascadeTesting
import Foundation

// How large an inline state survives a store under a 1 MB stack: each size runs in a child
// process (`--stack-probe <kind> <KiB>`) started with `ulimit -s 1024`, so that a stack
// overflow ends the child, not the benchmark. The reference is a hand-written store that
// keeps its state in a class and its reducer in a closure.

/// A value of a fixed size, zero-filled by its initializer.
protocol InlinePayload: Sendable {
  init()
}

/// 64 bytes.
struct Bytes64: InlinePayload {
  var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
  init() { words = (0, 0, 0, 0, 0, 0, 0, 0) }
}

/// Two payloads side by side: sizes add.
struct PayloadPair<First: InlinePayload, Second: InlinePayload>: InlinePayload {
  var first: First
  var second: Second
  init() {
    first = First()
    second = Second()
  }
}

typealias Bytes128 = PayloadPair<Bytes64, Bytes64>
typealias Bytes256 = PayloadPair<Bytes128, Bytes128>
typealias Bytes512 = PayloadPair<Bytes256, Bytes256>
typealias KiB1 = PayloadPair<Bytes512, Bytes512>
typealias KiB2 = PayloadPair<KiB1, KiB1>
typealias KiB4 = PayloadPair<KiB2, KiB2>
typealias KiB8 = PayloadPair<KiB4, KiB4>
typealias KiB16 = PayloadPair<KiB8, KiB8>
typealias KiB32 = PayloadPair<KiB16, KiB16>
typealias KiB64 = PayloadPair<KiB32, KiB32>
typealias KiB128 = PayloadPair<KiB64, KiB64>
typealias KiB256 = PayloadPair<KiB128, KiB128>
typealias KiB384 = PayloadPair<KiB256, KiB128>
typealias KiB512 = PayloadPair<KiB256, KiB256>
typealias KiB768 = PayloadPair<KiB512, KiB256>
typealias KiB1024 = PayloadPair<KiB512, KiB512>

/// A root feature whose state holds `Payload` inline beside five levels of scoped children.
struct InlineRoot<Payload: InlinePayload>: Reducer {
  struct State {
    var payload = Payload()
    var child = Level1.State()
  }
  var body: some Reducer<State, InlineRootAction> {
    Scope(state: \.child, action: InlineRootAction.childCase) { Level1() }
  }
}

/// ``InlineRoot``'s action (not generic, so its case path is a constant).
enum InlineRootAction {
  case child(Level1.Action)
  static let childCase = CasePath(Self.child) { if case .child(let a) = $0 { a } else { nil } }
}

/// The reference: state in a class, the reducer a closure, a scoped send a closure that
/// embeds the action.
final class ClosureStore<State, Action> {
  var state: State
  let reduce: (inout State, Action) -> Void
  init(initialState: State, reduce: @escaping (inout State, Action) -> Void) {
    self.state = initialState
    self.reduce = reduce
  }
  func send(_ action: Action) { reduce(&state, action) }
}

/// Builds a store of `Payload`, sends to a store scoped five levels deep, and reads the leaf:
/// what the child process does; returns the leaf's count.
@MainActor
func stackProbe<Payload: InlinePayload>(_ kind: String, _: Payload.Type) -> Int {
  if kind == "closure" {
    // Every action this store is sent is the leaf's.
    let store = ClosureStore<InlineRoot<Payload>.State, InlineRootAction>(
      initialState: InlineRoot<Payload>.State()
    ) { state, _ in state.child.child.child.child.child.child &+= 1 }
    let leafSend = { (tap: Bool) in
      store.send(InlineRootAction.child(.child(.child(.child(.child(.child(tap)))))))
    }
    leafSend(true)
    return store.state.child.child.child.child.child.child
  }
  if kind == "testStore" { return testStoreStackProbe(Payload.self) }
  let store = Store(initialState: InlineRoot<Payload>.State()) { InlineRoot<Payload>() }
  let leaf =
    store
    .scope(state: \.child, action: InlineRootAction.childCase)
    .scope(state: \.child, action: Level1.childCase)
    .scope(state: \.child, action: Level2.childCase)
    .scope(state: \.child, action: Level3.childCase)
    .scope(state: \.child, action: Level4.childCase)
  leaf.send(.child(true))
  return leaf.state.child
}

/// Makes a test store of `Payload` (creation only: a test store's steps hold the expected
/// state beside the actual one); returns 1. A function of its own, so that the other probes'
/// temporaries are not in its frame.
@MainActor
@inline(never)
func testStoreStackProbe<Payload: InlinePayload>(_: Payload.Type) -> Int {
  let store = TestStore(initialState: InlineRoot<Payload>.State()) { InlineRoot<Payload>() }
  return withExtendedLifetime(store) { 1 }
}

/// Builds a store actor of `Payload`, sends to its leaf, and reads the leaf's first value;
/// returns it. Asynchronous, as a server's code is: its locals live in the task, not on the
/// stack, and the actor's work runs on the executor's threads.
func actorStackProbe<Payload: InlinePayload>(_: Payload.Type) async -> Int {
  let session = StoreActor(initialState: InlineRoot<Payload>.State()) { InlineRoot<Payload>() }
  await session.send(.child(.child(.child(.child(.child(.child(true)))))))
  for await count in await session.values(\.child.child.child.child.child.child) {
    return count
  }
  return 0
}

/// The sizes tried, in KiB, with the probe of each.
let stackProbeSizes: [(kib: Int, probe: @MainActor (String) async -> Int)] = [
  (64, { $0 == "actor" ? await actorStackProbe(KiB64.self) : stackProbe($0, KiB64.self) }),
  (128, { $0 == "actor" ? await actorStackProbe(KiB128.self) : stackProbe($0, KiB128.self) }),
  (256, { $0 == "actor" ? await actorStackProbe(KiB256.self) : stackProbe($0, KiB256.self) }),
  (384, { $0 == "actor" ? await actorStackProbe(KiB384.self) : stackProbe($0, KiB384.self) }),
  (512, { $0 == "actor" ? await actorStackProbe(KiB512.self) : stackProbe($0, KiB512.self) }),
  (768, { $0 == "actor" ? await actorStackProbe(KiB768.self) : stackProbe($0, KiB768.self) }),
  (1024, { $0 == "actor" ? await actorStackProbe(KiB1024.self) : stackProbe($0, KiB1024.self) }),
]

/// Runs the child side of the stack workload if this process is one: `--stack-probe <kind>
/// <KiB>`; exits when it is.
@MainActor
func runStackProbeIfAsked() async {
  guard let index = CommandLine.arguments.firstIndex(of: "--stack-probe"),
    CommandLine.arguments.count > index + 2,
    let kib = Int(CommandLine.arguments[index + 2]),
    let size = stackProbeSizes.first(where: { $0.kib == kib })
  else { return }
  let count = await size.probe(CommandLine.arguments[index + 1])
  exit(count == 1 ? 0 : 3)
}

/// Whether a child process survives the probe of `kind` at `kib` under a 1 MB stack.
func survives(_ kind: String, kib: Int) -> Bool {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = [
    "-c", "ulimit -s 1024 && exec \"$0\" --stack-probe \"$1\" \"$2\"",
    CommandLine.arguments[0], kind, String(kib),
  ]
  process.standardError = FileHandle.nullDevice
  process.standardOutput = FileHandle.nullDevice
  do { try process.run() } catch { return false }
  process.waitUntilExit()
  return process.terminationReason == .exit && process.terminationStatus == 0
}

/// The largest state (of the sizes tried) a store survives under a 1 MB stack, Cascade's
/// against the closure store's; the goal is at least half.
func stackUsageWorkload() -> String {
  func largest(_ kind: String) -> Int {
    stackProbeSizes.map(\.kib).filter { survives(kind, kib: $0) }.max() ?? 0
  }
  let store = largest("cascade")
  let session = largest("actor")
  let testStore = largest("testStore")
  let reference = largest("closure")
  let verdict = min(store, session, testStore) * 2 >= reference ? "ok" : "MISSED"
  return "large inline state under a 1 MB stack: a Store survives \(store) KiB "
    + "(create, scope 5 deep, send, read the leaf), a StoreActor \(session) KiB (create, "
    + "send, first value), a TestStore \(testStore) KiB (create), a closure store "
    + "\(reference) KiB (goal ≥ half: \(verdict))"
}
