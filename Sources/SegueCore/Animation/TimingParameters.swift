import Foundation

extension View {
    /// The options of `View.animate` and `View.transition(with:…)` (`UIView.AnimationOptions`).
    public typealias AnimationOptions = SegueCore.AnimationOptions

    /// A property animator's named timing curves (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Hashable, Sendable {
        /// Slow at the start and the end (Core Animation's ease-in-ease-out).
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Constant speed.
        case linear

        /// The timing curve this names.
        public var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    /// The options of `View.animateKeyframes` (`UIView.KeyframeAnimationOptions`). The
    /// keyframe animation's overall timing is linear (each keyframe interpolates linearly
    /// within its own slice of time).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The options as bits.
        public let rawValue: Int
        /// Options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Lays out the views whose size the block changed before the animation is made, so
        /// that their subviews' new frames animate with them (see `AnimationOptions.layoutSubviews`).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Views being animated keep taking pointer input.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Replace the animations in flight of the same properties, starting from what is drawn.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Play forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Interpolate linearly between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// No interpolation: each keyframe holds the value it starts from and jumps to its
        /// value when it ends.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    }
}

/// A velocity for a spring's start (`CGVector`): `dx` and `dy` in units of the whole
/// distance per second. View animations use `dx` for every property.
public struct Vector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double
    /// A vector of `dx`, `dy`.
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    /// No velocity.
    public static let zero = Vector(dx: 0, dy: 0)
}

/// Which kind of timing a `TimingCurveProvider` gives (`UITimingCurveType`).
public enum TimingCurveType: Int, Hashable, Sendable {
    /// One of the named curves.
    case builtin
    /// A cubic Bézier.
    case cubic
    /// A spring.
    case spring
    /// A cubic and a spring together (not made by SegueKit's providers).
    case composed
}

/// Timing for a property animator (`UITimingCurveProvider`).
public protocol TimingCurveProvider: Sendable {
    /// Which kind of timing this is.
    var timingCurveType: TimingCurveType { get }
    /// The cubic timing, when there is one.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring timing, when there is one.
    var springTimingParameters: SpringTimingParameters? { get }
}

extension TimingCurveProvider {
    /// The timing curve over `duration` seconds, and the duration the timing imposes (a
    /// spring given by mass, stiffness and damping lasts until it settles, as in UIKit).
    func resolved(duration: Double) -> (curve: TimingCurve, duration: Double) {
        if let s = springTimingParameters { return s.resolved(duration: duration) }
        if let c = cubicTimingParameters { return (c.curve, duration) }
        return (.easeInEaseOut, duration)
    }
}

/// A cubic Bézier timing (`UICubicTimingParameters`).
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    /// The named curve this was made from (`.easeInOut` for control points).
    public let animationCurve: View.AnimationCurve
    /// The first control point.
    public let controlPoint1: Point
    /// The second control point.
    public let controlPoint2: Point
    /// The curve.
    let curve: TimingCurve

    /// Ease-in-out, UIKit's default.
    public init() { self.init(animationCurve: .easeInOut) }
    /// A named curve.
    public init(animationCurve: View.AnimationCurve) {
        self.animationCurve = animationCurve
        curve = animationCurve.timingCurve
        switch curve {
        case .cubicBezier(let b): controlPoint1 = Point(b.x1, b.y1); controlPoint2 = Point(b.x2, b.y2)
        default: controlPoint1 = Point(0, 0); controlPoint2 = Point(1, 1)
        }
    }
    /// A Bézier through (0, 0), the two control points and (1, 1).
    public init(controlPoint1: Point, controlPoint2: Point) {
        animationCurve = .easeInOut
        self.controlPoint1 = controlPoint1; self.controlPoint2 = controlPoint2
        curve = .bezier(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }
    /// `.cubic` (`.builtin` for a named curve).
    public var timingCurveType: TimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: SpringTimingParameters? { nil }
}

/// A spring timing (`UISpringTimingParameters`), made from `Spring`.
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    /// The damping ratio (1: critically damped).
    public let dampingRatio: Double
    /// The initial velocity, in whole distances per second (`dx` is used).
    public let initialVelocity: Vector
    /// A spring given by its physics, which lasts until it settles (the animator's duration is
    /// ignored); nil for one fitted into the animator's duration.
    let physical: Spring?

    /// A critically damped spring, fitted into the animator's duration.
    public init() { self.init(dampingRatio: 1) }
    /// A spring of `ratio`, fitted into the animator's duration.
    public init(dampingRatio ratio: Double, initialVelocity velocity: Vector = .zero) {
        dampingRatio = ratio; initialVelocity = velocity; physical = nil
    }
    /// A spring of `mass`, `stiffness` and `damping` (a mass on a spring, as
    /// `CASpringAnimation`): the animation lasts until it settles.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Vector = .zero) {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6)
        let w = (k / m).squareRoot()
        dampingRatio = damping / (2 * (k * m).squareRoot())
        initialVelocity = velocity
        physical = Spring(dampingRatio: dampingRatio, response: 2 * Double.pi / w, initialVelocity: velocity.dx)
    }
    /// `.spring`.
    public var timingCurveType: TimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: SpringTimingParameters? { self }

    func resolved(duration: Double) -> (curve: TimingCurve, duration: Double) {
        if let s = physical { return (.spring(s), s.settlingDuration) }
        return (Self.fitted(dampingRatio: dampingRatio, velocity: initialVelocity.dx, duration: duration), duration)
    }

    /// A spring of `dampingRatio` that settles in `duration` seconds, as UIKit fits
    /// `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)` and
    /// `ViewPropertyAnimator(duration:dampingRatio:)` into their durations.
    static func fitted(dampingRatio: Double, velocity: Double, duration: Double) -> TimingCurve {
        let unit = Spring(dampingRatio: dampingRatio, response: 1).settlingDuration
        let response = duration > 0 && unit > 0 ? duration / unit : 0.5
        return .spring(Spring(dampingRatio: dampingRatio, response: response, initialVelocity: velocity))
    }
}
