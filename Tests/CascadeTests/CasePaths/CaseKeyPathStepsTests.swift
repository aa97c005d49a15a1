import Cascade
import CascadeTesting
import Testing

private typealias Root = KeyPathApp.Root

@Suite("A test sends and receives by case key path, through every kind of child")
@MainActor
struct CaseKeyPathStepsTests {
  private func makeStore() -> TestStoreOf<Root> {
    TestStore(initialState: Root.State()) { Root() }
  }

  @Test("send(\\.a.b, value) and receive(\\.a.b.c.d, value) four links deep")
  func nestedSendAndReceive() async {
    let store = makeStore()
    await store.send(\.login.loginTapped) { $0.login.twoFactor = newTwoFactor() }
    await store.send(\.login.twoFactor.codeChanged, "1234") { $0.login.twoFactor?.code = "1234" }
    await store.send(\.login.twoFactor.submitTapped)
    await store.receive(\.login.twoFactor.twoFactorResponse.success, "token") {
      $0.login.twoFactor?.token = "token"
    }
  }

  @Test("receive(\\.a.b) accepts any payload of the case")
  func receiveAnyPayload() async {
    let store = makeStore()
    await store.send(\.login.loginTapped) { $0.login.twoFactor = newTwoFactor() }
    await store.send(\.login.twoFactor.codeChanged, "0000") { $0.login.twoFactor?.code = "0000" }
    await store.send(\.login.twoFactor.submitTapped)
    await store.receive(\.login.twoFactor.twoFactorResponse.failure)
  }

  @Test("a list's and a stack's elements, by id")
  func elements() async {
    let store = makeStore()
    await store.send(\.rows[id: 2].toggleTapped) { $0.rows[id: 2]?.isDone = true }
    await store.send(\.path.push, (id: 0, state: KeyPathApp.Row.State(id: 9))) {
      $0.path.append(KeyPathApp.Row.State(id: 9))
    }
    await store.send(\.path[id: 0].toggleTapped) { $0.path[id: 0]?.isDone = true }
    await store.send(\.path.popFrom, 0) { $0.path = StackState() }
  }

  @Test(
    "an enum destination: modify(\\.edit) asserts inside the case; the alert's button closes it")
  func destination() async {
    let store = makeStore()
    await store.send(\.editTapped, 5) { $0.destination = .edit(KeyPathApp.Row.State(id: 5)) }
    await store.send(\.destination.edit.toggleTapped) {
      $0.destination.modify(\.edit) { $0.isDone = true }
    }
    await store.send(\.destination.dismiss) { $0.destination = nil }
    await store.send(\.deleteTapped) { $0.destination = .alert(Root.deleteAlert) }
    await store.send(\.destination.alert, .confirm) {
      $0.confirmed = 1
      $0.destination = nil
    }
  }

  @Test("an action for a case that is not presented is ignored with a warning: the alert stays")
  func otherCaseIgnored() async {
    let store = makeStore()
    await store.send(\.deleteTapped) { $0.destination = .alert(Root.deleteAlert) }
    await withKnownIssue {
      await store.send(\.destination.edit.toggleTapped)
    } matching: { issue in
      issue.description.contains(
        "received a child action of the case 'edit' while the 'alert' case is presented")
    }
    #expect(store.state.destination == .alert(Root.deleteAlert))
  }

  @Test("a failing receive(\\.a.b) names its own line and the action that arrived, no Cascade line")
  func failingReceive() async {
    let store = makeStore()
    await store.send(\.login.loginTapped) { $0.login.twoFactor = newTwoFactor() }
    await store.send(\.login.twoFactor.codeChanged, "1234") { $0.login.twoFactor?.code = "1234" }
    await store.send(\.login.twoFactor.submitTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.login.twoFactor.twoFactorResponse.failure)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.description.contains(
          "Received unexpected action .login(.twoFactor(.presented(.twoFactorResponse(.success(\"token\")))))"
        )
        && issue.description.contains("expecting an action of the case this receive names")
        && !issue.description.contains("Cascade/")
    }
  }

  @Test("a failing receive of a case path through a presentation names no line inside Cascade")
  func failingReceiveOfCasePath() async {
    let store = makeStore()
    await store.send(\.login.loginTapped) { $0.login.twoFactor = newTwoFactor() }
    await store.send(\.login.twoFactor.submitTapped)
    let path = CasePath(\Case<Root.Action>.login)
      .appending(KeyPathApp.Login.Action.twoFactorCase)
      .appending(PresentationAction.presentedCase)
    await withKnownIssue {
      await store.receive(path.appending(CasePath(\Case<KeyPathApp.TwoFactor.Action>.codeChanged)))
    } matching: { issue in
      issue.description.contains("expecting an action of the case path written at")
        && !issue.description.contains("Cascade/")
    }
  }
}

/// The two-factor state a tap on "log in" presents.
private func newTwoFactor() -> KeyPathApp.TwoFactor.State { KeyPathApp.TwoFactor.State() }

extension KeyPathApp.Login.Action {
  /// A hand-written case path, for the test of mixed chains.
  fileprivate static let twoFactorCase = CasePath(Self.twoFactor) {
    if case .twoFactor(let action) = $0 { action } else { nil }
  }
}
