import Foundation
import SegueCore
import SegueKit

/// A level of the navigation demo (`level1`…`level3`). Escape/Backspace pop the stack (the
/// navigation scene's own Escape, which goes home, applies only at the bottom). A drag from
/// the left edge pops interactively: that is the navigation controller's own edge swipe.
public final class DemoNavigationLevelController: ViewController {
    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard key == .escape || key == .backspace, let nav = navigationController else { return false }
        // Escape mid-swipe lets go of the pop: it goes back, and this level stays.
        if let r = nav.activeTransition, r.isInteractive {
            nav.cancelInteractivePop()
            return true
        }
        guard nav.viewControllers.count > 1, nav.topViewController === self else { return false }
        if nav.activeTransition == nil { nav.popViewController(animated: true) }
        return true
    }
}
