import PackagePlugin

/// Writes `AllCasePaths` and `allCasePaths` for every enum of a target that conforms to
/// `CasePathable` and lists none by hand (TCA's `@CasePathable`), the `State`, `Action` and
/// `body` of every enum that conforms to `CaseReducer` (TCA's `@Reducer enum`), and the
/// initializer of every struct that conforms to `DependencyClient` (`@DependencyClient`),
/// without a macro.
///
/// ```swift
/// .target(name: "App", dependencies: ["Cascade"],
///         plugins: [.plugin(name: "CasePathsPlugin", package: "Cascade")])
/// ```
@main
struct CasePathsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+CasePaths.swift")
    return [
      .buildCommand(
        displayName: "Listing the cases of \(target.name)'s enums and its clients' endpoints",
        executable: try context.tool(named: "CasePathsGenerator").url,
        arguments: ["--module", target.moduleName, output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
