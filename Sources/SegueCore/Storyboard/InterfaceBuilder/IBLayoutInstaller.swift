import Foundation

/// Builds one Interface Builder scene's layout into the runtime when its view loads, as
/// UIKit's storyboard loading does: each constraint becomes an `NSLayoutConstraint` (with its
/// identifier and its place in the file as `sourceLocation`), the safe-area and margins guides
/// are the views' own, the old top and bottom layout guides become guides pinned between the
/// view's edges and its safe area, a `<stackView>` is a `StackView` of its arranged subviews,
/// and each view gets its hugging and compression priorities, margins and
/// `translatesAutoresizingMaskIntoConstraints`. Which constraints, subviews and stack
/// attributes are in force follows the size classes (`apply(_:)`): a phone turned on its side
/// swaps them, as UIKit does on a trait change.
@MainActor
final class IBLayoutInstaller {
    /// The scene's layout as read.
    let layout: IBSceneConstraints
    /// The scene's views by Interface Builder id.
    let views: [String: View]
    /// Each view and guide the constraints name, by Interface Builder id.
    private var items: [String: LayoutItem] = [:]
    /// Every constraint made, with what it was made from.
    private(set) var made: [(spec: IBConstraint, constraint: NSLayoutConstraint)] = []
    /// Subviews a size class leaves out, with where they go back.
    private var removed: [String: (superview: View, index: Int)] = [:]
    /// The size classes applied last.
    private(set) var classes: (width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass)?

    /// Builds `layout` over `views` (the scene's views by id); constraints in the file `file`
    /// are made inactive until `apply(_:)` chooses them.
    init(_ layout: IBSceneConstraints, file: String, views: [String: View]) {
        self.layout = layout
        self.views = views
        for id in layout.order {
            guard let v = views[id], let spec = layout.views[id] else { continue }
            items[id] = v
            if id != layout.rootID { v.translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMaskIntoConstraints }
            v.setContentHuggingPriority(LayoutPriority(Float(spec.hugging.horizontal)), for: .horizontal)
            v.setContentHuggingPriority(LayoutPriority(Float(spec.hugging.vertical)), for: .vertical)
            v.setContentCompressionResistancePriority(LayoutPriority(Float(spec.compression.horizontal)), for: .horizontal)
            v.setContentCompressionResistancePriority(LayoutPriority(Float(spec.compression.vertical)), for: .vertical)
            if let m = spec.layoutMargins { v.layoutMargins = m }
            IBLayoutInstaller.placeholderIntrinsicSize(v, spec)
            v.insetsLayoutMarginsFromSafeArea = spec.insetsLayoutMarginsFromSafeArea
            if spec.preservesSuperviewLayoutMargins { v.preservesSuperviewLayoutMargins = true }
            if let stack = v as? StackView, let s = spec.stack {
                IBLayoutInstaller.configure(stack, s)
                for a in s.arranged { if let arranged = views[a] { stack.addArrangedSubview(arranged) } }
            }
        }
        for g in layout.guides.values.sorted(by: { $0.id < $1.id }) {
            guard let owner = views[g.owner] else { continue }
            switch g.kind {
            case .safeArea: items[g.id] = owner.safeAreaLayoutGuide
            case .layoutMargins: items[g.id] = owner.layoutMarginsGuide
            case .scrollFrame: items[g.id] = owner
            case .scrollContent: items[g.id] = contentGuide(of: owner)
            case .topLayoutGuide, .bottomLayoutGuide, .keyboard:
                // Before safe areas: a guide from the top edge down to the bars' bottom (or from
                // the bars' top up from the bottom edge), which the safe area now measures. The
                // keyboard's guide, with no keyboard shown, is the bottom one.
                let top = g.kind == .topLayoutGuide
                let guide = LayoutGuide(identifier: top ? "topLayoutGuide" : g.kind == .keyboard ? "keyboardLayoutGuide" : "bottomLayoutGuide")
                owner.addLayoutGuide(guide)
                let safe = owner.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
                    guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor),
                    top ? guide.topAnchor.constraint(equalTo: owner.topAnchor) : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
                    top ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor) : guide.bottomAnchor.constraint(equalTo: owner.bottomAnchor),
                ])
                items[g.id] = guide
            }
        }
        for c in layout.constraints where !c.isPlaceholder {
            guard var first = items[c.first], let a = LayoutAttribute(rawValue: c.firstAttribute.rawValue) else { continue }
            if let text = textOfBox(c.first, c.firstAttribute) { first = text }
            var second: LayoutItem?
            if let s = c.second {
                guard let item = items[s] else { continue }
                second = textOfBox(s, c.secondAttribute) ?? item
                // Between a scroll view and what it scrolls, the scroll view's edges are its
                // content's (UIKit's rule before content guides); its sizes and centres stay its
                // frame's, so a content view centred in it is as wide as it is.
                if let scroll = scrollEdges(of: c.first, against: s, attribute: c.firstAttribute) { first = contentGuide(of: scroll) }
                if let scroll = scrollEdges(of: s, against: c.first, attribute: c.secondAttribute) { second = contentGuide(of: scroll) }
            }
            let relation: LayoutRelation
            switch c.relation {
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .equal: relation = .equal
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            let k = NSLayoutConstraint(item: first, attribute: a, relatedBy: relation, toItem: second,
                                       attribute: LayoutAttribute(rawValue: c.secondAttribute.rawValue) ?? .notAnAttribute,
                                       multiplier: c.multiplier, constant: c.constant)
            k.priority = LayoutPriority(Float(c.priority))
            k.identifier = c.identifier
            k.sourceLocation = SourceLocation(file: file, line: c.line, column: c.column).description
            made.append((c, k))
        }
    }

    /// A text field or search bar is drawn as a view holding a label with its text (or
    /// placeholder): its baselines are that label's, as a UIKit field's are its text's. Nil for
    /// another view or attribute, and for a box without text (whose baselines are its edges).
    /// A search bar without text but with a Cancel button takes the button's title, which is
    /// set in the same 17 points on the same centre line as the field's text.
    private func textOfBox(_ id: String, _ attribute: IBLayoutAttribute) -> View? {
        guard attribute == .firstBaseline || attribute == .lastBaseline,
              let element = layout.views[id]?.element, element == "textField" || element == "searchBar" else { return nil }
        return views[id]?.subviews.first { $0 is Label }
    }

    /// The scroll views' content guides made so far, by scroll view.
    private var contentGuides: [ObjectIdentifier: LayoutGuide] = [:]

    /// A scroll view's content (its `contentLayoutGuide`): as large as the constraints to it
    /// make it, from the scroll view's top left corner (shown unscrolled).
    private func contentGuide(of scroll: View) -> LayoutGuide {
        // A scroll view's own guide, whose solved size is its content size.
        if let s = scroll as? ScrollView { return s.contentLayoutGuide }
        if let g = contentGuides[ObjectIdentifier(scroll)] { return g }
        let guide = LayoutGuide(identifier: "contentLayoutGuide")
        scroll.addLayoutGuide(guide)
        NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                                     guide.topAnchor.constraint(equalTo: scroll.topAnchor)])
        contentGuides[ObjectIdentifier(scroll)] = guide
        return guide
    }

    /// The scroll view `id` is, when a constraint relates its edge `attribute` to `other`,
    /// a view it scrolls: that edge is its content's.
    private func scrollEdges(of id: String, against other: String, attribute: IBLayoutAttribute) -> View? {
        guard !attribute.isDimension, !attribute.isCenter, let spec = layout.views[id], IBLayoutInstaller.scrolling.contains(spec.element),
              let scroll = views[id] else { return nil }
        var cur = layout.views[other]?.superview
        while let s = cur {
            if s == id { return scroll }
            cur = layout.views[s]?.superview
        }
        return nil
    }

    /// The elements that scroll what they hold.
    static let scrolling: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// The classes Interface Builder's variations are chosen by, for a trait collection (an
    /// unspecified class is Interface Builder's "any", which the regular variations do not
    /// change: it is read as regular).
    static func classes(_ traits: TraitCollection) -> (width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) {
        (traits.horizontalSizeClass == .compact ? .compact : .regular, traits.verticalSizeClass == .compact ? .compact : .regular)
    }

    /// Puts in force what the size classes of `traits` have: the subviews their variations
    /// keep, the constraints installed for them between items present, each stack's
    /// attributes, and the views they hide or show. Does nothing when the classes are those
    /// applied last.
    func apply(_ traits: TraitCollection) {
        let (w, h) = IBLayoutInstaller.classes(traits)
        if let c = classes, c.width == w, c.height == h { return }
        let previous = classes
        classes = (w, h)
        var off: [NSLayoutConstraint] = [], on: [NSLayoutConstraint] = []
        for (spec, k) in made {
            let owner = layout.views[spec.owner]
            let installed = owner.map { o in spec.id.map { IBSceneConstraints.installed($0, mask: "constraints", in: o, width: w, height: h) } ?? true } ?? false
            let present = layout.isPresent(spec.first, width: w, height: h) && (spec.second.map { layout.isPresent($0, width: w, height: h) } ?? true)
            if installed && present { on.append(k) } else { off.append(k) }
            if !spec.variations.isEmpty {
                let c = spec.constant(width: w, height: h)
                if k.constant != c { k.constant = c }
            }
        }
        NSLayoutConstraint.deactivate(off.filter(\.isActive))
        // Subviews a class leaves out leave the tree, and come back where they were.
        for id in layout.order {
            guard let v = views[id], let superID = layout.views[id]?.superview, let parent = views[superID],
                  let parentSpec = layout.views[superID] else { continue }
            let present = IBSceneConstraints.installed(id, mask: "subviews", in: parentSpec, width: w, height: h)
            if !present, removed[id] == nil, v.superview === parent {
                removed[id] = (parent, parent.subviews.firstIndex { $0 === v } ?? parent.subviews.count)
                v.removeFromSuperview()
            } else if present, let back = removed.removeValue(forKey: id) {
                back.superview.insertSubview(v, at: min(back.index, back.superview.subviews.count))
            }
        }
        for id in layout.order {
            guard let v = views[id], let spec = layout.views[id] else { continue }
            // Shown or hidden where the document's word changes from the classes before (at
            // first, from the view's own), so that what the app set meanwhile stands otherwise.
            if let hidden = spec.isHidden(width: w, height: h),
               hidden != (previous.map { spec.isHidden(width: $0.width, height: $0.height) ?? spec.hidden } ?? spec.hidden) {
                v.isHidden = hidden
            }
            if let stack = v as? StackView, let s = spec.stack(width: w, height: h) { IBLayoutInstaller.configure(stack, s) }
        }
        NSLayoutConstraint.activate(on.filter { !$0.isActive })
    }

    /// Gives `stack` the arrangement `s` describes (only what changes: each change re-makes
    /// the stack's constraints).
    static func configure(_ stack: StackView, _ s: IBStackLayout) {
        let axis: NSLayoutConstraint.Axis = s.isVertical ? .vertical : .horizontal
        let distribution = StackView.Distribution(rawValue: s.distribution) ?? .fill
        let alignment = StackView.Alignment(rawValue: s.alignment) ?? .fill
        if stack.axis != axis { stack.axis = axis }
        if stack.distribution != distribution { stack.distribution = distribution }
        if stack.alignment != alignment { stack.alignment = alignment }
        if stack.spacing != s.spacing { stack.spacing = s.spacing }
        if stack.isLayoutMarginsRelativeArrangement != s.isLayoutMarginsRelativeArrangement {
            stack.isLayoutMarginsRelativeArrangement = s.isLayoutMarginsRelativeArrangement
        }
        if stack.isBaselineRelativeArrangement != s.isBaselineRelativeArrangement {
            stack.isBaselineRelativeArrangement = s.isBaselineRelativeArrangement
        }
    }

    /// A view's placeholder intrinsic size (which its app class would give, or Xcode's canvas
    /// assumes): the sides given stand for the view's own intrinsic size in the layout, at its
    /// hugging and compression resistance priorities as any intrinsic size.
    static func placeholderIntrinsicSize(_ v: View, _ spec: IBViewLayout) {
        guard spec.placeholderIntrinsicWidth != nil || spec.placeholderIntrinsicHeight != nil else { return }
        v.layoutState.placeholderIntrinsicSize = Size(spec.placeholderIntrinsicWidth ?? View.noIntrinsicMetric,
                                                      spec.placeholderIntrinsicHeight ?? View.noIntrinsicMetric)
        v.setNeedsEngineUpdate()
    }
}
