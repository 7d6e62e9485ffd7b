import Foundation
import SegueCore
import SegueRecorder
import SeguePlatform

/// One frame of the app, written once. The live app (`AppRunner`), a replayed script
/// (`segue run --script`), `segue record` (`ScriptedRun.record`), a Ctrl+R recording and the
/// live frame benchmark all run their frames through it, so what the benchmark measures is
/// the app's own loop.
///
/// A frame is: the input handed to the scene (`handle`), then `draw`: the snapshots the scene
/// released freed, the frame built, then drawn in the renderer's explicit stages (content,
/// scale up, overlay; see `Frame`) and presented (the pacer's wait just before the present),
/// and — while recording — drawn with the recording's own overlay (`recordingOverlay`: pointer,
/// keys, caption), read back before the screen's overlay and appended to the recording.
///
/// The loop sees its platform and renderer through protocols (`FramePlatform`,
/// `FrameRenderer`): the SDL window and the GL renderer in the app, `NullPlatform` and
/// `RecordingRenderer` in tests, where the same loop runs with no GL at a fixed size and step. The caller
/// decides when frames come: on the wall clock (live), or on a fixed timestep it sets on the
/// scene's manual clock before each frame (replay, `segue record`).
///
/// A recording is timed by the **scene's** clock (`SceneHost.clock`), never the wall clock:
/// a frame is written as often as the scene's time says it lasts. Live, the scene's clock is
/// the wall clock and a slow frame is written several times; on a fixed timestep each frame
/// is written exactly once, so a 3.2 s script gives a 3.2 s video however long it took to draw.
@MainActor
public final class FrameLoop {
    /// How long one frame took, on the loop's clock (seconds).
    public struct FrameTiming: Sendable {
        /// When the frame began (before its input was handled).
        public var began: Double
        /// When the frame had been presented (before a recording read it back).
        public var presented: Double
        /// How long the pacer slept in this frame to keep the rate.
        public var slept: Double
        /// The frame's own work — input, building, drawing, presenting — without the sleep.
        public var work: Double { presented - began - slept }
    }

    /// Where the loop's input comes from and its frames are shown.
    public let platform: FramePlatform
    /// What draws the loop's frames.
    public let renderer: FrameRenderer
    /// What the loop shows: it takes the input and builds each frame.
    public let scene: SceneHost
    /// The loop's clock: the pacer's and the timings' (the wall clock live, any clock otherwise).
    public let clock: Clock
    /// Spaces presents at the frame rate; nil draws frames as fast as they come (`segue record`).
    public let pacer: FramePacer?
    /// The recording frames are appended to, if any.
    public private(set) var recorder: Recorder?
    /// The scene time at which the recording started.
    private var recordingStart = 0.0
    /// When set, a frame that cannot be added to the recording cancels the recording (its
    /// partial output removed), is reported here, and the loop goes on: the live app keeps
    /// running when its Ctrl+R recording fails. When nil the error is thrown (`segue record`,
    /// where the recording is the point). An interrupting signal is always thrown.
    public var onRecordingFailure: ((Error) -> Void)?
    /// Sees each event before the scene does (the live app saves the session's input).
    public var onEvent: ((InputEvent) -> Void)?
    /// What recordings show over the app (pointer, keys, captions); drawn into recorded frames
    /// only, fed every event the scene is handed.
    public var recordingOverlay: RecordingOverlay?
    /// The live frame budget: nil (the default) draws every frame at full resolution, as a
    /// recording, a replayed script and `segue record` must; the live app sets one.
    public var budget: FrameBudget?
    /// The resolution the last frame's content was drawn at (1: full).
    public private(set) var lastResolution = 1.0

    /// A loop drawing `scene` with `renderer`, shown and fed by `platform`.
    /// - Parameters:
    ///   - platform: the window (or a null platform) the input comes from and frames go to.
    ///   - renderer: what draws the frames.
    ///   - scene: what is shown: it takes the input and builds each frame.
    ///   - clock: the loop's clock, for pacing and timings (default: the platform's).
    ///   - pacer: nil for no pacing.
    public init(platform: FramePlatform, renderer: FrameRenderer, scene: SceneHost, clock: Clock? = nil,
                pacer: FramePacer?) {
        self.platform = platform
        self.renderer = renderer
        self.scene = scene
        self.clock = clock ?? platform.clock
        self.pacer = pacer
        renderer.preloadImages(scene.imagesToPreload)
    }

    /// A loop drawing `scene` with `stack`'s renderer into its window.
    public convenience init(stack: GraphicsStack, scene: SceneHost, clock: Clock, pacer: FramePacer?) {
        self.init(platform: stack.window, renderer: stack.renderer, scene: scene, clock: clock, pacer: pacer)
    }

    /// Hands `events` to the scene in order. Returns false at a `.quit` event (the events
    /// after it are not handled) or when the scene asks to quit.
    public func handle(_ events: [InputEvent]) -> Bool {
        handle(events.map { TimedInputEvent($0, at: clock.now) })
    }

    /// Hands `events` to the scene in order, each with the time it happened at (a script's),
    /// then runs an iteration of the run loop (`SceneRunLoop.runIteration()`: display links,
    /// work due on the scene clock, the main queue, main-actor tasks, timers).
    public func handle(_ events: [TimedInputEvent]) -> Bool {
        for e in events {
            onEvent?(e.event)
            recordingOverlay?.see(e.event, at: e.time)
            if case .quit = e.event { return false }
            scene.handle(e.event, at: e.time)
        }
        SceneRunLoop.main.runIteration()
        return !scene.wantsQuit
    }

    /// Draws the scene's frame and presents it (paced), then appends it to the recording.
    /// `keepFrame` keeps the frame readable by `renderer.readScreen` after the present
    /// (screenshots); a recording keeps it anyway. `began` is when the frame began, when its
    /// input was handled before this call (default: now); the timing counts from it.
    ///
    /// With a `budget`, a frame drawn while the scene moves may be drawn at a lower
    /// resolution; a frame being recorded or kept (`keepFrame`) never is, nor a frame at rest.
    @discardableResult
    public func draw(keepFrame: Bool = false, began: Double? = nil) throws -> FrameTiming {
        let begin = began ?? clock.now
        for id in scene.releasedSnapshots() { renderer.releaseSnapshot(id) }
        let list = scene.contentFrame()
        let overlay = scene.overlay()
        // The budget chooses (and learns from) live frames only: not one being recorded or kept.
        let budgeted = budget != nil && recorder == nil && !keepFrame
        var resolution = 1.0
        if budgeted {
            resolution = budget!.resolution(moving: scene.isAnimating, kind: FrameBudget.Kind(drawing: list))
        }
        lastResolution = resolution
        let built = clock.now
        // A recording keeps the content: the overlays (the REC badge, notices, help) are drawn
        // over it after it has been read back, for the screen only.
        let recorded = recorder == nil ? [] : recordingOverlay?.quads(size: list.size, at: scene.clock.now) ?? []
        let cost = try drawAndPresent(list, recorded: recorded, overlay: overlay, keepFrame: keepFrame || recorder != nil,
                                            resolution: resolution, clock: budgeted ? clock : nil,
                                            afterContent: { try self.appendToRecording() },
                                            beforePresent: { self.pacer?.waitToPresent() })
        if budgeted {
            budget!.record(content: cost.content, upscale: cost.upscale, rest: cost.rest + (built - begin),
                           resolution: resolution, steady: !cost.renderedSnapshots)
        }
        let presented = clock.now
        let slept = pacer?.lastSleep ?? 0
        pacer?.frameDidEnd()
        return FrameTiming(began: begin, presented: presented, slept: slept)
    }

    /// One whole frame: the window's pending events, then `input`, then `draw`. Returns nil,
    /// drawing nothing, when the window or the scene asked to quit.
    public func step(_ input: [InputEvent] = [], keepFrame: Bool = false) throws -> FrameTiming? {
        try step(timed: input.map { TimedInputEvent($0, at: clock.now) }, keepFrame: keepFrame)
    }

    /// One whole frame with a script's input, each event at the time it happened.
    public func step(timed input: [TimedInputEvent], keepFrame: Bool = false) throws -> FrameTiming? {
        let begin = clock.now
        let polled = platform.pollEvents().map { TimedInputEvent($0, at: begin) }
        guard handle(polled + input) else { return nil }
        return try draw(keepFrame: keepFrame, began: begin)
    }

    // MARK: Recording

    /// True while frames go to a recording.
    public var isRecording: Bool { recorder != nil }

    /// Appends every frame drawn from now on to `recorder`, timed by the scene's clock.
    public func startRecording(_ recorder: Recorder) {
        self.recorder = recorder
        recordingStart = scene.clock.now
    }

    /// Stops appending frames; returns the recorder, for the caller to finish or cancel.
    @discardableResult
    public func stopRecording() -> Recorder? {
        defer { recorder = nil }
        return recorder
    }

    private func appendToRecording() throws {
        guard let r = recorder else { return }
        do {
            // A video keeps one size: a resized window's frames are fitted into it.
            try r.appendScreen(of: renderer, capturedAt: scene.clock.now - recordingStart)
        } catch let interruption as InterruptedBySignal {
            throw interruption
        } catch {
            guard let report = onRecordingFailure else { throw error }
            r.cancel()
            recorder = nil
            report(error)
        }
    }
}
