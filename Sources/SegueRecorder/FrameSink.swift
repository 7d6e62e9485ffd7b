import Foundation
import SegueCore

/// Where recorded frames go: a folder of PNGs or an ffmpeg encoder.
///
/// Frames are in the sink's `pixelFormat` (RGBA8, or yuv420p for an MP4 encoder that takes
/// it), rows top-down (the first row is the top of the image; flip what `glReadPixels`
/// returns), and the size is fixed for the whole recording. Nothing appears under the output's name until `finish()` succeeds;
/// `cancel()` (or a failure) leaves nothing there.
public protocol FrameSink: AnyObject {
    /// Frame width in pixels.
    var width: Int { get }
    /// Frame height in pixels.
    var height: Int { get }
    /// How the frames handed to `append` are laid out.
    var pixelFormat: FramePixelFormat { get }
    /// Frames appended so far.
    var framesWritten: Int { get }
    /// The final output path (a file, or a folder for PNG frames).
    var outputURL: URL { get }

    /// Adds one frame of `frameByteCount` bytes in `pixelFormat`.
    func append(frame pixels: UnsafeRawBufferPointer) throws
    /// Completes the output and moves it into place under its final name.
    func finish() throws
    /// Abandons the recording and removes anything written so far.
    func cancel()
}

extension FrameSink {
    /// Adds one frame given as a byte array.
    public func append(frame pixels: [UInt8]) throws {
        try pixels.withUnsafeBytes { try append(frame: $0) }
    }

    /// The byte count every frame must have.
    public var frameByteCount: Int { pixelFormat.byteCount(width: width, height: height) }

    /// Throws when `count` is not one frame's size.
    func checkFrame(byteCount count: Int) throws {
        if count != frameByteCount {
            throw RecorderError.frameSizeMismatch(expected: frameByteCount, got: count, format: pixelFormat)
        }
    }
}
