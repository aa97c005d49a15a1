import Testing

@testable import Cascade

@Suite("Equality by structure, for state that is not Equatable")
struct StructuralEqualityTests {
  final class Box {
    var value: Int
    init(_ value: Int) { self.value = value }
  }

  enum Event {
    case none
    case named(String, weight: Int)
    case boxed(Box)
  }

  struct Record {
    var id: Int
    var callback: () -> Void = {}
    var event: Event = .none
    var children: [Record] = []
    var table: [String: Event] = [:]
    var pair: (Int, Box?) = (0, nil)
  }

  @Test("equal structures are equal; one differing leaf anywhere makes them differ")
  func nestedStructures() {
    let box = Box(1)
    var a = Record(id: 1, event: .named("x", weight: 2), children: [Record(id: 2)])
    a.table = ["k": .boxed(box), "j": .none]
    a.pair = (3, box)
    var b = a
    b.callback = { print("another closure") }
    #expect(StructuralEquality.isEqual(a, b))
    b.children[0].event = .named("x", weight: 3)
    #expect(!StructuralEquality.isEqual(a, b))
    b = a
    b.table["j"] = .named("", weight: 0)
    #expect(!StructuralEquality.isEqual(a, b))
    b = a
    b.children.append(Record(id: 3))
    #expect(!StructuralEquality.isEqual(a, b))
    b = a
    b.pair.0 = 4
    #expect(!StructuralEquality.isEqual(a, b))
  }

  @Test("a class instance is equal only to itself, whatever its fields")
  func classIdentity() {
    let box = Box(1)
    #expect(StructuralEquality.isEqual(Event.boxed(box), Event.boxed(box)))
    #expect(!StructuralEquality.isEqual(Event.boxed(box), Event.boxed(Box(1))))
  }

  @Test("enum cases without payload compare by case")
  func payloadlessCases() {
    #expect(StructuralEquality.isEqual(Event.none, Event.none))
    #expect(!StructuralEquality.isEqual(Event.none, Event.named("", weight: 0)))
  }

  @Test("dictionaries compare by key, whatever their order")
  func dictionaries() {
    var left: [Int: Event] = [:]
    var right: [Int: Event] = [:]
    for key in 0..<50 { left[key] = .named("\(key)", weight: key) }
    for key in (0..<50).reversed() { right[key] = .named("\(key)", weight: key) }
    #expect(StructuralEquality.isEqual(left, right))
    right[7] = Event.none
    #expect(!StructuralEquality.isEqual(left, right))
  }

  @Test("values of different types are never equal; metatypes compare by identity")
  func typesAndMetatypes() {
    #expect(!StructuralEquality.isEqual(1, "1"))
    #expect(StructuralEquality.isEqual(Int.self, Int.self))
    #expect(!StructuralEquality.isEqual(Int.self as Any.Type, String.self as Any.Type))
  }

  @Test("Equatable state keeps its own ==")
  func equatableUsesItsOwnEquality() {
    struct Loose: Equatable {
      var value: Int
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.value % 10 == rhs.value % 10 }
    }
    #expect(StructuralEquality.comparator(for: Loose.self)(Loose(value: 1), Loose(value: 11)))
    #expect(!StructuralEquality.isStructural(Loose.self))
    #expect(StructuralEquality.isStructural(Record.self))
  }

  @Test("only functions are recognised as functions")
  func functions() {
    let closure: (Int) -> Int = { $0 }
    #expect(StructuralEquality.isFunction(closure))
    #expect(!StructuralEquality.isFunction(1))
    #expect(!StructuralEquality.isFunction(Box(1)))
    #expect(!StructuralEquality.isFunction(Event.none))
  }
}
