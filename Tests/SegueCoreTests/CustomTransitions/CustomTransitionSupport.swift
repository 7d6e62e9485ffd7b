import Foundation
import Testing
@testable import SegueCore

/// An animator that keeps its context and completes only when the test says so (or at once
/// when `completesAtOnce`), recording what the framework told it.
@MainActor
final class RecordingAnimator: ViewControllerAnimatedTransitioning {
    var duration = 0.3
    var completesAtOnce = false
    private(set) var context: ViewControllerContextTransitioning?
    private(set) var ended: [Bool] = []
    /// The from and to views' superviews when `animateTransition` ran (nil: no view).
    private(set) var containerAtStart: View?

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        containerAtStart = transitionContext.containerView
        if let to = transitionContext.view(forKey: .to), let vc = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.finalFrame(for: vc)
        }
        if completesAtOnce { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A transitioning delegate returning the animators and interaction controllers it is given,
/// and recording what it was asked.
@MainActor
final class RecordingTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: ViewControllerAnimatedTransitioning?
    var dismissAnimator: ViewControllerAnimatedTransitioning?
    var presentInteraction: ViewControllerInteractiveTransitioning?
    var dismissInteraction: ViewControllerInteractiveTransitioning?
    private(set) var asked: [String] = []

    /// A delegate that answers presentations with `present` and dismissals with `dismiss`.
    init(present: ViewControllerAnimatedTransitioning? = nil, dismiss: ViewControllerAnimatedTransitioning? = nil) {
        presentAnimator = present
        dismissAnimator = dismiss
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        asked.append("presented \(presented.traceName) presenting \(presenting.traceName) source \(source.traceName)")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        asked.append("dismissed \(dismissed.traceName)")
        return dismissAnimator
    }

    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        asked.append("interaction for presentation")
        return presentInteraction
    }

    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        asked.append("interaction for dismissal")
        return dismissInteraction
    }
}

/// A navigation delegate returning `animator` for every operation and recording the calls.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    var animator: ViewControllerAnimatedTransitioning?
    var interaction: ViewControllerInteractiveTransitioning?
    private(set) var calls: [String] = []

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool) {
        calls.append("willShow \(viewController.traceName)")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool) {
        calls.append("didShow \(viewController.traceName)")
    }

    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        calls.append("\(operation) \(fromVC.traceName)->\(toVC.traceName)")
        return animator
    }

    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A controller that animates alongside the transition that shows it, recording when the
/// coordinator's blocks ran relative to its appearance calls.
@MainActor
final class CoordinatedController: ViewController {
    var events: [String] = []
    var sawCoordinator = false

    override func viewWillAppear(_ animated: Bool) {
        events.append("viewWillAppear")
        guard let coordinator = transitionCoordinator else { return }
        sawCoordinator = true
        coordinator.animate(alongsideTransition: { [weak self] c in
            self?.events.append("alongside to=\(c.viewController(forKey: .to)?.traceName ?? "nil")")
        }, completion: { [weak self] c in
            self?.events.append("completion cancelled=\(c.isCancelled)")
        })
    }

    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
}

extension ControllerHarness {
    /// The messages of the `error` events logged since `mark()`.
    var errors: [String] {
        lines().filter { $0.contains(".error(") }
    }
}
