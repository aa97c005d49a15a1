/// A place in the user's source: where a case path or a reducer was declared (its identity),
/// where an effect was written (``EffectSite``), where a test step was called (the failure's
/// location).
///
/// Cheap and hashable: identity is the address of the `#fileID` literal (the same for every
/// use of one file's literal), the line and the column.
@usableFromInline
package struct SourceSite: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let file: UInt
  @usableFromInline package let line: UInt
  @usableFromInline package let column: UInt
  /// The file, for messages; identity compares the pointer above.
  @usableFromInline package let fileID: StaticString
  /// The file's path, where a test failure is reported (XCTest wants it); empty elsewhere.
  @usableFromInline package let filePath: StaticString

  @inlinable
  package init(
    _ fileID: StaticString, filePath: StaticString = "", line: UInt, column: UInt = 0
  ) {
    self.file = fileID.hasPointerRepresentation ? UInt(bitPattern: fileID.utf8Start) : 0
    self.line = line
    self.column = column
    self.fileID = fileID
    self.filePath = filePath
  }

  @usableFromInline
  package static func == (lhs: SourceSite, rhs: SourceSite) -> Bool {
    lhs.file == rhs.file && lhs.line == rhs.line && lhs.column == rhs.column
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
  }

  /// `Module/File.swift:12`.
  @usableFromInline
  package var description: String { "\(fileID):\(line)" }
}
