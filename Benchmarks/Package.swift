// swift-tools-version: 6.2
import PackageDescription

// Release-mode benchmarks, in their own package so they never slow down `swift test`.
// Run: swift run -c release --package-path Benchmarks CascadeBenchmarks [--quick] [--check]
let package = Package(
  name: "CascadeBenchmarks",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Cascade", path: "..")],
  targets: [
    .executableTarget(
      name: "CascadeBenchmarks",
      dependencies: [
        .product(name: "Cascade", package: "Cascade"),
        // The stack-usage note makes a TestStore.
        .product(name: "CascadeTesting", package: "Cascade"),
      ],
      // Lists the enums' cases as an app's build does (the hand-written lists stay).
      plugins: [.plugin(name: "CasePathsPlugin", package: "Cascade")]
    )
  ],
  swiftLanguageModes: [.v6]
)
