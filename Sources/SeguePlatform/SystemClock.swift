import Foundation
import SegueCore

/// The live app's clock, and the only place in SegueKit that reads real time.
///
/// It counts seconds since it was created on the monotonic clock (`CLOCK_MONOTONIC`), which
/// never jumps when the system time is set, so animations neither stall nor leap. Tests and
/// the recorder use `ManualClock` instead, so their frames are reproducible.
public final class SystemClock: Clock, Sendable {
    private let origin: UInt64

    /// Creates a clock that reads 0 now and counts up in real seconds.
    public init() { origin = Self.monotonicNanoseconds() }

    /// Seconds since this clock was created; never decreases.
    public var now: Double { Double(Self.monotonicNanoseconds() &- origin) / 1e9 }

    /// Nanoseconds on the system's monotonic clock since an arbitrary start (usually boot).
    static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

extension SystemClock {
    /// The calendar date and time now, for naming files (a live recording's time stamp). The
    /// platform layer is the only place that reads wall time.
    public static func currentDate() -> Date { Date() }
}
