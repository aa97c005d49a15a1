import Testing

@testable import Cascade

@Suite("SettlingState: the pure state machine behind settling")
struct SettlingStateTests {
  typealias Machine = SettlingState<String>
  let site = EffectSite(".run", fileID: #fileID, line: #line)

  @Test("the first job starts the pump; the pump runs jobs in FIFO order, then stops")
  func pump() {
    var machine = Machine()
    #expect(machine.enqueue("a") == .startPump)
    #expect(machine.enqueue("b") == .none)
    guard case .run("a") = machine.pumpNext(), case .run("b") = machine.pumpNext(),
      case .stop = machine.pumpNext()
    else {
      Issue.record("pump order")
      return
    }
    #expect(machine.runner == .idle)
  }

  @Test("an advance takes over from a running pump after its current job")
  func handOver() {
    var machine = Machine()
    _ = machine.enqueue("a")
    _ = machine.enqueue("b")
    guard case .run("a") = machine.pumpNext() else {
      Issue.record("first job")
      return
    }
    #expect(machine.beginDrain() == .waitForHandOver)
    guard case .handOver = machine.pumpNext() else {
      Issue.record("hand-over")
      return
    }
    guard case .run("b") = machine.drainNext() else {
      Issue.record("drain")
      return
    }
    guard case .settled = machine.drainNext() else {
      Issue.record("settled")
      return
    }
    #expect(machine.runner == .drain)
    #expect(machine.endDrain() == .none)
    #expect(machine.runner == .idle)
  }

  @Test("a busy root keeps the drainer waiting until it sleeps")
  func busyRoot() {
    var machine = Machine()
    #expect(machine.beginDrain() == .proceed)
    let root = machine.beginRoot(site: site)
    #expect(machine.enqueue("job") == .none)
    guard case .run = machine.drainNext() else {
      Issue.record("job")
      return
    }
    guard case .wait = machine.drainNext() else {
      Issue.record("wait")
      return
    }
    #expect(machine.busySites == [site])
    #expect(machine.setActivity(.sleeping, ofRoot: root) == .resumeDrainer)
    guard case .settled = machine.drainNext() else {
      Issue.record("settled")
      return
    }
    machine._checkInvariants()
  }

  @Test("a root awaiting children is quiet while one of them sleeps")
  func children() {
    var machine = Machine()
    _ = machine.beginDrain()
    let root = machine.beginRoot(site: site)
    #expect(machine.childSleeping(1, inRoot: root) == .none)  // not waiting yet
    guard case .settled = machine.drainNext() else {
      Issue.record("settled")
      return
    }
    #expect(machine.childSleeping(-1, inRoot: root) == .none)
    #expect(machine.busyRoots == 1)
    guard case .wait = machine.drainNext() else {
      Issue.record("wait")
      return
    }
    #expect(machine.finishRoot(root) == .resumeDrainer)
    #expect(machine.roots.isEmpty)
    machine._checkInvariants()
  }

  @Test("a delivery in flight keeps the domain unsettled until the task is back")
  func excursion() {
    var machine = Machine()
    _ = machine.beginDrain()
    machine.beginExcursion()
    guard case .wait = machine.drainNext() else {
      Issue.record("wait")
      return
    }
    #expect(machine.enqueue("back") == .resumeDrainer)
    guard case .run("back") = machine.drainNext() else {
      Issue.record("run")
      return
    }
    #expect(machine.endExcursion() == .none)
    guard case .settled = machine.drainNext() else {
      Issue.record("settled")
      return
    }
  }

  @Test("a second advance of the same domain does not drain")
  func nested() {
    var machine = Machine()
    #expect(machine.beginDrain() == .proceed)
    #expect(machine.beginDrain() == .alreadyDraining)
  }

  @Test("a drain that ends with jobs left hands them to the pump")
  func endWithJobs() {
    var machine = Machine()
    _ = machine.beginDrain()
    _ = machine.enqueue("late")
    #expect(machine.endDrain() == .startPump)
    guard case .run("late") = machine.pumpNext() else {
      Issue.record("pump")
      return
    }
  }
}
