import CascadeTesting
import Foundation
import Testing

@testable import Cascade

/// 64 bytes inline.
private struct Words: Equatable, Sendable {
  var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0
}

/// Twice `Half`, inline.
private struct Twice<Half: Equatable & Sendable & Makeable>: Equatable, Sendable, Makeable {
  var first = Half()
  var second = Half()
}

/// 64 KB inline, and a tag.
private struct Block: Equatable, Sendable {
  typealias KiB64 = Twice<Twice<Twice<Twice<Twice<Twice<Twice<Twice<Twice<Twice<Words>>>>>>>>>>
  var bytes = KiB64()
  var tag = 0
}

/// Two boxed halves: the logical size doubles at each level, the inline size does not grow.
private struct Halves<Half: Equatable & Sendable>: Equatable, Sendable {
  @CopyOnWrite var first: Half
  @CopyOnWrite var second: Half
}

private protocol Makeable { init() }
extension Words: Makeable {}
extension Block: Makeable {}
extension Halves: Makeable where Half: Makeable {
  init() {
    first = Half()
    second = Half()
  }
}

/// 64 KB × 2⁸ = 16 MB of state: more than any thread's stack.
private typealias Huge = Halves<Halves<Halves<Halves<Halves<Halves<Halves<Halves<Block>>>>>>>>

private struct Archive: Reducer {
  struct State: Equatable, Sendable {
    var huge = Huge()
    @CopyOnWrite var title = "draft"
  }
  enum Action: Equatable {
    case tag(Int)
    case rename(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tag(let tag):
      state.huge.second.first.second.first.second.first.second.first.tag = tag
    case .rename(let title):
      state.title = title
    }
    return .none
  }
}

extension Archive.State {
  fileprivate var titleBox: CopyOnWrite<String> { _title }
}

extension Halves {
  fileprivate var secondBox: CopyOnWrite<Half> { _second }
}

/// A non-Equatable state holding a boxed part: compared by structure.
private struct Notes: Reducer {
  struct Page {
    var text: String
    var words: Int
  }
  struct State {
    @CopyOnWrite var page = Page(text: "", words: 0)
    var onSave: @Sendable () -> Void = {}
  }
  func reduce(into state: inout State, action: String) -> Effect<String> {
    state.page.text = action
    state.page.words = action.split(separator: " ").count
    return .none
  }
}

@Suite("CopyOnWrite holds large state")
@MainActor
struct CopyOnWriteTests {
  @Test("a state larger than any stack is made, stored, sent to and read")
  func stateLargerThanAnyStack() {
    // The whole state is 16 MB; inline it is the references to its two halves and a title.
    #expect(MemoryLayout<Archive.State>.size <= 32)
    let store = Store(initialState: Archive.State()) { Archive() }
    store.send(.tag(7))
    #expect(store.huge.second.first.second.first.second.first.second.first.tag == 7)
    #expect(store.huge.first.first.first.first.first.first.first.first.tag == 0)
    let title = store.scope(state: \.title, action: CasePath(Archive.Action.rename) { _ in nil })
    title.send("final")
    #expect(store.title == "final")
  }

  @Test("copies share one box until one changes; a change leaves the other copies as they were")
  func valueSemantics() {
    var original = Archive.State()
    var copy = original
    #expect(copy.titleBox.sharesStorage(with: original.titleBox))
    copy.title = "copy"
    #expect(original.title == "draft")
    #expect(!copy.titleBox.sharesStorage(with: original.titleBox))
    // Shared with `copy`: the change copies the box it goes through, once.
    let shared = original.huge.secondBox.storage
    original.huge.second.second.second.second.second.second.second.second.tag = 1
    #expect(original.huge.secondBox.storage !== shared)
    #expect(copy.huge.secondBox.storage === shared)
    #expect(copy.huge.second.second.second.second.second.second.second.second.tag == 0)
    // No longer shared: changed in place, the box kept (its identity, not a reference: a
    // reference held here would share it).
    let own = ObjectIdentifier(original.huge.secondBox.storage)
    original.huge.second.second.second.second.second.second.second.second.tag = 2
    #expect(ObjectIdentifier(original.huge.secondBox.storage) == own)
    #expect(original != copy)
  }

  @Test("TestStore asserts through the box, Equatable or not")
  func testStoreSeesTheValue() async {
    let archive = TestStore(initialState: Archive.State()) { Archive() }
    await archive.send(.tag(3)) {
      $0.huge.second.first.second.first.second.first.second.first.tag = 3
    }
    await archive.send(.rename("final")) { $0.title = "final" }

    let notes = TestStore(initialState: Notes.State()) { Notes() }
    await notes.send("two words") { $0.page = Notes.Page(text: "two words", words: 2) }
    await withKnownIssue {
      await notes.send("three words now") { $0.page.text = "three words now" }
    } matching: { issue in
      issue.description.contains("− page.words: 2\n+ page.words: 3")
        && !issue.description.contains("another instance")
    }
  }

  @Test("encoded as the value alone, decoded into a box")
  func codable() throws {
    struct Settings: Codable, Equatable {
      @CopyOnWrite var name = "a"
      var count = 1
    }
    let data = try JSONEncoder().encode(Settings(name: "b", count: 2))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["name"] as? String == "b")
    #expect(try JSONDecoder().decode(Settings.self, from: data) == Settings(name: "b", count: 2))
  }
}
