import Foundation

/// The context the framework hands an animator (`ViewControllerContextTransitioning`): the
/// container, the two controllers and their views and frames, and the calls that end the
/// transition. A presentation, dismissal, push or pop with an animator from a delegate makes
/// one; it lives as long as its transition.
///
/// Choices where UIKit leaves the behaviour open (docs: "Porting a UIKit transition"):
/// - `completeTransition(_:)` a second time, or after the framework had to end the transition,
///   is ignored and traced as an `error`.
/// - An animator that never calls it: a transition that is not under the user's control is
///   ended by the framework once `transitionDuration` has passed twice over (at least one
///   second more), as if the animator had completed it (`completeTransition(!transitionWasCancelled)`),
///   and an `error` is traced; the screen is never left stuck.
@MainActor
public final class TransitionContext: ViewControllerContextTransitioning {
    /// Where the animation takes place: the from view is in it, and the to view is added to it.
    public let containerView: View
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether the user drives the transition now (interactive, and not yet let go).
    public private(set) var isInteractive: Bool
    /// Whether the transition was cancelled and is going back.
    public private(set) var transitionWasCancelled = false
    /// The presentation style of the controller presented or dismissed.
    public let presentationStyle: ModalPresentationStyle
    /// The fraction an interaction controller last reported (`updateInteractiveTransition`).
    public private(set) var percentComplete = 0.0
    /// How far the change has come on the timeline the framework's own animations alongside an
    /// animator follow (a navigation bar's change of items, as UIKit animates it with a custom
    /// transition): `percentComplete` while the user drives it; otherwise it moves towards the
    /// end (or back to the start once cancelled) at the pace of the animator's
    /// `transitionDuration(using:)`, from wherever it is. Advanced once a frame on the scene clock.
    public private(set) var alongsideProgress = 0.0
    /// The clock time `alongsideProgress` was last advanced to.
    private var alongsideTime: Double?
    /// Whether the user has driven the transition.
    private var wasInteractive = false

    private weak var fromController: ViewController?
    private weak var toController: ViewController?
    private let fromView: View?
    private let toView: View?
    private let fromStart: Rect
    private let toEnd: Rect

    /// The animator playing the transition (held until it ends, as UIKit holds it).
    let animator: ViewControllerAnimatedTransitioning
    /// The interaction controller driving it, if any.
    let interaction: ViewControllerInteractiveTransitioning?
    /// The snapshot transition an animator plays in this context (`TransitionAnimator`): what
    /// an interaction controller scrubs, and what ends with the transition if the framework
    /// must end it early.
    var scrubbed: RunningTransition?
    /// The view animations an interaction controller drives: the animator's interruptible
    /// animator, or those `animateTransition(using:)` started, gathered on one timeline.
    var animations: ViewImplicitlyAnimating?
    /// The running transition this context belongs to (the queue's entry).
    weak var running: RunningTransition?
    /// The controller the transition is traced under (its diagnostics too, after it ended).
    weak var tracedUnder: ViewController?
    /// Whether `completeTransition` was called or the framework ended the transition.
    private(set) var isComplete = false
    /// When the framework ends a transition whose animator never completed it (clock seconds).
    var deadline: Double?

    init(container: View, from: ViewController, to: ViewController, fromView: View?, toView: View?,
         fromStart: Rect, toEnd: Rect, animated: Bool, style: ModalPresentationStyle,
         animator: ViewControllerAnimatedTransitioning, interaction: ViewControllerInteractiveTransitioning?) {
        containerView = container
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.fromStart = fromStart
        self.toEnd = toEnd
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interaction = interaction
        isInteractive = interaction.map(\.wantsInteractiveStart) ?? false
    }

    /// The from or to controller.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromController : toController
    }

    /// The from or to view (nil where the framework leaves the view where it is).
    public func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? fromView : toView
    }

    /// The from controller's frame at the start; `.zero` for the to controller (not on screen
    /// yet) and for any other.
    public func initialFrame(for vc: ViewController) -> Rect {
        vc === fromController && fromView != nil ? fromStart : .zero
    }

    /// The to controller's frame at the end; `.zero` for the from controller (it leaves) and for
    /// any other.
    public func finalFrame(for vc: ViewController) -> Rect {
        vc === toController && toView != nil ? toEnd : .zero
    }

    /// Ends the transition (once): the framework puts the view tree and the controllers in
    /// their final state (`didComplete`) or back in their initial state, sends the did-
    /// appearance calls, then calls the animator's `animationEnded(_:)`.
    public func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            traceDiagnostic("completeTransition(_:) called after the transition ended; ignored")
            return
        }
        end(didComplete)
    }

    /// Records the fraction an interaction controller reached.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard !isComplete, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// The user let go: the transition finishes by itself from here.
    public func finishInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        turn(toEnd: true)
    }

    /// The user let go: the transition goes back by itself from here; the animator then
    /// completes with `false`.
    public func cancelInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        turn(toEnd: false)
    }

    /// A finishing or cancelling transition is under the user's control again (heading for its
    /// end, as a transition held by the user is).
    public func pauseInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = true
        turn(toEnd: true)
    }

    private func turn(toEnd: Bool) {
        guard transitionWasCancelled == toEnd else { return }
        running?.onDirectionChange?(toEnd)
        transitionWasCancelled = !toEnd
    }

    // MARK: Framework side

    /// Starts the animator (through the interaction controller when there is one), with the
    /// coordinator's alongside blocks before it so they share its timeline (a percent-driven
    /// interaction runs them itself, to scrub their animations with the animator's).
    func start(now: Double) {
        alongsideTime = now
        if let interaction {
            // A percent-driven interaction runs them inside its capture; any other, first.
            if !(interaction is PercentDrivenInteractiveTransition) { running?.coordinator.runAlongside() }
            interaction.startInteractiveTransition(self)
            running?.coordinator.runAlongside()
        } else {
            running?.coordinator.runAlongside()
            animator.animateTransition(using: self)
        }
        armDeadline(now: now)
    }

    /// Sets when the framework completes a transition the animator left open (none while the
    /// user drives it).
    func armDeadline(now: Double) {
        guard !isComplete, !isInteractive else { deadline = nil; return }
        let d = max(animator.transitionDuration(using: self), 0)
        let slow = running?.driver.settings.slowMotionFactor ?? 1
        deadline = now + max(2 * d, d + 1) * slow
    }

    /// Called each frame: ends a transition past its deadline.
    func check(now: Double) {
        advanceAlongside(to: now)
        guard !isComplete, !isInteractive else { return }
        guard let deadline else { armDeadline(now: now); return }
        guard now >= deadline else { return }
        traceDiagnostic("\(String(describing: type(of: animator))) did not call completeTransition(_:); the transition was ended for it")
        end(!transitionWasCancelled)
    }

    /// Moves `alongsideProgress` to clock time `now`.
    private func advanceAlongside(to now: Double) {
        defer { alongsideTime = now }
        guard !isComplete else { return }
        if isInteractive {
            alongsideProgress = percentComplete
            wasInteractive = true
            return
        }
        guard let last = alongsideTime else { return }
        let target = transitionWasCancelled ? 0.0 : 1.0
        // Once the user has let go, the rest plays at the interaction's completion speed.
        let speed = wasInteractive ? max(interaction?.completionSpeed ?? 1, 0.01) : 1
        let duration = max(animator.transitionDuration(using: self), 0) * (running?.driver.settings.slowMotionFactor ?? 1) / speed
        let step = duration > 0 ? max(now - last, 0) / duration : 1
        alongsideProgress = target > alongsideProgress ? min(target, alongsideProgress + step) : max(target, alongsideProgress - step)
    }

    /// Ends the transition now, where it is heading (`atEnd`): the snapshot transition it plays
    /// ends first (its completion completes the context), else the context completes itself.
    func endNow(atEnd: Bool) {
        guard !isComplete else { return }
        if transitionWasCancelled == atEnd { turn(toEnd: atEnd) }
        isInteractive = false
        scrubbed?.finishImmediately(atEnd: atEnd)
        // The animations end where the transition is heading; their completions (the
        // animator's) then complete the context.
        if let a = animations, !isComplete {
            if a.state == .active { a.stopAnimation(false) }
            if a.state == .stopped { a.finishAnimation(at: atEnd ? .end : .start) }
        }
        if !isComplete { end(atEnd) }
    }

    private func traceDiagnostic(_ message: String) {
        tracedUnder?.trace(.error, [.init("message", .string(message))])
    }

    private func end(_ didComplete: Bool) {
        isComplete = true
        isInteractive = false
        deadline = nil
        running?.liveEnded(didComplete)
        animator.animationEnded(didComplete)
    }
}
