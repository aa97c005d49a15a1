/// The 64-bit FNV-1a hash of some bytes: stable across runs, processes and machines (unlike
/// `Hasher`), for checksums and fingerprints written to disk or sent to another node.
enum FNV1a {
  /// The hash of `bytes`.
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
