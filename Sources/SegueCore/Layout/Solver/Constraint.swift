import Foundation

/// A linear relation between expressions at a strength: `lhs (==|<=|>=) rhs @ strength`.
/// A constraint is an identity: the solver adds and removes it as an object, so two equal-looking
/// constraints are two constraints.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// How the two sides compare.
    public enum Relation: String, Sendable, CaseIterable {
        /// Both sides are equal.
        case equal = "=="
        /// The left side is at most the right.
        case lessThanOrEqual = "<="
        /// The left side is at least the right.
        case greaterThanOrEqual = ">="
    }

    /// `lhs − rhs`: the constraint says `expression (relation) 0`.
    public let expression: LinearExpression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// A name for messages (a storyboard's constraint id, say); it plays no part in solving.
    public let identifier: String?

    /// `lhs (relation) rhs` at `strength`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(),
                strength: Strength = .required, identifier: String? = nil) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
    }

    /// `variable (relation) constant` at `strength`.
    public convenience init(_ variable: Variable, _ relation: Relation, _ constant: Double,
                            strength: Strength = .required, identifier: String? = nil) {
        self.init(LinearExpression(variable), relation, LinearExpression(constant: constant), strength: strength, identifier: identifier)
    }

    /// Constraints are equal when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The constraint as `[id] expression (relation) 0 @ strength`.
    public var description: String {
        (identifier.map { "[\($0)] " } ?? "") + "\(expression) \(relation.rawValue) 0 @ \(strength)"
    }
}
