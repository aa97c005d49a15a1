// The async overloads of `advance` and `run`: they settle the calling test's work (see
// "Async advance" in `TestScheduler`'s documentation) before moving time and after each item.

extension TestScheduler {
  /// Moves time forward by `duration`, letting `.run` effects that sleep on this scheduler
  /// settle before moving time and after each item runs.
  ///
  /// See "Async advance" in the type's documentation for what settling means.
  ///
  /// - Parameters:
  ///   - duration: How far to move; negative durations are reported and ignored.
  ///   - isolation: The caller's actor; items run there (the main actor in a UI test).
  ///   - fileID: Where a warning points; the caller's file by default.
  ///   - line: Where a warning points; the caller's line by default.
  public func advance(
    by duration: Duration = .zero,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async {
    guard let target = target(by: duration, fileID: fileID, line: line) else { return }
    await advance(to: target, isolation: isolation, fileID: fileID, line: line)
  }

  /// Moves time forward to `instant`, letting sleeping `.run` effects settle at each step.
  ///
  /// - Parameters:
  ///   - instant: The new time; an instant before ``now`` is reported and ignored.
  ///   - isolation: The caller's actor; items run there.
  ///   - fileID: Where a warning points; the caller's file by default.
  ///   - line: Where a warning points; the caller's line by default.
  public func advance(
    to instant: SchedulerInstant,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async {
    let settler = Settler(scheduler: self, fileID: fileID, line: line)
    defer { settler.release() }
    await settler.settle()
    guard begin(at: instant, fileID: fileID, line: line) else { return }
    await runItems(settling: settler, isolation: isolation) {
      state.withLock { $0.popDue(through: instant) }
    }
    end(at: instant)
  }

  /// Runs every pending item, letting sleeping `.run` effects settle at each step, until
  /// only repeating items (or nothing) remain.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor; items run there.
  ///   - fileID: Where a warning points; the caller's file by default.
  ///   - line: Where a warning points; the caller's line by default.
  public func run(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async {
    let settler = Settler(scheduler: self, fileID: fileID, line: line)
    defer { settler.release() }
    await settler.settle()
    guard begin(at: now, fileID: fileID, line: line) else { return }
    await runItems(settling: settler, isolation: isolation) {
      popWhileOneShotsRemain(fileID: fileID, line: line)
    }
    let last = now
    await runItems(settling: settler, isolation: isolation) {
      state.withLock { $0.popDue(through: last) }
    }
    end(at: last)
  }

  /// Runs the items `next` hands out, one at a time, settling after each.
  private func runItems(
    settling settler: Settler,
    isolation: isolated (any Actor)?,
    _ next: () -> Work?
  ) async {
    while let work = next() {
      perform(work, isolation: isolation)
      await settler.settle()
    }
  }

  /// The settling of one async advance: finds the calling test's ``SettlingDomain`` and
  /// holds it as its runner from the first settle to the end of the advance, so that work
  /// the advance's items wake waits for the advance's next settle.
  final class Settler {
    private let scheduler: TestScheduler
    private let fileID: StaticString
    private let line: UInt
    private var domain: SettlingDomain?

    init(scheduler: TestScheduler, fileID: StaticString, line: UInt) {
      self.scheduler = scheduler
      self.fileID = fileID
      self.line = line
    }

    /// Runs the calling test's work until it is settled (see "Async advance").
    func settle(isolation: isolated (any Actor)? = #isolation) async {
      if domain == nil {
        guard let found = SettlingDomain.toSettle() else { return }
        guard await found.claim() else {
          RuntimeWarning.report(
            """
            TestScheduler.advance was called while another advance of the same test was \
            settling (from inside an effect, or concurrently); this one did not settle.
            """,
            fileID: fileID,
            line: line
          )
          return
        }
        domain = found
      }
      // Idle is enough: an effect suspended outside Cascade (an AsyncStream the test feeds,
      // a continuation) waits for the test, not for time — the test store's rule.
      guard let domain,
        case .timedOut(let busy) = await domain.settleUntilIdle(timeout: scheduler.settleTimeout)
      else { return }
      let named =
        busy.isEmpty ? "" : " Still running: \(busy.map(\.description).joined(separator: ", "))."
      RuntimeWarning.report(
        """
        TestScheduler.advance: work started from this test did not settle within \
        \(scheduler.settleTimeout) of real time; time moved on anyway.\(named) An effect \
        that never suspends (a loop of Task.yield()) or a store's actor that never takes a \
        delivery keeps a test from settling.
        """,
        fileID: fileID,
        line: line
      )
    }

    func release() {
      domain?.release()
      domain = nil
    }
  }
}
