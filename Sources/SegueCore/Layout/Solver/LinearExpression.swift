import Foundation

/// A variable times a coefficient: one term of a linear ``LinearExpression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// What the unknown is multiplied by.
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as `c * name`.
    public var description: String { coefficient == 1 ? variable.description : "\(coefficient) * \(variable)" }
}

/// A linear expression: a sum of terms plus a constant. Build one with the arithmetic operators
/// (`2 * x + y - 10`) or from terms; the same variable may appear in several terms (they add up).
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression with only a constant.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression as `a + 2.0 * b + 3.0`.
    public var description: String {
        (terms.map(\.description) + (constant != 0 || terms.isEmpty ? ["\(constant)"] : [])).joined(separator: " + ")
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Arithmetic, so that systems read as equations: `right == left + 2 * width`.

/// The sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// An expression plus a constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(constant: rhs) }
/// A constant plus an expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(constant: lhs) + rhs }
/// An expression plus a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
/// A variable plus an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }

/// The negated expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
/// The negated variable.
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([Term(operand, -1)]) }

/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }
/// An expression minus a constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
/// A constant minus an expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }
/// An expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + (-rhs) }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + (-rhs) }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + (-rhs) }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + (-rhs) }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs + (-rhs) }

/// An expression times a constant.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// A constant times an expression.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
/// A variable times a constant.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
/// A constant times a variable.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
/// An expression divided by a constant.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
/// A variable divided by a constant.
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, 1 / rhs)]) }
