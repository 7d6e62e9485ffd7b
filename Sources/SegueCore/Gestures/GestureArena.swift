import Foundation

/// A window's gesture arbitration (UIKit's gesture environment): which recognizers follow the
/// current press, which may recognize, and when timed transitions (a long press held still, a
/// multi-tap's window running out) happen. It keeps no clock of its own: `Window.update()`
/// hands it the window clock's time every frame and before every event, so recognizers behave
/// the same live, in replays and in recordings.
///
/// The rules, as UIKit's:
/// - A press is offered to the enabled recognizers of the view under the pointer and of every
///   view above it (deepest first), unless their delegate refuses it.
/// - A recognizer leaving `.possible` waits while one it requires to fail is still possible
///   (and fails if that one recognizes), then asks its delegate (`gestureRecognizerShouldBegin`).
/// - It fails if another recognizer of the press already began and the two may not recognize
///   together; once it recognizes, the others still possible that may not recognize together
///   with it fail.
/// - Once every recognizer of a press is done and the pointer is up, they reset to `.possible`.
@MainActor
final class GestureArena {
    /// The recognizers involved now: following the press, or waiting for time or for another.
    private(set) var involved: [GestureRecognizer] = []
    /// The recognizers the current press was offered to.
    private var pressRecipients: [GestureRecognizer] = []
    /// Whether the left button is down.
    private(set) var pointerIsDown = false
    /// Whether a Control key is held (tracked from key events: scroll events carry no modifiers).
    var controlHeld = false
    /// Called when a recognizer with `cancelsTouchesInView` that follows the press recognizes:
    /// the window takes the press away from the view.
    var cancelViewPress: (() -> Void)?

    /// Whether a recognizer waits for time to pass (the frame loop must keep running).
    var isWaitingForTime: Bool { involved.contains { $0.deadline != nil } }

    // MARK: Pointer

    /// A press at `p` hit `hit`: the recognizers of `hit` and its ancestors start following it.
    /// Returns whether any did.
    func pointerDown(hit: View, at p: Point, time: Double) -> Bool {
        pointerIsDown = true
        var chain: [GestureRecognizer] = []
        var v: View? = hit
        while let cur = v {
            chain += cur.attachedGestureRecognizers.filter {
                $0.isEnabled && $0.followsPointer && $0.state == .possible && $0.pendingState == nil
                    && $0.delegate?.gestureRecognizer($0, shouldReceivePressAt: p) != false
            }
            v = cur.superview
        }
        pressRecipients = chain
        for r in chain where !involved.contains(where: { $0 === r }) { involved.append(r) }
        for r in chain where r.state == .possible {
            r.lastLocation = p
            r.pointerBegan(at: p, time: time)
        }
        settle()
        return !chain.isEmpty
    }

    /// The pressed pointer moved to `p`. Returns whether a recognizer follows the press.
    func pointerMoved(to p: Point, time: Double) -> Bool {
        guard pointerIsDown, !pressRecipients.isEmpty else { return false }
        for r in pressRecipients where isTracking(r) {
            r.lastLocation = p
            r.pointerMoved(to: p, time: time)
        }
        settle()
        return true
    }

    /// The pointer was released at `p`: recognizers still possible with nothing to wait for fail.
    func pointerUp(at p: Point, time: Double) -> Bool {
        guard pointerIsDown else { return false }
        pointerIsDown = false
        // Still the press's recipients while they hear of its end (one recognizing takes the
        // press from the view).
        let recipients = pressRecipients
        for r in recipients where isTracking(r) {
            r.lastLocation = p
            r.pointerEnded(at: p, time: time)
        }
        for r in recipients where r.state == .possible && r.pendingState == nil && r.deadline == nil {
            request(r, .failed)
        }
        pressRecipients = []
        settle()
        return !recipients.isEmpty
    }

    /// Whether `r` still takes pointer events: possible and not waiting on others, or began.
    private func isTracking(_ r: GestureRecognizer) -> Bool {
        (r.state == .possible && r.pendingState == nil) || r.state == .began || r.state == .changed
    }

    // MARK: Wheel (pinch)

    /// Ctrl+wheel by `notches` with the pointer over `hit`: the pinch in progress, or the first
    /// pinch recognizer of `hit` and its ancestors, follows it. Returns whether one did.
    func pinch(notches: Double, hit: View?, at p: Point, time: Double) -> Bool {
        var pinch = involved.first { ($0 as? PinchGestureRecognizer)?.isPinching == true } as? PinchGestureRecognizer
        if pinch == nil {
            var v = hit
            while let cur = v, pinch == nil {
                pinch = cur.attachedGestureRecognizers.first {
                    $0.isEnabled && $0 is PinchGestureRecognizer && $0.state == .possible
                        && $0.delegate?.gestureRecognizer($0, shouldReceivePressAt: p) != false
                } as? PinchGestureRecognizer
                v = cur.superview
            }
            if let pinch { involved.append(pinch) }
        }
        guard let pinch else { return false }
        pinch.lastLocation = p
        pinch.wheel(notches: notches, time: time)
        settle()
        return true
    }

    /// The Control key was released: a pinch in progress ends.
    func controlReleased(time: Double) {
        controlHeld = false
        for r in involved { (r as? PinchGestureRecognizer)?.controlReleased(time: time) }
        settle()
    }

    // MARK: Time

    /// Runs the timed transitions due by `now` (window clock), earliest first.
    func update(at now: Double) {
        while let r = involved.filter({ ($0.deadline ?? .infinity) <= now + 1e-9 })
            .min(by: { $0.deadline! < $1.deadline! }) {
            let due = r.deadline!
            r.deadline = nil
            r.timeElapsed(at: due)
            if r.state == .possible && r.pendingState == nil && r.deadline == nil
                && !pressRecipients.contains(where: { $0 === r }) {
                request(r, .failed)
            }
            settle()
        }
    }

    // MARK: State requests

    /// `r` asks for `new`: arbitration as the type's comment says.
    func request(_ r: GestureRecognizer, _ new: GestureRecognizer.State) {
        guard r.state != new || new == .changed else { return }
        switch new {
        case .began where r.state == .possible, .ended where r.state == .possible:
            recognize(r, new)
        case .failed:
            guard r.state == .possible else { return }
            r.pendingState = nil
            r.deadline = nil
            r.apply(.failed)
            requirementsChanged()
        default:
            r.apply(new)
            if new == .cancelled { r.deadline = nil }
        }
    }

    private func recognize(_ r: GestureRecognizer, _ new: GestureRecognizer.State) {
        // A recognizer it requires to fail recognized: it fails; one still possible: it waits.
        let requirements = r.failureRequirements.compactMap(\.recognizer)
        if requirements.contains(where: { $0.state == .began || $0.state == .changed || $0.state == .ended }) {
            return request(r, .failed)
        }
        if requirements.contains(where: { isUndecided($0) }) {
            r.pendingState = new
            r.deadline = nil
            return
        }
        r.pendingState = nil
        if r.delegate?.gestureRecognizerShouldBegin(r) == false { return request(r, .failed) }
        let others = involved.filter { $0 !== r }
        if others.contains(where: { ($0.state == .began || $0.state == .changed) && !r.canRecognizeSimultaneously(with: $0) }) {
            return request(r, .failed)
        }
        r.deadline = nil
        r.apply(new)
        if r.cancelsTouchesInView && pressRecipients.contains(where: { $0 === r }) { cancelViewPress?() }
        // The others still possible that may not recognize with it fail.
        for o in others where o.state == .possible && !r.canRecognizeSimultaneously(with: o) {
            o.pendingState = nil
            o.deadline = nil
            o.apply(.failed)
        }
        requirementsChanged()
    }

    /// Whether `r` may still recognize in the current gesture: involved and possible.
    private func isUndecided(_ r: GestureRecognizer) -> Bool {
        r.state == .possible && involved.contains { $0 === r } && (r.isEnabled)
    }

    /// A recognizer failed or recognized: recognitions held back for it go on or fail.
    private func requirementsChanged() {
        for r in involved where r.state == .possible {
            guard let pending = r.pendingState else { continue }
            let requirements = r.failureRequirements.compactMap(\.recognizer)
            if requirements.contains(where: { isUndecided($0) }) { continue }
            r.pendingState = nil
            recognize(r, pending)
        }
    }

    /// `r` was disabled: a gesture it began is cancelled, one still possible fails.
    func disable(_ r: GestureRecognizer) {
        guard involved.contains(where: { $0 === r }) else { return }
        if r.state == .began || r.state == .changed { request(r, .cancelled) } else { request(r, .failed) }
        settle()
    }

    /// Recognizers that are done reset once the pointer is up; ones whose view left the window
    /// are cancelled (or fail) and let go.
    func settle() {
        for r in involved where r.view?.window == nil && !r.state.isFinished {
            request(r, r.state == .possible ? .failed : .cancelled)
        }
        // A reset recognizer may still be pending on others; keep resetting until stable.
        let done = involved.filter { r in r.state.isFinished && (!pointerIsDown || !pressRecipients.contains { $0 === r }) }
        guard !done.isEmpty else { return }
        involved.removeAll { r in done.contains { $0 === r } }
        for r in done { r.resetToPossible() }
        requirementsChanged()
    }
}
