import Foundation
import SegueCore
import SegueKit

/// Seed 003's screen (`segmented`): a segmented control whose segments run transition segues
/// that swap the child in the container view `segmentedContainer`. The keys 1 and 2 pick a
/// segment as a click would. The control stays usable while a swap runs; the container's
/// scheduling reverses or queues requests so it always ends on the selected segment.
public final class DemoSegmentedController: ViewController {
    /// The segmented control (the storyboard's `segments`).
    public var segmentedControl: SegmentedControl? { view.viewWithIdentifier("segments") as? SegmentedControl }
    /// The container view hosting the child.
    public var containerView: ContainerView? { view.viewWithIdentifier("segmentedContainer") as? ContainerView }

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isDisjoint(with: [.control, .alt, .command]), let seg = segmentedControl,
              let n = Int(key.name), n >= 1, n <= seg.segments.count else { return false }
        seg.select(n - 1)
        return true
    }
}
