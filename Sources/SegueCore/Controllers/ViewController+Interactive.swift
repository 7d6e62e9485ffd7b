import Foundation

/// The interactive request being made inside `ViewController.beginInteractive` (the first
/// transition begun meanwhile starts paused and is handed back).
@MainActor
final class InteractiveRequest {
    static var current: InteractiveRequest?
    var transition: RunningTransition?
}

/// A transition under the user's control (the idea of UIKit's
/// `UIPercentDrivenInteractiveTransition`): it stays paused where `update(_:)` puts it, then
/// `finish(velocity:)` or `cancel(velocity:)` hands it back to the clock, the release velocity
/// carried into the finishing spring. A cancelled one restores the start exactly — views,
/// containment and appearance (docs/controllers.md, "Interactive transitions").
///
/// Get one from `ViewController.beginInteractive { … }` around any request: a child swap, a
/// push or pop, a presentation or dismissal, a segue or an unwind.
@MainActor
public final class InteractiveTransition {
    /// The transition being driven.
    public let transition: RunningTransition

    init(_ transition: RunningTransition) { self.transition = transition }

    /// How far the change is (0 at the start, 1 at the end).
    public var fractionComplete: Double { transition.fractionComplete }
    /// Where the transition is in its life.
    public var state: RunningTransition.State { transition.state }

    /// Moves the paused transition to `fraction` (clamped to 0…1).
    public func update(_ fraction: Double) {
        transition.fractionComplete = min(max(fraction, 0), 1)
    }

    /// Lets the transition run to its end, starting at `velocity` (fractions per second).
    public func finish(velocity: Double = 0) { transition.finish(velocity: velocity) }

    /// Sends the transition back to its start, starting at `velocity` (fractions per second
    /// towards the end; negative heads back).
    public func cancel(velocity: Double = 0) { transition.cancel(velocity: velocity) }
}

/// A pointer drag driving an interactive transition: the fraction follows the drag along a
/// direction, and on release the drag's time-based velocity and distance decide between
/// finishing and cancelling (`DragTracker.shouldFinish`; a flick of `DragTracker.flickSpeed`
/// or more decides by its direction alone). The navigation controller's edge
/// swipe and the demos' drags all use it.
@MainActor
public final class InteractiveDrag {
    /// The transition the drag drives.
    public let interactive: InteractiveTransition
    /// The drag so far.
    public private(set) var tracker: DragTracker
    /// The unit vector along which dragging completes the transition (window points).
    public let direction: Point
    /// How far (points) a drag goes for the whole transition.
    public var distance: Double

    /// Drives `interactive` from a drag that `tracker` has followed so far.
    public init(_ interactive: InteractiveTransition, tracker: DragTracker, direction: Point, distance: Double) {
        self.interactive = interactive
        self.tracker = tracker
        self.direction = direction
        self.distance = distance
        interactive.update(tracker.fraction(along: direction, distance: distance))
    }

    /// The pointer moved to `p` at time `t`.
    public func move(to p: Point, at t: Double) {
        tracker.add(p, at: t)
        interactive.update(tracker.fraction(along: direction, distance: distance))
    }

    /// The pointer was released at `p` at time `t`: finishes or cancels. Returns true when it
    /// finishes.
    @discardableResult
    public func end(at p: Point, at t: Double) -> Bool {
        move(to: p, at: t)
        let v = tracker.velocity(along: direction, distance: distance)
        if DragTracker.shouldFinish(fraction: interactive.fractionComplete, velocity: v, distance: distance) {
            interactive.finish(velocity: v)
            return true
        }
        interactive.cancel(velocity: v)
        return false
    }
}

extension ViewController {
    /// Makes the first transition that `request` begins interactive: it starts paused at 0 and
    /// is returned, for the caller to `update`, then `finish` or `cancel`. Any request works —
    /// `transition(from:to:…)`, `pushViewController`, `popViewController`, `present`,
    /// `dismiss`, `performSegue`, `performUnwind`. Returns nil (and the request is not made)
    /// when the container it asks is busy with another transition, or when nothing is on
    /// screen to animate.
    public static func beginInteractive(_ request: () -> Void) -> InteractiveTransition? {
        let outer = InteractiveRequest.current
        let this = InteractiveRequest()
        InteractiveRequest.current = this
        defer { InteractiveRequest.current = outer }
        request()
        guard let r = this.transition, !r.hasEnded else { return nil }
        return InteractiveTransition(r)
    }
}
