import Foundation

/// A gesture recognizer an Interface Builder view carries: one of the scene's
/// `<tapGestureRecognizer>`, `<pongPressGestureRecognizer>` (IB's own spelling for a long
/// press), `<panGestureRecognizer>`, `<screenEdgePanGestureRecognizer>`,
/// `<swipeGestureRecognizer>` or `<pinchGestureRecognizer>` objects, attached by the view's
/// `gestureRecognizers` outlet collection, with what it triggers when recognized.
struct GestureRecognizerSpec: Hashable, Sendable {
    /// Which recognizer.
    enum Kind: String, Hashable, Sendable {
        case tap, longPress, pan, screenEdgePan, swipe, pinch
    }
    /// Which recognizer.
    var kind: Kind
    /// Its Interface Builder id (a sidecar's `actions:` names it).
    var id: String
    /// A tap's `numberOfTapsRequired`.
    var taps: Int?
    /// A long press's `minimumPressDuration` and `allowableMovement`.
    var minimumPressDuration: Double?, allowableMovement: Double?
    /// A swipe's directions (`SwipeGestureRecognizer.Direction` bits).
    var direction: Int?
    /// A screen-edge pan's edges (`RectEdge` bits).
    var edges: Int?
    /// `cancelsTouchesInView` and `isEnabled`, when the file sets them.
    var cancelsTouchesInView: Bool?, enabled: Bool?
    /// The segue or unwind it performs when recognized.
    var action: ControlAction?

    /// The element names Interface Builder writes, by kind.
    static let elementNames: [String: Kind] = [
        "tapGestureRecognizer": .tap, "pongPressGestureRecognizer": .longPress, "panGestureRecognizer": .pan,
        "screenEdgePanGestureRecognizer": .screenEdgePan, "swipeGestureRecognizer": .swipe, "pinchGestureRecognizer": .pinch,
    ]

    /// The recognizer, performing its action from `vc` when it recognizes: a discrete gesture
    /// (tap, swipe) when it ends, a continuous one when it begins (its first action message in
    /// UIKit). A segue is performed as a control's (`shouldPerformSegue` is asked).
    @MainActor
    func make(for vc: ViewController) -> GestureRecognizer {
        let r: GestureRecognizer
        switch kind {
        case .tap:
            let t = TapGestureRecognizer()
            if let taps { t.numberOfTapsRequired = max(1, taps) }
            r = t
        case .longPress:
            let l = LongPressGestureRecognizer()
            if let d = minimumPressDuration { l.minimumPressDuration = d }
            if let m = allowableMovement { l.allowableMovement = m }
            r = l
        case .pan: r = PanGestureRecognizer()
        case .screenEdgePan:
            let e = ScreenEdgePanGestureRecognizer()
            e.edges = RectEdge(rawValue: edges ?? 0)
            r = e
        case .swipe:
            let s = SwipeGestureRecognizer()
            if let direction { s.direction = SwipeGestureRecognizer.Direction(rawValue: direction) }
            r = s
        case .pinch: r = PinchGestureRecognizer()
        }
        r.name = id
        if let c = cancelsTouchesInView { r.cancelsTouchesInView = c }
        if let e = enabled { r.isEnabled = e }
        let fireOn: GestureRecognizer.State = (kind == .tap || kind == .swipe) ? .ended : .began
        switch action {
        case .segue(let segue)?:
            r.addHandler { [weak vc] g in if g.state == fireOn { vc?.performControlSegue(segue, sender: g) } }
        case .unwind(let a)?:
            r.addHandler { [weak vc] g in if g.state == fireOn { vc?.performUnwind(action: a, sender: g) } }
        case nil: break
        }
        return r
    }
}

extension IBConverter {
    /// A view's `<outletCollection property="gestureRecognizers">`: the recognizer it names (an
    /// object of the scene, or of a xib's top level) is converted and attached to the view,
    /// with its segue, unwind, or action (the app's code: a guess a sidecar's `actions:` can
    /// bind by the recognizer's id).
    mutating func gestureRecognizer(outlet c: IBElement, _ v: inout ViewSpec, _ ctx: inout SceneContext) {
        guard let target = c["destination"],
              let e = ctx.controller.parent?.children.first(where: { $0["id"] == target }) ?? index.looseObjects[target] else { return }
        guard let kind = GestureRecognizerSpec.elementNames[e.name] else {
            warn(e, "\(e.name) is not supported; the view ignores it", once: "gesture-\(e.name)")
            return
        }
        var g = GestureRecognizerSpec(kind: kind, id: target)
        g.taps = e.number("numberOfTapsRequired").map { Int($0) }
        g.minimumPressDuration = e.number("minimumPressDuration")
        g.allowableMovement = e.number("allowableMovement")
        if let d = e["direction"] {
            let bits = ["right": 1, "left": 2, "up": 4, "down": 8]
            g.direction = d.split(separator: " ").reduce(0) { $0 | (bits[String($1)] ?? 0) }
            if g.direction == 0 { g.direction = Int(d) }
        }
        if let r = e.child("rectEdge", key: "edges") { g.edges = IBConverter.rectEdge(r).rawValue }
        g.cancelsTouchesInView = e.flag("cancelsTouchesInView")
        g.enabled = e.flag("enabled")
        for conn in e.child("connections")?.children ?? [] where g.action == nil {
            switch conn.name {
            case "segue":
                if conn["kind"] == "unwind" {
                    if let a = IBConverter.actionName(conn["unwindAction"]) {
                        g.action = .unwind(a)
                        unwindUses.append((a, ctx.sceneID, location(conn)))
                    }
                } else if let s = addSegue(conn, from: ctx.sceneID, trigger: .control, &ctx) {
                    g.action = .segue(s.id)
                }
            case "action":
                guard let dest = conn["destination"], let a = IBConverter.actionName(conn["selector"]) else { continue }
                if index.exitScene[dest] != nil {
                    g.action = .unwind(a)
                    unwindUses.append((a, ctx.sceneID, location(conn)))
                } else {
                    warn(conn, "gesture recognizers' actions go to the app's code, which does not run here; bind one in the sidecar's actions: by the recognizer's id", once: "gesture-action")
                    guess(.controlAction, scene: ctx.sceneID, "\(target).\(a)", "the app's code (not run)", at: conn)
                    let pending = StoryboardSidecar.PendingAction(control: target, element: e.name, scene: ctx.sceneID, selector: conn["selector"] ?? a)
                    if !suggested.pendingActions.contains(pending) { suggested.pendingActions.append(pending) }
                }
            default: break
            }
        }
        v.gestureRecognizers.append(g)
    }
}

extension IBConverter {
    /// The edges an Interface Builder edge element (`<rectEdge>`, `<extendedEdge>`) sets by
    /// their names (`top="YES"` …).
    static func rectEdge(_ e: IBElement) -> RectEdge {
        RectEdge(RectEdge.named.filter { e.flag($0.name) == true }.map(\.edge))
    }
}
