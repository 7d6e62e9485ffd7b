import Foundation

/// Where recorded frames go: a folder of PNGs or an ffmpeg encoder.
///
/// Frames are RGBA8, rows top-down (the first row is the top of the image; flip what
/// `glReadPixels` returns), `width × height × 4` bytes each, and the size is fixed for the
/// whole recording. Nothing appears under the output's name until `finish()` succeeds;
/// `cancel()` (or a failure) leaves nothing there.
public protocol FrameSink: AnyObject {
    /// Frame width in pixels.
    var width: Int { get }
    /// Frame height in pixels.
    var height: Int { get }
    /// Frames appended so far.
    var framesWritten: Int { get }
    /// Bytes this sink has written (after `finish()`: the output's size, counting only the
    /// files it wrote).
    var bytesWritten: Int64 { get }
    /// The final output path (a file, or a folder for PNG frames).
    var outputURL: URL { get }

    /// Adds one frame of `width × height × 4` bytes.
    func append(rgba pixels: UnsafeRawBufferPointer) throws
    /// Completes the output and moves it into place under its final name.
    func finish() throws
    /// Abandons the recording and removes anything written so far.
    func cancel()
}

extension FrameSink {
    /// Adds one frame given as a byte array.
    public func append(rgba pixels: [UInt8]) throws {
        try pixels.withUnsafeBytes { try append(rgba: $0) }
    }

    /// The byte count every frame must have.
    public var frameByteCount: Int { width * height * 4 }

    /// Throws when `count` is not one frame's size.
    func checkFrame(byteCount count: Int) throws {
        if count != frameByteCount { throw RecorderError.frameSizeMismatch(expected: frameByteCount, got: count) }
    }
}
