import Foundation

extension NavigationController {
    /// What a navigation transition does to the stack (`UINavigationController.Operation`).
    public enum Operation: Int, Hashable, Sendable {
        /// No change of the top controller.
        case none
        /// A controller comes on top (push, or a new top set with `setViewControllers`).
        case push
        /// The top goes back to a controller that was below it.
        case pop
    }

    /// Replaces the stack (UIKit's `setViewControllers(_:animated:)`): controllers no longer in
    /// it leave (`willMove(toParent: nil)` now, `didMove(toParent: nil)` at the end), new ones
    /// join (`willMove(toParent:)` now, `didMove(toParent:)` at the end). When the top changes,
    /// it animates as a push, or as a pop when the new top was already in the stack; when it
    /// does not, nothing moves. Waits its turn like a push.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        scheduleTransition(target: viewControllers.last, queuesAll: true) { [weak self] in
            self?.performStackChange(to: viewControllers, animated: animated, completion: nil)
        }
    }

    /// The tab bar controller whose selected tab this stack is, if any.
    private var tabsShowingThis: TabBarController? {
        guard let tabs = parent as? TabBarController, tabs.selectedViewController === self else { return nil }
        return tabs
    }

    /// Tells the tab bar controller showing this stack whether the stack hides its bar
    /// (`hidesBottomBarWhenPushed`).
    func bottomBarRuleChanged() {
        tabsShowingThis?.hideBarForStack(children)
    }

    /// The delegate's animator for `operation` (nil: the built-in push).
    func animator(for operation: Operation, from: ViewController, to: ViewController) -> ViewControllerAnimatedTransitioning? {
        delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
    }

    /// The one stack change behind push, pop, pop-to and `setViewControllers`: containment calls,
    /// then (when the top changes on screen) the transition from the old top to the new, the
    /// delegate's animator's or the built-in push (backwards for a pop).
    func performStackChange(to requested: [ViewController], animated: Bool, completion: (() -> Void)?) {
        var stack: [ViewController] = []
        for vc in requested where vc !== self && vc.presentingViewController == nil && !vc.contains(self)
            && !stack.contains(where: { $0 === vc }) { stack.append(vc) }
        let oldStack = children
        let oldTop = oldStack.last
        let removed = oldStack.filter { o in !stack.contains { $0 === o } }
        let added = stack.filter { n in !oldStack.contains { $0 === n } }
        let topLeaves = oldTop.map { t in removed.contains { $0 === t } } ?? false
        // UIKit's pop order: the top leaves first, then those between, bottom up.
        let leaving = topLeaves ? [oldTop!] + removed.filter { $0 !== oldTop } : removed
        for vc in leaving { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        let settle: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            defer { self.bottomBarRuleChanged() }
            if completed {
                for vc in removed where vc !== oldTop { vc.removeFromParent() }
                if topLeaves { oldTop?.removeFromParent() }
                self.children = stack
                for vc in added { vc.didMove(toParent: self) }
            } else {
                for vc in added { vc.removeFromParent() }
                for vc in removed where vc !== oldTop { vc.didMove(toParent: self) }
                if topLeaves { oldTop?.didMove(toParent: self) }
                self.children = oldStack
            }
        }
        guard isViewLoaded, let oldTop, let oldView = oldTop.viewIfLoaded, oldView.superview === view,
              let newTop = stack.last, newTop !== oldTop else {
            for vc in removed where vc !== oldTop { vc.removeFromParent() }
            if topLeaves { oldTop?.removeFromParent() }
            children = stack
            bottomBarRuleChanged()
            if isViewLoaded {
                for vc in removed { if let v = vc.viewIfLoaded, v.superview === view { v.removeFromSuperview() } }
                if let top = stack.last, top.viewIfLoaded?.superview !== view { install(top) }
                updateNavigationBar()
            }
            for vc in added { vc.didMove(toParent: self) }
            completion?()
            return
        }
        let operation: Operation = oldStack.contains { $0 === newTop } ? .pop : .push
        // The tab bar hides or comes back as the change begins, so that the new top is laid out
        // in the safe area it will have; a cancelled change puts it back.
        tabsShowingThis?.hideBarForStack(stack)
        let v = newTop.view!
        v.frame = contentFrame(for: newTop)
        v.autoresizingMask = .flexibleSize
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        let change = appearanceChange(from: oldTop, to: newTop, animated: animated)
        let r: RunningTransition
        if animated, window != nil, let animator = animator(for: operation, from: oldTop, to: newTop) {
            let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
            let ctx = TransitionContext(container: view, from: oldTop, to: newTop, fromView: oldView, toView: v,
                                        fromStart: oldView.frame, toEnd: contentFrame(for: newTop), animated: animated,
                                        style: .fullScreen, animator: animator, interaction: interaction)
            r = RunningTransition(context: ctx, name: RunningTransition.traceName(of: animator),
                                  settings: window?.timingSettings ?? .standard)
        } else {
            r = operation == .push ? makeTransition(from: oldView, to: v, backwards: false)
                : makeTransition(from: v, to: oldView, backwards: true)
        }
        r.coordinator.involve(from: oldTop, to: newTop)
        change.begin()
        if operation == .push {
            view.insertSubview(v, at: contentInsertionIndex)
        } else if let i = view.subviews.firstIndex(where: { $0 === oldView }) {
            view.insertSubview(v, at: i)
        } else {
            view.insertSubview(v, at: 0)
        }
        // The bar changes with the transition, as a function of its progress.
        let barChanges = animated && window != nil && !isNavigationBarHidden
        if barChanges {
            navigationBar.beginItemChange(to: stack.map(\.navigationItem)) { [weak r] in r?.alongsideProgress ?? 1 }
        }
        r.onDirectionChange = { change.directionChanged(toEnd: $0) }
        r.onEnd = { [weak self, weak newTop] completed in
            if barChanges { self?.navigationBar.endItemChange() }
            if completed { oldView.removeFromSuperview() } else { v.removeFromSuperview() }
            self?.keepBarsInFront()
            change.end(completed: completed)
            settle(completed)
            guard let self else { return }
            self.updateNavigationBar()
            self.window?.focus.screenDidChange()
            if completed, let newTop { self.delegate?.navigationController(self, didShow: newTop, animated: animated) }
            completion?()
        }
        begin(r, source: oldTop, destination: newTop, animated: animated)
        keepBarsInFront()
    }

    /// Puts the bars back over the content: an animator adds the new view on top of the
    /// container it is given, and UIKit's bars stay above the views its transitions move.
    private func keepBarsInFront() {
        guard navigationBar.superview === view, view.subviews.last !== navigationBar else { return }
        view.bringSubviewToFront(toolbar)
        view.bringSubviewToFront(navigationBar)
    }
}

/// Receives a navigation controller's news and supplies the animators of its pushes and pops
/// (`UINavigationControllerDelegate`). Every method is optional.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to become the top (before its appearance calls).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// `viewController` became the top (after the transition ended).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
    /// The animator for a push or pop from `fromVC` to `toVC` (nil: the built-in push).
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller driving `animationController`'s transition (nil: not
    /// interactive).
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
    /// Nil: the built-in push.
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// Nil: not interactive.
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
}
