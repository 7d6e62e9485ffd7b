import Foundation
import Testing
import SegueCore
import SegueKit
import SegueDemo
import SegueRecorder

/// The recording's own overlay (pointer, keys, caption) goes through the frame's recorded-overlay
/// stage, never the screen's overlay; and `wait idle` lengthens a recording by exactly the frames
/// the scene animated. With the null platform and the recording renderer: no GL.
@MainActor
@Suite("Recorded overlay stage", .serialized)
struct RecordedOverlayStageTests {
    static let size = Size(640, 360)

    func record(_ script: String, overlay: RecordingOverlay?) throws -> (RecordingRenderer, RecordingSummary) {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try ScriptedRun.demo(size: Self.size, fps: 30)
        let player = try ScriptPlayer(script: InputScriptParser.parse(script, file: "script"), fps: 30)
        let recorder = try Recorder(path: root + "/frames/", width: 640, height: 360, fps: 30, progress: nil, now: { 0 })
        let renderer = RecordingRenderer()
        let summary = try run.record(player, platform: NullPlatform(size: Self.size, step: 1.0 / 30), renderer: renderer,
                                     into: recorder, overlay: overlay)
        return (renderer, summary)
    }

    @Test func pointerKeysAndCaptionAreRecordedOverlayOnly() throws {
        let script = "0 caption Hello\n0.1 move 300 200\n0.2 key Right\n0.5 caption off\n1 end"
        let (shown, _) = try record(script, overlay: RecordingOverlay(showsPointer: true, showsKeys: true))
        let (plain, _) = try record(script, overlay: nil)
        #expect(shown.recordedOverlays.count == 30)
        // Frame 0: the caption bar alone; frame 4: the pointer too; frame 7: and the key caption.
        #expect(!shown.recordedOverlays[0].isEmpty)
        #expect(shown.recordedOverlays[4].count > shown.recordedOverlays[0].count)
        #expect(shown.recordedOverlays[7].count > shown.recordedOverlays[4].count)
        // Without the flags only the caption is drawn, until `caption off`; the screen's overlay
        // never has any of it.
        #expect(plain.recordedOverlays[4].count == shown.recordedOverlays[0].count)
        #expect(plain.recordedOverlays[20].isEmpty)
        #expect(shown.overlays == plain.overlays)
    }

    @Test func waitIdleAddsTheFramesTheSceneAnimated() throws {
        let (_, straight) = try record("0.1 key 1\n1 end", overlay: nil)
        let (_, waited) = try record("0.1 key 1\n0.1 wait idle\n1 end", overlay: nil)
        #expect(straight.frames == 30)
        // The push to the cube animates for some frames: the wait adds them (and one to see it rest).
        #expect(waited.frames > 35 && waited.frames < 90, "\(waited.frames)")
    }
}
