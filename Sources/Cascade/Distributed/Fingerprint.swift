import Foundation

/// A stable 64-bit fingerprint of an action, to tell a retry (the same id, the same action)
/// from the same id reused for another action: FNV-1a over its JSON with sorted keys, the
/// same on every node and in every run.
enum Fingerprint {
  /// What an id restored from a snapshot without fingerprints carries: any action matches.
  static let unknown: UInt64 = 0

  /// The fingerprint of `action`; an action that does not encode gets ``unknown``.
  static func of(_ action: some Encodable) -> UInt64 {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(action) else { return unknown }
    let hash = FNV1a.hash(data)
    return hash == unknown ? 1 : hash
  }
}
