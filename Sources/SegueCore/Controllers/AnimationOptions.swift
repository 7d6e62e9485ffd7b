import Foundation

/// Options for `transition(from:to:duration:options:animations:completion:)`, as
/// UIView.AnimationOptions: a timing curve and at most one built-in transition. With no
/// transition option the `animations` block's property changes are animated instead.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 0)
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 1)
    public static let curveLinear = AnimationOptions(rawValue: 1 << 2)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 4)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 1 << 5)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 1 << 6)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 1 << 7)
    public static let transitionCurlUp = AnimationOptions(rawValue: 1 << 8)
    public static let transitionCurlDown = AnimationOptions(rawValue: 1 << 9)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 1 << 10)
    /// Accepted for UIKit compatibility; layout always follows (views are never re-parented).
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

    /// The built-in transition's registry name and parameters, if one is asked for.
    public var transitionRequest: (name: String, parameters: [String: String])? {
        if contains(.transitionCrossDissolve) { return ("crossDissolve", [:]) }
        if contains(.transitionFlipFromLeft) { return ("flip", ["direction": "left"]) }
        if contains(.transitionFlipFromRight) { return ("flip", ["direction": "right"]) }
        if contains(.transitionFlipFromTop) { return ("flip", ["direction": "top"]) }
        if contains(.transitionFlipFromBottom) { return ("flip", ["direction": "bottom"]) }
        if contains(.transitionCurlUp) { return ("pageCurl", ["direction": "up"]) }
        if contains(.transitionCurlDown) { return ("pageCurl", ["direction": "down"]) }
        return nil
    }
}
