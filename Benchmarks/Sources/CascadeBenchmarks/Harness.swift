#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process CPU time, in nanoseconds.
func cpuNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of `runs` timings of `body`, in nanoseconds; `body` returns a checksum that
/// `verify` must accept, so a broken fast path cannot look good.
@MainActor
func measure(runs: Int, _ body: () -> Int, verify: (Int) -> Bool, name: String) -> UInt64 {
  var timings: [UInt64] = []
  for _ in 0..<runs {
    let start = cpuNanoseconds()
    let checksum = body()
    timings.append(cpuNanoseconds() - start)
    guard verify(checksum) else {
      print("FAIL \(name): result check failed (got \(checksum))")
      exit(2)
    }
  }
  return median(timings)
}

/// Cascade and its reference measured side by side: their runs alternate, so that a change in
/// the machine's load during the measurement falls on both alike. Each figure is the median
/// of `runs` timings, as ``measure(runs:_:verify:name:)`` gives; both bodies must return
/// `expected`.
@MainActor
@inline(__always)
func measureSideBySide(
  runs: Int, expecting expected: Int, names: (cascade: String, reference: String),
  _ cascade: () -> Int, reference: () -> Int
) -> (cascade: UInt64, reference: UInt64) {
  var cascadeTimings: [UInt64] = []
  var referenceTimings: [UInt64] = []
  for _ in 0..<runs {
    let verify = { (checksum: Int) in checksum == expected }
    cascadeTimings.append(measure(runs: 1, cascade, verify: verify, name: names.cascade))
    referenceTimings.append(measure(runs: 1, reference, verify: verify, name: names.reference))
  }
  return (median(cascadeTimings), median(referenceTimings))
}

/// The median of `values`: the middle one, sorted (the upper middle of an even count).
func median<Value: Comparable>(_ values: [Value]) -> Value {
  values.sorted()[values.count / 2]
}

/// One row of the table: a Cascade path against its hand-written reference.
struct Row {
  let workload: String
  let cascade: UInt64
  let reference: UInt64
  let operations: Int
  let target: Double?

  var ratio: Double { Double(cascade) / Double(max(reference, 1)) }
  var meetsTarget: Bool { target.map { ratio <= $0 } ?? true }

  /// Tenths, or hundredths below 1 so that a small ratio does not read as zero.
  var ratioText: String {
    // A target finer than tenths (≤ 1.05) shows the ratio in hundredths.
    if let target, (target * 10).rounded() != target * 10 { return String(format2: ratio) }
    guard ratio < 1 else { return String(format1: ratio) }
    let hundredths = Int((ratio * 100).rounded())
    // 0.995 and above round up to a whole "1.0", not "0.100".
    guard hundredths < 100 else { return String(format1: 1) }
    return "0." + (hundredths < 10 ? "0" : "") + "\(hundredths)"
  }

  func printed() -> String {
    func perOp(_ ns: UInt64) -> String {
      let value = Double(ns) / Double(operations)
      return value < 10 ? String(format1: value) + " ns" : "\(Int(value.rounded())) ns"
    }
    let targetText =
      target.map {
        "≤ " + (($0 * 10).rounded() != $0 * 10 ? String(format2: $0) : String(format1: $0))
      }
      ?? "—"
    let verdict = target == nil ? "" : (meetsTarget ? "ok" : "MISSED")
    let hasReference = reference > 0
    return [
      workload.padding(44), perOp(cascade).padding(12, left: true),
      (hasReference ? perOp(reference) : "—").padding(12, left: true),
      (hasReference ? ratioText + "x" : "—").padding(8, left: true),
      targetText.padding(7, left: true),
      verdict.padding(7, left: true),
    ].joined(separator: " ")
  }

  static var header: String {
    [
      "workload (per operation)".padding(44), "Cascade".padding(12, left: true),
      "reference".padding(12, left: true), "ratio".padding(8, left: true),
      "target".padding(7, left: true), "".padding(7, left: true),
    ].joined(separator: " ")
  }
}

extension String {
  init(format1 value: Double) {
    let tenths = Int((value * 10).rounded())
    self = "\(tenths / 10).\(abs(tenths % 10))"
  }

  init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    let fraction = abs(hundredths % 100)
    self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  func padding(_ width: Int, left: Bool = false) -> String {
    let pad = String(repeating: " ", count: max(0, width - count))
    return left ? pad + self : self + pad
  }
}

/// Peak resident memory of the process, in MiB.
func peakMemoryMiB() -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
  #else
    return Double(usage.ru_maxrss) / 1_024
  #endif
}

/// SplitMix64: a fixed-seed generator, so every run schedules the same deadlines.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A bare binary heap of (deadline, sequence, action): the physical limit of a scheduler.
struct BareHeap {
  struct Item {
    var deadline: Int64
    var sequence: Int
    var action: () -> Void
    static func < (lhs: Item, rhs: Item) -> Bool {
      (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }
  }
  var items: [Item] = []
  var sequence = 0

  mutating func insert(_ deadline: Int64, _ action: @escaping () -> Void) {
    sequence += 1
    items.append(Item(deadline: deadline, sequence: sequence, action: action))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child] < items[parent] else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  var min: Item? { items.first }

  mutating func popMin() -> Item? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let min = items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < items.count else { break }
      let right = left + 1
      let smaller = right < items.count && items[right] < items[left] ? right : left
      guard items[smaller] < items[parent] else { break }
      items.swapAt(smaller, parent)
      parent = smaller
    }
    return min
  }
}
