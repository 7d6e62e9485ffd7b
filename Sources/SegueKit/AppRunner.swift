import Foundation
import SegueCore
import SegueRecorder
import SegueRender
import SeguePlatform
import SegueIO

/// The live loop: input from the platform window into the scene, frames from the scene into
/// the renderer, each frame through the app's one `FrameLoop`. It draws only when something
/// changed or moves, and otherwise sleeps waiting for input or for the run loop's next due work
/// (a delayed block, a sleeping task, a timer; a running `DisplayLink` draws every frame), so
/// no pixel is drawn that need not be. It also records the session's input (`--save-script`) and, on Ctrl+R, the window
/// itself to an MP4 (of the size the window had when recording started; frames of a resized
/// window are fitted into it with black bars), timed by the scene's clock: a replayed script
/// records as many frames as the script lasts, however long they took to draw.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end the session as quitting does: a Ctrl+R recording in
/// progress is finished and saved, the script and the trace written, and `run()` throws
/// `InterruptedBySignal` saying so. Every output it writes (screenshot, saved script, trace,
/// recording) that cannot be written completely is an error thrown from `run()`.
@MainActor
public final class AppRunner {
    /// What the live session does besides showing the app: a screenshot, a time limit, saving
    /// the input as a script, where Ctrl+R recordings go, or replaying a script.
    public struct Options {
        /// Save the frame on screen at `screenshotAt` seconds to this PNG.
        public var screenshot: String?
        /// When to take the screenshot, in seconds of scene time after the start (0.5); a replayed
        /// script takes it at the first frame whose middle is at or after this time.
        public var screenshotAt: Double = 0.5
        /// Stop after this many seconds (nil: run until quit).
        public var quitAfter: Double?
        /// Write the session's input as an input script here when the app ends.
        public var saveScript: String?
        /// Where Ctrl+R recordings go (default: the current folder).
        public var recordingFolder: String = "."
        /// Ctrl+R recordings show the pointer and click ripples (`--cursor`; `RecordingOverlay`).
        public var recordsPointer = false
        /// Ctrl+R recordings show the keys pressed (`--keys`; `RecordingOverlay`).
        public var recordsKeys = false
        /// Replay an input script on a fixed timestep: each drawn frame moves the scene's manual
        /// clock on by one frame and delivers that frame's scripted events, exactly as
        /// `segue record` does, so a replayed session traces the same as its recording. The app
        /// ends with the script.
        public var replay: (player: ScriptPlayer, clock: ManualClock)?
        /// Whether a live frame too dear for the display interval is drawn at a lower
        /// resolution while the scene moves (`FrameBudget`); on by default. A replayed script
        /// and a Ctrl+R recording draw every frame at full resolution either way.
        public var frameBudget = true
        /// No screenshot, no time limit, no saved script, no replay; recordings go to the current folder.
        public init() {}

        /// Replays the input script at `path` at `FrameRate.standard`; returns the manual clock the scene
        /// must run on.
        public mutating func replayScript(at path: String) throws -> ManualClock {
            let script = try InputScriptParser.parse(path: path)
            let clock = ManualClock()
            replay = (try ScriptPlayer(script: script, fps: FrameRate.standard), clock)
            return clock
        }
    }

    /// The window and renderer the runner draws with.
    public let stack: GraphicsStack
    /// The app's scene: it handles the input and builds each frame's draw list.
    public let scene: SceneHost
    /// The scene's clock, which also paces the frames (the wall clock live; a `ManualClock` when
    /// replaying a script).
    public let clock: Clock
    /// What the session does besides showing the app.
    public var options: Options
    private let pacer: FramePacer
    /// The frame body every loop of the runner shares.
    private let loop: FrameLoop
    private let start: Double
    private var scriptRecorder = InputScriptRecorder()
    private var screenshotTaken = false
    /// The Ctrl+R recordings' paths this session, each used once.
    private var recordingPaths = Set<String>()
    /// Messages for the terminal (recording started/stopped, errors that do not end the app).
    public var log: (String) -> Void = { StandardError.write(Data(PathName.displayed("segue: " + $0 + "\n").utf8)) }

    /// A runner drawing `scene` on `stack` at `FrameRate.standard` on `clock`, with `options`. It
    /// takes over the scene's Ctrl+R (`onToggleRecording`) to start and stop recordings.
    public init(stack: GraphicsStack, scene: SceneHost, clock: Clock, options: Options = Options()) {
        self.stack = stack
        self.scene = scene
        self.clock = clock
        self.options = options
        pacer = FramePacer(framesPerSecond: FrameRate.standard, clock: clock)
        SceneRunLoop.main.frameDuration = pacer.interval
        loop = FrameLoop(stack: stack, scene: scene, clock: clock, pacer: pacer)
        if options.frameBudget && options.replay == nil { loop.budget = FrameBudget(interval: pacer.interval) }
        loop.recordingOverlay = RecordingOverlay(showsPointer: options.recordsPointer, showsKeys: options.recordsKeys)
        start = clock.now
        scene.onToggleRecording = { [weak self] in self?.toggleRecording() }
        loop.onRecordingFailure = { [weak self] error in
            self?.log("error: recording stopped: \(error)")
            self?.scene.isRecording = false
        }
    }

    /// Seconds since the app started.
    private var elapsed: Double { clock.now - start }

    /// The scene's trace log, whose file (`--trace`) the session completes.
    private var trace: TraceLog? { scene.trace }

    /// Runs until the scene or the window asks to quit, `quitAfter` passes, or a signal
    /// arrives; then finishes the session's outputs (a recording in progress, the saved script,
    /// the trace). Throws the first thing that went wrong.
    public func run() throws {
        let signals = InterruptSignals.install()
        defer { signals.restore() }
        ProcessSettings.apply()
        // Outputs written only at the end are checked now, before the session.
        for path in [options.screenshot, options.saveScript].compactMap({ $0 }) {
            try OutputFile.checkWritable(path)
        }
        var failure: Error?
        do {
            if let replay = options.replay { try runReplay(replay.player, replay.clock) } else { try runLive() }
            if let path = options.screenshot, !screenshotTaken {
                throw SegueKitError("no screenshot was taken: the session ended before --screenshot-at "
                                    + "\(options.screenshotAt) s, so nothing was written to '\(path)'")
            }
        } catch {
            failure = error
        }
        // Saving what the session made is what the signal asked for; only a second one stops it.
        if failure is InterruptedBySignal { InterruptSignals.reset() }
        var (saved, errors) = finishSession()
        // A trace that failed mid-session fails again when finished: say it once.
        if let failure { errors.removeAll { "\($0)" == "\(failure)" } }
        if let interruption = failure as? InterruptedBySignal {
            for e in errors { log("error: \(e)") }
            throw interruption.with(outcome: saved.isEmpty ? "" : "saved " + saved.joined(separator: " and "))
        }
        if let failure {
            for e in errors { log("error: \(e)") }
            throw failure
        }
        if let first = errors.first {
            for e in errors.dropFirst() { log("error: \(e)") }
            throw first
        }
    }

    /// Stops the loop for a signal or a trace file that cannot be written.
    private func checkStop() throws {
        try InterruptSignals.check()
        if let failure = trace?.failure { throw failure }
    }

    /// The live loop: draws when something changed or moves, else waits for input.
    private func runLive() throws {
        var needsDraw = true
        var screenshotPending = options.screenshot != nil
        loop.onEvent = { [unowned self] e in
            if scene.recordsInScript(e) { scriptRecorder.record(e, at: elapsed) }
        }
        scene.onScriptEvent = { [unowned self] e in scriptRecorder.record(e, at: elapsed) }
        defer { loop.onEvent = nil; scene.onScriptEvent = nil }
        let runLoop = SceneRunLoop.main
        while true {
            try checkStop()
            let busy = needsDraw || scene.isAnimating || screenshotPending || loop.isRecording || runLoop.wantsEveryFrame
            // At rest the loop sleeps until input comes or run-loop work is due: the scene
            // clock's next block or sleep, Foundation's next timer.
            var timeout = 0.25
            if let q = options.quitAfter { timeout = min(timeout, max(0, q - elapsed)) }
            if let due = runLoop.nextDueTime { timeout = min(timeout, max(0, due - clock.now)) }
            if let t = FoundationRunLoop.secondsUntilNextTimer { timeout = min(timeout, max(0, t)) }
            let events = busy ? stack.window.pollEvents() : stack.window.waitForEvents(timeout: timeout)
            if !busy { pacer.reset() }
            if !events.isEmpty { needsDraw = true }
            let revision = scene.contentRevision
            guard loop.handle(events) else { return }
            if scene.contentRevision != revision { needsDraw = true }
            // A running display link is called once a frame: the paced draw keeps that rate.
            if needsDraw || scene.isAnimating || loop.isRecording || runLoop.wantsEveryFrame {
                // Frames nobody reads back go straight to the window.
                try loop.draw(keepFrame: screenshotPending)
                needsDraw = false
            }
            if screenshotPending, let path = options.screenshot, elapsed >= options.screenshotAt {
                try takeScreenshot(path)
                screenshotPending = false
            }
            if let q = options.quitAfter, elapsed >= q { return }
        }
    }

    private func takeScreenshot(_ path: String) throws {
        try stack.renderer.readScreen().writePNG(to: path)
        screenshotTaken = true
    }

    /// The fixed-timestep loop of a replayed script.
    /// The saved script (`--save-script`) gets the replayed input as it was delivered, at the
    /// script's times, and ends where the replay ended.
    /// Its `wait idle` lines hold the script's clock as in `segue record` (`ScriptTimeline`).
    private func runReplay(_ player: ScriptPlayer, _ sceneClock: ManualClock) throws {
        var completed = false
        defer { scriptRecorder.finish(at: completed ? player.duration : sceneClock.now) }
        var timeline = ScriptTimeline(player)
        while !timeline.isFinished {
            try checkStop()
            let time = player.time(ofFrame: timeline.videoFrame)
            sceneClock.set(time)
            let next = timeline.next(idle: { !scene.isAnimating })
            for caption in next.captions { loop.recordingOverlay?.caption = caption }
            let timed = next.events
            for e in timed where scene.recordsInScript(e.event) { scriptRecorder.record(e.event, at: e.time) }
            guard try loop.step(timed: timed, keepFrame: options.screenshot != nil) != nil else { return }
            if let path = options.screenshot, !screenshotTaken, time + 0.5 / player.fps >= options.screenshotAt {
                try takeScreenshot(path)
            }
        }
        completed = true
    }

    /// Finishes what the session writes: a recording in progress, the saved script, the
    /// trace file. Returns what was saved (for the interruption message) and what failed.
    private func finishSession() -> (saved: [String], errors: [Error]) {
        var saved: [String] = []
        var errors: [Error] = []
        if loop.isRecording {
            switch stopRecording() {
            case .success(let summary): saved.append("the recording to \(summary.output.path)")
            case .failure(let error): errors.append(error)
            }
        }
        if let path = options.saveScript {
            scriptRecorder.finish(at: elapsed)
            do {
                try OutputFile.write(Array(scriptRecorder.text.utf8), to: path)
                log("saved the session's input to \(path)")
                saved.append("the input script to \(path)")
            } catch {
                errors.append(SegueKitError("cannot save the input script: \(error)"))
            }
        }
        do {
            try trace?.finish()
        } catch {
            errors.append(error)
        }
        return (saved, errors)
    }

    // MARK: Ctrl+R

    /// Starts recording the window to a time-stamped MP4 in the recording folder, or stops and
    /// finishes the one running.
    public func toggleRecording() {
        if loop.isRecording {
            if case .failure(let error) = stopRecording() { log("error: the recording failed: \(error)") }
            return
        }
        let path = newRecordingPath(Recorder.timestampedFileName(for: SystemClock.currentDate()))
        let px = stack.window.pixelSize
        do {
            let recorder = try Recorder(path: path, width: Int(px.width), height: Int(px.height), fps: FrameRate.standard,
                                        progress: nil, now: { [clock] in clock.now })
            loop.startRecording(recorder)
            scene.isRecording = true
            log("recording the window to \(path) (Ctrl+R stops)")
        } catch {
            log("error: cannot start recording: \(error)")
        }
    }

    /// A path in the recording folder for `name` that neither an existing file nor an earlier
    /// recording of this session has: `segue-DATE.mp4`, else `segue-DATE-2.mp4`, `-3`… so that
    /// recordings started within one second never replace each other.
    private func newRecordingPath(_ name: String) -> String {
        let folder = PathName(options.recordingFolder)
        let stem = PathName(name).deletingPathExtension.argument
        let ext = PathName(name).pathExtension
        // A name is free when nothing is there (ENOENT); any other answer (the folder is a
        // file, cannot be read, the name is too long) is the recorder's to report, on the first name.
        func taken(_ candidate: String) -> Bool {
            if recordingPaths.contains(candidate) { return true }
            var info = stat()
            return PathName(candidate).withCString { lstat($0, &info) } == 0
        }
        let first = folder.appending(PathName(name)).argument
        var candidate = first
        var n = 1
        while taken(candidate), n < 10_000 {
            n += 1
            candidate = folder.appending(PathName("\(stem)-\(n).\(ext)")).argument
        }
        if taken(candidate) { candidate = first }  // ten thousand recordings in one second: the recorder refuses
        recordingPaths.insert(candidate)
        return candidate
    }

    /// Finishes the recording in progress and says where it went.
    private func stopRecording() -> Result<RecordingSummary, Error> {
        guard let r = loop.stopRecording() else { return .failure(RecorderError.notRecording) }
        scene.isRecording = false
        do {
            let summary = try r.finish()
            log("recording saved: \(summary)")
            return .success(summary)
        } catch {
            return .failure(error)
        }
    }
}
