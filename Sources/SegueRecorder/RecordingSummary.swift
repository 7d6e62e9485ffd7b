import Foundation

/// What a finished recording produced, for the line `segue record` prints at the end.
public struct RecordingSummary: Hashable, Sendable, CustomStringConvertible {
    /// Where the output is (a file, or a folder of PNG frames).
    public var output: URL
    /// What was written: an MP4, a GIF or a folder of PNG frames.
    public var kind: OutputKind
    /// Frames recorded (before any GIF frame-rate reduction).
    public var frames: Int
    /// Recording frame rate.
    public var fps: Double
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Bytes on disk (all frames for a folder).
    public var fileSize: Int64
    /// Seconds the recording took, as measured by the caller's time source.
    public var timeTaken: Double
    /// The frame rate in the file, when it differs from `fps` (a GIF keeps at most 25 a second).
    public var fileFrameRate: Double?
    /// The frame width in the file, when it differs from the recorded one (a GIF is at most
    /// 800 pixels wide).
    public var fileWidth: Int?
    /// The frame height in the file, when it differs from the recorded one (scaled with the width).
    public var fileHeight: Int?
    /// Something the reader should know about the file (a GIF's frame rate that could not be exact).
    public var note: String?
    /// What the written file holds, read back by ffprobe (nil for PNG frames, or without
    /// ffprobe). When present, the summary reports these rather than the request.
    public var file: VideoFacts?

    /// A summary with every field given; the fields' descriptions say what each holds.
    public init(output: URL, kind: OutputKind, frames: Int, fps: Double, width: Int, height: Int,
                fileSize: Int64, timeTaken: Double) {
        self.output = output
        self.kind = kind
        self.frames = frames
        self.fps = fps
        self.width = width
        self.height = height
        self.fileSize = fileSize
        self.timeTaken = timeTaken
    }

    /// The video's length in seconds: frames ÷ frame rate.
    public var duration: Double { fps > 0 ? Double(frames) / fps : 0 }

    /// `Wrote demo.mp4 (MP4 video): 60 frames, 1280x720, 2.00 s at 30 fps, 1.2 MB, in 3.4 s (17.6 frames/s)`;
    /// with `file`, what the file holds: `Wrote demo.gif (GIF animation): 50 frames, 800x450,
    /// 2.00 s (recorded: 120 frames, 1280x720 at 60 fps), …`.
    public var description: String {
        let rate = timeTaken > 0 ? String(format: " (%.1f frames/s)", Double(frames) / timeTaken) : ""
        if let file {
            var recorded: [String] = []
            if file.frames != frames { recorded.append("\(frames) frame\(frames == 1 ? "" : "s")") }
            if file.width != width || file.height != height { recorded.append("\(width)x\(height)") }
            let at = recorded.isEmpty ? " at \(RecordingSummary.rate(fps)) fps"
                : " (recorded: " + recorded.joined(separator: ", ") + " at \(RecordingSummary.rate(fps)) fps)"
            // A file with no duration of its own (an animated PNG) lasts as long as the recording.
            let seconds = file.duration > 0 ? file.duration : duration
            return "Wrote \(output.path) (\(kind)): \(file.frames) frame\(file.frames == 1 ? "" : "s"), \(file.width)x\(file.height), "
                + String(format: "%.2f s", seconds) + at + ", "
                + "\(RecordingSummary.bytes(fileSize)), in " + String(format: "%.1f s", timeTaken) + rate + noteText
        }
        var file = ""
        if fileFrameRate != nil || fileWidth != nil {
            var parts: [String] = []
            if let r = fileFrameRate, r != fps { parts.append("\(RecordingSummary.rate(r)) fps") }
            if let w = fileWidth, let h = fileHeight { parts.append("\(w)x\(h)") }
            if !parts.isEmpty { file = " (the file: " + parts.joined(separator: ", ") + ")" }
        }
        return "Wrote \(output.path) (\(kind)): \(frames) frame\(frames == 1 ? "" : "s"), \(width)x\(height), "
            + String(format: "%.2f s", duration) + " at \(RecordingSummary.rate(fps)) fps\(file), "
            + "\(RecordingSummary.bytes(fileSize)), in " + String(format: "%.1f s", timeTaken) + rate + noteText
    }

    private var noteText: String { note.map { "; note: " + $0 } ?? "" }

    /// A byte count in the largest unit that keeps it at or above 1: `812 B`, `1.2 MB`.
    public static func bytes(_ count: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(count)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(count) B" : String(format: "%.1f ", value) + units[unit]
    }

    /// A frame rate without needless decimals: `30`, `29.97`.
    package static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(format: "%.2f", fps)
    }
}
