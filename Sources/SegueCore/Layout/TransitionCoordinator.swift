import Foundation

/// What a controller is told about a change in progress (`UIViewControllerTransitionCoordinator`,
/// which is also its own `UIViewControllerTransitionCoordinatorContext`): a window resize
/// (`viewWillTransition(to:with:)`) or a transition of controllers (`transitionCoordinator`,
/// while a presentation, dismissal, push, pop or child swap runs).
///
/// `animate(alongsideTransition:completion:)` runs its first block with the change (for a
/// transition: just before the animator's `animateTransition(using:)`, so the animations it
/// starts share the transition's timeline; for a resize: at once, with the new size in place)
/// and its completion after it, once the view tree and the appearance calls are final.
@MainActor
public final class TransitionCoordinator {
    /// The transition coordinated (nil for a window resize).
    private weak var transition: RunningTransition?
    private weak var fromController: ViewController?
    private weak var toController: ViewController?
    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var hasStarted = false
    private var hasEnded = false

    /// A coordinator for a window resize (not animated).
    init() {}

    /// A coordinator for `transition`.
    init(transition: RunningTransition) { self.transition = transition }

    /// Whether the change is animated (a window resize is not).
    public var isAnimated: Bool {
        guard let transition else { return false }
        return transition.context?.isAnimated ?? (transition.driver.duration > 0)
    }

    /// Whether the change is under the user's control now.
    public var isInteractive: Bool { transition?.isInteractive ?? false }

    /// Whether the transition was cancelled (it is going, or went, back to its start).
    public var isCancelled: Bool { transition.map { !$0.isHeadingToEnd } ?? false }

    /// How long the change takes in seconds (0 for a resize).
    public var transitionDuration: Double {
        guard let transition else { return 0 }
        if let ctx = transition.context { return ctx.animator.transitionDuration(using: ctx) }
        return transition.driver.duration
    }

    /// The presentation style of the controller presented or dismissed (`.fullScreen` otherwise).
    public var presentationStyle: ModalPresentationStyle { transition?.context?.presentationStyle ?? .fullScreen }

    /// The view the transition takes place in (nil for a resize).
    public var containerView: View? { transition?.context?.containerView ?? transition?.container }

    /// The from or to controller of the transition (nil for a resize).
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        if let ctx = transition?.context { return ctx.viewController(forKey: key) }
        return key == .from ? fromController : toController
    }

    /// The from or to view of the transition (nil for a resize).
    public func view(forKey key: TransitionContextViewKey) -> View? {
        if let ctx = transition?.context { return ctx.view(forKey: key) }
        return (key == .from ? fromController : toController)?.viewIfLoaded
    }

    /// Runs `animation` with the change and `completion` after it. Returns false (and runs
    /// nothing) when the change is over; a block added once the change has started runs at once.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        guard !hasEnded else { return false }
        if let animation {
            if hasStarted { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Names the controllers a transition takes from and to, and lets them (and their
    /// children) see this coordinator as their `transitionCoordinator` while it runs.
    func involve(from: ViewController?, to: ViewController?) {
        fromController = from
        toController = to
        guard let transition else { return }
        for vc in [from, to].compactMap({ $0 }) { vc.involvedTransition = transition }
    }

    /// Whether `involve` named the controllers.
    var hasControllers: Bool { fromController != nil || toController != nil }

    /// Runs the alongside blocks (as the change starts).
    func runAlongside() {
        hasStarted = true
        let a = alongside
        alongside = []
        for f in a { f(self) }
    }

    /// Runs the completions (after the change).
    func runCompletions() {
        hasEnded = true
        let c = completions
        completions = []
        for f in c { f(self) }
    }

    /// Runs the alongside blocks, then the completions (the window calls it after a resize).
    func finish() {
        runAlongside()
        runCompletions()
    }
}

extension ViewController {
    /// The coordinator of the transition this controller (or a container above it) is taking
    /// part in, while it runs (UIKit's `transitionCoordinator`); nil at rest. Read it in
    /// `viewWillAppear(_:)` to animate alongside the transition.
    public var transitionCoordinator: TransitionCoordinator? {
        var c: ViewController? = self
        while let cur = c {
            if let r = cur.involvedTransition, !r.hasEnded { return r.coordinator }
            c = cur.parent
        }
        return nil
    }
}
