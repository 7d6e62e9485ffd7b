import Foundation

/// A built-in transition (§5's cube, cross-dissolve, flip, page curl, push, cover vertical …)
/// offered as an animator: a delegate can return it where UIKit code returns its own animator.
///
/// It adds the to view to the container at its final frame, then plays the pure transition
/// over the container from snapshots of the two views (the compositor's `RunningTransition`,
/// as every built-in transition plays), and completes the context when it ends. Under a
/// `PercentDrivenInteractiveTransition` the snapshot transition is what the interaction scrubs.
@MainActor
public final class TransitionAnimator: ViewControllerAnimatedTransitioning {
    /// The transition played (a pure function of progress).
    public let transition: Transition
    /// Seconds the transition takes.
    public let duration: Double
    /// Plays the transition from its end to its start, with the roles of the views swapped:
    /// the dismissal of a presentation made with the same transition.
    public let playsBackwards: Bool

    /// An animator playing `transition` over `duration` seconds (nil: the transition's own),
    /// backwards when `playsBackwards`.
    public init(_ transition: Transition, duration: Double? = nil, playsBackwards: Bool = false) {
        self.transition = transition
        self.duration = duration ?? transition.duration
        self.playsBackwards = playsBackwards
    }

    /// `duration`.
    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    /// Puts the to view in the container at its final frame and plays the transition over the
    /// container; completes with `!transitionWasCancelled` when it ends.
    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let ctx = transitionContext
        let container = ctx.containerView
        let fromView = ctx.view(forKey: .from)
        let toView = ctx.view(forKey: .to)
        if let toView, let to = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: to)
            if toView.superview !== container {
                if let fromView, playsBackwards, let i = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: i)
                } else {
                    container.addSubview(toView)
                }
            }
        }
        guard ctx.isAnimated, let window = container.window, let framework = ctx as? TransitionContext else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let settings = window.timingSettings
        let played = TransitionLookup.applyingReduceMotion(transition, settings: settings)
        let frame = fromView.map { $0.superview === container ? $0.frame : container.bounds }
            ?? toView?.frame ?? container.bounds
        let r = RunningTransition(transition: played, duration: duration, settings: settings, container: container,
                                  frame: frame, from: playsBackwards ? toView : fromView,
                                  to: playsBackwards ? fromView : toView, playsBackwards: playsBackwards,
                                  interactive: ctx.isInteractive)
        framework.scrubbed = r
        r.onEnd = { [weak framework] _ in
            guard let framework else { return }
            framework.completeTransition(!framework.transitionWasCancelled)
        }
        r.start(in: window, animated: true)
    }
}
