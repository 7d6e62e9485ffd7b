import Foundation
import SegueKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `segue record` and the live Ctrl+R recording under signals and window resizes (SPEC §7, §8).
@MainActor
@Suite("segue record: signals and resizes", .serialized)
struct RecordRobustnessTests {
    static let storyboard = RecordCommandTests.storyboard
    /// Long enough never to end by itself while the test waits.
    static let longScript = "0.20 key Enter\n1.10 key Escape\n600 end\n"

    static func name(_ sig: Int32) -> String {
        InterruptedBySignal(signal: sig).signalName
    }

    @Test("SIGINT, SIGTERM, SIGHUP and SIGQUIT stop record to MP4, GIF or frames: 128+signal, one line, nothing left, no ffmpeg",
          arguments: ["v.mp4", "v.gif", "frames/"])
    func interruptedRecording(out: String) throws {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try Self.longScript.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
            let segue = try SegueProcess(["record", "--script", "s.script", "--storyboard", Self.storyboard,
                                          "--size", "320x180", "--fps", "30", "--quiet", "--out", out,
                                          "--trace", "t.jsonl"], in: dir)
            // Signal it while it records: once its partial output has frames in it.
            let partial = "." + out.replacingOccurrences(of: "/", with: "") + ".partial-"
            let started = SegueProcess.waitUntil {
                guard let name = entries(dir).first(where: { $0.hasPrefix(partial) }) else { return false }
                var info = stat()
                if stat(dir + "/" + name, &info) != 0 { return false }
                return out.hasSuffix("/") ? entries(dir + "/" + name).count >= 3 : info.st_size > 0 || out.hasSuffix("gif")
            }
            #expect(started, "no partial output appeared: \(entries(dir)) \(segue.stderr)")
            usleep(200_000)
            let status = segue.interrupt(sig)
            #expect(status == 128 + sig, "\(out) \(Self.name(sig)): exit \(status); \(segue.stderr)")
            let lines = segue.stderr.split(separator: "\n")
            #expect(lines == ["segue: error: interrupted by \(Self.name(sig)); removed the partial output"], "\(lines)")
            #expect(entries(dir) == ["s.script"], "\(out) \(Self.name(sig)) left \(entries(dir))")
            #expect(SegueProcess.processes(containing: dir).isEmpty, "a process of the recording still runs")
        }
    }

    @Test("A partial output left by a killed run is removed by the next run into the same place")
    func stalePartialsAreRemoved() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.longScript.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        try "0.20 key Enter\n0.50 end\n".write(toFile: dir + "/short.script", atomically: true, encoding: .utf8)
        for out in ["v.mp4", "frames/"] {
            let segue = try SegueProcess(["record", "--script", "s.script", "--storyboard", Self.storyboard, "--size",
                                          "320x180", "--fps", "30", "--quiet", "--out", out], in: dir)
            let partial = "." + out.replacingOccurrences(of: "/", with: "") + ".partial-"
            #expect(SegueProcess.waitUntil { entries(dir).contains { $0.hasPrefix(partial) } })
            #expect(segue.interrupt(SIGKILL) == 1000 + SIGKILL)
            #expect(entries(dir).contains { $0.hasPrefix(partial) }, "SIGKILL should leave the partial for this test")
            // A partial of a process that still runs (this test's) is someone's work: kept.
            let live = dir + "/" + partial + "\(getpid())-live"
            _ = FileManager.default.createFile(atPath: live, contents: Data())
            let r = try runInFolder(["record", "--script", "short.script", "--storyboard", Self.storyboard, "--size",
                                     "320x180", "--fps", "30", "--quiet", "--out", out], dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(entries(dir).filter { $0.hasPrefix(partial) } == [(live as NSString).lastPathComponent])
            try FileManager.default.removeItem(atPath: live)
        }
        // The killed MP4 run's ffmpeg ends by itself when its input closes; wait for it.
        SegueProcess.waitUntil(timeout: 30) { SegueProcess.processes(containing: dir).isEmpty }
    }

    @Test("A script that resizes the window records every frame at the first size, letterboxed, the same every time")
    func resizedScriptKeepsOneSize() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
        0.10 key Enter
        0.40 resize 640 180
        0.80 resize 200 400
        1.20 resize 1280 720
        1.50 end
        """.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        for run in ["a", "b"] {
            let r = try runInFolder(["record", "--script", "s.script", "--storyboard", Self.storyboard, "--size", "320x180",
                                     "--fps", "10", "--quiet", "--out", run + "/"], dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let names = entries(dir + "/a")
        #expect(names.count == 15)
        for name in names {
            let a = try PixelBuffer.load(dir + "/a/" + name)
            #expect(a.width == 320 && a.height == 180, "\(name) is \(a.width)x\(a.height)")
            #expect(FileManager.default.contents(atPath: dir + "/a/" + name) == FileManager.default.contents(atPath: dir + "/b/" + name),
                    "\(name) differs between two recordings")
        }
        func isBlack(_ image: PixelBuffer, _ x: Int, _ y: Int) -> Bool {
            let i = (y * image.width + x) * 4
            return image.bytes[i] == 0 && image.bytes[i + 1] == 0 && image.bytes[i + 2] == 0 && image.bytes[i + 3] == 255
        }
        // 640×180 fits as 320×90 with black bars above and below.
        let wide = try PixelBuffer.load(dir + "/a/frame_00007.png")
        #expect((0..<320).allSatisfy { isBlack(wide, $0, 0) && isBlack(wide, $0, 44) && isBlack(wide, $0, 179) })
        #expect(!(0..<320).allSatisfy { isBlack(wide, $0, 90) })
        // 200×400 fits as 90×180 with black bars left and right.
        let tall = try PixelBuffer.load(dir + "/a/frame_00011.png")
        #expect((0..<180).allSatisfy { isBlack(tall, 0, $0) && isBlack(tall, 114, $0) && isBlack(tall, 319, $0) })
        #expect(!(0..<180).allSatisfy { isBlack(tall, 160, $0) })
        // 1280×720 has the output's aspect ratio: scaled down, no bars.
        let big = try PixelBuffer.load(dir + "/a/frame_00015.png")
        #expect(!(0..<180).allSatisfy { isBlack(big, 0, $0) })
    }

    @Test("The live app saves a Ctrl+R recording in progress on SIGINT, SIGTERM, SIGHUP or SIGQUIT, then exits")
    func liveRecordingIsSavedOnSignals() throws {
        var cases: [(Int32, Bool)] = [(SIGINT, true), (SIGTERM, true), (SIGHUP, true), (SIGQUIT, true)]
        // In a window too (the suite runs under Xvfb), where SDL has handlers of its own.
        if ProcessInfo.processInfo.environment["DISPLAY"] != nil { cases += [(SIGHUP, false), (SIGINT, false)] }
        for (sig, headless) in cases {
            let dir = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try "0.10 key Ctrl+R\n0.30 key Enter\n0.60 resize 480 200\n600 end\n"
                .write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
            let segue = try SegueProcess(["run", "--storyboard", Self.storyboard, "--size", "320x180", "--script", "s.script",
                                          "--save-script", "saved.script"] + (headless ? ["--headless"] : []), in: dir)
            #expect(SegueProcess.waitUntil { segue.stderr.contains("recording the window") }, "\(segue.stderr)")
            usleep(1_000_000)  // past the resize
            let status = segue.interrupt(sig)
            let what = "\(Self.name(sig)) \(headless ? "headless" : "windowed")"
            #expect(status == 128 + sig, "\(what): exit \(status); \(segue.stderr)")
            #expect(segue.stderr.contains("segue: error: interrupted by \(Self.name(sig)); saved the recording to "), "\(segue.stderr)")
            let videos = entries(dir).filter { $0.hasSuffix(".mp4") && $0.hasPrefix("segue-") }
            #expect(videos.count == 1 && entries(dir).allSatisfy { !$0.hasPrefix(".") }, "\(what): \(entries(dir))")
            #expect(entries(dir).contains("saved.script"))
            if let video = videos.first {
                let probe = try runTool("ffprobe", ["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0",
                                                    dir + "/" + video])
                #expect(probe.trimmingCharacters(in: .whitespacesAndNewlines) == "320,180", "\(what): \(probe)")
            }
        }
    }
}
