/// The actions of a presented child, as its parent receives them: the child's own actions,
/// and its dismissal.
///
/// ```swift
/// enum Action: CasePathable {
///   case editor(PresentationAction<Editor.Action>)
/// }
/// store.send(.editor(.presented(.titleChanged("Milk"))))
/// store.send(.editor(.dismiss))
/// await testStore.receive(\.editor.saved)   // `.presented` may be left out
/// ```
public enum PresentationAction<Action> {
  /// An action of the presented child.
  case presented(Action)
  /// Dismisses the child: the parent reducer sees it while the child is still present, then
  /// the child's state becomes `nil` and its effects are cancelled. A child that returns
  /// ``Effect/dismiss`` sends this.
  case dismiss

  /// The case path of ``presented(_:)``, to scope into the child or build deeper case paths.
  public static var presentedCase: CasePath<PresentationAction, Action> {
    CasePath(PresentationAction.presented) {
      if case .presented(let action) = $0 { action } else { nil }
    }
  }
}

extension PresentationAction: CasePathable {
  /// The cases of a presentation action, for case key paths: `\.destination.presented` and
  /// `\.destination.dismiss`. (`\.destination.alert` reaches the child's case directly.)
  public struct AllCasePaths: Sendable {
    /// The child's actions: ``PresentationAction/presented(_:)``.
    public var presented: CasePath<PresentationAction, Action> { PresentationAction.presentedCase }
    /// The dismissal: ``PresentationAction/dismiss``.
    public var dismiss: CasePath<PresentationAction, Void> {
      CasePath(PresentationAction.dismiss) { if case .dismiss = $0 { () } else { nil } }
    }
  }

  /// The cases of a presentation action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// A case of a presented child's actions, without naming `presented`:
  /// `\.destination.alert.confirm` is `\.destination.presented.alert.confirm`.
  ///
  /// - Parameter keyPath: The case's member of the child's `AllCasePaths`.
  /// - Returns: The step into that case's payload.
  public subscript<Child: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Child.AllCasePaths, CasePath<Child, Member>>
  ) -> Case<Member> where Value == PresentationAction<Child> {
    appending(PresentationAction<Child>.presentedCase).appending(
      Child.allCasePaths[keyPath: keyPath])
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
