import CasePathsScanning
import Foundation

// CasePathsGenerator [--module NAME] OUTPUT INPUT...: writes to OUTPUT the `AllCasePaths` of
// every enum in the INPUT Swift files that conforms to `CasePathable` and lists no case paths
// by hand, the State, Action and body of every enum that conforms to `CaseReducer`, and the
// initializer of every struct that conforms to `DependencyClient`. Run by
// CasePathsPlugin at build time; no dependency beyond Foundation.

var arguments = CommandLine.arguments.dropFirst()
var module = ""
if arguments.first == "--module", arguments.count >= 2 {
  module = arguments.dropFirst().first!
  arguments = arguments.dropFirst(2)
}
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(
    Data("usage: CasePathsGenerator [--module NAME] OUTPUT INPUT...\n".utf8))
  exit(64)
}

var files: [FileDeclarations] = []
for inputPath in arguments.dropFirst() {
  let url = URL(fileURLWithPath: inputPath)
  guard let source = try? String(contentsOf: url, encoding: .utf8) else {
    FileHandle.standardError.write(
      Data("error: CasePathsGenerator cannot read \(inputPath)\n".utf8))
    exit(1)
  }
  var declarations = DeclarationScanner.scan(source, file: url.lastPathComponent)
  declarations.filePath = inputPath
  declarations.module = module
  files.append(declarations)
}

let output = CasePathsWriter.source(for: files)
let outputURL = URL(fileURLWithPath: outputPath)
// Unchanged output keeps its date, so the target is not compiled again for nothing.
if (try? String(contentsOf: outputURL, encoding: .utf8)) != output {
  do {
    try output.write(to: outputURL, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(
      Data("error: CasePathsGenerator cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
  }
}
