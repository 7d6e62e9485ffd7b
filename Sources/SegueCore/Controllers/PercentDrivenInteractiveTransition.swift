import Foundation

/// An interaction controller that scrubs the animator's animations by a fraction
/// (`UIPercentDrivenInteractiveTransition`): a gesture calls `update(_:)` as it moves, then
/// `finish()` or `cancel()` when it ends; the rest of the transition plays from there at
/// `completionSpeed` along `completionCurve`, and the animator's own completion then completes
/// the context.
///
/// What it scrubs, by UIKit's rule: the animator's `interruptibleAnimator(using:)` when it
/// gives one; else every animation `animateTransition(using:)` starts (`View.animate`,
/// keyframes, property animators), gathered on one timeline of the animator's duration, as
/// UIKit scrubs the container's layer time; a `TransitionAnimator`'s snapshot transition is
/// scrubbed itself.
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
    /// The curve of the rest after `finish` or `cancel` (`timingCurve` wins when set).
    open var completionCurve = View.AnimationCurve.easeInOut
    /// The timing of the rest after `finish` or `cancel`, when set.
    open var timingCurve: TimingCurveProvider?
    /// Whether the transition starts paused under the user's control (true) or playing, to be
    /// paused later with `pause()`.
    open var wantsInteractiveStart = true
    /// How far the transition is (0…1), as last set by `update(_:)` (or where `pause()` held it).
    public private(set) var percentComplete = 0.0
    /// The animator's duration, once a transition has started (0 before).
    public var duration: Double { context.map { $0.animator.transitionDuration(using: $0) } ?? 0 }

    private var context: TransitionContext?

    /// An interaction controller with UIKit's defaults.
    public init() {}

    /// Starts the transition: runs the animator's `animateTransition(using:)` (or takes its
    /// interruptible animator) and holds what it plays at the start, or lets it play when
    /// `wantsInteractiveStart` is false.
    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext else { return }
        context = ctx
        percentComplete = 0
        let animator = ctx.animator
        let interruptible = animator.interruptibleAnimator(using: ctx)
        let played: ViewImplicitlyAnimating
        if interruptible is NoInterruptibleAnimator {
            played = ViewPropertyAnimator.capturingAnimations(duration: max(animator.transitionDuration(using: ctx), 0)) {
                ctx.running?.coordinator.runAlongside()
                animator.animateTransition(using: ctx)
            }
        } else {
            ctx.running?.coordinator.runAlongside()
            played = interruptible
        }
        guard ctx.scrubbed == nil, !ctx.isComplete else { return }
        ctx.animations = played
        if ctx.isInteractive { played.pauseAnimation() } else { played.startAnimation() }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: Double) {
        guard let ctx = context, percentComplete.isFinite, !ctx.isComplete else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        ctx.updateInteractiveTransition(self.percentComplete)
        ctx.scrubbed?.scrub(to: self.percentComplete)
        if let a = ctx.animations, a.state != .stopped {
            if a.isRunning { a.pauseAnimation() }
            a.fractionComplete = self.percentComplete
        }
    }

    /// Lets the transition play to its end from where it is, at `completionSpeed`.
    open func finish() { play(toEnd: true) }

    /// Sends the transition back to its start from where it is, at `completionSpeed`; the
    /// animator completes it with `false` and everything is as before it began.
    open func cancel() { play(toEnd: false) }

    private func play(toEnd: Bool) {
        guard let ctx = context, !ctx.isComplete else { return }
        if toEnd { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
        let factor = 1 / max(completionSpeed, 0.01)
        ctx.scrubbed?.play(toEnd: toEnd, durationFactor: factor)
        if let a = ctx.animations, a.state == .active {
            if a.isRunning { a.pauseAnimation() }
            a.isReversed = !toEnd
            a.continueAnimation(withTimingParameters: timingCurve ?? CubicTimingParameters(animationCurve: completionCurve),
                                durationFactor: factor)
        }
        ctx.armDeadline(now: ctx.containerView.window?.clock.now ?? 0)
        if ctx.isComplete { context = nil }
    }

    /// Holds a transition that was playing (started with `wantsInteractiveStart` false, or let
    /// go) where it is, under the user's control again.
    open func pause() {
        guard let ctx = context, !ctx.isComplete else { return }
        ctx.pauseInteractiveTransition()
        ctx.scrubbed?.hold()
        if let f = ctx.scrubbed?.fractionComplete { percentComplete = f }
        if let a = ctx.animations, a.isRunning {
            a.pauseAnimation()
            a.isReversed = false
            percentComplete = a.fractionComplete
        }
    }
}
