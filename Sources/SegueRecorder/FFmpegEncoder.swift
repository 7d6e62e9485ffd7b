import Foundation
import SegueCore
import SegueIO

/// Encodes RGBA frames to an MP4 (H.264, yuv420p BT.709 limited range and tagged so, constant
/// frame rate, `+faststart` so it streams), a WebM (VP9, the same colours), an animated WebP or
/// an animated PNG by piping raw frames into `ffmpeg`, with its bit-exact flags: the same frames
/// give the same file. (A GIF is written by `GIFWriter`.) For an MP4 or WebM of even size the
/// frames are converted to yuv420p here, on the writer thread (`YUV420Converter`), and ffmpeg
/// encodes them as they are; otherwise ffmpeg pads and converts them itself.
///
/// ffmpeg writes to a hidden temporary file beside the destination, renamed into place only
/// when ffmpeg exits successfully *and* the file is a readable video (its header, and
/// `ffprobe` when there is one); any failure removes it, so no half-written video is ever
/// left under the real name. A destination that is a device or a FIFO is written through: the
/// video is made in the temporary folder and copied into the node. ffmpeg is watched
/// (`FFmpegOptions.stallTimeout`) and stopped, with the output removed, on an interrupting
/// signal (`InterruptSignals`).
public final class FFmpegEncoder: FrameSink {
    public let width: Int
    public let height: Int
    /// The video's frame rate in frames per second.
    public let fps: Double
    /// Which video this is (`.mp4`, `.webm`, `.webp` or `.apng`).
    public let kind: OutputKind
    public private(set) var framesWritten = 0
    public private(set) var bytesWritten: Int64 = 0
    /// What the finished file holds as ffprobe reads it back (nil before `finish`, or when
    /// there is no ffprobe to ask).
    public private(set) var fileFacts: VideoFacts?
    public let outputURL: URL
    private let destination: OutputDestination
    private let workURL: URL
    /// The name ffmpeg and ffprobe are given for the work file: the file itself or, when its
    /// path is not UTF-8 text (which a child's arguments cannot carry), a link to it in the
    /// temporary folder (`toolLink`).
    private let toolPath: String
    private let toolLink: String?
    private let options: FFmpegOptions
    private var ffmpeg: FFmpegProcess?

    /// Whether frames go to ffmpeg as yuv420p converted here (an MP4 or WebM of even size).
    public let convertsToYUV: Bool

    /// Starts ffmpeg to write `kind` (`.mp4`, `.webm`, `.webp` or `.apng`) to `url` from `width × height`
    /// frames at `fps` frames per second. Fails before any frame when ffmpeg is missing or the
    /// destination is not writable.
    public init(url: URL, kind: OutputKind, width: Int, height: Int, fps: Double,
                options: FFmpegOptions = FFmpegOptions()) throws {
        guard width > 0, height > 0 else { throw RecorderError.badFrameSize(width: width, height: height) }
        guard fps.isFinite, fps > 0 else { throw RecorderError.badFrameRate(fps) }
        guard kind != .pngFolder, kind != .gif else {
            throw RecorderError.unsupportedExtension(path: url.path, ext: url.pathExtension)
        }
        self.width = width
        self.height = height
        self.fps = fps
        self.kind = kind
        self.options = options
        convertsToYUV = (kind == .mp4 || kind == .webm) && width % 2 == 0 && height % 2 == 0
        self.outputURL = url.standardizedFileURL
        let executable = try options.locateFFmpeg()
        do {
            destination = try OutputDestination.of(outputURL.path, requireFolder: false)
        } catch let error as OutputFileError {
            throw RecorderError.outputUnwritable(path: outputURL.path, reason: error.reason)
        }
        switch destination {
        case .replace(let final):
            try OutputFiles.prepareParent(of: URL(fileURLWithPath: final))
            OutputDestination.removeStalePartials(of: final)
            workURL = URL(fileURLWithPath: OutputDestination.temporarySibling(of: final))
        case .writeThrough, .standardOutput:
            // ffmpeg needs a seekable file for an MP4; the finished video is copied into the node.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(PathName(outputURL.path).lastComponent.description).path
            OutputDestination.removeStalePartials(of: scratch)
            workURL = URL(fileURLWithPath: OutputDestination.temporarySibling(of: scratch))
        }
        // Creating the file ourselves first gives a clear message for an unwritable folder
        // instead of ffmpeg's.
        try OutputFiles.createEmptyFile(at: workURL, reportedAs: outputURL.path)
        do {
            (toolPath, toolLink) = try OutputFiles.textPath(for: workURL.path)
        } catch {
            OutputFile.unlink(workURL.path)
            throw RecorderError.outputUnwritable(path: outputURL.path, reason: error.reason)
        }
        do {
            let convert: FFmpegProcess.Conversion? = convertsToYUV
                ? FFmpegProcess.Conversion(outputBytes: YUV420Converter.byteCount(width: width, height: height)) { rgba, out in
                    YUV420Converter.convert(rgba: rgba, width: width, height: height, into: out)
                }
                : nil
            ffmpeg = try FFmpegProcess(executable: executable,
                                       arguments: options.arguments(kind: kind, width: width, height: height, fps: fps,
                                                                    yuvInput: convertsToYUV, output: toolPath),
                                       convert: convert, stallTimeout: options.stallTimeout,
                                       watchedOutput: toolPath)
        } catch {
            removeWork()
            throw error
        }
    }

    deinit { cancel() }

    public func append(rgba pixels: UnsafeRawBufferPointer) throws {
        guard let ffmpeg else { throw RecorderError.notRecording }
        try checkFrame(byteCount: pixels.count)
        let code: Int32?
        do {
            code = try ffmpeg.write(pixels)
        } catch FFmpegProcess.Failure.interrupted(let sig) {
            // The caller decides: `record` cancels, the live app finishes what it has.
            throw InterruptedBySignal(signal: sig)
        } catch {
            throw fail(error)
        }
        if let code {
            // ffmpeg stopped reading: its own message says why.
            self.ffmpeg = nil
            let (status, tail) = (try? ffmpeg.finish()) ?? (1, "")
            removeWork()
            throw FFmpegEncoder.failure(status: status == 0 ? 1 : status, stderrTail: tail, path: outputURL.path,
                                        writeError: code)
        }
        framesWritten += 1
    }

    /// Flushes a finished file to the disk before it is renamed into place, so that a crash
    /// afterwards never leaves a truncated video under the final name.
    private static func flushToDisk(_ path: String, reportedAs reported: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RecorderError.writeFailed(path: reported, reason: OutputFiles.errnoText(errno)) }
        defer { close(fd) }
        if fsync(fd) != 0 { throw RecorderError.writeFailed(path: reported, reason: OutputFiles.errnoText(errno)) }
    }

    public func finish() throws {
        guard let ffmpeg else { throw RecorderError.notRecording }
        let status: Int32, tail: String
        do {
            (status, tail) = try ffmpeg.finish()
        } catch {
            throw fail(error)
        }
        self.ffmpeg = nil
        // ffmpeg stopped at the limit on file size (it inherits SIGXFSZ ignored, so its write
        // failed with EFBIG): whatever it said, or however its file reads, that is the reason.
        if let limit = ResourceLimits.fileSize, FFmpegEncoder.size(of: toolPath) >= limit {
            removeWork()
            throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.errnoText(EFBIG))
        }
        guard status == 0 else {
            removeWork()
            throw FFmpegEncoder.failure(status: status, stderrTail: tail, path: outputURL.path, writeError: nil)
        }
        do {
            fileFacts = try FFmpegOutputCheck.check(toolPath, kind: kind, options: options, expected: expectedVideo,
                                                    reportedAs: outputURL.path)
            // A signal that came while ffmpeg finished stops it here, before the video takes the
            // user's name.
            try InterruptSignals.check()
            try FFmpegEncoder.flushToDisk(toolPath, reportedAs: outputURL.path)
            bytesWritten = FFmpegEncoder.size(of: toolPath)
            switch destination {
            case .replace(let final):
                if OutputFile.rename(workURL.path, final) != 0 {
                    throw RecorderError.writeFailed(path: outputURL.path, reason: OutputFiles.errnoText(errno))
                }
                if let toolLink { unlink(toolLink) }
            case .writeThrough, .standardOutput:
                try FFmpegEncoder.copy(toolPath, into: destination.path, reportedAs: outputURL.path)
                removeWork()
            }
        } catch {
            removeWork()
            throw error
        }
    }

    /// What ffmpeg was asked to write: every frame, an MP4 or WebM padded to even sides.
    private var expectedVideo: ExpectedVideo {
        let even = kind == .mp4 || kind == .webm
        return ExpectedVideo(width: even ? width + width % 2 : width, height: even ? height + height % 2 : height,
                             heightTolerance: 0, frames: framesWritten, frameTolerance: 0)
    }

    /// Removes the work file (by its exact name) and the link ffmpeg was given to it.
    private func removeWork() {
        OutputFile.unlink(workURL.path)
        if let toolLink { unlink(toolLink) }
    }

    /// Stops ffmpeg and removes the output after a stall, a signal or a write error; returns
    /// the error to throw.
    private func fail(_ error: Error) -> Error {
        cancel()
        switch error {
        case FFmpegProcess.Failure.stalled(let seconds):
            return RecorderError.ffmpegStalled(seconds: seconds, path: outputURL.path)
        case FFmpegProcess.Failure.interrupted(let sig):
            return InterruptedBySignal(signal: sig, outcome: "removed the partial output")
        default:
            return error
        }
    }

    public func cancel() {
        guard let ffmpeg else { return }
        self.ffmpeg = nil
        ffmpeg.terminate()
        removeWork()
    }

    private static func size(of path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }

    /// Copies a finished video into a device or FIFO, every write checked.
    private static func copy(_ source: String, into node: String, reportedAs path: String) throws {
        guard let input = FileHandle(forReadingAtPath: source) else {
            throw RecorderError.writeFailed(path: path, reason: "the finished video could not be read back")
        }
        defer { try? input.close() }
        do {
            let file = try OutputFile(path: node)
            defer { file.discard() }
            // In pieces: a long video need not fit in memory, and a signal stops the copy.
            while let chunk = try? input.read(upToCount: 1 << 20), !chunk.isEmpty {
                try file.write(chunk)
                try InterruptSignals.check()
            }
            try file.commit()
        } catch let error as OutputFileError {
            throw RecorderError.writeFailed(path: path, reason: error.reason)
        }
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
