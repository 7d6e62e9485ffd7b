import Foundation
import Testing
import SegueKit
import SegueDemo
import SegueTestSupport

/// A screen that uses the run loop as a UIKit screen does: delayed main-queue blocks, a
/// display link moving a label, optionally slow frames.
@MainActor
final class TimedScreen: ViewController {
    let label = Label(frame: Rect(0, 0, 200, 30), text: "waiting")
    /// What fired, with the scene time it fired at.
    var log: [String] = []
    /// How many times the display link was called.
    var ticks = 0
    /// Seconds each display-link call blocks the frame (a frame that is slow to draw).
    var frameCost = 0.0
    private var link: DisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.label.text = "fired"
            self.note("asyncAfter 1")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.note("asyncAfter 0.5") }
        let link = DisplayLink { [weak self] link in
            guard let self else { return }
            ticks += 1
            label.frame.origin.x = link.targetTimestamp * 100
            if frameCost > 0 { Thread.sleep(forTimeInterval: frameCost) }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func note(_ what: String) {
        log.append(what + " at " + String(format: "%.4f", view.window?.clock.now ?? -1))
    }

    /// Stops the display link (the run loop keeps it until then).
    func stop() { link?.invalidate() }
}

/// The run loop (SPEC §11): delayed main-queue work, main-actor sleeps and display links follow
/// the scene clock, so a recording fires them in the same frame every time, however long its
/// frames take; the live loop wakes for due work.
@MainActor
@Suite("Run loop", .serialized)
struct RunLoopTests {
    /// Records `seconds` of `screen` at 60 fps with no GL; returns the frames' draw lists.
    func record(_ screen: TimedScreen, seconds: Double) throws -> [DrawList] {
        let size = Size(320, 180)
        let run = try ScriptedRun(rootViewController: screen, size: size, fps: 60)
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let player = try ScriptPlayer(script: InputScriptParser.parse("\(seconds) end", file: "script"), fps: 60)
        let recorder = try Recorder(path: root + "/frames/", width: 320, height: 180, fps: 60, progress: nil, now: { 0 })
        let renderer = RecordingRenderer()
        _ = try run.record(player, platform: NullPlatform(size: size), renderer: renderer, into: recorder)
        screen.stop()
        return renderer.frames.filter { $0.target == .screen }.map(\.list)
    }

    @Test func aRecordingFiresDelayedWorkAtTheSceneTimeHoweverSlowItsFrames() throws {
        let screen = TimedScreen()
        // 20 ms a frame: a second of scene time takes 1.2 s to record; wall-clock work
        // would fire some ten frames early.
        screen.frameCost = 0.02
        let frames = try record(screen, seconds: 1.2)
        #expect(screen.log == ["asyncAfter 0.5 at 0.5000", "asyncAfter 1 at 1.0000"])
        #expect(screen.ticks == frames.count, "the display link is called once a frame")
        // The label's new text is drawn from the frame at t = 1.0 (frame 60) on.
        let texts = frames.map { String(describing: $0).contains("fired") }
        #expect(texts.firstIndex(of: true) == 60)
    }

    @Test func twoRecordingsOfASessionAreTheSame() throws {
        let first = try record(TimedScreen(), seconds: 1.5)
        let second = try record(TimedScreen(), seconds: 1.5)
        #expect(first.count == 90)
        #expect(first == second)
        // The display link moved the label every frame: frames differ from each other.
        #expect(Set(first).count == first.count)
    }

    // A sleeping task resumes when the main actor is free: beside the quick tier's other
    // main-actor tests it may resume a frame late, so it runs in the soak tier, alone.
    @Test(.enabled(if: TestTier.soak, "needs the main actor to itself: scripts/soak.sh"))
    func mainActorSleepsFollowTheSceneClockAndCancel() async throws {
        let run = try ScriptedRun(rootViewController: ViewController(), size: Size(320, 180), fps: 60)
        let seen = SleepLog()
        let clock = run.clock
        let sleeper = Task { @MainActor in
            try await Task.sleep(for: .seconds(0.5))
            seen.times.append(clock.now)
            try await Task.sleep(nanoseconds: 250_000_000)
            seen.times.append(clock.now)
        }
        let cancelled = Task { @MainActor in
            do {
                try await Task.sleep(for: .seconds(2))
                seen.times.append(-1)
            } catch is CancellationError {
                seen.cancelledAt = clock.now
            }
        }
        await Task.yield()
        for i in 0..<90 {
            if i == 18 { cancelled.cancel() }
            run.step()
            // Between frames the main actor runs the tasks the frame resumed. How many yields
            // that takes depends on the executor, so a frame that should resume one waits for
            // it (bounded) before the next frame; any other frame yields once.
            let expected = i == 18 ? 1 : (i == 30 ? 1 : (i == 45 ? 2 : 0))
            var spins = 0
            repeat {
                await Task.yield()
                spins += 1
            } while expected > 0 && spins < 10_000
                && (i == 18 ? seen.cancelledAt == nil : seen.times.count < expected)
        }
        try await sleeper.value
        try await cancelled.value
        #expect(seen.times == [0.5, 0.75])
        #expect(seen.cancelledAt == 0.3)
    }

    @Test func workOffTheMainActorKeepsTheWallClock() async throws {
        let run = try ScriptedRun(rootViewController: ViewController(), size: Size(320, 180), fps: 60)
        // No frame is stepped: work for other queues and actors runs by itself.
        try await Task.detached { try await Task.sleep(nanoseconds: 1_000_000) }.value
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.resume() }
        }
        #expect(run.frameIndex == 0)
    }

    @Test func theLiveLoopWakesForDueWork() throws {
        let stack = try GraphicsStack(options: PlatformOptions(size: Size(320, 180), headless: true))
        defer { stack.window.close() }
        let clock = SystemClock()
        let screen = WakeScreen()
        let scene = StoryboardScene(rootViewController: screen, size: Size(320, 180), clock: clock)
        var options = AppRunner.Options()
        options.quitAfter = 1.2
        let runner = AppRunner(stack: stack, scene: scene, clock: clock, options: options)
        try runner.run()
        screen.stop()
        let fired = screen.fired
        #expect(fired.count == 2)
        if fired.count == 2 {
            // At rest the loop used to sleep a quarter second at a time: 0.3 s would come at 0.5.
            let gap = fired[1] - fired[0]
            #expect(gap >= 0.299 && gap < 0.4, "fired \(gap) s after being scheduled")
        }
        #expect(screen.timerFired, "Foundation's timers fire on the wall clock")
        // A running display link is called once a frame (at most 60 a second), not once a spin.
        #expect(screen.linkCalls > 10 && screen.linkCalls <= 60, "\(screen.linkCalls) calls in 0.9 s")
    }
}

/// What the sleeping tasks saw.
@MainActor
final class SleepLog {
    var times: [Double] = []
    var cancelledAt: Double?
}

/// A screen whose first run-loop turn schedules work 0.3 s later (which starts a display link)
/// and a Foundation timer.
@MainActor
final class WakeScreen: ViewController {
    var fired: [Double] = []
    var timerFired = false
    var linkCalls = 0
    private var link: DisplayLink?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now()) {
            self.fired.append(self.view.window?.clock.now ?? -1)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                self.fired.append(self.view.window?.clock.now ?? -1)
                self.startLink()
            }
            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                MainActor.assumeIsolated { self.timerFired = true }
            }
        }
    }

    /// Starts a display link that changes nothing on screen (after the loop was at rest: a
    /// running link keeps it drawing).
    func startLink() {
        let link = DisplayLink { [weak self] _ in self?.linkCalls += 1 }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops the display link (the run loop keeps it until then).
    func stop() { link?.invalidate() }
}
