/// The real time a test store waits for work outside Cascade's schedulers (a real-time
/// scheduler, an `AsyncStream` the test feeds), counted only while the waiter could run.
///
/// A wait is taken in slices. A slice that ends late — the waiter's actor or the process was
/// held by other work, as other tests' synchronous main-actor work can hold the main actor
/// for seconds in a parallel run — moves the deadline on by its lateness. So work that fell
/// due while the waiter was held still gets its turns after, instead of losing a race
/// against a timeout that no one could have met: the waiter and that work queue on the same
/// actor, and the timeout's wake-up would otherwise come first. A wait that nothing holds
/// ends at its timeout, as before.
struct WaitBudget {
  /// The longest slice: how soon a held waiter notices that it was held.
  static let slice = Duration.milliseconds(100)

  private var deadline: ContinuousClock.Instant

  /// A budget of `timeout` of real time, from now.
  init(_ timeout: Duration) {
    deadline = .now + timeout
  }

  /// Waits one slice of what is left — the caller checks what it waits for between
  /// slices — and counts how late the slice ended.
  ///
  /// - Parameter wait: Waits for what the caller waits for, up to the slice it is given.
  /// - Returns: `false`, without waiting, once the budget is spent.
  mutating func waitSlice(
    isolation: isolated (any Actor)? = #isolation,
    _ wait: (Duration) async -> Void
  ) async -> Bool {
    let start = ContinuousClock.now
    let remaining = deadline - start
    guard remaining > .zero else { return false }
    let length = min(remaining, Self.slice)
    await wait(length)
    let lateness = ContinuousClock.now - (start + length)
    if lateness > .zero { deadline += lateness }
    return true
  }
}
