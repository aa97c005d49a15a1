import Cascade

extension DependencyValues {
  /// A test store's dependencies: those current where it is created, in the test context
  /// (a fresh cache of test values — and so fresh shared values — per test store), changed
  /// by the test's `withDependencies:` closure.
  static func testValues(_ prepare: (inout DependencyValues) -> Void) -> DependencyValues {
    var values = DependencyValues.current
    values.context = .test
    prepare(&values)
    return values
  }
}
