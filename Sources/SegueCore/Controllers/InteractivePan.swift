import Foundation

/// A drag that drives an interactive transition, the way a pan gesture recognizer drives a
/// percent-driven transition in UIKit: the press is tracked until `begin` starts a transition
/// (once the pointer has moved far enough, the right way), the transition then follows the
/// pointer, and the release finishes or cancels it by distance and speed
/// (`InteractiveDrag.end(at:at:)`). The navigation controller's edge swipe uses it; so can any
/// controller whose drag starts a transition (docs/controllers.md, "Interactive transitions").
@MainActor
public final class InteractivePan {
    /// The press so far, until a transition begins.
    private var press: DragTracker?
    /// The drag driving a transition, once one has begun.
    public private(set) var drag: InteractiveDrag?

    /// A pan with nothing pressed.
    public init() {}

    /// Whether a press is being followed (before or after its transition began).
    public var isTracking: Bool { press != nil || drag != nil }

    /// Starts following a press at `p` (window points) at `time` (seconds on the window's clock).
    public func press(at p: Point, time: Double) {
        press = DragTracker(start: p, at: time)
        drag = nil
    }

    /// Follows the pointer to `p` at `time`. Before a transition has begun, `begin` is handed
    /// the drag so far and returns the `InteractiveDrag` that drives a new transition, or nil
    /// to wait (not far enough yet, or nothing to do).
    public func move(to p: Point, time: Double, begin: (DragTracker) -> InteractiveDrag?) {
        if let drag {
            drag.move(to: p, at: time)
            return
        }
        guard var tracker = press else { return }
        tracker.add(p, at: time)
        press = tracker
        drag = begin(tracker)
    }

    /// Ends the drag at `p` and `time`: a transition it drives finishes or goes back.
    public func release(at p: Point, time: Double) {
        drag?.end(at: p, at: time)
        drag = nil
        press = nil
    }

    /// Lets go without deciding: a transition it drives goes back to its start.
    public func cancel() {
        drag?.interactive.cancel()
        drag = nil
        press = nil
    }
}
