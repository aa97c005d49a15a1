// swift-tools-version: 6.2
import PackageDescription

// A deliberately failing XCTest, run by CI to check that TestStore failures reach XCTest
// with their diff. Not part of the library's own tests.
let package = Package(
  name: "XCTestFailure",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Cascade", path: "../../..")],
  targets: [
    .testTarget(
      name: "FailingTests",
      dependencies: [.product(name: "CascadeTesting", package: "Cascade")]
    )
  ],
  swiftLanguageModes: [.v6]
)
