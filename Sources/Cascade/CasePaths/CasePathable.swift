/// An enum whose cases can be named by case key paths (`\.login.twoFactor`): it lists its
/// cases once, one line each, in a nested `AllCasePaths`.
///
/// ```swift
/// enum Action: CasePathable {
///   case login(Login.Action)
///   case logoutTapped
///
///   struct AllCasePaths {
///     var login: CasePath<Action, Login.Action> { .init(Action.login) { if case .login(let a) = $0 { a } else { nil } } }
///     var logoutTapped: CasePath<Action, Void> { .init({ .logoutTapped }) { if case .logoutTapped = $0 { () } else { nil } } }
///   }
///   static var allCasePaths: AllCasePaths { AllCasePaths() }
/// }
/// ```
///
/// Each member is a plain ``CasePath``, written where the enum is; a member's line is its
/// identity, so `store.scope(…, action: \.login)` finds the same cached store every time.
/// ``PresentationAction``, ``IdentifiedAction``, ``StackAction``, `Result` and `Optional`
/// conform already.
public protocol CasePathable {
  /// The type that lists the enum's cases: one ``CasePath`` property a case.
  associatedtype AllCasePaths
  /// The enum's cases; usually `AllCasePaths()`.
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// Whether the value is the case `keyPath` names.
  ///
  /// ```swift
  /// if action.is(\.delegate) { … }
  /// ```
  ///
  /// - Parameter keyPath: The case.
  /// - Returns: `true` when the value is that case, whatever its payload.
  public func `is`(_ keyPath: CaseKeyPath<Self, some Any>) -> Bool {
    CasePath(keyPath).extract(self) != nil
  }

  /// The payload of the case `keyPath` names, or `nil` when the value is another case, read
  /// as a property: TCA's `state.destination?.edit` on an enum marked `@dynamicMemberLookup`.
  ///
  /// ```swift
  /// @dynamicMemberLookup
  /// enum Destination: CasePathable {
  ///   case edit(Edit.State)
  ///   case alert(AlertState<Alert>)
  /// }
  /// let title = state.destination?.edit?.title
  /// ```
  ///
  /// - Parameter keyPath: The case.
  public subscript<Member>(dynamicMember keyPath: CaseKeyPath<Self, Member>) -> Member? {
    CasePath(keyPath).extract(self)
  }

  /// The payload of the case `keyPath` names, or `nil` when the value is another case.
  ///
  /// ```swift
  /// let count = action[case: \.counter.incrementBy]
  /// ```
  ///
  /// - Parameter keyPath: The case.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    CasePath(keyPath).extract(self)
  }

  /// Mutates the payload of the case `keyPath` names in place: how a test asserts a change
  /// inside a case of enum state.
  ///
  /// ```swift
  /// await store.send(.edit(.titleChanged("Milk"))) {
  ///   $0.modify(\.edit) { $0.title = "Milk" }
  /// }
  /// ```
  ///
  /// When the value is another case, nothing changes and a runtime warning (a test issue
  /// under CascadeTesting) names the case it found.
  ///
  /// - Parameters:
  ///   - keyPath: The case to modify.
  ///   - body: Mutates its payload.
  ///   - fileID: Where the warning points; the caller's file by default.
  ///   - line: The caller's line by default.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    _ body: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard CasePath(keyPath).modify(&self, body) != nil else {
      RuntimeWarning.report(
        """
        'modify' found \(ValueText.describe(self)), not the case it was given: nothing was \
        modified.
        """,
        fileID: fileID,
        line: line
      )
      return
    }
  }
}
