import Cascade

extension DependencyValues {
  /// A test store's dependencies: those current where it is created, in the test context
  /// (a fresh cache of test values — and so fresh shared values — per test store), changed
  /// by the test's `withDependencies:` closure.
  /// A key without a test value that `prepare` changes part of is reported at `fileID:line`,
  /// the test store's creation.
  static func testValues(
    _ prepare: (inout DependencyValues) -> Void, fileID: StaticString, line: UInt
  ) -> DependencyValues {
    var values = DependencyValues.current
    values.context = .test
    values.prepareForTest(prepare, fileID: fileID, line: line)
    return values
  }
}
