import Foundation

/// Recognizes a pinch (`UIPinchGestureRecognizer`), a continuous gesture. A mouse has no two
/// fingers: Ctrl+wheel pinches, as desktop browsers zoom (SDL 2 reports no touchpad pinch on
/// Linux, so a touchpad pinches with Ctrl and a two-finger scroll; a script writes
/// `scroll 0 2 Ctrl`). The first notch over the view begins the gesture, each further notch changes
/// it, and it ends when Control is released or after `endDelay` seconds with no Ctrl+wheel
/// (window clock). Each notch away from the user (wheel up) multiplies `scale` by `notchFactor`,
/// each notch towards the user divides it; fractional touchpad notches scale by the matching
/// power.
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale since the gesture began (1 at rest), settable as UIKit's (to make later notches
    /// relative to a new reference).
    public var scale = 1.0
    /// How fast the scale changes, in scale factor per second (the last notch's change over the
    /// time since the one before it; 0 at the first notch and after the gesture).
    public private(set) var velocity = 0.0
    /// The factor one notch multiplies the scale by.
    public static let notchFactor = 1.1
    /// How long (seconds) without Ctrl+wheel ends the gesture.
    public static let endDelay = 0.3

    /// When the last notch came (window clock).
    private var lastNotchTime: Double?

    override var followsPointer: Bool { false }

    /// Whether a pinch is in progress (began or changed).
    var isPinching: Bool { state == .began || state == .changed }

    /// `notches` of Ctrl+wheel (positive: away from the user) at `time`.
    func wheel(notches: Double, time: Double) {
        guard state == .possible || isPinching else { return }
        let old = scale
        scale *= pow(Self.notchFactor, notches)
        if let last = lastNotchTime, time > last { velocity = (scale - old) / (time - last) } else { velocity = 0 }
        lastNotchTime = time
        setState(state == .possible ? .began : .changed)
        if isPinching { deadline = time + Self.endDelay }
    }

    /// Control was released: the pinch ends.
    func controlReleased(time: Double) {
        if isPinching { setState(.ended) }
    }

    override func timeElapsed(at time: Double) {
        if isPinching { setState(.ended) }
    }

    open override func reset() {
        scale = 1
        velocity = 0
        lastNotchTime = nil
    }
}

extension Key {
    /// Either Control key on its own, as its key events name it: held, it turns the wheel into
    /// a pinch (`PinchGestureRecognizer`).
    public static let control = Key("Ctrl")
}
