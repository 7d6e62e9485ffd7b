import Foundation
import SegueCore
import SegueKit

/// The segmented container's screen (`segmented`), in the original article's structure: a segmented control on this
/// screen, and in its container view `segmentedContainer` an embedded container controller
/// (`segmentedChildren`) to which the transition segues belong; each segment runs one, and
/// the embedded controller swaps `first` and `second`. The keys 1 and 2 pick a segment as a
/// click would. The control stays usable while a swap runs; the container's transition queue
/// reverses or queues requests so it always ends on the selected segment.
public final class DemoSegmentedController: ViewController {
    /// The segmented control (the storyboard's `segments`).
    public var segmentedControl: SegmentedControl? { view.viewWithIdentifier("segments") as? SegmentedControl }
    /// The embedded container controller that owns the segues and shows `first` or `second`.
    public var childContainer: ViewController? { children.first }
    /// The view in which `first` or `second` is shown (the embedded controller's container view).
    public var containerView: View? { childContainer?.childContainerView }

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isDisjoint(with: [.control, .alt, .command]), let seg = segmentedControl,
              let n = Int(key.name), n >= 1, n <= seg.segments.count else { return false }
        seg.select(n - 1)
        return true
    }
}
