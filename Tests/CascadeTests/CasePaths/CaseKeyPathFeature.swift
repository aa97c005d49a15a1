import Cascade

/// A small app reached everywhere through case key paths (TicTacToe's and SyncUps' shapes).
enum KeyPathApp {}

extension KeyPathApp {
  /// Why a login fails, for `Result` case key paths.
  struct LoginError: Error, Equatable {
    var reason: String
  }

  /// A two-factor step presented by the login screen: its response arrives as a `Result`.
  struct TwoFactor: Reducer {
    struct State: Equatable {
      var code = ""
      var token: String?
    }

    enum Action: Equatable, CasePathable {
      case codeChanged(String)
      case submitTapped
      case twoFactorResponse(Result<String, LoginError>)

      struct AllCasePaths {
        var codeChanged: CasePath<Action, String> {
          .init(Action.codeChanged) { if case .codeChanged(let v) = $0 { v } else { nil } }
        }
        var submitTapped: CasePath<Action, Void> {
          .init(Action.submitTapped)
        }
        var twoFactorResponse: CasePath<Action, Result<String, LoginError>> {
          .init(Action.twoFactorResponse) {
            if case .twoFactorResponse(let v) = $0 { v } else { nil }
          }
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .codeChanged(let code):
        state.code = code
        return .none
      case .submitTapped:
        let code = state.code
        return .run { send in
          await send(
            .twoFactorResponse(
              code == "1234" ? .success("token") : .failure(LoginError(reason: code)))
          )
        }
      case .twoFactorResponse(.success(let token)):
        state.token = token
        return .none
      case .twoFactorResponse(.failure):
        return .none
      }
    }
  }

  /// A login screen presenting the two-factor step.
  struct Login: Reducer {
    struct State: Equatable {
      var email = ""
      @Presents var twoFactor: TwoFactor.State?
    }

    enum Action: Equatable, CasePathable {
      case emailChanged(String)
      case loginTapped
      case twoFactor(PresentationAction<TwoFactor.Action>)

      struct AllCasePaths {
        var emailChanged: CasePath<Action, String> {
          .init(Action.emailChanged) { if case .emailChanged(let v) = $0 { v } else { nil } }
        }
        var loginTapped: CasePath<Action, Void> {
          .init(Action.loginTapped)
        }
        var twoFactor: CasePath<Action, PresentationAction<TwoFactor.Action>> {
          .init(Action.twoFactor) { if case .twoFactor(let v) = $0 { v } else { nil } }
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .emailChanged(let email):
          state.email = email
        case .loginTapped:
          state.twoFactor = TwoFactor.State()
        case .twoFactor:
          break
        }
        return .none
      }
      .ifLet(\.$twoFactor, action: \.twoFactor) { TwoFactor() }
    }
  }

  /// A row of a list, and an element of a stack.
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var isDone = false
    }

    enum Action: Equatable, CasePathable {
      case toggleTapped
      case renamed(String)

      struct AllCasePaths {
        var toggleTapped: CasePath<Action, Void> {
          .init(Action.toggleTapped)
        }
        var renamed: CasePath<Action, String> {
          .init(Action.renamed) { if case .renamed(let v) = $0 { v } else { nil } }
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if action == .toggleTapped { state.isDone.toggle() }
      return .none
    }
  }

  /// The destinations of the root: an editor of a row, or an alert (TCA's `@Reducer enum`).
  struct Destination: Reducer {
    enum State: Equatable, CasePathable {
      case edit(Row.State)
      case alert(AlertState<Action.Alert>)

      struct AllCasePaths {
        var edit: CasePath<State, Row.State> {
          .init(State.edit) { if case .edit(let v) = $0 { v } else { nil } }
        }
        var alert: CasePath<State, AlertState<Action.Alert>> {
          .init(State.alert) { if case .alert(let v) = $0 { v } else { nil } }
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    enum Action: Equatable, CasePathable {
      case edit(Row.Action)
      case alert(Alert)

      enum Alert: Equatable { case confirm }

      struct AllCasePaths {
        var edit: CasePath<Action, Row.Action> {
          .init(Action.edit) { if case .edit(let v) = $0 { v } else { nil } }
        }
        var alert: CasePath<Action, Alert> {
          .init(Action.alert) { if case .alert(let v) = $0 { v } else { nil } }
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.edit, action: \.edit) { Row() }
    }
  }

  /// A root reaching every kind of child through case key paths: a scoped child, a list, a
  /// stack and an enum destination.
  struct Root: Reducer {
    struct State: Equatable {
      var login = Login.State()
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
      var path = StackState<Row.State>()
      @Presents var destination: Destination.State?
      var confirmed = 0
    }

    enum Action: Equatable, CasePathable {
      case login(Login.Action)
      case rows(IdentifiedActionOf<Row>)
      case path(StackAction<Row.State, Row.Action>)
      case destination(PresentationAction<Destination.Action>)
      case editTapped(Int)
      case deleteTapped

      struct AllCasePaths {
        var login: CasePath<Action, Login.Action> {
          .init(Action.login) { if case .login(let v) = $0 { v } else { nil } }
        }
        var rows: CasePath<Action, IdentifiedActionOf<Row>> {
          .init(Action.rows) { if case .rows(let v) = $0 { v } else { nil } }
        }
        var path: CasePath<Action, StackAction<Row.State, Row.Action>> {
          .init(Action.path) { if case .path(let v) = $0 { v } else { nil } }
        }
        var destination: CasePath<Action, PresentationAction<Destination.Action>> {
          .init(Action.destination) { if case .destination(let v) = $0 { v } else { nil } }
        }
        var editTapped: CasePath<Action, Int> {
          .init(Action.editTapped) { if case .editTapped(let v) = $0 { v } else { nil } }
        }
        var deleteTapped: CasePath<Action, Void> {
          .init(Action.deleteTapped)
        }
      }
      static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    static let deleteAlert = AlertState<Destination.Action.Alert>(
      title: "Delete?", buttons: [ButtonState(action: .confirm, label: "Delete")])

    var body: some Reducer<State, Action> {
      Scope(state: \.login, action: \.login) { Login() }
      Reduce { state, action in
        switch action {
        case .editTapped(let id):
          state.destination = .edit(Row.State(id: id))
        case .deleteTapped:
          state.destination = .alert(Self.deleteAlert)
        case .destination(.presented(.alert(.confirm))):
          state.confirmed += 1
        case .login, .rows, .path, .destination:
          break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
      .forEach(\.path, action: \.path) { Row() }
      .ifLet(\.$destination, action: \.destination) { Destination() }
    }
  }
}
