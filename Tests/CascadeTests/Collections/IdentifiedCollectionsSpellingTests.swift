import Cascade
import Testing

private struct User: Identifiable, Equatable {
  let id: Int
  var name: String
}

/// swift-identified-collections' spellings, used as its README and tests use them.
@Suite("IdentifiedArray under swift-identified-collections' names")
struct IdentifiedCollectionsSpellingTests {
  private let users: IdentifiedArrayOf<User> = [
    User(id: 1, name: "Blob"), User(id: 2, name: "Blob Jr."), User(id: 3, name: "Blob Sr."),
  ]

  /// Every element is found at its position by its id, and only those.
  private func consistent(_ array: IdentifiedArrayOf<User>) -> Bool {
    array.indices.allSatisfy { array.index(id: array[$0].id) == $0 }
      && array.ids.allSatisfy { array[id: $0]?.id == $0 }
      && Set(array.ids).count == array.count
  }

  @Test("init(uniqueElements:) and init(uncheckedUniqueElements:) keep the order")
  func uniqueElements() {
    let made = IdentifiedArray(uniqueElements: users.elements)
    #expect(made == users)
    #expect(IdentifiedArray(uncheckedUniqueElements: users.elements).ids == [1, 2, 3])
    #expect(IdentifiedArray(uniqueElements: users.elements, id: \.id).elements == users.elements)
  }

  @Test("a duplicate id in init(uniqueElements:) stops the program")
  func duplicateTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = IdentifiedArray(uniqueElements: [User(id: 1, name: "A"), User(id: 1, name: "B")])
    }
  }

  @Test("a duplicate id in an array literal stops the program, as in TCA")
  func duplicateLiteralTraps() async {
    await #expect(processExitsWith: .failure) {
      let array: IdentifiedArrayOf<User> = [User(id: 1, name: "A"), User(id: 1, name: "B")]
      _ = array
    }
  }

  @Test("init(_:uniquingIDsWith:) combines elements sharing an id, in the first one's place")
  func uniquingIDs() {
    let merged = IdentifiedArray(
      [User(id: 1, name: "A"), User(id: 2, name: "B"), User(id: 1, name: "C")]
    ) { first, second in User(id: first.id, name: first.name + second.name) }
    #expect(merged.elements == [User(id: 1, name: "AC"), User(id: 2, name: "B")])
    #expect(consistent(merged))
  }

  @Test("updateOrAppend replaces in place or appends, returning the original")
  func updateOrAppend() {
    var array = users
    #expect(array.updateOrAppend(User(id: 2, name: "Blob II")) == User(id: 2, name: "Blob Jr."))
    #expect(array[1].name == "Blob II")
    #expect(array.updateOrAppend(User(id: 4, name: "Blob III")) == nil)
    #expect(array.ids == [1, 2, 3, 4])
    #expect(consistent(array))
  }

  @Test("updateOrInsert(_:at:) replaces in place or inserts at the index")
  func updateOrInsert() {
    var array = users
    let replaced = array.updateOrInsert(User(id: 3, name: "Blob III"), at: 0)
    #expect(replaced.originalMember == User(id: 3, name: "Blob Sr.") && replaced.index == 2)
    let inserted = array.updateOrInsert(User(id: 0, name: "Zero"), at: 0)
    #expect(inserted.originalMember == nil && inserted.index == 0)
    #expect(array.ids == [0, 1, 2, 3])
    #expect(consistent(array))
  }

  @Test("update(_:at:) replaces the element with the same id")
  func update() {
    var array = users
    #expect(array.update(User(id: 1, name: "Blobby"), at: 0).name == "Blob")
    #expect(array[id: 1]?.name == "Blobby")
  }

  @Test("append(contentsOf:) skips ids already present; removeAll empties")
  func appendAndRemoveAll() {
    var array = users
    array.append(contentsOf: [User(id: 3, name: "dup"), User(id: 4, name: "Four")])
    #expect(array.ids == [1, 2, 3, 4] && array[id: 3]?.name == "Blob Sr.")
    array.removeAll()
    #expect(array.isEmpty && array[id: 1] == nil)
    array.append(User(id: 1, name: "Again"))
    #expect(consistent(array))
  }

  @Test("removeFirst, removeLast, and their counted forms keep the index")
  func removeEnds() {
    var array = users
    #expect(array.removeFirst().id == 1)
    #expect(array.removeLast().id == 3)
    #expect(array.ids == [2] && consistent(array))
    array = users
    array.removeFirst(2)
    #expect(array.ids == [3] && consistent(array))
    array = users
    array.removeLast(2)
    #expect(array.ids == [1] && array[id: 3] == nil && consistent(array))
  }

  @Test("remove(id:), insert(_:at:), move and sort, as TCA's reducers use them")
  func everydayMutations() {
    var array = users
    #expect(array.remove(id: 2)?.name == "Blob Jr.")
    array.insert(User(id: 5, name: "Five"), at: 0)
    array.move(fromOffsets: [0], toOffset: 3)
    #expect(array.ids == [1, 3, 5])
    array.sort { $0.name > $1.name }
    #expect(array.ids == [5, 3, 1] && consistent(array))
  }
}

@Suite("TCA's type aliases for a reducer's body and effects")
struct ReducerOfTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case tapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return increment()
      }
    }
    func increment() -> EffectOf<Self> { .none }
  }

  @Test("some ReducerOf<Self> and EffectOf<Self> compile and run")
  @MainActor
  func aliases() {
    let store = StoreOf<Counter>(initialState: Counter.State()) { Counter() }
    store.send(.tapped)
    #expect(store.state.count == 1)
  }
}

@Suite("StackState under TCA's names")
struct StackStateSpellingTests {
  @Test("removeAll() pops every element, and later pushes get fresh ids")
  func removeAll() {
    var path = StackState(["a", "b", "c"])
    let before = path.ids
    path.removeAll()
    #expect(path.isEmpty)
    path.append("d")
    #expect(path.count == 1 && !before.contains(path.ids[0]))
  }
}
