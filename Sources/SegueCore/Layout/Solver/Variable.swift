import Foundation

/// An unknown of a constraint system: a view's edge, width or centre, say. A variable is an
/// identity (two variables with the same name are still two unknowns); its value lives in the
/// ``Solver`` that solves for it (``Solver/value(of:)``).
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for messages and debugging; it plays no part in solving.
    public let name: String

    /// A new unknown named `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Variables are equal when they are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The variable's name, or its address when it has none.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
