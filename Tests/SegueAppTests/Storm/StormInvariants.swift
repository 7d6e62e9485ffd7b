import Foundation
@testable import SegueCore
import SegueKit
import SegueDemo

/// What must hold in a storyboard window whatever input it got (SPEC §6 and §8), checked by
/// the input storm after every frame. Each check returns the problems it found as sentences;
/// an empty list means the window is consistent.
///
/// - Always: appearance callbacks balanced (fed from the trace as it grows; a controller
///   released while on screen counts too), and no transition older than the longest
///   transition times the slow-motion factor plus a margin since the last input.
/// - At rest (nothing animating): one visible child per container, the selected one (the
///   segmented control's segment, the cube's page and face, a navigation stack's top);
///   every controller on screen appeared and every other one disappeared; the window shows
///   exactly the front screen; views that transitions drew are back in shape (no compositor
///   override, no transform, full opacity); no controller or controller view alive outside
///   the tree.
@MainActor
final class StormInvariants {
    /// The longest any transition of the demo runs at normal speed, springs included.
    var longestTransition = 1.5
    /// Added to every time limit.
    var margin = 1.0

    private var checker = AppearanceChecker()
    private var consumed = 0
    /// The last trace lines, for failure messages.
    private(set) var recentTrace: [String] = []
    /// Every controller (and its view) seen in the tree, weakly.
    private var seen: [ObjectIdentifier: (vc: WeakController, view: WeakViewRef)] = [:]
    /// When each running transition was first seen, and the largest slow-motion factor since.
    private var firstSeen: [ObjectIdentifier: (r: WeakTransition, since: Double, factor: Double)] = [:]
    /// How many rest checks passed (for the statistics).
    private(set) var restChecks = 0
    /// Transitions begun and segues performed so far (from the trace).
    private(set) var transitionsBegun = 0
    private(set) var seguesPerformed = 0

    // MARK: Every frame

    /// Appearance balance: consumes the trace events recorded since the last call.
    func checkTrace(_ trace: TraceLog) -> [String] {
        var problems: [String] = []
        let events = trace.events
        for e in events[consumed...] {
            if e.event == .`deinit`, let name = e.vc {
                let key = e.instance.map { "\(name)#\($0)" } ?? name
                if checker.states[key] == .appeared {
                    problems.append("\(name) released while on screen (viewDidDisappear never came)")
                }
            }
            if e.event == .transitionBegin { transitionsBegun += 1 }
            if e.event == .performSegue { seguesPerformed += 1 }
            if let v = checker.consume(e) { problems.append("appearance: \(v)") }
            recentTrace.append(String(format: "%.4f ", e.time) + e.description)
        }
        if recentTrace.count > 80 { recentTrace.removeFirst(recentTrace.count - 80) }
        consumed = events.count
        // Long storms: drop what has been checked, so the log does not grow without end.
        if consumed > 20_000 {
            trace.removeAll()
            consumed = 0
        }
        return problems
    }

    /// No transition runs longer than it can: `lastInput` is the time of the last input event
    /// (which may legitimately reverse or extend a transition).
    /// `factorBefore` is the slow-motion factor before this frame's input (a transition may
    /// have started under it before S turned slow motion off in the same frame).
    func checkNotStuck(_ window: Window, lastInput: Double, factorBefore: Double = 1) -> [String] {
        let now = window.clock.now
        let factor = max(window.timingSettings.slowMotionFactor, factorBefore)
        var alive = Set<ObjectIdentifier>()
        var problems: [String] = []
        for r in window.runningTransitions {
            let key = ObjectIdentifier(r)
            alive.insert(key)
            var entry = firstSeen[key].flatMap { $0.r.value === r ? $0 : nil } ?? (r: WeakTransition(r), since: now, factor: factor)
            entry.factor = max(entry.factor, factor)
            firstSeen[key] = entry
            let limit = longestTransition * entry.factor + margin
            let age = now - max(entry.since, lastInput)
            if age > limit {
                problems.append(String(format: "transition %@ stuck: %.2f s without input (limit %.2f s), progress %.3f, interactive %@",
                                       r.name, age, limit, r.driver.progress, r.isInteractive ? "yes" : "no"))
            }
        }
        firstSeen = firstSeen.filter { alive.contains($0.key) }
        return problems
    }

    // MARK: At rest

    /// The structural checks; call when `window.isAnimating` is false.
    func checkAtRest(_ scene: StoryboardScene) -> [String] {
        restChecks += 1
        let window = scene.window
        var problems: [String] = []
        guard window.runningTransitions.isEmpty else { return ["checkAtRest called while animating"] }
        let unfinished = checker.unfinished
        if !unfinished.isEmpty { problems += unfinished.map { "appearance at rest: \($0)" } }

        let tree = controllerTree(window)
        for vc in tree {
            let key = ObjectIdentifier(vc)
            seen[key] = (WeakController(vc), WeakViewRef(vc.viewIfLoaded))
        }

        // The window shows exactly the front screen (and what it covers without hiding).
        if let front = window.frontmostViewController {
            var expected: [View] = []
            var c: ViewController? = front
            while let cur = c {
                if let v = cur.rootAncestor.viewIfLoaded { expected.insert(v, at: 0) }
                guard cur.rootAncestor.modalPresentationStyle != .fullScreen else { break }
                c = cur.rootAncestor.presentingViewController
            }
            let shown = window.rootView.subviews
            if shown.count != expected.count || zip(shown, expected).contains(where: { $0 !== $1 }) {
                problems.append("the window shows \(shown.map(describe)) instead of \(expected.map(describe))")
            }
        }

        for vc in tree {
            problems += checkController(vc, window: window, storyboard: scene.storyboard)
        }

        // Views the transitions drew over are back as they were.
        var stack = [window.rootView]
        while let v = stack.popLast() {
            if v.compositorOverride != nil { problems.append("\(describe(v)) still drawn by a transition at rest") }
            if v is ContainerView, v.subviews.count != 1 {
                problems.append("container \(describe(v)) shows \(v.subviews.count) children: \(v.subviews.map(describe))")
            }
            stack += v.subviews
        }

        // Nothing alive that left the tree.
        let inTree = Set(tree.map(ObjectIdentifier.init))
        for (key, entry) in seen {
            guard let vc = entry.vc.value else {
                if let v = entry.view.value {
                    problems.append("the view of a released controller is still alive: \(describe(v))")
                } else {
                    seen[key] = nil
                }
                continue
            }
            if !inTree.contains(key) {
                problems.append("\(vc.traceName)#\(vc.instanceNumber) left the tree but is still alive (leaked)")
            }
        }
        return problems
    }

    private func checkController(_ vc: ViewController, window: Window, storyboard: Storyboard?) -> [String] {
        var problems: [String] = []
        let name = "\(vc.traceName)#\(vc.instanceNumber)"
        if vc.activeTransition != nil { problems.append("\(name) still has a transition at rest") }
        for child in vc.children where child.parent !== vc {
            problems.append("\(child.traceName) is a child of \(name) but its parent is \(child.parent?.traceName ?? "nil")")
        }
        let onScreen = vc.viewIfLoaded.map { isShown($0, in: window) } ?? false
        let expected: AppearanceState = onScreen ? .appeared : .disappeared
        if vc.appearanceState != expected {
            problems.append("\(name) is \(onScreen ? "on" : "off") screen but \(vc.appearanceState.rawValue)")
        }
        guard onScreen, let view = vc.viewIfLoaded else { return problems }
        if !view.transform.isIdentity || view.alpha != 1 {
            problems.append("\(name)'s view is not back in shape: alpha \(view.alpha), transform identity \(view.transform.isIdentity)")
        }
        let visible = vc.children.filter { c in c.viewIfLoaded.map { $0 !== view && $0.isDescendant(of: view) } ?? false }
        if !vc.children.isEmpty, visible.count != 1 {
            problems.append("\(name) shows \(visible.count) of its \(vc.children.count) children: \(visible.map(\.traceName))")
        }
        if let nav = vc as? NavigationController, let top = nav.topViewController, visible.first !== top {
            problems.append("navigation \(name) shows \(visible.first?.traceName ?? "nothing") but its top is \(top.traceName)")
        }
        problems += checkSegments(vc, storyboard: storyboard)
        problems += checkDemo(vc)
        return problems
    }

    /// A screen with a segmented control whose segments run segues shows the selected
    /// segment's destination in its container.
    private func checkSegments(_ vc: ViewController, storyboard: Storyboard?) -> [String] {
        guard let storyboard else { return [] }
        guard let id = vc.storyboardIdentifier, let scene = storyboard.file.scenes.first(where: { $0.id == id }) else { return [] }
        var problems: [String] = []
        for spec in allViews(scene.view) where spec.kind == .segmented && !spec.segmentSegues.isEmpty {
            let live = spec.id.flatMap { vc.view.viewWithIdentifier($0) } ?? vc.view.descendants.first { $0 is SegmentedControl }
            guard let seg = live as? SegmentedControl, spec.segmentSegues.indices.contains(seg.selectedSegmentIndex),
                  let segue = storyboard.file.segue(spec.segmentSegues[seg.selectedSegmentIndex]) else { continue }
            // The segue belongs to this screen or to a controller embedded in it.
            let owner = segue.source == id ? vc : (vc.embeddedController(forScene: segue.source) ?? vc)
            let shown = owner.children.filter { $0.viewIfLoaded?.window != nil }.map { $0.storyboardIdentifier ?? "?" }
            if shown != [segue.destination] {
                problems.append("\(id): segment \(seg.selectedSegmentIndex) is selected but the container shows \(shown), not \(segue.destination)")
            }
        }
        return problems
    }

    /// The demo's own containers: the cube's face and page control, the gallery's stage, the
    /// photo grid's thumbnails.
    private func checkDemo(_ vc: ViewController) -> [String] {
        var problems: [String] = []
        if let cube = vc as? DemoCubeController {
            let shown = cube.faceHost.subviews
            if shown.count != 1 || !cube.faces.indices.contains(cube.faceIndex) || shown.first !== cube.faces[cube.faceIndex].viewIfLoaded {
                problems.append("cube: face \(cube.faceIndex) expected, the face host shows \(shown.map(describe))")
            }
            if cube.pageControl?.currentPage != cube.faceIndex {
                problems.append("cube: page control on \(cube.pageControl?.currentPage ?? -1), face \(cube.faceIndex)")
            }
            if !cube.queuedFaces.isEmpty { problems.append("cube: \(cube.queuedFaces.count) turns still queued at rest") }
        }
        if let gallery = vc as? DemoGalleryController {
            if gallery.stage.subviews.count != 1 { problems.append("gallery: the stage shows \(gallery.stage.subviews.count) views") }
            if !gallery.queuedTransitionTargets.isEmpty { problems.append("gallery: a swap still queued at rest") }
        }
        if let photos = vc as? DemoPhotosController, photos.presentedViewController == nil {
            for (i, t) in photos.thumbnails.enumerated() where t.isHidden {
                problems.append("photos: thumbnail \(i) still hidden with no photo shown")
            }
        }
        return problems
    }

    // MARK: Helpers

    /// Every controller reachable from the window's root through children and presentations.
    func controllerTree(_ window: Window) -> [ViewController] {
        var out: [ViewController] = []
        var stack = window.rootViewController.map { [$0] } ?? []
        while let vc = stack.popLast() {
            if out.contains(where: { $0 === vc }) { continue }
            out.append(vc)
            stack += vc.children
            if let p = vc.presentedViewController { stack.append(p) }
        }
        return out
    }

    private func isShown(_ view: View, in window: Window) -> Bool {
        guard view.window === window else { return false }
        var v: View? = view
        while let cur = v {
            if cur.isHidden { return false }
            v = cur.superview
        }
        return true
    }

    private func allViews(_ spec: ViewSpec) -> [ViewSpec] { [spec] + spec.subviews.flatMap(allViews) }

    func describe(_ v: View) -> String {
        if let vc = v.owningController { return "\(vc.traceName)#\(vc.instanceNumber)" }
        return v.identifier ?? String(describing: type(of: v))
    }
}

@MainActor
struct WeakController { weak var value: ViewController?; init(_ v: ViewController) { value = v } }
@MainActor
struct WeakViewRef { weak var value: View?; init(_ v: View?) { value = v } }
@MainActor
struct WeakTransition { weak var value: RunningTransition?; init(_ v: RunningTransition) { value = v } }
