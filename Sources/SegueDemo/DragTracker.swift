import Foundation
import SegueCore
import SegueKit

/// Follows a pointer drag that scrubs an interactive transition (SPEC §6): where it started,
/// where it is, and how fast it moved lately, so that on release the transition can finish or
/// cancel depending on how far and how fast, and hand the velocity to the finishing spring.
struct DragTracker {
    let start: Point
    private(set) var samples: [(t: Double, p: Point)]
    /// The recent past over which the release velocity is measured (seconds).
    static let velocityWindow = 0.1

    init(start: Point, at t: Double) {
        self.start = start
        samples = [(t, start)]
    }

    /// The latest position.
    var current: Point { samples.last?.p ?? start }
    /// The horizontal distance from the start (points, positive to the right).
    var dx: Double { current.x - start.x }

    /// Records the pointer at `p` at time `t`.
    mutating func add(_ p: Point, at t: Double) {
        samples.append((t, p))
        samples.removeAll { $0.t < t - 4 * Self.velocityWindow }
    }

    /// The horizontal velocity (points per second) over the last `velocityWindow` seconds;
    /// 0 when the pointer rested there.
    var velocityX: Double {
        guard let last = samples.last else { return 0 }
        let recent = samples.filter { $0.t >= last.t - Self.velocityWindow }
        guard let first = recent.first, last.t - first.t > 1e-6 else { return 0 }
        return (last.p.x - first.p.x) / (last.t - first.t)
    }

    /// Whether a scrubbed transition at `fraction` (0…1), moving at `velocity` fractions per
    /// second towards its end, should finish: where it would come to rest after a short glide
    /// (a quarter of a second at that speed) decides, past halfway finishes.
    static func shouldFinish(fraction: Double, velocity: Double) -> Bool {
        fraction + velocity * 0.25 > 0.5
    }
}
