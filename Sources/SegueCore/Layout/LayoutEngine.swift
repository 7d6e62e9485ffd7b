import Foundation

/// Solves the constraints of one view tree (kept by the root of a tree that has any). Each
/// view and guide taking part has four variables — its rectangle in the root's coordinates —
/// and every active constraint of the tree, the autoresizing constraints of views that
/// translate their frames, the intrinsic-size constraints of the others and the safe-area and
/// margin guides' placement are kept in one incremental solver. A pass adds and removes only
/// what changed, then sets the frames of the views Auto Layout places.
@MainActor
final class LayoutEngine {
    private var solver = Solver()
    /// Something about the tree's constraints changed: collect them all again.
    var needsSync = true
    /// The root's revision when the engine last checked frames and insets.
    private var checkedRevision = -1
    /// For `systemLayoutSizeFitting`: the size the root is drawn towards, weakly.
    private let fittingTarget: Size?

    private struct Installed {
        let constraint: Constraint
        let source: NSLayoutConstraint?
    }
    /// What is in the solver, by what produced it.
    private var installed: [Key: Installed] = [:]
    /// Constraints that could not be added, by key, with their diagnostics.
    private var broken: [Key: LayoutDiagnostic] = [:]
    /// Views whose frames the engine sets, in tree order (superviews first). Held weakly: the
    /// root keeps its engine, and a tree's views must not keep themselves alive through it.
    private var placedRefs: [WeakView] = []
    /// Views that take part, in tree order (weakly, as `placedRefs`), and the guides that do.
    private var participantRefs: [WeakView] = []
    private var placed: [View] { placedRefs.compactMap(\.view) }
    private var participants: [View] { participantRefs.compactMap(\.view) }
    private var guides: [LayoutGuide] = []

    /// A solver constraint's origin: a user constraint, or a generated one of an item.
    private enum Key: Hashable {
        case user(ObjectIdentifier)
        case generated(ObjectIdentifier, Generated)
    }
    private enum Generated: Hashable {
        case left, top, width, height
        case hugWidth, hugHeight, resistWidth, resistHeight
        /// The size never below zero: a fitted root's (required), a floored view's (`floor`).
        case floorWidth, floorHeight
        case keepLeft, keepTop, keepWidth, keepHeight
    }

    /// How strongly a view that Auto Layout places keeps its width and height at least zero:
    /// at 999, above every optional constraint but below the required ones. A spacer that
    /// nothing else holds so stops at zero height rather than letting a priority-250 height
    /// pull its stack shorter than its content, as Xcode stores such screens (WooCommerce's
    /// payment sheet: a spacer at 0 and the sheet 500 tall, not 382; AltStore's banner and
    /// Habitica's toast likewise); required constraints that leave no room (a window 1 point
    /// wide) still win, without a conflict, and frames show such a size as 0. UIKit does not
    /// document this floor: it is inferred from those stored frames.
    ///
    /// The floors are added only to the views a solution gives a negative size (found as
    /// `apply(root:)` reads the solution, and by `floorNegativeSizes` for a fitting size): a
    /// solution that keeps every size at least zero is already the one all the floors would
    /// give, so a screen whose sizes never go negative solves no more constraints for them.
    private static let floor = LayoutPriority(999).strength

    /// How strongly an ambiguous view keeps its frame's position and its size: ranked below
    /// any UIKit priority (priority 1 weighs 1) and below the pull of the ambiguity probe (10⁻³),
    /// so it decides only what the constraints leave free, and the layout still reports that as
    /// ambiguous. The size is ranked above the position: a view pinned by one edge keeps its
    /// size and moves.
    private static let keepPosition = Strength(weight: 1e-5)
    private static let keepSize = Strength(weight: 2e-5)

    init(fittingTarget: Size? = nil) { self.fittingTarget = fittingTarget }

    /// The unsatisfiable constraints found by the last pass.
    var diagnostics: [LayoutDiagnostic] { broken.values.sorted { $0.subject < $1.subject } }

    // MARK: A pass

    /// Brings the solver up to date with the tree and sets the frames of the views it places.
    /// Returns whether anything was looked at (the caller loops until nothing changes).
    @discardableResult
    func update(root: View) -> Bool {
        let changed: Bool
        if needsSync {
            needsSync = false
            changed = sync(root: root, full: true)
        } else if root.revision != checkedRevision {
            changed = sync(root: root, full: false)
        } else {
            return false
        }
        solver.updateVariables()
        if changed { keepOpenFrames(root: root) }
        apply(root: root)
        checkedRevision = root.revision
        return true
    }

    /// How many variables the engine's solver holds (tests: departed views' are let go).
    var solverVariableCount: Int { solver.variableCount }

    /// Whether the root changed since the engine last looked.
    func isStale(root: View) -> Bool { needsSync || root.revision != checkedRevision }

    /// Brings the solver up to date with the tree; returns whether a constraint was added or
    /// removed (not only moved).
    @discardableResult
    private func sync(root: View, full: Bool) -> Bool {
        if full { collect(root: root) }
        var wanted: [(Key, Constraint, NSLayoutConstraint?)] = []
        // Kept frames go last: added to a solved system, they cost least.
        var kept: [(Key, Constraint, NSLayoutConstraint?)] = []
        for v in participants { generatedConstraints(of: v, root: root, into: &wanted, kept: &kept) }
        for g in guides { generatedConstraints(of: g, into: &wanted) }
        var alsoKeep = Set<Key>()
        if full {
            for v in participants {
                for c in v.layoutState.constraints {
                    guard let made = equation(for: c) else { continue }
                    wanted.append((.user(ObjectIdentifier(c)), made, c))
                }
            }
        } else {
            // Only generated constraints can have changed: the user ones stay as they are,
            // broken ones included (they are tried again when constraints change).
            for key in installed.keys { if case .user = key { alsoKeep.insert(key) } }
            for key in broken.keys { if case .user = key { alsoKeep.insert(key) } }
        }
        // A view's content size held at the required priority (hugging or compression
        // resistance of 1000) is added after the constraints the app made, so where the two
        // conflict it is the content size that breaks and the written constraint holds, as
        // Xcode's canvas stores such views (UIKit leaves the choice unspecified).
        if let first = wanted.firstIndex(where: Self.isRequiredContentSize) {
            var content: [(Key, Constraint, NSLayoutConstraint?)] = []
            var rest = Array(wanted[..<first])
            for entry in wanted[first...] {
                if Self.isRequiredContentSize(entry) { content.append(entry) } else { rest.append(entry) }
            }
            wanted = rest + content
        }
        wanted += kept
        if full, startsAfresh(keeping: wanted.count) {
            // Most of what the solver holds is gone (a screen left the tree), or it has met far
            // more variables than the tree has now: a new solver with what is wanted costs less
            // than removing the rest one by one, and lets go of the departed views' variables.
            solver = Solver()
            installed = [:]
        }
        return reconcile(wanted, alsoKeep: alsoKeep)
    }

    /// Views the constraints leave ambiguous keep what is open of the frame they have when that
    /// is found (before the pass sets any: a storyboard view's stored frame, as Xcode's canvas
    /// draws an ambiguous view; a view made in code its `init(frame:)`). UIKit leaves it
    /// unspecified. Looked for when constraints were added or removed; a view found once keeps
    /// its frame for good (when constraints decide it later, the keeping decides nothing).
    private func keepOpenFrames(root: View) {
        var found = false
        for v in placed where v.layoutState.keptFrame == nil && isOpen(v.layoutState.variables) {
            v.layoutState.keptFrame = v.frame
            found = true
        }
        guard found else { return }
        sync(root: root, full: false)
        solver.updateVariables()
    }

    /// Whether a full pass that wants `count` constraints should build a new solver: when fewer
    /// than half of those installed stay, or the solver has met over twice the variables the
    /// tree's items have (each has four).
    private func startsAfresh(keeping count: Int) -> Bool {
        let variables = 4 * (participantRefs.count + guides.count)
        return (installed.count > 64 && count < installed.count / 2) || solver.variableCount > 2 * variables + 64
    }

    /// The views and guides of the tree that take part in layout.
    private func collect(root: View) {
        var inTree = Set<ObjectIdentifier>()
        var order: [View] = []
        func walk(_ v: View) {
            inTree.insert(ObjectIdentifier(v))
            order.append(v)
            for s in v.subviews { walk(s) }
        }
        walk(root)
        var taking = Set<ObjectIdentifier>()
        var guideSet = Set<ObjectIdentifier>()
        var guideList: [LayoutGuide] = []
        func take(_ v: View) {
            var cur: View? = v
            while let c = cur, taking.insert(ObjectIdentifier(c)).inserted { cur = c.superview }
        }
        func take(item: LayoutItem?) -> Bool {
            guard let item else { return true }
            guard let view = item.layoutItemView, inTree.contains(ObjectIdentifier(view)) else { return false }
            take(view)
            if let g = item as? LayoutGuide, guideSet.insert(ObjectIdentifier(g)).inserted { guideList.append(g) }
            return true
        }
        take(root)
        for v in order {
            if !v.layoutState.translatesAutoresizingMaskIntoConstraints { take(v) }
            for c in v.layoutState.constraints {
                guard let first = c.firstItem, let fv = first.layoutItemView, inTree.contains(ObjectIdentifier(fv)) else { continue }
                if let second = c.secondItem, let sv = second.layoutItemView, !inTree.contains(ObjectIdentifier(sv)) { continue }
                _ = take(item: first)
                _ = take(item: c.secondItem)
            }
        }
        let taken = order.filter { taking.contains(ObjectIdentifier($0)) }
        participantRefs = taken.map(WeakView.init)
        placedRefs = taken.filter { $0 !== root && !$0.layoutState.translatesAutoresizingMaskIntoConstraints }.map(WeakView.init)
        guides = guideList
        inTreeSet = inTree
    }

    private var inTreeSet = Set<ObjectIdentifier>()

    // MARK: Generated constraints

    private func generatedConstraints(of v: View, root: View, into wanted: inout [(Key, Constraint, NSLayoutConstraint?)],
                                      kept: inout [(Key, Constraint, NSLayoutConstraint?)]) {
        let vars = v.layoutState.variables
        let id = ObjectIdentifier(v)
        func add(_ g: Generated, _ c: Constraint) { wanted.append((.generated(id, g), c, nil)) }
        func keep(_ g: Generated, _ c: Constraint) { kept.append((.generated(id, g), c, nil)) }
        if v === root {
            add(.left, Constraint(vars.left, .equal, 0))
            add(.top, Constraint(vars.top, .equal, 0))
            if let target = fittingTarget {
                add(.width, Constraint(LinearExpression(vars.width), .equal, LinearExpression(constant: target.width),
                                       strength: LayoutPriority.fittingSizeLevel.strength))
                add(.height, Constraint(LinearExpression(vars.height), .equal, LinearExpression(constant: target.height),
                                        strength: LayoutPriority.fittingSizeLevel.strength))
                add(.floorWidth, Constraint(vars.width, .greaterThanOrEqual, 0))
                add(.floorHeight, Constraint(vars.height, .greaterThanOrEqual, 0))
            } else {
                add(.width, Constraint(vars.width, .equal, v.bounds.width))
                add(.height, Constraint(vars.height, .equal, v.bounds.height))
            }
        } else if v.layoutState.translatesAutoresizingMaskIntoConstraints, let s = v.superview {
            // The autoresizing constraints, UIKit's: the frame as it is in the superview's size
            // now, each flexible part taking its share of any change of that size (the mask moves
            // the frame when the superview resizes, so the next pass starts from where it is).
            // A flexible view's size thus reaches its superview: a visual effect view's content
            // view, sized by what is pinned inside it, sizes the effect view.
            let sv = s.layoutState.variables, f = v.frame, now = s.bounds.size, origin = Self.contentOrigin(of: s)
            let x = v.autoresizingMask.horizontalShares(of: f, in: now), y = v.autoresizingMask.verticalShares(of: f, in: now)
            // A share of the superview's size, left out where it is none.
            func share(_ size: Variable, _ k: Double) -> LinearExpression { k == 0 ? LinearExpression(constant: 0) : size * k }
            add(.left, Constraint(vars.left - sv.left - share(sv.width, x.origin), .equal,
                                  LinearExpression(constant: f.minX - origin.x - now.width * x.origin)))
            add(.top, Constraint(vars.top - sv.top - share(sv.height, y.origin), .equal,
                                 LinearExpression(constant: f.minY - origin.y - now.height * y.origin)))
            add(.width, Constraint(LinearExpression(vars.width) - share(sv.width, x.size), .equal,
                                   LinearExpression(constant: f.width - now.width * x.size)))
            add(.height, Constraint(LinearExpression(vars.height) - share(sv.height, y.size), .equal,
                                    LinearExpression(constant: f.height - now.height * y.size)))
        } else {
            // The intrinsic size is the alignment rectangle's: the frame is the insets larger.
            let inset = v.alignmentRectInsets
            let own = v.layoutIntrinsicSize
            let size = Size(own.width >= 0 ? own.width + inset.left + inset.right : own.width,
                            own.height >= 0 ? own.height + inset.top + inset.bottom : own.height)
            let state = v.layoutState
            if v.layoutState.floorsSize {
                add(.floorWidth, Constraint(vars.width, .greaterThanOrEqual, 0, strength: Self.floor))
                add(.floorHeight, Constraint(vars.height, .greaterThanOrEqual, 0, strength: Self.floor))
            }
            if size.width >= 0 {
                add(.hugWidth, Constraint(LinearExpression(vars.width), .lessThanOrEqual, LinearExpression(constant: size.width),
                                          strength: state.hugging[0].strength))
                add(.resistWidth, Constraint(LinearExpression(vars.width), .greaterThanOrEqual, LinearExpression(constant: size.width),
                                             strength: state.compression[0].strength))
            }
            if size.height >= 0 {
                add(.hugHeight, Constraint(LinearExpression(vars.height), .lessThanOrEqual, LinearExpression(constant: size.height),
                                           strength: state.hugging[1].strength))
                add(.resistHeight, Constraint(LinearExpression(vars.height), .greaterThanOrEqual, LinearExpression(constant: size.height),
                                              strength: state.compression[1].strength))
            }
            if let s = v.superview, let kept = state.keptFrame {
                let sv = s.layoutState.variables
                let shift = Self.contentOrigin(of: s)
                keep(.keepLeft, Constraint(vars.left - sv.left, .equal, LinearExpression(constant: kept.minX - shift.x),
                                          strength: Self.keepPosition))
                keep(.keepTop, Constraint(vars.top - sv.top, .equal, LinearExpression(constant: kept.minY - shift.y),
                                         strength: Self.keepPosition))
                keep(.keepWidth, Constraint(LinearExpression(vars.width), .equal, LinearExpression(constant: kept.width),
                                           strength: Self.keepSize))
                keep(.keepHeight, Constraint(LinearExpression(vars.height), .equal, LinearExpression(constant: kept.height),
                                            strength: Self.keepSize))
            }
        }
    }

    private func generatedConstraints(of g: LayoutGuide, into wanted: inout [(Key, Constraint, NSLayoutConstraint?)]) {
        guard let kind = g.system, let owner = g.owningView else { return }
        // The margins guide stands in the alignment rectangle, as the margin attributes do.
        let insets = kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins + owner.alignmentRectInsets
        let gv = g.variables, ov = owner.layoutState.variables
        let id = ObjectIdentifier(g)
        wanted.append((.generated(id, .left), Constraint(gv.left - ov.left, .equal, LinearExpression(constant: insets.left)), nil))
        wanted.append((.generated(id, .top), Constraint(gv.top - ov.top, .equal, LinearExpression(constant: insets.top)), nil))
        wanted.append((.generated(id, .width), Constraint(gv.width - ov.width, .equal,
                                                         LinearExpression(constant: -(insets.left + insets.right))), nil))
        wanted.append((.generated(id, .height), Constraint(gv.height - ov.height, .equal,
                                                          LinearExpression(constant: -(insets.top + insets.bottom))), nil))
    }

    // MARK: User constraints

    private func variables(of item: LayoutItem) -> LayoutVariables? {
        if let v = item as? View { return v.layoutState.variables }
        if let g = item as? LayoutGuide { return g.variables }
        return nil
    }

    /// The attribute of `item` as a linear expression in the root's coordinates: a view's edges,
    /// sizes, centres and margins are its alignment rectangle's (its frame less
    /// `alignmentRectInsets`), its baselines are measured from its frame.
    private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression? {
        guard let vars = variables(of: item) else { return nil }
        let view = item as? View
        let m = view?.effectiveLayoutMargins ?? .zero
        let a = view?.alignmentRectInsets ?? .zero
        let frameTop = LinearExpression(vars.top), frameHeight = LinearExpression(vars.height)
        let l = LinearExpression(vars.left) + a.left, t = frameTop + a.top
        let w = LinearExpression(vars.width) + -(a.left + a.right), h = frameHeight + -(a.top + a.bottom)
        switch attribute {
        case .left, .leading: return l
        case .right, .trailing: return l + w
        case .top: return t
        case .bottom: return t + h
        case .width: return w
        case .height: return h
        case .centerX: return l + w * 0.5
        case .centerY: return t + h * 0.5
        case .leftMargin, .leadingMargin: return l + m.left
        case .rightMargin, .trailingMargin: return l + w - m.right
        case .topMargin: return t + m.top
        case .bottomMargin: return t + h - m.bottom
        case .centerXWithinMargins: return l + w * 0.5 + (m.left - m.right) / 2
        case .centerYWithinMargins: return t + h * 0.5 + (m.top - m.bottom) / 2
        case .firstBaseline:
            if let v = view, case let b = v.forFirstBaselineLayout, b !== v, b.isDescendant(of: v) { return expression(b, attribute) }
            if let offset = view?.firstBaselineOffsetFromTop { return frameTop + offset }
            if let above = view?.baselineOffsetFromBottom { return frameTop + frameHeight - above }
            // A view without a baseline: its top edge (UIKit's documented fallback).
            return t
        case .lastBaseline:
            if let v = view, case let b = v.forLastBaselineLayout, b !== v, b.isDescendant(of: v) { return expression(b, attribute) }
            if let offset = view?.lastBaselineOffsetFromBottom ?? view?.baselineOffsetFromBottom { return frameTop + frameHeight - offset }
            return t + h
        case .notAnAttribute: return nil
        }
    }

    /// The view whose coordinates a constraint's positions are measured in: the items' nearest
    /// common ancestor (a guide counts as its owning view), or the first item's superview for
    /// a constraint against a constant.
    private func space(of c: NSLayoutConstraint) -> View? {
        guard let first = c.firstItem?.layoutItemView else { return nil }
        guard let secondItem = c.secondItem, let second = secondItem.layoutItemView else {
            return c.firstItem is LayoutGuide ? first : first.superview
        }
        let firstNode = first, secondNode = second
        var ancestors = Set<ObjectIdentifier>()
        var cur: View? = firstNode
        while let v = cur { ancestors.insert(ObjectIdentifier(v)); cur = v.superview }
        cur = secondNode
        while let v = cur { if ancestors.contains(ObjectIdentifier(v)) { return v }; cur = v.superview }
        return nil
    }

    /// The solver's form of `c`, or nil when it cannot be expressed (then a diagnostic says why).
    private func equation(for c: NSLayoutConstraint) -> Constraint? {
        guard let first = c.firstItem, let lhs0 = expression(first, c.firstAttribute),
              let axis = c.firstAttribute.axis else { return nil }
        var lhs = lhs0
        var rhs = LinearExpression(constant: c.constant)
        if let second = c.secondItem {
            // A size may be related to a size of either axis (an aspect ratio); a position only
            // to a position along its own axis.
            guard let e2 = expression(second, c.secondAttribute),
                  c.secondAttribute.isDimension == c.firstAttribute.isDimension,
                  c.firstAttribute.isDimension || c.secondAttribute.axis == axis else { return nil }
            rhs = e2 * c.multiplier + c.constant
            if !c.firstAttribute.isDimension, c.multiplier != 1, let s = space(of: c) {
                let origin = LinearExpression(axis == .horizontal ? s.layoutState.variables.left : s.layoutState.variables.top)
                lhs = lhs - origin
                rhs = rhs - origin * c.multiplier
            }
        } else if !c.firstAttribute.isDimension, let s = space(of: c) {
            lhs = lhs - LinearExpression(axis == .horizontal ? s.layoutState.variables.left : s.layoutState.variables.top)
        }
        let relation: Constraint.Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, strength: c.priority.strength, identifier: c.identifier)
    }

    // MARK: Reconciling

    /// A view's content-size constraint in words (`title.width <= 24 (content hugging @1000)`);
    /// nil for other keys.
    private func describe(_ key: Key, _ c: Constraint) -> String? {
        guard case .generated(let id, let g) = key, let v = participants.first(where: { ObjectIdentifier($0) == id }) else { return nil }
        // The constraint is `side − size ≤ 0` (hugging) or `side − size ≥ 0` (resistance).
        let size = NSLayoutConstraint.format(-c.expression.constant), name = v.identifier ?? "\(type(of: v))"
        let state = v.layoutState
        switch g {
        case .hugWidth: return "\(name).width <= \(size) (content hugging @\(state.hugging[0]))"
        case .hugHeight: return "\(name).height <= \(size) (content hugging @\(state.hugging[1]))"
        case .resistWidth: return "\(name).width >= \(size) (compression resistance @\(state.compression[0]))"
        case .resistHeight: return "\(name).height >= \(size) (compression resistance @\(state.compression[1]))"
        default: return nil
        }
    }

    /// Makes room for the app's constraint `c`, which conflicts with what the solver holds, by
    /// breaking the required content sizes among the conflict (as the first pass's order
    /// does); whether `c` was then added. When it still conflicts, nothing is broken.
    private func yieldContentSizes(to c: Constraint) -> Bool {
        let members = Set(conflictSet(for: c).map { ObjectIdentifier($0.constraint) })
        let yielding = installed.filter { members.contains(ObjectIdentifier($0.value.constraint)) && Self.isRequiredContentSize(($0.key, $0.value.constraint, nil)) }
        guard !yielding.isEmpty else { return false }
        for (_, inst) in yielding { try? solver.removeConstraint(inst.constraint) }
        do {
            try solver.addConstraint(c)
        } catch {
            for (_, inst) in yielding { try? solver.addConstraint(inst.constraint) }
            return false
        }
        for (key, inst) in yielding {
            installed[key] = nil
            broken[key] = diagnostic(breaking: inst.constraint, key: key, source: nil)
        }
        return true
    }

    /// Whether `entry` is a view's content size (hugging or compression resistance) at the
    /// required priority.
    private static func isRequiredContentSize(_ entry: (Key, Constraint, NSLayoutConstraint?)) -> Bool {
        guard case .generated(_, let g) = entry.0 else { return false }
        switch g {
        case .hugWidth, .hugHeight, .resistWidth, .resistHeight: return entry.1.strength.isRequired
        default: return false
        }
    }

    private static func same(_ a: Constraint, _ b: Constraint) -> Bool {
        a.expression.constant == b.expression.constant && sameShape(a, b)
    }

    /// Whether `b` is `a` with another constant at most (the solver can move it in place).
    private static func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.strength == b.strength && Solver.sameTerms(a.expression, b.expression)
    }

    private func reconcile(_ wanted: [(Key, Constraint, NSLayoutConstraint?)], alsoKeep: Set<Key> = []) -> Bool {
        var keep = alsoKeep
        var moved: [(Key, Constraint, NSLayoutConstraint?)] = []
        var toAdd: [(Key, Constraint, NSLayoutConstraint?)] = []
        for (key, c, src) in wanted {
            keep.insert(key)
            if let have = installed[key] {
                if Self.same(have.constraint, c) { continue }
                // A frame that moved or a constant that changed: shifted in place.
                if Self.sameShape(have.constraint, c) { moved.append((key, c, src)); continue }
            }
            toAdd.append((key, c, src))
        }
        // Removals first, so that a changed constraint never meets its old self.
        let replaced = Set(toAdd.map(\.0))
        var removed = false
        for (key, inst) in installed where !keep.contains(key) || replaced.contains(key) {
            try? solver.removeConstraint(inst.constraint)
            installed[key] = nil
            removed = true
        }
        for key in broken.keys where !keep.contains(key) { broken[key] = nil }
        for (key, c, src) in moved {
            guard let have = installed[key] else { continue }
            do {
                try solver.replaceConstraint(have.constraint, with: c)
                installed[key] = Installed(constraint: c, source: src)
            } catch {
                installed[key] = nil
                add(key, c, src)
            }
        }
        for (key, c, src) in toAdd { add(key, c, src) }
        return removed || !toAdd.isEmpty
    }

    /// Adds `c`, making the required content sizes it conflicts with give way when it is the
    /// app's; what cannot be added is reported broken.
    private func add(_ key: Key, _ c: Constraint, _ src: NSLayoutConstraint?) {
        let added: Bool
        if (try? solver.addConstraint(c)) != nil {
            added = true
        } else if case .user = key {
            added = yieldContentSizes(to: c)
        } else {
            added = false
        }
        if added {
            installed[key] = Installed(constraint: c, source: src)
            broken[key] = nil
        } else {
            broken[key] = diagnostic(breaking: c, key: key, source: src)
        }
    }

    private func diagnostic(breaking c: Constraint, key: Key, source: NSLayoutConstraint?) -> LayoutDiagnostic {
        let conflicting = conflictSet(for: c).map { inst -> String in
            inst.source.map { $0.description } ?? "\(inst.constraint)"
        }
        return LayoutDiagnostic(kind: .unsatisfiable, subject: source?.description ?? describe(key, c) ?? "\(c)",
                                identifier: source?.identifier, priority: source?.priority.rawValue ?? 1000,
                                location: source?.sourceLocation, conflicting: conflicting)
    }

    /// The fewest required constraints in the solver that `c` cannot be added to: those sharing
    /// variables with it (transitively), narrowed to a minimal set by the additive method (each
    /// round adds `c`, the members found so far, then the candidates in order; the candidate whose
    /// addition fails is a member, and only those before it can be others). A round costs one
    /// pass of additions, so a conflict in a screen of thousands of constraints is named by its
    /// few members, as UIKit names them.
    private func conflictSet(for c: Constraint) -> [Installed] {
        let required = installed.values.filter { $0.constraint.strength.isRequired }
        var reached = Set(c.expression.terms.map { ObjectIdentifier($0.variable) })
        var component: [Installed] = []
        var remaining = required
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { inst in
                let vars = inst.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                guard vars.contains(where: reached.contains) else { return false }
                vars.forEach { reached.insert($0) }
                component.append(inst)
                grew = true
                return true
            }
        }
        var members: [Installed] = []
        var candidates = component
        rounds: while true {
            let s = Solver()
            do {
                try s.addConstraint(c)
                for m in members { try s.addConstraint(m.constraint) }
            } catch { break rounds }
            guard let culprit = candidates.firstIndex(where: { inst in
                do { try s.addConstraint(inst.constraint); return false } catch { return true }
            }) else { break }
            members.append(candidates[culprit])
            candidates = Array(candidates[..<culprit])
        }
        return members.sorted { ($0.source?.description ?? "\($0.constraint)") < ($1.source?.description ?? "\($1.constraint)") }
    }

    // MARK: Frames

    /// Sets the frames of the views the solution places, once no view's size in it is negative
    /// (`floorNegativeSizes`); a size the required constraints still make negative is shown
    /// as 0.
    private func apply(root: View) {
        func value(_ v: Variable) -> Double { solver.value(of: v) }
        var frames: [(View, Rect)] = []
        while true {
            frames.removeAll(keepingCapacity: true)
            var floored = false
            for v in placed {
                guard let s = v.superview else { continue }
                let vars = v.layoutState.variables, sv = s.layoutState.variables
                let w = value(vars.width), h = value(vars.height)
                if floorIfNegative(v, width: w, height: h) { floored = true }
                guard !floored else { continue }
                let shift = Self.contentOrigin(of: s)
                frames.append((v, Rect(value(vars.left) - value(sv.left) + shift.x, value(vars.top) - value(sv.top) + shift.y,
                                       max(0, w), max(0, h))))
            }
            guard floored else { break }
            // Solved again with the new floors; no frame was set from the solution they change.
            sync(root: root, full: false)
            solver.updateVariables()
        }
        for (v, f) in frames where !Self.close(f, v.frame) { v.frame = f }
        for g in guides where g.system == nil {
            guard let owner = g.owningView else { continue }
            let gv = g.variables, ov = owner.layoutState.variables
            g.solvedFrame = Rect(value(gv.left) - value(ov.left), value(gv.top) - value(ov.top),
                                 max(0, value(gv.width)), max(0, value(gv.height)))
        }
    }

    /// Floors each view the solution gives a negative width or height, and solves again, until
    /// none is negative: each round floors at least one more view, and a view the required
    /// constraints keep negative is floored once and left so.
    private func floorNegativeSizes(root: View) {
        while true {
            var floored = false
            for v in placed {
                let vars = v.layoutState.variables
                if floorIfNegative(v, width: solver.value(of: vars.width), height: solver.value(of: vars.height)) { floored = true }
            }
            guard floored else { return }
            sync(root: root, full: false)
            solver.updateVariables()
        }
    }

    /// Gives `v` its floors when the solved `width` or `height` is negative and it has none
    /// yet; returns whether it did (the tree must then be solved again).
    private func floorIfNegative(_ v: View, width: Double, height: Double) -> Bool {
        guard width < -1e-9 || height < -1e-9, !v.layoutState.floorsSize else { return false }
        v.layoutState.floorsSize = true
        return true
    }

    /// Where a subview's frame of origin zero stands in its superview's solved rectangle: the
    /// superview's bounds origin, but none in a scroll view, whose subviews are placed in its
    /// content, which scrolling moves.
    private static func contentOrigin(of superview: View) -> Point {
        superview is ScrollView ? .zero : superview.bounds.origin
    }

    private static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
            && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    // MARK: Questions

    /// Whether the solved layout leaves `view`'s rectangle undetermined.
    func isAmbiguous(_ view: View) -> Bool {
        guard participants.contains(where: { $0 === view }),
              !view.layoutState.translatesAutoresizingMaskIntoConstraints else { return false }
        return isOpen(view.layoutState.variables)
    }

    private func isOpen(_ vars: LayoutVariables) -> Bool {
        [vars.left, vars.top, vars.width, vars.height].contains { solver.isAmbiguous($0) }
    }

    /// The views Auto Layout places whose layout is ambiguous, in tree order.
    func ambiguousViews() -> [View] { placed.filter { isAmbiguous($0) } }

    /// The size `view`'s own subtree of constraints gives it, drawn weakly towards `target`.
    static func fittingSize(of view: View, target: Size) -> Size {
        let engine = LayoutEngine(fittingTarget: target)
        engine.sync(root: view, full: true)
        engine.solver.updateVariables()
        engine.floorNegativeSizes(root: view)
        let vars = view.layoutState.variables
        return Size(max(0, engine.solver.value(of: vars.width)), max(0, engine.solver.value(of: vars.height)))
    }
}
