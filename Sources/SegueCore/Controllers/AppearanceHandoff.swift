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

    init(leaving: ViewController?, arriving: ViewController?, active: Bool, animated: Bool) {
        self.leaving = leaving; self.arriving = arriving; self.active = active; self.animated = animated
    }

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
        guard active else { return }
        if toEnd {
            leaving?.beginAppearanceTransition(false, animated: animated)
            arriving?.beginAppearanceTransition(true, animated: animated)
        } else {
            arriving?.beginAppearanceTransition(false, animated: animated)
            leaving?.beginAppearanceTransition(true, animated: animated)
        }
    }

    func end(completed: Bool) {
        guard active else { return }
        if completed {
            leaving?.endAppearanceTransition()
            arriving?.endAppearanceTransition()
        } else {
            arriving?.endAppearanceTransition()
            leaving?.endAppearanceTransition()
        }
    }
}
