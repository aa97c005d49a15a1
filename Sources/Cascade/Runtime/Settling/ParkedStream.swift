/// The buffer behind a trait's `values`: an unbounded queue whose reader, when it waits, is
/// parked in its settling domain — only work the domain tracks (a send, a scheduler item)
/// can deliver the next value, so a task of a test waiting here does not keep
/// `await TestScheduler.advance` from settling.
final class ParkedStream<Value: Sendable>: Sendable {
  /// What a woken reader receives: the value, and the delivery its domain counts until the
  /// reader has it (so that `await advance` waits for a reader resumed on an actor).
  private typealias Delivery = (value: Value?, excursion: SettlingExcursion?)
  private typealias Waiter = (
    continuation: CheckedContinuation<Delivery, Never>, parking: SettlingSleeper?
  )

  private struct Storage {
    var queue = FIFOQueue<Value>()
    var isFinished = false
    var waiter: Waiter?
  }

  private let storage = Locked(Storage())

  /// Makes a stream of the values `subscribe` delivers; `subscribe` receives this buffer and
  /// returns the subscription, which ends when the stream is released or its reader is
  /// cancelled.
  static func makeStream(_ subscribe: (ParkedStream<Value>) -> AnyCancellable) -> AsyncStream<Value>
  {
    let buffer = ParkedStream<Value>()
    let subscription = subscribe(buffer)
    return AsyncStream(
      unfolding: { [buffer, subscription] in
        _ = subscription  // kept alive by the stream: released with it
        return await buffer.next()
      },
      onCancel: { buffer.finish() })
  }

  func yield(_ value: Value) {
    let waiter = storage.withLock { storage in
      guard !storage.isFinished else { return nil as Waiter? }
      guard let waiter = storage.waiter.take() else {
        storage.queue.append(value)
        return nil
      }
      return waiter
    }
    guard let waiter else { return }
    waiter.parking?.woke()
    waiter.continuation.resume(returning: (value, waiter.parking?.beginDelivery()))
  }

  func finish() {
    let waiter = storage.withLock { storage in
      storage.isFinished = true
      return storage.waiter.take()
    }
    guard let waiter else { return }
    waiter.parking?.woke()
    waiter.continuation.resume(returning: (nil, waiter.parking?.beginDelivery()))
  }

  /// The next value, waiting in `isolation` — the reader's own, so that a reader on the main
  /// actor is resumed there, with no hop through another executor the test cannot see.
  func next(isolation: isolated (any Actor)? = #isolation) async -> Value? {
    let parking = SettlingDomain.parking()
    let delivery = await withCheckedContinuation(isolation: isolation) { continuation in
      let ready = storage.withLock { storage -> Value?? in
        if let value = storage.queue.popFirst() { return .some(value) }
        if storage.isFinished { return .some(nil) }
        storage.waiter = (continuation, parking)
        parking?.parked()
        return nil
      }
      if let ready { continuation.resume(returning: (ready, nil)) }
    }
    delivery.excursion?.end()
    return delivery.value
  }
}
