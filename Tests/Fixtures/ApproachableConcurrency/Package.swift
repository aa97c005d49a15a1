// swift-tools-version: 6.2
import PackageDescription

// A user module with the defaults of new projects in current toolchains (main-actor default
// isolation, nonisolated(nonsending) async functions, isolated conformances), holding a
// feature on Store, a TestStore test, a StoreActor feature and a Clock-style effect. CI
// builds it with warnings as errors and runs its tests. Not part of the library's tests.
let approachable: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "ApproachableConcurrency",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Cascade", path: "../../..")],
  targets: [
    .target(
      name: "Features",
      dependencies: [.product(name: "Cascade", package: "Cascade")],
      swiftSettings: approachable
    ),
    .testTarget(
      name: "FeaturesTests",
      dependencies: ["Features", .product(name: "CascadeTesting", package: "Cascade")],
      swiftSettings: approachable
    ),
  ],
  swiftLanguageModes: [.v6]
)
