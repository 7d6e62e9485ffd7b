import Foundation
import SegueKit
import SegueDemo
import Testing

/// `segue record` end to end, on a small fixture storyboard (an explode segue and its unwind).
@Suite("segue record", .serialized)
struct RecordCommandTests {
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/explode.yaml").path
    static let script = """
    # open the explode segue, then unwind with Escape
    0.20 key Enter
    1.10 key Escape
    2.00 end
    """

    func writeScript(_ dir: String, _ text: String = script) throws -> String {
        let path = dir + "/demo.script"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func record(_ script: String, out: String, fps: String = "30", extra: [String] = []) throws -> CommandResult {
        try runSegue(["record", "--script", script, "--out", out, "--storyboard", Self.storyboard,
                      "--size", "320x180", "--fps", fps, "--quiet"] + extra)
    }

    @Test("The same script recorded twice gives bit-identical PNG frames")
    func deterministic() throws {
        let dir = try temporaryFolder()
        let s = try writeScript(dir)
        for run in ["a", "b"] {
            let r = try record(s, out: "\(dir)/\(run)/")
            #expect(r.status == 0, "\(r.stderr)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/a").sorted()
        #expect(files.count == 60)
        for f in files {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/a/\(f)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/b/\(f)"))
            #expect(a == b, "\(f) differs between two recordings")
        }
        // The explode is visible: frames during the transition differ from the first frame.
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/a/frame_00001.png"))
                != Data(contentsOf: URL(fileURLWithPath: "\(dir)/a/frame_00015.png")))
    }

    @Test("A 2.0 s script at 30 fps makes an MP4 of 60 frames and 2.0 s, and a readable GIF")
    func mp4AndGif() throws {
        let dir = try temporaryFolder()
        let s = try writeScript(dir)
        let r = try record(s, out: dir + "/demo.mp4")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("60 frames"))
        let probe = try runTool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                            "-show_entries", "stream=nb_read_frames,duration,pix_fmt,codec_name",
                                            "-of", "default=noprint_wrappers=1", dir + "/demo.mp4"])
        #expect(probe.contains("nb_read_frames=60"), "\(probe)")
        #expect(probe.contains("duration=2.000000"), "\(probe)")
        #expect(probe.contains("pix_fmt=yuv420p") && probe.contains("codec_name=h264"))
        let g = try record(s, out: dir + "/demo.gif")
        #expect(g.status == 0, "\(g.stderr)")
        let gprobe = try runTool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,width", "-of",
                                             "default=noprint_wrappers=1", dir + "/demo.gif"])
        #expect(gprobe.contains("codec_name=gif"), "\(gprobe)")
    }

    @Test("The recorded trace is the scripted run's trace, and shows the segue's life cycle")
    @MainActor func traceMatchesScriptedRun() throws {
        let dir = try temporaryFolder()
        let s = try writeScript(dir)
        let r = try record(s, out: dir + "/f/", extra: ["--trace", dir + "/trace.jsonl"])
        #expect(r.status == 0, "\(r.stderr)")
        let recorded = try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let run = try ScriptedRun(storyboardPath: Self.storyboard, registries: DemoApp.registries, size: Size(320, 180), fps: 30)
        try run.play(scriptText: Self.script)
        #expect(recorded == run.trace.events.map(\.jsonLine))
        let events = run.trace.events.map(\.event)
        for step: TraceEventKind in [.shouldPerformSegue, .prepareForSegue, .performSegue, .transitionBegin, .transitionEnd, .unwind] {
            #expect(events.contains(step), "no \(step) in the trace")
        }
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    @Test("A malformed script or output gives a clear error and leaves no output behind", arguments: [
        ("0.5 key\n", "demo.script:1"),
        ("0.5 jump 1 2\n", "unknown verb"),
        ("1.0 key A\n0.5 key B\n", "demo.script:2"),
    ])
    func badScripts(text: String, message: String) throws {
        let dir = try temporaryFolder()
        let s = try writeScript(dir, text)
        let r = try record(s, out: dir + "/x.mp4")
        #expect(r.status != 0)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.mp4"))
        let ext = try record(try writeScript(dir), out: dir + "/x.avi")
        #expect(ext.status != 0 && !ext.stderr.isEmpty)
    }
}

/// Runs a tool from PATH and returns its standard output.
func runTool(_ name: String, _ args: [String]) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = [name] + args
    let out = Pipe()
    p.standardOutput = out
    p.standardError = Pipe()
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

extension RecordCommandTests {
    @Test("A live replay of a script (segue run --script) traces the same as its recording")
    func liveReplayMatchesRecording() throws {
        let dir = try temporaryFolder()
        let s = try writeScript(dir)
        let rec = try runSegue(["record", "--script", s, "--out", dir + "/f/", "--storyboard", Self.storyboard,
                                "--size", "320x180", "--fps", "60", "--quiet", "--trace", dir + "/recorded.jsonl"])
        #expect(rec.status == 0, "\(rec.stderr)")
        let live = try runSegue(["run", "--script", s, "--storyboard", Self.storyboard, "--size", "320x180",
                                 "--headless", "--trace", dir + "/live.jsonl"])
        #expect(live.status == 0, "\(live.stderr)")
        let a = try String(contentsOfFile: dir + "/recorded.jsonl", encoding: .utf8)
        let b = try String(contentsOfFile: dir + "/live.jsonl", encoding: .utf8)
        #expect(!a.isEmpty && a == b)
    }
}
