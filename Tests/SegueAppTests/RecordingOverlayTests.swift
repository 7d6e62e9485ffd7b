import Foundation
import SegueKit
import SegueCore
import Testing

/// What a Ctrl+R video keeps: the content, never the app's overlays (the REC badge, notices, the
/// help panel); the states that stay on are shown while on; and a GIF's limits are stated.
@MainActor
@Suite("Recording overlays", .serialized)
struct RecordingOverlayTests {
    /// The RGB pixels of frame `index` of `video` (rgb24, `width × height`).
    func frame(_ video: String, _ index: Int, width: Int, height: Int) throws -> [UInt8] {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try runTool("ffmpeg", ["-v", "error", "-i", video, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                                   "-f", "rawvideo", "-pix_fmt", "rgb24", dir + "/f.rgb"])
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/f.rgb")))
    }

    @Test func ctrlRVideosKeepNoOverlay() throws {
        // Ctrl+R at once (the REC badge is up all along), Tab (the focus ring, content, is on
        // from then on), slow motion on at 0.3 s (its badge
        // stays), help shown from 0.6 s: none of them may be in the video.
        let run = try CtrlRRecordingTests().replay("0.00 key Ctrl+R\n0.05 key Tab\n0.30 key S\n0.60 key F1\n1.00 end\n")
        defer { try? FileManager.default.removeItem(atPath: run.folder) }
        let video = try #require(run.videos.first, "\(run.log)")
        let (w, h) = (640, 360)
        let first = try frame(video, 6, width: w, height: h)
        let last = try frame(video, 55, width: w, height: h)
        #expect(first.count == w * h * 3 && last.count == w * h * 3)
        func pixel(_ f: [UInt8], _ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * w + x) * 3
            return (Int(f[i]), Int(f[i + 1]), Int(f[i + 2]))
        }
        // The REC dot's centre (top right) is not red.
        for f in [first, last] {
            let (r, g, b) = pixel(f, w - 92 + 17, 12 + 15)
            #expect(!(r > 150 && g < 100 && b < 100), "the REC dot was recorded: \(r) \(g) \(b)")
        }
        // The frame is the same with and without the help panel and the slow-motion badge on
        // screen: the content did not change meanwhile (home at rest).
        var differing = 0
        for i in stride(from: 0, to: first.count, by: 3) where abs(Int(first[i]) - Int(last[i])) > 24 { differing += 1 }
        #expect(differing < w * h / 200, "\(differing) pixels differ: an overlay was recorded")
    }

    @Test func slowMotionAndReduceMotionStayShownWhileOn() throws {
        let scene = try StoryboardScene(storyboardPath: CtrlRRecordingTests.storyboard, size: Size(640, 360),
                                        clock: ManualClock())
        func badge() -> Bool {
            scene.overlay().contains { q in
                if case .text(let t) = q.content { return t.text.contains("Slow motion") || t.text.contains("Reduce Motion") }
                return false
            }
        }
        #expect(!badge())
        scene.handle(.keyDown(Key("S"), []))
        (scene.clock as? ManualClock)?.advance(by: 5)
        #expect(badge(), "still shown long after the notice went")
        scene.handle(.keyDown(Key("S"), []))
        (scene.clock as? ManualClock)?.advance(by: 5)
        #expect(!badge())
        scene.handle(.keyDown(Key("M"), []))
        (scene.clock as? ManualClock)?.advance(by: 5)
        #expect(badge())
    }

    @Test func gifLimitsAreStated() throws {
        let help = try runSegue(["record", "--help"])
        let text = help.stdout + help.stderr
        #expect(text.contains("25") && text.contains("800"), "\(text)")
        var summary = RecordingSummary(output: URL(fileURLWithPath: "/v/demo.gif"), kind: .gif, frames: 120, fps: 60,
                                       width: 1280, height: 720, fileSize: 2_000_000, timeTaken: 2)
        summary.fileFrameRate = 25
        summary.fileWidth = 800
        summary.fileHeight = 450
        #expect(summary.description.contains("at 60 fps (the file: 25 fps, 800x450)"), "\(summary.description)")
    }
}
