import Foundation
import Testing
import SegueCore
import SegueKit
import SegueDemo
import SegueRecorder
import SegueTestSupport

/// The app's one frame loop on a null platform (a fixed size, a fixed step, no window) and
/// the recording renderer (no GL): it runs a session as `segue record` runs it on GL, with
/// the same trace, every frame drawn and presented once, and time moving by exact steps.
@MainActor
@Suite("Frame loop on a null platform", .serialized)
struct FrameLoopNullPlatformTests {
    /// The explode demo's session of `TraceSnapshotTests` (home, the patterned screen, its
    /// explode, two unwinds).
    static let script = "0.1 key 2\n0.7 key Enter\n2.0 key Escape\n3.2 key Escape\n4.0 end"
    static let size = Size(640, 360)

    /// Records the session with `platform` and `renderer` into a folder of PNG frames; returns
    /// the run (its trace), the player and the summary.
    func record(platform: FramePlatform, renderer: FrameRenderer) throws -> (ScriptedRun, ScriptPlayer, RecordingSummary) {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try ScriptedRun.demo(size: Self.size, fps: 30)
        let player = try ScriptPlayer(script: InputScriptParser.parse(Self.script, file: "script"), fps: 30)
        let recorder = try Recorder(path: root + "/frames/", width: Int(Self.size.width), height: Int(Self.size.height),
                                    fps: 30, progress: nil, now: { 0 })
        let summary = try run.record(player, platform: platform, renderer: renderer, into: recorder)
        return (run, player, summary)
    }

    /// The trace golden of the same session, played with no loop at all.
    var traceGoldenFile: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TraceSnapshotTests.swift").path
    }

    @Test func aRecordedSessionOnTheNullPlatformTracesAsThePlayedOne() throws {
        let platform = NullPlatform(size: Self.size, step: 1.0 / 30)
        let renderer = RecordingRenderer()
        let (run, player, summary) = try record(platform: platform, renderer: renderer)
        assertSnapshot(of: run.trace.events, as: .trace, named: "explode", filePath: traceGoldenFile)
        let played = try ScriptedRun.demo(size: Self.size, fps: 30)
        try played.play(scriptText: Self.script)
        #expect(run.trace.events == played.trace.events)
        // Every frame of the script drawn, presented and recorded once.
        let screenFrames = renderer.frames.filter { $0.target == .screen }
        #expect(screenFrames.count == player.frameCount)
        #expect(renderer.presented == Array(repeating: .screen, count: player.frameCount))
        #expect(renderer.overlays.count == player.frameCount)
        #expect(platform.presentedFrames == player.frameCount)
        #expect(summary.frames == player.frameCount)
        #expect(screenFrames.allSatisfy { $0.list.size == Self.size })
    }

    @Test func theGLRunTracesAsTheNullPlatformRun() throws {
        let (nullRun, _, _) = try record(platform: NullPlatform(size: Self.size, step: 1.0 / 30), renderer: RecordingRenderer())
        let stack = try GraphicsStack(options: PlatformOptions(size: Self.size, headless: true))
        defer { stack.window.close() }
        let (glRun, player, summary) = try record(platform: stack.window, renderer: stack.renderer)
        #expect(glRun.trace.events == nullRun.trace.events)
        #expect(summary.frames == player.frameCount)
    }

    @Test func fixedStepsTimeEveryFrameExactly() throws {
        // A step of 1/64 s is exact in binary, so the sums below are exact too.
        let platform = NullPlatform(size: Size(320, 180), scale: 2, step: 1.0 / 64)
        let renderer = RecordingRenderer()
        let scene = try StoryboardScene(storyboardPath: try AppPaths.demoStoryboard(), registries: DemoApp.registries,
                                        size: platform.pointSize, clock: platform.clock)
        let loop = FrameLoop(platform: platform, renderer: renderer, scene: scene, pacer: nil)
        #expect(loop.clock === platform.clock)
        var timings: [FrameLoop.FrameTiming] = []
        for i in 0..<12 {
            let timing = try #require(try loop.step(i == 3 ? [.keyDown(Key("3"), [])] : []))
            timings.append(timing)
        }
        for (i, t) in timings.enumerated() {
            #expect(t.began == Double(i) / 64, "frame \(i) began at \(t.began)")
            #expect(t.presented == Double(i + 1) / 64, "frame \(i) presented at \(t.presented)")
            #expect(t.slept == 0 && t.work == 1.0 / 64)
        }
        #expect(platform.presentedFrames == 12 && renderer.begunFrames == 12)
        #expect(renderer.presented.allSatisfy { $0 == .screen })
        // The renderer drew at the platform's scale, and the scene moved after the key.
        #expect(renderer.scale == 2)
        var pixels: [UInt8] = []
        let read = try renderer.readScreen(into: &pixels)
        #expect(read.width == 640 && read.height == 360 && pixels.count == 640 * 360 * 4)
        #expect(scene.isAnimating)
    }

    @Test func queuedEventsAndResizesReachTheScene() throws {
        let platform = NullPlatform(size: Size(320, 180))
        let renderer = RecordingRenderer()
        let scene = try StoryboardScene(storyboardPath: try AppPaths.demoStoryboard(), registries: DemoApp.registries,
                                        size: platform.pointSize, clock: platform.clock)
        let loop = FrameLoop(platform: platform, renderer: renderer, scene: scene, pacer: nil)
        platform.resize(to: Size(400, 300))
        _ = try #require(try loop.step())
        #expect(renderer.lastScreenFrame?.size == Size(400, 300))
        platform.queue([.quit])
        #expect(try loop.step() == nil)
        #expect(platform.presentedFrames == 1)
    }

    @Test func oneFrameRateEverywhere() {
        #expect(FrameRate.standard == 60)
        #expect(NullPlatform(size: Size(1, 1)).step == FrameRate.standardInterval)
        #expect(FramePacer().interval == FrameRate.standardInterval)
        #expect(FrameBudget().interval == FrameRate.standardInterval)
    }
}
