import Foundation
import SegueCore
import SegueIO

/// Records a run of frames to the output `segue record` was asked for: opens the right sink
/// for the path's extension, checks and (if needed) flips each frame, keeps a progress bar
/// going, and reports a summary at the end.
///
/// ```swift
/// let recorder = try Recorder(path: "demo.mp4", width: 1280, height: 720, fps: 60,
///                             expectedFrames: player.frameCount, now: platform.seconds)
/// for frame in 0..<player.frameCount {
///     … deliver player.events(forFrame: frame), render …
///     try recorder.append(rgba: pixels, rowOrder: .bottomUp)  // straight from glReadPixels
/// }
/// print(try recorder.finish())
/// ```
///
/// On any error the partial output is removed; call `cancel()` when stopping early for a
/// reason of your own (such as a bad script discovered mid-way).
public final class Recorder {
    /// Which way a frame's rows run in memory.
    public enum RowOrder: Sendable {
        /// First row is the top of the image (SDL surfaces, PNG).
        case topDown
        /// First row is the bottom (OpenGL's `glReadPixels`); flipped before writing.
        case bottomUp
    }

    /// What is written, chosen from the path's extension (`OutputKind`).
    public let kind: OutputKind
    /// The recording's frame rate in frames per second.
    public let fps: Double
    /// Where the frames go: a `GIFWriter` for a GIF, an `FFmpegEncoder` for another video, a PNG
    /// writer for a folder.
    public let sink: FrameSink
    private let progress: ProgressBar?
    private let ffmpeg: FFmpegOptions
    private let now: () -> Double
    private let startTime: Double
    private var flipBuffer: [UInt8] = []
    private var fitter: FrameFitter?
    private var fitBuffer: [UInt8] = []
    /// Frames read back from the renderer (`appendScreen(of:capturedAt:)`).
    var readbackBuffer: [UInt8] = []

    /// Opens `path` for recording `width × height` frames at `fps`. The kind follows the
    /// extension (`OutputKind.from(path:)`). `expectedFrames` sizes the progress bar, shown
    /// on stderr when `showProgress` is true. `now` is the caller's time source in seconds,
    /// used only to report how long the recording took.
    public convenience init(path: String, width: Int, height: Int, fps: Double,
                            expectedFrames: Int? = nil, showProgress: Bool = true,
                            ffmpeg: FFmpegOptions = FFmpegOptions(), now: @escaping () -> Double) throws {
        let progress = (showProgress && expectedFrames != nil)
            ? ProgressBar.onStandardError(total: expectedFrames ?? 0) : nil
        try self.init(path: path, width: width, height: height, fps: fps, progress: progress,
                      ffmpeg: ffmpeg, now: now)
    }

    /// As above, with a progress bar of the caller's making (or none).
    public init(path: String, width: Int, height: Int, fps: Double, progress: ProgressBar?,
                ffmpeg: FFmpegOptions = FFmpegOptions(), now: @escaping () -> Double) throws {
        guard fps.isFinite, fps > 0 else { throw RecorderError.badFrameRate(fps) }
        kind = try OutputKind.from(path: path)
        self.fps = fps
        let url = PathName(path).fileURL
        switch kind {
        case .pngFolder:
            sink = try PNGSequenceWriter(folder: url, width: width, height: height)
        case .gif:
            sink = try GIFWriter(url: url, width: width, height: height, fps: fps, options: ffmpeg)
        case .mp4, .webm, .webp, .apng:
            sink = try FFmpegEncoder(url: url, kind: kind, width: width, height: height, fps: fps, options: ffmpeg)
        }
        self.progress = progress
        self.ffmpeg = ffmpeg
        self.now = now
        self.startTime = now()
    }

    /// Frames appended so far.
    public var framesWritten: Int { sink.framesWritten }

    /// Adds a frame of RGBA8 bytes.
    public func append(rgba pixels: UnsafeRawBufferPointer, rowOrder: RowOrder = .topDown) throws {
        try append(rgba: pixels, rowOrder: rowOrder, copies: 1)
    }

    /// Adds a frame given as a byte array.
    public func append(rgba pixels: [UInt8], rowOrder: RowOrder = .topDown) throws {
        try pixels.withUnsafeBytes { try append(rgba: $0, rowOrder: rowOrder, copies: 1) }
    }

    /// Adds a frame captured `time` seconds after the recording started, for recording a live
    /// window (Ctrl+R) whose frames do not come at the recording's exact rate: the frame is
    /// written as many times as needed for the video to reach `time` at a constant frame rate
    /// (several times after a slow frame, not at all when frames come faster than `fps`).
    /// Returns how many times it was written.
    @discardableResult
    public func append(rgba pixels: UnsafeRawBufferPointer, rowOrder: RowOrder = .topDown,
                       capturedAt time: Double) throws -> Int {
        let due = Int((max(0, time) * fps + 1e-9).rounded(.down)) + 1
        let copies = max(0, due - sink.framesWritten)
        try append(rgba: pixels, rowOrder: rowOrder, copies: copies)
        return copies
    }

    /// Adds a frame of `width × height` pixels, whatever the recording's size: a frame of
    /// another size (the window was resized) is scaled to fit the recording's size, keeping
    /// its aspect ratio, with black bars around it (`FrameFitter`). A video keeps one size.
    public func append(rgba pixels: UnsafeRawBufferPointer, width: Int, height: Int,
                       rowOrder: RowOrder = .topDown) throws {
        try append(rgba: pixels, width: width, height: height, rowOrder: rowOrder, copies: 1)
    }

    /// As `append(rgba:rowOrder:capturedAt:)`, for a frame of any size (fitted as above).
    @discardableResult
    public func append(rgba pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowOrder: RowOrder = .topDown,
                       capturedAt time: Double) throws -> Int {
        let due = Int((max(0, time) * fps + 1e-9).rounded(.down)) + 1
        let copies = max(0, due - sink.framesWritten)
        try append(rgba: pixels, width: width, height: height, rowOrder: rowOrder, copies: copies)
        return copies
    }

    private func append(rgba pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowOrder: RowOrder,
                        copies: Int) throws {
        guard width != sink.width || height != sink.height else {
            return try append(rgba: pixels, rowOrder: rowOrder, copies: copies)
        }
        guard copies > 0 else { return }
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            throw RecorderError.frameSizeMismatch(expected: width * height * 4, got: pixels.count)
        }
        let fitter = self.fitter ?? FrameFitter(outputWidth: sink.width, outputHeight: sink.height)
        self.fitter = fitter
        if fitBuffer.count != sink.frameByteCount { fitBuffer = [UInt8](repeating: 0, count: sink.frameByteCount) }
        fitBuffer.withUnsafeMutableBytes {
            fitter.fit(pixels, width: width, height: height, bottomUp: rowOrder == .bottomUp, into: $0)
        }
        try fitBuffer.withUnsafeBytes { try append(rgba: $0, rowOrder: .topDown, copies: copies) }
    }

    private func append(rgba pixels: UnsafeRawBufferPointer, rowOrder: RowOrder, copies: Int) throws {
        guard copies > 0 else { return }
        switch rowOrder {
        case .topDown:
            for _ in 0..<copies { try sink.append(rgba: pixels) }
        case .bottomUp:
            try sink.checkFrame(byteCount: pixels.count)
            let rowBytes = sink.width * 4
            let height = sink.height
            if flipBuffer.count != pixels.count { flipBuffer = [UInt8](repeating: 0, count: pixels.count) }
            flipBuffer.withUnsafeMutableBytes { out in
                for row in 0..<height {
                    let source = pixels.baseAddress! + (height - 1 - row) * rowBytes
                    (out.baseAddress! + row * rowBytes).copyMemory(from: source, byteCount: rowBytes)
                }
            }
            for _ in 0..<copies { try flipBuffer.withUnsafeBytes { try sink.append(rgba: $0) } }
        }
        progress?.update(completed: sink.framesWritten, elapsed: now() - startTime)
    }

    /// A file name for a live recording started at `date` (local time):
    /// `segue-2026-11-22-14.05.09.mp4`. The caller supplies the date, read from the platform clock.
    public static func timestampedFileName(for date: Date, timeZone: TimeZone = .current,
                                           extension ext: String = "mp4") -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "segue-\(c.year ?? 0)-\(two(c.month))-\(two(c.day))-\(two(c.hour)).\(two(c.minute)).\(two(c.second)).\(ext)"
    }

    /// Completes the output and says what was written.
    public func finish() throws -> RecordingSummary {
        try sink.finish()
        let elapsed = now() - startTime
        progress?.finish(completed: sink.framesWritten, elapsed: elapsed)
        var summary = RecordingSummary(output: sink.outputURL, kind: kind, frames: sink.framesWritten, fps: fps,
                                       width: sink.width, height: sink.height,
                                       fileSize: sink.bytesWritten, timeTaken: elapsed)
        summary.file = (sink as? FFmpegEncoder)?.fileFacts
        if let gif = sink as? GIFWriter {
            summary.file = gif.fileFacts
            summary.fileFrameRate = 100 / Double(gif.slotHundredths)
            if gif.fileWidth != sink.width { (summary.fileWidth, summary.fileHeight) = (gif.fileWidth, gif.fileHeight) }
            summary.note = gif.note
        }
        return summary
    }

    /// Stops and removes the partial output.
    public func cancel() {
        sink.cancel()
    }
}
