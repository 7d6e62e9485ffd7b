import Foundation

/// A row or column of views laid out by constraints it makes itself (`UIStackView`): the
/// arranged subviews are chained along `axis` with `spacing` between them, sized by
/// `distribution` and placed across the axis by `alignment`. Hidden arranged views take no
/// room. The stack draws only its background; its own size comes from your constraints or,
/// where they leave it free, from its arranged views.
///
/// Where UIKit leaves a choice open (`.fill` with arranged views of equal hugging priority,
/// the ambiguity Xcode warns about), the solver's deterministic choice stands.
@MainActor
open class StackView: View {
    /// How the arranged views share the stack's length (`UIStackView.Distribution`).
    public enum Distribution: String, CaseIterable, Sendable {
        /// The views fill the length; the one with the lowest hugging priority stretches and
        /// the one with the lowest compression resistance shrinks.
        case fill
        /// The views fill the length with equal sizes.
        case fillEqually
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally
        /// The views keep their intrinsic sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views keep their intrinsic sizes; their centres are equally far apart.
        case equalCentering
    }

    /// How the arranged views sit across the axis (`UIStackView.Alignment`).
    public enum Alignment: String, CaseIterable, Sendable {
        /// Stretched across the stack.
        case fill
        /// Against the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// Against the top (the same as `leading` for a horizontal stack).
        case top
        /// Centred.
        case center
        /// Against the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing
        /// Against the bottom (the same as `trailing` for a horizontal stack).
        case bottom
        /// First baselines aligned (a horizontal stack).
        case firstBaseline
        /// Last baselines aligned (a horizontal stack).
        case lastBaseline
    }

    /// The direction the views are chained in (horizontal by default).
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsUpdateConstraints() } }
    /// How the views share the stack's length.
    public var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
    /// How the views sit across the axis.
    public var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
    /// The space between neighbouring views (the least space, for the equal distributions).
    public var spacing: Double = 0 { didSet { setNeedsUpdateConstraints() } }
    /// Whether the views are laid out inside the stack's layout margins rather than its bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    /// Whether a vertical stack measures the space between neighbours from the last baseline of
    /// the one above to the first baseline of the one below (`UIStackView.isBaselineRelativeArrangement`);
    /// a view without a baseline counts its top as its first baseline and its bottom as its last.
    /// The first and last views still meet the stack's edges, as Interface Builder's frames of
    /// such stacks show. A horizontal stack ignores it.
    public var isBaselineRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }
    /// The views the stack arranges, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    private var customSpacing: [ObjectIdentifier: Double] = [:]
    private var made: [NSLayoutConstraint] = []
    /// The weight each view of a proportional stack was given, by view.
    private var proportionalWeights: [ObjectIdentifier: Double] = [:]
    private var spacers: [LayoutGuide] = []
    /// Each arranged view's size when it was arranged (`insertArrangedSubview(_:at:)`), by view:
    /// what the ambiguity suppression holds it at across the axis.
    private var arrangedSizes: [ObjectIdentifier: Size] = [:]

    /// A stack of `views`, in order.
    public init(arrangedSubviews views: [View] = [], frame: Rect = .zero) {
        super.init(frame: frame)
        for v in views { addArrangedSubview(v) }
        setNeedsUpdateConstraints()
    }

    /// Appends `view` to the arranged views (and adds it as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        arrangedSizes[ObjectIdentifier(view)] = view.bounds.size
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Stops arranging `view`; it stays a subview (remove it with `removeFromSuperview()`).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacing[ObjectIdentifier(view)] = nil
        arrangedSizes[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    /// Sets the space after `view` (in place of `spacing`).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacing[ObjectIdentifier(view)] = spacing
        setNeedsUpdateConstraints()
    }

    /// The space after `view`: its custom spacing, or `spacing`.
    public func customSpacing(after view: View) -> Double {
        customSpacing[ObjectIdentifier(view)] ?? spacing
    }

    /// An arranged view's intrinsic size changed: a proportional stack shares its length again.
    func arrangedViewIntrinsicSizeChanged(_ view: View) {
        guard distribution == .fillProportionally, let used = proportionalWeights[ObjectIdentifier(view)] else { return }
        let s = view.layoutIntrinsicSize
        let now = axis == .horizontal ? s.width : s.height
        if now >= 0, now != used { setNeedsUpdateConstraints() }
    }

    /// An arranged view was removed from the stack's subviews: it is no longer arranged.
    func subviewLeft(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        removeArrangedSubview(view)
    }

    /// Rebuilds the stack's constraints for its current arranged views and settings.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(made)
        for g in spacers { removeLayoutGuide(g) }
        made = []
        spacers = []
        arrangedSubviews.removeAll { $0.superview !== self }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = axis
        func leading(_ i: LayoutItem) -> LayoutAttribute { along == .horizontal ? .leading : .top }
        let lead: LayoutAttribute = along == .horizontal ? .leading : .top
        let trail: LayoutAttribute = along == .horizontal ? .trailing : .bottom
        let size: LayoutAttribute = along == .horizontal ? .width : .height
        let center: LayoutAttribute = along == .horizontal ? .centerX : .centerY
        let crossLead: LayoutAttribute = along == .horizontal ? .top : .leading
        let crossTrail: LayoutAttribute = along == .horizontal ? .bottom : .trailing
        let crossSize: LayoutAttribute = along == .horizontal ? .height : .width
        let crossCenter: LayoutAttribute = along == .horizontal ? .centerY : .centerX
        func make(_ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?, _ ba: LayoutAttribute,
                  _ m: Double = 1, _ c: Double = 0, _ p: LayoutPriority = .required, _ id: String) {
            let k = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c)
            k.priority = p
            k.identifier = "SV-" + id
            made.append(k)
        }
        // A hidden view takes no room: it collapses to nothing along the axis where it stands
        // among the visible ones (before the first, its trailing edge on the first's leading
        // edge; after the last, its leading edge on the last's trailing edge; between two,
        // halfway across the spacing; with none visible, at the leading edge). A required size
        // of its own along the axis keeps it, as Xcode's canvas stores such views (UIKit breaks
        // its hiding constraint there); it is aligned across the axis as the others are.
        for (i, v) in arrangedSubviews.enumerated() where v.isHidden {
            make(v, size, .equal, nil, .notAnAttribute, 1, 0, LayoutPriority(999), "hiding")
            let prev = arrangedSubviews[..<i].last { !$0.isHidden }
            let next = arrangedSubviews[(i + 1)...].first { !$0.isHidden }
            switch (prev, next) {
            case (let p?, _?): make(v, lead, .equal, p, trail, 1, customSpacing(after: p) / 2, .required, "hiding")
            case (let p?, nil): make(v, lead, .equal, p, trail, 1, 0, .required, "hiding")
            case (nil, let n?): make(v, trail, .equal, n, lead, 1, 0, .required, "hiding")
            case (nil, nil): make(v, lead, .equal, container, lead, 1, 0, .required, "hiding")
            }
        }
        if let first = visible.first, let last = visible.last {
            make(first, lead, .equal, container, lead, 1, 0, .required, "canvas-connection")
            make(last, trail, .equal, container, trail, 1, 0, .required, "canvas-connection")
        }
        let intrinsic: (View) -> Double = { v in
            let s = v.layoutIntrinsicSize
            return along == .horizontal ? s.width : s.height
        }
        // The spacing is from the one view's trailing edge to the next one's leading edge, or
        // from its last baseline to the next one's first.
        let baselines = isBaselineRelativeArrangement && along == .vertical
        let (after, before): (LayoutAttribute, LayoutAttribute) = baselines ? (.lastBaseline, .firstBaseline) : (trail, lead)
        for (prev, next) in zip(visible, visible.dropFirst()) {
            let gap = customSpacing(after: prev)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next, before, .equal, prev, after, 1, gap, .required, "spacing")
            case .equalSpacing, .equalCentering:
                // A guide between each pair, from edge to edge (equal spacing) or centre to
                // centre (equal centering); the guides are made equal below.
                let (from, to) = distribution == .equalSpacing ? (after, before) : (center, center)
                make(next, before, .greaterThanOrEqual, prev, after, 1, gap, .required, "spacing")
                let g = LayoutGuide(identifier: "SV-distributing")
                addLayoutGuide(g)
                spacers.append(g)
                make(g, lead, .equal, prev, from, 1, 0, .required, "distributing-edge")
                make(g, trail, .equal, next, to, 1, 0, .required, "distributing-edge")
                make(g, crossLead, .equal, container, crossLead, 1, 0, .required, "distributing-edge")
                make(g, crossSize, .equal, nil, .notAnAttribute, 1, 0, .required, "distributing-edge")
            }
        }
        if !spacers.isEmpty {
            // The spaces are as small as the spacing lets them be unless something constrains
            // the stack's length (UIKit's spanning fit): a stack left free hugs its views.
            make(container, size, .equal, nil, .notAnAttribute, 1, 0, LayoutPriority(49), "spanning-fit")
        }
        if let first = spacers.first {
            for g in spacers.dropFirst() {
                make(g, size, .equal, first, size, 1, 0, distribution == .equalCentering ? LayoutPriority(999) : .required, "fill-equally")
            }
        }
        if let first = visible.first {
            switch distribution {
            case .fillEqually:
                for v in visible.dropFirst() { make(v, size, .equal, first, size, 1, 0, .required, "fill-equally") }
            case .fillProportionally:
                // UIKit's: each view takes a share of the length the spacing leaves, in
                // proportion to its intrinsic size along the axis or, for a view without one,
                // its size there when the constraints are made (an Interface Builder view's
                // stored frame, so Xcode's layout is kept). Only when all of them are zero do the
                // views share the length equally.
                let weights = visible.map { v -> Double in
                    let s = intrinsic(v)
                    return s >= 0 ? s : max(along == .horizontal ? v.bounds.width : v.bounds.height, 0)
                }
                proportionalWeights = Dictionary(zip(visible.map(ObjectIdentifier.init), weights), uniquingKeysWith: { a, _ in a })
                let total = weights.reduce(0, +)
                let spaces = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + customSpacing(after: $1.0) }
                for (v, w) in zip(visible, weights) {
                    let share = total > 0 ? w / total : 1 / Double(visible.count)
                    make(v, size, .equal, container, size, share, -share * spaces, LayoutPriority(999), "fill-proportionally")
                }
            default:
                break
            }
        }
        // Across the axis. A hidden view is aligned as the others, but never widens the stack:
        // the edges that keep a visible one inside it (UIKit's canvas connections) are not made,
        // and filling, its far edge (at 999) gives way to a required size of its own (a stack
        // held by nothing stronger than hugging may still follow it).
        for v in arrangedSubviews {
            let inside = !v.isHidden
            switch normalisedAlignment {
            case .fill:
                make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "alignment")
                make(v, crossTrail, .equal, container, crossTrail, 1, 0, inside ? .required : LayoutPriority(999), "alignment")
            case .leading:
                make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "alignment")
                if inside { make(v, crossTrail, .lessThanOrEqual, container, crossTrail, 1, 0, .required, "canvas-connection") }
            case .trailing:
                make(v, crossTrail, .equal, container, crossTrail, 1, 0, .required, "alignment")
                if inside { make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "canvas-connection") }
            case .center:
                make(v, crossCenter, .equal, container, crossCenter, 1, 0, .required, "alignment")
                if inside { make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "canvas-connection") }
            case .firstBaseline, .lastBaseline:
                guard inside else {
                    make(v, crossLead, .equal, container, crossLead, 1, 0, .required, "alignment")
                    break
                }
                let first = normalisedAlignment == .firstBaseline
                let base: LayoutAttribute = first ? .firstBaseline : .lastBaseline
                let isFirstView = v === visible.first
                if !isFirstView, let head = visible.first { make(v, base, .equal, head, base, 1, 0, .required, "alignment") }
                // UIKit's canvas connections: every view's edge away from the baselines' side
                // (the bottom for first baselines, the top for last), but the edge on that side
                // for the first view alone, so that a later view reaching further above its
                // first baseline (below its last) stands out of the stack, a long-standing
                // UIKit behaviour Xcode draws too (WooCommerce's label and taller button, Xcode
                // 14; Pocket Casts' last-baseline row, Xcode 15).
                if isFirstView || !first {
                    make(v, crossLead, .greaterThanOrEqual, container, crossLead, 1, 0, .required, "canvas-connection")
                }
                if isFirstView || first {
                    make(v, crossTrail, .lessThanOrEqual, container, crossTrail, 1, 0, .required, "canvas-connection")
                }
            default:
                break
            }
            if normalisedAlignment != .fill {
                // A view nothing else sizes across the axis is not left ambiguous: an
                // ambiguity-suppression constraint holds it at priority 25. UIKit's holds it at
                // zero; SegueKit's at the size the view had when it was arranged, which is zero
                // for a view made without a frame, as in UIKit, and an Interface Builder view's
                // stored size, as Xcode's canvas draws it (21 such spacers in nine shipping apps'
                // files, none stored at zero).
                let when = arrangedSizes[ObjectIdentifier(v)] ?? .zero
                let drawn = max(0, along == .horizontal ? when.height : when.width)
                make(v, crossSize, .equal, nil, .notAnAttribute, 1, drawn, LayoutPriority(25), "ambiguity-suppression")
            }
        }
        if normalisedAlignment != .fill, !visible.isEmpty {
            // The stack hugs its largest view across the axis unless constrained otherwise.
            make(container, crossSize, .equal, nil, .notAnAttribute, 1, 0, LayoutPriority(49), "fitting")
        }
        NSLayoutConstraint.activate(made)
    }

    /// A vertical stack's first baseline is its first visible arranged view's, its last baseline
    /// its last one's; a horizontal stack's are both its first visible arranged view's (UIKit
    /// does not document which; this is SegueKit's choice).
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden && $0.superview === self } ?? self
    }

    open override var forLastBaselineLayout: View {
        guard axis == .vertical else { return forFirstBaselineLayout }
        return arrangedSubviews.last { !$0.isHidden && $0.superview === self } ?? self
    }

    /// The alignment with `top`/`bottom` read as `leading`/`trailing`, and baselines as `fill`
    /// in a vertical stack (where UIKit ignores them).
    private var normalisedAlignment: Alignment {
        switch alignment {
        case .top: return .leading
        case .bottom: return .trailing
        case .firstBaseline, .lastBaseline: return axis == .horizontal ? alignment : .fill
        default: return alignment
        }
    }
}
