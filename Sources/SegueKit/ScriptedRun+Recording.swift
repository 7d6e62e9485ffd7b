import Foundation
import SegueCore
import SegueRecorder

extension ScriptedRun {
    /// The loop of `segue record`: plays `player`'s frames through the app's `FrameLoop`,
    /// drawing each with `stack`'s renderer and appending it to `recorder`, then completes the video and the trace file (if
    /// any). Returns the recording's summary.
    ///
    /// - The script's `wait idle` lines hold its clock until the scene rests (`ScriptTimeline`),
    ///   so the video may have more frames than the script; its `caption` lines set the title
    ///   bar of `overlay`, which also draws the pointer and keys when asked (`RecordingOverlay`).
    /// - The output keeps the recorder's size: a frame of another size (a `resize` line) is
    ///   scaled to fit with black bars (`Recorder.append(rgba:width:height:)`).
    /// - Between frames it checks for an interrupting signal (`InterruptSignals`, installed by
    ///   the caller) and for a trace file that could not be written; either stops it.
    /// - On any error the partial output and the trace file are removed, ffmpeg is stopped,
    ///   and the error is rethrown (an interruption says that the output was removed).
    ///
    /// The work is one draw and one encode a frame, and nothing in it reads a clock, so the same
    /// script gives the same frames.
    public func record(_ player: ScriptPlayer, stack: GraphicsStack, into recorder: Recorder,
                       overlay: RecordingOverlay? = nil) throws -> RecordingSummary {
        try record(player, platform: stack.window, renderer: stack.renderer, into: recorder, overlay: overlay)
    }

    /// The same loop on any platform and renderer: `NullPlatform` and `RecordingRenderer` run
    /// the session exactly as `segue record` does, with no GL.
    public func record(_ player: ScriptPlayer, platform: FramePlatform, renderer: FrameRenderer,
                       into recorder: Recorder, overlay: RecordingOverlay? = nil) throws -> RecordingSummary {
        // The app's frame loop, unpaced, on this run's manual clock: each frame is one step
        // of the script, and the recording, timed by the scene's clock, gets each frame once.
        let loop = FrameLoop(platform: platform, renderer: renderer, scene: scene, clock: clock, pacer: nil)
        loop.recordingOverlay = overlay ?? RecordingOverlay(showsPointer: false, showsKeys: false)
        loop.startRecording(recorder)
        var timeline = ScriptTimeline(player)
        do {
            while !timeline.isFinished {
                try InterruptSignals.check()
                if let failure = trace.failure { throw failure }
                let next = timeline.next(idle: { !scene.isAnimating })
                for caption in next.captions { loop.recordingOverlay?.caption = caption }
                advance()
                guard try loop.step(timed: next.events) != nil else { break }
            }
            if let failure = trace.failure { throw failure }
            let summary = try recorder.finish()
            // The trace ends with the script: completed (and its sink dropped) before anything
            // tears the app down.
            try trace.finish()
            return summary
        } catch {
            recorder.cancel()
            trace.discard()
            if let interruption = error as? InterruptedBySignal {
                throw interruption.with(outcome: "removed the partial output")
            }
            throw error
        }
    }
}
