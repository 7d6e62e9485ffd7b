import Foundation

/// A layout constraint as a storyboard writes it (UIKit's `NSLayoutConstraint` before it is
/// made): `firstItem.firstAttribute RELATION secondItem.secondAttribute × multiplier + constant`
/// at a priority. Items are named relative to the view that declares the constraint, so the
/// same spec means the same thing wherever the storyboard puts that view.
///
/// YAML writes one as a string (docs/storyboard.md, "Layout"): `[ITEM.]ATTR RELATION ITEM.ATTR
/// [* M] [+|- C] [@ P]` or `[ITEM.]ATTR RELATION C [@ P]`; a `layout:` Visual Format Language
/// string stands for several.
public struct ConstraintSpec: Hashable, Sendable {
    /// What a constraint's item names, from the declaring view.
    public enum Item: Hashable, Sendable {
        /// The view that declares the constraint (the left item when none is written; `|` in a
        /// visual format string, which is written on the superview of the views it names).
        case this
        /// A view of the scene, by its `id`.
        case view(String)
        /// The declaring view's superview.
        case superview
        /// The superview's safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// The superview's layout margins (`layoutMarginsGuide`).
        case margins
    }

    /// The constrained item (default: the declaring view).
    public var firstItem: Item = .this
    /// The constrained attribute.
    public var firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public var relation: LayoutRelation = .equal
    /// The item related to, or nil for a constant size (`width == 100`).
    public var secondItem: Item?
    /// The attribute of `secondItem` (nil exactly when `secondItem` is).
    public var secondAttribute: LayoutAttribute?
    /// What the second attribute is multiplied by.
    public var multiplier: Double = 1
    /// What is added to the right-hand side, in points.
    public var constant: Double = 0
    /// How much the constraint matters (1…1000; 1000 must hold).
    public var priority: LayoutPriority = .required
    /// Where it is written (for a constraint of a visual format string: its part of the
    /// string), given to the runtime's constraint as its `sourceLocation` for diagnostics.
    public var location: SourceLocation?

    /// A constraint `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
    public init(_ firstItem: Item = .this, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                _ secondItem: Item? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: LayoutPriority = .required, location: SourceLocation? = nil) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
    }

    /// The constraint in the storyboard's syntax, as the YAML writer writes it: reading it back
    /// gives the same constraint. The declaring view is written by its id `selfID` where it is
    /// the right-hand item (the syntax has no other name for it).
    public func text(selfID: String? = nil) -> String {
        func name(_ item: Item) -> String {
            switch item {
            case .this: return selfID ?? "self"
            case .view(let id): return id
            case .superview: return "superview"
            case .safeArea: return "safeArea"
            case .margins: return "margins"
            }
        }
        var out = firstItem == .this ? firstAttribute.rawValue : name(firstItem) + "." + firstAttribute.rawValue
        out += " " + relation.description + " "
        let n = YAMLReader.format
        if let item = secondItem, let attr = secondAttribute {
            out += name(item) + "." + attr.rawValue
            if multiplier != 1 { out += " * " + n(multiplier) }
            if constant != 0 { out += (constant < 0 ? " - " : " + ") + n(abs(constant)) }
        } else {
            out += n(constant)
        }
        if priority != .required { out += " @" + priority.description }
        return out
    }
}

/// A `layout:` string of a view: Visual Format Language over its subviews, as written, and the
/// constraints it stands for (UIKit's `constraints(withVisualFormat:options:metrics:views:)`
/// with no options and no metrics).
public struct VisualFormatSpec: Hashable, Sendable {
    /// The string as written.
    public var text: String
    /// The constraints it stands for; `.this` is the view that declares it (`|`), each
    /// `.view(id)` one of its subviews.
    public var constraints: [ConstraintSpec]
    /// The views it names, in order, each with where its name is written.
    public var views: [NamedView]

    /// A view named in a format string, and where.
    public struct NamedView: Hashable, Sendable {
        /// The view's id.
        public var name: String
        /// Where the name is written.
        public var location: SourceLocation?
        /// The view `name`, named at `location`.
        public init(name: String, location: SourceLocation?) { self.name = name; self.location = location }
    }

    /// A format string `text` standing for `constraints`, naming `views`.
    public init(text: String, constraints: [ConstraintSpec], views: [NamedView] = []) {
        self.text = text
        self.constraints = constraints
        self.views = views
    }
}

/// A content hugging or compression resistance priority for each axis (`hugging: [h, v]`),
/// UIKit's `setContentHuggingPriority(_:for:)` per axis.
public struct AxisPriorities: Hashable, Sendable {
    /// The priority along the horizontal axis.
    public var horizontal: LayoutPriority
    /// The priority along the vertical axis.
    public var vertical: LayoutPriority
    /// Priorities `horizontal` and `vertical`.
    public init(_ horizontal: LayoutPriority, _ vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// A stack view's arrangement as a storyboard writes it (`type: stack`): UIKit's `UIStackView`
/// `axis`, `distribution`, `alignment` and `spacing`; nil keeps UIKit's default.
public struct StackSpec: Hashable, Sendable {
    /// The direction the arranged subviews follow each other in (`NSLayoutConstraint.Axis`, by name).
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Side by side (UIKit's default) or one above the other.
        case horizontal, vertical
        /// The runtime's axis.
        public var layoutAxis: NSLayoutConstraint.Axis { self == .horizontal ? .horizontal : .vertical }
    }
    /// How the arranged subviews share the stack's length.
    public typealias Distribution = StackView.Distribution
    /// How the arranged subviews are placed across the stack.
    public typealias Alignment = StackView.Alignment
    /// The axis (nil: horizontal).
    public var axis: Axis?
    /// The distribution (nil: fill).
    public var distribution: Distribution?
    /// The alignment (nil: fill).
    public var alignment: Alignment?
    /// The space between adjacent arranged subviews, in points (nil: 0).
    public var spacing: Double?
    /// Whether a vertical stack's spacing runs from baseline to baseline (nil: false).
    public var baselineRelative: Bool?
    /// A stack spec with every value at UIKit's default.
    public init(axis: Axis? = nil, distribution: Distribution? = nil, alignment: Alignment? = nil, spacing: Double? = nil,
                baselineRelative: Bool? = nil) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.baselineRelative = baselineRelative
    }
}
