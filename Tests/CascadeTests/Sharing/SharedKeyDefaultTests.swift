import Cascade
import Foundation
import Testing

extension SharedKey where Self == InMemoryKey<[String]>.Default {
  fileprivate static var names: Self { Self[.inMemory("names"), default: ["Ada"]] }
}

extension SharedKey where Self == FileStorageKey<Int>.Default {
  fileprivate static var launches: Self {
    Self[.fileStorage(URL(filePath: "/launches.json")), default: 0]
  }
}

/// State declaring its shared values with keys that carry their defaults.
private struct Settings {
  @Shared(.names) var names
  @Shared(.launches) var launches
}

@Suite("Shared keys with their defaults, and unwrapping a shared optional")
struct SharedKeyDefaultTests {
  private func inOwnRegistry<R>(_ body: () -> R) -> R {
    withDependencies {
      $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
      $0.defaultFileStorage = .inMemory()
    } operation: {
      body()
    }
  }

  @Test("a key with its default needs none at the declaration, and is its base key's value")
  func keyDefault() {
    inOwnRegistry {
      let settings = Settings()
      #expect(settings.names == ["Ada"])
      #expect(settings.launches == 0)
      settings.$names.withLock { $0.append("Grace") }
      #expect(Shared(wrappedValue: [], .inMemory("names")).wrappedValue == ["Ada", "Grace"])
      // An explicit default is this declaration's; the value is still the base key's.
      let other = Shared(wrappedValue: ["Other"], .names)
      #expect(other.wrappedValue == ["Ada", "Grace"])
    }
  }

  @Test("a shared optional unwraps to nil while nil, and to a Shared whose writes reach it")
  func unwrapping() {
    inOwnRegistry {
      let user = Shared<String?>(value: nil)
      #expect(Shared(user) == nil)
      user.withLock { $0 = "Ada" }
      let unwrapped = Shared(user)
      #expect(unwrapped?.wrappedValue == "Ada")
      unwrapped?.withLock { $0 = "Grace" }
      #expect(user.wrappedValue == "Grace")
      user.withLock { $0 = "Alan" }
      #expect(unwrapped?.wrappedValue == "Alan")
      // Gone from the base: the last value it held, and a write sets it again.
      user.withLock { $0 = nil }
      #expect(unwrapped?.wrappedValue == "Alan")
      unwrapped?.withLock { $0 += "!" }
      #expect(user.wrappedValue == "Alan!")
    }
  }
}
