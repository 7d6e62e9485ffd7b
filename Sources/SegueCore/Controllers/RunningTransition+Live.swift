import Foundation

extension RunningTransition {
    /// A transition an animator plays on the live views (a delegate's animator): it takes its
    /// place in the container's queue like any other, is traced under `name`, and ends when
    /// `context` completes. Nothing is drawn from snapshots for it.
    convenience init(context: TransitionContext, name: String, settings: TimingSettings) {
        let container = context.containerView
        let from = context.view(forKey: .from)
        let to = context.view(forKey: .to)
        self.init(transition: AnimatorTransition(name: name), duration: 0, settings: settings,
                  container: container, frame: from?.frame ?? to?.frame ?? container.bounds,
                  from: from, to: to)
        self.context = context
        context.running = self
    }

    /// The name a transition played by `animator` is traced under: the built-in transition's
    /// for a `TransitionAnimator`, else the animator's type.
    static func traceName(of animator: ViewControllerAnimatedTransitioning) -> String {
        (animator as? TransitionAnimator)?.transition.name ?? (animator as? PresentationAnimator)?.traceName
            ?? String(describing: type(of: animator))
    }
}

/// The stand-in `Transition` of a transition an animator plays on the live views: it names the
/// transition in traces and draws nothing (the live views draw themselves).
struct AnimatorTransition: Transition {
    let name: String
    var duration: Double { 0 }
    func items(progress p: Double, input: TransitionInput) -> [DrawItem] { [] }
}

/// A transition that a percent-driven interaction can scrub: the snapshot transition a
/// `TransitionAnimator` plays.
extension RunningTransition {
    /// Moves the paused transition to `fraction` (0…1).
    func scrub(to fraction: Double) {
        guard !hasEnded else { return }
        driver.fractionComplete = min(max(fraction, 0), 1)
    }

    /// Plays on from where it is, to the end or back to the start, taking `durationFactor`
    /// times the time the curve would take.
    func play(toEnd: Bool, durationFactor: Double) {
        guard !hasEnded else { return }
        driver.continueAnimation(at: window?.clock.now ?? 0, reversed: !toEnd, durationFactor: durationFactor)
    }

    /// Holds the transition where it is.
    func hold() {
        guard !hasEnded else { return }
        driver.pauseAnimation(at: window?.clock.now ?? 0)
    }
}
