import Foundation
import SegueKit
import Testing

/// Ctrl+R recordings last as long as what they recorded: a replayed script (`segue run
/// --script`) records on the scene's clock, one video frame per script frame however long the
/// frames took to draw; a live session records on the wall clock, which is its scene's.
@MainActor
@Suite("Ctrl+R recording duration", .serialized)
struct CtrlRRecordingTests {
    static let storyboard = RecordCommandTests.storyboard

    /// Runs `script` as `segue run --script` does, headless at `size`, with Ctrl+R recordings
    /// going to a fresh folder (`configure` may change the runner's other options); returns that
    /// folder's MP4 files.
    func replay(_ script: String, size: Size = Size(640, 360),
                configure: (inout AppRunner.Options) -> Void = { _ in }) throws -> (folder: String, videos: [String], log: [String]) {
        let dir = try temporaryFolder()
        try script.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        let stack = try GraphicsStack(options: PlatformOptions(size: size, headless: true))
        var options = AppRunner.Options()
        let sceneClock = try options.replayScript(at: dir + "/s.script")
        options.recordingFolder = dir
        configure(&options)
        let scene = try StoryboardScene(storyboardPath: Self.storyboard, size: stack.window.pointSize, clock: sceneClock)
        let runner = AppRunner(stack: stack, scene: scene, clock: SystemClock(), options: options)
        var log: [String] = []
        runner.log = { log.append($0) }
        try runner.run()
        let videos = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".mp4") }
        return (dir, videos.map { dir + "/" + $0 }, log)
    }

    /// The frame count and duration ffprobe reads from a video.
    func probe(_ path: String) throws -> (frames: Int, duration: Double) {
        let text = try runTool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                           "-show_entries", "stream=nb_read_frames,duration",
                                           "-of", "default=noprint_wrappers=1", path])
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return (Int(values["nb_read_frames"] ?? "") ?? -1, Double(values["duration"] ?? "") ?? -1)
    }

    @Test("Ctrl+R in a replayed script records as long as the script says: one frame per script frame",
          arguments: [
            // The whole 3.2 s session: 192 frames at 60 fps.
            ("0.00 key Ctrl+R\n0.20 key Enter\n1.10 key Escape\n3.20 end\n", 192, 3.2),
            // From 0.5 s to 2.5 s of it.
            ("0.50 key Ctrl+R\n0.70 key Enter\n1.60 key Escape\n2.50 key Ctrl+R\n3.20 end\n", 120, 2.0),
          ])
    func scriptedSession(script: String, frames: Int, seconds: Double) throws {
        let run = try replay(script)
        defer { try? FileManager.default.removeItem(atPath: run.folder) }
        #expect(run.videos.count == 1, "\(run.log)")
        guard let video = run.videos.first else { return }
        let probed = try probe(video)
        #expect(probed.frames == frames, "\(run.log)")
        #expect(abs(probed.duration - seconds) < 0.001, "duration \(probed.duration)")
    }

    @Test("A live Ctrl+R recording lasts as long as the session it recorded")
    func liveSession() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let stack = try GraphicsStack(options: PlatformOptions(size: Size(320, 180), headless: true))
        let clock = SystemClock()
        var options = AppRunner.Options()
        options.recordingFolder = dir
        options.quitAfter = 1.0
        let scene = try StoryboardScene(storyboardPath: Self.storyboard, size: stack.window.pointSize, clock: clock)
        let runner = AppRunner(stack: stack, scene: scene, clock: clock, options: options)
        runner.log = { _ in }
        runner.toggleRecording()
        try runner.run()
        let videos = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".mp4") }
        #expect(videos.count == 1)
        guard let video = videos.first else { return }
        let (_, duration) = try probe(dir + "/" + video)
        // The session's second, to within a few frames (the last frame's time and the
        // recording's first frame).
        #expect(abs(duration - 1.0) < 0.1, "video \(duration) s")
    }
}
