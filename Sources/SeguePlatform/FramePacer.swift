import Foundation
import SegueCore

/// Keeps the live loop near its target frame rate when presenting does not wait for the
/// display (no vsync, a virtual display such as Xvfb, or a headless context), by sleeping —
/// never spinning — until a frame interval has passed since the previous frame began.
///
/// Call `frameDidEnd()` once per frame, right after presenting. It measures how long the frame
/// took since the previous call returned and sleeps for the rest of the interval. When
/// presenting already blocks on vertical blank the frame takes a whole interval by itself and
/// the pacer does not sleep at all; the sleep is per frame, never towards an absolute deadline,
/// so it cannot drift against a display's refresh and make the loop miss a vertical blank.
/// The sleep's usual overshoot is learned and subtracted, so the average rate stays on target.
public final class FramePacer {
    /// Seconds per frame; 1/60 unless told otherwise.
    public let interval: Double
    private let clock: Clock
    private let sleeper: (Double) -> Void
    private var frameStart: Double?
    /// Average of how much longer sleeps took than asked (seconds), at most a tenth of a frame.
    private var overshoot: Double = 0

    /// How long the last `frameDidEnd()` slept, in seconds (0 when the frame was already long).
    public private(set) var lastSleep: Double = 0

    /// - Parameters:
    ///   - framesPerSecond: the target rate; a zero, negative or non-finite value means 60.
    ///   - clock: where time is read; `SystemClock` in the live app, a manual clock in tests.
    ///   - sleep: how to wait the given number of seconds; the thread sleeps by default.
    public init(framesPerSecond: Double = 60, clock: Clock = SystemClock(),
                sleep: @escaping (Double) -> Void = FramePacer.sleepThread) {
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        interval = 1 / fps
        self.clock = clock
        sleeper = sleep
    }

    /// Waits out the rest of the frame interval that began when the previous call returned
    /// (the first call only starts the count).
    public func frameDidEnd() {
        let now = clock.now
        defer { frameStart = clock.now }
        guard let start = frameStart else { lastSleep = 0; return }
        let remaining = interval - (now - start)
        let request = remaining - overshoot
        guard request > 0 else { lastSleep = 0; return }
        sleeper(request)
        let slept = clock.now - now
        lastSleep = slept
        let excess = min(max(slept - request, 0), interval / 10)
        overshoot += (excess - overshoot) * 0.2
    }

    /// Forgets the previous frame, e.g. after the loop was paused waiting for events, so the
    /// next frame does not count the pause against the interval.
    public func reset() { frameStart = nil }

    /// Sleeps the calling thread for `seconds` (no busy waiting).
    public static func sleepThread(_ seconds: Double) {
        guard seconds > 0 else { return }
        Thread.sleep(forTimeInterval: seconds)
    }
}
