import Foundation
import SegueCore
import SegueRecorder

extension ScriptedRun {
    /// The loop of `segue record`: plays `player`'s frames, draws each through `stack`'s
    /// renderer and appends it to `recorder`, then completes the video and the trace file (if
    /// any). Returns the recording's summary.
    ///
    /// - The output keeps the recorder's size: a frame of another size (a `resize` line) is
    ///   scaled to fit with black bars (`Recorder.append(rgba:width:height:)`).
    /// - Between frames it checks for an interrupting signal (`InterruptSignals`, installed by
    ///   the caller) and for a trace file that could not be written; either stops it.
    /// - On any error the partial output and the trace file are removed, ffmpeg is stopped,
    ///   and the error is rethrown (an interruption says that the output was removed).
    ///
    /// The work is one draw and one encode a frame, and nothing in it reads a clock, so the same
    /// script gives the same frames.
    public func record(_ player: ScriptPlayer, stack: GraphicsStack, into recorder: Recorder) throws -> RecordingSummary {
        var frame: [UInt8] = []
        do {
            for i in 0..<player.frameCount {
                try InterruptSignals.check()
                if let failure = trace.failure { throw failure }
                let list = step(player.events(forFrame: i))
                for id in scene.releasedSnapshots() { stack.renderer.releaseSnapshot(id) }
                try stack.renderer.draw(list, to: .screen)
                let size = try stack.renderer.readScreen(into: &frame)
                try frame.withUnsafeBytes { try recorder.append(rgba: $0, width: size.width, height: size.height) }
                if scene.wantsQuit { break }
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
