import Foundation

/// A container whose children are its pages, turned one at a time by a segue class whose
/// source is the child on screen and whose destination is another child of the same
/// container: the cookbook's rotating cube (`RotatingSegue`) over scenes its code loaded by
/// identifier. With no class, the children cross-dissolve. The first
/// child is shown when the view loads (the storyboard adds it); Left and Right turn to the
/// previous and next child, wrapping round, and `showChild(at:)` turns to any of them.
///
/// Every turn goes through the container's transition queue (docs/controllers.md), so turns
/// asked for while one runs reverse it or wait their turn, never overlap.
open class ChildContainerController: ViewController, RotatingSegueDelegate {
    /// The segue class a turn is made with (nil: a cross-dissolve).
    public var childSegueClass: Segue.Type?
    /// Seconds for one turn.
    public var turnDuration = 0.5

    /// The child on screen at rest.
    public var shownChild: ViewController? {
        children.first { $0.viewIfLoaded?.superview != nil }
    }

    /// The index of the child the container will rest on once the running and queued turns end.
    public var plannedChildIndex: Int {
        let target = plannedTransitionTarget ?? shownChild
        return children.firstIndex { $0 === target } ?? 0
    }

    open override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard children.count > 1 else { return false }
        switch key {
        case .right: return turn(forward: true)
        case .left: return turn(forward: false)
        default: return false
        }
    }

    /// Turns to the next child (forward) or the previous one, wrapping round.
    @discardableResult
    public func turn(forward: Bool) -> Bool {
        let n = children.count
        guard n > 1 else { return false }
        return showChild(at: (plannedChildIndex + (forward ? 1 : n - 1)) % n, forward: forward)
    }

    /// Turns to the child at `index`; `forward` says which way a cube turns (default: forward
    /// when the child comes after the planned one).
    @discardableResult
    public func showChild(at index: Int, forward: Bool? = nil) -> Bool {
        guard children.indices.contains(index), index != plannedChildIndex, presentedViewController == nil else { return false }
        let target = children[index]
        let goesForward = forward ?? (index > plannedChildIndex)
        enqueueTransition(to: target) { [weak self] in self?.start(to: target, forward: goesForward) }
        return true
    }

    private func start(to target: ViewController, forward: Bool) {
        guard let from = shownChild, from !== target else { return }
        guard let type = childSegueClass else {
            // The children stay children: only their views are swapped.
            target.view.frame = from.view.frame
            target.view.autoresizingMask = from.view.autoresizingMask
            transition(from: from, to: target, duration: 0.3, options: [.transitionCrossDissolve])
            return
        }
        let segue = type.init(identifier: nil, source: from, destination: target)
        segue.options.duration = turnDuration
        segue.options.parameters = ["faces": String(max(children.count, 3))]
        if let cube = segue as? RotatingSegue {
            cube.goesForward = forward
            cube.delegate = self
        }
        segue.run(sender: nil, askSource: false)
    }

    /// A turn ended (the rotating segue's informal delegate).
    open func segueDidComplete(_ segue: RotatingSegue) {}
}
