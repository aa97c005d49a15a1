import Cascade
import CascadeTesting
import Testing

private typealias Action = KeyPathApp.Root.Action

@Suite("A case key path stands for the case path its links make")
struct CaseKeyPathTests {
  @Test("four links deep, through a presentation and a Result")
  func nested() {
    let path = CasePath(\Case<Action>.login.twoFactor.twoFactorResponse.success)
    let action = Action.login(.twoFactor(.presented(.twoFactorResponse(.success("t")))))
    #expect(path.embed("t") == action)
    #expect(path.extract(action) == "t")
    #expect(
      path.extract(.login(.twoFactor(.presented(.twoFactorResponse(.failure(.init(reason: "x")))))))
        == nil)
    #expect(path.extract(.login(.twoFactor(.dismiss))) == nil)
  }

  @Test("a presentation's presented step may be named or left out; dismiss is its own case")
  func presentation() {
    let short = CasePath(\Case<Action>.destination.alert)
    let long = CasePath(\Case<Action>.destination.presented.alert)
    #expect(short.embed(.confirm) == .destination(.presented(.alert(.confirm))))
    #expect(long.embed(.confirm) == short.embed(.confirm))
    let dismiss = CasePath(\Case<Action>.destination.dismiss)
    #expect(dismiss.embed(()) == .destination(.dismiss))
    #expect(dismiss.extract(.destination(.presented(.alert(.confirm)))) == nil)
  }

  @Test("one element of a list or a stack, by its id, and never another element")
  func elements() {
    for id in [1, 2] {
      let row = CasePath(\Case<Action>.rows[id: id].renamed)
      #expect(row.embed("a") == .rows(.element(id: id, action: .renamed("a"))))
      #expect(row.extract(.rows(.element(id: 3 - id, action: .renamed("a")))) == nil)
    }
    let element = CasePath(\Case<Action>.path[id: 0].toggleTapped)
    #expect(element.embed(()) == .path(.element(id: 0, action: .toggleTapped)))
    #expect(element.extract(.path(.element(id: 1, action: .toggleTapped))) == nil)
    let popFrom = CasePath(\Case<Action>.path.popFrom)
    #expect(popFrom.extract(.path(.popFrom(id: 3))) == 3)
  }

  @Test("Result and Optional have their cases")
  func standardEnums() {
    let failure = CasePath(\Case<Result<Int, KeyPathApp.LoginError>>.failure)
    #expect(failure.extract(.failure(.init(reason: "no"))) == .init(reason: "no"))
    #expect(failure.extract(.success(1)) == nil)
    let some = CasePath(\Case<Int?>.some)
    #expect(some.extract(4) == 4)
    #expect(some.extract(nil) == nil)
  }

  @Test("is, subscript(case:) and modify read and change one case")
  func membership() {
    var action = Action.rows(.element(id: 1, action: .renamed("a")))
    #expect(action.is(\.rows))
    #expect(!action.is(\.login))
    #expect(action[case: \.rows[id: 1].renamed] == "a")
    #expect(action[case: \.rows[id: 2].renamed] == nil)
    action.modify(\.rows[id: 1].renamed) { $0 += "b" }
    #expect(action == .rows(.element(id: 1, action: .renamed("ab"))))
  }

  @Test("modify of another case changes nothing and says what it found")
  func modifyOtherCase() {
    var action = Action.deleteTapped
    withKnownIssue {
      action.modify(\.editTapped) { $0 += 1 }
    } matching: { issue in
      issue.description.contains("'modify' found .deleteTapped, not the case it was given")
    }
    #expect(action == .deleteTapped)
  }

  @Test("a key path written twice gives the same identity, so the same scoped store")
  @MainActor
  func identity() {
    let store = Store(initialState: KeyPathApp.Root.State()) { KeyPathApp.Root() }
    let first = store.scope(state: \.login, action: \.login)
    let second = store.scope(state: \.login, action: \.login)
    #expect(first === second)
    first.send(.emailChanged("a@b.c"))
    #expect(store.login.email == "a@b.c")
  }
}
