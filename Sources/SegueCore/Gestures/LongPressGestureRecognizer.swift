import Foundation

/// Recognizes a press held in place (`UILongPressGestureRecognizer`), a continuous gesture: it
/// begins once the pointer has been held `minimumPressDuration` seconds without moving more
/// than `allowableMovement` points — with no event needed, the window's clock decides — then
/// changes as the pointer moves (anywhere) and ends when it is released. Released or moved
/// too far before that, it fails.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must be held, in seconds (0.5 by default, as UIKit's).
    public var minimumPressDuration = 0.5
    /// How far (points) the pointer may move before the gesture begins (10 by default, as UIKit's).
    public var allowableMovement = 10.0
    /// Where the press went down (window points).
    private var origin: Point?

    open override func pointerBegan(at p: Point, time: Double) {
        origin = p
        deadline = time + max(0, minimumPressDuration)
    }

    open override func pointerMoved(to p: Point, time: Double) {
        switch state {
        case .possible:
            if let o = origin, o.distance(to: p) > allowableMovement { setState(.failed) }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    open override func pointerEnded(at p: Point, time: Double) {
        switch state {
        case .possible: setState(.failed)
        case .began, .changed: setState(.ended)
        default: break
        }
    }

    override func timeElapsed(at time: Double) {
        if state == .possible { setState(.began) }
    }

    open override func reset() {
        origin = nil
    }
}
