import Cascade
import Testing

private struct OrderedRow: Identifiable, Equatable, Comparable {
  let id: Int
  var title: String

  static func < (lhs: OrderedRow, rhs: OrderedRow) -> Bool { lhs.title < rhs.title }
}

@Suite("IdentifiedArray as a MutableCollection")
struct IdentifiedArrayMutationTests {
  private var rows: IdentifiedArrayOf<OrderedRow> {
    [
      OrderedRow(id: 1, title: "c"), OrderedRow(id: 2, title: "a"), OrderedRow(id: 3, title: "d"),
      OrderedRow(id: 4, title: "b"),
    ]
  }

  /// Every element is found at its position by its id.
  private func consistent(_ array: IdentifiedArrayOf<OrderedRow>) -> Bool {
    array.indices.allSatisfy { array.index(id: array[$0].id) == $0 }
      && array.ids.allSatisfy { array[id: $0]?.id == $0 }
  }

  @Test("a position's setter changes the element and keeps its id")
  func positionSetter() {
    var array = rows
    array[0].title = "changed"
    #expect(array[id: 1]?.title == "changed")
    #expect(consistent(array))
  }

  @Test("swapAt, sort, reverse, shuffle and partition keep ids and positions consistent")
  func reorderings() {
    var array = rows
    array.swapAt(0, 3)
    #expect(array.ids == [4, 2, 3, 1])
    #expect(consistent(array))
    array.sort(by: { $0.id < $1.id })
    #expect(array.ids == [1, 2, 3, 4])
    #expect(consistent(array))
    array.sort()
    #expect(array.map(\.title) == ["a", "b", "c", "d"])
    #expect(consistent(array))
    array.reverse()
    #expect(array.map(\.title) == ["d", "c", "b", "a"])
    #expect(consistent(array))
    var generator = SeededRandomNumberGenerator(seed: 1)
    array.shuffle(using: &generator)
    #expect(Set(array.ids) == [1, 2, 3, 4])
    #expect(consistent(array))
    let pivot = array.partition { $0.id.isMultiple(of: 2) }
    #expect(array[..<pivot].allSatisfy { !$0.id.isMultiple(of: 2) })
    #expect(consistent(array))
  }

  @Test("filter returns an IdentifiedArray; index(id:) finds a position")
  func filterAndIndex() {
    let even: IdentifiedArrayOf<OrderedRow> = rows.filter { $0.id.isMultiple(of: 2) }
    #expect(even.ids == [2, 4])
    #expect(even.index(id: 4) == 1)
    #expect(even.index(id: 3) == nil)
    #expect(rows.index(id: 3) == 2)
  }
}
