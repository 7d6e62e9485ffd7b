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

    /// The quad of a container-sized view in this state.
    func quad(_ content: QuadContent, size: Size, zIndex: Double) -> Quad {
        let mid = Point(size.width / 2, size.height / 2)
        let c = center ?? mid
        let t = Transform3D.translation(-mid.x, -mid.y)
            .concatenating(.scale(scale, scale))
            .concatenating(.rotation(rotation, 0, 0, 1))
            .concatenating(.translation(c.x, c.y))
        return Quad(content: content, size: size, transform: t,
                    opacity: TransitionGeometry.clamp01(opacity), zIndex: zIndex)
    }
}

/// The "animations block" variant of a child swap: no built-in transition, the views'
/// properties are interpolated between two states. By default the source moves its
/// centre to the container's top left corner and fades out while the destination fades in
/// above it.
public struct PropertyAnimations: Transition {
    public var name: String { "animations" }
    public var duration: Double
    public var curve: TimingCurve
    /// The source's state at progress 0.
    public var fromStart: ViewAnimationState
    /// The source's state at progress 1.
    public var fromEnd: ViewAnimationState
    /// The destination's state at progress 0.
    public var toStart: ViewAnimationState
    /// The destination's state at progress 1.
    public var toEnd: ViewAnimationState
    public var isThreeDOrScaling: Bool {
        fromEnd.scale != 1 || toStart.scale != 1 || fromStart.scale != 1 || toEnd.scale != 1
    }

    /// Interpolates the source from `fromStart` to `fromEnd` and the destination from `toStart`
    /// to `toEnd` over `duration` seconds (1) along `curve` (ease-in-out). By default the source
    /// moves its centre to the top left corner and fades out while the destination fades in.
    public init(fromStart: ViewAnimationState = .identity,
                fromEnd: ViewAnimationState = ViewAnimationState(center: Point(0, 0), opacity: 0),
                toStart: ViewAnimationState = .hidden, toEnd: ViewAnimationState = .identity,
                duration: Double = 1, curve: TimingCurve = .easeInEaseOut) {
        self.fromStart = fromStart; self.fromEnd = fromEnd; self.toStart = toStart; self.toEnd = toEnd
        self.duration = duration; self.curve = curve
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let a = ViewAnimationState.lerp(fromStart, fromEnd, p, size: input.size)
        let b = ViewAnimationState.lerp(toStart, toEnd, p, size: input.size)
        return [.quad(a.quad(input.from, size: input.size, zIndex: 0)),
                .quad(b.quad(input.to, size: input.size, zIndex: 1))]
    }
}
