import Foundation

/// The appearance calls of one change of screen (a swap, push, pop, presentation, dismissal
/// or unwind), derived from one rule (docs/controllers.md, "The appearance rule"): the change
/// says which controllers are on screen at its start (`before`) and at its end (`after`), and
/// every call is a step of the diff between the two.
///
/// - begin: heading for `after` — those leaving get `viewWillDisappear`, then those arriving
///   `viewWillAppear`;
/// - turning round (cancel, reverse): heading for `before` again, the same diff the other way;
/// - end: every controller involved is brought to the state the end calls for, those going
///   away first (did-calls), then those staying.
///
/// A controller already in the state the change leads to is sent nothing, and nothing is sent
/// twice: the calls are the difference between where each controller is and where it should
/// be. While the host (the container, or for presentations the window) is off screen, nothing
/// should be on screen, so nothing appears.
@MainActor
final class AppearanceChange {
    private let before: [WeakController]
    private let after: [WeakController]
    /// Everything involved, weakly: a controller released meanwhile is left alone.
    private let involved: [WeakController]
    private let animated: Bool
    private let hostOnScreen: () -> Bool

    /// A change from `before` to `after` (parents before children within each list) under a
    /// host for which `hostOnScreen` says whether anything it shows is on screen.
    init(before: [ViewController], after: [ViewController], animated: Bool,
         hostOnScreen: @escaping () -> Bool) {
        self.before = before.map(WeakController.init)
        self.after = after.map(WeakController.init)
        self.animated = animated
        self.hostOnScreen = hostOnScreen
        var all: [ViewController] = []
        for vc in before + after where !all.contains(where: { $0 === vc }) { all.append(vc) }
        involved = all.map(WeakController.init)
        for vc in all { vc.appearanceManagedExplicitly += 1 }
    }

    /// Sends the will-calls towards the end state.
    func begin() { head(toward: after) }

    /// Sends the will-calls of a change of direction.
    func directionChanged(toEnd: Bool) { head(toward: toEnd ? after : before) }

    /// Brings everyone to the end state (`after` when completed, else `before`) and lets go of
    /// the controllers (view moves send automatic calls again).
    func end(completed: Bool) {
        let (going, staying) = split(toward: completed ? after : before)
        for vc in going {
            if vc.isVisible { vc.beginAppearanceTransition(false, animated: animated) }
            vc.endAppearanceTransition()
        }
        for vc in staying {
            if !vc.isVisible { vc.beginAppearanceTransition(true, animated: animated) }
            vc.endAppearanceTransition()
        }
        for vc in involved.compactMap(\.controller) { vc.appearanceManagedExplicitly -= 1 }
    }

    private func head(toward target: [WeakController]) {
        let (going, staying) = split(toward: target)
        for vc in going { vc.beginAppearanceTransition(false, animated: animated) }
        for vc in staying { vc.beginAppearanceTransition(true, animated: animated) }
    }

    /// The involved controllers that should be off screen, then those that should be on.
    private func split(toward target: [WeakController]) -> ([ViewController], [ViewController]) {
        let shown = hostOnScreen() ? target.compactMap(\.controller) : []
        let all = involved.compactMap(\.controller)
        return (all.filter { vc in !shown.contains { $0 === vc } },
                all.filter { vc in shown.contains { $0 === vc } })
    }
}

/// A weak reference to a controller (for lists that must not keep controllers alive).
struct WeakController {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
}
