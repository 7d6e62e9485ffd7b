import Foundation

/// The sides a popover's arrow may point to (UIKit's `UIPopoverArrowDirection`): `.up` is an
/// arrow on the popover's top edge, pointing up at a source above it.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The arrow points up: the popover stands below its source.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover stands above its source.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover stands to the right of its source.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover stands to the left of its source.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any side.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No arrow: before the popover is placed, or when no side had room.
    public static let unknown: PopoverArrowDirection = []

    /// The words a storyboard names the sides by, in order.
    static let names = ["up", "down", "left", "right", "any"]

    /// The side named `name` (one of `names`), nil for another word.
    init?(name: String) {
        guard let i = Self.names.firstIndex(of: name.lowercased()) else { return nil }
        self = i == 4 ? .any : PopoverArrowDirection(rawValue: 1 << i)
    }

    /// The names of the sides in the set, in order.
    var names: [String] {
        Self.names.prefix(4).enumerated().filter { contains(PopoverArrowDirection(rawValue: 1 << $0.offset)) }.map(\.element)
    }
}

/// Hears of a popover's presentation (UIKit's `UIPopoverPresentationControllerDelegate`), and,
/// as an `AdaptivePresentationControllerDelegate`, of its adaptation and of dismissals the user
/// starts (a click outside the popover, the Escape key).
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be placed: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// The popover is about to move (its container changed size): `rect` (in `view`'s
    /// coordinates) may be changed to point at another spot.
    func popoverPresentationController(_ popoverPresentationController: PopoverPresentationController,
                                       willRepositionPopoverTo rect: inout Rect, in view: inout View)
}

extension PopoverPresentationControllerDelegate {
    /// Nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    /// Nothing: the popover keeps pointing at its source.
    public func popoverPresentationController(_ popoverPresentationController: PopoverPresentationController,
                                              willRepositionPopoverTo rect: inout Rect, in view: inout View) {}
}

/// Something a popover can point at (UIKit's `UIPopoverPresentationControllerSourceItem`): a
/// `View` or a `BarButtonItem`.
@MainActor
public protocol PopoverPresentationControllerSourceItem: AnyObject {}

extension View: PopoverPresentationControllerSourceItem {}
extension BarButtonItem: PopoverPresentationControllerSourceItem {}

/// The presentation controller of a popover (UIKit's `UIPopoverPresentationController`), which
/// `.popover` presents with: the presented controller's view in a rounded bubble beside its
/// source (`sourceView` and `sourceRect`, or `barButtonItem`), an arrow pointing at it, over
/// the presenter left as it is.
///
/// - **Size.** The presented controller's `preferredContentSize`; where that is zero, 320
///   points wide and as tall as there is room for (UIKit's default, 320 × 1100, cut to fit).
/// - **Side.** The first of up, down, left and right (among `permittedArrowDirections`) where
///   the whole popover fits between the source and the edge of the safe area less
///   `popoverLayoutMargins`; where none does, the first that holds its width (up, down) or
///   height (left, right) and half its length, the popover cut along; else the side with the
///   most room, if a quarter of the popover fits there; else over the source, centred on it,
///   with no arrow. Across that side it is centred on the source and kept inside, and the arrow slides
///   along its edge to stay on the source.
/// - **Dismissal.** A click outside the popover (on anything but `passthroughViews`) or the
///   Escape key dismisses it, unless the presented controller is modal in presentation or the
///   delegate refuses (UIKit's rules for a user's dismissal).
/// - **Adaptation.** Where the window's width is compact (a phone) a popover is presented as
///   the delegate's `adaptivePresentationStyle(for:traitCollection:)` says, else as
///   `adaptivePresentationStyle` (a form sheet, the card of `adaptiveSheetPresentationController`;
///   full screen before iOS 13); `.none` keeps the popover. The choice is made as the
///   presentation begins, and again when the window's width changes size class (between a
///   popover and a sheet; a popover adapted to full screen stays so).
///
/// The bubble's figures (a 13-point arrow 34 wide, corners of 13, a soft shadow) are SegueKit's
/// reading of iOS 13–17's popovers; UIKit publishes none (docs: "Presentations").
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// The view the popover points at (with `sourceRect`).
    public weak var sourceView: View?
    /// The spot in `sourceView`'s coordinates the arrow points at; zero (the default) points at
    /// the whole of `sourceView`'s bounds.
    public var sourceRect: Rect = .zero
    /// A bar button item to point at instead of a view (its button in a navigation bar or a
    /// toolbar).
    public weak var barButtonItem: BarButtonItem?
    /// What the popover points at (iOS 16's `sourceItem`): a view (its whole bounds, or
    /// `sourceRect`) or a bar button item. It is the same source as `sourceView` and
    /// `barButtonItem`: setting a view sets `sourceView` and clears `barButtonItem`, setting an
    /// item sets `barButtonItem`.
    public var sourceItem: PopoverPresentationControllerSourceItem? {
        get { barButtonItem ?? sourceView }
        set {
            switch newValue {
            case let item as BarButtonItem:
                barButtonItem = item
            case let view as View:
                sourceView = view
                barButtonItem = nil
            default:
                sourceView = nil
                barButtonItem = nil
            }
        }
    }
    /// The sides the arrow may point to (`.any` by default).
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The side the arrow points to, once the popover is placed (`.unknown` before).
    public private(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// The colour of the bubble and its arrow (nil: the system background, white in light
    /// appearance).
    public var backgroundColor: Color? { didSet { applyBackground() } }
    /// Views that keep getting clicks while the popover is up (a click on anything else outside
    /// it dismisses it).
    public var passthroughViews: [View]?
    /// How far the popover keeps from the edges of the safe area (10 points on each side).
    public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source when there is no room beside it (it then is
    /// placed over it, centred).
    public var canOverlapSourceViewRect = false
    /// The sheet a popover adapts to where the width is compact: set its properties (its corner
    /// radius, its delegate) before the presentation.
    public private(set) lazy var adaptiveSheetPresentationController: SheetPresentationController =
        SheetPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)

    /// The popover's delegate: the same object as `delegate`, when it is a popover delegate.
    private var popoverDelegate: PopoverPresentationControllerDelegate? { delegate as? PopoverPresentationControllerDelegate }

    /// UIKit's default width of a popover's content when its controller asks for no size.
    public nonisolated static let defaultContentWidth = 320.0
    /// UIKit's default height of a popover's content (cut to the room there is).
    public nonisolated static let defaultContentHeight = 1100.0
    /// How far the arrow stands out from the bubble.
    public nonisolated static let arrowHeight = 13.0
    /// The arrow's width where it meets the bubble.
    public nonisolated static let arrowBase = 34.0
    /// The bubble's corner radius.
    public nonisolated static let cornerRadius = 13.0

    /// The view under the popover, over the whole container: a click on it dismisses the popover.
    private var outsideView: PopoverOutsideView?
    /// The bubble: its background, shadow and arrow, behind the presented view.
    private var bubble: View?
    private var arrow: View?

    /// A popover.
    public override var presentationStyle: ModalPresentationStyle { .popover }

    /// The style a popover adapts to where the width is compact, unless its delegate says
    /// otherwise: a form sheet, or full screen on an emulated device of a release before iOS 13
    /// (which had no sheets).
    public var adaptivePresentationStyle: ModalPresentationStyle {
        let device = (containerView?.window ?? presentingViewController?.window)?.device
        return device.map { $0.presentsSheets } ?? true ? .formSheet : .fullScreen
    }

    // MARK: Adaptation

    /// The controller the presentation uses: this popover, or (the width compact) the
    /// adapted style's: `adaptiveSheetPresentationController` for a sheet, else a controller
    /// of that style. `.none` (nil) from the delegate keeps the popover.
    override func adapted(to traits: TraitCollection) -> PresentationController {
        guard traits.horizontalSizeClass == .compact else { return self }
        let asked = delegate.map { $0.adaptivePresentationStyle(for: self, traitCollection: traits) } ?? adaptivePresentationStyle
        guard let style = asked, style != .popover else { return self }
        let pc: PresentationController
        if style.isSheet {
            pc = adaptiveSheetPresentationController
            pc.presentingViewController = presentingViewController
        } else {
            pc = PresentationController.presentationControllerClass(for: style)
                .init(presentedViewController: presentedViewController, presenting: presentingViewController)
        }
        pc.style = style
        pc.adaptedFrom = self
        return pc
    }

    // MARK: Placement

    /// The bubble's frame in the container (the presented view's; the arrow stands outside it).
    public override var frameOfPresentedViewInContainerView: Rect { placed.frame }

    /// Where the popover stands now, and where its arrow points.
    private var placed: PopoverPlacement {
        guard let c = containerView else { return PopoverPlacement(frame: .zero, arrow: .unknown, arrowOffset: 0) }
        let i = c.window?.safeAreaInsets ?? .zero
        let m = popoverLayoutMargins
        let b = c.bounds
        let area = Rect(b.minX + i.left + m.left, b.minY + i.top + m.top,
                        max(b.width - i.left - i.right - m.left - m.right, 0),
                        max(b.height - i.top - i.bottom - m.top - m.bottom, 0))
        var want = presentedViewController.preferredContentSize
        if want.width <= 0 { want.width = Self.defaultContentWidth }
        if want.height <= 0 { want.height = Self.defaultContentHeight }
        return PopoverPlacement.place(content: want, anchor: anchorRect(in: c), area: area,
                                      permitted: permittedArrowDirections, canOverlap: canOverlapSourceViewRect)
    }

    /// What the arrow points at, in the container's coordinates.
    private func anchorRect(in container: View) -> Rect {
        if let item = barButtonItem, let root = container.window?.rootView,
           let button = item.customView?.window != nil ? item.customView
               : root.descendants.first(where: { ($0 as? BarItemButton)?.item === item && !$0.isHidden }) {
            return button.transform(to: container).boundingBox(of: button.bounds)
        }
        guard let source = sourceView, source.window === container.window, source.window != nil else {
            // Nothing to point at: the middle of the container.
            return Rect(container.bounds.midX, container.bounds.midY, 0, 0)
        }
        let r = sourceRect == .zero ? source.bounds : sourceRect
        return source.transform(to: container).boundingBox(of: r)
    }

    /// A popover fades in and out.
    override func defaultAnimator(presenting: Bool) -> ViewControllerAnimatedTransitioning? {
        PresentationAnimator(controller: self, presenting: presenting, fades: true)
    }

    // MARK: The chrome

    /// Asks the delegate to prepare, then adds the bubble (and the view outside it that
    /// dismisses it), and fades them in with the popover.
    public override func presentationTransitionWillBegin() {
        popoverDelegate?.prepareForPopoverPresentation(self)
        guard let container = containerView, let presented = presentedView else { return }
        let outside = PopoverOutsideView(frame: container.bounds)
        outside.identifier = "popover-outside"
        outside.autoresizingMask = .flexibleSize
        outside.passthrough = { [weak self] in self?.passthroughViews ?? [] }
        let tap = TapGestureRecognizer { [weak self] g in if g.state == .ended { self?.dismissAsTheUser() } }
        outside.addGestureRecognizer(tap)
        // The bubble: its shadow, the arrow (with its own), and the body over the arrow's inner half.
        let bubble = View(frame: .zero)
        bubble.identifier = "popover-bubble"
        bubble.isUserInteractionEnabled = false
        let arrow = View(frame: .zero)
        arrow.identifier = "popover-arrow"
        for part in [View(frame: .zero), arrow, View(frame: .zero)] {
            if part !== arrow { part.autoresizingMask = .flexibleSize }
            bubble.addSubview(part)
        }
        let index = container.subviews.firstIndex { $0 === presented } ?? container.subviews.count
        container.insertSubview(outside, at: index)
        container.insertSubview(bubble, at: index + 1)
        outsideView = outside
        self.bubble = bubble
        self.arrow = arrow
        presented.cardCorners = CardCorners(radius: Self.cornerRadius, bottomSquare: false)
        applyBackground()
        placeBubble()
        bubble.alpha = 0
        animateAlongside { [weak bubble] in bubble?.alpha = 1 }
    }

    /// A cancelled presentation takes the bubble away.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    /// The bubble fades out with the popover.
    public override func dismissalTransitionWillBegin() {
        outsideView?.isUserInteractionEnabled = false
        let bubble = self.bubble
        animateAlongside({ bubble?.alpha = 0 }, ifCancelled: { bubble?.alpha = 1 })
    }

    /// Takes the bubble away (a cancelled dismissal keeps it).
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() } else { outsideView?.isUserInteractionEnabled = true }
    }

    /// The popover follows its source when the container changes: the delegate may point it
    /// elsewhere first.
    public override func containerViewWillLayoutSubviews() {
        if let d = popoverDelegate, let source = sourceView ?? containerView {
            let asIs = sourceRect == .zero ? source.bounds : sourceRect
            var rect = asIs, view = source
            d.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
            // Only a change is kept: a source left as it is keeps following its bounds.
            if view !== source || rect != asIs {
                sourceView = view
                sourceRect = rect
                barButtonItem = nil
            }
        }
        super.containerViewWillLayoutSubviews()
        outsideView?.frame = containerView?.bounds ?? .zero
        keepBelowPresentedView([outsideView, bubble].compactMap { $0 })
        placeBubble()
    }

    /// Placed again once the container has laid out: a source that Auto Layout or its bar
    /// moved points the popover at where it now stands.
    public override func containerViewDidLayoutSubviews() {
        guard let v = presentedView, v.superview === containerView, bubble != nil else { return }
        v.frame = frameOfPresentedViewInContainerView
        placeBubble()
    }

    /// Puts the bubble behind the presented view and the arrow on the side chosen.
    private func placeBubble() {
        guard let bubble, let arrow else { return }
        let p = placed
        arrowDirection = p.arrow
        bubble.frame = p.frame
        for part in bubble.subviews where part !== arrow { part.frame = Rect(size: p.frame.size) }
        // The arrow is a square turned 45° and squashed to a rhombus `arrowBase` wide and twice
        // `arrowHeight` deep, centred on the bubble's edge: half of it stands out.
        let side = Self.arrowBase / 2.squareRoot()
        arrow.isHidden = p.arrow == .unknown
        arrow.frame = Rect(0, 0, side, side)
        let squash = 2 * Self.arrowHeight / Self.arrowBase
        let vertical = p.arrow == .up || p.arrow == .down
        let turned = Transform3D.rotation(.pi / 4, 0, 0, 1)
            .concatenating(vertical ? .scale(1, squash) : .scale(squash, 1))
        arrow.transform = turned
        let f = p.frame
        switch p.arrow {
        case .up: arrow.center = Point(p.arrowOffset, 0)
        case .down: arrow.center = Point(p.arrowOffset, f.height)
        case .left: arrow.center = Point(0, p.arrowOffset)
        case .right: arrow.center = Point(f.width, p.arrowOffset)
        default: break
        }
    }

    /// The bubble's colour: the popover's, else the system background of the presented view's
    /// appearance.
    private func applyBackground() {
        guard let bubble, let arrow, bubble.subviews.count == 3 else { return }
        let color = backgroundColor ?? (presentedView ?? bubble).controlPalette.background
        let (shadow, body) = (bubble.subviews[0], bubble.subviews[2])
        for part in [shadow, arrow] {
            part.shadowOpacity = 0.16
            part.shadowRadius = 20
            part.shadowOffset = Size(0, 6)
        }
        shadow.cornerRadius = Self.cornerRadius
        body.backgroundColor = color
        body.cornerRadius = Self.cornerRadius
        arrow.backgroundColor = color
        arrow.cornerRadius = 3
    }

    private func removeChrome() {
        outsideView?.removeFromSuperview()
        bubble?.removeFromSuperview()
        outsideView = nil
        bubble = nil
        arrow = nil
        presentedView?.cardCorners = nil
    }
}

/// The view outside a popover: clicks on it dismiss the popover, except over the passthrough
/// views, which it lets the clicks reach.
final class PopoverOutsideView: View {
    var passthrough: () -> [View] = { [] }

    override func point(inside point: Point, with event: InputEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        let inWindow = transform(to: nil).project(Point(point.x - bounds.minX, point.y - bounds.minY))
        return !passthrough().contains { v in
            guard v.window != nil, let p = v.convertFromWindow(inWindow) else { return false }
            return v.point(inside: Point(p.x + v.bounds.minX, p.y + v.bounds.minY), with: event)
        }
    }
}

/// Where a popover stands: its bubble's frame, the side its arrow points to, and where along
/// that side (from the bubble's left or top edge) the arrow's middle is.
struct PopoverPlacement: Equatable {
    var frame: Rect
    var arrow: PopoverArrowDirection
    var arrowOffset: Double

    /// The placement of a popover of `content` size pointing at `anchor`, inside `area` (see
    /// `PopoverPresentationController`).
    static func place(content: Size, anchor: Rect, area: Rect, permitted: PopoverArrowDirection,
                      canOverlap: Bool) -> PopoverPlacement {
        let h = PopoverPresentationController.arrowHeight
        let allowed = permitted.isEmpty ? PopoverArrowDirection.any : permitted
        // The room on each side of the anchor (the arrow's depth taken off).
        let sides: [(PopoverArrowDirection, Size)] = [
            (.up, Size(area.width, area.maxY - anchor.maxY - h)),
            (.down, Size(area.width, anchor.minY - h - area.minY)),
            (.left, Size(area.maxX - anchor.maxX - h, area.height)),
            (.right, Size(anchor.minX - h - area.minX, area.height)),
        ].filter { allowed.contains($0.0) && $0.1.width > 0 && $0.1.height > 0 }
        func fitted(_ room: Size) -> Size { Size(min(content.width, room.width), min(content.height, room.height)) }
        let whole = sides.first { $0.1.width >= content.width && $0.1.height >= content.height }
        // Else the first side that holds it across and at least half of it along (cut there),
        // else the one with the most room, if a quarter of the popover fits there.
        let across = sides.first { side, room in
            side == .up || side == .down ? room.width >= content.width && 2 * room.height >= content.height
                : room.height >= content.height && 2 * room.width >= content.width
        }
        let room = { (r: Size) in fitted(r).width * fitted(r).height }
        let roomiest = sides.max { room($0.1) < room($1.1) }.flatMap { 4 * room($0.1) >= content.width * content.height ? $0 : nil }
        let best = whole ?? across ?? roomiest
        guard let (side, room) = best, !(canOverlap && whole == nil) else {
            // No side has room enough (or the popover may cover its source): centred on the
            // source, kept inside the area, with no arrow.
            let s = fitted(area.size)
            let x = clamp(anchor.midX - s.width / 2, area.minX, area.maxX - s.width)
            let y = clamp(anchor.midY - s.height / 2, area.minY, area.maxY - s.height)
            return PopoverPlacement(frame: Rect(x.rounded(), y.rounded(), s.width, s.height), arrow: .unknown, arrowOffset: 0)
        }
        let s = fitted(room)
        var f = Rect(0, 0, s.width, s.height)
        let vertical = side == .up || side == .down
        if vertical {
            f.origin.x = clamp(anchor.midX - s.width / 2, area.minX, area.maxX - s.width).rounded()
            f.origin.y = side == .up ? anchor.maxY + h : anchor.minY - h - s.height
        } else {
            f.origin.y = clamp(anchor.midY - s.height / 2, area.minY, area.maxY - s.height).rounded()
            f.origin.x = side == .left ? anchor.maxX + h : anchor.minX - h - s.width
        }
        // The arrow stays on the anchor, clear of the rounded corners.
        let length = vertical ? s.width : s.height
        let inset = PopoverPresentationController.cornerRadius + PopoverPresentationController.arrowBase / 2
        let aim = vertical ? anchor.midX - f.minX : anchor.midY - f.minY
        let offset = length < 2 * inset ? length / 2 : clamp(aim, inset, length - inset)
        return PopoverPlacement(frame: f, arrow: side, arrowOffset: offset)
    }

    private static func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { max(lo, min(v, max(lo, hi))) }
}
