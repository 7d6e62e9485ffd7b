import Foundation
import SegueCore
import SegueKit

/// Seed 000's rotating-cube container (`cube`): its children `face0`…`faceN` are the faces;
/// one is on screen in the `faceHost` view. Left/Right turn the cube one face (a
/// `RotatingSegue`, forward or backward), a click on a page-control dot turns to that face,
/// and a horizontal drag scrubs the turn: the cube follows the pointer and, on release,
/// finishes or cancels by distance and velocity, the velocity handed to the finishing spring.
///
/// Interruption (SPEC §6): a request for the face a running turn is leaving reverses it from
/// where it is; other requests are queued and played after it, in order; the opposite of the
/// last queued request takes that one back. The page control follows when a turn completes.
public final class DemoCubeController: ViewController, RotatingSegueDelegate {
    /// The face on screen at rest (the source of a running turn).
    public private(set) var faceIndex = 0
    /// The page control (a `CubePageControl` put where the storyboard's `pageControl` was).
    public private(set) var pageControl: CubePageControl?
    /// Turns waiting for the running one: target face and direction.
    public private(set) var queuedTurns: [(face: Int, forward: Bool)] = []
    /// How many turns have completed (not cancelled) so far.
    public private(set) var completedTurns = 0
    /// Seconds for one turn.
    public var turnDuration = 0.5

    private struct Turn {
        let segue: RotatingSegue
        let from: Int, to: Int
        let forward: Bool
    }
    private var current: Turn?
    private var drag: DragTracker?

    /// The faces, in order.
    public var faces: [ViewController] { children }

    /// The view the faces are shown in.
    public var faceHost: View { view.viewWithIdentifier("faceHost") ?? view }

    /// The running turn's transition, if any.
    public var runningTurn: RunningTransition? { current?.segue.runningTransition }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let control = CubePageControl(numberOfPages: faces.count)
        control.dotSize = 12
        control.dotSpacing = 30
        if let placeholder = view.viewWithIdentifier("pageControl") as? PageControl {
            control.pageIndicatorColor = placeholder.pageIndicatorColor
            control.currentPageIndicatorColor = placeholder.currentPageIndicatorColor
            placeholder.replace(with: control)
        } else {
            control.frame = Rect(0, view.bounds.height - 40, view.bounds.width, 40)
            control.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            view.addSubview(control)
        }
        control.cube = self
        pageControl = control
        faceIndex = faces.firstIndex { $0.viewIfLoaded?.superview != nil } ?? 0
        control.currentPage = faceIndex
    }

    // MARK: Requests

    /// The face the cube will rest on once the running and queued turns are done.
    public var plannedFace: Int {
        if let last = queuedTurns.last { return last.face }
        if let t = current, let r = t.segue.runningTransition, !r.hasEnded { return r.isHeadingToEnd ? t.to : t.from }
        return faceIndex
    }

    /// Turns one face forward (towards the left) or backward.
    public func turn(forward: Bool) {
        let n = faces.count
        guard n > 1 else { return }
        request(face: (plannedFace + (forward ? 1 : n - 1)) % n, forward: forward)
    }

    /// Turns to face `i` (a page-control dot): forward when it lies after the planned face.
    public func turn(toFace i: Int) {
        guard faces.indices.contains(i) else { return }
        request(face: i, forward: i > plannedFace)
    }

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        switch key {
        case .right: turn(forward: true); return true
        case .left: turn(forward: false); return true
        case .escape, .backspace:
            // About to leave: settle first (the unwind follows), so no child swap is in flight
            // while the cube itself goes away.
            settle()
            return false
        default: return false
        }
    }

    /// Leaving the screen (by whatever path): come to rest first, so that no child swap is in
    /// flight while the cube itself goes.
    public override func viewWillDisappear(_ animated: Bool) { settle() }

    /// Lets go of a drag in progress: its turn goes back to where it started.
    public func cancelDrag() {
        drag = nil
        if let r = runningTurn, r.isInteractive { r.cancel() }
    }

    /// Brings the cube to rest at once: a drag is let go (its turn undone), a running turn
    /// jumps to where it is heading, and queued turns are dropped.
    public func settle() {
        queuedTurns.removeAll()
        cancelDrag()
        runningTurn?.finishImmediately()
    }

    private func request(face target: Int, forward: Bool) {
        // Only a cube on screen and in front turns.
        guard isVisible, presentedViewController == nil else { return }
        if let t = current, let r = t.segue.runningTransition, !r.hasEnded {
            let heading = r.isHeadingToEnd ? t.to : t.from
            let leaving = r.isHeadingToEnd ? t.from : t.to
            if queuedTurns.isEmpty && !r.isInteractive {
                if target == leaving { r.reverse(); return }
                if target == heading { return }
            }
            let previous = queuedTurns.count >= 2 ? queuedTurns[queuedTurns.count - 2].face : heading
            if !queuedTurns.isEmpty && target == previous {
                queuedTurns.removeLast()
                return
            }
            if target == (queuedTurns.last?.face ?? heading) { return }
            queuedTurns.append((target, forward))
            if queuedTurns.count > 8 { queuedTurns.removeFirst() }
            return
        }
        guard target != faceIndex else { return }
        start(to: target, forward: forward, interactive: false)
    }

    @discardableResult
    private func start(to target: Int, forward requested: Bool, interactive: Bool) -> RunningTransition? {
        let n = faces.count
        let delta = (target - faceIndex + n) % n
        guard delta != 0 else { return nil }
        let forward = delta == 1 ? true : delta == n - 1 ? false : requested
        let steps = forward ? delta : n - delta
        let segue = RotatingSegue(identifier: nil, source: faces[faceIndex], destination: faces[target])
        segue.goesForward = forward
        segue.options.duration = turnDuration * Double(steps).squareRoot()
        segue.options.parameters = ["faces": String(max(n, 3)), "steps": String(steps)]
        segue.delegate = self
        current = Turn(segue: segue, from: faceIndex, to: target, forward: forward)
        if interactive { return segue.performInteractive() }
        segue.run(sender: nil, askSource: false)
        return segue.runningTransition
    }

    public func segueDidComplete(_ segue: RotatingSegue) {
        if let i = faces.firstIndex(where: { $0.viewIfLoaded?.superview === faceHost }) {
            if i != faceIndex { completedTurns += 1 }
            faceIndex = i
        }
        pageControl?.currentPage = faceIndex
        if current?.segue === segue { current = nil }
        while let next = queuedTurns.first {
            queuedTurns.removeFirst()
            if next.face != faceIndex {
                start(to: next.face, forward: next.forward, interactive: false)
                return
            }
        }
    }

    // MARK: Drag to scrub

    public override func pointerDown(at p: Point) -> Bool {
        guard current == nil, queuedTurns.isEmpty, activeTransition == nil, faces.count > 1,
              isVisible, presentedViewController == nil,
              faceHost.rectInWindow.contains(p), let now = window?.clock.now else { return false }
        drag = DragTracker(start: p, at: now)
        return true
    }

    public override func pointerDragged(to p: Point) {
        guard var d = drag, let now = window?.clock.now else { return }
        d.add(p, at: now)
        drag = d
        if current == nil, abs(d.dx) > 6 {
            let n = faces.count
            let forward = d.dx < 0
            start(to: (faceIndex + (forward ? 1 : n - 1)) % n, forward: forward, interactive: true)
        }
        guard let t = current, let r = t.segue.runningTransition, r.isInteractive else { return }
        r.fractionComplete = dragFraction(d, forward: t.forward)
    }

    public override func pointerUp(at p: Point) {
        defer { drag = nil }
        guard var d = drag, let t = current, let r = t.segue.runningTransition, r.isInteractive else { return }
        if let now = window?.clock.now { d.add(p, at: now) }
        r.fractionComplete = dragFraction(d, forward: t.forward)
        let width = max(faceHost.bounds.width, 1)
        let velocity = (t.forward ? -d.velocityX : d.velocityX) / width
        if DragTracker.shouldFinish(fraction: r.fractionComplete, velocity: velocity) {
            r.finish(velocity: velocity)
        } else {
            r.cancel(velocity: velocity)
        }
    }

    private func dragFraction(_ d: DragTracker, forward: Bool) -> Double {
        let along = forward ? -d.dx : d.dx
        return min(max(along / max(faceHost.bounds.width, 1), 0), 1)
    }
}

/// The cube's page control: a click on a dot asks the cube to turn there (the dot moves when
/// the turn completes), Enter/Space turn one face forward, and the arrow keys are left to the
/// cube so that Left/Right always turn it.
public final class CubePageControl: PageControl {
    weak var cube: DemoCubeController?

    public override func tapped(at p: Point) {
        if let i = page(at: p) { cube?.turn(toFace: i) }
    }

    public override func activate() {
        guard isEnabled else { return }
        cube?.turn(forward: true)
    }

    public override func keyDown(_ key: Key) -> Bool { false }
}
