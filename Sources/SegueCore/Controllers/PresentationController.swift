import Foundation

/// Manages a presented controller on screen (UIKit's `UIPresentationController`): where its
/// view stands in the container (`frameOfPresentedViewInContainerView`), whether the
/// presenter's view leaves the screen, and the chrome around the presented view, from the
/// start of the presentation to the end of the dismissal.
///
/// Every presentation has one. `present(_:animated:completion:)` makes it from the
/// controller's `modalPresentationStyle`: full screen (the presenter's view leaves), over full
/// screen (it stays beneath), a sheet (`SheetPresentationController`), or, for `.custom`, the
/// one the `transitioningDelegate` gives (`presentationController(forPresented:presenting:source:)`),
/// else this base class. Subclass it for a custom presentation: override the frame, then add
/// and animate chrome in `presentationTransitionWillBegin()` with the presented controller's
/// `transitionCoordinator`, as on iOS.
///
/// The window calls `containerViewWillLayoutSubviews()` when the container changes size or the
/// window's safe area changes (and `containerViewDidLayoutSubviews()` after a resize's layout);
/// the base class then puts the presented view at `frameOfPresentedViewInContainerView` (UIKit
/// leaves that to the subclass; a subclass that overrides the call and does not call `super`
/// places it itself).
@MainActor
open class PresentationController {
    /// The controller presented.
    public let presentedViewController: ViewController
    /// The controller it is presented over (nil until the presentation begins).
    public internal(set) weak var presentingViewController: ViewController?
    /// The view the presentation takes place in (nil until it begins).
    public internal(set) weak var containerView: View?
    /// Hears of dismissals the user starts (a sheet pulled down).
    public weak var delegate: AdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController`, over `presenting` (nil when not
    /// known yet).
    public required init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view animated in and out: the presented controller's view (SegueKit presents the
    /// controller's view itself, so this is not overridable, unlike UIKit's).
    public var presentedView: View? { presentedViewController.viewIfLoaded }

    /// Where the presented view stands at the end of the presentation, in the container's
    /// coordinates: the whole container here.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the screen once the presentation ends (it then gets
    /// its disappearance calls): false here, true for a full-screen presentation.
    open var shouldRemovePresentersView: Bool { false }

    /// The style it presents with: the presented controller's, as it was when the
    /// presentation began (UIKit's `presentationStyle`).
    open var presentationStyle: ModalPresentationStyle { style ?? presentedViewController.modalPresentationStyle }
    /// The style taken when the presentation began.
    var style: ModalPresentationStyle?

    /// Called as the presentation begins, with the presented view in the container: add
    /// chrome here and animate it with the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// Called once the presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal begins.
    open func dismissalTransitionWillBegin() {}
    /// Called once the dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container lays out (it changed size, or the window's safe area did):
    /// puts the presented view at `frameOfPresentedViewInContainerView`.
    open func containerViewWillLayoutSubviews() {
        guard let v = presentedView, containerView != nil, v.superview === containerView else { return }
        v.frame = frameOfPresentedViewInContainerView
    }
    /// Called after the container laid out.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Framework side

    /// The animator the framework plays when the transitioning delegate gives none: for a
    /// presented view that does not fill the container, the view rising from the bottom to its
    /// frame (or fading in, for a `modalTransition` that is a cross-dissolve), as UIKit's
    /// default; nil otherwise, and the controller's `modalTransition` (else the cover-vertical
    /// transition) plays from snapshots.
    func defaultAnimator(presenting: Bool) -> ViewControllerAnimatedTransitioning? {
        guard let c = containerView, frameOfPresentedViewInContainerView != c.bounds else { return nil }
        return PresentationAnimator(controller: self, presenting: presenting)
    }

    /// Animates `change` to the chrome alongside the transition under way, linear while the
    /// user drives it (at once when none runs); `undo` runs when the transition is cancelled.
    func animateAlongside(_ change: @escaping () -> Void, ifCancelled undo: (() -> Void)? = nil) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            change()
            return
        }
        coordinator.animate(alongsideTransition: { c in
            View.animate(withDuration: c.transitionDuration, options: c.isInteractive ? .curveLinear : .curveEaseInOut,
                         animations: change)
        }, completion: { c in if c.isCancelled { undo?() } })
    }

    /// Puts `chrome` (views of the container) just below the presented view, in order: a screen
    /// brought back beneath it, once a full-screen presentation over it is dismissed, may have
    /// come between them.
    func keepBelowPresentedView(_ chrome: [View]) {
        guard let c = containerView, let presented = presentedView, presented.superview === c else { return }
        let parts = chrome.filter { $0.superview === c }
        guard let p = c.subviews.firstIndex(where: { $0 === presented }) else { return }
        let before = c.subviews[max(p - parts.count, 0)..<p]
        if before.count == parts.count && zip(before, parts).allSatisfy({ $0 === $1 }) { return }
        for v in parts { v.removeFromSuperview() }
        let at = c.subviews.firstIndex { $0 === presented } ?? c.subviews.count
        for (i, v) in parts.enumerated() { c.insertSubview(v, at: at + i) }
    }

    /// The interaction controller of a dismissal the user drives (a sheet pulled down).
    var dismissalInteraction: ViewControllerInteractiveTransitioning? { userDismissal.interaction }

    /// The controller a presentation in an environment of `traits` uses: this one (a popover
    /// adapts where the width is compact).
    func adapted(to traits: TraitCollection) -> PresentationController { self }

    // MARK: Dismissals the user makes

    /// Whether the user may dismiss the presented controller now: not when it (or a child of
    /// it on screen) is modal in presentation, or the delegate refuses.
    var mayBeDismissedByTheUser: Bool {
        var modal = false
        func visit(_ vc: ViewController) {
            if vc.isModalInPresentation { modal = true }
            for child in vc.children where child.viewIfLoaded?.window != nil { visit(child) }
        }
        visit(presentedViewController)
        return !modal && (listener?.presentationControllerShouldDismiss(asked) ?? true)
    }

    /// Dismisses the presented controller as the user does (a sheet's pull, driven by
    /// `interaction`; a click outside a popover; the Escape key), unless it may not be
    /// dismissed so, in which case the delegate hears of the attempt. Returns whether the
    /// dismissal began. The delegate hears of its start and, once it is done, of its end.
    @discardableResult
    func dismissAsTheUser(interaction: PercentDrivenInteractiveTransition? = nil) -> Bool {
        guard mayBeDismissedByTheUser else {
            listener?.presentationControllerDidAttemptToDismiss(asked)
            return false
        }
        listener?.presentationControllerWillDismiss(asked)
        userDismissal = (true, interaction)
        presentedViewController.dismiss(animated: true)
        return true
    }

    /// The dismissal the user started (and the interaction driving it), until it ends.
    var userDismissal: (started: Bool, interaction: PercentDrivenInteractiveTransition?) = (false, nil)

    /// The end of a dismissal: the delegate hears of the end of the user's.
    func dismissalEnded(_ completed: Bool) {
        let byTheUser = userDismissal.started
        userDismissal = (false, nil)
        if completed && byTheUser { listener?.presentationControllerDidDismiss(asked) }
        // The presentation is over: a popover adapted to this controller is let go.
        if completed { adaptedFrom = nil }
    }

    /// The delegate that hears of the user's dismissals: this controller's, else (adapted from
    /// a popover) the popover's.
    var listener: AdaptivePresentationControllerDelegate? { delegate ?? adaptedFrom?.delegate }
    /// The controller the delegate is told about: the popover this one was adapted from, as
    /// UIKit keeps the popover the presented controller's presentation controller.
    var asked: PresentationController { adaptedFrom ?? self }

    /// The popover this controller stands in for, where a popover adapted to it (held until
    /// the presentation ends, or the popover takes its place again).
    var adaptedFrom: PopoverPresentationController?

    /// A popover shown (or the controller it adapted to) adapts again to the window's new
    /// width: the one chrome taken away at once, the other put in its place. Only between
    /// presentations that leave the presenter on screen (a popover and a sheet): one adapted
    /// to full screen, or adapting to it, stays as it is until dismissed.
    func adaptAgain(to traits: TraitCollection) {
        guard let popover = self as? PopoverPresentationController ?? adaptedFrom, style != nil,
              let container = containerView, let view = presentedView, view.superview === container,
              presentedViewController.transitionCoordinator == nil, !shouldRemovePresentersView else { return }
        let next = popover.adapted(to: traits)
        guard next !== self, !next.shouldRemovePresentersView else { return }
        dismissalTransitionWillBegin()
        dismissalTransitionDidEnd(true)
        if next === popover { adaptedFrom = nil }
        next.containerView = container
        next.presentingViewController = presentingViewController
        if next === popover { next.style = .popover }
        presentedViewController.ownPresentationController = next
        view.frame = next.frameOfPresentedViewInContainerView
        next.presentationTransitionWillBegin()
        next.presentationTransitionDidEnd(true)
    }
}

/// The presentation controller of a full-screen presentation: the presenter's view leaves.
final class FullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// Hears of a presentation's adaptation and of dismissals the user starts
/// (`UIAdaptivePresentationControllerDelegate`): a sheet pulled down, a click outside a
/// popover, the Escape key.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to present with in an environment of `traitCollection` (asked by a popover
    /// where the width is compact): nil (`.none`) keeps the presentation as it is. By default,
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle?
    /// The style to present with where the width is compact: nil (`.none`) keeps the
    /// presentation as it is. By default the controller's own (a popover's
    /// `adaptivePresentationStyle`).
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle?
    /// Whether the user may dismiss the presented controller by pulling it down (asked as the
    /// pull begins; false keeps it, as `isModalInPresentation` does, and
    /// `presentationControllerDidAttemptToDismiss(_:)` follows).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user began a dismissal (it may still be cancelled).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user's dismissal ended with the controller gone (not called for `dismiss` from code).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss a controller that may not be dismissed so.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: PresentationController,
                                          traitCollection: TraitCollection) -> ModalPresentationStyle? {
        adaptivePresentationStyle(for: controller)
    }
    /// The controller's own: a popover's `adaptivePresentationStyle`, the style for the others.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle? {
        (controller as? PopoverPresentationController)?.adaptivePresentationStyle ?? controller.presentationStyle
    }
    /// True: the user may pull the controller away.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

extension ViewController {
    /// The presentation controller that presents (or will present) this controller (UIKit's
    /// `presentationController`): made from `modalPresentationStyle` when first asked for, so
    /// its `delegate` can be set before `present`; the presentation then uses it when the
    /// style has not changed since (a new one made for a new style keeps the `delegate`). A
    /// child's is its parent's, as UIKit's is an ancestor's.
    ///
    /// The controller holds it until the presentation ends (or its style changes), and it holds
    /// the controller: one asked for and never presented lives as long as the controller.
    public var presentationController: PresentationController? {
        if let parent { return parent.presentationController }
        if let pc = ownPresentationController,
           pc.style != nil || type(of: pc) == PresentationController.presentationControllerClass(for: modalPresentationStyle) {
            // A popover adapted to another presentation stays the controller's, as in UIKit.
            return pc.adaptedFrom ?? pc
        }
        let pc = makePresentationController(presenting: presentingViewController, source: nil)
        pc.delegate = ownPresentationController?.delegate
        ownPresentationController = pc
        return pc
    }

    /// The presentation controller as a sheet's, when this controller is (or will be) presented
    /// as one (UIKit's `sheetPresentationController`).
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// The presentation controller as a popover's, when this controller is (or will be)
    /// presented as one (UIKit's `popoverPresentationController`): set its source before the
    /// presentation. It stays this controller's while the popover is adapted to a sheet (whose
    /// controller is its `adaptiveSheetPresentationController`).
    public var popoverPresentationController: PopoverPresentationController? {
        presentationController as? PopoverPresentationController
    }

    /// The presentation controller for presenting this controller over `presenting`: the
    /// transitioning delegate's for `.custom`, else the style's own.
    func makePresentationController(presenting: ViewController?, source: ViewController?) -> PresentationController {
        if modalPresentationStyle == .custom, let presenting,
           let pc = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source ?? presenting) {
            return pc
        }
        return PresentationController.presentationControllerClass(for: modalPresentationStyle)
            .init(presentedViewController: self, presenting: presenting)
    }

    /// The presentation controller a presentation starts with: the one asked for earlier when
    /// it still fits the style, else a new one.
    func presentationControllerForPresenting(over presenting: ViewController, source: ViewController) -> PresentationController {
        let pc: PresentationController
        if let made = ownPresentationController, made.style == nil,
           modalPresentationStyle != .custom || transitioningDelegate == nil,
           type(of: made) == PresentationController.presentationControllerClass(for: modalPresentationStyle) {
            pc = made
        } else {
            pc = makePresentationController(presenting: presenting, source: source)
            pc.delegate = pc.delegate ?? ownPresentationController?.delegate
        }
        pc.presentingViewController = presenting
        pc.style = modalPresentationStyle
        // A popover where the width is compact adapts: the presentation uses the adapted one.
        let used = pc.adapted(to: presenting.traitCollection)
        ownPresentationController = used
        return used
    }
}

extension ModalPresentationStyle {
    /// Whether the style presents a sheet (`SheetPresentationController`).
    var isSheet: Bool { [.automatic, .pageSheet, .formSheet].contains(self) }
}

extension PresentationController {
    /// The class the framework makes for `style` (the app's own for `.custom` aside).
    static func presentationControllerClass(for style: ModalPresentationStyle) -> PresentationController.Type {
        if style.isSheet { return SheetPresentationController.self }
        if style == .popover { return PopoverPresentationController.self }
        return style == .fullScreen ? FullScreenPresentationController.self : PresentationController.self
    }
}
