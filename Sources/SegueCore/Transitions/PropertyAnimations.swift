import Foundation

/// The animatable properties of a view in an animations block: centre, opacity and a 2D
/// transform (scale and rotation, like `UIView.transform`).
public struct ViewAnimationState: Hashable, Sendable {
    /// The view's centre in container points; nil: the container's centre (where it rests).
    public var center: Point?
    /// Opacity, 0…1 (UIView's `alpha`); values outside are clamped when drawn.
    public var opacity: Double
    /// Uniform scale about the centre (1: full size).
    public var scale: Double
    /// Radians, clockwise on screen (y down), as `CGAffineTransform(rotationAngle:)`.
    public var rotation: Double

    /// A state at `center` (nil: the container's centre) with `opacity`, `scale` and `rotation`
    /// (radians); the defaults are a full-size, opaque view at rest.
    public init(center: Point? = nil, opacity: Double = 1, scale: Double = 1, rotation: Double = 0) {
        self.center = center; self.opacity = opacity; self.scale = scale; self.rotation = rotation
    }

    /// A full-size view at rest.
    public static let identity = ViewAnimationState()
    /// At rest but transparent.
    public static let hidden = ViewAnimationState(opacity: 0)

    /// Componentwise interpolation (what UIView animations do with these properties).
    public static func lerp(_ a: ViewAnimationState, _ b: ViewAnimationState, _ t: Double, size: Size) -> ViewAnimationState {
        let mid = Point(size.width / 2, size.height / 2)
        let ca = a.center ?? mid, cb = b.center ?? mid
        return ViewAnimationState(center: Point(SegueCore.lerp(ca.x, cb.x, t), SegueCore.lerp(ca.y, cb.y, t)),
                                  opacity: SegueCore.lerp(a.opacity, b.opacity, t),
                                  scale: SegueCore.lerp(a.scale, b.scale, t),
                                  rotation: SegueCore.lerp(a.rotation, b.rotation, t))
    }

    /// This state as a layer of the container's `size`: centred at `center` (the container's
    /// centre when nil), anchored at its middle, scaled and rotated about it.
    func layer(size: Size) -> ViewLayerState {
        ViewLayerState(center: center ?? Point(size.width / 2, size.height / 2), size: size,
                       anchorPoint: Point(0.5, 0.5),
                       transform: Transform3D.scale(scale, scale).concatenating(.rotation(rotation, 0, 0, 1)),
                       alpha: opacity, isHidden: false)
    }
}

/// The geometry and opacity of a view that an animations block may change (UIView's
/// animatable `center`, `bounds`, `transform`, `alpha`), captured in the transition's space.
public struct ViewLayerState: Hashable, Sendable {
    /// The view's centre (UIView's `center`), in points, relative to the transition's origin (y down).
    public var center: Point
    /// The size of the view's bounds, in points.
    public var size: Size
    /// The anchor point (CALayer's `anchorPoint`), in unit coordinates of the bounds: (0.5, 0.5) is the centre.
    public var anchorPoint: Point
    /// The view's 3D transform (UIView's `transform3D`), applied around the anchor point.
    public var transform: Transform3D
    /// Opacity, 0…1 (UIView's `alpha`).
    public var alpha: Double
    /// Whether the view is hidden (UIView's `isHidden`). While animating, the view is drawn when
    /// either end state shows it; the end state's value applies only at progress 1.
    public var isHidden: Bool

    /// Captures `view`'s state, with its centre moved into a space whose origin is `origin`
    /// in the superview's coordinates.
    /// A state with every property given.
    public init(center: Point, size: Size, anchorPoint: Point, transform: Transform3D, alpha: Double, isHidden: Bool) {
        self.center = center; self.size = size; self.anchorPoint = anchorPoint
        self.transform = transform; self.alpha = alpha; self.isHidden = isHidden
    }

    /// The quad showing `content` in this state: the layer placed as Core Animation places it
    /// (position, anchor point, transform) and flattened into the container's plane; nil when
    /// it is hidden or fully transparent.
    func quad(_ content: QuadContent) -> Quad? {
        guard !isHidden, alpha > 0 else { return nil }
        let m = Transform3D.layerToParent(size: size, position: center, anchorPoint: anchorPoint,
                                          transform: transform).flattened
        return Quad(content: content, size: size, transform: m, opacity: TransitionGeometry.clamp01(alpha))
    }

    @MainActor init(_ view: View, origin: Point) {
        center = Point(view.center.x - origin.x, view.center.y - origin.y)
        size = view.bounds.size
        anchorPoint = view.anchorPoint
        transform = view.transform
        alpha = view.alpha
        isHidden = view.isHidden
    }

    /// Puts the state back on `view` (centre back in the superview's coordinates).
    @MainActor func apply(to view: View, origin: Point) {
        view.center = Point(center.x + origin.x, center.y + origin.y)
        view.bounds = Rect(origin: view.bounds.origin, size: size)
        view.anchorPoint = anchorPoint
        view.transform = transform
        view.alpha = alpha
        view.isHidden = isHidden
    }

    static func lerp(_ a: ViewLayerState, _ b: ViewLayerState, _ t: Double) -> ViewLayerState {
        var s = b
        s.center = Point(SegueCore.lerp(a.center.x, b.center.x, t), SegueCore.lerp(a.center.y, b.center.y, t))
        s.size = Size(SegueCore.lerp(a.size.width, b.size.width, t), SegueCore.lerp(a.size.height, b.size.height, t))
        s.alpha = SegueCore.lerp(a.alpha, b.alpha, t)
        var rows = a.transform.rows
        let br = b.transform.rows
        for i in 0..<4 { for j in 0..<4 { rows[i][j] = SegueCore.lerp(rows[i][j], br[i][j], t) } }
        s.transform = Transform3D(rows: rows)
        s.isHidden = t < 1 ? (a.isHidden && b.isHidden) : b.isHidden
        return s
    }
}

/// The "animations block" variant of a child swap
/// (`transition(from:to:duration:options:animations:completion:)` with no transition option):
/// no built-in transition, the source's and destination's view properties are interpolated
/// between two states. The one transition named `animations`: made by the framework from the
/// live views' states before and after an animations block, or described relative to the
/// container (by a storyboard, `--param`, or code). By default the source moves its centre to
/// the container's top left corner and fades out while the destination fades in above it.
public struct PropertyAnimations: DescribedTransition {
    /// Where the two views' states come from.
    public enum States: Sendable {
        /// Described relative to the container (centre, opacity, scale, rotation), resolved
        /// against its size when drawn; rotations interpolate by angle, so a turn can exceed
        /// half a circle.
        case described(from: (start: ViewAnimationState, end: ViewAnimationState),
                       to: (start: ViewAnimationState, end: ViewAnimationState))
        /// Captured from the live views before and after an animations block, in the
        /// transition's space; the transform's entries interpolate linearly.
        case captured(from: (start: ViewLayerState, end: ViewLayerState),
                      to: (start: ViewLayerState, end: ViewLayerState))
    }

    /// `animations`: 1 s, ease-in-out; Reduce Motion replaces it when a state scales a view.
    public static let description = TransitionDescription(
        name: "animations", summary: "view properties interpolated between two states, as in an animations block",
        duration: 1, curve: .easeInEaseOut, reduceMotion: .byValues, parameters: [
            TransitionParameter("fromEndCenter", .point, default: "0,0", "where the source's centre goes (points, or center)"),
            TransitionParameter("fromEndOpacity", .number, default: "0", range: 0...1, "the source's opacity at the end"),
            TransitionParameter("fromEndScale", .number, default: "1", range: 0...100, "the source's scale at the end"),
            TransitionParameter("fromEndRotation", .number, default: "0", range: -36_000...36_000, "the source's rotation at the end, degrees clockwise"),
            TransitionParameter("toStartCenter", .point, default: "center", "where the destination's centre starts"),
            TransitionParameter("toStartOpacity", .number, default: "0", range: 0...1, "the destination's opacity at the start"),
            TransitionParameter("toStartScale", .number, default: "1", range: 0...100, "the destination's scale at the start"),
        ]) { a in
        let degrees = Double.pi / 180
        let unit: @Sendable (Double) -> Bool = { (0...1).contains($0) }
        return PropertyAnimations(
            fromEnd: ViewAnimationState(center: try a.point("fromEndCenter"),
                                        opacity: try a.number("fromEndOpacity", where: unit, "between 0 and 1"),
                                        scale: try a.number("fromEndScale", where: { $0 >= 0 }, "0 or more"),
                                        rotation: try a.number("fromEndRotation") * degrees),
            toStart: ViewAnimationState(center: try a.point("toStartCenter"),
                                        opacity: try a.number("toStartOpacity", where: unit, "between 0 and 1"),
                                        scale: try a.number("toStartScale", where: { $0 >= 0 }, "0 or more")),
            duration: try a.duration(), curve: try a.curve())
    }

    public var duration: Double
    public var curve: TimingCurve
    /// The source's and destination's states at the start and the end.
    public var states: States

    /// Whether any state scales a view, so that Reduce Motion replaces the transition with a
    /// cross-dissolve.
    public var isThreeDOrScaling: Bool {
        switch states {
        case .described(let f, let t):
            return [f.start, f.end, t.start, t.end].contains { $0.scale != 1 }
        case .captured(let f, let t):
            return [f.start, f.end, t.start, t.end].contains { !$0.transform.isIdentity }
                || f.start.size != f.end.size || t.start.size != t.end.size
        }
    }

    /// Interpolates the source from `fromStart` to `fromEnd` and the destination from `toStart`
    /// to `toEnd` over `duration` seconds along `curve` (the description's defaults). By default the source
    /// moves its centre to the top left corner and fades out while the destination fades in.
    public init(fromStart: ViewAnimationState = .identity,
                fromEnd: ViewAnimationState = ViewAnimationState(center: Point(0, 0), opacity: 0),
                toStart: ViewAnimationState = .hidden, toEnd: ViewAnimationState = .identity,
                duration: Double = description.duration, curve: TimingCurve = description.curve) {
        states = .described(from: (fromStart, fromEnd), to: (toStart, toEnd))
        self.duration = duration; self.curve = curve
    }

    /// The transition of an animations block: the source view moves from the first to the
    /// second state of `from`, the destination view likewise through `to`, over `duration`
    /// seconds (the curve is the swap's options').
    public init(duration: Double, from: (ViewLayerState, ViewLayerState), to: (ViewLayerState, ViewLayerState),
                curve: TimingCurve = .easeInEaseOut) {
        states = .captured(from: from, to: to)
        self.duration = duration; self.curve = curve
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        let layers: (ViewLayerState, ViewLayerState)
        switch states {
        case .described(let f, let t):
            // Described states start and end exactly on the two screens.
            if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
            if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
            layers = (ViewAnimationState.lerp(f.start, f.end, p, size: input.size).layer(size: input.size),
                      ViewAnimationState.lerp(t.start, t.end, p, size: input.size).layer(size: input.size))
        case .captured(let f, let t):
            layers = (ViewLayerState.lerp(f.start, f.end, p), ViewLayerState.lerp(t.start, t.end, p))
        }
        return [layers.0.quad(input.from), layers.1.quad(input.to)].compactMap { $0.map(DrawItem.quad) }
    }
}
