import Foundation
import Testing
import SegueRecorder
import SegueBenchmarks
import SegueRender
import SegueAssets

@MainActor
@Suite("Recorder: MP4 and GIF through ffmpeg")
struct RecorderFFmpegTests {
    typealias Support = RecorderTestSupport

    @Test func mp4OfSixtyFramesAtThirtyFPSLastsTwoSeconds() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("demo.mp4")
        // Odd sizes: yuv420p needs even ones, so the encoder pads.
        let recorder = try Recorder(path: out.path, width: 161, height: 91, fps: 30, progress: nil, now: { 0 })
        for index in 0..<60 { try recorder.append(rgba: Support.frame(index, width: 161, height: 91)) }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let summary = try recorder.finish()
        #expect(Support.contents(of: folder) == ["demo.mp4"])
        let facts = try Support.probe(out)
        #expect(facts["codec_name"] == "h264")
        #expect(facts["pix_fmt"] == "yuv420p")
        #expect(facts["width"] == "162" && facts["height"] == "92")
        #expect(facts["nb_read_frames"] == "60")
        #expect(facts["r_frame_rate"] == "30/1")
        #expect(abs((Double(facts["duration"] ?? "") ?? 0) - 2.0) < 0.001)
        #expect(summary.frames == 60 && summary.duration == 2)
        #expect(summary.fileSize == Int64(try Data(contentsOf: out).count))
        // +faststart: the index (moov) comes before the media data (mdat), so it streams.
        let bytes = try Data(contentsOf: out)
        let moov = bytes.range(of: Data("moov".utf8))?.lowerBound ?? Int.max
        let mdat = bytes.range(of: Data("mdat".utf8))?.lowerBound ?? -1
        #expect(moov < mdat)
    }

    @Test func gifIsProducedScaledAndReadable() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("demo.gif")
        let recorder = try Recorder(path: out.path, width: 1000, height: 100, fps: 60, progress: nil, now: { 0 })
        for index in 0..<30 { try recorder.append(rgba: Support.frame(index, width: 1000, height: 100)) }
        _ = try recorder.finish()
        let facts = try Support.probe(out)
        #expect(facts["codec_name"] == "gif")
        #expect(facts["width"] == "800" && facts["height"] == "80")
        // Half a second at 60 fps becomes half a second at 25 fps.
        let frames = Int(facts["nb_read_frames"] ?? "") ?? 0
        #expect((12...13).contains(frames))
        #expect(Support.contents(of: folder) == ["demo.gif"])
    }

    @Test func missingFFmpegIsAClearErrorAndLeavesNothing() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("demo.mp4")
        #expect(throws: RecorderError.ffmpegNotFound(searchPath: "")) {
            _ = try Recorder(path: out.path, width: 8, height: 8, fps: 30, progress: nil,
                             ffmpeg: FFmpegOptions(searchPath: ""), now: { 0 })
        }
        #expect(RecorderError.ffmpegNotFound(searchPath: "").description.contains("ffmpeg was not found"))
        #expect(throws: RecorderError.self) {
            _ = try Recorder(path: out.path, width: 8, height: 8, fps: 30, progress: nil,
                             ffmpeg: FFmpegOptions(searchPath: folder.path), now: { 0 })
        }
        #expect(Support.contents(of: folder).isEmpty)
    }

    @Test func unwritablePathIsAClearErrorAndLeavesNothing() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        #expect {
            _ = try Recorder(path: blocker.appendingPathComponent("demo.mp4").path, width: 8, height: 8, fps: 30,
                             progress: nil, now: { 0 })
        } throws: { error in
            guard case RecorderError.outputUnwritable(let path, let reason) = error else { return false }
            return path.hasSuffix("file/demo.mp4") && reason.contains("is a file, not a folder")
        }
        #expect(Support.contents(of: folder) == ["file"])
    }

    @Test func failingFFmpegReportsItsOwnWordsAndLeavesNothing() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("demo.mp4")
        let recorder = try Recorder(path: out.path, width: 64, height: 64, fps: 30, progress: nil,
                                    ffmpeg: FFmpegOptions(preset: "no-such-preset"), now: { 0 })
        var failure: Error?
        do {
            for index in 0..<200 { try recorder.append(rgba: Support.frame(index % 8, width: 64, height: 64)) }
            _ = try recorder.finish()
        } catch {
            failure = error
        }
        guard case RecorderError.ffmpegFailed(let status, let tail)? = failure as? RecorderError else {
            Issue.record("expected ffmpegFailed, got \(String(describing: failure))"); return
        }
        #expect(status != 0)
        #expect(tail.lowercased().contains("preset"))
        #expect(Support.contents(of: folder).isEmpty)
    }

    @Test func cancelStopsFFmpegAndRemovesThePartialFile() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = try Recorder(path: folder.appendingPathComponent("demo.gif").path, width: 32, height: 32,
                                    fps: 30, progress: nil, now: { 0 })
        try recorder.append(rgba: Support.frame(0, width: 32, height: 32))
        recorder.cancel()
        #expect(Support.contents(of: folder).isEmpty)
    }

    @Test func xfadeBenchmarkMakesTheReferenceDissolve() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try PixelBuffer(width: 64, height: 36, bytes: Support.frame(0, width: 64, height: 36)).writePNG(to: a.path)
        try PixelBuffer(width: 64, height: 36, bytes: Support.frame(40, width: 64, height: 36)).writePNG(to: b.path)
        let out = folder.appendingPathComponent("xfade.mp4")
        var ticks = 0.0
        let result = try XfadeBenchmark.run(from: a, to: b, output: out, width: 128, height: 72, fps: 30, duration: 1,
                                            now: { ticks += 1; return ticks })
        #expect(result.frames == 30)
        #expect(result.seconds == 1)
        let facts = try Support.probe(out)
        #expect(facts["nb_read_frames"] == "30")
        #expect(facts["width"] == "128" && facts["height"] == "72")
    }
}
