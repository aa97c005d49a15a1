// swift-tools-version: 6.2
import PackageDescription

// The examples live in their own package so that building them never slows down
// `swift test` of the library. Run one with `swift run --package-path Examples Counter`.
let dependencies: [Target.Dependency] = [
  .product(name: "Cascade", package: "Cascade"), "ExampleSupport",
]

let package = Package(
  name: "CascadeExamples",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Cascade", path: "..")],
  targets: [
    .target(name: "ExampleSupport", path: "ExampleSupport"),
    .executableTarget(name: "Counter", dependencies: dependencies, path: "Counter"),
    .executableTarget(name: "Stopwatch", dependencies: dependencies, path: "Stopwatch"),
    .executableTarget(name: "Search", dependencies: dependencies, path: "Search"),
    .executableTarget(name: "Alerts", dependencies: dependencies, path: "Alerts"),
    .executableTarget(name: "Todos", dependencies: dependencies, path: "Todos"),
    .executableTarget(name: "Sessions", dependencies: dependencies, path: "Sessions"),
    .executableTarget(
      name: "Cluster",
      dependencies: dependencies + [.product(name: "CascadeTesting", package: "Cascade")],
      path: "Cluster"),
  ],
  swiftLanguageModes: [.v6]
)
