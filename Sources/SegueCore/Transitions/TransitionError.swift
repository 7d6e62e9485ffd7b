import Foundation

/// A transition that cannot be made as asked: an unknown name or parameter, a value of the
/// wrong type or out of range. `description` is the message to show the user.
public struct TransitionError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What kind of mistake the error is about, so callers (the storyboard checker) can point at the
    /// right place: the parameter's key or its value.
    public enum Kind: String, Hashable, Sendable {
        /// `unknownTransition`: no transition has that name. `unknownParameter`: the transition takes
        /// no parameter of that name (the message suggests the nearest). `wrongType`: the value does
        /// not read as the parameter's type, or a `--param` item is not `name=value`. `invalidValue`:
        /// the value reads but is out of range or breaks a rule of the transition.
        case unknownTransition, unknownParameter, wrongType, invalidValue
    }
    /// What kind of mistake it is.
    public var kind: Kind
    /// The transition's name as asked for (empty for a malformed `--param` item).
    public var transition: String
    /// The parameter's name as given (possibly an alias), when the error concerns one.
    public var parameter: String?
    /// The offending value as text, when there is one.
    public var value: String?
    /// The message to show the user, naming the transition, parameter and what was expected.
    public var message: String

    /// An error of `kind` about `transition`, with the parameter and value it concerns (nil when
    /// none) and the `message` to show.
    public init(kind: Kind, transition: String, parameter: String? = nil, value: String? = nil, message: String) {
        self.kind = kind; self.transition = transition; self.parameter = parameter; self.value = value
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
