/// The values of a ``Driver`` or ``Signal`` as an `AsyncSequence`: what their `values`
/// property returns.
///
/// ```swift
/// for await count in store.driver(\.count).values {
///   print(count)
/// }
/// ```
///
/// The sequence subscribes when it is made, buffers every value until it is read (without
/// limit), finishes when the trait completes, and ends its subscription when it is released
/// or the reading task is cancelled. Iterated once: a second iterator shares the buffer.
///
/// A reader waits in its own isolation: a loop on the main actor is resumed on the main actor
/// directly, so under a `TestScheduler` a `scheduler.task { @MainActor in for await … }`
/// sees the initial value and then each change, and `await advance` settles with every
/// delivered value read.
public struct TraitValues<Element: Sendable>: AsyncSequence, Sendable {
  private let buffer: SettlingHooks.ParkedBuffer<Element>
  private let subscription: AnyCancellable

  init(subscribe: (SettlingHooks.ParkedBuffer<Element>) -> AnyCancellable) {
    let buffer = SettlingHooks.ParkedBuffer<Element>()
    self.buffer = buffer
    self.subscription = subscribe(buffer)
  }

  /// Reads the buffered values in order.
  public struct AsyncIterator: AsyncIteratorProtocol {
    fileprivate let buffer: SettlingHooks.ParkedBuffer<Element>
    fileprivate let subscription: AnyCancellable

    /// The next value, or `nil` once the trait completed or the reading task was cancelled.
    ///
    /// - Returns: The value.
    public mutating func next() async -> Element? {
      await next(isolation: nil)
    }

    /// The next value, waiting in the caller's isolation.
    ///
    /// - Parameter actor: The caller's isolation.
    /// - Returns: The value, or `nil` once the trait completed or the task was cancelled.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      let buffer = self.buffer
      return await withTaskCancellationHandler {
        await buffer.next(isolation: actor)
      } onCancel: {
        buffer.finish()
      }
    }
  }

  /// Starts reading.
  ///
  /// - Returns: An iterator over the buffered values.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(buffer: buffer, subscription: subscription)
  }
}
