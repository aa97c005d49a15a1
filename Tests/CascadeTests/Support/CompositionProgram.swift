import Cascade

/// An effect composition described as data: built into a real `Effect` for a store, and run
/// by ``CompositionModel``, a reference interpreter of virtual time.
///
/// Every leaf sends a label of its own, so a log of labels says what ran, when and in which
/// order.
indirect enum CompositionProgram: Sendable, CustomStringConvertible {
  /// `.run { sleep(seconds); send(label) }`
  case sleep(label: Int, seconds: Int)
  case merge([CompositionProgram])
  case concatenate([CompositionProgram])
  /// `.map { $0 + mapOffset }`
  case map(CompositionProgram)
  case cancellable(id: Int, CompositionProgram)
  /// One `.run` whose task-group children each sleep and send their label; the `.run` sends
  /// `label` once they are all done.
  case group(label: Int, children: [(label: Int, seconds: Int)])

  static let mapOffset = 100_000

  var description: String {
    switch self {
    case .sleep(let label, let seconds): "sleep(\(label), \(seconds)s)"
    case .merge(let programs): "merge(\(programs.map(\.description).joined(separator: ", ")))"
    case .concatenate(let programs):
      "concatenate(\(programs.map(\.description).joined(separator: ", ")))"
    case .map(let program): "map(\(program))"
    case .cancellable(let id, let program): "cancellable(\(id), \(program))"
    case .group(let label, let children):
      "group(\(label), \(children.map { "\($0.label):\($0.seconds)s" }.joined(separator: ", ")))"
    }
  }

  /// The real effect.
  func effect(on scheduler: any Scheduler) -> Effect<Int> {
    switch self {
    case .sleep(let label, let seconds):
      return .run { send in
        try await scheduler.sleep(for: .seconds(seconds))
        await send(label)
      }
    case .merge(let programs):
      return .merge(programs.map { $0.effect(on: scheduler) })
    case .concatenate(let programs):
      return .concatenate(programs.map { $0.effect(on: scheduler) })
    case .map(let program):
      return program.effect(on: scheduler).map { $0 + Self.mapOffset }
    case .cancellable(let id, let program):
      return program.effect(on: scheduler).cancellable(id: id)
    case .group(let label, let children):
      return .run { send in
        await withTaskGroup(of: Void.self) { group in
          for child in children {
            group.addTask {
              guard (try? await scheduler.sleep(for: .seconds(child.seconds))) != nil else {
                return
              }
              await send(child.label)
            }
          }
        }
        await send(label)
      }
    }
  }

  /// A random program of at most `depth` levels, labels taken from `nextLabel`, cancel ids
  /// from `nextID` (each id used once).
  static func random(
    depth: Int,
    using rng: inout SplitMix64,
    nextLabel: inout Int,
    nextID: inout Int
  ) -> CompositionProgram {
    func label() -> Int {
      nextLabel += 1
      return nextLabel
    }
    let kind =
      depth == 0 ? Int.random(in: 0...1, using: &rng) * 5 : Int.random(in: 0...5, using: &rng)
    switch kind {
    case 1, 2:
      let count = Int.random(in: 1...3, using: &rng)
      let children = (0..<count).map { _ in
        random(depth: depth - 1, using: &rng, nextLabel: &nextLabel, nextID: &nextID)
      }
      return kind == 1 ? .merge(children) : .concatenate(children)
    case 3:
      return .map(random(depth: depth - 1, using: &rng, nextLabel: &nextLabel, nextID: &nextID))
    case 4:
      nextID += 1
      let id = nextID
      return .cancellable(
        id: id,
        random(depth: depth - 1, using: &rng, nextLabel: &nextLabel, nextID: &nextID)
      )
    case 5:
      let count = Int.random(in: 1...3, using: &rng)
      let children = (0..<count).map { _ in (label(), Int.random(in: 0...3, using: &rng)) }
      return .group(label: label(), children: children)
    default:
      return .sleep(label: label(), seconds: Int.random(in: 0...3, using: &rng))
    }
  }
}

/// The reference: virtual time as a list of pending wake-ups ordered by (time, sequence).
///
/// Like the store's test executor, it runs *jobs* one at a time in FIFO order: starting a leaf
/// is a job that takes the next sequence number, and a task group's children are started by
/// the group's own job (so after every job already queued). Jobs queued by `start` and
/// `cancel` wait for the next `advance`, as a store's effect tasks wait for the test's next
/// `await advance` when the test does not suspend in between. A composition node reports to
/// its parent when it completes. Cancelling an id ends that `.cancellable` node at once (its
/// parent goes on, as when it completes) and silences everything inside it.
final class CompositionModel {
  /// Children hold their parent; a node's `onChildDone` holds the node and the model
  /// `unowned` (no cycles: the model's tests run under LeakSanitizer).
  private final class Node {
    let parent: Node?
    /// What to do when a child completes; `nil` for a leaf.
    var onChildDone: (() -> Void)?
    /// Completed, or silenced by a cancellation.
    var isDone = false

    init(parent: Node?) {
      self.parent = parent
    }

    func hasAncestor(_ node: Node) -> Bool {
      var ancestor = parent
      while let current = ancestor {
        if current === node { return true }
        ancestor = current.parent
      }
      return false
    }
  }

  private struct Wake {
    let time: Int
    let sequence: Int
    let node: Node
    let fire: () -> Void
  }

  private(set) var now = 0
  private var sequence = 0
  private var wakes: [Wake] = []
  private var jobs: [() -> Void] = []
  private var cancellables: [Int: Node] = [:]
  private(set) var log: [Int] = []

  /// Starts `program` now, as a store does when its action returns the program's effect.
  func start(_ program: CompositionProgram) {
    start(program, parent: nil, offset: 0)
  }

  /// Cancels `id`, as `.cancel(id:)` does.
  func cancel(_ id: Int) {
    guard let node = cancellables.removeValue(forKey: id) else { return }
    wakes.removeAll { $0.node.hasAncestor(node) }
    report(node)
  }

  /// Moves time to `time`, firing every wake-up due by then in (time, sequence) order.
  func advance(to time: Int) {
    runJobs()
    while let next = wakes.indices.min(by: {
      (wakes[$0].time, wakes[$0].sequence) < (wakes[$1].time, wakes[$1].sequence)
    }), wakes[next].time <= time {
      let wake = wakes.remove(at: next)
      now = wake.time
      wake.fire()
      runJobs()
    }
    now = time
  }

  private func runJobs() {
    while !jobs.isEmpty { jobs.removeFirst()() }
  }

  private func start(_ program: CompositionProgram, parent: Node?, offset: Int) {
    switch program {
    case .sleep(let label, let seconds):
      let node = Node(parent: parent)
      jobs.append { [unowned self] in
        schedule(node, after: seconds) { [unowned self] in
          log.append(label + offset)
          report(node)
        }
      }
    case .merge(let programs):
      let node = Node(parent: parent)
      var remaining = programs.count
      node.onChildDone = { [unowned self, unowned node] in
        remaining -= 1
        if remaining == 0 { report(node) }
      }
      for program in programs { start(program, parent: node, offset: offset) }
    case .concatenate(let programs):
      let node = Node(parent: parent)
      var rest = programs[...]
      node.onChildDone = { [unowned self, unowned node] in
        if let next = rest.popFirst() {
          start(next, parent: node, offset: offset)
        } else {
          report(node)
        }
      }
      start(rest.removeFirst(), parent: node, offset: offset)
    case .map(let program):
      start(program, parent: parent, offset: offset + CompositionProgram.mapOffset)
    case .cancellable(let id, let program):
      let node = Node(parent: parent)
      cancellables[id] = node
      node.onChildDone = { [unowned self, unowned node] in
        cancellables[id] = nil
        report(node)
      }
      start(program, parent: node, offset: offset)
    case .group(let label, let children):
      let node = Node(parent: parent)
      var remaining = children.count
      node.onChildDone = { [unowned self, unowned node] in
        remaining -= 1
        guard remaining == 0 else { return }
        log.append(label + offset)
        report(node)
      }
      jobs.append { [unowned self] in
        for child in children {
          let leaf = Node(parent: node)
          jobs.append { [unowned self] in
            schedule(leaf, after: child.seconds) { [unowned self] in
              log.append(child.label + offset)
              report(leaf)
            }
          }
        }
      }
    }
  }

  private func schedule(_ node: Node, after seconds: Int, fire: @escaping () -> Void) {
    guard !node.isDone, !(node.parent.map(isSilenced) ?? false) else { return }
    sequence += 1
    wakes.append(Wake(time: now + seconds, sequence: sequence, node: node, fire: fire))
  }

  private func isSilenced(_ node: Node) -> Bool {
    var current: Node? = node
    while let next = current {
      if next.isDone { return true }
      current = next.parent
    }
    return false
  }

  /// Reports `node` complete to its parent, unless the parent is done (silenced).
  private func report(_ node: Node) {
    node.isDone = true
    guard let parent = node.parent, !parent.isDone else { return }
    parent.onChildDone?()
  }
}
