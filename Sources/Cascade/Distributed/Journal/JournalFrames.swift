import Foundation

/// How ``FileJournal`` frames its records: a header, then each record as its length (4 bytes)
/// and checksum (8 bytes, FNV-1a), little-endian, then its bytes.
enum JournalFrames {
  /// Where a file's bytes stop adding up, and why.
  struct Damage: Equatable {
    let offset: Int
    let reason: String
  }

  /// The bytes that store `record`.
  static func frame(_ record: Data) -> Data {
    var frame = Data(capacity: record.count + 12)
    withUnsafeBytes(of: UInt32(record.count).littleEndian) { frame.append(contentsOf: $0) }
    withUnsafeBytes(of: checksum(record).littleEndian) { frame.append(contentsOf: $0) }
    frame.append(record)
    return frame
  }

  /// The records of a journal file's `data`, up to the first damage (if any).
  static func parse(_ data: Data, headerLength: Int) -> (records: [Data], damage: Damage?) {
    let bytes = [UInt8](data)
    // A file its first write left empty (cut off before the header) holds no record.
    if bytes.isEmpty { return ([], nil) }
    guard bytes.count >= headerLength, Data(bytes[0..<headerLength]) == FileJournal.header else {
      return ([], Damage(offset: 0, reason: "it does not start as a Cascade journal does"))
    }
    var records: [Data] = []
    var offset = headerLength
    while offset < bytes.count {
      guard bytes.count - offset >= 12 else {
        return (records, Damage(offset: offset, reason: "a record's frame is cut off"))
      }
      let length = Int(read(UInt32.self, bytes, at: offset))
      let expected = read(UInt64.self, bytes, at: offset + 4)
      let start = offset + 12
      guard bytes.count - start >= length else {
        return (
          records,
          Damage(
            offset: offset,
            reason: "a record of \(length) bytes has only \(bytes.count - start) of them")
        )
      }
      let record = Data(bytes[start..<start + length])
      guard checksum(record) == expected else {
        return (records, Damage(offset: offset, reason: "a record's checksum does not match"))
      }
      records.append(record)
      offset = start + length
    }
    return (records, nil)
  }

  private static func read<T: FixedWidthInteger>(_: T.Type, _ bytes: [UInt8], at offset: Int) -> T {
    var value: T = 0
    for index in 0..<MemoryLayout<T>.size {
      value |= T(bytes[offset + index]) << (8 * index)
    }
    return value
  }

  /// The checksum of `record`.
  static func checksum(_ record: Data) -> UInt64 {
    FNV1a.hash(record)
  }
}
