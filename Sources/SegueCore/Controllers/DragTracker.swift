import Foundation

/// Follows a pointer drag that scrubs an interactive transition (docs/controllers.md,
/// "Interactive transitions"): where it started, where it is, and how fast it moved lately.
///
/// Velocity is measured over the last `velocityWindow` seconds of *time*, with the position
/// at the window's start interpolated between samples, so the same drag gives the same
/// velocity — and the same finish-or-cancel decision — whatever the frame rate that sampled it.
public struct DragTracker: Sendable {
    /// Where the drag started (window points).
    public let start: Point
    private var samples: [Sample]
    /// The recent past over which the velocity is measured (seconds).
    public static let velocityWindow = 0.1

    private struct Sample: Sendable {
        var t: Double
        var p: Point
    }

    /// A drag that started at `start` at time `t` (seconds on the window's clock).
    public init(start: Point, at t: Double) {
        self.start = start
        samples = [Sample(t: t, p: start)]
    }

    /// The latest position.
    public var current: Point { samples.last?.p ?? start }
    /// How far the pointer moved from the start (points; x to the right, y down).
    public var translation: Point { Point(current.x - start.x, current.y - start.y) }

    /// Records the pointer at `p` at time `t` (a sample older than the last is ignored).
    public mutating func add(_ p: Point, at t: Double) {
        guard t.isFinite, p.x.isFinite, p.y.isFinite else { return }
        if let last = samples.last, t < last.t { return }
        if let last = samples.last, t == last.t { samples[samples.count - 1].p = p } else { samples.append(Sample(t: t, p: p)) }
        // Keep one sample at or before the window's start, for the interpolation.
        while samples.count > 2, samples[1].t <= t - Self.velocityWindow { samples.removeFirst() }
    }

    /// The velocity (points per second) over the last `velocityWindow` seconds; zero when the
    /// pointer rested there.
    public var velocity: Point {
        guard let last = samples.last, let first = samples.first, last.t > first.t else { return Point(0, 0) }
        let from = max(first.t, last.t - Self.velocityWindow)
        let p = position(at: from)
        let dt = last.t - from
        guard dt > 1e-9 else { return Point(0, 0) }
        return Point((last.p.x - p.x) / dt, (last.p.y - p.y) / dt)
    }

    /// The position at time `t`, interpolated between the samples around it.
    private func position(at t: Double) -> Point {
        guard let i = samples.firstIndex(where: { $0.t >= t }) else { return current }
        guard i > 0 else { return samples[0].p }
        let a = samples[i - 1], b = samples[i]
        let s = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1
        return Point(a.p.x + (b.p.x - a.p.x) * s, a.p.y + (b.p.y - a.p.y) * s)
    }

    /// How far the drag went along `direction` (a unit vector), as a fraction of `distance`,
    /// clamped to 0…1.
    public func fraction(along direction: Point, distance: Double) -> Double {
        let along = translation.x * direction.x + translation.y * direction.y
        return min(max(along / max(distance, 1), 0), 1)
    }

    /// The velocity along `direction` in fractions of `distance` per second.
    public func velocity(along direction: Point, distance: Double) -> Double {
        (velocity.x * direction.x + velocity.y * direction.y) / max(distance, 1)
    }

    /// Whether a scrubbed transition at `fraction` (0…1), moving at `velocity` fractions per
    /// second towards its end, should finish: where it would come to rest after a short glide
    /// (a quarter of a second at that speed) decides, past halfway finishes.
    public static func shouldFinish(fraction: Double, velocity: Double) -> Bool {
        fraction + velocity * 0.25 > 0.5
    }

    /// The pointer speed (points per second) of a flick: released at least this fast, a drag
    /// finishes (towards its end) or cancels (away from it) however short it was.
    public static let flickSpeed = 1000.0

    /// The decision for a drag released at `fraction` with `velocity` fractions per second over
    /// a `distance` of points: a flick decides by its direction, anything slower by
    /// `shouldFinish(fraction:velocity:)`.
    public static func shouldFinish(fraction: Double, velocity: Double, distance: Double) -> Bool {
        let speed = velocity * max(distance, 1)
        if speed >= flickSpeed { return true }
        if speed <= -flickSpeed { return false }
        return shouldFinish(fraction: fraction, velocity: velocity)
    }
}
