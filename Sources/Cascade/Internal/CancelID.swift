/// A type-erased cancellation id: two ids are equal when they have the same type and value.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  // Sound because `base` is only ever built from a `Hashable & Sendable` value (see `init`).
  let base: AnyHashable

  init(_ id: some Hashable & Sendable) {
    self.base = AnyHashable(id)
  }
}
