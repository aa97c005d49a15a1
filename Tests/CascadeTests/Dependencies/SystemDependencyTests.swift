import CascadeTesting
import Foundation
import Testing

@testable import Cascade

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A help screen that opens a URL from its effect, as TCA's features do.
private struct Help: Reducer {
  static let openURLLine = #line + 1
  @Dependency(\.openURL) var openURL

  enum Action: Equatable {
    case helpTapped
    case opened(Bool)
  }

  func reduce(into state: inout Bool?, action: Action) -> Effect<Action> {
    switch action {
    case .helpTapped:
      return .run { send in
        await send(.opened(await openURL(URL(string: "https://example.com/help")!)))
      }
    case .opened(let opened):
      state = opened
      return .none
    }
  }
}

@Suite("The system built-ins: \\.openURL, \\.urlSession, \\.notificationCenter, \\.fireAndForget")
@MainActor
struct SystemDependencyTests {
  @Test("an unset \\.openURL reports at the reading @Dependency and opens nothing")
  func openURLUnset() async {
    let store = TestStore(initialState: nil) { Help() }
    await withKnownIssue {
      await store.send(.helpTapped)
    } matching: { issue in
      issue.description.contains("Unimplemented: @Dependency(\\.openURL)")
        && issue.sourceLocation?.fileName == "SystemDependencyTests.swift"
        && issue.sourceLocation?.line == Help.openURLLine
    }
    await store.receive(.opened(false)) { $0 = false }
  }

  @Test("a test's \\.openURL receives the URL, as TCA's tests check it")
  func openURLSet() async {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: nil) {
      Help()
    } withDependencies: {
      $0.openURL = OpenURLEffect { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    await store.send(.helpTapped)
    await store.receive(.opened(true)) { $0 = true }
    #expect(opened.value == [URL(string: "https://example.com/help")!])
  }

  @Test("\\.urlSession is the shared session live, and a test's own when it gives one")
  func urlSession() {
    let session = URLSession(configuration: .ephemeral)
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.urlSession) var live
      #expect(live === URLSession.shared)
    }
    withDependencies {
      $0.context = .test
      $0.urlSession = session
    } operation: {
      @Dependency(\.urlSession) var given
      #expect(given === session)
    }
    withKnownIssue {
      withDependencies {
        $0.context = .test
      } operation: {
        @Dependency(\.urlSession) var unset
        _ = unset
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: @Dependency(\\.urlSession)")
    }
  }

  @Test("\\.notificationCenter in a test is a center of its own, not the default one")
  func notificationCenter() {
    let name = Notification.Name("cascade.test")
    let heard = LockIsolated(0)
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.notificationCenter) var center
      #expect(center !== NotificationCenter.default)
      let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
        heard.withValue { $0 += 1 }
      }
      NotificationCenter.default.post(name: name, object: nil)
      center.post(name: name, object: nil)
      center.removeObserver(token)
    }
    #expect(heard.value == 1)
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.notificationCenter) var center
      #expect(center === NotificationCenter.default)
    }
  }

  @Test("\\.fireAndForget waits for the work in a test, and returns before it live")
  func fireAndForget() async {
    let done = LockIsolated(false)
    await withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget { done.setValue(true) }
      #expect(done.value)
    }
    let (gate, open) = AsyncStream<Void>.makeStream()
    let finished = LockIsolated(false)
    await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        for await _ in gate { break }
        finished.setValue(true)
      }
      // The work waits on a gate only this test opens: the call returned without it.
      #expect(!finished.value)
    }
    open.yield()
    open.finish()
  }

  @Test("withDependencies(from: store) makes the store's values current, a scoped store's root's")
  func fromStore() {
    let store = withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 42))
    } operation: {
      Store(initialState: Parent.State()) { Parent(scheduler: ImmediateScheduler()) }
    }
    let stamp = withDependencies(from: store) {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(stamp == Date(timeIntervalSince1970: 42))
    let later = withDependencies(from: store) {
      $0.date = .constant(Date(timeIntervalSince1970: 43))
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(later == Date(timeIntervalSince1970: 43))
    let counter = store.scope(state: \.counter, action: Parent.Action.counterCase)
    let scoped = withDependencies(from: counter) {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(scoped == Date(timeIntervalSince1970: 42))
  }
}
