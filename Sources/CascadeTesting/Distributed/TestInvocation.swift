import Distributed
import Foundation

/// Records a distributed call for a ``TestActorSystem``: its generic substitutions by
/// mangled name and each argument as JSON.
public struct TestInvocationEncoder: DistributedTargetInvocationEncoder {
  /// Values crossing the test network are `Codable`.
  public typealias SerializationRequirement = any Codable

  var generics: [String] = []
  var arguments: [Data] = []

  /// Records a generic substitution by its mangled name.
  ///
  /// - Parameter type: The type.
  public mutating func recordGenericSubstitution<T>(_ type: T.Type) throws {
    guard let name = _mangledTypeName(type) else {
      throw TestNetworkError.serialization("\(type) has no mangled name")
    }
    generics.append(name)
  }

  /// Records an argument as JSON.
  ///
  /// - Parameter argument: The argument.
  public mutating func recordArgument<Value: Codable>(_ argument: RemoteCallArgument<Value>)
    throws
  {
    do {
      arguments.append(try JSONEncoder().encode(argument.value))
    } catch {
      throw TestNetworkError.serialization("argument '\(argument.label ?? "_")': \(error)")
    }
  }

  /// Nothing to record: the caller knows the error type.
  ///
  /// - Parameter type: The error type.
  public mutating func recordErrorType<E: Error>(_ type: E.Type) throws {}

  /// Nothing to record: the caller knows the return type.
  ///
  /// - Parameter type: The return type.
  public mutating func recordReturnType<R: Codable>(_ type: R.Type) throws {}

  /// Ends the recording.
  public mutating func doneRecording() throws {}
}

/// Reads a recorded call back on the callee's node.
public struct TestInvocationDecoder: DistributedTargetInvocationDecoder {
  /// Values crossing the test network are `Codable`.
  public typealias SerializationRequirement = any Codable

  let generics: [String]
  var arguments: ArraySlice<Data>
  /// The receiving node's system, for an argument that is a distributed actor (a store
  /// passed in a call is resolved on this node).
  var system: TestActorSystem?

  /// The generic substitutions, resolved by name on this node.
  ///
  /// - Returns: The types.
  public mutating func decodeGenericSubstitutions() throws -> [Any.Type] {
    try generics.map { name in
      guard let type = _typeByName(name) else {
        throw DecodingFailure(
          "no type named \(name) on this node (a type that crosses nodes is resolved by "
            + "name: not private, not local to a function)")
      }
      return type
    }
  }

  /// The next argument, decoded from JSON.
  ///
  /// - Returns: The argument.
  public mutating func decodeNextArgument<Argument: Codable>() throws -> Argument {
    guard let data = arguments.popFirst() else {
      throw DecodingFailure("missing argument of type \(Argument.self)")
    }
    do {
      let decoder = JSONDecoder()
      if let system { decoder.userInfo[.actorSystemKey] = system }
      return try decoder.decode(Argument.self, from: data)
    } catch {
      throw DecodingFailure("argument of type \(Argument.self): \(error)")
    }
  }

  /// Not recorded.
  ///
  /// - Returns: `nil`.
  public mutating func decodeErrorType() throws -> Any.Type? { nil }

  /// Not recorded.
  ///
  /// - Returns: `nil`.
  public mutating func decodeReturnType() throws -> Any.Type? { nil }
}

/// Sends a call's outcome back over the network.
public struct TestResultHandler: DistributedTargetInvocationResultHandler {
  /// Values crossing the test network are `Codable`.
  public typealias SerializationRequirement = any Codable

  let reply: @Sendable (TestMessage.Outcome) -> Void

  /// Replies with the value, as JSON.
  ///
  /// - Parameter value: The value.
  public func onReturn<Success: Codable>(value: Success) async throws {
    do {
      reply(.value(try JSONEncoder().encode(value)))
    } catch {
      reply(.replyNotEncoded("the reply of type \(String(reflecting: Success.self)): \(error)"))
    }
  }

  /// Replies that the call returned.
  public func onReturnVoid() async throws {
    reply(.void)
  }

  /// Replies with the error, as text: a call whose arguments did not decode is a
  /// serialization failure, anything else the callee threw.
  ///
  /// - Parameter error: The error.
  public func onThrow<Err: Error>(error: Err) async throws {
    let text = String(describing: error)
    reply(error is DecodingFailure ? .serialization(text) : .thrown(text))
  }
}

/// Why the callee's node could not read a call: a serialization failure, as the caller sees
/// it, not an error of the callee's.
struct DecodingFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
