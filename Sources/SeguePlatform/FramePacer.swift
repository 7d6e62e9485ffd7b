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
///
/// Better still, call `waitToPresent()` between drawing a frame and presenting it: the sleep
/// then comes before the present, timed so that frames reach the screen one interval apart
/// however long each took to draw (a frame that draws in 4 ms and one that draws in 14 ms are
/// both presented on time), as a display's vertical blank would space them. Sleeping after the
/// present instead lets the difference between two frames' drawing times show as a longer
/// interval, and a frame dropped, whenever one frame draws much slower than the previous one.
public final class FramePacer {
    /// Seconds per frame; `FrameRate.standardInterval` unless told otherwise.
    public let interval: Double
    private let clock: Clock
    private let sleeper: (Double) -> Void
    private var frameStart: Double?
    /// Average of how much longer sleeps took than asked (seconds), at most a tenth of a frame.
    private var overshoot: Double = 0

    /// How long the last `frameDidEnd()` or `waitToPresent()` slept, in seconds (0 when the
    /// frame was already long).
    public private(set) var lastSleep: Double = 0
    /// When the previous present returned, once `waitToPresent()` is in use.
    private var presentedAt: Double?
    private var presentStart: Double?
    /// Average time a present takes (seconds), learned.
    private var presentCost: Double = 0
    private var waitedThisFrame = false

    /// - Parameters:
    ///   - framesPerSecond: the target rate; a zero, negative or non-finite value means
    ///     `FrameRate.standard`.
    ///   - clock: where time is read; `SystemClock` in the live app, a manual clock in tests.
    ///   - sleep: how to wait the given number of seconds; the thread sleeps by default.
    public init(framesPerSecond: Double = FrameRate.standard, clock: Clock = SystemClock(),
                sleep: @escaping (Double) -> Void = FramePacer.sleepThread) {
        let fps = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : FrameRate.standard
        interval = 1 / fps
        self.clock = clock
        sleeper = sleep
    }

    /// Waits out the rest of the frame interval that began when the previous call returned
    /// (the first call only starts the count).
    public func frameDidEnd() {
        if waitedThisFrame {
            // The sleep came before the present: note when this present ended.
            let now = clock.now
            if let start = presentStart {
                presentCost += (min(now - start, interval / 2) - presentCost) * 0.2
            }
            presentedAt = now
            frameStart = now
            waitedThisFrame = false
            return
        }
        let now = clock.now
        defer { frameStart = clock.now }
        guard let start = frameStart else { lastSleep = 0; return }
        sleep(for: interval - (now - start), from: now)
    }

    /// Call after drawing a frame and right before presenting it (then `frameDidEnd()` after
    /// presenting): sleeps until one interval after the previous present returned, less what a
    /// present usually takes, so that presents are evenly spaced.
    public func waitToPresent() {
        waitedThisFrame = true
        let now = clock.now
        defer { presentStart = clock.now }
        guard let last = presentedAt else { lastSleep = 0; return }
        sleep(for: last + interval - presentCost - now, from: now)
    }

    /// Sleeps `wanted` seconds less the usual overshoot (not at all when that leaves nothing),
    /// starting at `now`, and learns the overshoot from how long the sleep really took.
    private func sleep(for wanted: Double, from now: Double) {
        let request = wanted - overshoot
        guard request > 0 else { lastSleep = 0; return }
        sleeper(request)
        let slept = clock.now - now
        lastSleep = slept
        let excess = min(max(slept - request, 0), interval / 10)
        overshoot += (excess - overshoot) * 0.2
    }

    /// Forgets the previous frame, e.g. after the loop was paused waiting for events, so the
    /// next frame does not count the pause against the interval.
    public func reset() {
        frameStart = nil
        presentedAt = nil
    }

    /// Sleeps the calling thread for `seconds` (no busy waiting).
    public static func sleepThread(_ seconds: Double) {
        guard seconds > 0 else { return }
        Thread.sleep(forTimeInterval: seconds)
    }
}
