import Foundation
import SegueCore

// Delayed main-queue work and main-actor sleeps follow the scene clock.
//
// An app that imports SegueKit calls these in place of Dispatch's and the standard library's
// own (the same names, fewer or the same parameters: Swift prefers them). When the work is
// meant for the main queue or the main actor and a scene runs (`SceneRunLoop.main` has a clock),
// it goes to the scene run loop, which the frame loop runs once a frame at the scene's time:
// live that is the wall clock, while recording or replaying a script it is the frames' own
// times, so a recording fires it in the same frame every time. Anything else (another queue,
// another actor, no scene) is handed to Dispatch or the system's sleep unchanged.
//
// These are the platform's because turning a `DispatchTime` deadline into a delay reads the
// wall clock, which only the platform does.

extension DispatchQueue {
    /// Runs `work` on this queue at `deadline`. On the main queue, called from the main queue
    /// while a scene runs, the delay (`deadline` minus now, to the millisecond) is counted on
    /// the scene clock; otherwise Dispatch schedules it on the wall clock.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if let delay = SceneClockRouting.sceneDelay(on: self, until: deadline),
           MainActor.assumeIsolated({ SceneRunLoop.main.schedule(after: delay, work) != nil }) {
            return
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }

    /// Runs the work item on this queue at `deadline`, as `asyncAfter(deadline:execute:)` runs
    /// a block (on the scene clock for the main queue while a scene runs). A cancelled item
    /// does not run.
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        nonisolated(unsafe) let item = item
        asyncAfter(deadline: deadline) { if !item.isCancelled { item.perform() } }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration` nanoseconds. A main-actor task sleeps on the scene
    /// clock while a scene runs; any other task on the wall clock. Cancelling the task ends
    /// the sleep with `CancellationError`, as the standard library's sleep does.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        // The caller's isolation is read into a constant before it is compared: compared where
        // `#isolation` stands, Swift 6.3's optimiser emits invalid code and a release build
        // (`-c release`) stops with a compiler crash.
        let isolation = #isolation
        if isolation === MainActor.shared, try await SceneRunLoop.main.sleep(seconds: Double(duration) / 1e9) {
            return
        }
        try await ContinuousClock().sleep(for: .nanoseconds(duration))
    }

    /// Suspends the task for `duration`: on the scene clock for a main-actor task while a
    /// scene runs, as `sleep(nanoseconds:)`.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        let isolation = #isolation  // a constant first, as in `sleep(nanoseconds:)`
        if isolation === MainActor.shared,
           try await SceneRunLoop.main.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18) {
            return
        }
        try await ContinuousClock().sleep(for: duration)
    }
}

/// How the routing above tells the main queue and reads a deadline.
enum SceneClockRouting {
    /// Marks the main queue, so that it is recognised whatever object stands for it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// The delay until `deadline` in seconds, rounded to the millisecond (so that the few
    /// microseconds between the caller's `.now()` and this one do not move the work to another
    /// frame), when work for `queue` belongs on the scene clock: `queue` is the main queue and
    /// the caller runs on it. Nil otherwise.
    static func sceneDelay(on queue: DispatchQueue, until deadline: DispatchTime) -> Double? {
        let key = mainQueueKey
        guard queue.getSpecific(key: key) == true,
              Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true else { return nil }
        if deadline == .distantFuture { return .infinity }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds >= now ? Double(deadline.uptimeNanoseconds - now)
                                                            : -Double(now - deadline.uptimeNanoseconds)
        return (nanoseconds / 1e6).rounded() / 1e3
    }
}

/// Foundation's run loop on the main thread: its timers (`Timer.scheduledTimer`) and, through
/// it, the main dispatch queue and the main actor's jobs.
public enum FoundationRunLoop {
    /// Seconds of wall time from the last `runOnce()` until the run loop's next timer (nil:
    /// none is scheduled).
    @MainActor public private(set) static var secondsUntilNextTimer: Double?

    /// Runs one pass of the current thread's run loop without waiting: the main dispatch queue's
    /// blocks and the main actor's jobs that are waiting, and the timers whose fire date has
    /// passed on the wall clock. Notes when the next timer is due (`secondsUntilNextTimer`).
    @MainActor public static func runOnce() {
        let next = RunLoop.current.limitDate(forMode: .default).map { $0.timeIntervalSinceNow }
        secondsUntilNextTimer = next.flatMap { $0 < 365 * 86_400 ? $0 : nil }
    }

    /// Runs the main thread's run loop until `done` says so or `seconds` of wall time have
    /// passed. Off the main thread (where the main queue is drained by someone else) it
    /// returns at once.
    @MainActor public static func run(until done: () -> Bool, atMost seconds: Double) {
        guard Thread.isMainThread else { return }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !done(), Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.001)))
        }
    }
}
