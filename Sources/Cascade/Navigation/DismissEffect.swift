/// Dismisses the feature whose effect calls it, from inside a `.run`: TCA's
/// `@Dependency(\.dismiss)`.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// …
/// case .saveTapped:
///   return .run { [todo = state.todo] _ in
///     try await database.save(todo)
///     await dismiss()
///   }
/// ```
///
/// Called in a `.run` of a presented child, it sends the presentation's `.dismiss` to the
/// parent (a stack element's parent receives `.popFrom(id:)`), as ``Effect/dismiss`` does;
/// the closest presentation or stack around the feature wins. Dismissing cancels the child's
/// effects, this one included, so code after the call sees cancellation. In a root feature it
/// does what ``Effect/dismiss`` does there: a test store records it as `isDismissed`, a
/// ``StoreActor`` calls its `onDismiss`. Anywhere else — no store's `.run`, or a root that
/// nothing can dismiss — it does nothing but report a runtime warning at the call's line.
public struct DismissEffect: Sendable {
  private let override: (@Sendable () async -> Void)?

  /// The dismissal a presentation gives the effects of its child (the dependency's value).
  init() {
    override = nil
  }

  /// A dismissal that runs `dismiss` instead: for a test or a preview that watches it.
  ///
  /// - Parameter dismiss: What calling the effect does.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    override = dismiss
  }

  /// Dismisses the feature whose `.run` is calling.
  ///
  /// - Parameters:
  ///   - fileID: Where a dismissal that reaches nothing is reported; the call's by default.
  ///   - filePath: The call's file path.
  ///   - line: The call's line.
  ///   - column: The call's column.
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    if let override { return await override() }
    if let presentation = DismissEffect.presentation { return await presentation.dismiss() }
    if let run = RunCancellationScope.current {
      return await run.isolation.deliver(()) { [host = run.host] _ in
        host.dismissRoot(reportingAt: fileID, line: line)
      }
    }
    Self.reportUnreached(fileID: fileID, line: line)
  }

  /// The dismissal of the closest presentation or stack element around the running `.run`:
  /// set by the rewrite that turns a child's ``Effect/dismiss`` into its parent's action.
  @TaskLocal static var presentation: Presentation?

  /// What dismisses the closest presentation, boxed: a task-local whose value is a closure
  /// crashes in optimized builds (swiftlang/swift#88321, in the toolchains of 2026).
  final class Presentation: Sendable {
    let dismiss: @Sendable () async -> Void

    init(_ dismiss: @escaping @Sendable () async -> Void) {
      self.dismiss = dismiss
    }
  }

  /// The warning of a dismissal that reached no presentation, stack or root store.
  static func reportUnreached(fileID: StaticString, line: UInt) {
    RuntimeWarning.report(
      """
      '@Dependency(\\.dismiss)' was called where nothing presented the feature: nothing was \
      dismissed. Call it from a '.run' of a feature run by 'ifLet(\\.$child, action: …)' or \
      'forEach(\\.path, action: …)'; a test store records a root feature's dismissal as \
      'isDismissed'.
      """,
      fileID: fileID, line: line)
  }
}
