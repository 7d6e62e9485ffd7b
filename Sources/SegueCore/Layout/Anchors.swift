import Foundation

/// One attribute of a layout item, from which constraints are made (`NSLayoutAnchor`). Use
/// the typed subclasses a view or guide hands out: `NSLayoutXAxisAnchor` (left, right,
/// leading, trailing, centerX), `NSLayoutYAxisAnchor` (top, bottom, centerY, baselines) and
/// `NSLayoutDimension` (width, height); an x anchor cannot be related to a y anchor.
@MainActor
public class NSLayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// The attribute it stands for.
    public let attribute: LayoutAttribute

    /// The anchor of `attribute` of `item` (views and guides hand them out as properties).
    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, _ other: NSLayoutAnchor?, multiplier: Double = 1,
              constant: Double) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier,
                           constant: constant)
    }
}

/// A horizontal position: left, right, leading, trailing or centerX (`NSLayoutXAxisAnchor`).
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor {
    /// `self == anchor + constant` (inactive until you activate it).
    public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant: Double = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: Double = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: Double = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier × standard spacing (8 pt)`: the system spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: Double = 1) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutSpacing.standard * multiplier)
    }
}

/// A vertical position: top, bottom, centerY or a baseline (`NSLayoutYAxisAnchor`).
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor {
    /// `self == anchor + constant` (inactive until you activate it).
    public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant: Double = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: Double = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: Double = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self == anchor + multiplier × standard spacing (8 pt)`: the system spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: Double = 1) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutSpacing.standard * multiplier)
    }
}

/// A width or height (`NSLayoutDimension`), which can also be related to a constant.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> NSLayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: Double = 1, constant: Double = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: Double = 1, constant: Double = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: Double = 1, constant: Double = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// UIKit's standard spacings (the `-` of the Visual Format Language, IB's `symbolic` constants).
public enum LayoutSpacing {
    /// Between sibling views: 8 pt.
    public static let standard = 8.0
    /// Between a view and its superview's edge: 20 pt.
    public static let toSuperview = 20.0
}

/// The anchors of a view or guide.
@MainActor
public protocol LayoutAnchorProviding: LayoutItem {}

extension LayoutAnchorProviding {
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension View: LayoutAnchorProviding {
    /// The view itself.
    public var layoutItemView: View? { self }
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

extension LayoutGuide: LayoutAnchorProviding {}
