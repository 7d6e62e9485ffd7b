import Foundation
import SegueCore
import SegueKit

/// A level of the navigation demo (`level1`…`level3`). Escape/Backspace pop the stack (the
/// navigation scene's own Escape, which goes home, applies only at the bottom); a drag that
/// starts at the left edge pops interactively: the pop follows the pointer, and on release it
/// finishes or cancels by distance and velocity (SPEC §6).
public final class DemoNavigationLevelController: ViewController {
    private var drag: DragTracker?
    private var pop: RunningTransition?

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        // Escape mid-drag lets go of the pop: it goes back, and this level stays.
        if key == .escape || key == .backspace, let pop, pop.isInteractive {
            pop.cancel()
            drag = nil
            self.pop = nil
            return true
        }
        guard key == .escape || key == .backspace, let nav = navigationController,
              nav.viewControllers.count > 1, nav.topViewController === self else { return false }
        if nav.activeTransition == nil { nav.popViewController(animated: true) }
        return true
    }

    public override func pointerDown(at p: Point) -> Bool {
        guard let nav = navigationController, nav.topViewController === self, nav.viewControllers.count > 1,
              nav.activeTransition == nil, let local = nav.view.convertFromWindow(p),
              local.x >= 0, local.x < nav.interactivePopEdgeWidth, let now = window?.clock.now else { return false }
        drag = DragTracker(start: p, at: now)
        return true
    }

    public override func pointerDragged(to p: Point) {
        guard var d = drag, let nav = navigationController, let now = nav.window?.clock.now else { return }
        d.add(p, at: now)
        drag = d
        if pop == nil, d.dx > 4 { pop = nav.beginInteractivePop() }
        guard let pop else { return }
        pop.fractionComplete = fraction(d, width: nav.view.bounds.width)
    }

    public override func pointerUp(at p: Point) {
        defer { drag = nil; pop = nil }
        guard var d = drag, let pop else { return }
        let width = max(navigationController?.view.bounds.width ?? 1, 1)
        if let now = window?.clock.now ?? navigationController?.window?.clock.now { d.add(p, at: now) }
        pop.fractionComplete = fraction(d, width: width)
        let velocity = d.velocityX / width
        if DragTracker.shouldFinish(fraction: pop.fractionComplete, velocity: velocity) {
            pop.finish(velocity: velocity)
        } else {
            pop.cancel(velocity: velocity)
        }
    }

    private func fraction(_ d: DragTracker, width: Double) -> Double {
        min(max(d.dx / max(width, 1), 0), 1)
    }
}
