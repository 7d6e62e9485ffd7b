import Foundation
import Testing
@testable import SegueCore

/// Percent-driven interaction, the navigation delegate, `setViewControllers(_:animated:)` and
/// the transition coordinator.
@MainActor
@Suite struct InteractiveAndNavigationDelegateTests {
    private func nav(_ h: ControllerHarness, _ names: [String]) -> (NavigationController, [ViewController]) {
        let vcs = names.map { h.vc($0) }
        let nav = NavigationController(rootViewController: vcs[0])
        nav.storyboardIdentifier = "nav"
        nav.traceLog = h.log
        h.window.rootViewController = nav
        for vc in vcs.dropFirst() { nav.pushViewController(vc, animated: false) }
        return (nav, vcs)
    }

    /// An interactive dismissal scrubbed to a fraction, then cancelled: everything as before.
    @Test(arguments: [0.2, 0.7])
    func cancelledInteractiveDismissal(fraction: Double) throws {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        let delegate = RecordingTransitioningDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissAnimator = TransitionAnimator(CoverVertical(), duration: 0.5, playsBackwards: true)
        delegate.dismissInteraction = interaction
        modal.transitioningDelegate = delegate
        root.present(modal, animated: false)
        let tree = h.window.rootView.subviews.map(ObjectIdentifier.init)
        modal.dismiss(animated: true)
        let running = try #require(root.activeTransition)
        #expect(running.isInteractive && running.context?.isInteractive == true)
        #expect(interaction.duration == 0.5)
        interaction.update(fraction)
        h.run(0.5)
        #expect(interaction.percentComplete == fraction)
        #expect(abs((running.context?.scrubbed?.fractionComplete ?? -1) - fraction) < 1e-9, "held where the user put it")
        interaction.cancel()
        #expect(running.context?.transitionWasCancelled == true)
        h.run(1)
        #expect(running.hasEnded)
        #expect(root.presentedViewController === modal)
        #expect(h.window.rootView.subviews.map(ObjectIdentifier.init) == tree)
        #expect(modal.appearanceState == .appeared && root.appearanceState == .disappeared)
        #expect(h.violations.isEmpty)
    }

    /// After `finish()`, the rest plays in (1 − fraction) × duration / completionSpeed.
    @Test(arguments: [(0.6, 1.0), (0.6, 2.0), (0.2, 4.0)])
    func finishTakesTheRestAtCompletionSpeed(fraction: Double, speed: Double) throws {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        let delegate = RecordingTransitioningDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = speed
        delegate.presentAnimator = TransitionAnimator(CrossDissolve(duration: 1), duration: 1)
        delegate.presentInteraction = interaction
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        interaction.update(fraction)
        let start = h.clock.now
        interaction.finish()
        let running = try #require(root.activeTransition)
        #expect(!running.isInteractive)
        while !running.hasEnded && h.clock.now - start < 3 { h.run(1.0 / 60) }
        let expected = (1 - fraction) / speed
        #expect(abs((h.clock.now - start) - expected) < 1.5 / 60)
        #expect(root.presentedViewController === modal && root.view.superview == nil)
        #expect(h.violations.isEmpty)
    }

    /// `wantsInteractiveStart` false: the transition plays, `pause()` takes it under control.
    @Test func pauseTakesAPlayingTransitionInHand() throws {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        let delegate = RecordingTransitioningDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.presentAnimator = TransitionAnimator(CrossDissolve(duration: 1), duration: 1)
        delegate.presentInteraction = interaction
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        let running = try #require(root.activeTransition)
        #expect(!running.isInteractive)
        h.run(0.25)
        interaction.pause()
        #expect(running.isInteractive)
        #expect(interaction.percentComplete > 0.2 && interaction.percentComplete < 0.3)
        h.run(1)
        #expect(!running.hasEnded, "held")
        interaction.cancel()
        h.run(1)
        #expect(running.hasEnded && root.presentedViewController == nil)
        #expect(h.violations.isEmpty)
    }

    /// The navigation delegate animates pushes and pops; willShow/didShow bracket them.
    @Test func navigationDelegatePushAndPop() throws {
        let h = ControllerHarness()
        let (nav, vcs) = nav(h, ["a"])
        let b = h.vc("b")
        let delegate = RecordingNavigationDelegate()
        let animator = RecordingAnimator()
        delegate.animator = animator
        nav.delegate = delegate
        h.mark()
        nav.pushViewController(b, animated: true)
        let push = try #require(animator.context)
        #expect(push.containerView === nav.view)
        #expect(push.viewController(forKey: .from) === vcs[0] && push.viewController(forKey: .to) === b)
        #expect(push.finalFrame(for: b) == nav.contentFrame && push.initialFrame(for: vcs[0]) == nav.contentFrame)
        push.completeTransition(true)
        #expect(nav.viewControllers.map(\.traceName) == ["a", "b"])
        #expect(nav.view.subviews.last === nav.navigationBar, "the bar stays over the new view")
        nav.popViewController(animated: true)
        let pop = try #require(animator.context)
        #expect(pop !== push)
        pop.completeTransition(true)
        #expect(nav.viewControllers.map(\.traceName) == ["a"])
        #expect(delegate.calls == ["willShow b", "push a->b", "didShow b", "willShow a", "pop b->a", "didShow a"])
        #expect(h.lines().contains("nav.transitionBegin(transition: RecordingAnimator)"))
        #expect(h.violations.isEmpty)
        #expect(nav.beginInteractivePop() == nil, "nothing to pop")
    }

    /// An interactive pop with the delegate's interaction controller, cancelled: the stack,
    /// views and appearance are as before.
    @Test func interactiveDelegatePopCancels() {
        let h = ControllerHarness()
        let (nav, _) = nav(h, ["a", "b"])
        let delegate = RecordingNavigationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.animator = TransitionAnimator(Push(), duration: 0.4, playsBackwards: true)
        delegate.interaction = interaction
        nav.delegate = delegate
        let subviews = nav.view.subviews.map(ObjectIdentifier.init)
        #expect(nav.beginInteractivePop() == nil, "the delegate animates pops, so the built-in swipe stays out")
        nav.popViewController(animated: true)
        interaction.update(0.4)
        h.run(0.2)
        interaction.cancel()
        h.run(1)
        #expect(nav.viewControllers.map(\.traceName) == ["a", "b"])
        #expect(nav.view.subviews.map(ObjectIdentifier.init) == subviews)
        #expect(h.violations.isEmpty)
    }

    /// `setViewControllers` not animated: the containment calls and the new top at once.
    @Test func setViewControllersWithoutAnimation() {
        let h = ControllerHarness()
        let (nav, vcs) = nav(h, ["a", "b"])
        let c = h.vc("c"), d = h.vc("d")
        h.mark()
        nav.setViewControllers([vcs[0], c, d], animated: false)
        #expect(nav.viewControllers.map(\.traceName) == ["a", "c", "d"])
        #expect(d.view.superview === nav.view && vcs[1].viewIfLoaded?.superview == nil)
        #expect(h.lines(excluding: [.viewDidLoad, .transitionBegin, .transitionEnd]) == [
            "b.willMoveToParent(parent: null)",
            "c.willMoveToParent(parent: nav)",
            "d.willMoveToParent(parent: nav)",
            "b.viewWillDisappear(animated: false)",
            "d.viewWillAppear(animated: false)",
            "b.viewDidDisappear(animated: false)",
            "d.viewDidAppear(animated: false)",
            "b.didMoveToParent(parent: null)",
            "c.didMoveToParent(parent: nav)",
            "d.didMoveToParent(parent: nav)",
        ])
        #expect(nav.navigationBar.backButtonTitle == "Back")
        #expect(h.violations.isEmpty)
    }

    /// `setViewControllers` animated: a pop when the new top was in the stack, else a push.
    @Test func setViewControllersAnimatedChoosesPushOrPop() throws {
        let h = ControllerHarness()
        let (nav, vcs) = nav(h, ["a", "b", "c"])
        let delegate = RecordingNavigationDelegate()
        delegate.animator = TransitionAnimator(CrossDissolve(duration: 0.3))
        nav.delegate = delegate
        nav.setViewControllers([vcs[0]], animated: true)
        #expect(nav.viewControllers.count == 3, "the stack changes when the transition ends")
        h.run(0.5)
        #expect(nav.viewControllers.map(\.traceName) == ["a"])
        let d = h.vc("d")
        nav.setViewControllers([d], animated: true)
        h.run(0.5)
        #expect(nav.viewControllers.map(\.traceName) == ["d"])
        #expect(vcs[0].parent == nil && d.parent === nav)
        #expect(delegate.calls.filter { $0.hasPrefix("p") } == ["pop c->a", "push a->d"])
        nav.viewControllers = [vcs[1], d]
        #expect(nav.viewControllers.map(\.traceName) == ["b", "d"] && nav.navigationBar.backButtonTitle == "Back")
        #expect(h.violations.isEmpty)
    }

    /// Built-in push without a delegate still goes through the one stack change: same order.
    @Test func plainPushKeepsUIKitsOrder() {
        let h = ControllerHarness()
        let (nav, _) = nav(h, ["a"])
        let b = h.vc("b")
        h.mark()
        nav.pushViewController(b, animated: true)
        h.run(1)
        #expect(h.lines(excluding: [.viewDidLoad]) == [
            "b.willMoveToParent(parent: nav)",
            "a.viewWillDisappear(animated: true)",
            "b.viewWillAppear(animated: true)",
            "nav.transitionBegin(transition: push)",
            "nav.transitionEnd(transition: push, completed: true)",
            "a.viewDidDisappear(animated: true)",
            "b.viewDidAppear(animated: true)",
            "b.didMoveToParent(parent: nav)",
        ])
    }

    /// The coordinator: visible in `viewWillAppear`, its alongside block runs as the transition
    /// starts, its completion after `viewDidAppear`; nil at rest.
    @Test(arguments: [false, true])
    func coordinatorAlongsideAndCompletion(withAnimator: Bool) {
        let h = ControllerHarness()
        let root = h.vc("root")
        let modal = CoordinatedController()
        modal.storyboardIdentifier = "modal"
        h.window.rootViewController = root
        let delegate = RecordingTransitioningDelegate()
        if withAnimator { delegate.presentAnimator = TransitionAnimator(CrossDissolve(duration: 0.3)) }
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        #expect(modal.sawCoordinator)
        #expect(modal.events == ["viewWillAppear", "alongside to=modal"])
        #expect(modal.transitionCoordinator?.isAnimated == true)
        h.run(1)
        #expect(modal.events == ["viewWillAppear", "alongside to=modal", "viewDidAppear", "completion cancelled=false"])
        #expect(modal.transitionCoordinator == nil)
    }

    /// The resize coordinator still runs its blocks at once.
    @Test func resizeCoordinatorRunsAtOnce() {
        final class Sized: ViewController {
            var ran: [String] = []
            override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
                coordinator.animate(alongsideTransition: { [weak self] c in self?.ran.append("alongside \(c.isAnimated)") },
                                    completion: { [weak self] _ in self?.ran.append("completion") })
            }
        }
        let h = ControllerHarness()
        let vc = Sized()
        h.window.rootViewController = vc
        h.window.resize(to: Size(500, 400))
        #expect(vc.ran == ["alongside false", "completion"])
    }
}
