import Foundation

/// Something a constraint can relate: a `View` or a `LayoutGuide` (UIKit's constraint items).
/// Other types cannot take part in layout.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view whose tree the item belongs to: the view itself, or a guide's owning view.
    var layoutItemView: View? { get }
}

/// A relation between two attributes of layout items, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (==|>=|<=) secondItem.secondAttribute × multiplier + constant`,
/// satisfied as nearly as its `priority` allows.
///
/// Positions are measured in the coordinates of the two items' nearest common ancestor (a
/// constraint to a constant, in the item's superview's): `view.trailing == superview.trailing
/// × 0.5` puts the view's trailing edge halfway across its superview, as in UIKit. An active
/// constraint lives in the tree of its first item; one whose second item is in another tree
/// waits, unsolved, until both are in one tree (UIKit raises an exception instead).
@MainActor
public final class NSLayoutConstraint {
    /// The item on the left-hand side. Held weakly, as in UIKit: a constraint never keeps a
    /// view alive (views keep their constraints).
    public private(set) weak var firstItem: LayoutItem?
    /// The attribute of `firstItem` constrained.
    public let firstAttribute: LayoutAttribute
    /// How the sides compare.
    public let relation: LayoutRelation
    /// The item on the right-hand side (nil: the constraint is against `constant` alone), held
    /// weakly.
    public private(set) weak var secondItem: LayoutItem?
    /// The attribute of `secondItem` (`.notAnAttribute` without one).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: Double
    /// The value added to the right-hand side; changing it re-solves at the next layout pass.
    public var constant: Double { didSet { if constant != oldValue { changed() } } }
    /// How strongly the constraint holds (`.required` by default). Below 1000 it may be broken
    /// to satisfy stronger ones.
    public var priority: LayoutPriority = .required { didSet { if priority != oldValue { changed() } } }
    /// A name shown in diagnostics.
    public var identifier: String?
    /// Where the constraint was written (`FILE:LINE:COLUMN`), shown in diagnostics.
    public var sourceLocation: String?
    /// Whether the constraint takes part in layout. Setting it is `activate`/`deactivate`.
    public var isActive: Bool {
        get { holder != nil }
        set { newValue ? install() : uninstall() }
    }

    /// The view whose constraint list holds this constraint while it is active.
    weak var holder: View?

    /// Creates an inactive constraint, with UIKit's signature. A dimension against no item
    /// (`width == 100`) leaves `secondItem` nil and `secondAttribute` `.notAnAttribute`.
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                multiplier: Double = 1, constant: Double = 0) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Activates each constraint (`NSLayoutConstraint.activate(_:)`).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func install() {
        guard holder == nil, let view = firstItem?.layoutItemView else { return }
        holder = view
        view.layoutState.constraints.append(self)
        view.setNeedsEngineUpdate()
    }

    private func uninstall() {
        guard let view = holder else { return }
        holder = nil
        view.layoutState.constraints.removeAll { $0 === self }
        view.setNeedsEngineUpdate()
    }

    private func changed() { holder?.setNeedsEngineUpdate() }

    /// The constraint as an equation, with its identifier, priority and source when known.
    public var description: String {
        func name(_ item: LayoutItem?) -> String {
            guard let item else { return "" }
            if let v = item as? View { return v.identifier ?? "\(type(of: v))" }
            if let g = item as? LayoutGuide { return g.identifier }
            return "\(type(of: item))"
        }
        var s = "\(name(firstItem)).\(firstAttribute.rawValue) \(relation)"
        if secondItem != nil {
            s += " \(name(secondItem)).\(secondAttribute.rawValue)"
            if multiplier != 1 { s += " * \(Self.format(multiplier))" }
            if constant != 0 { s += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))" }
        } else {
            s += " \(Self.format(constant))"
        }
        if priority != .required { s += " @\(priority)" }
        if let identifier { s = "'\(identifier)' " + s }
        if let sourceLocation { s += " (\(sourceLocation))" }
        return s
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

extension NSLayoutConstraint {
    /// A direction in which views are laid out (`NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}

/// A rectangle that takes part in layout without drawing (`UILayoutGuide`): spacing between
/// views, or the safe area and layout margins of its owning view.
@MainActor
public final class LayoutGuide: LayoutItem {
    /// A name shown in diagnostics.
    public var identifier: String
    /// The view the guide belongs to (set by `View.addLayoutGuide(_:)`).
    public internal(set) weak var owningView: View?
    /// The guide's rectangle in its owning view's coordinates: as the last layout pass solved it,
    /// or for the safe-area and margins guides, the owner's bounds inset by its insets.
    public var layoutFrame: Rect {
        guard let kind = system, let owner = owningView else { return solvedFrame }
        let insets = kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
        return Rect(size: owner.bounds.size).inset(by: insets)
    }
    /// The rectangle the engine last solved for a guide placed by constraints.
    var solvedFrame: Rect = .zero
    /// How a system guide follows its owning view (nil: it is placed by constraints alone).
    let system: SystemGuide?
    /// The guide's solver variables.
    let variables = LayoutVariables()

    /// The kinds of guide a view keeps for itself.
    enum SystemGuide { case safeArea, margins }

    /// A guide placed only by the constraints you add.
    public init(identifier: String = "LayoutGuide") {
        self.identifier = identifier
        system = nil
    }

    init(system: SystemGuide, owner: View) {
        self.system = system
        identifier = system == .safeArea ? "safeAreaLayoutGuide" : "layoutMarginsGuide"
        owningView = owner
    }

    /// The owning view.
    public var layoutItemView: View? { owningView }
}
