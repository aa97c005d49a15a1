/// What `CascadeTesting`'s test stores use to settle the calling test's work without moving
/// time: the entry points into ``SettlingDomain`` that are not `TestScheduler`'s.
package enum TestSettling {
  /// How a settle ended.
  package enum Outcome: Equatable, Sendable {
    /// Every effect of the test is finished or parked on a Cascade scheduler, and no
    /// real-time scheduler item is pending: nothing more arrives until virtual time moves.
    case settled
    /// Some work waits on something outside Cascade's virtual time (an `AsyncStream` the
    /// test feeds, real time, a real-time scheduler) and may still deliver by itself.
    case waitingOutside
    /// Settling is not possible from here: the caller is itself an effect (which cannot
    /// settle the domain it runs in), an advance of the same test holds the domain, or no
    /// `TestScheduler` or test store enabled domains in this process.
    case unavailable
  }

  /// Turns settling domains on for this process, so that effects a test store starts join
  /// the test's domain (a `TestScheduler` does the same when it is created).
  package static func enable() {
    SettlingDomain.enable()
  }

  /// Runs the calling test's effects, on the caller's actor, until each is finished, parked
  /// on a Cascade scheduler, or waiting outside the domain. Actions they send are delivered
  /// meanwhile, in the order the program produces them.
  ///
  /// - Parameter isolation: The caller's actor; jobs run there.
  /// - Returns: What is left.
  @discardableResult
  package static func settle(isolation: isolated (any Actor)? = #isolation) async -> Outcome {
    guard SettlingDomain.isEnabled, SettlingDomain.currentRoot == nil else { return .unavailable }
    // No domain: no work of this test runs in a task or waits on a real-time scheduler
    // (both would have made one), so there is nothing to run.
    guard let domain = SettlingDomain.toSettle() else { return .settled }
    guard await domain.claim() else { return .unavailable }
    defer { domain.release() }
    switch await domain.settleUntilIdle(timeout: deliveryTimeout) {
    case .settled: return .settled
    case .waitingOutside, .timedOut: return .waitingOutside
    }
  }

  /// How long a settle waits for a delivery under way to a store's actor to come back.
  /// Such a delivery is short; the bound only keeps a wedged actor from hanging a test.
  static let deliveryTimeout = Duration.seconds(5)
}
