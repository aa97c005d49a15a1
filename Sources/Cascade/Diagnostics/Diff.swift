import Foundation

/// A readable, line-by-line difference between two values, built on `Mirror`.
///
/// Only the differing leaves are shown, each with its path from the root:
///
/// ```
/// − count: 2
/// + count: 3
/// − todos[1].title: "Buy milk"
/// + todos[1].title: "Buy bread"
/// + todos[2]: Todo(id: 3, title: "New", isDone: false)
/// ```
///
/// Structs, classes and tuples recurse by field; enums by case (a different case is one
/// leaf); optionals by payload; arrays index by index when their counts agree and otherwise
/// through a longest common subsequence, so insertions and removals show as `+`/`−` lines;
/// dictionaries by key; sets by element. `@Pulse` fields show their value and their count.
package enum Diff {
  /// The difference between `expected` and `actual`, or `nil` when they are equal.
  ///
  /// - Parameters:
  ///   - expected: The value a test expected (`−` lines).
  ///   - actual: The value it got (`+` lines).
  ///   - path: What the lines name the root (nothing by default).
  ///   - structural: Whether the values are compared as ``StructuralEquality`` does, for
  ///     state that is not `Equatable`: a class instance differs from every other instance
  ///     (a line whatever its fields), and closures are skipped.
  /// - Returns: The diff lines joined by newlines, or `nil`.
  package static func describe(
    expected: Any, actual: Any, path: String = "", structural: Bool = false
  ) -> String? {
    var lines: [String] = []
    compare(expected, actual, path: path, structural: structural, into: &lines)
    guard !lines.isEmpty else { return nil }
    if lines.count > LineDiff.limit {
      let unshown = lines.count - LineDiff.limit
      lines.removeLast(unshown)
      lines.append(LineDiff.moreDiffering(unshown))
    }
    return lines.joined(separator: "\n")
  }

  /// A short rendering of a value, as it is written in Swift (see ``ValueText``).
  package static func render(_ value: Any) -> String {
    ValueText.describe(value)
  }

  private static func compare(
    _ expected: Any, _ actual: Any, path: String, structural: Bool, into lines: inout [String]
  ) {
    if let equal = isEqual(expected, actual), equal { return }
    if structural {
      if StructuralEquality.isEqual(expected, actual) { return }
      if Mirror(reflecting: expected).displayStyle == .class,
        type(of: expected) == type(of: actual)
      {
        if (expected as AnyObject) === (actual as AnyObject) { return }
        lines.append("− \(path.isEmpty ? "" : "\(path): ")\(render(expected))")
        lines.append("+ \(path.isEmpty ? "" : "\(path): ")\(render(actual)) (another instance)")
        return
      }
    }
    if let expected = expected as? any IdentifiedReflecting,
      let actual = actual as? any IdentifiedReflecting
    {
      return compareIdentified(expected, actual, path: path, structural: structural, into: &lines)
    }
    let expectedMirror = Mirror(reflecting: expected)
    let actualMirror = Mirror(reflecting: actual)
    guard type(of: expected) == type(of: actual) else {
      return leaf(expected, actual, path: path, into: &lines)
    }
    switch (expectedMirror.displayStyle, actualMirror.displayStyle) {
    case (.optional, .optional):
      switch (expectedMirror.children.first, actualMirror.children.first) {
      case (let e?, let a?):
        compare(e.value, a.value, path: path, structural: structural, into: &lines)
      default: leaf(expected, actual, path: path, into: &lines)
      }
    case (.enum, .enum):
      let expectedCase = expectedMirror.children.first
      let actualCase = actualMirror.children.first
      // Short cases read best whole, as written: `status: .downloading(progress: 1)`.
      guard let e = expectedCase, let a = actualCase, e.label == a.label,
        render(expected).count + render(actual).count > 160
      else {
        return leaf(expected, actual, path: path, into: &lines)
      }
      compare(
        e.value, a.value, path: join(path, "(.\(e.label ?? ""))"), structural: structural,
        into: &lines)
    case (.collection, .collection):
      compareArrays(
        expectedMirror.children.map(\.value),
        actualMirror.children.map(\.value),
        path: path,
        structural: structural,
        into: &lines
      )
    case (.dictionary, .dictionary):
      compareDictionaries(
        expectedMirror, actualMirror, path: path, structural: structural, into: &lines)
    case (.set, .set):
      let expectedItems = Dictionary(
        expectedMirror.children.map { (render($0.value), $0.value) },
        uniquingKeysWith: { first, _ in first }
      )
      let actualItems = Dictionary(
        actualMirror.children.map { (render($0.value), $0.value) },
        uniquingKeysWith: { first, _ in first }
      )
      for key in expectedItems.keys.sorted() where actualItems[key] == nil {
        lines.append("− \(path){\(key)}")
      }
      for key in actualItems.keys.sorted() where expectedItems[key] == nil {
        lines.append("+ \(path){\(key)}")
      }
    case (.struct, .struct), (.class, .class), (.tuple, .tuple):
      let expectedChildren = Array(expectedMirror.children)
      let actualChildren = Array(actualMirror.children)
      guard expectedChildren.count == actualChildren.count, !expectedChildren.isEmpty else {
        return leaf(expected, actual, path: path, into: &lines)
      }
      let before = lines.count
      for (index, (e, a)) in zip(expectedChildren, actualChildren).enumerated() {
        compare(
          e.value, a.value, path: join(path, label(e.label, index: index, of: e.value)),
          structural: structural, into: &lines)
      }
      if lines.count == before, isEqual(expected, actual) == false {
        // Equal field by field but not by `==` (a custom `==`): show the whole values.
        leaf(expected, actual, path: path, into: &lines)
      }
    default:
      leaf(expected, actual, path: path, into: &lines)
    }
  }

  private static func compareArrays(
    _ expected: [Any], _ actual: [Any], path: String, structural: Bool,
    into lines: inout [String]
  ) {
    if expected.count == actual.count {
      for index in expected.indices {
        compare(
          expected[index], actual[index], path: path + "[\(index)]", structural: structural,
          into: &lines)
      }
      return
    }
    let same: (Any, Any) -> Bool =
      structural ? { StructuralEquality.isEqual($0, $1) } : { Self.same($0, $1) }
    for step in Alignment.steps(expected, actual, same: same) {
      switch step {
      case .kept: continue
      case .removed(let i): lines.append("− \(path)[\(i)]: \(render(expected[i]))")
      case .inserted(let j): lines.append("+ \(path)[\(j)]: \(render(actual[j]))")
      }
    }
  }

  /// Identified collections by id (`rows[id: 1].status`), in the actual order; elements
  /// only one side has are `−`/`+` lines.
  private static func compareIdentified(
    _ expected: any IdentifiedReflecting,
    _ actual: any IdentifiedReflecting,
    path: String,
    structural: Bool,
    into lines: inout [String]
  ) {
    let expectedElements = expected._elementsByID
    let actualElements = actual._elementsByID
    let expectedByID = Dictionary(expectedElements, uniquingKeysWith: { first, _ in first })
    let actualByID = Dictionary(actualElements, uniquingKeysWith: { first, _ in first })
    for (id, element) in expectedElements where actualByID[id] == nil {
      lines.append("− \(path)[id: \(render(id.base))]: \(render(element))")
    }
    for (id, element) in actualElements {
      let elementPath = "\(path)[id: \(render(id.base))]"
      if let old = expectedByID[id] {
        compare(old, element, path: elementPath, structural: structural, into: &lines)
      } else {
        lines.append("+ \(elementPath): \(render(element))")
      }
    }
    let commonExpected = expectedElements.map(\.0).filter { actualByID[$0] != nil }
    let commonActual = actualElements.map(\.0).filter { expectedByID[$0] != nil }
    if commonExpected != commonActual {
      lines.append("− \(path) order: \(commonExpected.map { render($0.base) })")
      lines.append("+ \(path) order: \(commonActual.map { render($0.base) })")
    }
  }

  private static func compareDictionaries(
    _ expected: Mirror,
    _ actual: Mirror,
    path: String,
    structural: Bool,
    into lines: inout [String]
  ) {
    func entries(_ mirror: Mirror) -> [String: Any] {
      var result: [String: Any] = [:]
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        result[render(pair[0].value)] = pair[1].value
      }
      return result
    }
    let expectedEntries = entries(expected)
    let actualEntries = entries(actual)
    for key in Set(expectedEntries.keys).union(actualEntries.keys).sorted() {
      let keyPath = path + "[\(key)]"
      switch (expectedEntries[key], actualEntries[key]) {
      case (let e?, let a?): compare(e, a, path: keyPath, structural: structural, into: &lines)
      case (let e?, nil): lines.append("− \(keyPath): \(render(e))")
      case (nil, let a?): lines.append("+ \(keyPath): \(render(a))")
      case (nil, nil): break
      }
    }
  }

  private static func leaf(_ expected: Any, _ actual: Any, path: String, into lines: inout [String])
  {
    let name = path.isEmpty ? "" : "\(path): "
    lines.append("− \(name)\(render(expected))")
    lines.append("+ \(name)\(render(actual))")
  }

  private static func label(_ label: String?, index: Int, of value: Any) -> String {
    guard var label else { return "\(index)" }
    // Property wrapper storage (`_alert`) is shown under the property's name (`alert`).
    if label.hasPrefix("_"), value is any PropertyWrapperReflecting {
      label.removeFirst()
    }
    return label
  }

  private static func join(_ path: String, _ component: String) -> String {
    if path.isEmpty || component.hasPrefix("(") { return path + component }
    return "\(path).\(component)"
  }

  private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    isEqual(lhs, rhs) ?? (render(lhs) == render(rhs))
  }

  /// `==` when `lhs` is `Equatable` and `rhs` has the same type; `nil` when not comparable.
  private static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return open(lhs, rhs)
  }

  private static func open<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}

/// Lets the diff recognise the storage of Cascade's property wrappers (`@Pulse`, `@Presents`,
/// `@Shared`, `@CopyOnWrite`), shown under the property's name; not for use outside Cascade.
package protocol PropertyWrapperReflecting {}

/// Lets the diff match an identified collection's elements by id; not for use outside
/// Cascade.
package protocol IdentifiedReflecting {
  /// The elements with their ids, in order.
  var _elementsByID: [(AnyHashable, Any)] { get }
}
