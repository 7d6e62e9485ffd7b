import Foundation
import SegueKit
import Testing

/// `record`'s demo-video options end to end, with the GL renderer: the pointer, the keys, the
/// caption bar, 2× recording, `wait idle`, and a GIF of a mostly still demo.
@Suite("Demo videos", .serialized)
struct DemoVideoTests {
    static let script = """
    0.00 caption Explode demo
    0.20 move 250 150
    0.40 down 250 150
    0.80 up 250 150
    1.00 key Tab
    1.30 caption off
    1.60 end
    """

    /// Records `script` to PNG frames at 10 fps, 320×180 points; returns the folder.
    func frames(_ dir: String, _ name: String, _ extra: [String] = []) throws -> String {
        let path = dir + "/demo.script"
        try Self.script.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try runSegue(["record", "--script", path, "--out", "\(dir)/\(name)/", "--storyboard", RecordCommandTests.storyboard,
                              "--size", "320x180", "--fps", "10", "--quiet"] + extra)
        #expect(r.status == 0, "\(r.stderr)")
        return "\(dir)/\(name)"
    }

    func frame(_ folder: String, _ index: Int) throws -> PixelBuffer {
        try PixelBuffer.load(folder + String(format: "/frame_%05d.png", index + 1))
    }

    @Test("--cursor draws the pointer, blue while pressed, with a ripple; --keys captions the keys; caption lines a title bar")
    func pointerKeysAndCaption() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let plain = try frames(dir, "plain")
        let shown = try frames(dir, "shown", ["--cursor", "--keys"])
        // 0.3 s: the pointer rests at (250, 150): a white dot there, none without --cursor.
        let rest = try frame(shown, 3).pixel(250, 150), restPlain = try frame(plain, 3).pixel(250, 150)
        #expect(rest.r > 200 && rest.g > 200 && rest.b > 200, "\(rest)")
        #expect(restPlain.r < 100, "\(restPlain)")
        // 0.6 s: pressed: the dot is blue; the ripple tints the background around it.
        let pressed = try frame(shown, 6).pixel(250, 150)
        #expect(pressed.r < 80 && pressed.b > 200, "\(pressed)")
        let ripple = try frame(shown, 6).pixel(264, 150), around = try frame(plain, 6).pixel(264, 150)
        #expect(Int(ripple.b) > Int(around.b) + 20, "\(ripple) vs \(around)")
        // After the release the dot is white again, and the ripple is gone.
        let released = try frame(shown, 9)
        #expect(released.pixel(250, 150).r > 200)
        #expect(released.rgba(264, 150) == (try frame(plain, 9).rgba(264, 150)))
        // 1.1 s: Tab was pressed at 1.0 s: a dark key caption at the bottom centre.
        let key = try frame(shown, 11).rgba(160, 139), keyPlain = try frame(plain, 11).rgba(160, 139)
        #expect(key != keyPlain, "\(key)")
        #expect(try frame(shown, 11).rgba(160, 60) == (try frame(plain, 11).rgba(160, 60)))
        // The caption bar is over the top from 0 to 1.3 s, with or without the flags.
        let bar = try frame(plain, 1).pixel(2, 2), noBar = try frame(plain, 14).pixel(2, 2)
        #expect(Int(noBar.b) > Int(bar.b) + 20, "\(bar) vs \(noBar)")
        #expect(try frame(shown, 1).rgba(2, 2) == [bar.r, bar.g, bar.b, bar.a])
    }

    @Test("Ctrl+R recordings show the pointer and keys when run was given --cursor and --keys")
    @MainActor func ctrlRShowsThePointer() throws {
        let script = "0.00 key Ctrl+R\n0.10 move 500 300\n0.50 key Ctrl+R\n0.60 end\n"
        func pixel(_ shown: Bool) throws -> [UInt8] {
            let run = try CtrlRRecordingTests().replay(script) { $0.recordsPointer = shown; $0.recordsKeys = shown }
            defer { try? FileManager.default.removeItem(atPath: run.folder) }
            let video = try #require(run.videos.first, "\(run.log)")
            // Frame 20 (0.33 s): the pointer has been at (500, 300) for a while.
            let rgb = try RecordingOverlayTests().frame(video, 20, width: 640, height: 360)
            let i = (300 * 640 + 500) * 3
            return Array(rgb[i..<(i + 3)])
        }
        let shown = try pixel(true), plain = try pixel(false)
        #expect(shown.allSatisfy { $0 > 200 }, "\(shown)")
        #expect(plain != shown, "\(plain)")
    }

    @Test("--scale 2 draws 2× the pixels, not an upscaled 1× frame")
    func scaleTwo() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let one = try frame(try frames(dir, "one"), 15)
        let two = try frame(try frames(dir, "two", ["--scale", "2"]), 15)
        #expect(two.width == 640 && two.height == 360)
        // Averaged down, it is the 1× frame…
        var difference = 0
        var detailed = 0
        for y in 0..<180 {
            for x in 0..<320 {
                let block = [two.pixel(2 * x, 2 * y), two.pixel(2 * x + 1, 2 * y), two.pixel(2 * x, 2 * y + 1), two.pixel(2 * x + 1, 2 * y + 1)]
                let mean = block.map { Int($0.g) }.reduce(0, +) / 4
                difference += abs(mean - Int(one.pixel(x, y).g))
                // …but its 2×2 blocks are not all one colour, as an upscaled frame's would be.
                if Set(block.map { Int($0.g) }).count > 1 { detailed += 1 }
            }
        }
        #expect(Double(difference) / Double(320 * 180) < 4, "mean difference \(Double(difference) / Double(320 * 180))")
        #expect(detailed > 200, "\(detailed) blocks with detail")
    }

    @Test("A demo resting 6 s and then turning the cube once: a GIF of few frames and the exact duration, the same twice")
    func restThenTurnGIF() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = dir + "/cube.script"
        try """
        0.00 key 1
        0.00 wait idle
        6.00 key Right
        6.00 wait idle
        6.04 end
        """.write(toFile: script, atomically: true, encoding: .utf8)
        var files: [Data] = []
        for name in ["a.gif", "b.gif"] {
            let r = try runSegue(["record", "--script", script, "--out", "\(dir)/\(name)", "--size", "320x180", "--fps", "25", "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(name)")))
            // "(recorded: N frames at 25 fps)": the video's length, waits included.
            let recorded = try #require(r.stdout.range(of: #"recorded: (\d+) frames"#, options: .regularExpression)
                .map { Int(r.stdout[$0].split(separator: " ")[1])! })
            let durations = try runTool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration_time",
                                                    "-of", "csv=p=0", "\(dir)/\(name)"])
                .split(whereSeparator: \.isNewline).compactMap { Double($0) }
            #expect(durations.count < 60, "\(durations.count) frames")
            #expect(durations.contains { $0 >= 6 }, "\(durations)")
            #expect(abs(durations.reduce(0, +) - Double(recorded) / 25) < 1e-6, "\(durations.reduce(0, +)) s, \(recorded) frames")
            #expect(recorded > 6 * 25 + 10, "the waits add the transitions' frames: \(recorded)")
        }
        #expect(files[0] == files[1])
    }
}

extension PixelBuffer {
    /// One pixel's bytes, for comparing pixels.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let p = pixel(x, y)
        return [p.r, p.g, p.b, p.a]
    }
}
