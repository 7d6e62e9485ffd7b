import Foundation
import SegueAssets

extension PixelBuffer {
    /// Writes the image as a PNG output (`segue render --out`, `--screenshot`): a regular file
    /// is replaced atomically once the whole PNG is on disk (a full disk is an error and leaves
    /// nothing under the name); a device, FIFO or symlink is written through, never replaced.
    public func writePNG(to path: String) throws {
        try bytes.withUnsafeBytes { try PNGSequenceWriter.savePNG($0, width: width, height: height, to: path) }
    }
}
