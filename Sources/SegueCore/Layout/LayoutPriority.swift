import Foundation

/// How much a layout constraint, a content hugging or a compression resistance matters, as
/// UIKit's `UILayoutPriority`: 1…1000, where 1000 must hold and anything below is a preference
/// (its ``strength`` in the solver).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority written as a decimal literal.
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// A priority written as an integer literal.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what a view's size is fitted at (`systemLayoutSizeFitting`).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The solver's strength for this priority (see ``Strength/init(priority:)``).
    public var strength: Strength { Strength(priority: Double(rawValue)) }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs` (UIKit's `priority + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `rhs` (UIKit's `.required - 1`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The number, as UIKit prints it.
    public var description: String { rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue) }
}
