@MainActor
extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// A driver of this sequence's elements that replaces a failure with `fallback`, then
  /// completes — RxCocoa's `asDriver(onErrorJustReturn:)`.
  ///
  /// ```swift
  /// let results = suggestions(for: query).asDriver(onErrorJustReturn: [])
  /// results.drive { list.show($0) }.store(in: &cancellables)
  /// ```
  ///
  /// The driver keeps RxCocoa's promises: it never fails, delivers on the main actor, and its
  /// subscribers share one iteration, started by the first subscriber and cancelled when the
  /// last one leaves (a later subscriber starts a new one: `share(replay: 1, scope:
  /// .whileConnected)`); a new subscriber receives the latest element at once. Completion —
  /// the sequence's end, or the fallback after a failure — ends the iteration and forgets the
  /// latest element.
  ///
  /// The iteration is a task that a `TestScheduler`'s `await advance` runs and waits for, like
  /// a `.run` effect: a sequence that sleeps on the scheduler is exact in tests.
  ///
  /// - Parameters:
  ///   - fallback: The element that replaces a failure.
  ///   - fileID: Where a warning about the iteration points; the caller's file by default.
  ///   - line: Where a warning about the iteration points; the caller's line by default.
  /// - Returns: A driver of the elements.
  public func asDriver(
    onErrorJustReturn fallback: Element, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Driver<Element> {
    shared("asDriver", fileID, line, TraitNode.justReturning(fallback))
  }

  /// A driver of this sequence's elements that continues with `fallback` after a failure —
  /// RxCocoa's `asDriver(onErrorDriveWith:)`.
  ///
  /// ```swift
  /// let results = suggestions(for: query).asDriver(onErrorDriveWith: .just(["offline"]))
  /// ```
  ///
  /// After a failure the driver delivers what `fallback` delivers, and completes when it does;
  /// otherwise it behaves as ``asDriver(onErrorJustReturn:fileID:line:)``.
  ///
  /// - Parameters:
  ///   - fallback: The driver that takes over after a failure.
  ///   - fileID: Where a warning about the iteration points; the caller's file by default.
  ///   - line: Where a warning about the iteration points; the caller's line by default.
  /// - Returns: A driver of the elements.
  public func asDriver(
    onErrorDriveWith fallback: Driver<Element>, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Driver<Element> {
    shared("asDriver", fileID, line, TraitNode.continuing(with: fallback.node))
  }

  /// A driver of this sequence's elements that continues with the driver `recover` makes of a
  /// failure — RxCocoa's `asDriver(onErrorRecover:)`.
  ///
  /// ```swift
  /// let results = suggestions(for: query).asDriver { error in .just(["\(error)"]) }
  /// ```
  ///
  /// `recover` runs on the main actor, once per failure; the driver completes when the
  /// recovery driver does. Otherwise it behaves as ``asDriver(onErrorJustReturn:fileID:line:)``.
  ///
  /// - Parameters:
  ///   - recover: Makes the driver that takes over after a failure.
  ///   - fileID: Where a warning about the iteration points; the caller's file by default.
  ///   - line: Where a warning about the iteration points; the caller's line by default.
  /// - Returns: A driver of the elements.
  public func asDriver(
    onErrorRecover recover: @escaping @MainActor @Sendable (any Error) -> Driver<Element>,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Driver<Element> {
    shared("asDriver", fileID, line, TraitNode.continuing { recover($0).node })
  }

  /// A signal of this sequence's elements that continues with the signal `recover` makes of a
  /// failure — RxCocoa's `asSignal(onErrorRecover:)`.
  ///
  /// ```swift
  /// downloads.events.asSignal { error in .just(.failed(error.localizedDescription)) }
  /// ```
  ///
  /// - Parameters:
  ///   - recover: Makes the signal that takes over after a failure, on the main actor; the
  ///     result completes with it.
  ///   - fileID: Where a warning about the iteration points; the caller's file by default.
  ///   - line: Where a warning about the iteration points; the caller's line by default.
  /// - Returns: A signal of the elements.
  public func asSignal(
    onErrorRecover recover: @escaping @MainActor @Sendable (any Error) -> Signal<Element>,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Signal<Element> {
    shared("asSignal", fileID, line, TraitNode.continuing { recover($0).node })
  }

  /// A signal of this sequence's elements that continues with `fallback` after a failure —
  /// RxCocoa's `asSignal(onErrorSignalWith:)`.
  ///
  /// ```swift
  /// downloads.events.asSignal(onErrorSignalWith: .just(.offline)).emit { banner.show($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - fallback: The signal that takes over after a failure; the result completes with it.
  ///   - fileID: Where a warning about the iteration points; the caller's file by default.
  ///   - line: Where a warning about the iteration points; the caller's line by default.
  /// - Returns: A signal of the elements.
  public func asSignal(
    onErrorSignalWith fallback: Signal<Element>, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Signal<Element> {
    shared("asSignal", fileID, line, TraitNode.continuing(with: fallback.node))
  }

  /// A signal of this sequence's elements that replaces a failure with `fallback`, then
  /// completes — RxCocoa's `asSignal(onErrorJustReturn:)`.
  ///
  /// ```swift
  /// downloads.events.asSignal(onErrorJustReturn: .failed).emit { banner.show($0) }
  /// ```
  ///
  /// Like ``asDriver(onErrorJustReturn:fileID:line:)``, except that a new subscriber receives
  /// only the elements that arrive after it subscribed.
  ///
  /// - Parameters:
  ///   - fallback: The element that replaces a failure.
  ///   - fileID: Where a warning about the iteration points; the caller's file by default.
  ///   - line: Where a warning about the iteration points; the caller's line by default.
  /// - Returns: A signal of the elements.
  public func asSignal(
    onErrorJustReturn fallback: Element, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Signal<Element> {
    shared("asSignal", fileID, line, TraitNode.justReturning(fallback))
  }

  /// A driver or signal iterating this sequence, named `operation` in warnings.
  private func shared<Strategy>(
    _ operation: String, _ fileID: StaticString, _ line: UInt,
    _ onError: @escaping TraitNode<Element>.OnError
  ) -> SharedSequence<Strategy, Element> {
    let site = EffectSite(operation, fileID: fileID, line: line)
    return .init(node: .iterating(self, replay: Strategy.replay(), site: site, onError: onError))
  }
}
