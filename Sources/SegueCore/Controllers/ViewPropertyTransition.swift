import Foundation

/// The geometry and opacity of a view that an animations block may change (UIView's
/// animatable `center`, `bounds`, `transform`, `alpha`), captured in the transition's space.
public struct ViewLayerState: Hashable, Sendable {
    public var center: Point
    public var size: Size
    public var anchorPoint: Point
    public var transform: Transform3D
    public var alpha: Double
    public var isHidden: Bool

    /// Captures `view`'s state, with its centre moved into a space whose origin is `origin`
    /// in the superview's coordinates.
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

/// The "animations block" variant of a child swap (seed 000): the source's and destination's
/// view properties changed in the block are interpolated between their states before and
/// after it. A pure function of progress, like every transition: the live views keep their
/// before-state while it runs and get their after-state at the end.
public struct ViewPropertyTransition: Transition {
    public var name: String { "animations" }
    public var duration: Double
    public var fromStates: (start: ViewLayerState, end: ViewLayerState)
    public var toStates: (start: ViewLayerState, end: ViewLayerState)

    public init(duration: Double, from: (ViewLayerState, ViewLayerState), to: (ViewLayerState, ViewLayerState)) {
        self.duration = duration
        fromStates = from
        toStates = to
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        var out: [DrawItem] = []
        for (content, states) in [(input.from, fromStates), (input.to, toStates)] {
            let s = ViewLayerState.lerp(states.start, states.end, p)
            guard !s.isHidden, s.alpha > 0 else { continue }
            let m = Transform3D.layerToParent(size: s.size, position: s.center, anchorPoint: s.anchorPoint,
                                              transform: s.transform).flattened
            out.append(.quad(Quad(content: content, size: s.size, transform: m, opacity: s.alpha)))
        }
        return out
    }
}
