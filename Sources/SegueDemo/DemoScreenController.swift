import Foundation
import SegueCore
import SegueKit

/// A demo screen that runs its storyboard segues only while it is in front: a control
/// activated on a screen that is already covered or leaving (a click or Enter that reached it
/// in the same frame as a presentation began) is vetoed in `shouldPerformSegue`, so one demo
/// never opens on top of another by accident.
open class DemoScreenController: ViewController {
    /// Whether this screen is on screen, not leaving, and not covered by a presentation (one
    /// being dismissed, this screen coming back, does not count: a segue asked for then turns
    /// the dismissal round).
    public var isInFront: Bool {
        let covered = presentedViewController.map { $0.appearanceState == .appeared || $0.appearanceState == .appearing } ?? false
        return !covered && (appearanceState == .appeared || appearanceState == .appearing)
    }

    open override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        isInFront
    }
}
