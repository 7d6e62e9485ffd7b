import Foundation

/// The appearance calls of a change of screen from `leaving` to `arriving` (a swap, a
/// presentation, a dismissal, a push or a pop), kept together so that every kind of change
/// orders them the same way and undoes them the same way when cancelled:
///
/// - start: leaving `viewWillDisappear`, arriving `viewWillAppear`;
/// - turning back (cancel, reverse): arriving `viewWillDisappear`, leaving `viewWillAppear`;
/// - end: the one that is going away gets its did- call first, then the one that stays.
final class AppearanceHandoff {
    weak var leaving: ViewController?
    weak var arriving: ViewController?
    /// Whether callbacks are sent at all (the container is on screen).
    var active: Bool
    var animated: Bool
    /// The container whose children change (a push or a pop), if any. While it is off screen
    /// or on its way out, its own appearance change drives the children: turning round
    /// sends nothing, and at the end only the child whose view left settles (it ends
    /// disappeared), since the container's forwarding no longer reaches it.
    weak var container: ViewController?

    init(leaving: ViewController?, arriving: ViewController?, active: Bool, animated: Bool,
         container: ViewController? = nil) {
        self.leaving = leaving; self.arriving = arriving; self.active = active; self.animated = animated
        self.container = container
    }

    /// Whether the calls go out as planned: active at the start, and the container (if any)
    /// still on screen (or on its way in).
    private var inCharge: Bool { active && (container?.isVisible ?? true) }

    /// Marks both as managed by the transition (no automatic callbacks from view moves).
    func manage() {
        leaving?.appearanceManagedExplicitly += 1
        arriving?.appearanceManagedExplicitly += 1
    }

    func unmanage() {
        leaving?.appearanceManagedExplicitly -= 1
        arriving?.appearanceManagedExplicitly -= 1
    }

    /// Whether each side took part: a controller already in the state the change leads to
    /// (the presenter under an over-full-screen screen, still appeared) sent nothing at the
    /// start, so turning round or ending must send it nothing either.
    private var leavingTakesPart = true
    private var arrivingTakesPart = true
    private var leavingInPart: ViewController? { leavingTakesPart ? leaving : nil }
    private var arrivingInPart: ViewController? { arrivingTakesPart ? arriving : nil }

    func begin() {
        guard active else { return }
        let before = (leaving?.appearanceState, arriving?.appearanceState)
        leavingTakesPart = before.0 != .disappeared
        arrivingTakesPart = before.1 != .appeared
        leaving?.beginAppearanceTransition(false, animated: animated)
        arriving?.beginAppearanceTransition(true, animated: animated)
    }

    func directionChanged(toEnd: Bool) {
        guard inCharge else { return }
        if toEnd {
            leavingInPart?.beginAppearanceTransition(false, animated: animated)
            arrivingInPart?.beginAppearanceTransition(true, animated: animated)
        } else {
            arrivingInPart?.beginAppearanceTransition(false, animated: animated)
            leavingInPart?.beginAppearanceTransition(true, animated: animated)
        }
    }

    func end(completed: Bool) {
        guard inCharge else {
            if container != nil, let gone = completed ? leaving : arriving {
                ViewController.settleLeaving(gone, animated: animated)
            }
            return
        }
        if completed {
            leavingInPart?.endAppearanceTransition()
            arrivingInPart?.endAppearanceTransition()
        } else {
            arrivingInPart?.endAppearanceTransition()
            leavingInPart?.endAppearanceTransition()
        }
    }
}
