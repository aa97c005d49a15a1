// swift-tools-version: 6.2
import PackageDescription

// The examples live in their own package so that building them never slows down
// `swift test` of the library. Run one with `swift run --package-path Examples Counter`.
let dependencies: [Target.Dependency] = [
  .product(name: "Cascade", package: "Cascade"), "ExampleSupport",
]

// Every example's enums that conform to CasePathable get their cases listed at build time.
let plugins: [Target.PluginUsage] = [.plugin(name: "CasePathsPlugin", package: "Cascade")]

let package = Package(
  name: "CascadeExamples",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Cascade", path: "..")],
  targets: [
    .target(name: "ExampleSupport", path: "ExampleSupport"),
    .executableTarget(
      name: "Counter", dependencies: dependencies, path: "Counter", plugins: plugins),
    .executableTarget(
      name: "Stopwatch", dependencies: dependencies, path: "Stopwatch", plugins: plugins),
    .executableTarget(name: "Search", dependencies: dependencies, path: "Search", plugins: plugins),
    .executableTarget(name: "Alerts", dependencies: dependencies, path: "Alerts", plugins: plugins),
    .executableTarget(name: "Todos", dependencies: dependencies, path: "Todos", plugins: plugins),
    .executableTarget(
      name: "Sessions", dependencies: dependencies, path: "Sessions", plugins: plugins),
    .executableTarget(
      name: "Cluster",
      dependencies: dependencies + [.product(name: "CascadeTesting", package: "Cascade")],
      path: "Cluster", plugins: plugins),
  ],
  swiftLanguageModes: [.v6]
)
