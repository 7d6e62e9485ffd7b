import Foundation

// UIKit's custom-transition protocols without the `UI` prefix (the article "Porting a UIKit
// transition" in the SegueKit catalog maps every name). A presentation, dismissal, push or
// pop asks a delegate for an animator; the animator animates the live views in the context's
// `containerView` and calls `completeTransition(_:)` when it is done.

/// Keys for the two controllers of a transition (`UITransitionContextViewControllerKey`).
public enum TransitionContextViewControllerKey: String, Hashable, Sendable {
    /// The controller visible at the start of the transition (the presenter when presenting,
    /// the presented controller when dismissing, the old top of a navigation stack).
    case from
    /// The controller visible at the end.
    case to
}

/// Keys for the two views of a transition (`UITransitionContextViewKey`).
public enum TransitionContextViewKey: String, Hashable, Sendable {
    /// The view leaving (nil where the framework does not move it: the presenter's view of an
    /// over-full-screen or custom presentation).
    case from
    /// The view arriving (nil where the framework does not move it: the presenter's view when
    /// an over-full-screen or custom presentation is dismissed).
    case to
}

/// What an animator is told about the transition it animates
/// (`UIViewControllerContextTransitioning`). The framework makes one per transition.
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition takes place: the from view is in it at the start; the
    /// animator adds the to view (`addSubview`) and animates both.
    var containerView: View { get }
    /// Whether the transition is animated (false: the animator should set the end state at
    /// once and complete).
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (interactively); an animator completes with
    /// `completeTransition(!transitionWasCancelled)`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the controller presented or dismissed (`.fullScreen` for a
    /// navigation transition).
    var presentationStyle: ModalPresentationStyle { get }
    /// One of the two controllers.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// One of the two views (nil where the framework leaves it alone).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where `vc`'s view is at the start, in the container's coordinates (`.zero` when it is
    /// not on screen at the start).
    func initialFrame(for vc: ViewController) -> Rect
    /// Where `vc`'s view should be at the end (`.zero` when it leaves the screen).
    func finalFrame(for vc: ViewController) -> Rect
    /// Ends the transition: true when it finished (the view tree and controllers take their
    /// final state), false when it was cancelled (they return to their initial state). Call it
    /// once, when the animations end.
    func completeTransition(_ didComplete: Bool)
    /// Tells the context how far an interactive transition is (0…1).
    func updateInteractiveTransition(_ percentComplete: Double)
    /// Tells the context the user let go and the transition will finish.
    func finishInteractiveTransition()
    /// Tells the context the user let go and the transition will go back.
    func cancelInteractiveTransition()
    /// Tells the context a finishing or cancelling transition is under the user's control again.
    func pauseInteractiveTransition()
}

/// An object that animates a transition (`UIViewControllerAnimatedTransitioning`).
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds the transition takes (an interaction controller's `duration`).
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double
    /// Animates the views in `transitionContext.containerView`, then calls
    /// `completeTransition(_:)` (from the animations' completion).
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// The interruptible animator playing this transition (optional): an interaction
    /// controller then pauses, scrubs and continues it instead of gathering the animations
    /// `animateTransition(using:)` starts. Return the same animator for the same context every
    /// time (UIKit's rule). Not implemented: the default stands for "none".
    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating
    /// Called after the transition ended and the view tree is final (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// None: an interaction controller gathers the animations `animateTransition(using:)` starts.
    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }

    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (`UIViewControllerInteractiveTransitioning`).
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition under the user's control: typically runs the animator's
    /// `animateTransition(using:)` and holds its animations paused.
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// How much faster than the animator's duration the rest of the transition plays after
    /// `finish` or `cancel` (1 by default).
    var completionSpeed: Double { get }
    /// The curve of the rest of the transition after `finish` or `cancel` (`.easeInOut` by
    /// default).
    var completionCurve: View.AnimationCurve { get }
    /// Whether the transition starts under the user's control (true by default); false starts
    /// it playing, to be paused later.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    /// 1: the rest plays at the animator's pace.
    public var completionSpeed: Double { 1 }
    /// `.easeInOut`.
    public var completionCurve: View.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies the objects that animate a presented controller's presentation and dismissal
/// (`UIViewControllerTransitioningDelegate`). Every method is optional; the defaults return
/// nil, which keeps the framework's own transition.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator presenting `presented` over `presenting`, asked by `source` (the
    /// controller `present` was called on).
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The animator dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller driving the presentation `animator` animates (nil: not
    /// interactive).
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    /// The interaction controller driving the dismissal `animator` animates (nil: not
    /// interactive).
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation (nil: the framework's, which
    /// leaves the presenter beneath and the presented view over the whole container).
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// Nil: the framework's transition.
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// Nil: the framework's transition.
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    /// Nil: the framework's presentation controller.
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}
