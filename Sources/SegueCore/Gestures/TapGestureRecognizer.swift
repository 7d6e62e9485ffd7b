import Foundation

/// Recognizes one or more clicks in place (`UITapGestureRecognizer`), a discrete gesture: it
/// goes to `.ended` (`.recognized`) when the last of `numberOfTapsRequired` presses is
/// released, or to `.failed`.
///
/// UIKit does not publish its limits; SegueKit's, chosen for a mouse:
/// - each press may move at most `allowableMovement` (10 points) from the first press's point;
/// - each press must be released within `maximumTapDuration` (0.75 s) of going down;
/// - the next press of a multi-tap must come within `maximumIntervalBetweenTaps` (0.35 s) of
///   the release before it, measured on the window clock.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many clicks make the gesture (1 by default; 2 for a double click).
    public var numberOfTapsRequired = 1
    /// How many fingers: a mouse has one pointer, so this is always 1.
    public var numberOfTouchesRequired: Int { 1 }
    /// How far (points) a press may wander from the first press's point.
    public static let allowableMovement = 10.0
    /// The longest a press may be held (seconds).
    public static let maximumTapDuration = 0.75
    /// The longest pause between the presses of a multi-tap (seconds).
    public static let maximumIntervalBetweenTaps = 0.35

    /// Clicks completed so far in this gesture.
    private var taps = 0
    /// Where the first press went down (window points).
    private var origin: Point?

    override var gestureLocation: Point { origin ?? lastLocation }

    open override func pointerBegan(at p: Point, time: Double) {
        if origin == nil { origin = p }
        if let o = origin, o.distance(to: p) > Self.allowableMovement { return setState(.failed) }
        deadline = time + Self.maximumTapDuration
    }

    open override func pointerMoved(to p: Point, time: Double) {
        if let o = origin, o.distance(to: p) > Self.allowableMovement { setState(.failed) }
    }

    open override func pointerEnded(at p: Point, time: Double) {
        taps += 1
        if taps >= max(numberOfTapsRequired, 1) {
            setState(.ended)
        } else {
            deadline = time + Self.maximumIntervalBetweenTaps
        }
    }

    override func timeElapsed(at time: Double) {
        setState(.failed)
    }

    open override func reset() {
        taps = 0
        origin = nil
    }
}
