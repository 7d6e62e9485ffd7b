import Foundation

/// One instruction of a view's `transitionModifiers`: how the view moves, fades or is timed
/// while the screens change (Hero's `HeroModifier`, as data). A list of them is written as a
/// modifier string (`fade translate(0, -150)`, `arc`, `source(menu)` …) and read by
/// `TransitionModifier.parse(_:)`; `TransitionTargetState` composes a list into the state the
/// view animates to (or from).
///
/// Angles are in radians and lengths in points, as in Hero. Transforms compose in the order
/// written, each applied inside the ones before it (as `CATransform3DTranslate(t, …)` does):
/// `scale(0.5) translate(200, 0)` moves the view by 100 points.
public enum TransitionModifier: Hashable, Sendable {
    /// Fades the view out (to opacity 0), like `opacity(0)`.
    case fade
    /// Scales the view about its anchor point.
    case scale(x: Double, y: Double, z: Double)
    /// Moves the view by (x, y, z) points.
    case translate(x: Double, y: Double, z: Double)
    /// Rotates the view about each axis in turn (x, then y, then z), in radians.
    case rotate(x: Double, y: Double, z: Double)
    /// Puts the view's centre at a point (in its superview's coordinates).
    case position(x: Double, y: Double)
    /// Gives the view a size.
    case size(width: Double, height: Double)
    /// Gives the view an opacity, 0…1.
    case opacity(Double)
    /// Draws the view above (higher) or below the other animated views.
    case zPosition(Double)
    /// The view's own animation lasts this long, in seconds.
    case duration(Double)
    /// The view's own animation starts this many seconds late.
    case delay(Double)
    /// The view's animation follows a spring of this stiffness and damping (mass 1), Hero's
    /// `spring(stiffness:damping:)`.
    case spring(stiffness: Double, damping: Double)
    /// The view's animation follows this curve (`curve(name)`, `timingFunction(name)` or
    /// `timingFunction(x1, y1, x2, y2)`).
    case timingCurve(TimingCurve)
    /// The view travels along an arc rather than a straight line; intensity 1 is Hero's
    /// default bend.
    case arc(intensity: Double)
    /// The view's subviews start one after another, `delta` seconds apart, in `direction`.
    case cascade(delta: Double, direction: CascadeDirection)
    /// The view animates from (or to) the place of the view with this `transitionID` on the
    /// other screen, without being matched to it.
    case source(id: String)
    /// The view animates in the window's coordinates rather than its screen's (it does not
    /// follow its screen's own motion).
    case useGlobalCoordinateSpace
    /// The view itself is animated instead of a snapshot of it: its content keeps its size,
    /// centred in the changing frame, instead of stretching with it.
    case useNoSnapshot
    /// The modifiers of the view's subviews are ignored (and of all views below with
    /// `recursive`).
    case ignoreSubviewModifiers(recursive: Bool)
    /// The view animates even when it is outside its screen's bounds, or when its modifiers
    /// change nothing (it is then drawn above the screens where it stands).
    case forceAnimate
    /// These modifiers are set on the view as the animation starts: a leaving view starts from
    /// them, an arriving view ends in them.
    indirect case beginWith([TransitionModifier])
    /// These modifiers apply only while presenting (forward: a presentation, a push, a segue).
    indirect case whenPresenting([TransitionModifier])
    /// These modifiers apply only while dismissing (backward: a dismissal, a pop, an unwind).
    indirect case whenDismissing([TransitionModifier])

    /// Hero's `scale(s)`: the same factor along x and y.
    public static func scale(_ s: Double) -> TransitionModifier { .scale(x: s, y: s, z: 1) }
    /// Hero's `rotate(z)`: a turn in the screen's plane.
    public static func rotate(_ z: Double) -> TransitionModifier { .rotate(x: 0, y: 0, z: z) }
    /// Hero's plain `arc`: intensity 1.
    public static var arc: TransitionModifier { .arc(intensity: 1) }
}

/// The order in which `cascade` starts a view's subviews (Hero's `CascadeDirection`).
public enum CascadeDirection: String, Hashable, Sendable, CaseIterable {
    /// The top-most subview first.
    case topToBottom
    /// The bottom-most subview first.
    case bottomToTop
    /// The left-most subview first.
    case leftToRight
    /// The right-most subview first.
    case rightToLeft
    /// Leading to trailing: left to right here, where text runs left to right.
    case leadingToTrailing
    /// Trailing to leading: right to left here.
    case trailingToLeading
}
