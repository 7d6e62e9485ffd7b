import Foundation

/// Why a recording failed, with what a user needs to fix it. Every failure leaves no
/// half-written output under the requested name.
public enum RecorderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output path's extension names no supported kind.
    case unsupportedExtension(path: String, ext: String)
    /// The frame size is zero or negative.
    case badFrameSize(width: Int, height: Int)
    /// The frame rate is zero, negative or not finite.
    case badFrameRate(Double)
    /// A frame's byte count does not match width × height × 4.
    case frameSizeMismatch(expected: Int, got: Int)
    /// `ffmpeg` was not found in any folder of the search path.
    case ffmpegNotFound(searchPath: String)
    /// The output (or its temporary file) could not be created there.
    case outputUnwritable(path: String, reason: String)
    /// Writing failed part-way, usually because the disk is full.
    case writeFailed(path: String, reason: String)
    /// The disk filled up while writing.
    case diskFull(path: String)
    /// `ffmpeg` could not be started.
    case ffmpegLaunchFailed(executable: String, reason: String)
    /// `ffmpeg` exited unsuccessfully; `stderrTail` is the end of what it printed.
    case ffmpegFailed(status: Int32, stderrTail: String)
    /// `append` or `finish` after the recording was finished or cancelled.
    case notRecording
    /// `ffmpeg` made no progress for `seconds` (read no frame, wrote no output) and was stopped.
    case ffmpegStalled(seconds: Double, path: String)
    /// `ffmpeg` exited successfully but what it wrote is not a readable video.
    case ffmpegBadOutput(path: String, reason: String)
    /// A frames folder that holds files other than our own `frame_NNNNN.png` frames.
    case folderNotEmpty(path: String, example: String)

    public var description: String {
        switch self {
        case .unsupportedExtension(let path, let ext):
            return "cannot record to '\(path)': unsupported extension '.\(ext)'; "
                + "use .mp4, .webm, .gif, .webp, .apng, or a folder name (no extension) for numbered PNG frames"
        case .badFrameSize(let width, let height):
            return "cannot record frames of \(width)x\(height): width and height must be above zero"
        case .badFrameRate(let fps):
            return "cannot record at \(fps) frames per second: the frame rate must be a positive number"
        case .frameSizeMismatch(let expected, let got):
            return "frame has \(got) bytes; expected \(expected) (width × height × 4 bytes of RGBA, "
                + "the same size for the whole recording)"
        case .ffmpegNotFound(let searchPath):
            let folders = searchPath.isEmpty ? "(PATH is empty)" : searchPath
            return "ffmpeg was not found in PATH \(folders); install it (Debian/Ubuntu: apt-get install ffmpeg) "
                + "or record PNG frames to a folder instead"
        case .outputUnwritable(let path, let reason):
            return path.isEmpty ? "cannot record: \(reason)" : "cannot write '\(path)': \(reason)"
        case .writeFailed(let path, let reason):
            return "writing '\(path)' failed: \(reason); nothing was left under that name"
        case .diskFull(let path):
            return "the disk filled up while writing '\(path)'; free some space and record again "
                + "(nothing was left under that name)"
        case .ffmpegLaunchFailed(let executable, let reason):
            return "could not start \(executable): \(reason)"
        case .ffmpegFailed(let status, let stderrTail):
            let tail = stderrTail.isEmpty ? "(it printed nothing)" : stderrTail
            return "ffmpeg failed with exit status \(status):\n\(tail)"
        case .notRecording:
            return "the recording has already been finished or cancelled"
        case .ffmpegStalled(let seconds, let path):
            return "ffmpeg made no progress for \(RecordingSummary.rate(seconds)) s and was stopped; "
                + "nothing was left under '\(path)'"
        case .ffmpegBadOutput(let path, let reason):
            return "ffmpeg reported success but its output is not a readable video (\(reason)); "
                + "nothing was left under '\(path)'"
        case .folderNotEmpty(let path, let example):
            return "cannot record frames into '\(path)': the folder holds other files ('\(example)'); "
                + "record into a new or empty folder (only frame_NNNNN.png files from an earlier recording are replaced)"
        }
    }
}
