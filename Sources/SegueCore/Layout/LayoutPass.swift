import Foundation

/// The layout cycle of one view tree, as UIKit runs it before drawing: constraints updated
/// bottom-up where asked for, the tree's constraints solved and frames set, then
/// `layoutSubviews()` top-down where asked for — repeated while a step asks for more (a
/// `layoutSubviews()` that changes constraints), at most `maximumRounds` times.
@MainActor
enum LayoutPass {
    /// How many rounds one pass may take before it stops (a layout that never settles).
    static let maximumRounds = 8
    /// Roots whose pass is running (a `layoutIfNeeded()` from inside a pass joins the running one).
    private static var running = Set<ObjectIdentifier>()

    static func run(root: View) {
        guard running.insert(ObjectIdentifier(root)).inserted else { return }
        defer { running.remove(ObjectIdentifier(root)) }
        for _ in 0..<maximumRounds {
            updateConstraints(in: root)
            root.layoutState.engine?.update(root: root)
            layOut(root)
            let state = root.layoutState
            let engineStale = state.engine?.isStale(root: root) ?? false
            if !engineStale, !state.needsLayout, !state.descendantNeedsPass { break }
        }
    }

    /// Calls `updateConstraints()` (a controller's root view: `updateViewConstraints()`) on the
    /// views that asked, subviews first.
    static func updateConstraints(in view: View) {
        let state = view.layoutState
        if state.descendantNeedsPass { for s in view.subviews { updateConstraints(in: s) } }
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let vc = view.owningController { vc.updateViewConstraints() } else { view.updateConstraints() }
    }

    /// Calls `layoutSubviews()` on the views that asked, superviews first, with their
    /// controllers' `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()` around it.
    private static func layOut(_ view: View) {
        let state = view.layoutState
        if state.needsLayout {
            state.needsLayout = false
            let vc = view.owningController
            vc?.viewWillLayoutSubviews()
            view.layoutSubviews()
            vc?.viewDidLayoutSubviews()
        }
        guard state.descendantNeedsPass else { return }
        state.descendantNeedsPass = false
        for s in view.subviews { layOut(s) }
        // A subtree added during this step (a table's cell, whose stacks asked for
        // `updateConstraints()` before it had a superview) keeps the path to what it still asks
        // for marked, so that the next round reaches it.
        if view.subviews.contains(where: { $0.layoutState.needsUpdateConstraints || $0.layoutState.descendantNeedsPass }) {
            state.descendantNeedsPass = true
        }
    }
}
