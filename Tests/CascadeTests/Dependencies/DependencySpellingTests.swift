import Cascade
import CascadeTesting
import Foundation
import Testing

/// A client that is its own key, read as `@Dependency(NumberFactClient.self)`.
struct NumberFactClient: Sendable {
  var fact: @Sendable (Int) -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { "\($0) is a live number" }
  static let testValue = NumberFactClient { "\($0) is a test number" }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// A feature that reads its client by the key's type.
struct NumberFeature: Reducer {
  @Dependency(NumberFactClient.self) var numberFact

  func reduce(into state: inout String, action: Int) -> Effect<Int> {
    state = numberFact.fact(action)
    return .none
  }
}

/// A parent whose child sees a transformed client, and which reads it itself too.
struct TransformingParent: Reducer {
  struct State: Equatable {
    var child = ""
    var own = ""
  }

  enum Action: CasePathable {
    case child(Int)
    case own(Int)
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      NumberFeature()
        .transformDependency(\.numberFact) { client in
          let original = client
          client.fact = { "transformed: " + original.fact($0) }
        }
    }
    Reduce { state, action in
      if case .own(let number) = action { state.own = numberFact.fact(number) }
      return .none
    }
  }
}

@Suite("swift-dependencies' spellings: @Dependency(Key.self), transformDependency")
@MainActor
struct DependencySpellingTests {
  @Test("@Dependency(Client.self) reads the key's value, and an override of it")
  func keyType() async {
    let store = TestStore(initialState: "") { NumberFeature() }
    await store.send(1) { $0 = "1 is a test number" }
    store.dependencies.numberFact.fact = { "\($0) overridden" }
    await store.send(2) { $0 = "2 overridden" }
  }

  @Test("a reducer's .dependency(value) sets a client that is its own key, for its subtree")
  func reducerDependencyValue() async {
    let store = TestStore(initialState: "") {
      NumberFeature()
        .dependency(NumberFactClient { "\($0) from the reducer" })
    }
    await store.send(5) { $0 = "5 from the reducer" }
  }

  @Test(
    "the test trait's .dependency(value) sets a client that is its own key",
    .dependency(NumberFactClient { "\($0) from the trait" }))
  func traitDependencyValue() async {
    let store = TestStore(initialState: "") { NumberFeature() }
    await store.send(6) { $0 = "6 from the trait" }
  }

  @Test("transformDependency changes the value for its subtree only, from the value around it")
  func transformSubtreeOnly() async {
    let store = TestStore(initialState: TransformingParent.State()) { TransformingParent() }
    await store.send(.child(3)) { $0.child = "transformed: 3 is a test number" }
    await store.send(.own(4)) { $0.own = "4 is a test number" }
  }
}

/// A feature that formats the hour of a date in its calendar and time zone.
struct HourFeature: Reducer {
  @Dependency(\.calendar) var calendar
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.locale) var locale

  func reduce(into state: inout String, action: Date) -> Effect<Date> {
    var calendar = calendar
    calendar.timeZone = timeZone
    state = "\(calendar.component(.hour, from: action)) \(locale.identifier)"
    return .none
  }
}

@Suite("swift-dependencies' calendar, locale and time zone")
@MainActor
struct FoundationDependencyTests {
  @Test("given by the test, they are what the feature reads")
  func given() async {
    let store = TestStore(initialState: "") {
      HourFeature()
    } withDependencies: {
      $0.calendar = Calendar(identifier: .gregorian)
      $0.timeZone = TimeZone(secondsFromGMT: 3600)!
      $0.locale = Locale(identifier: "en_US")
    }
    await store.send(Date(timeIntervalSince1970: 0)) { $0 = "1 en_US" }
  }

  @Test("read without being given, each is a test issue naming it")
  func unset() {
    withKnownIssue {
      withDependencies {
        $0.context = .test
      } operation: {
        @Dependency(\.calendar) var calendar
        @Dependency(\.locale) var locale
        @Dependency(\.timeZone) var timeZone
        _ = (calendar, locale, timeZone)
      }
    } matching: { issue in
      ["calendar", "locale", "timeZone"].contains { name in
        issue.description.contains("Unimplemented: @Dependency(\\.\(name))")
      }
    }
  }
}

@Suite("prepareDependencies sets what an app starts from, once, first")
struct PrepareDependenciesTests {
  @Test("a process that prepares first reads the prepared value, in a store and outside one")
  func preparedFirst() async {
    await #expect(processExitsWith: .success) {
      prepareDependencies { $0.date.now = Date(timeIntervalSince1970: 42) }
      @Dependency(\.date) var date
      precondition(date.now == Date(timeIntervalSince1970: 42), "outside a store")
      let store = await Store(initialState: Date.distantPast) { DateReader() }
      await store.send(())
      let read = await store.state
      precondition(read == Date(timeIntervalSince1970: 42), "in a store")
    }
  }

  @Test("preparing after a dependency was read changes nothing and is reported")
  func preparedLate() {
    @Dependency(\.date) var date
    _ = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1)
    } operation: {
      date.now
    }
    withKnownIssue {
      prepareDependencies { $0.date.now = Date(timeIntervalSince1970: 7) }
    } matching: { issue in
      issue.description.contains("prepareDependencies ran after a dependency was read")
    }
  }
}

/// Reads the date into its state.
struct DateReader: Reducer {
  @Dependency(\.date) var date

  func reduce(into state: inout Date, action: Void) -> Effect<Void> {
    state = date.now
    return .none
  }
}
