import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// swift-dependencies' and TCA's system built-ins: opening a URL, the URL session, the
// notification center, and work a feature fires and forgets.

extension DependencyValues {
  /// Opens a URL (TCA's `\.openURL`): the system's opener live; unimplemented in a test.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// The URL session features load with: `URLSession.shared`, live; in a test, the one it
  /// gives (`$0.urlSession = session`). Reading it in a test that gave none is a test issue
  /// at the reading `@Dependency`, and hands out the shared session.
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }

  /// The notification center features post to and observe: `NotificationCenter.default`,
  /// live; in a test, a center of the test store's own, so tests cannot hear each other.
  public var notificationCenter: NotificationCenter {
    get { self[NotificationCenterKey.self] }
    set { self[NotificationCenterKey.self] = newValue }
  }

  /// Starts work without waiting for it live, and waits for it in a test (TCA's
  /// `\.fireAndForget`): see ``FireAndForget``.
  public var fireAndForget: FireAndForget {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }
}

private enum OpenURLKey: DependencyKey {
  static var liveValue: OpenURLEffect { .system }
  static var testValue: OpenURLEffect {
    let access = DependencyAccess.current
    return .unset(fileID: access?.fileID ?? #fileID, line: access?.line ?? #line)
  }
}

private enum URLSessionKey: DependencyKey {
  static var liveValue: URLSession { .shared }
  static var testValue: URLSession {
    reportUnset(
      "urlSession", example: "$0.urlSession = session", used: "The shared session is used.")
    return .shared
  }
}

private enum NotificationCenterKey: DependencyKey {
  static var liveValue: NotificationCenter { .default }
  static var testValue: NotificationCenter { NotificationCenter() }
}

private enum FireAndForgetKey: DependencyKey {
  static var liveValue: FireAndForget { .live }
  static var testValue: FireAndForget { .awaiting }
}
