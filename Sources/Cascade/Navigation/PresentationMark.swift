/// Marks the reduce of a presented child or a stack element, for `@Dependency(\.isPresented)`
/// read in its reducer: a thread-local flag, set for the synchronous extent of the child's
/// reduce (its effects learn it from ``DismissEffect``'s task-local instead).
@usableFromInline
enum PresentationMark {
  private static let key = ThreadLocalKey("presentation marks")

  /// Whether a presented child's or a stack element's reducer is running on this thread.
  static var isPresenting: Bool { key.value != nil }

  /// Runs `body`, a presented child's reduce, marked as such.
  @usableFromInline
  static func presenting<R>(_ body: () -> R) -> R {
    key.withValue(.threadMark, body)
  }
}
