import Foundation
import SegueCore
import SegueKit

/// The rotating-cube container (`cube`): its children `face0`…`faceN` are the faces;
/// one is on screen in the `faceHost` view. Left/Right turn the cube one face (a
/// `RotatingSegue`, forward or backward), a click on a page-control dot turns to that face,
/// and a horizontal drag scrubs the turn: the cube follows the pointer and, on release,
/// finishes or cancels by distance and velocity, the velocity handed to the finishing spring.
///
/// Every turn goes through the container's transition queue (docs/controllers.md): a request
/// for the face a running turn is leaving reverses it from where it is; other requests wait
/// and play after it, in order. The page control follows when a turn completes.
public final class DemoCubeController: ViewController, RotatingSegueDelegate {
    /// The face on screen at rest (the source of a running turn).
    public private(set) var faceIndex = 0
    /// The page control (a `CubePageControl` put where the storyboard's `pageControl` was).
    public private(set) var pageControl: CubePageControl?
    /// How many turns have completed (not cancelled) so far.
    public private(set) var completedTurns = 0
    /// Seconds for one turn.
    public var turnDuration = 0.5

    private var dragStart: DragTracker?
    private var drag: InteractiveDrag?

    /// The faces, in order.
    public var faces: [ViewController] { children }

    /// The view the faces are shown in.
    public var faceHost: View { view.viewWithIdentifier("faceHost") ?? view }

    /// The running turn's transition, if any.
    public var runningTurn: RunningTransition? { activeTransition }

    /// The faces the queued turns lead to, in order.
    public var queuedFaces: [Int] {
        queuedTransitionTargets.compactMap { t in faces.firstIndex { $0 === t } }
    }

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
        plannedTransitionTarget.flatMap { t in faces.firstIndex { $0 === t } } ?? faceIndex
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
        case .escape, .backspace: return reverseThenLeave()
        default:
            // Number keys pick a face, as the dots do.
            guard modifiers.isEmpty, let digit = Int(key.name), digit >= 1, digit <= faces.count else { return false }
            turn(toFace: digit - 1)
            return true
        }
    }

    /// Whether Escape came in the middle of a turn: the turn goes back to the face it left, and
    /// the cube leaves once it has landed there.
    private var leavesAfterTurn = false

    /// Escape during a turn that plays by itself: turns back to the face it left (from where it
    /// is, not snapping flat), then unwinds. A drag under the pointer or waiting turns leave
    /// Escape to the window, which unwinds at once.
    private func reverseThenLeave() -> Bool {
        guard drag == nil, queuedTransitionTargets.isEmpty, let running = activeTransition,
              !running.isInteractive, !running.hasEnded else { return false }
        leavesAfterTurn = true
        if running.isHeadingToEnd {
            enqueueTransition(to: faces[faceIndex]) { }
        }
        return true
    }

    private func request(face target: Int, forward: Bool) {
        // Only a cube on screen and in front turns.
        guard isVisible, presentedViewController == nil, target != plannedFace else { return }
        enqueueTransition(to: faces[target]) { [weak self] in self?.start(to: target, forward: forward) }
    }

    /// Turns from the face on screen to `target` (a `RotatingSegue`, made only now).
    private func start(to target: Int, forward requested: Bool) {
        let n = faces.count
        let delta = (target - faceIndex + n) % n
        guard delta != 0 else { return }
        let forward = delta == 1 ? true : delta == n - 1 ? false : requested
        let steps = forward ? delta : n - delta
        let segue = RotatingSegue(identifier: nil, source: faces[faceIndex], destination: faces[target])
        segue.goesForward = forward
        segue.options.duration = turnDuration * Double(steps).squareRoot()
        segue.options.parameters = ["faces": String(max(n, 3)), "steps": String(steps)]
        segue.delegate = self
        segue.run(sender: nil, askSource: false)
    }

    public func segueDidComplete(_ segue: RotatingSegue) {
        if let i = faces.firstIndex(where: { $0.viewIfLoaded?.superview === faceHost }) {
            if i != faceIndex { completedTurns += 1 }
            faceIndex = i
        }
        pageControl?.currentPage = faceIndex
        if leavesAfterTurn, activeTransition == nil || activeTransition?.hasEnded == true {
            leavesAfterTurn = false
            window?.unwindFrontScreen()
        }
    }

    // MARK: Drag to scrub

    public override func pointerDown(at p: Point) -> Bool {
        guard activeTransition == nil, faces.count > 1, isVisible, presentedViewController == nil,
              faceHost.rectInWindow.contains(p), let now = window?.eventTimestamp else { return false }
        dragStart = DragTracker(start: p, at: now)
        drag = nil
        return true
    }

    public override func pointerDragged(to p: Point) {
        let now = window?.eventTimestamp ?? 0
        if let current = drag {
            current.move(to: p, at: now)
            let along = current.tracker.translation.x * current.direction.x
            guard along < -6 else { return }
            // Dragged back past the start: this turn gives way (it is at 0, so the cancel ends
            // at once) and a turn towards the other neighbour takes over.
            current.interactive.update(0)
            current.interactive.cancel()
            dragStart = current.tracker
            drag = nil
            guard activeTransition == nil else { return }
        }
        guard var tracker = dragStart else { return }
        tracker.add(p, at: now)
        dragStart = tracker
        let dx = tracker.translation.x
        guard abs(dx) > 6 else { return }
        let n = faces.count
        let forward = dx < 0
        let target = (faceIndex + (forward ? 1 : n - 1)) % n
        guard let turn = ViewController.beginInteractive({ start(to: target, forward: forward) }) else { return }
        drag = InteractiveDrag(turn, tracker: tracker, direction: Point(forward ? -1 : 1, 0),
                               distance: max(faceHost.bounds.width, 1))
    }

    public override func pointerUp(at p: Point) {
        let now = window?.eventTimestamp ?? 0
        if drag == nil, var tracker = dragStart {
            // A flick shorter than the drag threshold still turns the cube.
            tracker.add(p, at: now)
            let v = tracker.velocity.x
            if abs(v) >= DragTracker.flickSpeed, abs(tracker.translation.x) > 0 { turn(forward: v < 0) }
        }
        drag?.end(at: p, at: now)
        drag = nil
        dragStart = nil
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
