import Foundation
import Testing
import SegueRecorder
import SegueTestSupport

/// An ffmpeg that misbehaves never gives a "video": a fake ffmpeg (a shell script named as the
/// executable) that hangs, exits 0 having written nothing or garbage, or fails, is an error with
/// nothing left under the output's name and no process of it left running.
@MainActor
@Suite("Recorder: ffmpeg faults", .serialized)
struct RecorderFFmpegFaultTests {
    typealias Support = RecorderTestSupport

    /// Writes an executable shell script; `$OUT` in `body` is ffmpeg's last argument (the output).
    static func fakeFFmpeg(in folder: URL, _ body: String) throws -> String {
        let path = folder.appendingPathComponent("fake-ffmpeg").path
        try writeExecutable("#!/bin/sh\nfor a; do OUT=$a; done\n" + body + "\n", to: path)
        return path
    }

    /// Records `frames` small frames to `name` in `folder` through `ffmpeg`; returns the error.
    static func record(_ name: String, in folder: URL, ffmpeg: String, frames: Int = 4,
                       stallTimeout: Double = 30) -> Error? {
        do {
            let recorder = try Recorder(path: folder.appendingPathComponent(name).path, width: 32, height: 16, fps: 30,
                                        progress: nil,
                                        ffmpeg: FFmpegOptions(executable: ffmpeg, stallTimeout: stallTimeout), now: { 0 })
            for i in 0..<frames { try recorder.append(rgba: Support.frame(i, width: 32, height: 16)) }
            _ = try recorder.finish()
            return nil
        } catch {
            return error
        }
    }

    /// Process ids whose command line contains `marker`.
    static func processes(containing marker: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.filter { name in
            guard Int(name) != nil, let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(marker)
        }
    }

    @Test("An ffmpeg that hangs is stopped after the stall timeout, with its children", arguments: [4, 2000])
    func hangingFFmpeg(frames: Int) throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Reads nothing (2000 frames fill the pipe: the wait for room stalls) or everything
        // (4 frames: the wait for ffmpeg to exit stalls); a child of it holds the pipes open.
        let marker = "7\(UInt32.random(in: 1000...9999)).5"
        let body = frames > 1000 ? "sleep \(marker) & wait" : "cat > /dev/null; sleep \(marker) & wait"
        let ffmpeg = try Self.fakeFFmpeg(in: folder, body)
        let start = Date()
        let error = Self.record("v.mp4", in: folder, ffmpeg: ffmpeg, frames: frames, stallTimeout: 1)
        let seconds = Date().timeIntervalSince(start)
        guard case RecorderError.ffmpegStalled(let timeout, let path)? = error as? RecorderError else {
            Issue.record("expected ffmpegStalled, got \(String(describing: error))"); return
        }
        #expect(timeout == 1 && path.hasSuffix("v.mp4"))
        #expect(seconds < 10, "took \(seconds) s")
        #expect((error as? RecorderError)?.description.contains("made no progress for 1 s") == true)
        #expect(Support.contents(of: folder) == ["fake-ffmpeg"])
        #expect(Self.processes(containing: "sleep\0\(marker)").isEmpty, "the hung ffmpeg's child is still running")
    }

    @Test("An ffmpeg that exits 0 with no output, or garbage, is an error, never a video", arguments: [
        ("cat > /dev/null", "ffmpeg wrote nothing"),
        ("cat > /dev/null; printf 'garbage!' > \"$OUT\"", "no MP4 header"),
        // A plausible header over garbage: only ffprobe can tell.
        ("cat > /dev/null; printf '\\000\\000\\000\\030ftypisom-and-then-garbage' > \"$OUT\"", "ffprobe cannot read it"),
    ])
    func successWithoutAVideo(body: String, reason: String) throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = Self.record("v.mp4", in: folder, ffmpeg: try Self.fakeFFmpeg(in: folder, body))
        guard case RecorderError.ffmpegBadOutput(let path, let why)? = error as? RecorderError else {
            Issue.record("expected ffmpegBadOutput, got \(String(describing: error))"); return
        }
        #expect(path.hasSuffix("v.mp4"))
        #expect(why.contains(reason), "\(why)")
        #expect(Support.contents(of: folder) == ["fake-ffmpeg"])
    }

    @Test("An ffmpeg that fails, at once or part-way, is an error in its own words")
    func failingFFmpeg() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for body in ["cat > /dev/null; echo 'boom: cannot encode' >&2; exit 3",
                     "echo 'boom: cannot encode' >&2; exit 3"] {
            let error = Self.record("v.mp4", in: folder, ffmpeg: try Self.fakeFFmpeg(in: folder, body), frames: 200)
            guard case RecorderError.ffmpegFailed(let status, let tail)? = error as? RecorderError else {
                Issue.record("expected ffmpegFailed, got \(String(describing: error))"); continue
            }
            #expect(status == 3)
            #expect(tail.contains("boom: cannot encode"))
            #expect(Support.contents(of: folder) == ["fake-ffmpeg"])
        }
    }
}
