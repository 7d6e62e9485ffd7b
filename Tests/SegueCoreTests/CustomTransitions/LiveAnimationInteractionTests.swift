import Foundation
import Testing
@testable import SegueCore

/// A slide-up animator written as on iOS: the to view moves up from below with `View.animate`;
/// completes with `!transitionWasCancelled` from the animation's completion.
@MainActor
final class SlideUpAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 1 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let vc = transitionContext.viewController(forKey: .to) else { return }
        let end = transitionContext.finalFrame(for: vc)
        transitionContext.containerView.addSubview(to)
        to.frame = end.offsetBy(dx: 0, dy: end.height)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            to.frame = end
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The same slide with an interruptible animator (UIKit's `interruptibleAnimator(using:)`),
/// one per context.
@MainActor
final class InterruptibleSlideAnimator: ViewControllerAnimatedTransitioning {
    private var animator: ViewPropertyAnimator?
    private(set) var asked = 0

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 1 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        asked += 1
        if let animator { return animator }
        let to = transitionContext.view(forKey: .to)!
        let end = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        transitionContext.containerView.addSubview(to)
        to.frame = end.offsetBy(dx: 0, dy: end.height)
        let a = ViewPropertyAnimator(duration: 1, curve: .linear) { to.frame = end }
        a.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator = a
        return a
    }
}

/// A percent-driven interaction scrubbing the live view animations an animator starts.
@MainActor
@Suite struct LiveAnimationInteractionTests {
    private func start(_ animator: ViewControllerAnimatedTransitioning, speed: Double = 1)
        -> (ControllerHarness, ViewController, ViewController, PercentDrivenInteractiveTransition, RecordingTransitioningDelegate) {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        let delegate = RecordingTransitioningDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = speed
        interaction.completionCurve = .linear
        delegate.presentAnimator = animator
        delegate.presentInteraction = interaction
        modal.transitioningDelegate = delegate
        modal.modalPresentationStyle = .overFullScreen
        root.present(modal, animated: true)
        return (h, root, modal, interaction, delegate)
    }

    /// The drawn position follows the fraction, not the clock, while the user holds it.
    @Test(arguments: [false, true])
    func scrubbingMovesTheLiveView(interruptible: Bool) {
        let (h, _, modal, interaction, _) = start(interruptible ? InterruptibleSlideAnimator() : SlideUpAnimator())
        interaction.update(0.25)
        h.run(0.5)
        #expect(abs(modal.view.presentation.center.y - 375) < 0.5, "a quarter of the way up from 300")
        interaction.update(0.75)
        h.run(0.1)
        #expect(abs(modal.view.presentation.center.y - 225) < 0.5)
    }

    /// Cancelled at different fractions: the view goes back down, the presentation is undone,
    /// the appearance calls balance.
    @Test(arguments: [0.2, 0.8])
    func cancelRestoresTheStart(fraction: Double) {
        let (h, root, modal, interaction, _) = start(SlideUpAnimator())
        interaction.update(fraction)
        h.run(0.2)
        interaction.cancel()
        h.run(fraction * 1 + 0.2)
        #expect(root.presentedViewController == nil && modal.viewIfLoaded?.superview == nil)
        #expect(modal.view.frame.minY == 300, "the model value is back at the start")
        #expect(h.violations.isEmpty)
    }

    /// Finished at `fraction` with `completionSpeed`: the rest takes (1 − fraction) / speed s.
    @Test(arguments: [(0.5, 1.0), (0.5, 2.0), (0.25, 3.0)])
    func finishPlaysTheRestAtCompletionSpeed(fraction: Double, speed: Double) throws {
        let (h, root, modal, interaction, _) = start(SlideUpAnimator(), speed: speed)
        interaction.update(fraction)
        h.run(0.1)
        let t0 = h.clock.now
        interaction.finish()
        let running = try #require(root.activeTransition)
        while !running.hasEnded && h.clock.now - t0 < 3 { h.run(1.0 / 60) }
        #expect(abs((h.clock.now - t0) - (1 - fraction) / speed) < 2.5 / 60)
        #expect(root.presentedViewController === modal && modal.view.frame.minY == 0)
        #expect(h.violations.isEmpty)
    }

    /// UIKit's rule: an animator's interruptible animator is driven, not a gathered one.
    @Test func interruptibleAnimatorIsTheOneDriven() throws {
        let animator = InterruptibleSlideAnimator()
        let (h, root, _, interaction, _) = start(animator)
        #expect(animator.asked >= 1)
        let ctx = try #require(root.activeTransition?.context)
        #expect(ctx.animations === animator.interruptibleAnimator(using: ctx))
        interaction.update(0.5)
        interaction.finish()
        h.run(1)
        #expect(root.activeTransition == nil && root.presentedViewController != nil)
    }

    /// A non-interactive animator's `View.animate` plays on the clock; the framework ending the
    /// transition early (its container leaves) ends the gathered animations too.
    @Test func plainAnimatorPlaysOnTheClock() {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        let delegate = RecordingTransitioningDelegate()
        delegate.presentAnimator = SlideUpAnimator()
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true)
        h.run(0.5)
        #expect(abs(modal.view.presentation.center.y - 300) < 6)
        #expect(root.presentedViewController === modal && root.activeTransition != nil)
        h.run(0.6)
        #expect(root.activeTransition == nil && root.view.superview == nil)
        #expect(h.violations.isEmpty)
    }

    /// An image view is drawn at its presentation size, so a zoom animator's growing image
    /// view grows its image (not only its position).
    @Test func imageViewDrawsAtItsPresentationSize() throws {
        let h = ControllerHarness()
        let root = h.vc("root")
        h.window.rootViewController = root
        let image = ImageView(frame: Rect(0, 0, 100, 100), image: "photo.png")
        root.view.addSubview(image)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { image.frame = Rect(0, 0, 300, 300) })
        h.run(0.5)
        let sizes = h.window.drawList().items.compactMap { item -> Size? in
            guard case .quad(let q) = item, case .image = q.content else { return nil }
            return q.size
        }
        let size = try #require(sizes.first)
        #expect(abs(size.width - 200) < 5 && abs(size.height - 200) < 5)
    }
}
