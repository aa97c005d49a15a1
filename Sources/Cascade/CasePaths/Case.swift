/// One step along a case key path: the value a key path like `\.login.twoFactor` walks
/// through, TCA's spelling of a case.
///
/// You never make one; you write a key path whose root is `Case<Action>` — usually through
/// type inference, as `\.login.twoFactor` where a ``CaseKeyPath`` is expected:
///
/// ```swift
/// Scope(state: \.login, action: \.login) { Login() }
/// await store.receive(\.login.twoFactor.twoFactorResponse.success)
/// ```
///
/// Each name is a member of the enum's ``CasePathable/AllCasePaths``. Through a
/// ``PresentationAction`` the `presented` step may be left out (`\.destination.alert.confirm`),
/// and one element of a collection is reached by its id (`\.rows[id: id]`, `\.path[id: 0]`).
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  /// The links walked from the key path's root to here; `nil` at the root.
  let route: (any CaseRoute<Value>)?

  init() { route = nil }

  init(route: any CaseRoute<Value>) { self.route = route }

  /// The step one case further in.
  func appending<Member>(_ link: CasePath<Value, Member>) -> Case<Member> {
    Case<Member>(route: CaseLink(parent: route, link: link))
  }

  /// A case of this enum, by its name in ``CasePathable/AllCasePaths``.
  ///
  /// - Parameter keyPath: The case's member of `AllCasePaths`.
  /// - Returns: The step into that case's payload.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, CasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }
}

/// A case key path: TCA's `\.login.twoFactor`, from an enum `Root` to the payload of a case
/// (or of a case of a case).
///
/// Every API that takes a ``CasePath`` also takes one, with the same label; ``CasePath``'s
/// ``CasePath/init(_:)`` turns one into the other.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// The links a ``Case`` was reached through, which compose into a ``CasePath`` from the key
/// path's root once that root's type is known.
protocol CaseRoute<Value>: Sendable {
  associatedtype Value

  /// The case path from `Root` (the key path's root) through every link to `Value`.
  func casePath<Root>(from root: Root.Type) -> CasePath<Root, Value>
}

/// One link of a route: the route to `Parent`, then `link`.
struct CaseLink<Parent, Value>: CaseRoute {
  /// The route to `Parent`; `nil` when `Parent` is the key path's root.
  let parent: (any CaseRoute<Parent>)?
  let link: CasePath<Parent, Value>

  func casePath<Root>(from root: Root.Type) -> CasePath<Root, Value> {
    guard let parent else {
      // The first link starts at the root, so `Parent` is `Root`: the cast cannot fail.
      return link as! CasePath<Root, Value>
    }
    return parent.casePath(from: root).appending(link)
  }
}
