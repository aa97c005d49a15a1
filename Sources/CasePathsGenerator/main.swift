import CasePathsScanning
import Foundation

// CasePathsGenerator OUTPUT INPUT...: writes to OUTPUT the `AllCasePaths` of every enum in the
// INPUT Swift files that conforms to `CasePathable` and lists no case paths by hand. Run by
// CasePathsPlugin at build time; no dependency beyond Foundation.

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: CasePathsGenerator OUTPUT INPUT...\n".utf8))
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
  files.append(DeclarationScanner.scan(source, file: url.lastPathComponent))
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
