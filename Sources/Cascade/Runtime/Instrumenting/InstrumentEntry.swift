import Synchronization

/// One attached instrument: what it is, what it needs, when it was attached (its serial,
/// increasing over the process) and whether it was detached since.
final class InstrumentEntry: Sendable {
  let instrument: any StoreInstrument
  let needs: InstrumentNeeds
  let serial: UInt64
  private let detached = Atomic<Bool>(false)

  init(_ instrument: any StoreInstrument) {
    self.instrument = instrument
    self.needs = instrument.needs
    self.serial = InstrumentRegistry.serials.add(1, ordering: .relaxed).newValue
  }

  /// Whether it is still attached; checked before every call, so a detached instrument sees
  /// nothing more from the moment ``detach()`` returns.
  var isAttached: Bool { !detached.load(ordering: .acquiring) }

  /// Detaches it, once, from any thread; the stores drop it at their next action.
  func detach() {
    guard !detached.exchange(true, ordering: .acquiringAndReleasing) else { return }
    InstrumentRegistry.attachedCount.subtract(1, ordering: .relaxed)
    InstrumentRegistry.generation.add(1, ordering: .releasing)
  }
}
