import Foundation

/// Encodes RGBA frames to an MP4 (H.264, yuv420p BT.709 limited range and tagged so, constant
/// frame rate, `+faststart` so it streams) or a GIF (palette built for the clip, at most 25 fps
/// and 800 px wide by default) by piping raw frames into `ffmpeg`. For an MP4 of even size the
/// frames are converted to yuv420p here, on the writer thread (`YUV420Converter`), and ffmpeg
/// encodes them as they are; otherwise ffmpeg pads and converts them itself.
///
/// ffmpeg writes to a hidden temporary file beside the destination, renamed into place only
/// when ffmpeg exits successfully; any failure removes it, so no half-written video is ever
/// left under the real name.
public final class FFmpegEncoder: FrameSink {
    public let width: Int
    public let height: Int
    public let fps: Double
    public let kind: OutputKind
    public private(set) var framesWritten = 0
    public let outputURL: URL
    private let workURL: URL
    private var ffmpeg: FFmpegProcess?

    /// Whether frames go to ffmpeg as yuv420p converted here (an MP4 of even size).
    public let convertsToYUV: Bool

    /// Starts ffmpeg to write `kind` (`.mp4` or `.gif`) to `url` from `width × height`
    /// frames at `fps` frames per second. Fails before any frame when ffmpeg is missing or the
    /// destination is not writable.
    public init(url: URL, kind: OutputKind, width: Int, height: Int, fps: Double,
                options: FFmpegOptions = FFmpegOptions()) throws {
        guard width > 0, height > 0 else { throw RecorderError.badFrameSize(width: width, height: height) }
        guard fps.isFinite, fps > 0 else { throw RecorderError.badFrameRate(fps) }
        guard kind != .pngFolder else {
            throw RecorderError.unsupportedExtension(path: url.path, ext: url.pathExtension)
        }
        self.width = width
        self.height = height
        self.fps = fps
        self.kind = kind
        convertsToYUV = kind == .mp4 && width % 2 == 0 && height % 2 == 0
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
            let convert: FFmpegProcess.Conversion? = convertsToYUV
                ? FFmpegProcess.Conversion(outputBytes: YUV420Converter.byteCount(width: width, height: height)) { rgba, out in
                    YUV420Converter.convert(rgba: rgba, width: width, height: height, into: out)
                }
                : nil
            ffmpeg = try FFmpegProcess(executable: executable,
                                       arguments: options.arguments(kind: kind, width: width, height: height, fps: fps,
                                                                    yuvInput: convertsToYUV, output: workURL.path),
                                       convert: convert)
        } catch {
            try? FileManager.default.removeItem(at: workURL)
            throw error
        }
    }

    deinit { cancel() }

    public func append(rgba pixels: UnsafeRawBufferPointer) throws {
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
