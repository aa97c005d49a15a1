/// What kind of work an effect is, as an instrument sees it start and end.
///
/// Each kind is what outlives a send: `.send` and `.none` are not effects here (a `.send`'s
/// action arrives as an action with ``ActionOrigin/effect``). A `.concatenate` is one effect
/// enclosing its steps' effects; a `debounce` is a `delay`.
///
/// A kind is a name, like `Notification.Name`: the store's own kinds (`run`, `concatenate`)
/// are declared here, and each effect operator declares its own beside it (`timer`, `delay`,
/// `throttle`, `queued`, `queueGap`). Compare with `==` or switch over the ones you track;
/// a metric or a trace names a kind by its ``rawValue``.
///
/// ```swift
/// func effectStarted(_ event: EffectEvent) {
///   if event.kind == .run { runs += 1 }
/// }
/// ```
public struct EffectKind: RawRepresentable, Sendable, Hashable, Codable,
  CustomStringConvertible
{
  /// The kind's name (`"run"`, `"timer"`…), as metrics and traces print it.
  public let rawValue: String

  /// The kind a metric or a trace names `rawValue`.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The kind's name: its ``rawValue``.
  public var description: String { rawValue }

  /// A `.run` task.
  public static let run = EffectKind(rawValue: "run")
  /// A `.concatenate`, from its first step's start to its last step's end.
  public static let concatenate = EffectKind(rawValue: "concatenate")
}
