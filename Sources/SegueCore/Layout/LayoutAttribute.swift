import Foundation

/// A part of a view's or layout guide's rectangle that a constraint relates
/// (`NSLayoutConstraint.Attribute`). Leading and trailing are left and right: SegueKit lays
/// text out left to right only, so they never swap.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (the left edge: layout is left to right).
    case leading
    /// The trailing edge (the right edge).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline
    /// The left edge inset by the view's left layout margin.
    case leftMargin
    /// The right edge inset by the view's right layout margin.
    case rightMargin
    /// The top edge inset by the view's top layout margin.
    case topMargin
    /// The bottom edge inset by the view's bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the view's leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the view's trailing layout margin.
    case trailingMargin
    /// The centre between the left and right layout margins.
    case centerXWithinMargins
    /// The centre between the top and bottom layout margins.
    case centerYWithinMargins
    /// No attribute: the second attribute of a constraint against a constant.
    case notAnAttribute

    /// The axis the attribute measures along (nil for `notAnAttribute`).
    public var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
             .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is a size (width or height) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }
}

/// How the two sides of a constraint compare (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// Distances from the four edges of a rectangle inwards (`UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double

    /// Insets of the given edges, in UIKit's order (top, left, bottom, right).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// Each edge the larger of the two.
    public func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left),
                   bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// Edge by edge sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension Rect {
    /// The rectangle with its edges moved inwards by `insets` (never to a negative size).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(minX + insets.left, minY + insets.top,
             max(0, width - insets.left - insets.right), max(0, height - insets.top - insets.bottom))
    }
}
