import Foundation
import SegueCore
import SegueRecorder
import SegueRender
import SeguePlatform

/// The live loop: input from the platform window into the scene, frames from the scene into
/// the renderer. It draws only when something changed or moves, and otherwise sleeps waiting
/// for input (no pixel is drawn that need not be). It also records the session's input
/// (`--save-script`) and, on Ctrl+R, the window itself to an MP4.
public final class AppRunner {
    public struct Options {
        /// Save the frame on screen at `screenshotAt` seconds to this PNG.
        public var screenshot: String?
        public var screenshotAt: Double = 0.5
        /// Stop after this many seconds (nil: run until quit).
        public var quitAfter: Double?
        /// Write the session's input as an input script here when the app ends.
        public var saveScript: String?
        /// Where Ctrl+R recordings go (default: the current folder).
        public var recordingFolder: String = FileManager.default.currentDirectoryPath
        /// Replay an input script on a fixed timestep: each drawn frame moves the scene's manual
        /// clock on by one frame and delivers that frame's scripted events, exactly as
        /// `segue record` does, so a replayed session traces the same as its recording. The app
        /// ends with the script.
        public var replay: (player: ScriptPlayer, clock: ManualClock)?
        public init() {}

        /// Replays the input script at `path` at 60 fps; returns the manual clock the scene
        /// must run on.
        public mutating func replayScript(at path: String) throws -> ManualClock {
            let script = try InputScriptParser.parse(contentsOf: URL(fileURLWithPath: path))
            let clock = ManualClock()
            replay = (try ScriptPlayer(script: script, fps: 60), clock)
            return clock
        }
    }

    public let stack: GraphicsStack
    public let scene: SceneHost
    public let clock: Clock
    public var options: Options
    private let pacer: FramePacer
    private let start: Double
    private var scriptRecorder = InputScriptRecorder()
    private var recorder: Recorder?
    private var recordingStart = 0.0
    private var recordingFrame: [UInt8] = []
    /// Messages for the terminal (recording started/stopped, errors that do not end the app).
    public var log: (String) -> Void = { FileHandle.standardError.write(Data(("segue: " + $0 + "\n").utf8)) }

    public init(stack: GraphicsStack, scene: SceneHost, clock: Clock, options: Options = Options()) {
        self.stack = stack
        self.scene = scene
        self.clock = clock
        self.options = options
        pacer = FramePacer(framesPerSecond: 60, clock: clock)
        start = clock.now
        if let s = scene as? StoryboardScene {
            s.onToggleRecording = { [weak self] in self?.toggleRecording() }
        }
    }

    /// Seconds since the app started.
    private var elapsed: Double { clock.now - start }

    /// Runs until the scene or the window asks to quit, or `quitAfter` passes.
    public func run() throws {
        defer { finishSession() }
        if let replay = options.replay { return try runReplay(replay.player, replay.clock) }
        var needsDraw = true
        var screenshotPending = options.screenshot != nil
        while true {
            let busy = needsDraw || scene.isAnimating || screenshotPending || recorder != nil
            var timeout = 0.25
            if let q = options.quitAfter { timeout = min(timeout, max(0, q - elapsed)) }
            let events = busy ? stack.window.pollEvents() : stack.window.waitForEvents(timeout: timeout)
            if !busy { pacer.reset() }
            for e in events {
                scriptRecorder.record(e, at: elapsed)
                if case .quit = e { return }
                scene.handle(e)
                needsDraw = true
            }
            if scene.wantsQuit { return }
            if needsDraw || scene.isAnimating || recorder != nil {
                for id in scene.releasedSnapshots() { stack.renderer.releaseSnapshot(id) }
                // Frames nobody reads back go straight to the window.
                try stack.drawAndPresent(scene.frame(), keepFrame: recorder != nil || screenshotPending,
                                         beforePresent: pacer.waitToPresent)
                needsDraw = false
                captureRecordingFrame()
                pacer.frameDidEnd()
            }
            if screenshotPending, let path = options.screenshot, elapsed >= options.screenshotAt {
                try stack.renderer.readScreen().savePNG(path)
                screenshotPending = false
            }
            if let q = options.quitAfter, elapsed >= q { return }
        }
    }

    /// The fixed-timestep loop of a replayed script.
    private func runReplay(_ player: ScriptPlayer, _ sceneClock: ManualClock) throws {
        for i in 0..<player.frameCount {
            sceneClock.set(player.time(ofFrame: i))
            for e in stack.window.pollEvents() {
                if case .quit = e { return }
                scene.handle(e)
            }
            for e in player.events(forFrame: i) { scene.handle(e) }
            if scene.wantsQuit { return }
            for id in scene.releasedSnapshots() { stack.renderer.releaseSnapshot(id) }
            try stack.drawAndPresent(scene.frame(), keepFrame: recorder != nil || options.screenshot != nil,
                                     beforePresent: pacer.waitToPresent)
            captureRecordingFrame()
            if let path = options.screenshot, i == Int((options.screenshotAt * player.fps).rounded()) {
                try stack.renderer.readScreen().savePNG(path)
            }
            pacer.frameDidEnd()
        }
    }

    private func finishSession() {
        if recorder != nil { toggleRecording() }
        if let path = options.saveScript {
            scriptRecorder.finish(at: elapsed)
            do {
                try scriptRecorder.text.write(toFile: path, atomically: true, encoding: .utf8)
                log("saved the session's input to \(path)")
            } catch {
                log("error: cannot write the input script \(path): \(error.localizedDescription)")
            }
        }
    }

    // MARK: Ctrl+R

    /// Starts recording the window to a time-stamped MP4 in the recording folder, or stops and
    /// finishes the one running.
    public func toggleRecording() {
        if let r = recorder {
            recorder = nil
            (scene as? StoryboardScene)?.isRecording = false
            do {
                let summary = try r.finish()
                log("recording saved: \(summary)")
            } catch {
                log("error: the recording failed: \(error)")
            }
            return
        }
        let name = Recorder.timestampedFileName(for: SystemClock.currentDate())
        let path = options.recordingFolder + "/" + name
        let px = stack.window.pixelSize
        do {
            recorder = try Recorder(path: path, width: Int(px.width), height: Int(px.height), fps: 60,
                                    progress: nil, now: { [clock] in clock.now })
            recordingStart = clock.now
            (scene as? StoryboardScene)?.isRecording = true
            log("recording the window to \(path) (Ctrl+R stops)")
        } catch {
            log("error: cannot start recording: \(error)")
        }
    }

    private func captureRecordingFrame() {
        guard let r = recorder else { return }
        do {
            guard let size = stack.renderer.screenPixelSize, size.width == r.sink.width, size.height == r.sink.height else {
                // The window changed size: a video keeps one size, so this recording ends here.
                log("the window was resized: the recording stops at its size")
                toggleRecording()
                return
            }
            try stack.renderer.readScreen(into: &recordingFrame)
            try recordingFrame.withUnsafeBytes { _ = try r.append(rgba: $0, capturedAt: clock.now - recordingStart) }
        } catch {
            log("error: recording stopped: \(error)")
            r.cancel()
            recorder = nil
            (scene as? StoryboardScene)?.isRecording = false
        }
    }
}
