import Foundation

/// How a view resizes when its superview's bounds change (UIView.AutoresizingMask).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask as bits, in the order the options are declared (left margin 1 … bottom margin 32),
    /// the same values as UIKit's.
    public let rawValue: Int
    /// Creates a mask from its bits (see `rawValue`).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The distance to the superview's left edge changes with its width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width changes with the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge changes with its width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge changes with its height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height changes with the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge changes with its height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    /// Width and height both flexible: the view keeps its margins and stretches.
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    /// All four margins flexible: the view keeps its size and stays in the same relative position.
    public static let flexibleMargins: AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin,
                                                           .flexibleTopMargin, .flexibleBottomMargin]
}

/// A rectangle on screen with content and subviews, like UIView. Geometry follows UIKit:
/// `center`, `bounds` and `transform` are stored, `frame` is derived (and only meaningful while
/// the transform is the identity).
///
/// Every change bumps `revision` here and in every superview, so a compositor can tell when a
/// view's texture must be rendered again (and, as important, when it need not).
@MainActor
open class View {
    /// The view this one is a subview of, or nil for a root or detached view. Held weakly; change
    /// it with `addSubview(_:)`, `insertSubview(_:at:)` and `removeFromSuperview()`.
    public private(set) weak var superview: View?
    /// The subviews, back to front: the last is drawn on top and hit-tested first.
    public private(set) var subviews: [View] = []

    /// A name for tests, traces and storyboards.
    public var identifier: String?
    /// An integer you can use to identify the view, like `UIView.tag`; not used by SegueKit.
    public var tag: Int = 0

    /// The view's own coordinate system, like `UIView.bounds`: `size` is the view's size in points,
    /// and `origin` is the point of this coordinate system shown at the top-left corner (a non-zero
    /// origin scrolls the subviews). Changing the size applies the subviews' autoresizing masks and
    /// calls `layoutSubviews()`.
    public var bounds: Rect {
        didSet {
            animatableDidChange(.bounds, from: .rect(oldValue))
            if oldValue.size != bounds.size { layoutAfterResize(from: oldValue.size) }; invalidate()
        }
    }
    /// Where the view's `anchorPoint` sits, in the superview's bounds coordinates, like
    /// `UIView.center` (`CALayer.position`). It is the bounds' centre only for the default anchor.
    public var center: Point { didSet { animatableDidChange(.center, from: .point(oldValue)); invalidate() } }
    /// A 3D transform applied about `anchorPoint`, like `CALayer.transform` (a `UIView.transform`
    /// is the 2D special case). Perspective comes from `m34`; the result is flattened into the
    /// superview's plane. It does not change `bounds` or `center`; `frame` ignores it.
    public var transform: Transform3D = .identity { didSet { animatableDidChange(.transform, from: .transform(oldValue)); invalidate() } }
    /// The point `transform` acts about and `center` positions, in unit coordinates of the bounds
    /// ((0, 0) top left, (1, 1) bottom right), like `CALayer.anchorPoint`. Changing it moves the
    /// view, as in Core Animation.
    public var anchorPoint = Point(0.5, 0.5) { didSet { invalidate() } }

    /// The colour filling the bounds behind the content and subviews (straight alpha), with
    /// `cornerRadius` applied; nil, the default, or a clear colour draws nothing.
    public var backgroundColor: Color? { didSet { animatableDidChange(.backgroundColor, from: .color(oldValue)); invalidate() } }
    /// An image file tiled at its natural size over the background (UIColor(patternImage:)).
    public var patternImage: String? { didSet { invalidate() } }
    /// The radius in points of the rounded corners of the background and pattern image, like
    /// `CALayer.cornerRadius`. It does not round the subviews or the content of subclasses other
    /// than `ImageView`.
    public var cornerRadius: Double = 0 { didSet { animatableDidChange(.cornerRadius, from: .number(oldValue)); invalidate() } }
    /// The colour this view's controls, symbols and template images are drawn in (UIKit's
    /// `tintColor`): the view's own when one was set, else its superview's, else system blue at
    /// the top of the tree (a window's `tintColor` is its root view's). Setting nil goes back
    /// to the superview's. Views that take their tint from here are told of a change by
    /// `tintColorDidChange()`.
    public var tintColor: Color! {
        get {
            var v: View? = self
            while let view = v {
                if let own = view.ownTintColor { return own }
                v = view.superview
            }
            return .systemBlue
        }
        set {
            let old = tintColor
            ownTintColor = newValue
            if tintColor != old { tellTintChanged() }
        }
    }
    /// The tint set on this view itself, if any.
    private var ownTintColor: Color?

    /// Called when the view's `tintColor` changes: set on it, or on an ancestor it takes its
    /// tint from, or when it moves under another tint (UIKit's). Subclasses redraw in it.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that take their tint from it that the tint changed.
    private func tellTintChanged() {
        invalidate()
        tintColorDidChange()
        for sub in subviews where sub.ownTintColor == nil { sub.tellTintChanged() }
    }

    /// The width in points of the border drawn along the inside of the view's rounded bounds,
    /// like `CALayer.borderWidth` (0, the default: none). As a layer's, it is drawn above the
    /// view's content and subviews.
    public var borderWidth: Double = 0 { didSet { invalidate() } }
    /// The border's colour, like `CALayer.borderColor` (opaque black).
    public var borderColor = Color.black { didSet { invalidate() } }
    /// The opacity of the soft shadow drawn under the view, 0…1, like `CALayer.shadowOpacity`
    /// (0, the default: none). The shadow is that of the view's bounds with its corner radius
    /// (as a `shadowPath` of its rounded rectangle would give), not of its drawn content.
    public var shadowOpacity: Double = 0 { didSet { invalidate() } }
    /// How far (points) the shadow's edge is blurred, like `CALayer.shadowRadius` (3).
    public var shadowRadius: Double = 3 { didSet { invalidate() } }
    /// Where the shadow stands from the view, like `CALayer.shadowOffset` ((0, -3): 3 up).
    public var shadowOffset = Size(0, -3) { didSet { invalidate() } }
    /// The shadow's colour, like `CALayer.shadowColor` (black); its alpha multiplies the opacity.
    public var shadowColor = Color.black { didSet { invalidate() } }
    /// The view's opacity, 0…1, multiplied into the view and its subviews like `UIView.alpha`. A
    /// view with alpha 0 is not drawn; one at 0.01 or below is not hit-tested or focusable.
    public var alpha: Double = 1 { didSet { animatableDidChange(.alpha, from: .number(oldValue)); invalidate() } }
    /// Whether the view and its subviews are left out of drawing, hit testing and focus, like
    /// `UIView.isHidden`. A hidden view's snapshot is empty.
    public var isHidden = false {
        didSet {
            invalidate()
            if oldValue != isHidden, let stack = superview as? StackView { stack.setNeedsUpdateConstraints() }
        }
    }
    /// Whether subviews are cut to the view, like `UIView.clipsToBounds`. The clip is the
    /// axis-aligned bounding box of the view's bounds on screen (so a rotated view clips to the
    /// box around it), and it also limits hit testing of the subviews.
    public var clipsToBounds = false { didSet { invalidate() } }
    /// How the view's frame changes when its superview's bounds change size, like
    /// `UIView.autoresizingMask`. Empty by default: the frame stays as it is.
    public var autoresizingMask: AutoresizingMask = [] { didSet { if autoresizingMask != oldValue { setNeedsEngineUpdate() } } }
    /// Whether the view and its subviews can be hit by the pointer, like
    /// `UIView.isUserInteractionEnabled`. A control with it off cannot take focus either.
    public var isUserInteractionEnabled = true

    /// Increases on every change to this view or any view below it.
    public private(set) var revision = 0
    /// Auto Layout's state for this view (constraints, guides, priorities, the layout cycle's flags).
    let layoutState = ViewLayoutState()

    /// The controller whose root view this is (UIKit keeps the same private link), so that
    /// moving the view into or out of a window can send the controller appearance callbacks.
    weak var owningController: ViewController?
    /// The gesture recognizers attached to this view (`gestureRecognizers`), in the order added.
    var attachedGestureRecognizers: [GestureRecognizer] = []
    /// The view animations in flight on this view (see `presentation`).
    var animationTracks: [AnimationTrack] = []
    /// Set on a window's root view only.
    weak var hostingWindow: Window?
    /// Set by the compositor while a transition runs over this view: drawn instead of it.
    var compositorOverride: ((inout DrawList, Transform3D, Double, Rect?) -> Void)?
    /// Set by a sheet's presentation controller on the sheet: the view and everything in it are
    /// drawn as one layer with these rounded corners (the tree cut to them), as UIKit draws a card.
    var cardCorners: CardCorners? { didSet { if cardCorners != oldValue { invalidate() } } }
    /// Set by a presentation controller on the view it presents: a view drawn over the view's
    /// contents at its `frame` in the view's own frame (not scrolled with a scroll view's
    /// content), outside the tree, never hit (a sheet's grabber).
    var chromeOverlay: View? { didSet { invalidate() } }

    /// Pairs this view with the view of the same id on the other screen while screens change
    /// (Hero's `heroID`): the two are drawn as one element morphing from one to the other,
    /// above the screens' own transition. Nil, the default: not matched.
    public var transitionID: String?
    /// How this view moves while its screen comes or goes when it has no match (Hero's
    /// modifiers: `fade`, `scale`, `translate` …), and how it is timed and shaped when it has
    /// one (`arc`, `zPosition`, `delay`, `duration`). Written as a modifier string with
    /// `TransitionModifier.parse(_:)`.
    public var transitionModifiers: [TransitionModifier] = []
    /// How many running transitions draw this view themselves (as a matched element or a
    /// modified view): while any does, its screen's snapshot leaves it out, so it is never
    /// drawn twice (a count, so that one transition ending does not give it back while
    /// another still flies it).
    var transitionDrawCount = 0 { didSet { if (oldValue > 0) != (transitionDrawCount > 0) { invalidate() } } }
    /// Whether a running transition draws this view itself.
    var isDrawnByTransition: Bool { transitionDrawCount > 0 }

    /// The window this view is shown in, if any (the window hosting the root of its tree).
    public var window: Window? {
        var v: View = self
        while let s = v.superview { v = s }
        return v.hostingWindow
    }

    /// Creates a view with `frame` in its superview's coordinates: `bounds` gets the frame's size at
    /// origin (0, 0) and `center` the frame's centre.
    public init(frame: Rect = .zero) {
        bounds = Rect(size: frame.size)
        center = frame.center
    }

    /// The view's rectangle in its superview's coordinates (UIView.frame).
    public var frame: Rect {
        get {
            Rect(center.x - anchorPoint.x * bounds.width, center.y - anchorPoint.y * bounds.height,
                 bounds.width, bounds.height)
        }
        set {
            bounds = Rect(origin: bounds.origin, size: newValue.size)
            center = Point(newValue.minX + anchorPoint.x * newValue.width,
                           newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Marks the view (and its ancestors) as changed.
    public func invalidate() {
        var v: View? = self
        while let view = v { view.revision &+= 1; v = view.superview }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, like `UIView.addSubview(_:)`. A view already here
    /// moves to the front; a view in another superview is removed from it first. When this moves
    /// the view into or out of a window, the controllers whose views it carries get their
    /// appearance callbacks (`viewWillAppear` … `viewDidDisappear`), unanimated. Adding this view
    /// itself or one of its ancestors does nothing (it would make a cycle).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (0 is the back); the index is clamped to the valid
    /// range. Otherwise like `addSubview(_:)`. A view that is this view or one of its ancestors
    /// is refused (nothing happens): the tree would become a cycle.
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else { return }
        let wasInWindow = view.window != nil
        let oldTint = view.tintColor
        let oldRoot = view.superview.map { $0.treeRoot }
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
        } else if let old = view.superview {
            old.subviews.removeAll { $0 === view }
            view.superview = nil
            old.invalidate()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        invalidate()
        if oldRoot !== treeRoot { view.layoutTreeChanged(oldRoot: oldRoot) }
        if view.tintColor != oldTint { view.tellTintChanged() }
        let isInWindow = window != nil
        if wasInWindow, !isInWindow { oldRoot?.hostingWindow?.focus.viewLeftWindow(view) }
        if wasInWindow != isInWindow { ViewController.viewDidMove(view, intoWindow: isInWindow) }
    }

    /// Removes the view from its superview, like `UIView.removeFromSuperview()`; nothing happens
    /// when it has none. When the view was in a window, the controllers whose views it carries get
    /// their disappearance callbacks, unanimated.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let wasInWindow = oldWindow != nil
        let oldTint = tintColor
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if tintColor != oldTint { tellTintChanged() }
        parent.invalidate()
        (parent as? StackView)?.subviewLeft(self)
        layoutTreeChanged(oldRoot: parent.treeRoot)
        oldWindow?.focus.viewLeftWindow(self)
        if wasInWindow { ViewController.viewDidMove(self, intoWindow: false) }
    }

    /// Moves `view` to the end of `subviews`, on top of its siblings; does nothing when `view` is
    /// not a subview of this view.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves `view` to the start of `subviews`, behind its siblings; does nothing when `view` is
    /// not a subview of this view.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or lies somewhere below it, like `UIView.isDescendant(of:)`.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v { if cur === view { return true }; v = cur.superview }
        return false
    }

    /// All views below this one, depth first, in drawing order.
    public var descendants: [View] {
        subviews.flatMap { [$0] + $0.descendants }
    }

    /// The first view in this tree (self included) with this identifier.
    public func viewWithIdentifier(_ id: String) -> View? {
        if identifier == id { return self }
        for s in subviews { if let v = s.viewWithIdentifier(id) { return v } }
        return nil
    }

    // MARK: Layout

    /// Applies the autoresizing mask of each subview that translates it (Auto Layout places
    /// the others), and of each child controller's view that is off screen, after the bounds
    /// changed from `old`, and asks for a layout pass.
    func layoutAfterResize(from old: Size) {
        let dw = bounds.width - old.width, dh = bounds.height - old.height
        // A child controller's view off screen follows its container's view as if it were a
        // subview, so that it appears at the container's size, not the size it was made at.
        let offscreenChildren = owningController?.children.compactMap { c -> View? in
            guard let v = c.viewIfLoaded, v.superview == nil else { return nil }
            return v
        } ?? []
        for v in subviews + offscreenChildren where !v.autoresizingMask.isEmpty && v.translatesAutoresizingMaskIntoConstraints {
            v.frame = AutoresizingMask.resize(v.frame, mask: v.autoresizingMask, by: dw, dh, in: old)
        }
        setNeedsLayout()
    }

    /// The root of the tree this view is in (itself when it has no superview).
    var treeRoot: View {
        var v: View = self
        while let s = v.superview { v = s }
        return v
    }

    /// Lays out the subviews, like `UIView.layoutSubviews()`: called by the layout pass (before
    /// the next frame, or from `layoutIfNeeded()`) after `setNeedsLayout()` or a change of size,
    /// once Auto Layout has set the frames of the views it places. Never call it directly;
    /// call `setNeedsLayout()` or `layoutIfNeeded()`.
    open func layoutSubviews() {}

    /// A mouse wheel or touchpad scroll over this view, as `InputEvent.scroll` gives it: `dx` > 0
    /// to the right, `dy` > 0 away from the user (scrolling up), in wheel notches (one click of a
    /// mouse wheel is 1; a touchpad gives fractions). Return true
    /// when the view used it; otherwise the window offers it to the superview, and so on up.
    /// Views ignore it by default; a `ScrollView` scrolls.
    open func scrollWheel(dx: Double, dy: Double) -> Bool { false }

    // MARK: Keyboard focus (the window's `FocusEngine`)

    /// Whether the view can take keyboard focus now (`canBecomeFocused`): false by default;
    /// an enabled control, and a table or collection view with something to select, can.
    open var canBecomeFocused: Bool { false }

    /// Enter or Space while the view has focus (a control's primary action, a table's
    /// selection); does nothing by default.
    open func activate() {}

    /// Another key while the view has focus (arrows, Page Up/Down, Home/End); return true
    /// when the view used it, otherwise it goes on up the controllers.
    open func keyDown(_ key: Key) -> Bool { false }

    /// Updates the view's own constraints, like `UIView.updateConstraints()`: called before a
    /// layout pass after `setNeedsUpdateConstraints()`, subviews before their superviews.
    open func updateConstraints() {}

    /// The margins the view has until they are set (`layoutMargins`): 8 pt on every side; a
    /// controller's root view's are UIKit's system minimum, 16 pt at the sides (20 pt in a
    /// window wider than 390 pt) and 0 at the top and bottom. A kind of view with margins of
    /// its own (a table cell) gives them here, wherever it stands.
    open var defaultLayoutMargins: EdgeInsets {
        guard owningController != nil else { return layoutState.layoutMargins }
        let side = View.systemSideMargin(forWidth: window?.size.width ?? bounds.width)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The size the view's content needs (`UIView.intrinsicContentSize`): Auto Layout keeps the
    /// view at it as strongly as its content hugging and compression resistance priorities say.
    /// `View.noIntrinsicMetric` for a dimension without one (the default, both).
    open var intrinsicContentSize: Size { Size(View.noIntrinsicMetric, View.noIntrinsicMetric) }

    /// The insets from the frame to the rectangle Auto Layout aligns (`UIView.alignmentRectInsets`):
    /// constraints on the view's edges, sizes, centres and margins, and its intrinsic content
    /// size, are its alignment rectangle's, so that a view drawing past its content (a switch's
    /// 2 points on the right) lines up by its content. None by default.
    open var alignmentRectInsets: EdgeInsets { EdgeInsets() }

    /// The distance from the top to the baseline of the first line of text, for
    /// `firstBaselineAnchor` (nil, the default, for views without text: the top edge).
    open var firstBaselineOffsetFromTop: Double? { nil }

    /// The distance from the baseline of the last line of text to the bottom, for
    /// `lastBaselineAnchor` (nil, the default, for views without text: the bottom edge).
    open var lastBaselineOffsetFromBottom: Double? { nil }

    /// For a view without text that has a baseline all the same, its distance above the bottom
    /// edge, first and last (an image view's: 0, as `UIImage.baselineOffsetFromBottom` is by
    /// default); nil, the default, for a view with none, whose first baseline is then its top
    /// and its last its bottom, as UIKit documents.
    open var baselineOffsetFromBottom: Double? { nil }

    /// The view whose first baseline is this one's (`UIView.forFirstBaselineLayout`): this view
    /// (the default), or a subview that draws its text, as a stack view gives its first
    /// arranged view's. Anything but a descendant is ignored.
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline is this one's (`UIView.forLastBaselineLayout`).
    open var forLastBaselineLayout: View { self }

    // MARK: Coordinates

    /// Called when the view's safe area changed (UIKit's `safeAreaInsetsDidChange()`), before
    /// it lays out again. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Whether `point` (in the view's bounds coordinates) is inside the view for hit testing
    /// (UIKit's `point(inside:with:)`): inside its bounds. Override it to take clicks over a
    /// larger or smaller area; `event` is nil (hit testing is not tied to one event here).
    open func point(inside point: Point, with event: InputEvent?) -> Bool {
        let b = bounds
        return point.x >= b.minX && point.y >= b.minY && point.x < b.maxX && point.y < b.maxY
    }

    /// The matrix from this view's bounds coordinates to its superview's bounds coordinates
    /// (flattened, as UIKit layers are).
    public var transformToSuperview: Transform3D {
        let m = Transform3D.layerToParent(size: bounds.size, position: center, anchorPoint: anchorPoint,
                                          transform: transform).flattened
        guard let parent = superview else { return m }
        return m.concatenating(.translation(-parent.bounds.minX, -parent.bounds.minY))
    }

    /// The matrix from this view's coordinates to `ancestor`'s (nil: to the root of its tree).
    public func transform(to ancestor: View?) -> Transform3D {
        var m = Transform3D.identity
        var v: View? = self
        while let cur = v, cur !== ancestor {
            m = m.concatenating(cur.transformToSuperview)
            v = cur.superview
        }
        return m
    }

    /// Converts a point in `ancestor`'s coordinates (nil: the root's) to this view's coordinates.
    public func convert(fromAncestor p: Point, _ ancestor: View?) -> Point? {
        transform(to: ancestor).unproject(p)
    }

    // MARK: Drawing

    /// Appends this view and its subviews to `list`. `m` maps this view's bounds coordinates to
    /// the list's space; `opacity` is the product of the ancestors' alphas; `clip` the
    /// ancestors' clip in the list's space.
    public func draw(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        if let replacement = compositorOverride { replacement(&list, m, opacity, clip); return }
        guard !isHidden, !isDrawnByTransition else { return }
        let shown = presentation
        guard shown.alpha > 0 else { return }
        if shadowOpacity > 0 {
            let r = max(shadowRadius, 0), size = shown.bounds.size
            var quad = Quad(content: .color(shadowColor), size: Size(size.width + 2 * r, size.height + 2 * r),
                            transform: Transform3D.translation(shadowOffset.width - r, shadowOffset.height - r).concatenating(m),
                            opacity: opacity * min(shown.alpha, 1) * min(shadowOpacity, 1), clip: clip,
                            cornerRadius: cardCorners?.radius ?? shown.cornerRadius)
            quad.blur = r
            list.append(quad)
        }
        if let corners = cardCorners, let window {
            drawAsCard(corners, window: window, into: &list, transform: m, opacity: opacity * min(shown.alpha, 1), clip: clip,
                       shown: shown)
            return
        }
        drawBody(into: &list, transform: m, opacity: opacity * min(shown.alpha, 1), clip: clip, shown: shown)
    }

    /// Draws the view with rounded corners, its tree cut to them: the strips along its rounded
    /// edges (the top one, and the bottom one unless `corners.bottomSquare`) as textures drawn
    /// with rounded corners, the rest directly between them. Only the strips, a radius high,
    /// are rendered offscreen, so a card costs little more than its own drawing.
    private func drawAsCard(_ corners: CardCorners, window: Window, into list: inout DrawList, transform m: Transform3D,
                            opacity o: Double, clip: Rect?, shown: ViewPresentation) {
        let size = shown.bounds.size
        let r = corners.radius
        guard r > 0, size.width >= 2 * r, size.height >= 4 * r else {
            drawBody(into: &list, transform: m, opacity: o, clip: clip, shown: shown)
            return
        }
        let bottom = !corners.bottomSquare
        let body = Rect(0, r, size.width, size.height - r - (bottom ? r : 0))
        drawBody(into: &list, transform: m, opacity: o, clip: RunningTransition.combine(m.boundingBox(of: body), clip), shown: shown)
        for isBottom in bottom ? [false, true] : [false] {
            let region = Rect(0, isBottom ? size.height - r : 0, size.width, r)
            let request = window.cornerStripRequest(for: self, region: region, bottom: isBottom)
            if !list.snapshots.contains(where: { $0.id == request.id }) { list.snapshots.append(request) }
            // A quad three radii high showing the strip along its rounded edge (the texture's
            // edge rows stretched over the rest), cut to the strip: only its rounded corners show.
            var quad = Quad(content: .snapshot(request.id), size: Size(size.width, 3 * r),
                            transform: isBottom ? Transform3D.translation(0, size.height - 3 * r).concatenating(m) : m,
                            opacity: o, clip: RunningTransition.combine(m.boundingBox(of: region), clip), cornerRadius: r)
            quad.contentsRect = isBottom ? Rect(0, -2, 1, 3) : Rect(0, 0, 1, 3)
            list.append(quad)
        }
    }

    /// What `snapshotContents` draws within `region` of the bounds, in the region's coordinates.
    func snapshotContents(of region: Rect) -> DrawList {
        var list = DrawList(size: region.size, clearColor: .clear)
        if !isHidden {
            drawBody(into: &list, transform: .translation(-region.minX, -region.minY), opacity: 1, clip: Rect(size: region.size),
                     shown: presentation)
        }
        return list
    }

    /// Background, pattern, content and subviews, without this view's own alpha and hidden flag,
    /// with the values `shown` (the presentation values: what animations draw).
    private func drawBody(into list: inout DrawList, transform m: Transform3D, opacity o: Double, clip: Rect?,
                          shown: ViewPresentation, background: Bool = true) {
        let bounds = shown.bounds
        var clip = clip
        if clipsToBounds {
            let r = m.boundingBox(of: Rect(size: bounds.size))
            clip = clip.map { $0.intersection(r) } ?? r
        }
        if background, let bg = shown.backgroundColor, bg.alpha > 0 {
            drawBackground(bg, cornerRadius: shown.cornerRadius, size: bounds.size, into: &list, transform: m, opacity: o, clip: clip)
        }
        if let pattern = patternImage {
            list.append(Quad(content: .image(pattern), size: bounds.size, transform: m, opacity: o,
                             clip: clip, cornerRadius: shown.cornerRadius, contentMode: .tile))
        }
        if background || layerImage == nil { drawContent(into: &list, transform: m, opacity: o, clip: clip) }
        drawSubviews(subviews, into: &list, transform: m, opacity: o, clip: clip, origin: bounds.origin)
        drawOverlay(into: &list, transform: m, opacity: o, clip: clip)
        if background, borderWidth > 0, borderColor.alpha > 0 {
            var quad = Quad(content: .color(borderColor), size: bounds.size, transform: m, opacity: o, clip: clip,
                            cornerRadius: shown.cornerRadius)
            quad.border = min(borderWidth, min(bounds.width, bounds.height) / 2)
            list.append(quad)
        }
        if let chrome = chromeOverlay {
            chrome.draw(into: &list, transform: Transform3D.translation(chrome.frame.minX, chrome.frame.minY).concatenating(m),
                        opacity: o, clip: clip)
        }
    }

    /// Draws `views` (subviews of this view, in order) where this view's drawing puts them: `m`
    /// maps this view's frame, `origin` is its bounds' origin (a scroll offset).
    final func drawSubviews(_ views: [View], into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?,
                      origin: Point) {
        let childBase = Transform3D.translation(-origin.x, -origin.y)
        for sub in views {
            let s = sub.presentation
            let sm = Transform3D.layerToParent(size: s.bounds.size, position: s.center,
                                               anchorPoint: s.anchorPoint, transform: s.transform)
                .flattened.concatenating(childBase).concatenating(m)
            sub.draw(into: &list, transform: sm, opacity: opacity, clip: clip)
        }
    }

    /// The image the view's layer shows as its contents (an image view's image) and how it is
    /// placed: a matched element morphs it itself, so it is left out with the background.
    var layerImage: (name: String, mode: ContentMode)? { nil }

    /// Subclasses append their own content (text, image, control chrome) here; it is drawn
    /// above the background and below the subviews.
    open func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {}

    /// Draws the background colour (`backgroundColor`, or its animated value) over `size` with
    /// `cornerRadius`, under everything else; a subclass whose shape is not its rounded bounds
    /// (a cell of an inset grouped section) draws it in its own shape.
    open func drawBackground(_ color: Color, cornerRadius: Double, size: Size, into list: inout DrawList, transform m: Transform3D,
                             opacity: Double, clip: Rect?) {
        list.append(Quad(content: .color(color), size: size, transform: m, opacity: opacity, clip: clip, cornerRadius: cornerRadius))
    }

    /// Subclasses append what is drawn above the subviews here (a scroll view's indicators),
    /// in the same coordinates as `drawContent`: the view's frame, from its top-left corner.
    open func drawOverlay(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {}

    /// This view's tree drawn into its own bounds, untransformed and fully opaque: the contents
    /// of its snapshot texture. Its own transform, position and alpha are the compositor's
    /// business (a transition animates them); a hidden view gives an empty list.
    public func snapshotContents(clearColor: Color = .clear) -> DrawList {
        var list = DrawList(size: bounds.size, clearColor: clearColor)
        if !isHidden { drawBody(into: &list, transform: .identity, opacity: 1, clip: nil, shown: presentation) }
        return list
    }

    /// What `snapshotContents` draws less the layer's own look, the background colour and the
    /// `layerImage` (a matched element draws them itself, morphing colour, corners and crop).
    func contentsWithoutBackground() -> DrawList {
        var list = DrawList(size: bounds.size, clearColor: .clear)
        if !isHidden { drawBody(into: &list, transform: .identity, opacity: 1, clip: nil, shown: presentation, background: false) }
        return list
    }
}

extension AutoresizingMask {
    /// UIKit's autoresizing rule: the size change is shared among the flexible parts.
    static func resize(_ f: Rect, mask: AutoresizingMask, by dw: Double, _ dh: Double, in old: Size) -> Rect {
        let x = mask.horizontalShares(of: f, in: old), y = mask.verticalShares(of: f, in: old)
        return Rect(f.minX + dw * x.origin, f.minY + dh * y.origin, max(0, f.width + dw * x.size), max(0, f.height + dh * y.size))
    }

    /// The parts of a change of the superview's width that move the frame `f` and widen it,
    /// inside a superview of size `old`: each flexible part (left margin, width, right margin)
    /// takes a share in proportion to its length, equal shares where they are all zero.
    func horizontalShares(of f: Rect, in old: Size) -> (origin: Double, size: Double) {
        AutoresizingMask.shares(contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin),
                                f.minX, f.width, old.width - f.maxX)
    }

    /// The parts of a change of the superview's height that move the frame `f` and heighten it.
    func verticalShares(of f: Rect, in old: Size) -> (origin: Double, size: Double) {
        AutoresizingMask.shares(contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin),
                                f.minY, f.height, old.height - f.maxY)
    }

    private static func shares(_ lead: Bool, _ size: Bool, _ trail: Bool, _ a: Double, _ b: Double, _ c: Double) -> (origin: Double, size: Double) {
        let parts = [(lead, a), (size, b), (trail, c)].filter { $0.0 }
        let total = parts.reduce(0) { $0 + $1.1 }
        func part(_ on: Bool, _ v: Double) -> Double {
            guard on else { return 0 }
            return total > 0 ? v / total : 1 / Double(parts.count)
        }
        return (part(lead, a), part(size, b))
    }
}
