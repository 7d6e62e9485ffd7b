import Foundation

/// How much a constraint matters. A required strength must hold (the solver throws when it
/// cannot); the others are ranked strictly by their weight, as UIKit ranks priorities ("higher
/// priority constraints are met before lower priority constraints"): the solver first makes
/// the total error, in points, of the strongest non-required constraints as small as it can,
/// then of the next strongest without giving any of that back, and so on. No amount of error in
/// weaker constraints, nor several of them together, outweighs a point in a stronger one.
///
/// UIKit's priorities (1…1000, ``init(priority:)``) map onto it: 1000 is required, and below it
/// the weight grows tenfold every 124.8 steps, so priority 1 weighs 1 (``weak``), 375 about
/// 1,000 (``medium``) and 750 one million (``strong``). Ranked, only the order of the weights
/// matters; a solver made to weigh them (``Solver/StrengthOrder/weighted``) sums weight ×
/// error, as Cassowary and kiwisolver do.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight of a non-required constraint; ``required`` has the largest weight of all.
    public let weight: Double

    /// The weight at and above which a strength is required (kiwi's and Cassowary's
    /// 1000 × 1,000,000 + 1000 × 1000 + 1000).
    static let requiredWeight: Double = 1_001_001_000

    /// A strength of `weight` (clamped to 0…``required``'s weight).
    public init(weight: Double) {
        self.weight = min(max(weight, 0), Strength.requiredWeight)
    }

    /// The strength of a UIKit priority: 1000 (or more) is required; 1…999 weigh
    /// 10^(6 × (priority − 1) / 749), so 1 → 1, 250 → ≈ 99, 750 → 1,000,000, 999 → ≈ 10^8.
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(weight: pow(10, 6 * (max(priority, 1) - 1) / 749))
        }
    }

    /// A constraint that must hold.
    public static let required = Strength(weight: requiredWeight)
    /// A strong preference (weight 1,000,000; UIKit's priority 750, `defaultHigh`).
    public static let strong = Strength(weight: 1_000_000)
    /// A medium preference (weight 1000).
    public static let medium = Strength(weight: 1000)
    /// A weak preference (weight 1; UIKit's priority 1).
    public static let weak = Strength(weight: 1)

    /// Whether a constraint of this strength must hold.
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// Orders strengths by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// `required`, or the weight.
    public var description: String { isRequired ? "required" : "weight \(weight)" }
}
