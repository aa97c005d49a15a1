// Writes a shared file through `FileStorageKey` as fast as it can, for the crash-safety test
// (`SharedCrashSafetyTests`), which kills it at random points and decodes what is left.
//
// Usage: CascadeSharedFileWriter <file>
import Cascade
import Foundation

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: CascadeSharedFileWriter <file>\n".utf8))
  exit(2)
}
// Yield the CPU to the tests running beside the crash test.
_ = nice(10)
let key = FileStorageKey<[Int]>(url: URL(filePath: CommandLine.arguments[1]))
var generation = 0
while true {
  generation += 1
  // Large enough that a write takes a while, so that kills land inside writes.
  key.save(Array(repeating: generation, count: 20_000))
}
