import Foundation

/// Options for `transition(from:to:duration:options:animations:completion:)`, as
/// UIView.AnimationOptions: a timing curve and at most one built-in transition. With no
/// transition option the `animations` block's property changes are animated instead.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The ease-in timing curve (`UIView.AnimationOptions.curveEaseIn`): starts slowly, ends at full speed.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 0)
    /// The ease-out timing curve (`UIView.AnimationOptions.curveEaseOut`): starts at full speed, slows down at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 1)
    /// A constant-speed timing curve (`UIView.AnimationOptions.curveLinear`). It wins over the
    /// other curve options when several are given.
    public static let curveLinear = AnimationOptions(rawValue: 1 << 2)
    /// A 3D flip around the vertical axis, the left edge coming towards the viewer
    /// (`UIView.AnimationOptions.transitionFlipFromLeft`): the registry's `flip` with `direction: left`.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 4)
    /// A 3D flip around the vertical axis, the right edge coming towards the viewer
    /// (`UIView.AnimationOptions.transitionFlipFromRight`): the registry's `flip` with `direction: right`.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 1 << 5)
    /// A 3D flip around the horizontal axis, the top edge coming towards the viewer
    /// (`UIView.AnimationOptions.transitionFlipFromTop`): the registry's `flip` with `direction: top`.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 1 << 6)
    /// A 3D flip around the horizontal axis, the bottom edge coming towards the viewer
    /// (`UIView.AnimationOptions.transitionFlipFromBottom`): the registry's `flip` with `direction: bottom`.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 1 << 7)
    /// The source view curls up off the destination like a page
    /// (`UIView.AnimationOptions.transitionCurlUp`): the registry's `pageCurl` with `direction: up`.
    public static let transitionCurlUp = AnimationOptions(rawValue: 1 << 8)
    /// A page curls down over the source to reveal the destination
    /// (`UIView.AnimationOptions.transitionCurlDown`): the registry's `pageCurl` with `direction: down`.
    public static let transitionCurlDown = AnimationOptions(rawValue: 1 << 9)
    /// A fade from the source to the destination
    /// (`UIView.AnimationOptions.transitionCrossDissolve`): the registry's `crossDissolve`. It wins
    /// over the flip and curl options when several transition options are given.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 1 << 10)
    /// The ease-in-out timing curve (`UIView.AnimationOptions.curveEaseInOut`), the default:
    /// it has no bits, as in UIKit.
    public static let curveEaseInOut = AnimationOptions([])
    /// Views being animated keep taking pointer input (`.allowUserInteraction`); without it a
    /// view that `View.animate` animates is skipped by hit testing until the animation ends.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 13)
    /// A view animation of a property already animating replaces the animation in flight,
    /// starting from the value drawn now (`.beginFromCurrentState`); the replaced animation's
    /// completion gets `false`. Without it the new animation is added to the one in flight.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 14)
    /// A view animation repeats for ever (`.repeat`).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 15)
    /// A view animation plays forwards, then backwards (`.autoreverse`); the model value (the
    /// end value) shows when it ends, as in UIKit.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 17)
    /// In a view animation, the views whose size the block changed are laid out before the
    /// animation is made, so that the frames their `layoutSubviews()` sets animate with them
    /// (`.layoutSubviews`). A child swap accepts it for UIKit compatibility (views are never
    /// re-parented).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 12)
    /// Start paused, for an interactive (scrubbed) transition: drive the returned
    /// `RunningTransition`'s `fractionComplete`, then `finish` or `cancel` it.
    public static let interactive = AnimationOptions(rawValue: 1 << 16)

    /// The timing curve the options ask for (ease-in-out when none).
    public var curve: TimingCurve {
        if contains(.curveLinear) { return .linear }
        if contains(.curveEaseIn) { return .easeIn }
        if contains(.curveEaseOut) { return .easeOut }
        return .easeInEaseOut
    }

    /// The built-in transition and parameters asked for, if any (`UIKitTransitionStyles`).
    public var transitionRequest: TransitionRequest? {
        UIKitTransitionStyles.animationOptions.first { contains($0.option) }?.request
    }
}
