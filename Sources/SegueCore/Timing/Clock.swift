import Foundation

/// A source of time in seconds. Core never reads wall time itself: the platform layer
/// provides a system clock for the live app; tests and the recorder use `ManualClock`, so
/// every frame is reproducible.
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary start; never decreases.
    var now: Double { get }
}

/// A clock that moves only when told to: tests and fixed-timestep recording.
public final class ManualClock: Clock {
    /// The current time in seconds; it changes only through `advance(by:)` and `set(_:)`.
    public private(set) var now: Double
    /// Creates a clock that reads `start` seconds until it is advanced.
    public init(start: Double = 0) { now = start }
    /// Moves time forward by `dt` seconds (negative steps are ignored: time never runs backwards).
    public func advance(by dt: Double) { if dt > 0 { now += dt } }
    /// Sets the time, if it is not earlier than now.
    public func set(_ t: Double) { if t > now { now = t } }
}
