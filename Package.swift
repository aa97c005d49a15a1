// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Cascade",
  // `Synchronization.Mutex` sets the floor on Apple platforms.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Cascade", targets: ["Cascade"]),
    .library(name: "CascadeTesting", targets: ["CascadeTesting"]),
    .plugin(name: "CasePathsPlugin", targets: ["CasePathsPlugin"]),
  ],
  targets: [
    .target(name: "Cascade"),
    .target(name: "CascadeTesting", dependencies: ["Cascade"]),
    // Lists the cases of a target's CasePathable enums at build time (TCA's @CasePathable).
    .target(name: "CasePathsScanning"),
    .executableTarget(name: "CasePathsGenerator", dependencies: ["CasePathsScanning"]),
    .plugin(
      name: "CasePathsPlugin", capability: .buildTool(), dependencies: ["CasePathsGenerator"]),
    .testTarget(
      name: "CascadeTests",
      dependencies: ["Cascade", "CascadeTesting"],
      // Recorded runs (ActionLog JSON) that tests replay, as a bug report's log would be.
      resources: [.copy("Recording/Logs")],
      plugins: ["CasePathsPlugin"]
    ),
    .testTarget(name: "CasePathsScanningTests", dependencies: ["CasePathsScanning"]),
    // The process tests run and measure from outside (a shared-file writer they kill, a
    // scheduler churn whose memory they read); not a product.
    .executableTarget(
      name: "CascadeFixtureProcess",
      dependencies: ["Cascade"],
      path: "Tests/Fixtures/FixtureProcess"
    ),
  ],
  swiftLanguageModes: [.v6]
)
