import Foundation
import SegueCore

extension Recorder {
    /// Reads the frame `renderer` (any `FrameRenderer`) last drew to its screen target back
    /// (`readScreen(into:)`) and
    /// appends it, as a frame captured `time` seconds after the recording started
    /// (`append(rgba:width:height:rowOrder:capturedAt:)`: written as often as that time says,
    /// a frame of another size fitted into the recording's). This is how the app's frame loop
    /// records: the readback buffer is the recorder's, reused from frame to frame.
    /// Returns how many times the frame was written.
    @discardableResult
    public func appendScreen(of renderer: FrameRenderer, capturedAt time: Double) throws -> Int {
        let size = try renderer.readScreen(into: &readbackBuffer)
        return try readbackBuffer.withUnsafeBytes {
            try append(rgba: $0, width: size.width, height: size.height, capturedAt: time)
        }
    }
}
