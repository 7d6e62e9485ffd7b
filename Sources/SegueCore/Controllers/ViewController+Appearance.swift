import Foundation

extension ViewController {
    /// Starts an appearance change (UIKit's `beginAppearanceTransition(_:animated:)`): calls
    /// `viewWillAppear` or `viewWillDisappear` on this controller, then on each child whose view
    /// is inside this one (parent before child). A change that turns round an unfinished one
    /// (appear while disappearing) is a cancellation and allowed; a repeat is ignored, so a
    /// controller never gets two will- calls in a row.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            trace(.viewWillAppear, [.init("animated", .bool(animated))])
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            // A container leaving the screen brings its own transitions to rest first, so
            // no swap of its children is in flight while it goes.
            bringOwnTransitionsToRest()
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            trace(.viewWillDisappear, [.init("animated", .bool(animated))])
            viewWillDisappear(animated)
        }
        lastAppearanceAnimated = animated
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in visibleChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Ends the change begun by `beginAppearanceTransition` (UIKit's
    /// `endAppearanceTransition()`): `viewDidAppear` or `viewDidDisappear`, parent before child.
    public func endAppearanceTransition() {
        let animated = lastAppearanceAnimated
        switch appearance {
        case .appearing:
            appearance = .appeared
            trace(.viewDidAppear, [.init("animated", .bool(animated))])
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            trace(.viewDidDisappear, [.init("animated", .bool(animated))])
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in visibleChildren { child.endAppearanceTransition() }
        }
    }

    /// Ends at once the transitions this controller runs inside its own view (child swaps,
    /// pushes and pops) and the requests waiting behind them: an interactive one goes back to
    /// its start, any other ends where it is heading. Presentations, drawn outside the view,
    /// are not its to settle.
    func bringOwnTransitionsToRest() {
        guard let root = viewIfLoaded else { return }
        var budget = 64
        while budget > 0, let r = runningTransition, !r.hasEnded,
              let c = r.container, c === root || c.isDescendant(of: root),
              r.fromView !== root, r.toView !== root {
            r.bringToRest()
            budget -= 1
        }
    }

    /// Where this controller is in its appearance cycle.
    public var appearanceState: AppearanceState { appearance }

    /// Children whose views are currently inside this controller's view (the ones appearance
    /// callbacks are forwarded to). Children in the middle of a swap are included: if the
    /// parent leaves the screen meanwhile, they must leave with it (the swap's own calls then
    /// find them settled and send nothing twice).
    var visibleChildren: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { child in
            guard let v = child.viewIfLoaded else { return false }
            return v !== root && v.isDescendant(of: root)
        }
    }

    var lastAppearanceAnimated: Bool {
        get { appearanceAnimatedFlag }
        set { appearanceAnimatedFlag = newValue }
    }

    /// Runs `body` with this controller's appearance managed by the caller: moving its view
    /// into or out of a window inside `body` sends no automatic callbacks.
    func managingAppearance<T>(_ body: () -> T) -> T {
        appearanceManagedExplicitly += 1
        defer { appearanceManagedExplicitly -= 1 }
        return body()
    }

    /// Called by `View` when `view` (and its subtree) entered or left a window: the topmost
    /// controllers owning views in that subtree appear or disappear at once (not animated),
    /// as UIKit does when a child's view is added to a visible hierarchy. Their children are
    /// reached by forwarding.
    static func viewDidMove(_ view: View, intoWindow: Bool) {
        for vc in topControllers(in: view) where vc.appearanceManagedExplicitly == 0 {
            // A controller whose parent is itself being managed (mid-transition) is left alone.
            if let p = vc.parent, p.appearanceManagedExplicitly > 0 { continue }
            vc.beginAppearanceTransition(intoWindow, animated: false)
            vc.endAppearanceTransition()
        }
    }

    private static func topControllers(in view: View) -> [ViewController] {
        if let vc = view.owningController { return [vc] }
        return view.subviews.flatMap { topControllers(in: $0) }
    }
}
