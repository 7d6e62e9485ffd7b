import Foundation
import SegueCore

/// Encodes frames to an MP4 (H.264, yuv420p BT.709 limited range, tagged so, constant frame
/// rate, `+faststart` so it streams) or a GIF (palette built for the clip, at most 25 fps and
/// 800 px wide by default) by piping raw frames into `ffmpeg`: RGBA, or, for MP4, yuv420p
/// already converted by the caller (the GL renderer converts on its side), which ffmpeg
/// encodes as it is.
///
/// ffmpeg writes to a hidden temporary file beside the destination, renamed into place only
/// when ffmpeg exits successfully; any failure removes it, so no half-written video is ever
/// left under the real name.
public final class FFmpegEncoder: FrameSink {
    public let width: Int
    public let height: Int
    public let fps: Double
    public let kind: OutputKind
    public let pixelFormat: FramePixelFormat
    public private(set) var framesWritten = 0
    public let outputURL: URL
    private let workURL: URL
    private var ffmpeg: FFmpegProcess?

    /// Starts ffmpeg to write `kind` (`.mp4` or `.gif`) to `url` from `width × height`
    /// frames in `pixelFormat` at `fps` frames per second. Fails before any frame when ffmpeg
    /// is missing, the destination is not writable, or the format does not suit the output
    /// (yuv420p: MP4 only, even width and height).
    public init(url: URL, kind: OutputKind, width: Int, height: Int, fps: Double,
                pixelFormat: FramePixelFormat = .rgba, options: FFmpegOptions = FFmpegOptions()) throws {
        guard width > 0, height > 0 else { throw RecorderError.badFrameSize(width: width, height: height) }
        guard fps.isFinite, fps > 0 else { throw RecorderError.badFrameRate(fps) }
        guard kind != .pngFolder else {
            throw RecorderError.unsupportedExtension(path: url.path, ext: url.pathExtension)
        }
        self.width = width
        self.height = height
        self.fps = fps
        self.kind = kind
        if pixelFormat == .yuv420p {
            guard kind == .mp4 else { throw RecorderError.pixelFormatUnsupported("yuv420p frames can only be encoded to MP4") }
            guard width % 2 == 0, height % 2 == 0 else {
                throw RecorderError.pixelFormatUnsupported("yuv420p frames need an even width and height, not \(width)x\(height)")
            }
        }
        self.pixelFormat = pixelFormat
        self.outputURL = url.standardizedFileURL
        let executable = try options.locateFFmpeg()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RecorderError.outputUnwritable(path: outputURL.path, reason: "a folder of that name exists")
        }
        try OutputFiles.prepareParent(of: outputURL)
        workURL = OutputFiles.temporarySibling(of: outputURL)
        // Creating the file ourselves first gives a clear message for an unwritable folder
        // instead of ffmpeg's.
        try OutputFiles.createEmptyFile(at: workURL, reportedAs: outputURL.path)
        do {
            ffmpeg = try FFmpegProcess(executable: executable,
                                       arguments: options.arguments(kind: kind, width: width, height: height,
                                                                    fps: fps, input: pixelFormat, output: workURL.path))
        } catch {
            try? FileManager.default.removeItem(at: workURL)
            throw error
        }
    }

    deinit { cancel() }

    public func append(frame pixels: UnsafeRawBufferPointer) throws {
        guard let ffmpeg else { throw RecorderError.notRecording }
        try checkFrame(byteCount: pixels.count)
        if let code = ffmpeg.write(pixels) {
            // ffmpeg stopped reading: its own message says why.
            self.ffmpeg = nil
            let (status, tail) = ffmpeg.finish()
            try? FileManager.default.removeItem(at: workURL)
            throw FFmpegEncoder.failure(status: status == 0 ? 1 : status, stderrTail: tail, path: outputURL.path,
                                        writeError: code)
        }
        framesWritten += 1
    }

    public func finish() throws {
        guard let ffmpeg else { throw RecorderError.notRecording }
        self.ffmpeg = nil
        let (status, tail) = ffmpeg.finish()
        guard status == 0 else {
            try? FileManager.default.removeItem(at: workURL)
            throw FFmpegEncoder.failure(status: status, stderrTail: tail, path: outputURL.path, writeError: nil)
        }
        if rename(workURL.path, outputURL.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: workURL)
            throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.errnoText(code))
        }
    }

    public func cancel() {
        guard let ffmpeg else { return }
        self.ffmpeg = nil
        ffmpeg.terminate()
        try? FileManager.default.removeItem(at: workURL)
    }

    /// The error for an ffmpeg that failed: a full disk when it says so, else its own words.
    static func failure(status: Int32, stderrTail: String, path: String, writeError: Int32?) -> RecorderError {
        if stderrTail.contains("No space left on device") || writeError == ENOSPC {
            return .diskFull(path: path)
        }
        var tail = stderrTail
        if tail.isEmpty, let writeError {
            tail = "writing frames to ffmpeg failed: \(OutputFiles.errnoText(writeError))"
        }
        return .ffmpegFailed(status: status, stderrTail: tail)
    }
}
