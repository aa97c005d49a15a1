/// Writes JSON by hand, byte for byte the same for the same values (no dictionary order, no
/// locale): what a trace compared across runs needs.
enum JSONString {
  /// `text` as a JSON string literal, quotes included.
  static func quoted(_ text: String) -> String {
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `duration` in microseconds with three decimals (`1500.250`), the unit of Chrome's
  /// Trace Event Format.
  static func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = nanoseconds.magnitude
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
