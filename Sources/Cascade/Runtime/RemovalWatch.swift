/// The stores a root store's core tells, after a send, that an identified collection lost an
/// element somewhere: stores that keep element stores (rows, stack elements) then release
/// the stores of elements that are gone, in the send that removed them.
///
/// A send that removed nothing costs one relaxed load and a comparison (``check()``); only a
/// store that keeps element stores has a watch.
@usableFromInline
final class RemovalWatch {
  /// The removal stamp when the watchers were last told.
  private var seen = RemovalStamp.latest
  /// Each watcher returns whether it still wants to be told (its store is alive).
  private var watchers: [Watcher] = []

  /// A watcher in a struct: a closure stored as an array's element is held at the array's
  /// generic abstraction, and every copy from one array to another wraps it in one more
  /// reabstraction thunk — after a thousand removals, a call ran through two thousand.
  private struct Watcher {
    let tell: () -> Bool
  }

  init() {}

  /// Adds a watcher, told after each send during which a collection lost an element.
  ///
  /// - Parameter watcher: Returns `false` once it no longer wants to be told.
  func add(_ watcher: @escaping () -> Bool) {
    watchers.append(Watcher(tell: watcher))
  }

  /// Tells the watchers if a collection lost an element since they were last told. Not
  /// inlined into the send: only stores that keep element stores call it.
  @usableFromInline
  func check() {
    let latest = RemovalStamp.latest
    if latest != seen {
      seen = latest
      tell()
    }
  }

  private func tell() {
    // On a copy: a watcher may add watchers (those stay).
    let current = watchers
    var kept: [Watcher] = []
    kept.reserveCapacity(watchers.count)
    for watcher in current where watcher.tell() { kept.append(watcher) }
    kept.append(contentsOf: watchers[current.count...])
    watchers = kept
  }
}
