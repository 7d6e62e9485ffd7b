import Foundation

/// The presentation controller of a page or form sheet (UIKit's `UISheetPresentationController`),
/// which `.automatic`, `.pageSheet` and `.formSheet` present with: iOS 13's card.
///
/// Where the sheet stands follows the window's size classes (an emulated device's own):
/// - **Compact width, regular height** (a phone upright): a card as wide as the window, from
///   10 points below the top of the safe area to the bottom, its top corners rounded. The
///   presenter's view stays on screen behind it, scaled back (16 points in from each side, its
///   top at the top of the safe area) with rounded corners, and dimmed a little.
/// - **Compact height** (a phone on its side): the whole window; the presenter stays beneath,
///   as UIKit adapts a sheet there.
/// - **Regular width** (an iPad, a wide desktop window): a card centred in the safe area, all
///   corners rounded, over the presenter dimmed: a form sheet 540 × 620, a page sheet 704 wide
///   and 20 points short of the safe area's top and bottom, each kept inside the safe area.
///
/// UIKit publishes none of these figures; they are SegueKit's reading of iOS 13–17's sheets
/// (docs: "Presentations"). The presenter gets no disappearance calls, as in UIKit.
///
/// The user can pull the sheet down to dismiss it, unless the presented controller (or one of
/// its children) sets `isModalInPresentation` or the `delegate` refuses; the dismissal follows
/// the pointer and finishes when the sheet is pulled (or flung) past half its travel.
/// **Detents** (iOS 15's): on a phone upright the card rests at one of its `detents` — the
/// large one by default, the whole card; `.medium()`, half of it; custom heights — chosen by
/// `selectedDetentIdentifier` and by the user dragging it up or down. The presenter is pushed
/// back only at a detent as tall as the large one; at `largestUndimmedDetentIdentifier` and
/// below, it is left undimmed and keeps getting clicks (the dimming comes in on the way up to
/// the next detent). A phone on its side
/// and regular width show the sheet as above, whatever the detents. `prefersGrabberVisible`
/// draws the grabber at the top of the card.
///
/// A popover adapts to one where the width is compact (`PopoverPresentationController`'s
/// `adaptiveSheetPresentationController`).
@MainActor
public final class SheetPresentationController: PresentationController, GestureRecognizerDelegate {
    /// The heights the card may rest at on a phone upright (`.large()` only, by default).
    public var detents: [Detent] = [.large()] { didSet { detentsChanged() } }
    /// The detent the card rests at (nil, or one not in `detents`: the lowest). Changing it
    /// moves the sheet at once, or animated inside `animateChanges(_:)`.
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// The tallest detent at which the presenter stays undimmed and gets clicks (nil, the
    /// default: dimmed at every detent).
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// Whether the card draws a grabber at its top (false by default).
    public var prefersGrabberVisible = false { didSet { applyGrabber() } }
    /// Whether dragging a scroll view in the card up, while the card is below its highest
    /// detent, raises the card rather than scrolling (true by default, as UIKit's).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The sheet's corner radius (nil: 10 points, UIKit's).
    public var preferredCornerRadius: Double? {
        didSet {
            applyCorners()
            if dimmingView != nil { applyChrome(shown: true) }
        }
    }

    /// How the sheet stands now.
    enum Placement: Equatable {
        /// A phone's card, presenter scaled back behind it.
        case card
        /// The whole container, presenter beneath (a phone on its side).
        case full
        /// Centred in the container over the presenter dimmed (regular width).
        case centred
    }

    /// UIKit's corner radius of a sheet and of the presenter scaled back behind it.
    public nonisolated static let defaultCornerRadius = 10.0
    /// How far below the top of the safe area a phone's card begins.
    public nonisolated static let cardTopGap = 10.0
    /// How far in from each side the presenter is drawn while a card stands over it.
    public nonisolated static let presenterSideInset = 16.0
    /// A form sheet's size in regular width (iOS 13–15).
    public nonisolated static let formSheetSize = Size(540, 620)
    /// A page sheet's width in regular width.
    public nonisolated static let pageSheetWidth = 704.0
    /// A centred page sheet's gap to the safe area's top and bottom.
    public nonisolated static let pageSheetVerticalGap = 20.0
    /// How dark the dimming over the presenter is behind a phone's card.
    public nonisolated static let cardDimming = 0.2
    /// How dark the dimming over the presenter is behind a centred sheet.
    public nonisolated static let centredDimming = 0.4
    /// The time a sheet takes to rise or fall, in seconds.
    public nonisolated static let transitionDuration = 0.5
    /// The time a sheet takes to move to another detent, in seconds.
    public nonisolated static let detentChangeDuration = 0.4
    /// The grabber's size.
    public nonisolated static let grabberSize = Size(36, 5)
    /// The grabber's gap to the card's top.
    public nonisolated static let grabberTopGap = 5.0

    /// The view between the presenter and the sheet: it dims the presenter and keeps clicks
    /// from reaching it.
    private var dimmingView: View?
    /// The presenter's view as it stood before the card pushed it back.
    private var presenterLook: (view: View, transform: Transform3D, corners: CardCorners?)?
    private var pan: PanGestureRecognizer?
    private var grabber: View?
    /// The card's top when a drag between detents began, and whether the sheet may then be
    /// dismissed (asked once, as the drag begins); nil: no such drag.
    private var resizeStart: (top: Double, mayDismiss: Bool)?
    /// Whether the pull was refused (the sheet only stretches a little, then comes back).
    private var pullRefused = false
    /// Whether the sheet is being dismissed.
    private(set) var isDismissing = false
    /// Whether the sheet, up, pushes its presenter back (it stays so until its chrome is gone).
    private(set) var pushesPresenterBack = false
    /// Whether the sheet's chrome is in the container (from the start of the presentation to
    /// the end of the dismissal).
    var hasChrome: Bool { dimmingView != nil }

    /// How the sheet stands in the container now.
    var placement: Placement {
        let traits = containerView?.window?.traitCollection ?? presentingViewController?.traitCollection
            ?? TraitCollection(size: containerView?.bounds.size ?? .zero)
        if traits.horizontalSizeClass == .regular { return .centred }
        return traits.verticalSizeClass == .compact ? .full : .card
    }

    var safeInsets: EdgeInsets { containerView?.window?.safeAreaInsets ?? .zero }

    /// The large detent's height: the card's, less the bottom of the safe area.
    var maximumDetentValue: Double {
        guard let c = containerView else { return 0 }
        return max(c.bounds.height - min(safeInsets.top + Self.cardTopGap, c.bounds.height) - safeInsets.bottom, 0)
    }

    /// The sheet's frame for how it stands now (see the type's overview).
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let c = containerView else { return .zero }
        let b = c.bounds, i = safeInsets
        switch placement {
        case .full:
            return b
        case .card:
            // From its detent's height above the bottom of the safe area to the bottom.
            let top = max(cardTop(forDetentValue: currentDetent.value), b.minY + min(i.top + Self.cardTopGap, b.height))
            return Rect(b.minX, top, b.width, b.maxY - top)
        case .centred:
            let safe = Rect(b.minX + i.left, b.minY + i.top, max(b.width - i.left - i.right, 0), max(b.height - i.top - i.bottom, 0))
            var size: Size
            if presentationStyle == .formSheet {
                size = Self.formSheetSize
            } else {
                size = Size(Self.pageSheetWidth, safe.height - 2 * Self.pageSheetVerticalGap)
            }
            size = Size(min(size.width, safe.width), max(min(size.height, safe.height), 0))
            return Rect((safe.midX - size.width / 2).rounded(), (safe.midY - size.height / 2).rounded(), size.width, size.height)
        }
    }

    /// A sheet always rises (or fades) on its own, whatever its frame.
    override func defaultAnimator(presenting: Bool) -> ViewControllerAnimatedTransitioning? {
        PresentationAnimator(controller: self, presenting: presenting)
    }

    // MARK: The chrome

    /// Adds the dimming between the presenter and the sheet, rounds the sheet's corners, lets
    /// the user pull it, and moves the presenter back alongside the transition.
    public override func presentationTransitionWillBegin() {
        guard let container = containerView, let presented = presentedView else { return }
        let dim = View(frame: container.bounds)
        dim.identifier = "sheet-dimming"
        dim.autoresizingMask = .flexibleSize
        dim.alpha = 0
        container.insertSubview(dim, at: container.subviews.firstIndex { $0 === presented } ?? container.subviews.count)
        dimmingView = dim
        applyCorners()
        applyGrabber()
        let pan = PanGestureRecognizer { [weak self] g in self?.pulled(g) }
        pan.delegate = self
        presented.addGestureRecognizer(pan)
        self.pan = pan
        animateChrome(shown: true)
    }

    /// A cancelled presentation takes its chrome away.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    /// Brings the presenter forward again alongside the transition.
    public override func dismissalTransitionWillBegin() {
        isDismissing = true
        animateChrome(shown: false)
    }

    /// Takes the chrome away (a cancelled dismissal puts it back).
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        isDismissing = false
        if completed { removeChrome() } else { applyChrome(shown: true) }
    }

    /// Puts the sheet, the dimming and the presenter where they stand at the container's new
    /// size or safe area (the dimming back just below the sheet, should a screen presented
    /// over it have moved the tree).
    public override func containerViewWillLayoutSubviews() {
        // A drag between detents ends: the card goes to its detent at the new size.
        resizeStart = nil
        super.containerViewWillLayoutSubviews()
        if let dim = dimmingView, let c = containerView {
            dim.frame = c.bounds
            keepBelowPresentedView([dim])
        }
        applyCorners()
        applyGrabber()
        if dimmingView != nil { applyChrome(shown: !isDismissing) }
    }

    /// Animates the chrome in or out with the transition (at once when none runs); a
    /// cancelled transition puts it back, unless the chrome is already gone with it.
    private func animateChrome(shown: Bool) {
        animateAlongside({ [weak self] in self?.applyChrome(shown: shown) },
                         ifCancelled: { [weak self] in if let self, self.hasChrome { self.applyChrome(shown: !shown) } })
    }

    /// Puts the dimming and the presenter as they stand with the sheet up (`shown`) or gone;
    /// `top` is where the card's top stands (nil: at its detent), for a drag between detents.
    func applyChrome(shown: Bool, top: Double? = nil) {
        let place = placement
        let cardTop = top ?? frameOfPresentedViewInContainerView.minY
        let dimmed = shown && place != .full ? dimFraction(top: cardTop) : 0
        if let dim = dimmingView {
            dim.backgroundColor = Color(white: 0, alpha: place == .centred ? Self.centredDimming : Self.cardDimming)
            dim.alpha = dimmed
            // Undimmed, the presenter keeps getting clicks.
            dim.isUserInteractionEnabled = dimmed > 0
        }
        guard let presenter = presentingViewController?.rootAncestor.viewIfLoaded else { return }
        if presenterLook == nil || presenterLook?.view !== presenter {
            presenterLook = (presenter, presenter.transform, presenter.cardCorners)
        }
        let look = presenterLook ?? (presenter, presenter.transform, presenter.cardCorners)
        let k = shown && place == .card ? pushFraction(top: cardTop) : 0
        // The status bar turns light over the black around the presenter, and back once the
        // sheet has gone (or when it stands otherwise): `Window.updateStatusBarContent()`.
        if shown { pushesPresenterBack = k > 0.5 }
        containerView?.window?.updateStatusBarContent()
        if k > 0, let c = containerView {
            let f = presenter.frame
            let full = max(f.width - 2 * Self.presenterSideInset, 1) / max(f.width, 1)
            let s = 1 + (full - 1) * k
            // Scaled about its centre, then moved up or down so its top meets the safe area's.
            let top = c.bounds.minY + safeInsets.top
            let ty = (top - (f.midY - f.height * full / 2)) * k
            presenter.transform = Transform3D.scale(s, s).concatenating(.translation(0, ty))
            presenter.cardCorners = CardCorners(radius: (preferredCornerRadius ?? Self.defaultCornerRadius) * k / s, bottomSquare: false)
        } else {
            presenter.transform = look.transform
            presenter.cardCorners = look.corners
        }
    }

    /// Shows the grabber at the top of the card while the sheet asks for one: drawn over the
    /// presented view's contents, not scrolled with them (`View.chromeOverlay`).
    private func applyGrabber() {
        guard let v = presentedView, hasChrome, prefersGrabberVisible, placement != .full else {
            if let g = grabber, presentedView?.chromeOverlay === g { presentedView?.chromeOverlay = nil }
            grabber = nil
            return
        }
        let g = grabber ?? View(frame: .zero)
        g.identifier = "sheet-grabber"
        g.isUserInteractionEnabled = false
        g.cornerRadius = Self.grabberSize.height / 2
        g.backgroundColor = v.controlPalette.disabledLabel
        g.frame = Rect(((v.bounds.width - Self.grabberSize.width) / 2).rounded(), Self.grabberTopGap,
                       Self.grabberSize.width, Self.grabberSize.height)
        v.chromeOverlay = g
        grabber = g
    }

    /// Rounds the sheet's corners: the top two for a card reaching the bottom, all four for a
    /// centred one, none when it fills the container.
    private func applyCorners() {
        guard let v = presentedView else { return }
        let r = preferredCornerRadius ?? Self.defaultCornerRadius
        switch placement {
        case .card: v.cardCorners = CardCorners(radius: r, bottomSquare: true)
        case .centred: v.cardCorners = CardCorners(radius: r, bottomSquare: false)
        case .full: v.cardCorners = nil
        }
    }

    private func removeChrome() {
        pushesPresenterBack = false
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        containerView?.window?.updateStatusBarContent()
        if let look = presenterLook {
            look.view.transform = look.transform
            look.view.cardCorners = look.corners
        }
        presenterLook = nil
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        pan = nil
        if let g = grabber, presentedView?.chromeOverlay === g { presentedView?.chromeOverlay = nil }
        grabber = nil
        resizeStart = nil
        presentedView?.cardCorners = nil
        presentedView?.transform = .identity
    }

    // MARK: Pulling the sheet down

    /// The distance the sheet travels to leave the container.
    private var travel: Double {
        guard let c = containerView else { return 1 }
        return max(c.bounds.maxY - frameOfPresentedViewInContainerView.minY, 1)
    }

    /// The pull begins only downwards, while no transition moves the sheet and it presents
    /// nothing over itself.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        // Only a pull mostly downwards (or upwards, below the highest detent), and not while a
        // transition moves the sheet.
        return (t.y > abs(t.x) || (-t.y > abs(t.x) && !isAtHighestDetent))
            && presentedViewController.presentedViewController == nil
            && presentedViewController.transitionCoordinator == nil
    }

    private func pulled(_ g: PanGestureRecognizer) {
        let dy = g.translation(in: nil).y
        if g.state == .began, placement == .card, resolvedDetents.count > 1,
           dy < 0 || currentDetent.id != resolvedDetents.first?.id {
            // Between detents: the card follows the pointer, then rests at the nearest detent.
            resizeStart = (frameOfPresentedViewInContainerView.minY, mayBeDismissedByTheUser)
        }
        if let start = resizeStart {
            resized(g, top: start.top + dy, mayDismiss: start.mayDismiss)
            return
        }
        switch g.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            pullRefused = !dismissAsTheUser(interaction: interaction)
            if !pullRefused { interaction.update(max(dy, 0) / travel) }
        case .changed:
            if pullRefused {
                // A sheet that may not leave stretches a little under the pointer.
                presentedView?.transform = .translation(0, Self.resisted(max(dy, 0)))
            } else {
                userDismissal.interaction?.update(max(dy, 0) / travel)
            }
        case .ended, .cancelled, .failed:
            if pullRefused {
                pullRefused = false
                let v = presentedView
                View.animate(withDuration: 0.3, options: .curveEaseOut) { v?.transform = .identity }
                return
            }
            guard let interaction = userDismissal.interaction else { return }
            let projected = (max(dy, 0) + 0.15 * g.velocity(in: nil).y) / travel
            if g.state == .ended && projected > 0.5 { interaction.finish() } else { interaction.cancel() }
            // A dismissal still waiting its turn plays on its own when it comes.
            if !isDismissing { userDismissal.interaction = nil }
        default:
            break
        }
    }

    /// A drag between detents: the card's top follows the pointer (resisting above the highest
    /// detent, and below the lowest when the sheet may not be dismissed); let go, it rests at
    /// the detent nearest where it is heading (0.15 s of its speed counted), or is dismissed
    /// when heading past half the way from the lowest detent to the bottom.
    private func resized(_ g: PanGestureRecognizer, top wanted: Double, mayDismiss: Bool) {
        // A dismissal (the Escape key) or a resize of the window ends the drag.
        guard let v = presentedView, let c = containerView, !isDismissing, placement == .card,
              presentedViewController.transitionCoordinator == nil else { resizeStart = nil; return }
        let all = resolvedDetents
        let highest = cardTop(forDetentValue: all.last?.value ?? maximumDetentValue)
        let lowest = cardTop(forDetentValue: all.first?.value ?? maximumDetentValue)
        var top = wanted
        if top < highest { top = highest - Self.resisted(highest - top) }
        if top > lowest && !mayDismiss { top = lowest + Self.resisted(top - lowest) }
        top = min(top, c.bounds.maxY)
        switch g.state {
        case .began, .changed:
            v.frame = Rect(v.frame.minX, top, v.frame.width, c.bounds.maxY - top)
            applyChrome(shown: true, top: top)
        case .ended, .cancelled, .failed:
            resizeStart = nil
            let projected = top + (g.state == .ended ? 0.15 * g.velocity(in: nil).y : 0)
            if projected > lowest + (c.bounds.maxY - lowest) / 2 {
                if mayDismiss, dismissAsTheUser() { return }
                if !mayDismiss { listener?.presentationControllerDidAttemptToDismiss(asked) }
            }
            let before = currentDetent.id
            let target = all.min { abs(cardTop(forDetentValue: $0.value) - projected) < abs(cardTop(forDetentValue: $1.value) - projected) }
            animateChanges {
                if let target, target.id != before { self.selectedDetentIdentifier = target.id } else { self.detentsChanged() }
            }
            if let target, target.id != before {
                (listener as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        default:
            break
        }
    }

    /// How far a sheet that may not be dismissed follows a pull of `distance` points: less and
    /// less, never more than 40 points.
    nonisolated static func resisted(_ distance: Double) -> Double {
        40 * (1 - 1 / (distance / 120 + 1))
    }
}

extension View {
    /// The sheet this view stands in: the presentation controller of the sheet presenting the
    /// controller whose screen holds it (nil when it is in none, or the sheet is not on screen yet).
    var enclosingSheet: SheetPresentationController? {
        var v: View? = self
        while let cur = v, cur.owningController == nil { v = cur.superview }
        guard let sheet = v?.owningController?.rootAncestor.ownPresentationController as? SheetPresentationController,
              sheet.style != nil else { return nil }
        return sheet
    }
}

/// The rounded corners a sheet's view is drawn with (its whole tree cut to them).
struct CardCorners: Equatable {
    var radius: Double
    /// Whether the bottom corners stay square (a card reaching the container's bottom).
    var bottomSquare: Bool
}

/// Plays a presented view in and out on the live view: it rises from below the container to
/// the presentation controller's frame, or falls back (a cross-dissolve when the presented
/// controller asks for one). The presentation controller's chrome moves alongside.
@MainActor
final class PresentationAnimator: ViewControllerAnimatedTransitioning {
    private weak var controller: PresentationController?
    private let presenting: Bool
    /// Whether the sheet fades rather than rises (its controller asks for a cross-dissolve).
    private let fades: Bool

    /// `fades` nil: the presented view fades when its controller's `modalTransition` is a
    /// cross-dissolve, and rises otherwise.
    init(controller: PresentationController, presenting: Bool, fades: Bool? = nil) {
        self.controller = controller
        self.presenting = presenting
        self.fades = fades ?? (controller.presentedViewController.modalTransition?.name == CrossDissolve.description.name)
    }

    /// The name traces give the transition: the modal transition style it plays.
    var traceName: String { fades ? CrossDissolve.description.name : CoverVertical.description.name }

    /// Half a second, as a sheet takes (nothing when not animated).
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        transitionContext?.isAnimated == false ? 0 : SheetPresentationController.transitionDuration
    }

    func animateTransition(using ctx: ViewControllerContextTransitioning) {
        guard let sheet = ctx.view(forKey: presenting ? .to : .from), let container = sheet.superview else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let shown = controller?.frameOfPresentedViewInContainerView ?? sheet.frame
        var away = shown
        away.origin.y = container.bounds.maxY
        let fades = self.fades
        if presenting {
            if fades { sheet.frame = shown; sheet.alpha = 0 } else { sheet.frame = away }
        }
        let duration = transitionDuration(using: ctx)
        let animations = { [presenting] in
            if fades { sheet.alpha = presenting ? 1 : 0 } else { sheet.frame = presenting ? shown : away }
        }
        let done: (Bool) -> Void = { _ in
            if ctx.transitionWasCancelled {
                sheet.alpha = 1
                // Back where the sheet stands now (the window may have changed size meanwhile).
                if !fades, !self.presenting { sheet.frame = self.controller?.frameOfPresentedViewInContainerView ?? shown }
            }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        if duration > 0 {
            // A pull moves the sheet with the pointer: linear while the user drives it.
            View.animate(withDuration: duration, options: ctx.isInteractive ? .curveLinear : .curveEaseInOut,
                         animations: animations, completion: done)
        } else {
            animations()
            done(true)
        }
    }
}
