import Foundation
import Testing
import SegueTestSupport
@testable import SegueCore

/// The scene run loop (the app's main run loop on the scene clock): timed work and sleeps
/// fire at the scene's time, display links once a frame, and it says when the live loop may
/// sleep and for how long.
@MainActor
@Suite("Scene run loop", .serialized)
struct SceneRunLoopTests {
    /// Steps `loop` frame by frame at `fps` (frame i at exactly i/fps) until `frames`.
    func step(_ loop: SceneRunLoop, _ clock: ManualClock, frames: Range<Int>, fps: Double = 60) {
        for i in frames {
            clock.set(Double(i) / fps)
            loop.runDue()
        }
    }

    @Test func workFiresInTheFrameAtItsSceneTime() {
        let loop = SceneRunLoop()
        let clock = ManualClock()
        loop.attach(clock: clock)
        var firedAt: [Double] = []
        #expect(loop.schedule(after: 1) { firedAt.append(clock.now) } != nil)
        loop.schedule(after: 0.5) { firedAt.append(clock.now) }
        #expect(loop.nextDueTime == 0.5)
        step(loop, clock, frames: 0..<90)
        #expect(firedAt == [0.5, 1.0])
        #expect(loop.nextDueTime == nil, "nothing waits: the live loop may sleep")
    }

    @Test func workScheduledWhileRunningWaitsForTheNextIteration() {
        let loop = SceneRunLoop()
        let clock = ManualClock()
        loop.attach(clock: clock)
        var order: [String] = []
        loop.schedule(after: 0) {
            order.append("first")
            loop.schedule(after: 0) { order.append("second") }
        }
        loop.runDue()
        #expect(order == ["first"])
        loop.runDue()
        #expect(order == ["first", "second"])
    }

    @Test func withNoSceneClockNothingIsKept() {
        let loop = SceneRunLoop()
        #expect(loop.schedule(after: 1) {} == nil)
        #expect(loop.nextDueTime == nil)
    }

    @Test func cancelledWorkNeverRuns() {
        let loop = SceneRunLoop()
        let clock = ManualClock()
        loop.attach(clock: clock)
        var ran = false
        let id = loop.schedule(after: 0.2) { ran = true }
        loop.cancel(id!)
        step(loop, clock, frames: 0..<30)
        #expect(!ran)
    }

    // A sleeping task resumes when the main actor is free: beside the quick tier's other
    // main-actor tests it may resume a frame late, so it runs in the soak tier, alone.
    @Test(.enabled(if: TestTier.soak, "needs the main actor to itself: scripts/soak.sh"))
    func aSleepResumesAtItsSceneTimeAndACancelledOneThrows() async throws {
        let loop = SceneRunLoop()
        let clock = ManualClock()
        loop.attach(clock: clock)
        let seen = Seen()
        let sleeper = Task { @MainActor in
            _ = try await loop.sleep(seconds: 0.25)
            seen.woke = clock.now
        }
        let cancelledSleeper = Task { @MainActor in
            do {
                _ = try await loop.sleep(seconds: 5)
            } catch is CancellationError {
                seen.cancelled = clock.now
            }
        }
        await Task.yield()
        for i in 0..<60 {
            clock.set(Double(i) / 60)
            if i == 30 { cancelledSleeper.cancel() }
            loop.runDue()
            // Main-actor jobs (a resumed sleep, a cancellation) run between frames. How many
            // yields they take depends on the executor, so a frame that should wake one waits
            // for it (bounded) before the clock moves on; any other frame yields once.
            let expectsWake = i == 15 || i == 30
            var spins = 0
            repeat {
                await Task.yield()
                spins += 1
            } while expectsWake && (i == 15 ? seen.woke == nil : seen.cancelled == nil)
                && spins < 10_000
        }
        try await sleeper.value
        try await cancelledSleeper.value
        #expect(seen.woke == 0.25)
        #expect(seen.cancelled == 0.5)
        #expect(loop.nextDueTime == nil, "the cancelled sleep left nothing behind")
    }

    @Test func displayLinksAreCalledOnceAFrameWithTheFramesTimes() {
        let loop = SceneRunLoop.main
        let clock = ManualClock()
        loop.attach(clock: clock)
        loop.frameDuration = 1.0 / 60
        var targets: [Double] = []
        var previous: [Double] = []
        let link = DisplayLink { l in
            targets.append(l.targetTimestamp)
            previous.append(l.timestamp)
        }
        #expect(!loop.wantsEveryFrame)
        link.add(to: .main, forMode: .common)
        #expect(loop.wantsEveryFrame, "a running link keeps the live loop drawing")
        step(loop, clock, frames: 1..<4)
        let frameTimes: [Double] = (1..<4).map { Double($0) / 60 }
        #expect(targets == frameTimes)
        #expect(zip(previous, targets).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-12 })
        link.isPaused = true
        #expect(!loop.wantsEveryFrame, "a paused link lets it sleep")
        step(loop, clock, frames: 4..<6)
        #expect(targets.count == 3)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        step(loop, clock, frames: 6..<12)
        #expect(targets.count == 6, "every second frame at 30 of 60")
        link.invalidate()
        step(loop, clock, frames: 12..<14)
        #expect(targets.count == 6)
        #expect(!loop.wantsEveryFrame)
    }

    @Test func waitingWorkKeepsItsTimeLeftOnANewClock() {
        let loop = SceneRunLoop()
        let first = ManualClock()
        loop.attach(clock: first)
        var ran = false
        loop.schedule(after: 1) { ran = true }
        first.set(0.4)
        _ = loop.now
        let second = ManualClock(start: 10)
        loop.attach(clock: second)
        #expect(abs(loop.nextDueTime! - 10.6) < 1e-9)
        second.set(10.6)
        loop.runDue()
        #expect(ran)
    }
}

/// What the sleeping tasks saw, read after they end.
@MainActor
private final class Seen {
    var woke: Double?
    var cancelled: Double?
}
