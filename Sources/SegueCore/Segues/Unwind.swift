import Foundation

/// The default unwind segue: dismisses the presentations and pops the navigation stacks that
/// lie between the source and the destination, each with its forward animation played
/// backwards (a custom presentation's transition included).
public final class UnwindSegue: Segue {
    public override func perform() {
        Segue.whilePerforming(self) {
            let dest = destination
            let destLevel = dest.rootAncestor
            let animated = options.animated
            var dismissing = false
            if destLevel !== source.rootAncestor, destLevel.presentedViewController != nil {
                dismissing = true
                destLevel.dismiss(animated: animated)
            }
            // Pop whatever is pushed above the destination (or the stack entry holding it).
            var entry: ViewController = dest
            while let p = entry.parent, !(p is NavigationController) { entry = p }
            if let nav = entry.parent as? NavigationController, nav.topViewController !== entry {
                nav.popToViewController(entry, animated: animated && !dismissing)
            }
        }
    }
}

extension ViewController {
    /// The controller an unwind with `action` from this controller lands on, by UIKit's rule:
    /// walk up through parents and presenting controllers; at each ancestor ask its other
    /// children (latest first, skipping the child that contains the source, each before its
    /// own children), then the ancestor itself (`canPerformUnwindSegueAction`).
    public func unwindDestination(forAction action: String, sender: Any? = nil) -> ViewController? {
        var inner: ViewController = self
        var current = parent ?? presentingViewController
        while let a = current {
            for c in a.children.reversed() where c !== inner {
                if let d = searchUnwind(in: c, action: action, sender: sender) { return d }
            }
            if a.canPerformUnwindSegueAction(action, from: self, sender: sender) { return a }
            inner = a
            current = a.parent ?? a.presentingViewController
        }
        return nil
    }

    private func searchUnwind(in c: ViewController, action: String, sender: Any?) -> ViewController? {
        if c.canPerformUnwindSegueAction(action, from: self, sender: sender) { return c }
        for child in c.children.reversed() {
            if let d = searchUnwind(in: child, action: action, sender: sender) { return d }
        }
        return nil
    }

    /// Unwinds to the controller that handles `action`: finds it, makes the segue
    /// (`segueForUnwinding(to:from:identifier:)` on the destination, else the default
    /// `UnwindSegue`, traced `segueInit`), calls this controller's `prepare(for:sender:)`, then
    /// the destination's unwind action, then `perform()`; the segue lives until its
    /// transitions end. Returns false (and does nothing) when no controller
    /// handles the action.
    @discardableResult
    public func performUnwind(action: String, identifier: String? = nil, sender: Any? = nil,
                              animated: Bool = true) -> Bool {
        guard let dest = unwindDestination(forAction: action, sender: sender) else {
            trace(.unwind, [.init("action", .string(action)), .init("destination", .null)])
            return false
        }
        trace(.unwind, [.init("action", .string(action)), .init("destination", .string(dest.traceName))])
        let segue = dest.segueForUnwinding(to: dest, from: self, identifier: identifier)
            ?? UnwindSegue(identifier: identifier, source: self, destination: dest)
        segue.isUnwinding = true
        segue.unwindAction = action
        segue.options.animated = animated && segue.options.animated
        let idField = TraceEvent.Field("segue", identifier.map { .string($0) } ?? .null)
        trace(.prepareForSegue, [idField, .init("destination", .string(dest.traceName))])
        prepare(for: segue, sender: sender)
        dest.unwindActions[action]?(segue)
        trace(.performSegue, [idField, .init("class", .string(String(describing: type(of: segue))))])
        Segue.whilePerforming(segue) { segue.perform() }
        return true
    }
}
