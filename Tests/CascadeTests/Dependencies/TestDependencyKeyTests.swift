import Cascade
import CascadeTesting
import Foundation
import Testing

/// A client whose interface module declares only its test and preview values.
struct WeatherClient: Sendable {
  var forecast: @Sendable () -> String
}

extension WeatherClient: TestDependencyKey {
  static let testValue = WeatherClient { "test forecast" }
  static let previewValue = WeatherClient { "preview forecast" }
}

/// An interface with a test value only: its preview is the test value.
struct TideClient: Sendable {
  var height: @Sendable () -> Int
}

extension TideClient: TestDependencyKey {
  static let testValue = TideClient { 3 }
}

/// A client whose live module adds the live value to the interface's key.
struct MoonClient: Sendable {
  var phase: @Sendable () -> String
}

extension MoonClient: TestDependencyKey {
  static let testValue = MoonClient { "test phase" }
}

extension MoonClient: DependencyKey {
  static let liveValue = MoonClient { "live phase" }
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
  var tide: TideClient {
    get { self[TideClient.self] }
    set { self[TideClient.self] = newValue }
  }
  var moon: MoonClient {
    get { self[MoonClient.self] }
    set { self[MoonClient.self] = newValue }
  }
}

@Suite("A dependency's interface and its live value can live in two modules")
struct TestDependencyKeyTests {
  @Test("a test reads the test value; a preview the preview value, or the test value")
  func testAndPreview() {
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.weather) var weather
      #expect(weather.forecast() == "test forecast")
    }
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.weather) var weather
      @Dependency(\.tide) var tide
      #expect(weather.forecast() == "preview forecast")
      #expect(tide.height() == 3)
    }
  }

  @Test("a test-only key read live warns, naming the key, and uses its test value")
  func testOnlyKeyReadLive() {
    withKnownIssue {
      @Dependency(\.tide) var tide
      #expect(tide.height() == 3)
    } matching: { issue in
      issue.description.contains("The dependency key 'TideClient' has no live value")
    }
  }

  @Test("a live module's DependencyKey conformance supplies the live value")
  func liveAddedElsewhere() {
    @Dependency(\.moon) var moon
    #expect(moon.phase() == "live phase")
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.moon) var moon
      #expect(moon.phase() == "test phase")
    }
  }

  @Test("a key with only a live value previews with it, without a report")
  func liveOnlyKeyInPreview() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.greeting) var greeting
      #expect(greeting == "hello")
    }
  }
}

@Suite("The date is set whole, as in TCA")
struct DateNowTests {
  @Test("$0.date.now = d makes every read tell d, with no report")
  func setNow() {
    let date = Date(timeIntervalSince1970: 1_234)
    withDependencies {
      $0.context = .test
      $0.date.now = date
    } operation: {
      @Dependency(\.date) var now
      #expect(now.now == date)
      #expect(now() == date)
    }
  }

  @Test("an unset date in a test reports at its use")
  func unsetDate() {
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.date) var date
      let generator = date
      withKnownIssue {
        _ = generator.now
      } matching: { issue in
        issue.description.contains("A test used @Dependency(\\.date) without giving it a value")
      }
    }
  }
}
