import Foundation

/// What a list of modifiers makes of a view for one transition (Hero's `HeroTargetState`): the
/// state an unmatched view animates to as its screen leaves (or from, as its screen arrives),
/// and how its animation is timed and shaped. Nil means "as the view is".
public struct TransitionTargetState: Hashable, Sendable {
    /// The view's centre, in its superview's coordinates (`position`).
    public var position: Point?
    /// The view's size (`size`).
    public var size: Size?
    /// The transform added to the view's own (`scale`, `translate`, `rotate`, composed in order).
    public var transform: Transform3D?
    /// The view's opacity (`fade`, `opacity`).
    public var opacity: Double?
    /// The view's drawing order among the animated views (`zPosition`).
    public var zPosition: Double?
    /// The view's own animation time in seconds (`duration`).
    public var duration: Double?
    /// How late the view's own animation starts, in seconds (`delay`).
    public var delay: Double?
    /// The view's own curve (`spring`, `curve`, `timingFunction`).
    public var curve: TimingCurve?
    /// The arc's intensity when the view travels along an arc (`arc`).
    public var arc: Double?
    /// The delay between subviews and their order (`cascade`).
    public var cascade: Cascade?
    /// The `transitionID` whose place on the other screen the view comes from (`source`).
    public var source: String?
    /// `useGlobalCoordinateSpace`.
    public var usesGlobalCoordinateSpace = false
    /// `useNoSnapshot`.
    public var usesNoSnapshot = false
    /// `forceAnimate`.
    public var forcesAnimation = false
    /// `ignoreSubviewModifiers`: nil when absent, else whether it is recursive.
    public var ignoresSubviewModifiers: Bool?
    /// The state at the start of the animation (`beginWith`), itself a target state.
    public var beginState: [TransitionModifier] = []

    /// A `cascade`: `delta` seconds between subviews, started in `direction`.
    public struct Cascade: Hashable, Sendable {
        /// Seconds between one subview's start and the next's.
        public var delta: Double
        /// Which subview starts first.
        public var direction: CascadeDirection
    }

    /// An empty state: the view as it is.
    public init() {}

    /// The state `modifiers` describe, in order, for a transition that is `presenting`
    /// (forward) or not (backward): `whenPresenting` and `whenDismissing` apply only then.
    public init(_ modifiers: [TransitionModifier], presenting: Bool) {
        for m in modifiers { apply(m, presenting: presenting) }
    }

    /// Applies one modifier on top of the state.
    public mutating func apply(_ modifier: TransitionModifier, presenting: Bool) {
        switch modifier {
        case .fade: opacity = 0
        case let .opacity(a): opacity = a
        case let .position(x, y): position = Point(x, y)
        case let .size(w, h): size = Size(w, h)
        case let .scale(x, y, z): compose(.scale(x, y, z))
        case let .translate(x, y, z): compose(.translation(x, y, z))
        case let .rotate(x, y, z):
            // About x, then y, then z, each inside the transform so far (as Hero turns them).
            if x != 0 { compose(.rotation(x, 1, 0, 0)) }
            if y != 0 { compose(.rotation(y, 0, 1, 0)) }
            if z != 0 { compose(.rotation(z, 0, 0, 1)) }
        case let .zPosition(z): zPosition = z
        case let .duration(d): duration = d
        case let .delay(d): delay = d
        case let .spring(k, c):
            // A unit mass on a spring of stiffness k with damping c: ω = √k, ζ = c / (2√k).
            let omega = k.squareRoot()
            curve = .spring(Spring(dampingRatio: c / (2 * omega), response: 2 * Double.pi / omega))
        case let .timingCurve(c): curve = c
        case let .arc(i): arc = i
        case let .cascade(delta, direction): cascade = Cascade(delta: delta, direction: direction)
        case let .source(id): source = id
        case .useGlobalCoordinateSpace: usesGlobalCoordinateSpace = true
        case .useNoSnapshot: usesNoSnapshot = true
        case .forceAnimate: forcesAnimation = true
        case let .ignoreSubviewModifiers(recursive): ignoresSubviewModifiers = recursive
        case let .beginWith(list): beginState += list
        case let .whenPresenting(list): if presenting { for m in list { apply(m, presenting: presenting) } }
        case let .whenDismissing(list): if !presenting { for m in list { apply(m, presenting: presenting) } }
        }
    }

    /// Applies `t` inside the transform so far (the point goes through `t` first), as
    /// `CATransform3DTranslate(transform, …)` and its siblings do.
    private mutating func compose(_ t: Transform3D) {
        transform = t.concatenating(transform ?? .identity)
    }

    /// The `beginWith` modifiers as a state of their own (nil when there are none): Hero sets
    /// them on the view as the animation starts, so they change the view's own end of it — a
    /// leaving view starts from them, an arriving view ends in them.
    public func begin(presenting: Bool) -> TransitionTargetState? {
        beginState.isEmpty ? nil : TransitionTargetState(beginState, presenting: presenting)
    }

    /// Whether the state changes how the view looks or where it is (as opposed to only timing).
    public var changesAppearance: Bool {
        position != nil || size != nil || transform != nil || opacity != nil || source != nil
    }
}
