import Foundation

/// The views a running transition draws itself, above the screens' own transition: pairs with
/// equal `transitionID` on the source and destination screens, and unmatched views with
/// modifiers. Collected once when the transition starts; each frame reads their geometry
/// afresh (a window resized mid-flight redraws them in place) and hands it to the pure
/// `MatchedElements`. While the transition runs the views are left out of their screens'
/// snapshots, so each element is drawn exactly once.
@MainActor
final class MatchedViewSet {
    /// A view on both screens.
    struct Pair {
        let id: String
        let source: View
        let destination: View
        let arc: Double?
        let zPosition: Double
        let delay: Double?
        let duration: Double?
        let curve: TimingCurve?
        /// `useNoSnapshot` on either view.
        let keepsContentSize: Bool
        /// Each view's `beginWith` state, applied to its own end.
        let sourceBegin: TransitionTargetState?
        let destinationBegin: TransitionTargetState?
    }
    /// An unmatched view with modifiers.
    struct Modified {
        let view: View
        let isAppearing: Bool
        let target: TransitionTargetState
        /// The view its `source(id)` names on the other screen.
        let source: View?
        /// Its `beginWith` state, applied to its rest state.
        let begin: TransitionTargetState?
    }

    let pairs: [Pair]
    let modified: [Modified]
    /// The extra delay in seconds a `cascade` on a superview gives each of its subviews
    /// (matched views keep theirs, as Hero's default `delayMatchedViews: false` does).
    private var cascadeDelays: [ObjectIdentifier: Double] = [:]
    private let fromScreen: View?
    private let toScreen: View?
    /// The natural sizes of the pairs' layer images, read once (reading an image's header is
    /// file work, never done per frame).
    private var imageSizes: [String: Size] = [:]

    /// The ids of the pairs, in order.
    var ids: [String] { pairs.map(\.id) }
    var isEmpty: Bool { pairs.isEmpty && modified.isEmpty }

    /// The matched and modified views between the forward transition's source screen `from`
    /// and destination screen `to`; `presenting` says which of `whenPresenting` and
    /// `whenDismissing` apply (false for a dismissal, a pop or an unwind).
    init(from: View?, to: View?, presenting: Bool) {
        fromScreen = from; toScreen = to
        from?.layoutIfNeeded(); to?.layoutIfNeeded()
        let a = from.map(MatchedViewSet.candidates) ?? []
        let b = to.map(MatchedViewSet.candidates) ?? []
        var firstB: [String: View] = [:]
        for v in b { if let id = v.transitionID, firstB[id] == nil { firstB[id] = v } }
        var firstA: [String: View] = [:]
        for v in a { if let id = v.transitionID, firstA[id] == nil { firstA[id] = v } }
        var pairs: [Pair] = [], matched = Set<ObjectIdentifier>()
        for v in a {
            guard let id = v.transitionID, firstA[id] === v, let w = firstB[id] else { continue }
            let sa = TransitionTargetState(v.transitionModifiers, presenting: presenting)
            let sb = TransitionTargetState(w.transitionModifiers, presenting: presenting)
            pairs.append(Pair(id: id, source: v, destination: w, arc: sb.arc ?? sa.arc,
                              zPosition: sb.zPosition ?? sa.zPosition ?? 0,
                              delay: sb.delay ?? sa.delay, duration: sb.duration ?? sa.duration, curve: sb.curve ?? sa.curve,
                              keepsContentSize: sa.usesNoSnapshot || sb.usesNoSnapshot,
                              sourceBegin: sa.begin(presenting: presenting), destinationBegin: sb.begin(presenting: presenting)))
            matched.insert(ObjectIdentifier(v)); matched.insert(ObjectIdentifier(w))
        }
        var modified: [Modified] = []
        for (views, appearing, other) in [(a, false, firstB), (b, true, firstA)] {
            for v in views where !matched.contains(ObjectIdentifier(v)) && !v.transitionModifiers.isEmpty {
                let target = TransitionTargetState(v.transitionModifiers, presenting: presenting)
                // Hero animates a view whose modifiers change nothing only when told to (`forceAnimate`).
                guard target.changesAppearance || target.forcesAnimation else { continue }
                modified.append(Modified(view: v, isAppearing: appearing, target: target, source: target.source.flatMap { other[$0] },
                                         begin: target.begin(presenting: presenting)))
            }
        }
        self.pairs = pairs
        self.modified = modified
        let window = from?.window ?? to?.window
        for v in pairs.flatMap({ [$0.source, $0.destination] }) {
            if let name = v.layerImage?.name, imageSizes[name] == nil { imageSizes[name] = window?.imageSize(name) }
        }
        for v in a + b {
            guard let cascade = TransitionTargetState(v.transitionModifiers, presenting: presenting).cascade else { continue }
            for (i, s) in MatchedViewSet.ordered(v.subviews, cascade.direction).enumerated() {
                cascadeDelays[ObjectIdentifier(s)] = Double(i) * cascade.delta
            }
        }
    }

    /// `views` in the order a cascade in `direction` starts them (by their frames' edges).
    private static func ordered(_ views: [View], _ direction: CascadeDirection) -> [View] {
        views.filter { !$0.isHidden }.sorted { a, b in
            switch direction {
            case .topToBottom: return a.frame.minY < b.frame.minY
            case .bottomToTop: return a.frame.maxY > b.frame.maxY
            case .leftToRight, .leadingToTrailing: return a.frame.minX < b.frame.minX
            case .rightToLeft, .trailingToLeading: return a.frame.maxX > b.frame.maxX
            }
        }
    }

    /// A view's delay: its own, plus what a cascade on its superview adds.
    private func delay(of v: View, _ own: Double?) -> Double? {
        guard let extra = cascadeDelays[ObjectIdentifier(v)] else { return own }
        return (own ?? 0) + extra
    }

    /// The visible views below `root` that take part (an id or modifiers), in drawing order;
    /// `ignoreSubviewModifiers` drops the modifiers of the views below it. As in Hero, a view
    /// outside the screen's bounds (scrolled away) takes no part unless it has `forceAnimate`.
    private static func candidates(_ root: View) -> [View] {
        var out: [View] = []
        func onScreen(_ v: View) -> Bool {
            let r = v.transform(to: root).boundingBox(of: Rect(size: v.bounds.size))
            let b = root.bounds
            return r.maxX >= b.minX && r.minX <= b.maxX && r.maxY >= b.minY && r.minY <= b.maxY
        }
        func walk(_ v: View, ignoring: Int) {
            for s in v.subviews where !s.isHidden && s.alpha > 0.01 {
                let usesModifiers = ignoring == 0
                let takesPart = s.transitionID != nil || (usesModifiers && !s.transitionModifiers.isEmpty)
                if takesPart && (onScreen(s) || TransitionTargetState(s.transitionModifiers, presenting: true).forcesAnimation) {
                    out.append(s)
                }
                var next = max(0, ignoring - 1)
                if usesModifiers, let recursive = TransitionTargetState(s.transitionModifiers, presenting: true).ignoresSubviewModifiers {
                    next = recursive ? Int.max : 1
                }
                walk(s, ignoring: ignoring == Int.max ? Int.max : next)
            }
        }
        walk(root, ignoring: 0)
        return out
    }

    /// Every view the transition draws itself.
    private var views: [View] { pairs.flatMap { [$0.source, $0.destination] } + modified.map(\.view) }

    /// Leaves the views out of their screens' snapshots (the transition draws them).
    func hideViews() { for v in views { v.transitionDrawCount += 1 } }
    /// Gives them back to their screens.
    func showViews() { for v in views { v.transitionDrawCount = max(0, v.transitionDrawCount - 1) } }

    /// The elements as they are now, in the transition's space: the source screen at
    /// `fromOffset` and the destination at `toOffset` from its origin; `duration` is the
    /// transition's, which an element's `delay` and `duration` are parts of.
    func elements(fromOffset: Point, toOffset: Point, duration: Double) -> MatchedElements {
        fromScreen?.layoutIfNeeded(); toScreen?.layoutIfNeeded()
        func span(delay: Double?, duration own: Double?) -> ClosedRange<Double> {
            guard duration > 0, delay != nil || own != nil else { return 0...1 }
            let start = min(max((delay ?? 0) / duration, 0), 1)
            let end = own.map { min(start + $0 / duration, 1) } ?? 1
            return start...max(start, end)
        }
        let pairs = pairs.compactMap { p -> MatchedPair? in
            guard let fs = fromScreen, let ts = toScreen,
                  let a = MatchedViewSet.state(p.source, in: fs, offset: fromOffset, background: false, begin: p.sourceBegin,
                                               imageSizes: imageSizes),
                  let b = MatchedViewSet.state(p.destination, in: ts, offset: toOffset, background: false, begin: p.destinationBegin,
                                               imageSizes: imageSizes)
            else { return nil }
            return MatchedPair(id: p.id, source: a, destination: b, arc: p.arc, zPosition: p.zPosition,
                               span: span(delay: p.delay, duration: p.duration), curve: p.curve,
                               keepsContentSize: p.keepsContentSize)
        }
        let modified = modified.compactMap { m -> ModifiedElement? in
            guard let screen = m.isAppearing ? toScreen : fromScreen,
                  let rest = MatchedViewSet.state(m.view, in: screen, offset: m.isAppearing ? toOffset : fromOffset, background: true,
                                                  begin: m.begin)
            else { return nil }
            var sourceFrame: Rect?
            if let s = m.source, let other = m.isAppearing ? fromScreen : toScreen {
                sourceFrame = MatchedViewSet.state(s, in: other, offset: m.isAppearing ? fromOffset : toOffset, background: false)?.frame
            }
            // `position` is in the superview's coordinates: the offset from there to here.
            let superviewOffset = Point(rest.frame.minX - m.view.frame.minX, rest.frame.minY - m.view.frame.minY)
            let target = ModifiedElement.modified(rest, by: m.target, superviewOffset: superviewOffset, sourceFrame: sourceFrame)
            return ModifiedElement(id: m.view.transitionID, rest: rest, modified: target, isAppearing: m.isAppearing,
                                   zPosition: m.target.zPosition ?? 0,
                                   span: span(delay: delay(of: m.view, m.target.delay), duration: m.target.duration),
                                   curve: m.target.curve, keepsContentSize: m.target.usesNoSnapshot)
        }
        return MatchedElements(pairs: pairs, modified: modified)
    }

    /// `v`'s look on `screen`, its frame in the transition's space (the screen's coordinates
    /// moved by `offset`), changed by its `beginWith` state when it has one; nil when it has
    /// left the screen.
    private static func state(_ v: View, in screen: View, offset: Point, background: Bool,
                              begin: TransitionTargetState? = nil, imageSizes: [String: Size] = [:]) -> ElementState? {
        guard let sup = v.superview, v.isDescendant(of: screen) else { return nil }
        let f = v.frame
        let local = Rect(f.minX - sup.bounds.minX, f.minY - sup.bounds.minY, f.width, f.height)
        var frame = sup === screen ? local : sup.transform(to: screen).boundingBox(of: local)
        frame = Rect(frame.minX + offset.x, frame.minY + offset.y, frame.width, frame.height)
        let content = background ? v.snapshotContents().items : v.contentsWithoutBackground().items
        let image = background ? nil : v.layerImage.flatMap { layer in
            ElementImage(content: .image(layer.name), naturalSize: imageSizes[layer.name] ?? v.bounds.size,
                         mode: layer.mode, in: v.bounds.size)
        }
        let state = ElementState(frame: frame, transform: v.transform, cornerRadius: v.cornerRadius,
                                 backgroundColor: background ? nil : v.backgroundColor,
                                 alpha: v.alpha, content: content, contentSize: v.bounds.size, image: image)
        guard let begin else { return state }
        return ModifiedElement.modified(state, by: begin, superviewOffset: Point(frame.minX - f.minX, frame.minY - f.minY))
    }
}
