import Foundation
import Testing
@testable import SegueCore

/// Presentations and dismissals animated by a `transitioningDelegate`'s animator, on the live
/// views, with UIKit's context contract.
@MainActor
@Suite struct TransitioningDelegateTests {
    private func presented(_ h: ControllerHarness, style: ModalPresentationStyle = .fullScreen,
                           delegate: RecordingTransitioningDelegate) -> (ViewController, ViewController) {
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        modal.modalPresentationStyle = style
        modal.transitioningDelegate = delegate
        return (root, modal)
    }

    /// Every context method, for a full-screen presentation, and the tree after completion.
    @Test func contextOfAFullScreenPresentation() throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let delegate = RecordingTransitioningDelegate(present: animator)
        let (root, modal) = presented(h, delegate: delegate)
        h.mark()
        root.present(modal, animated: true)
        let ctx = try #require(animator.context)
        #expect(delegate.asked == ["presented modal presenting root source root", "interaction for presentation"])
        #expect(ctx.containerView === h.window.rootView)
        #expect(ctx.viewController(forKey: .from) === root && ctx.viewController(forKey: .to) === modal)
        #expect(ctx.view(forKey: .from) === root.view && ctx.view(forKey: .to) === modal.view)
        #expect(ctx.initialFrame(for: root) == Rect(0, 0, 400, 300))
        #expect(ctx.initialFrame(for: modal) == .zero)
        #expect(ctx.finalFrame(for: modal) == Rect(0, 0, 400, 300))
        #expect(ctx.finalFrame(for: root) == .zero)
        #expect(ctx.isAnimated && !ctx.isInteractive && !ctx.transitionWasCancelled)
        #expect(ctx.presentationStyle == .fullScreen)
        #expect(root.transitionCoordinator != nil && modal.transitionCoordinator != nil)
        // Both live views are in the container while it runs.
        #expect(root.view.superview === h.window.rootView && modal.view.superview === h.window.rootView)
        h.run(0.1)
        #expect(animator.ended.isEmpty)
        ctx.completeTransition(true)
        #expect(animator.ended == [true])
        #expect(root.presentedViewController === modal)
        #expect(root.view.superview == nil, "a full-screen presentation takes the presenter's view out")
        #expect(root.transitionCoordinator == nil)
        #expect(h.lines(excluding: [.viewDidLoad]) == [
            "root.viewWillDisappear(animated: true)",
            "modal.viewWillAppear(animated: true)",
            "root.transitionBegin(transition: RecordingAnimator)",
            "root.transitionEnd(transition: RecordingAnimator, completed: true)",
            "root.viewDidDisappear(animated: true)",
            "modal.viewDidAppear(animated: true)",
        ])
        #expect(h.violations.isEmpty)
    }

    /// The context's interactive calls, made by an interaction controller of the app's own:
    /// the fraction, cancel (the appearance calls turn round), pause, finish.
    @Test func contextInteractiveCalls() throws {
        final class Holder: ViewControllerInteractiveTransitioning {
            var context: ViewControllerContextTransitioning?
            func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
                context = transitionContext
            }
        }
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let holder = Holder()
        let delegate = RecordingTransitioningDelegate(present: animator)
        delegate.presentInteraction = holder
        let (root, modal) = presented(h, delegate: delegate)
        root.present(modal, animated: true)
        let ctx = try #require(holder.context as? TransitionContext)
        #expect(animator.context == nil, "the interaction controller decides when the animator runs")
        #expect(ctx.isInteractive && root.activeTransition?.state == .interactive)
        ctx.updateInteractiveTransition(0.4)
        #expect(ctx.percentComplete == 0.4)
        ctx.cancelInteractiveTransition()
        #expect(ctx.transitionWasCancelled && !ctx.isInteractive)
        #expect(root.activeTransition?.state == .cancelling)
        #expect(modal.appearanceState == .disappearing && root.appearanceState == .appearing)
        ctx.pauseInteractiveTransition()
        #expect(ctx.isInteractive && !ctx.transitionWasCancelled)
        #expect(modal.appearanceState == .appearing && root.appearanceState == .disappearing)
        ctx.finishInteractiveTransition()
        #expect(!ctx.isInteractive && root.activeTransition?.state == .animating)
        ctx.completeTransition(!ctx.transitionWasCancelled)
        #expect(root.presentedViewController === modal && modal.appearanceState == .appeared)
        #expect(h.violations.isEmpty)
    }

    /// Over full screen and custom: the presenter's view is not the context's and stays below.
    @Test(arguments: [ModalPresentationStyle.overFullScreen, .custom])
    func presenterStaysBelow(style: ModalPresentationStyle) throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let delegate = RecordingTransitioningDelegate(present: animator, dismiss: animator)
        let (root, modal) = presented(h, style: style, delegate: delegate)
        h.mark()
        root.present(modal, animated: true)
        let ctx = try #require(animator.context)
        #expect(ctx.view(forKey: .from) == nil && ctx.viewController(forKey: .from) === root)
        #expect(ctx.initialFrame(for: root) == .zero)
        ctx.completeTransition(true)
        #expect(root.view.superview === h.window.rootView, "the presenter stays beneath")
        #expect(h.window.rootView.subviews.last === modal.view)
        modal.dismiss(animated: true)
        let back = try #require(animator.context)
        #expect(back !== ctx)
        #expect(back.view(forKey: .to) == nil && back.view(forKey: .from) === modal.view)
        back.completeTransition(true)
        #expect(root.presentedViewController == nil && modal.viewIfLoaded?.superview == nil)
        #expect(!h.lines().contains { $0.hasPrefix("root.view") }, "the presenter gets no appearance calls")
        #expect(h.violations.isEmpty)
    }

    /// `completeTransition(false)`: the tree and the controllers are as before.
    @Test func cancelledPresentationRestoresTheTree() throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let delegate = RecordingTransitioningDelegate(present: animator)
        let (root, modal) = presented(h, delegate: delegate)
        let before = h.window.rootView.subviews.map(ObjectIdentifier.init)
        h.mark()
        root.present(modal, animated: true)
        try #require(animator.context).completeTransition(false)
        #expect(h.window.rootView.subviews.map(ObjectIdentifier.init) == before)
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(root.appearanceState == .appeared && modal.appearanceState == .disappeared)
        #expect(animator.ended == [false])
        #expect(h.violations.isEmpty)
    }

    /// Twice, or after the framework ended it: ignored, with a diagnostic.
    @Test func completingTwiceIsIgnoredAndTraced() throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let delegate = RecordingTransitioningDelegate(present: animator)
        let (root, modal) = presented(h, delegate: delegate)
        h.mark()
        root.present(modal, animated: true)
        let ctx = try #require(animator.context)
        ctx.completeTransition(true)
        ctx.completeTransition(false)
        #expect(root.presentedViewController === modal, "the second call changes nothing")
        #expect(animator.ended == [true])
        #expect(h.errors.count == 1)
        #expect(h.errors.first?.contains("completeTransition(_:) called after the transition ended") == true)
    }

    /// An animator that never completes: the framework ends the transition once its duration
    /// has passed twice over (at least a second more), traced as an error.
    @Test func neverCompletingIsEndedForTheAnimator() throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        animator.duration = 0.3
        let delegate = RecordingTransitioningDelegate(present: animator)
        let (root, modal) = presented(h, delegate: delegate)
        h.mark()
        root.present(modal, animated: true)
        h.run(1.2)
        #expect(animator.ended.isEmpty, "not before 1.3 s")
        h.run(0.2)
        #expect(animator.ended == [true])
        #expect(root.presentedViewController === modal && root.view.superview == nil)
        #expect(h.errors.count == 1 && h.errors[0].contains("RecordingAnimator did not call completeTransition"))
        try #require(animator.context).completeTransition(true)
        #expect(h.errors.count == 2, "a late call is traced too")
        #expect(h.violations.isEmpty)
    }

    /// An animator that completes inside `animateTransition`.
    @Test func synchronousCompletion() {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        animator.completesAtOnce = true
        let delegate = RecordingTransitioningDelegate(present: animator)
        let (root, modal) = presented(h, delegate: delegate)
        root.present(modal, animated: true)
        #expect(root.presentedViewController === modal && root.activeTransition == nil)
        #expect(modal.appearanceState == .appeared && root.appearanceState == .disappeared)
        #expect(h.window.runningTransitions.isEmpty)
        #expect(h.violations.isEmpty)
    }

    /// UIKit's order: the delegate's animator, else the framework's transition (a delegate
    /// returning nil, no delegate, a released delegate, or no animation).
    @Test func delegateLookupFallsBackToTheDefault() {
        let h = ControllerHarness()
        let delegate = RecordingTransitioningDelegate()
        let (root, modal) = presented(h, delegate: delegate)
        h.mark()
        root.present(modal, animated: true)
        #expect(delegate.asked == ["presented modal presenting root source root"])
        #expect(h.lines().contains("root.transitionBegin(transition: coverVertical)"))
        h.run(1)
        modal.dismiss(animated: false)
        #expect(delegate.asked.count == 1, "a transition that is not animated asks no delegate")
        do {
            let gone = RecordingTransitioningDelegate()
            gone.presentAnimator = RecordingAnimator()
            modal.transitioningDelegate = gone
        }
        #expect(modal.transitioningDelegate == nil, "held weakly")
        h.mark()
        root.present(modal, animated: true)
        #expect(h.lines().contains("root.transitionBegin(transition: coverVertical)"))
    }

    /// The dismissal's animator and context: from the presented controller to the presenter,
    /// whose view comes back into the container beneath.
    @Test func dismissalContext() throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let delegate = RecordingTransitioningDelegate(dismiss: animator)
        let (root, modal) = presented(h, delegate: delegate)
        root.present(modal, animated: false)
        h.mark()
        modal.dismiss(animated: true)
        let ctx = try #require(animator.context)
        #expect(delegate.asked.suffix(2) == ["dismissed modal", "interaction for dismissal"])
        #expect(ctx.viewController(forKey: .from) === modal && ctx.viewController(forKey: .to) === root)
        #expect(ctx.view(forKey: .from) === modal.view && ctx.view(forKey: .to) === root.view)
        #expect(ctx.initialFrame(for: modal) == Rect(0, 0, 400, 300) && ctx.finalFrame(for: root) == Rect(0, 0, 400, 300))
        #expect(root.view.superview === h.window.rootView)
        ctx.completeTransition(true)
        #expect(root.presentedViewController == nil && modal.viewIfLoaded?.superview == nil)
        #expect(h.violations.isEmpty)
    }

    /// A resize in the middle of a transition: the live views follow the window.
    @Test func windowResizedMidTransition() throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let delegate = RecordingTransitioningDelegate(present: animator)
        let (root, modal) = presented(h, delegate: delegate)
        root.present(modal, animated: true)
        h.window.resize(to: Size(640, 480))
        try #require(animator.context).completeTransition(true)
        h.run(0.1)
        #expect(modal.view.frame == Rect(0, 0, 640, 480))
    }

    /// A request during an animator's transition waits for it (it is not turned round).
    @Test func secondRequestWaits() throws {
        let h = ControllerHarness()
        let animator = RecordingAnimator()
        let delegate = RecordingTransitioningDelegate(present: animator)
        let (root, modal) = presented(h, delegate: delegate)
        h.mark()
        root.present(modal, animated: true)
        modal.dismiss(animated: true)
        #expect(h.lines().contains { $0.hasPrefix("root.queued") })
        #expect(root.presentedViewController === modal)
        try #require(animator.context).completeTransition(true)
        h.run(1)
        #expect(root.presentedViewController == nil)
        #expect(h.violations.isEmpty)
    }

    /// A built-in transition as an animator: played from snapshots inside the container by the
    /// compositor, traced under its name.
    @Test func builtInTransitionAsAnimator() {
        let h = ControllerHarness()
        let delegate = RecordingTransitioningDelegate()
        delegate.presentAnimator = TransitionAnimator(CrossDissolve(duration: 0.4))
        delegate.dismissAnimator = TransitionAnimator(CrossDissolve(duration: 0.4), playsBackwards: true)
        let (root, modal) = presented(h, delegate: delegate)
        h.mark()
        root.present(modal, animated: true)
        h.run(0.2)
        #expect(h.window.runningTransitions.count == 2, "the context's entry and the snapshot transition")
        #expect(!h.window.drawList().snapshots.isEmpty, "drawn from snapshots")
        #expect(root.presentedViewController === modal && root.view.superview != nil)
        h.run(0.3)
        #expect(h.window.runningTransitions.isEmpty && root.view.superview == nil)
        modal.dismiss(animated: true)
        h.run(0.5)
        #expect(root.presentedViewController == nil && root.view.superview === h.window.rootView)
        #expect(h.lines().filter { $0.contains("transitionEnd") } == [
            "root.transitionEnd(transition: crossDissolve, completed: true)",
            "root.transitionEnd(transition: crossDissolve, completed: true)",
        ])
        #expect(h.violations.isEmpty)
    }
}
