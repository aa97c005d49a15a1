/// Reads a value from the current ``DependencyValues``: in a reducer, its store's (with any
/// `.dependency` override around it); in an effect, the store's that started it; elsewhere,
/// the enclosing `withDependencies`, or the live value.
///
/// ```swift
/// struct Search: Reducer {
///   @Dependency(\.apiClient) var apiClient
///   @Dependency(\.scheduler) var scheduler
///   …
/// }
/// ```
///
/// The value is read each time ``wrappedValue`` is, not when the reducer is created, so a
/// reducer value made once serves every store with its own dependencies. The declaration's
/// file and line name it in a test issue when a key has no test value (key path
/// descriptions carry no property name on Linux).
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  private let fileID: StaticString
  private let line: UInt

  /// A dependency read through `keyPath`.
  ///
  /// - Parameters:
  ///   - keyPath: The value's property on ``DependencyValues``.
  ///   - fileID: Where a missing test value is reported; the declaration's file by default.
  ///   - line: The declaration's line by default.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.keyPath = keyPath
    self.fileID = fileID
    self.line = line
  }

  /// The current value.
  public var wrappedValue: Value {
    let box = DependencyScope.currentBox
    if let box, box.values.context == .live { return box.value(at: keyPath) }
    let values = box?.values ?? DependencyScope.task
    guard values.context == .test else { return values[keyPath: keyPath] }
    return testValue(in: values)
  }

  /// A read in a test: a missing test value names this declaration, and so does a built-in
  /// value the test never set, each time it is used. Out of line: the live read above stays a
  /// short function (with this inside it, a live read took 70 ns instead of 45).
  @inline(never)
  private func testValue(in values: DependencyValues) -> Value {
    let access = DependencyAccess(name: Self.describe(keyPath), fileID: fileID, line: line)
    let value = DependencyAccess.$current.withValue(access) { values[keyPath: keyPath] }
    // A built-in value the test never set reports its uses here, where it was read.
    guard let unset = value as? any UnsetTestValue else { return value }
    return unset.reportingUse(at: fileID, line: line) as? Value ?? value
  }

  /// `@Dependency(\.apiClient)` where the platform names the property in a key path's
  /// description (Apple platforms); on Linux, which does not, the declaration with its type
  /// (the issue is reported at its file and line).
  private static func describe(_ keyPath: AnyKeyPath) -> String {
    let text = String(describing: keyPath)
    guard let range = text.range(of: "DependencyValues."), !text.contains("<computed") else {
      return "The @Dependency declared here (\(String(describing: Value.self)))"
    }
    return "@Dependency(\\." + text[range.upperBound...] + ")"
  }
}
