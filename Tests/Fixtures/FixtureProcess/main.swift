// The process some tests run and measure from outside:
//
//   CascadeFixtureProcess write-shared <file>
//     Writes a shared file through `FileStorageKey` as fast as it can, for the crash-safety
//     test (`SharedCrashSafetyTests`), which kills it at random points and decodes what is left.
//   CascadeFixtureProcess churn <clock|dispatch> <cycles>
//     Cancels and reschedules a 30-second item `cycles` times on a real-time scheduler and
//     prints the resident memory before and after, in bytes (`RealTimeSchedulerMemoryTests`):
//     measured in a process of its own, so tests running beside it do not move the figure.
import Cascade
import Dispatch
import Foundation

func residentBytes() -> Int {
  #if canImport(Darwin)
    var info = mach_task_basic_info()
    var count = mach_msg_type_number_t(
      MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
    let status = withUnsafeMutablePointer(to: &info) {
      $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
        task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
      }
    }
    return status == KERN_SUCCESS ? Int(info.resident_size) : -1
  #else
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return -1
    }
    let fields = statm.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? -1) * Int(sysconf(Int32(_SC_PAGESIZE))) : -1
  #endif
}

func writeShared(to path: String) -> Never {
  // Yield the CPU to the tests running beside the crash test.
  _ = nice(10)
  let key = FileStorageKey<[Int]>(url: URL(filePath: path))
  var generation = 0
  while true {
    generation += 1
    // Large enough that a write takes a while, so that kills land inside writes.
    key.save(Array(repeating: generation, count: 20_000))
  }
}

func churn(_ scheduler: any Scheduler, cycles: Int) {
  // A first round warms up the allocator, the runtime and the scheduler's queue.
  var token = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(30))) {}
  for _ in 0..<cycles {
    token.cancel()
    token = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(30))) {}
  }
  let before = residentBytes()
  for _ in 0..<cycles {
    token.cancel()
    token = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(30))) {}
  }
  token.cancel()
  print(before, residentBytes())
}

let arguments = CommandLine.arguments
switch (arguments.dropFirst().first, arguments.count) {
case ("write-shared", 3):
  writeShared(to: arguments[2])
case ("churn", 4):
  let scheduler: any Scheduler =
    arguments[2] == "clock"
    ? ClockScheduler(ContinuousClock())
    : DispatchQueueScheduler(queue: DispatchQueue(label: "churn"))
  churn(scheduler, cycles: Int(arguments[3]) ?? 0)
default:
  FileHandle.standardError.write(
    Data(
      "usage: CascadeFixtureProcess write-shared <file> | churn <clock|dispatch> <cycles>\n".utf8))
  exit(2)
}
