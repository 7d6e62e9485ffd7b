import Foundation
import SegueCore
import SegueIO

/// A storyboard app driven by an input script on a fixed timestep, with no wall clock and no
/// GL: what `segue record` runs (adding a renderer) and what end-to-end tests use to check
/// traces. Each frame: the frame's scripted events are handled, the run loop runs an iteration
/// at that frame's time (`SceneRunLoop.runIteration()`: delayed main-queue work, main-actor
/// sleeps and display links on the scene clock), then the frame is built at that time. Time comes from a `ManualClock`, so the same script always gives the
/// same trace and the same frames.
@MainActor
public final class ScriptedRun {
    /// The session's scene: the window and its controllers.
    public let scene: StoryboardScene
    /// The scene's clock, advanced one frame (1/fps seconds) per step.
    public let clock: ManualClock
    /// Every life-cycle callback of the session.
    public let trace: TraceLog
    /// Frames per second of the fixed timestep.
    public let fps: Double
    /// Frames stepped so far.
    public private(set) var frameIndex = 0

    /// A session of the storyboard at `storyboardPath`, on a manual clock stepped `fps` times
    /// a second.
    /// - Parameters:
    ///   - storyboardPath: the storyboard.
    ///   - registries: the app's classes and transitions, which the storyboard names.
    ///   - size: the window's size in points.
    ///   - fps: frames per second of the fixed timestep (up to 240).
    ///   - catalog: the transitions storyboards may name (default: the built-in ones).
    ///   - traceSink: also receives each trace line.
    ///   - tracePath: the `--trace` file, opened now (an unwritable path fails here, before the
    ///     session) and completed by `record` or `trace.finish()`.
    ///   - assets: the folder images come from (default: the storyboard's folder).
    ///   - sidecar: an Interface Builder storyboard's sidecar (default: the one beside it).
    ///   - device: the device whose screen the window emulates (`size` is then its size).
    public init(storyboardPath: String, registries: SegueRegistries = .standard, size: Size = Size(1280, 720), fps: Double = FrameRate.standard,
                catalog: TransitionCatalog? = nil, traceSink: ((String) -> Void)? = nil,
                tracePath: String? = nil, assets: String? = nil, sidecar: String? = nil, device: DeviceProfile? = nil) throws {
        (self.fps, clock, trace) = try ScriptedRun.timing(fps: fps, tracePath: tracePath, traceSink: traceSink)
        SceneRunLoop.main.frameDuration = 1 / fps
        scene = try StoryboardScene(storyboardPath: storyboardPath, registries: registries, size: size, clock: clock,
                                    trace: trace, catalog: catalog, assets: assets, sidecar: sidecar, device: device)
    }

    /// A root controller built in code, driven the same way (an app with no storyboard);
    /// controllers not from a storyboard find transitions by name in `transitions`; `device`
    /// as for a storyboard.
    public init(rootViewController: ViewController, transitions: TransitionRegistry = .standard,
                size: Size = Size(1280, 720), fps: Double = FrameRate.standard, traceSink: ((String) -> Void)? = nil,
                tracePath: String? = nil, device: DeviceProfile? = nil) throws {
        (self.fps, clock, trace) = try ScriptedRun.timing(fps: fps, tracePath: tracePath, traceSink: traceSink)
        SceneRunLoop.main.frameDuration = 1 / fps
        scene = StoryboardScene(rootViewController: rootViewController, size: size, clock: clock, trace: trace,
                                transitions: transitions, device: device)
    }

    /// The checked frame rate, the manual clock and the trace log of a new session (a
    /// `tracePath` is opened now, so an unwritable one fails before the session).
    private static func timing(fps: Double, tracePath: String?,
                               traceSink: ((String) -> Void)?) throws -> (Double, ManualClock, TraceLog) {
        guard fps.isFinite, fps > 0, fps <= 240 else { throw SegueKitError("fps must be between 0 and 240, got \(fps)") }
        let clock = ManualClock()
        guard let tracePath else { return (fps, clock, TraceLog(clock: clock, sink: traceSink)) }
        let trace = try TraceLog.writing(toFile: tracePath, clock: clock)
        trace.sink = traceSink
        return (fps, clock, trace)
    }

    /// The time of frame `i`.
    public func time(ofFrame i: Int) -> Double { Double(i) / fps }

    /// Handles `events` at the current frame, builds the frame, and moves to the next frame.
    @discardableResult
    public func step(_ events: [InputEvent] = []) -> DrawList {
        advance()
        for e in events { scene.handle(e) }
        SceneRunLoop.main.runIteration()
        return scene.frame()
    }

    /// Handles a script's `events`, each at the time it happened, at the current frame, builds
    /// the frame, and moves to the next frame.
    @discardableResult
    public func step(timed events: [TimedInputEvent]) -> DrawList {
        advance()
        for e in events { scene.handle(e.event, at: e.time) }
        SceneRunLoop.main.runIteration()
        return scene.frame()
    }

    /// Moves the clock to the next frame's time (a frame loop then handles and draws it).
    func advance() {
        clock.set(time(ofFrame: frameIndex))
        frameIndex += 1
    }

    /// Steps `seconds` of frames with no input.
    public func idle(seconds: Double) {
        for _ in 0..<Int((seconds * fps).rounded()) { step() }
    }

    /// Sends one event now (at the current frame) and steps that frame.
    public func send(_ event: InputEvent) { step([event]) }

    /// Plays a whole script from the current frame on, its `wait idle` lines holding the script's
    /// clock until the scene rests (`ScriptTimeline`); `frame` sees every frame built.
    public func play(_ script: InputScript, frame: ((Int, DrawList) throws -> Void)? = nil) throws {
        var timeline = ScriptTimeline(try ScriptPlayer(script: script, fps: fps))
        var i = 0
        while !timeline.isFinished {
            let list = step(timed: timeline.next(idle: { !scene.isAnimating }).events)
            try frame?(i, list)
            i += 1
            if scene.wantsQuit { break }
        }
    }

    /// Parses and plays a script given as text.
    public func play(scriptText: String, file: String = "script") throws {
        try play(InputScriptParser.parse(scriptText, file: file))
    }

    /// Appearance rule violations in the trace so far (empty when every callback balanced).
    public var appearanceViolations: [AppearanceChecker.Violation] {
        var checker = AppearanceChecker()
        for e in trace.events { _ = checker.consume(e) }
        return checker.violations
    }
}
