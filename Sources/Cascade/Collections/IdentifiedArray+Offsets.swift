// `IndexSet` (SwiftUI's offsets type, fixed by the contract) is in Foundation, not in
// FoundationEssentials.
import Foundation

extension IdentifiedArray {
  /// Removes the elements at `offsets`, as SwiftUI's `onDelete` hands them over.
  ///
  /// ```swift
  /// case .delete(let offsets):
  ///   state.todos.remove(atOffsets: offsets)
  /// ```
  ///
  /// - Parameter offsets: Valid indices.
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard !offsets.isEmpty else { return }
    var kept = elementsArray
    for offset in offsets.reversed() { kept.remove(at: offset) }
    replaceElements(with: kept)
  }

  /// Moves the elements at `offsets` to before the element at `destination`, keeping their
  /// order, with SwiftUI's `onMove` semantics (`destination` counts positions before the
  /// move; `count` moves them to the end).
  ///
  /// ```swift
  /// state.todos.move(fromOffsets: [0], toOffset: 2)   // [a, b, c] → [b, a, c]
  /// ```
  ///
  /// - Parameters:
  ///   - offsets: Valid indices of the elements to move.
  ///   - destination: An index in `0...count`.
  public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    guard !offsets.isEmpty else { return }
    let all = elementsArray
    let moving = offsets.map { all[$0] }
    var kept = all
    for offset in offsets.reversed() { kept.remove(at: offset) }
    let insertion = destination - offsets.count(in: 0..<destination)
    kept.insert(contentsOf: moving, at: insertion)
    replaceElements(with: kept)
  }
}
