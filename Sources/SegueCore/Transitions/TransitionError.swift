import Foundation

/// A transition that cannot be made as asked: an unknown name or parameter, a value of the
/// wrong type or out of range. `description` is the message to show the user.
public struct TransitionError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    public enum Kind: String, Hashable, Sendable {
        case unknownTransition, unknownParameter, wrongType, invalidValue
    }
    public var kind: Kind
    public var transition: String
    public var parameter: String?
    public var value: String?
    public var message: String

    public init(kind: Kind, transition: String, parameter: String? = nil, value: String? = nil, message: String) {
        self.kind = kind; self.transition = transition; self.parameter = parameter; self.value = value
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
