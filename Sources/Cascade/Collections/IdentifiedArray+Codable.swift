extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, in order.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elementsArray)
  }
}

extension IdentifiedArray: Decodable
where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of identifiable elements. Two elements with the same id are a
  /// decoding error naming the id: silently dropping one would lose data.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let _elements = try container.decode([Element].self)
    self.init()
    for element in _elements where !append(element).inserted {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "IdentifiedArray: the id \(element.id) appears more than once."
      )
    }
  }
}
