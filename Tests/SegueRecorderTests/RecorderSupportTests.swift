import Foundation
import Testing
import SegueRecorder

/// Shared helpers for the recorder tests: scratch folders, synthetic frames, ffprobe.
@MainActor
enum RecorderTestSupport {
    /// A fresh empty folder under the system's temporary folder.
    static func scratchFolder(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-recorder-tests-\(safe)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A frame that differs from every other frame index: a gradient whose phase moves with
    /// the index, a square moving across, and partly transparent pixels in the first row.
    static func frame(_ index: Int, width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((x * 255 / max(1, width - 1) + index * 7) % 256)
                pixels[i + 1] = UInt8((y * 255 / max(1, height - 1)) % 256)
                let inSquare = abs(x - (index * 3) % width) < width / 8 && abs(y - height / 2) < height / 6
                pixels[i + 2] = inSquare ? 255 : UInt8((index * 13) % 128)
                pixels[i + 3] = y == 0 ? UInt8((x * 17) % 256) : 255
            }
        }
        return pixels
    }

    /// Every entry of a folder, hidden ones included.
    static func contents(of url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Runs `tool` (found in PATH) and returns its stdout.
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        String(decoding: try runForBytes(tool, arguments), as: UTF8.self)
    }

    /// Runs `tool` (found in PATH) and returns its stdout as bytes.
    static func runForBytes(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FFmpegOptions().locate(tool))
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// ffprobe's `key=value` facts about a video's first stream (frames counted by decoding)
    /// and its container.
    static func probe(_ url: URL) throws -> [String: String] {
        let text = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                       "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames,r_frame_rate:format=duration,format_name",
                                       "-of", "default=noprint_wrappers=1", url.path])
        var facts: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { facts[parts[0]] = parts[1] }
        }
        return facts
    }
}

@MainActor
@Suite("Recorder output kinds, progress and summary")
struct RecorderSupportTests {
    @Test func outputKindFollowsTheExtension() throws {
        #expect(try OutputKind.from(path: "demo.mp4") == .mp4)
        #expect(try OutputKind.from(path: "out/Demo.GIF") == .gif)
        #expect(try OutputKind.from(path: "frames/") == .pngFolder)
        #expect(try OutputKind.from(path: "frames") == .pngFolder)
        #expect(throws: RecorderError.unsupportedExtension(path: "demo.mov", ext: "mov")) {
            try OutputKind.from(path: "demo.mov")
        }
        let message = RecorderError.unsupportedExtension(path: "demo.mov", ext: "mov").description
        #expect(message.contains(".mp4") && message.contains(".gif") && message.contains("folder"))
    }

    @Test func gifFrameRateDropsEvenlyToAtMost25() {
        let options = FFmpegOptions()
        #expect(options.gifFrameRate(forRecordingAt: 60) == 25)
        #expect(options.gifFrameRate(forRecordingAt: 30) == 25)
        #expect(options.gifFrameRate(forRecordingAt: 24) == 20)
        #expect(options.gifFrameRate(forRecordingAt: 10) == 10)
    }

    @Test func progressLinesAtEachTenthWhenNotATerminal() {
        var output: [String] = []
        let bar = ProgressBar(total: 60, style: .lines) { output.append($0) }
        for frame in 1...60 { bar.update(completed: frame, elapsed: Double(frame) / 30) }
        bar.finish(completed: 60, elapsed: 2)
        #expect(output.count == 10)
        #expect(output.first == "Recording: 10% (6/60 frames, 0.2 s)\n")
        #expect(output.last == "Recording: 100% (60/60 frames, 2.0 s)\n")
    }

    @Test func terminalBarRedrawsInPlace() {
        var output: [String] = []
        let bar = ProgressBar(total: 4, style: .terminal, barWidth: 8) { output.append($0) }
        bar.update(completed: 1, elapsed: 0.5)
        bar.update(completed: 1, elapsed: 0.5)  // nothing changed: not redrawn
        bar.finish(completed: 4, elapsed: 2)
        #expect(output == ["\rRecording [##......]  25%  1/4 frames  0.5 s  ~1.5 s left",
                           "\rRecording [########] 100%  4/4 frames  2.0 s", "\n"])
    }

    @Test func summaryNamesFramesDurationSizeAndTime() {
        let summary = RecordingSummary(output: URL(fileURLWithPath: "/videos/demo.mp4"), kind: .mp4, frames: 60,
                                       fps: 30, width: 1280, height: 720, fileSize: 1_234_567, timeTaken: 3.4)
        #expect(summary.duration == 2)
        #expect(summary.description
                == "Wrote /videos/demo.mp4 (MP4 video): 60 frames, 1280x720, 2.00 s at 30 fps, 1.2 MB, in 3.4 s (17.6 frames/s)")
        #expect(RecordingSummary.bytes(812) == "812 B")
    }
}
