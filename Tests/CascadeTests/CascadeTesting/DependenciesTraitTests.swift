import Cascade
import CascadeTesting
import Foundation
import Testing

/// A feature that reads the UUID and date dependencies and a shared counter.
private struct Stamp: Reducer {
  struct State: Equatable {
    var stamps: [String] = []
    @Shared(.inMemory("visits")) var visits = 0
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Void) -> Effect<Void> {
    state.stamps.append("\(uuid()) \(date().timeIntervalSince1970)")
    state.$visits.withLock { $0 += 1 }
    return .none
  }
}

@Suite(.dependencies { $0.uuid = .incrementing })
@MainActor
struct DependenciesTraitTests {
  @Dependency(\.uuid) var uuid

  @Test("a suite's dependencies apply to each test afresh: every test's UUIDs start at 0")
  func first() {
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
  }

  @Test("…and again here")
  func second() {
    #expect(uuid() == UUID(0))
  }

  @Test(
    "the body and the test stores made in it share one set of values and shared values",
    .dependency(\.date, .constant(Date(timeIntervalSince1970: 7))))
  func bodyAndStoresShare() async {
    @Dependency(\.date) var date
    #expect(date() == Date(timeIntervalSince1970: 7))
    #expect(uuid() == UUID(0))
    // Written by the body before the store exists: the store's starting point.
    @Shared(.inMemory("visits")) var visits = 0
    $visits.withLock { $0 = 10 }
    let store = TestStore(initialState: Stamp.State()) { Stamp() }
    await store.send(()) {
      $0.stamps = ["\(UUID(1)) 7.0"]
      $0.$visits.withLock { $0 = 11 }
    }
    #expect(visits == 11)
  }
}
