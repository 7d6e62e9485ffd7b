import Foundation

/// What a scroll view tells its delegate (`UIScrollViewDelegate`). Every method has an empty
/// default, so a delegate implements only what it needs.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, deceleration, an animation, the wheel or code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts: `velocity` is the content's, in points per **millisecond** (as
    /// UIKit's); `targetContentOffset` is where the content will come to rest, and the delegate
    /// may change it (the deceleration then ends there).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The drag ended; `decelerate` tells whether the content moves on (coasting, springing
    /// back from an edge or settling on a page).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation of `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` or
    /// `setZoomScale(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooming scales (nil, the default: the scroll view does not zoom).
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No view: the scroll view does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
}

/// A view that scrolls and zooms its content (`UIScrollView`). The content is the subviews,
/// laid out in content coordinates; `contentOffset` is the point of the content shown at the
/// top-left corner (the bounds' origin, as in UIKit) and `contentSize` how far it reaches.
///
/// The content moves by a drag (the `panGestureRecognizer`), by the mouse wheel or touchpad
/// (`scrollWheel(dx:dy:)`), or by code (`setContentOffset(_:animated:)`,
/// `scrollRectToVisible(_:animated:)`). After a drag it coasts and slows down by its
/// `decelerationRate`, bounces at the edges with a rubber band, and settles on a page when
/// `isPagingEnabled`. The formulas are in `ScrollPhysics`; all motion is timed by the scene
/// clock (a `DisplayLink`), so recordings replay the same.
open class ScrollView: View {
    /// When the scroll view adds the safe area to its `contentInset`
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Sendable {
        /// Top and bottom always (the content can scroll out from under bars), left and right
        /// only when the content scrolls horizontally.
        case automatic
        /// Only along the axes the content scrolls on.
        case scrollableAxes
        /// Never: `adjustedContentInset` is `contentInset`.
        case never
        /// Always, on every edge.
        case always
    }

    /// What is moving the content on its own.
    enum Motion { case none, decelerating, animating }

    /// One axis of a moving content offset.
    enum AxisMotion {
        /// Not moving.
        case idle
        /// Coasting from `from` at `velocity` (points per second), let go at `start`.
        case decelerating(start: Double, from: Double, velocity: Double)
        /// A critically damped spring to `target`, `displacement` away from it at `start` and
        /// moving at `velocity`.
        case spring(start: Double, target: Double, displacement: Double, velocity: Double)
        /// An eased animation from `from` to `to`, started at `start`.
        case easing(start: Double, from: Double, to: Double)
    }

    // MARK: Content

    /// The size of the content (`UIScrollView.contentSize`). When constraints give the
    /// `contentLayoutGuide` a width or height, that dimension follows the guide's solved size.
    public var contentSize: Size {
        get {
            guard let guide = contentGuideIfMade else { return storedContentSize }
            let solved = guide.layoutFrame.size
            return Size(solved.width > 0 ? solved.width : storedContentSize.width,
                        solved.height > 0 ? solved.height : storedContentSize.height)
        }
        set {
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            invalidate()
            // Content that grew or shrank may reach the bars' scroll edges or leave them.
            reportScrollToController()
        }
    }
    private var storedContentSize = Size.zero

    /// The point of the content shown at the top-left corner: the bounds' origin. Setting it
    /// stops any animation or deceleration and moves the content at once.
    public var contentOffset: Point {
        get { bounds.origin }
        set { stopMotion(); moveContent(to: newValue) }
    }

    /// Space around the content that the content can scroll into view (`contentInset`).
    public var contentInset = EdgeInsets.zero { didSet { invalidate() } }

    /// When the safe area is added to `contentInset` (default `.automatic`).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic { didSet { invalidate(); setNeedsLayout() } }

    /// `contentInset` plus the parts of the safe area `contentInsetAdjustmentBehavior` adds:
    /// the insets the content scrolls within.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets, axes = safeAreaAdjustedAxes
        return contentInset + EdgeInsets(top: axes.vertical ? safe.top : 0, left: axes.horizontal ? safe.left : 0,
                                         bottom: axes.vertical ? safe.bottom : 0, right: axes.horizontal ? safe.right : 0)
    }

    /// The axes along which `contentInsetAdjustmentBehavior` adds the safe area to the content
    /// inset. Along them the content already scrolls clear of the unsafe edges, so the scroll
    /// view's subviews get no safe area there (a table cell under the home indicator keeps its
    /// margins, as in UIKit); along the others they get the safe area they overlap.
    var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        let scrollsAcross = contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .automatic: return (true, scrollsAcross)
        case .scrollableAxes:
            return (contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical, scrollsAcross)
        }
    }

    /// The smallest content offset at rest: the top-left insets, negated.
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(-inset.left, -inset.top)
    }

    /// The largest content offset at rest: the content's far edge (plus its inset) at the
    /// bottom-right corner, or the minimum when the content is smaller than the view.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset, size = contentSize, lo = minimumContentOffset
        return Point(max(lo.x, size.width + inset.right - bounds.width),
                     max(lo.y, size.height + inset.bottom - bounds.height))
    }

    /// `offset` moved inside the range the content rests in.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(min(max(offset.x, lo.x), hi.x), min(max(offset.y, lo.y), hi.y))
    }

    // MARK: Behaviour

    /// Whether the user can scroll (drag and wheel); code can always scroll.
    public var isScrollEnabled = true
    /// Whether a drag or a flick settles on a multiple of the view's size.
    public var isPagingEnabled = false
    /// Whether the content goes past an edge with a rubber band and springs back (default true).
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    public var alwaysBounceVertical = false { didSet { setNeedsLayout() } }
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false { didSet { setNeedsLayout() } }
    /// How quickly the content slows down after a flick (default `.normal`).
    public var decelerationRate = DecelerationRate.normal
    /// Whether the vertical scroll indicator is shown while the content scrolls (default true).
    public var showsVerticalScrollIndicator = true { didSet { invalidate() } }
    /// Whether the horizontal scroll indicator is shown while the content scrolls (default true).
    public var showsHorizontalScrollIndicator = true { didSet { invalidate() } }

    /// Told about scrolling, dragging, decelerating and zooming.
    public weak var delegate: ScrollViewDelegate?

    // MARK: State

    /// Whether a finger is down on the content (it may not have moved yet).
    public internal(set) var isTracking = false
    /// Whether a drag is moving the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on after a drag (coasting, bouncing back or settling on a page).
    public var isDecelerating: Bool { motion == .decelerating }

    var motion = Motion.none
    var axisMotion: (x: AxisMotion, y: AxisMotion) = (.idle, .idle)
    /// Calls `tick(at:)` every frame while something moves or an indicator fades.
    private var link: DisplayLink?

    // MARK: Zoom

    /// The smallest zoom scale (default 1).
    public var minimumZoomScale = 1.0
    /// The largest zoom scale (default 1: no zooming).
    public var maximumZoomScale = 1.0
    /// The scale the zooming view (the delegate's `viewForZooming(in:)`) is drawn at.
    public var zoomScale: Double {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale = 1.0
    /// An animated zoom: start time, from, to, and the point of the view kept still.
    var zoomAnimation: (start: Double, from: Double, to: Double, anchor: Point)?

    // MARK: Indicators

    /// The scene time the content last moved (the indicators show from then and fade).
    var lastScrollTime: Double?
    /// How opaque the scroll indicators are now (0: hidden).
    public private(set) var indicatorAlpha = 0.0 { didSet { if indicatorAlpha != oldValue { invalidate() } } }

    // MARK: Gestures

    /// The pan that drags the content (`UIScrollView.panGestureRecognizer`): recognizing, it
    /// cancels the press of a control under the pointer, so a drag that starts on a button
    /// scrolls instead of tapping it.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// The pinch (Ctrl+wheel) that zooms the content; it begins only when the delegate gives a
    /// view for zooming and `maximumZoomScale` is above `minimumZoomScale`.
    public let pinchGestureRecognizer = PinchGestureRecognizer()
    /// The zoom scale when the current pinch began.
    var pinchStartScale = 1.0

    /// A scroll view of `frame`, clipping its content.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        installGestureRecognizers()
    }

    // MARK: Insets at rest

    /// Lays out the subviews, keeping content that rests against its top or left edge against
    /// it when `adjustedContentInset` changes (a navigation bar or the safe area arriving), as
    /// UIKit does: a table first shown under a bar starts below it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // The axes the inset takes the safe area in decide the subviews' safe area.
        let axes = safeAreaAdjustedAxes
        if let last = axesAtLastLayout, last != axes { for s in subviews { s.safeAreaMayHaveChanged() } }
        axesAtLastLayout = axes
        let inset = adjustedContentInset, old = insetAtLastLayout ?? .zero
        insetAtLastLayout = inset
        guard inset != old, motion == .none, !isDragging, !isTracking else { return }
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -inset.top }
        if offset.x == -old.left { offset.x = -inset.left }
        if offset != contentOffset { moveContent(to: offset) }
    }
    private var insetAtLastLayout: EdgeInsets?
    private var axesAtLastLayout: (vertical: Bool, horizontal: Bool)?

    // MARK: Layout guides

    /// The content's rectangle for Auto Layout (`contentLayoutGuide`): its top-left corner is
    /// the content's origin, and the size constraints give it becomes `contentSize`.
    public var contentLayoutGuide: LayoutGuide {
        if let g = contentGuideIfMade { return g }
        let g = LayoutGuide(identifier: "contentLayoutGuide")
        addLayoutGuide(g)
        NSLayoutConstraint.activate([g.leadingAnchor.constraint(equalTo: leadingAnchor),
                                     g.topAnchor.constraint(equalTo: topAnchor)])
        contentGuideIfMade = g
        return g
    }
    private var contentGuideIfMade: LayoutGuide?

    /// The scroll view's own frame for Auto Layout (`frameLayoutGuide`), to size content by
    /// the view (a vertical list as wide as the scroll view).
    public var frameLayoutGuide: LayoutGuide {
        if let g = frameGuideIfMade { return g }
        let g = LayoutGuide(identifier: "frameLayoutGuide")
        addLayoutGuide(g)
        NSLayoutConstraint.activate([g.leadingAnchor.constraint(equalTo: leadingAnchor),
                                     g.topAnchor.constraint(equalTo: topAnchor),
                                     g.widthAnchor.constraint(equalTo: widthAnchor),
                                     g.heightAnchor.constraint(equalTo: heightAnchor)])
        frameGuideIfMade = g
        return g
    }
    private var frameGuideIfMade: LayoutGuide?

    // MARK: Scrolling by code

    /// Moves the content to `offset`: at once, or animated (an ease-out of
    /// `ScrollPhysics.scrollAnimationDuration`, ending with `scrollViewDidEndScrollingAnimation`).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion()
        guard animated, offset != contentOffset, let now = sceneTime else { moveContent(to: offset); return }
        let from = contentOffset
        axisMotion = (.easing(start: now, from: from.x, to: offset.x), .easing(start: now, from: from.y, to: offset.y))
        motion = .animating
        showIndicators(at: now)
        startTicking()
    }

    /// Scrolls the least needed to show `rect` (content coordinates) inside the insets; a rect
    /// larger than the view shows its top-left part.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        func axis(_ current: Double, _ lo: Double, _ hi: Double, _ visible: Double, _ lead: Double) -> Double {
            let shownLo = current + lead
            if hi - lo > visible || lo < shownLo { return lo - lead }
            if hi > shownLo + visible { return hi - visible - lead }
            return current
        }
        offset.x = axis(offset.x, rect.minX, rect.maxX, visibleWidth, inset.left)
        offset.y = axis(offset.y, rect.minY, rect.maxY, visibleHeight, inset.top)
        let target = clampedContentOffset(offset)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll indicators for a moment (`flashScrollIndicators()`).
    public func flashScrollIndicators() {
        guard let now = sceneTime else { return }
        showIndicators(at: now)
        startTicking()
    }

    // MARK: Wheel

    /// Scrolls by the wheel: `ScrollPhysics.wheelStep` points a notch along each axis,
    /// clamped to the content (no rubber band). Answers false — so that an outer scroll view
    /// gets the event — when scrolling is off or the content cannot move that way. With paging,
    /// each notch moves one page (fractions add up to one).
    open override func scrollWheel(dx: Double, dy: Double) -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        if isPagingEnabled { return pageByWheel(dx: dx, dy: dy) }
        // The wheel stops a flick or an animation where the content is, and scrolls from there.
        let current = contentOffset
        let proposed = Point(current.x + dx * ScrollPhysics.wheelStep(visibleLength: bounds.width),
                             current.y - dy * ScrollPhysics.wheelStep(visibleLength: bounds.height))
        let target = clampedContentOffset(proposed)
        guard abs(target.x - current.x) > 1e-9 || abs(target.y - current.y) > 1e-9 else { return false }
        interruptMotion()
        moveContent(to: target)
        if let now = sceneTime { showIndicators(at: now); startTicking() }
        return true
    }

    /// Wheel notches not yet turned into a page.
    private var wheelPageRemainder = Point.zero

    private func pageByWheel(dx: Double, dy: Double) -> Bool {
        let current = motion == .none ? contentOffset : finalOffset
        let lo = minimumContentOffset, hi = maximumContentOffset
        let canMove = (dx > 0 && current.x < hi.x - 1e-9) || (dx < 0 && current.x > lo.x + 1e-9)
            || (dy < 0 && current.y < hi.y - 1e-9) || (dy > 0 && current.y > lo.y + 1e-9)
        guard canMove else { wheelPageRemainder = .zero; return false }
        let notches = Point(wheelPageRemainder.x + dx, wheelPageRemainder.y - dy)
        let steps = Point(notches.x.rounded(.towardZero), notches.y.rounded(.towardZero))
        wheelPageRemainder = Point(notches.x - steps.x, notches.y - steps.y)
        func page(_ offset: Double, _ steps: Double, _ length: Double) -> Double {
            length > 0 ? ((offset / length).rounded() + steps) * length : offset
        }
        let target = clampedContentOffset(Point(page(current.x, steps.x, bounds.width),
                                                page(current.y, steps.y, bounds.height)))
        if target != current { setContentOffset(target, animated: true) }
        return true
    }

    // MARK: Zooming

    /// Sets the zoom scale (clamped to the minimum and maximum), keeping the content point at
    /// the view's centre still: at once, or animated like `setContentOffset(_:animated:)`.
    /// Does nothing without a zooming view (`ScrollViewDelegate.viewForZooming(in:)`).
    public func setZoomScale(_ scale: Double, animated: Bool) {
        let anchor = Point(bounds.width / 2, bounds.height / 2)
        guard animated, let now = sceneTime else { zoom(to: scale, keeping: anchor); return }
        stopMotion()
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clamped != storedZoomScale, delegate?.viewForZooming(in: self) != nil else { return }
        zoomAnimation = (now, storedZoomScale, clamped, anchor)
        motion = .animating
        startTicking()
    }

    /// Zooms to `scale` (clamped) keeping the content under `anchor` (a point in the view's
    /// frame, from its top-left corner) still: the zooming view is scaled about its top-left
    /// corner, `contentSize` becomes its scaled size, and the delegate hears
    /// `scrollViewDidZoom`.
    public func zoom(to scale: Double, keeping anchor: Point) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        let old = storedZoomScale
        let contentPoint = Point((contentOffset.x + anchor.x) / old, (contentOffset.y + anchor.y) / old)
        storedZoomScale = clamped
        let size = view.bounds.size
        view.transform = .scale(clamped, clamped)
        view.center = Point(size.width * clamped * view.anchorPoint.x, size.height * clamped * view.anchorPoint.y)
        storedContentSize = Size(size.width * clamped, size.height * clamped)
        invalidate()
        moveContent(to: clampedContentOffset(Point(contentPoint.x * clamped - anchor.x,
                                                   contentPoint.y * clamped - anchor.y)))
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Dragging

    /// The offset the drag started from, with any rubber band undone.
    private var dragStartOffset = Point.zero
    /// The page (along the paging axis) the drag started on.
    private var dragStartPage = (x: 0, y: 0)

    /// Whether the content scrolls (or bounces) along each axis when dragged.
    var draggableAxes: (x: Bool, y: Bool) {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return (hi.x > lo.x || (bounces && alwaysBounceHorizontal), hi.y > lo.y || (bounces && alwaysBounceVertical))
    }

    /// A finger went down on the content: whatever moves stops (`isTracking`).
    func beginTracking() {
        interruptMotion()
        isTracking = true
    }

    /// Stops whatever moves the content where it is; deceleration cut short still ends with
    /// `scrollViewDidEndDecelerating`, so the delegate sees every deceleration end.
    func interruptMotion() {
        let wasDecelerating = motion == .decelerating
        stopMotion()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// The finger started to move the content (`scrollViewWillBeginDragging`).
    func beginDragging() {
        if !isTracking { beginTracking() }
        isDragging = true
        let lo = minimumContentOffset, hi = maximumContentOffset, offset = contentOffset
        func unband(_ v: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            if v < lo { return lo + ScrollPhysics.rubberBandInverse(v - lo, dimension: d) }
            if v > hi { return hi + ScrollPhysics.rubberBandInverse(v - hi, dimension: d) }
            return v
        }
        dragStartOffset = Point(unband(offset.x, lo.x, hi.x, bounds.width), unband(offset.y, lo.y, hi.y, bounds.height))
        dragStartPage = (bounds.width > 0 ? Int((offset.x / bounds.width).rounded()) : 0,
                         bounds.height > 0 ? Int((offset.y / bounds.height).rounded()) : 0)
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved `translation` from where the drag began: the content follows it, with
    /// a rubber band beyond the edges (or stopping at them without `bounces`).
    func drag(translation: Point) {
        let axes = draggableAxes
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ on: Bool, _ current: Double, _ raw: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            guard on else { return current }
            if raw < lo { return bounces ? lo + ScrollPhysics.rubberBand(raw - lo, dimension: d) : lo }
            if raw > hi { return bounces ? hi + ScrollPhysics.rubberBand(raw - hi, dimension: d) : hi }
            return raw
        }
        let offset = contentOffset
        let next = Point(axis(axes.x, offset.x, dragStartOffset.x - translation.x, lo.x, hi.x, bounds.width),
                         axis(axes.y, offset.y, dragStartOffset.y - translation.y, lo.y, hi.y, bounds.height))
        moveContent(to: next)
        if let now = sceneTime { showIndicators(at: now); startTicking() }
    }

    /// The finger lifted moving at `velocity` (points per second, the finger's): the content
    /// coasts, springs back from beyond an edge, or settles on a page.
    func endDragging(velocity fingerVelocity: Point) {
        let wasDragging = isDragging
        isTracking = false
        isDragging = false
        guard wasDragging else { return }
        let axes = draggableAxes
        var velocity = Point(axes.x ? -fingerVelocity.x : 0, axes.y ? -fingerVelocity.y : 0)
        let offset = contentOffset
        let lo = minimumContentOffset, hi = maximumContentOffset
        var target: Point
        if isPagingEnabled {
            func page(_ offset: Double, _ v: Double, _ length: Double, _ lo: Double, _ hi: Double, _ start: Int) -> Double {
                guard length > 0 else { return offset }
                let count = Int(((hi + length) / length).rounded(.up))
                let p = ScrollPhysics.targetPage(offset: offset, velocity: v, pageLength: length,
                                                 pageCount: max(count, 1), startPage: start)
                return min(max(Double(p) * length, lo), hi)
            }
            target = Point(axes.x ? page(offset.x, velocity.x, bounds.width, lo.x, hi.x, dragStartPage.x) : offset.x,
                           axes.y ? page(offset.y, velocity.y, bounds.height, lo.y, hi.y, dragStartPage.y) : offset.y)
        } else {
            target = clampedContentOffset(Point(
                offset.x + ScrollPhysics.projectedDistance(velocity.x, rate: decelerationRate),
                offset.y + ScrollPhysics.projectedDistance(velocity.y, rate: decelerationRate)))
        }
        // A large title above is not left half collapsed; the delegate may still move the rest.
        let proposed = target
        target = targetSettlingLargeTitle(target)
        delegate?.scrollViewWillEndDragging(self, withVelocity: Point(velocity.x / 1000, velocity.y / 1000),
                                            targetContentOffset: &target)
        let redirected = target != proposed
        guard let now = sceneTime else {
            moveContent(to: clampedContentOffset(target))
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        func plan(_ offset: Double, _ v: inout Double, _ target: Double, _ lo: Double, _ hi: Double) -> AxisMotion {
            if offset < lo || offset > hi {
                let edge = min(max(offset, lo), hi)
                let goal = isPagingEnabled || redirected ? target : edge
                return .spring(start: now, target: goal, displacement: offset - goal, velocity: v)
            }
            if isPagingEnabled {
                guard abs(target - offset) > 1e-9 else { return .idle }
                return .spring(start: now, target: target, displacement: offset - target, velocity: v)
            }
            // A redirected flick coasts exactly onto its target: a coast from v0 covers
            // (v0 − stopSpeed)/(−1000 ln r) before it stops.
            if redirected, target != offset {
                v = -(target - offset) * 1000 * log(decelerationRate.rawValue) + (target > offset ? 1 : -1) * ScrollPhysics.stopSpeed
            }
            guard abs(v) > ScrollPhysics.stopSpeed else {
                if abs(target - offset) > 1e-9 { return .easing(start: now, from: offset, to: target) }
                return .idle
            }
            return .decelerating(start: now, from: offset, velocity: v)
        }
        axisMotion = (plan(offset.x, &velocity.x, target.x, lo.x, hi.x), plan(offset.y, &velocity.y, target.y, lo.y, hi.y))
        let decelerate: Bool
        if case .idle = axisMotion.x, case .idle = axisMotion.y { decelerate = false } else { decelerate = true }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        motion = .decelerating
        delegate?.scrollViewWillBeginDecelerating(self)
        showIndicators(at: now)
        startTicking()
    }

    // MARK: Motion

    /// The scene clock's time, or nil without a running scene (then nothing animates).
    var sceneTime: Double? { SceneRunLoop.main.now }

    /// Moves the content without stopping anything; tells the delegate and asks for layout.
    func moveContent(to offset: Point) {
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        setNeedsLayout()
        reportScrollToController()
        delegate?.scrollViewDidScroll(self)
    }

    /// Where the current motion will leave the content.
    var finalOffset: Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        func end(_ m: AxisMotion, _ current: Double, _ lo: Double, _ hi: Double) -> Double {
            switch m {
            case .idle: return current
            case let .decelerating(_, from, v):
                let d = ScrollPhysics.decelerationDistance(v, rate: decelerationRate,
                                                            after: ScrollPhysics.decelerationDuration(v, rate: decelerationRate))
                return min(max(from + d, lo), hi)
            case let .spring(_, target, _, _): return target
            case let .easing(_, _, to): return to
            }
        }
        return Point(end(axisMotion.x, contentOffset.x, lo.x, hi.x), end(axisMotion.y, contentOffset.y, lo.y, hi.y))
    }

    /// Stops any deceleration or animation where the content is (no delegate call).
    func stopMotion() {
        motion = .none
        axisMotion = (.idle, .idle)
        zoomAnimation = nil
    }

    private func startTicking() {
        guard link == nil else { return }
        // A scroll view that goes away mid-motion lets its link go at the next frame.
        let l = DisplayLink { [weak self] l in
            guard let self else { l.invalidate(); return }
            self.tick(at: l.targetTimestamp)
        }
        link = l
        l.add(to: .main, forMode: .common)
    }

    private func stopTicking() {
        link?.invalidate()
        link = nil
    }

    /// One frame at scene time `now`: moves the content, ends a finished motion (telling the
    /// delegate), and fades the indicators.
    func tick(at now: Double) {
        if let z = zoomAnimation {
            let p = ScrollPhysics.scrollAnimationProgress((now - z.start) / ScrollPhysics.scrollAnimationDuration)
            zoom(to: z.from + (z.to - z.from) * p, keeping: z.anchor)
            if p >= 1 { zoomAnimation = nil }
        }
        if motion != .none {
            let lo = minimumContentOffset, hi = maximumContentOffset
            let x = step(&axisMotion.x, now: now, current: contentOffset.x, lo: lo.x, hi: hi.x)
            let y = step(&axisMotion.y, now: now, current: contentOffset.y, lo: lo.y, hi: hi.y)
            moveContent(to: Point(x, y))
            if case .idle = axisMotion.x, case .idle = axisMotion.y, zoomAnimation == nil {
                let ended = motion
                motion = .none
                if ended == .decelerating { delegate?.scrollViewDidEndDecelerating(self) }
                else { delegate?.scrollViewDidEndScrollingAnimation(self) }
            }
        }
        if isTracking || isDragging || motion != .none {
            showIndicators(at: now)
        } else {
            indicatorAlpha = ScrollView.indicatorAlpha(sinceScroll: lastScrollTime.map { now - $0 })
            if indicatorAlpha == 0 { stopTicking() }
        }
    }

    /// One axis at `now`: its position, and the motion advanced (to a spring when coasting
    /// content crosses an edge; to idle when it comes to rest).
    func step(_ m: inout AxisMotion, now: Double, current: Double, lo: Double, hi: Double) -> Double {
        switch m {
        case .idle:
            return current
        case let .decelerating(start, from, v):
            let rate = decelerationRate
            let t = now - start, duration = ScrollPhysics.decelerationDuration(v, rate: rate)
            let position = from + ScrollPhysics.decelerationDistance(v, rate: rate, after: min(t, duration))
            if position < lo || position > hi {
                let edge = position < lo ? lo : hi
                guard bounces else { m = .idle; return edge }
                // When it crossed: v0/1000·(r^(1000t) − 1)/ln r = edge − from.
                let r = log(rate.rawValue)
                let tc = log(1 + (edge - from) * 1000 * r / v) / (1000 * r)
                let vc = ScrollPhysics.decelerationVelocity(v, rate: rate, after: tc)
                m = .spring(start: start + tc, target: edge, displacement: 0, velocity: vc)
                return step(&m, now: now, current: current, lo: lo, hi: hi)
            }
            if t >= duration { m = .idle }
            return position
        case let .spring(start, target, x0, v0):
            let s = ScrollPhysics.spring(from: x0, velocity: v0, after: max(0, now - start))
            if now - start > 0, ScrollPhysics.springIsAtRest(offset: s.offset, velocity: s.velocity) {
                m = .idle
                return target
            }
            return target + s.offset
        case let .easing(start, from, to):
            let f = (now - start) / ScrollPhysics.scrollAnimationDuration
            if f >= 1 { m = .idle; return to }
            return from + (to - from) * ScrollPhysics.scrollAnimationProgress(f)
        }
    }

    // MARK: Indicators

    /// How long the indicators stay fully shown after the content stops (seconds).
    public static let indicatorHoldDuration = 0.5
    /// How long they then take to fade out (seconds).
    public static let indicatorFadeDuration = 0.25
    /// An indicator's thickness and its distance from the edge (points).
    public static let indicatorThickness = 3.0
    /// The shortest an indicator gets (points) over long content; beyond an edge it shrinks
    /// further, to `indicatorThickness` at least.
    public static let indicatorMinimumLength = 36.0
    /// The indicators' colour: black at 35 %, readable on light and dark content.
    public static let indicatorColor = Color(white: 0, alpha: 0.35)

    /// The indicators' opacity `elapsed` seconds after the content last moved (nil: never).
    static func indicatorAlpha(sinceScroll elapsed: Double?) -> Double {
        guard let e = elapsed else { return 0 }
        if e <= indicatorHoldDuration { return 1 }
        return max(0, 1 - (e - indicatorHoldDuration) / indicatorFadeDuration)
    }

    private func showIndicators(at now: Double) {
        lastScrollTime = now
        indicatorAlpha = 1
    }

    /// The indicators' rectangles in the view's frame (from its top-left corner): vertical,
    /// then horizontal; nil where the content does not scroll along that axis or the indicator
    /// is switched off.
    public var scrollIndicatorFrames: (vertical: Rect?, horizontal: Rect?) {
        let inset = adjustedContentInset, size = contentSize, w = bounds.width, h = bounds.height
        let t = ScrollView.indicatorThickness
        let lo = minimumContentOffset, hi = maximumContentOffset
        let showsV = showsVerticalScrollIndicator && hi.y > lo.y
        let showsH = showsHorizontalScrollIndicator && hi.x > lo.x
        func bar(_ trackStart: Double, _ trackLength: Double, _ visible: Double, _ content: Double,
                 _ offset: Double, _ lo: Double, _ hi: Double) -> (Double, Double) {
            var length = max(ScrollView.indicatorMinimumLength, trackLength * visible / max(content, 1))
            length = min(length, trackLength)
            var overshoot = 0.0
            if offset < lo { overshoot = lo - offset } else if offset > hi { overshoot = offset - hi }
            let shrunk = max(t, length - overshoot)
            let fraction = hi > lo ? min(max((offset - lo) / (hi - lo), 0), 1) : 0
            let start = trackStart + fraction * (trackLength - length) + (offset > hi ? length - shrunk : 0)
            return (start, shrunk)
        }
        var vertical: Rect?, horizontal: Rect?
        if showsV {
            let top = inset.top + t, bottom = h - inset.bottom - t - (showsH ? 2 * t : 0)
            let (y, len) = bar(top, bottom - top, h, size.height + inset.top + inset.bottom, contentOffset.y, lo.y, hi.y)
            vertical = Rect(w - inset.right - 2 * t, y, t, len)
        }
        if showsH {
            let left = inset.left + t, right = w - inset.right - t - (showsV ? 2 * t : 0)
            let (x, len) = bar(left, right - left, w, size.width + inset.left + inset.right, contentOffset.x, lo.x, hi.x)
            horizontal = Rect(x, h - inset.bottom - 2 * t, len, t)
        }
        return (vertical, horizontal)
    }

    /// Draws the scroll indicators above the content while they are shown.
    open override func drawOverlay(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard indicatorAlpha > 0 else { return }
        let frames = scrollIndicatorFrames
        for r in [frames.vertical, frames.horizontal].compactMap({ $0 }) {
            list.append(Quad(content: .color(ScrollView.indicatorColor), size: r.size,
                             transform: Transform3D.translation(r.minX, r.minY).concatenating(m),
                             opacity: opacity * indicatorAlpha, clip: clip,
                             cornerRadius: ScrollView.indicatorThickness / 2))
        }
    }
}
