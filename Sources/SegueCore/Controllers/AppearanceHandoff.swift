import Foundation

/// The appearance calls of a change of screen from `leaving` to `arriving` (a swap, a
/// presentation, a dismissal, a push or a pop), kept together so that every kind of change
/// orders them the same way and undoes them the same way when cancelled:
///
/// - start: leaving `viewWillDisappear`, arriving `viewWillAppear`;
/// - turning back (cancel, reverse): arriving `viewWillDisappear`, leaving `viewWillAppear`;
/// - end: the one that is going away gets its did- call first, then the one that stays.
struct AppearanceHandoff {
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

    func begin() {
        guard active else { return }
        leaving?.beginAppearanceTransition(false, animated: animated)
        arriving?.beginAppearanceTransition(true, animated: animated)
    }

    func directionChanged(toEnd: Bool) {
        guard inCharge else { return }
        if toEnd {
            leaving?.beginAppearanceTransition(false, animated: animated)
            arriving?.beginAppearanceTransition(true, animated: animated)
        } else {
            arriving?.beginAppearanceTransition(false, animated: animated)
            leaving?.beginAppearanceTransition(true, animated: animated)
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
            leaving?.endAppearanceTransition()
            arriving?.endAppearanceTransition()
        } else {
            arriving?.endAppearanceTransition()
            leaving?.endAppearanceTransition()
        }
    }
}
