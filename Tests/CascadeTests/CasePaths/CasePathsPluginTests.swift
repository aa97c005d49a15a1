import Cascade
import Testing

// Enums of every case shape a TCA app declares, whose cases the package's CasePathsPlugin
// lists (this target uses it): none of them writes `AllCasePaths`.

enum PluginShapes: CasePathable, Equatable {
  case plain
  case one(Int)
  case labeled(id: Int)
  case pair(String, Int)
  case named(name: String, count: Int = 0)
  indirect case nested(PluginShapes)
  case first(String)
  case `default`, last
  // case commented(Int)
  #if DEBUG
    case configuration(String)
  #else
    case configuration(Int)
  #endif
  case optional([String: Int]?)

  /// Text that looks like a case, to be skipped.
  var text: String { "case fake(Int) \("case alsoFake")" }
}

struct PluginFeature {
  enum Action: CasePathable, Equatable {
    case child(Child.Action)
    case tap
  }

  enum Child {
    enum Action: Equatable { case go }
  }
}

extension PluginFeature {
  enum Destination: CasePathable, Equatable { case edit(Int) }
}

enum PluginGeneric<Payload: Equatable & Sendable>: CasePathable, Equatable {
  case value(Payload)
  case none
}

struct PluginOuter<T: Equatable & Sendable> {
  enum Action: CasePathable, Equatable { case wrapped(T) }
}

/// A public enum: its listed cases are public too.
public enum PluginPublic: CasePathable, Equatable { case count(Int) }

enum PluginLater: Equatable {
  case a
  case b(String)
}
extension PluginLater: CasePathable {}

@Suite("The case paths plugin lists every case of every shape, as written")
struct CasePathsPluginTests {
  @Test("a case without a payload, with one, labeled, or with several")
  func shapes() {
    #expect(PluginShapes.plain.is(\.plain))
    #expect(!PluginShapes.plain.is(\.last))
    #expect(PluginShapes.one(3)[case: \.one] == 3)
    #expect(PluginShapes.labeled(id: 4)[case: \.labeled] == 4)
    #expect(CasePath(\Case<PluginShapes>.labeled).embed(5) == .labeled(id: 5))
    let pair = PluginShapes.pair("a", 1)[case: \.pair]
    #expect(pair?.0 == "a" && pair?.1 == 1)
    #expect(CasePath(\Case<PluginShapes>.pair).embed(("b", 2)) == .pair("b", 2))
    let named = PluginShapes.named(name: "n", count: 2)[case: \.named]
    #expect(named?.name == "n" && named?.count == 2)
    #expect(
      CasePath(\Case<PluginShapes>.named).embed((name: "m", count: 3))
        == .named(name: "m", count: 3))
    #expect(PluginShapes.first("x")[case: \.first] == "x")
    #expect(PluginShapes.default.is(\.default))
    #expect(PluginShapes.optional(nil)[case: \.optional] == .some(nil))
  }

  @Test("an indirect case chains into its payload's cases")
  func indirect() {
    let value = PluginShapes.nested(.nested(.one(7)))
    #expect(value[case: \.nested.nested.one] == 7)
    #expect(CasePath(\Case<PluginShapes>.nested.one).embed(8) == .nested(.one(8)))
  }

  @Test("a case under #if is listed under the same condition")
  func conditional() {
    #if DEBUG
      #expect(PluginShapes.configuration("debug")[case: \.configuration] == "debug")
    #else
      #expect(PluginShapes.configuration(1)[case: \.configuration] == 1)
    #endif
  }

  @Test("nested enums, enums in extensions, generic enums and enums in generic types")
  func placement() {
    #expect(PluginFeature.Action.child(.go)[case: \.child] == .go)
    #expect(PluginFeature.Action.tap.is(\.tap))
    #expect(PluginFeature.Destination.edit(1)[case: \.edit] == 1)
    #expect(PluginGeneric<String>.value("v")[case: \.value] == "v")
    #expect(PluginGeneric<String>.none.is(\.none))
    #expect(PluginOuter<Int>.Action.wrapped(2)[case: \.wrapped] == 2)
  }

  @Test("a public enum, and one that conforms in an extension")
  func conformance() {
    #expect(PluginPublic.count(1)[case: \.count] == 1)
    #expect(PluginLater.b("z")[case: \.b] == "z")
    #expect(PluginLater.a.is(\.a))
  }

  @Test(
    "a case key path literal through a listed enum is one object, so it is looked up by identity")
  func singletons() {
    func literal() -> CaseKeyPath<PluginFeature.Action, PluginFeature.Child.Action> { \.child }
    #expect(literal() === literal())
  }
}

/// A destination read as TCA reads one: `destination?.edit`.
@dynamicMemberLookup
enum PluginDestination: CasePathable, Equatable {
  case edit(String)
  case alert(Int)
}

@Suite("A CasePathable enum marked @dynamicMemberLookup reads a case as an optional property")
struct CaseDynamicMemberTests {
  @Test("the current case's payload, nil for another case, through optional chaining")
  func readsCases() {
    let destination: PluginDestination? = .edit("Milk")
    #expect(destination?.edit == "Milk")
    #expect(destination?.alert == nil)
    #expect(PluginDestination.alert(2).alert == 2)
    let none: PluginDestination? = nil
    #expect(none?.edit == nil)
  }
}
