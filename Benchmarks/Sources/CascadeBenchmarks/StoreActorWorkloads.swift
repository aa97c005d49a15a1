import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - StoreActor: one actor's send path, many actors at once, idle memory

/// The median of `runs` CPU timings of an asynchronous `body`; see `measure`.
func measureAsync(
  runs: Int,
  _ body: () async -> Int,
  verify: (Int) -> Bool,
  name: String,
  isolation: isolated (any Actor)? = #isolation
) async -> UInt64 {
  var timings: [UInt64] = []
  for _ in 0..<runs {
    let start = cpuNanoseconds()
    let checksum = await body()
    timings.append(cpuNanoseconds() - start)
    guard verify(checksum) else {
      print("FAIL \(name): result check failed (got \(checksum))")
      exit(2)
    }
  }
  return median(timings)
}

/// Sends `n` actions from code running inside the actor (an `isolated` parameter).
func sendInside(_ store: isolated StoreActor<Int, Int>, _ n: Int) -> Int {
  for _ in 0..<n { store.send(1) }
  return store.state
}

/// `StoreActor.send` from inside the actor, against `Store.send` on the main actor: the
/// same core, so the ratio is the cost of the actor shell.
@MainActor
func storeActorSendWorkload(_ n: Int, runs: Int) async -> Row {
  let cascade = await measureAsync(
    runs: runs,
    {
      let store = StoreActor(initialState: 0) { Add() }
      return await sendInside(store, n)
    }, verify: { $0 == n }, name: "StoreActor send")
  let reference = measure(
    runs: runs, { storeSends(n) }, verify: { $0 == n }, name: "StoreActor send reference")
  return Row(
    workload: "StoreActor: send inside the actor vs Store", cascade: cascade,
    reference: reference, operations: n, target: 1.5)
}

/// The reference for many actors: a plain actor holding the same state, doing the same add.
actor CounterActor {
  var count = 0
  func add(_ value: Int) { count &+= value }
}

/// Wall-clock nanoseconds, for throughput (CPU time is what the ratios use).
func wallNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// `actors` StoreActors, each sent `sends` actions from its own task, all at once, against
/// plain actors doing the same additions. Also reports wall-clock actions per second, which
/// uses every core.
@MainActor
func manyActorsWorkload(actors: Int, sends: Int, runs: Int) async -> (Row, String) {
  let total = actors * sends
  var wall: [UInt64] = []
  let cascade = await measureAsync(
    runs: runs,
    {
      let start = wallNanoseconds()
      let stores = (0..<actors).map { _ in StoreActor(initialState: 0) { Add() } }
      await withTaskGroup(of: Void.self) { group in
        for store in stores {
          group.addTask { for _ in 0..<sends { await store.send(1) } }
        }
      }
      var sum = 0
      for store in stores { sum += await store.state }
      wall.append(wallNanoseconds() - start)
      return sum
    }, verify: { $0 == total }, name: "many StoreActors")
  let reference = await measureAsync(
    runs: runs,
    {
      let counters = (0..<actors).map { _ in CounterActor() }
      await withTaskGroup(of: Void.self) { group in
        for counter in counters {
          group.addTask { for _ in 0..<sends { await counter.add(1) } }
        }
      }
      var sum = 0
      for counter in counters { sum += await counter.count }
      return sum
    }, verify: { $0 == total }, name: "many plain actors")
  let medianWall = median(wall)
  let perSecond = Double(total) / (Double(medianWall) / 1e9)
  let row = Row(
    workload: "StoreActor: \(actors) actors × \(sends) sends", cascade: cascade,
    reference: reference, operations: total, target: nil)
  let line =
    "StoreActor throughput: \(Int(perSecond).formatted3()) actions/s wall-clock "
    + "(\(actors) actors × \(sends) sends from concurrent tasks, median of \(runs))"
  return (row, line)
}

/// Resident memory of the process in bytes, from `/proc/self/statm` (Linux); `nil` where
/// there is none. Page-granular: measure over thousands of objects.
func residentBytes() -> Int? {
  guard let file = fopen("/proc/self/statm", "r") else { return nil }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 128)
  guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
  let fields = String(
    decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
  )
  .split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The heap each idle `StoreActor<Int, Int>` holds (beyond its 8-byte state), measured over
/// `count` actors; next to it, a plain actor's.
func idleActorMemory(count: Int) -> String {
  guard let before = residentBytes() else {
    return "memory per idle StoreActor: not measured (no /proc/self/statm on this platform)"
  }
  let stores = (0..<count).map { _ in StoreActor(initialState: 0) { Add() } }
  let afterStores = residentBytes() ?? before
  let plain = (0..<count).map { _ in CounterActor() }
  let afterPlain = residentBytes() ?? afterStores
  let perStore = Double(afterStores - before) / Double(count) - 8
  let perPlain = Double(afterPlain - afterStores) / Double(count)
  withExtendedLifetime((stores, plain)) {}
  let verdict = perStore <= 1024 ? "ok" : "MISSED"
  return "memory per idle StoreActor: \(Int(perStore)) bytes beyond the state "
    + "(goal ≤ 1024: \(verdict)); a plain actor: \(Int(perPlain)) bytes"
}

extension Int {
  /// Thousands separated by commas.
  func formatted3() -> String {
    let digits = String(self)
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(character)
    }
    return out
  }
}
