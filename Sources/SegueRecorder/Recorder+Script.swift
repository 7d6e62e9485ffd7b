import Foundation
import SegueCore

extension Recorder {
    /// Records a scripted session: for each of the player's frames, hands that frame's index,
    /// time and due input events to `renderFrame`, which applies the events, steps the app to
    /// the time and returns the rendered pixels (`rowOrder` says which way its rows run).
    /// Finishes the output and returns its summary; on any error the partial output is removed
    /// and the error rethrown.
    ///
    /// An interrupting signal (`InterruptSignals`, when installed) stops it between frames
    /// with the partial output removed.
    ///
    /// This is the fixed-timestep loop of `segue record`: nothing in it reads a clock, so the
    /// same script and the same renderer give the same frames every time.
    public func record(_ player: ScriptPlayer, rowOrder: RowOrder = .topDown,
                       renderFrame: (_ index: Int, _ time: Double, _ events: [InputEvent]) throws -> [UInt8])
        throws -> RecordingSummary {
        do {
            for index in 0..<player.frameCount {
                try InterruptSignals.check()
                let pixels = try renderFrame(index, player.time(ofFrame: index), player.events(forFrame: index))
                try append(rgba: pixels, rowOrder: rowOrder)
            }
            return try finish()
        } catch let interruption as InterruptedBySignal {
            cancel()
            throw interruption.with(outcome: "removed the partial output")
        } catch {
            cancel()
            throw error
        }
    }
}
