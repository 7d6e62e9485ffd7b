import Foundation

extension Storyboard {
    /// Makes and activates the constraints a scene's view tree declares (`constraints`,
    /// `layout`) and sets its hugging and compression priorities, once the whole tree is built:
    /// `views` pairs each view spec with the view made from it, parents first.
    ///
    /// Which views Auto Layout places (UIKit leaves a YAML file's choice open; this is
    /// Interface Builder's rule, per view): the first item of a constraint and every view a
    /// visual format names get `translatesAutoresizingMaskIntoConstraints = false`, so their
    /// `frame` is only where they start; a view only on the right-hand side of another's
    /// constraint keeps its frame and mask. The scene's root view is placed by its controller's
    /// container and keeps its mask.
    static func activateLayout(_ views: [(spec: ViewSpec, view: View)], root: View) {
        var byID: [String: View] = [:]
        for (spec, view) in views { if let id = spec.id, byID[id] == nil { byID[id] = view } }
        var made: [NSLayoutConstraint] = []
        var placed: [ObjectIdentifier: View] = [:]
        for (spec, view) in views {
            if let h = spec.hugging {
                view.setContentHuggingPriority(h.horizontal, for: .horizontal)
                view.setContentHuggingPriority(h.vertical, for: .vertical)
            }
            if let c = spec.compression {
                view.setContentCompressionResistancePriority(c.horizontal, for: .horizontal)
                view.setContentCompressionResistancePriority(c.vertical, for: .vertical)
            }
            for c in spec.constraints + spec.layout.flatMap(\.constraints) {
                guard let first = item(c.firstItem, of: view, in: byID) else { continue }
                let second = c.secondItem.flatMap { item($0, of: view, in: byID) }
                if c.secondItem != nil, second == nil { continue }
                let constraint = NSLayoutConstraint(item: first, attribute: c.firstAttribute, relatedBy: c.relation,
                                                    toItem: second, attribute: c.secondAttribute ?? .notAnAttribute,
                                                    multiplier: c.multiplier, constant: c.constant)
                constraint.priority = c.priority
                constraint.sourceLocation = c.location?.description
                made.append(constraint)
                if let v = first as? View { placed[ObjectIdentifier(v)] = v }
            }
            for format in spec.layout {
                for named in format.views { if let v = byID[named.name] { placed[ObjectIdentifier(v)] = v } }
            }
        }
        for v in placed.values where v !== root { v.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate(made)
    }

    /// The layout item a constraint's item names, from the view that declares it; nil when it
    /// names nothing there (a check reports that before a storyboard loads).
    private static func item(_ item: ConstraintSpec.Item, of view: View, in byID: [String: View]) -> LayoutItem? {
        switch item {
        case .this: return view
        case .view(let id): return byID[id]
        case .superview: return view.superview
        case .safeArea: return view.superview?.safeAreaLayoutGuide
        case .margins: return view.superview?.layoutMarginsGuide
        }
    }
}
