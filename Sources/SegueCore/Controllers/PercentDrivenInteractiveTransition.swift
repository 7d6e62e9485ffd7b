import Foundation

/// An interaction controller that scrubs the animator's animations by a fraction
/// (`UIPercentDrivenInteractiveTransition`): a gesture calls `update(_:)` as it moves, then
/// `finish()` or `cancel()` when it ends; the rest of the transition plays from there at
/// `completionSpeed`, and the animator's own completion then completes the context.
///
/// Return it from `interactionControllerForPresentation(using:)`,
/// `interactionControllerForDismissal(using:)` or a navigation delegate's
/// `navigationController(_:interactionControllerFor:)`; start the transition (`present`,
/// `dismiss`, `pushViewController`, `popViewController`) when the gesture begins.
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// How much faster than the animator's duration the rest plays after `finish` or `cancel`
    /// (1: at the animator's pace; 2: twice as fast).
    open var completionSpeed = 1.0
    /// Whether the transition starts paused under the user's control (true) or playing, to be
    /// paused later with `pause()`.
    open var wantsInteractiveStart = true
    /// How far the transition is (0…1), as last set by `update(_:)`.
    public private(set) var percentComplete = 0.0
    /// The animator's duration, once a transition has started (0 before).
    public var duration: Double { context.map { $0.animator.transitionDuration(using: $0) } ?? 0 }

    private var context: TransitionContext?

    /// An interaction controller with UIKit's defaults.
    public init() {}

    /// Starts the transition: runs the animator's `animateTransition(using:)` and holds what it
    /// plays at the start (or lets it play when `wantsInteractiveStart` is false).
    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext else { return }
        context = ctx
        percentComplete = 0
        ctx.animator.animateTransition(using: ctx)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: Double) {
        guard let ctx = context, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        ctx.updateInteractiveTransition(self.percentComplete)
        ctx.scrubbed?.scrub(to: self.percentComplete)
    }

    /// Lets the transition play to its end from where it is, at `completionSpeed`.
    open func finish() {
        guard let ctx = context else { return }
        ctx.finishInteractiveTransition()
        ctx.scrubbed?.play(toEnd: true, durationFactor: 1 / max(completionSpeed, 0.01))
        ctx.armDeadline(now: ctx.containerView.window?.clock.now ?? 0)
        release()
    }

    /// Sends the transition back to its start from where it is, at `completionSpeed`; the
    /// animator completes it with `false` and everything is as before it began.
    open func cancel() {
        guard let ctx = context else { return }
        ctx.cancelInteractiveTransition()
        ctx.scrubbed?.play(toEnd: false, durationFactor: 1 / max(completionSpeed, 0.01))
        ctx.armDeadline(now: ctx.containerView.window?.clock.now ?? 0)
        release()
    }

    /// Holds a transition that was playing (started with `wantsInteractiveStart` false, or let
    /// go) where it is, under the user's control again.
    open func pause() {
        guard let ctx = context, !ctx.isComplete else { return }
        ctx.pauseInteractiveTransition()
        ctx.scrubbed?.hold()
        if let f = ctx.scrubbed?.fractionComplete { percentComplete = f }
    }

    /// Forgets a context once its transition has ended (the interaction can serve the next).
    private func release() {
        if context?.isComplete == true { context = nil }
    }
}
