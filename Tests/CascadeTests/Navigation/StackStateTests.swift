import Cascade
import Foundation
import Testing

/// A navigation path's screens, as a TCA app's `Path.State` enum.
enum StackScreen: Equatable, Codable, CasePathable {
  case detail(Detail)
  case settings

  struct Detail: Equatable, Codable { var title: String }
}

@Suite("StackState at TCA's reach: literals, one case by id, coding")
struct StackStateTests {
  @Test("an array literal numbers its elements as appends would")
  func arrayLiteral() {
    let path: StackState<StackScreen> = [.detail(.init(title: "a")), .settings]
    #expect(path.ids == [0, 1])
    var appended = StackState<StackScreen>()
    appended.append(.detail(.init(title: "a")))
    appended.append(.settings)
    #expect(path == appended)
  }

  @Test("[id:case:] reads and writes an element's payload when it is that case")
  func idAndCase() {
    var path: StackState<StackScreen> = [.detail(.init(title: "a")), .settings]
    #expect(path[id: 0, case: \.detail]?.title == "a")
    #expect(path[id: 1, case: \.detail] == nil)
    path[id: 0, case: \.detail]?.title = "Milk"
    #expect(path[id: 0] == .detail(.init(title: "Milk")))
    // Another case, or a missing id: nothing is written.
    path[id: 1, case: \.detail] = .init(title: "x")
    path[id: 7, case: \.detail] = .init(title: "x")
    #expect(Array(path) == [.detail(.init(title: "Milk")), .settings])
    path[id: 0, case: \.detail] = nil
    #expect(path.ids == [1])
  }

  @Test("a stack encodes as its elements and decodes numbered from 0")
  func coding() throws {
    var path: StackState<StackScreen> = [.settings, .detail(.init(title: "a")), .settings]
    path.pop(from: 1)
    path.append(.detail(.init(title: "b")))
    let data = try JSONEncoder().encode(path)
    let decoded = try JSONDecoder().decode(StackState<StackScreen>.self, from: data)
    #expect(Array(decoded) == Array(path))
    #expect(path.ids == [0, 3])
    #expect(decoded.ids == [0, 1])
    let empty = try JSONDecoder().decode(StackState<StackScreen>.self, from: Data("[]".utf8))
    #expect(empty.isEmpty)
  }
}
