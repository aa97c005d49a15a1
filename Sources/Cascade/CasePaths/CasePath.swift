/// Routes an action into and out of one case of a parent enum: what a case key path
/// (`\.counter`) stands for, and what every API taking one resolves it to.
///
/// Name cases by case key path where TCA would (see ``CasePathable``); make a case path
/// yourself for an enum you cannot make `CasePathable`, or from a key path, to pass around:
///
/// ```swift
/// let counter = CasePath(Action.counter) { if case .counter(let a) = $0 { a } else { nil } }
/// let settings: CasePath<Action, Settings.Action> = CasePath(\.settings)
/// ```
///
/// `embed` wraps a child action into the parent; `extract` returns the child action when the
/// parent action is that case. A case path also remembers where it was written, which is how
/// `store.scope` recognises "the same child" to return its cached store: define case paths
/// once (a `static let`) rather than inline in a view's body.
public struct CasePath<Root, Value>: Sendable {
  /// Wraps a child value into the parent.
  public let embed: @Sendable (Value) -> Root
  /// Returns the child value when the parent is this case, `nil` otherwise.
  public let extract: @Sendable (Root) -> Value?
  /// Where the case path was written (and, for composed paths, the parts it is made of).
  let identity: CasePathIdentity

  /// Where the case path was written, for test failures (`Feature.swift:12 → Child.swift:8`).
  package var siteDescription: String { identity.siteDescription }

  /// What a failing `receive` of this case path says it expected: where its parts were
  /// written in the user's code (`Feature.swift:12 → Child.swift:8`). Parts written inside
  /// Cascade, such as ``PresentationAction``'s own case path, are left out.
  package var expectationText: String {
    let sites = identity.userSites
    guard !sites.isEmpty else { return "an action of the case given to this receive" }
    return "an action of the case path written at \(sites.joined(separator: " → "))"
  }

  /// Creates a case path from its two directions.
  ///
  /// - Parameters:
  ///   - embed: Wraps a child value into the parent (usually the enum case itself).
  ///   - extract: Returns the child value when the parent is this case.
  ///   - fileID: Identifies this case path; the caller's file by default.
  ///   - line: Identifies this case path; the caller's line by default.
  ///   - column: Identifies this case path; the caller's column by default.
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.embed = embed
    let site = SourceSite(fileID, line: line, column: column)
    #if DEBUG
      // Debug builds check that `extract` and `embed` are written for the same case, once per
      // case path; release builds use `extract` as it is.
      let check = RoundTripCheck()
      self.extract = { root in
        let value = extract(root)
        if let value, !check.isDone, extract(embed(value)) == nil {
          check.report(site: site, root: root)
        }
        return value
      }
    #else
      self.extract = extract
    #endif
    self.identity = .location(site)
  }

  /// Creates the case path of a case without a payload.
  ///
  /// ```swift
  /// var logoutTapped: CasePath<Action, Void> { .init(Action.logoutTapped) { if case .logoutTapped = $0 { () } else { nil } } }
  /// ```
  ///
  /// - Parameters:
  ///   - root: The case.
  ///   - extract: Returns `()` when the parent is this case.
  ///   - fileID: Identifies this case path; the caller's file by default.
  ///   - line: Identifies this case path; the caller's line by default.
  ///   - column: Identifies this case path; the caller's column by default.
  public init(
    _ root: @autoclosure @escaping @Sendable () -> Root,
    extract: @escaping @Sendable (Root) -> Void?,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Void {
    self.init({ _ in root() }, extract: extract, fileID: fileID, line: line, column: column)
  }

  /// Creates the case path of a case without a payload of an `Equatable` enum, in one word.
  ///
  /// ```swift
  /// var logoutTapped: CasePath<Action, Void> { .init(Action.logoutTapped) }
  /// ```
  ///
  /// - Parameters:
  ///   - root: The case.
  ///   - fileID: Identifies this case path; the caller's file by default.
  ///   - line: Identifies this case path; the caller's line by default.
  ///   - column: Identifies this case path; the caller's column by default.
  public init(
    _ root: Root,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Void, Root: Equatable & Sendable {
    self.init(
      { _ in root }, extract: { $0 == root ? () : nil }, fileID: fileID, line: line,
      column: column)
  }

  /// The one-word form of a case without a payload, for an enum that is not `Equatable`:
  /// unavailable, with a message saying what to write instead.
  ///
  /// - Parameters:
  ///   - root: The case.
  ///   - fileID: Identifies this case path; the caller's file by default.
  ///   - line: Identifies this case path; the caller's line by default.
  ///   - column: Identifies this case path; the caller's column by default.
  @available(
    *, unavailable,
    message:
      "the one-word form of a case without a payload needs an Equatable enum; make it Equatable, or pass a pattern: .init(Action.done) { if case .done = $0 { () } else { nil } }"
  )
  @_disfavoredOverload
  public init(
    _ root: Root,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Void {
    fatalError("unavailable")
  }

  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    identity: CasePathIdentity
  ) {
    self.embed = embed
    self.extract = extract
    self.identity = identity
  }

  /// Mutates `root`'s payload in place when `root` is this case: extracts it, runs `body`,
  /// and embeds the result back.
  ///
  /// - Parameters:
  ///   - root: The enum value.
  ///   - body: Mutates the payload.
  /// - Returns: What `body` returned, or `nil` when `root` is another case (unchanged).
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
    guard var value = extract(root) else { return nil }
    let result = body(&value)
    root = embed(value)
    return result
  }

  /// A case path into a case of this case's payload.
  ///
  /// - Parameter next: The case path from `Value` to a deeper value.
  /// - Returns: The case path from `Root` to that deeper value.
  public func appending<Deeper>(_ next: CasePath<Value, Deeper>) -> CasePath<Root, Deeper> {
    let (embed, extract) = (self.embed, self.extract)
    return CasePath<Root, Deeper>(
      embed: { embed(next.embed($0)) },
      extract: { extract($0).flatMap(next.extract) },
      identity: .composed(identity, next.identity)
    )
  }
}

/// Where a ``CasePath`` was written, or the parts a composed one is made of: its identity for
/// caching scoped stores. Built without allocating, since reducer bodies (and the case paths
/// in them) may be rebuilt on every action.
indirect enum CasePathIdentity: Hashable, Sendable {
  case location(SourceSite)
  case composed(CasePathIdentity, CasePathIdentity)
  /// The actions of one stack element, by its id's number.
  case stackElement(Int)
  case element(AnyHashableSendable)

  /// Where the case path was written, for messages: its parts, outermost first.
  package var siteDescription: String {
    switch self {
    case .location(let site): "\(site)"
    case .composed(let first, let second): "\(first.siteDescription) → \(second.siteDescription)"
    case .stackElement(let id): "stack element \(id)"
    case .element(let id): "element \(id)"
    }
  }

  /// The parts of the case path that were written outside Cascade, for messages.
  var userSites: [String] {
    switch self {
    case .location(let site): "\(site.fileID)".hasPrefix("Cascade/") ? [] : ["\(site)"]
    case .composed(let first, let second): first.userSites + second.userSites
    case .stackElement, .element: [siteDescription]
    }
  }

  /// The element id a case path into one element of a collection ends with, if it does.
  var elementID: AnyHashableSendable? {
    switch self {
    case .element(let id): id
    case .composed(_, let last): last.elementID
    case .location, .stackElement: nil
    }
  }
}

#if DEBUG
  /// Whether a case path's round trip was already found broken (reported once).
  private final class RoundTripCheck: Sendable {
    private let reported = Locked(false)

    var isDone: Bool { reported.withLock { $0 } }

    func report(site: SourceSite, root: Any) {
      guard
        reported.withLock({ done in
          defer { done = true }
          return !done
        })
      else { return }
      RuntimeWarning.report(
        """
        The case path written here does not round-trip: it extracted a value from \
        \(ValueText.describe(root)), but extracts nothing from what its embed makes of that \
        value. Its 'extract' matches another case than its 'embed' (a copy-paste of another \
        case path?).
        """,
        fileID: site.fileID,
        line: site.line
      )
    }
  }
#endif
