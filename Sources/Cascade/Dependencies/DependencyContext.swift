/// Which values ``DependencyValues`` hands out for keys nobody overrode.
public enum DependencyContext: Sendable {
  /// The app: each key's ``DependencyKey/liveValue``.
  case live
  /// A test store: each key's ``TestDependencyKey/testValue``.
  case test
  /// A preview (`$0.context = .preview`): each key's ``TestDependencyKey/previewValue``.
  case preview
}
