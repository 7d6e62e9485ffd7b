import Foundation

/// What a finished video file holds, as `ffprobe` reads it back: what the summary reports,
/// rather than what was asked for.
public struct VideoFacts: Hashable, Sendable {
    /// Frames in the file (its video packets, counted without decoding).
    public var frames: Int
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Seconds the file plays.
    public var duration: Double

    /// Facts with every field given.
    public init(frames: Int, width: Int, height: Int, duration: Double) {
        self.frames = frames; self.width = width; self.height = height; self.duration = duration
    }
}

/// What a recording should have produced: the size ffmpeg was asked to write and about how
/// many frames (a GIF's frame-rate reduction rounds, so it is given a tolerance).
struct ExpectedVideo {
    var width: Int
    var height: Int
    /// Pixels the height may differ by (a GIF scaled to a width rounds its height).
    var heightTolerance: Int
    var frames: Int
    var frameTolerance: Int
}

/// Checks that what ffmpeg wrote is a video a player can read before it is put under the
/// user's name: an ffmpeg that exits 0 having written nothing, or garbage, is an error, never
/// a "video" of 8 bytes. First the container's header (MP4: an `ftyp` box first; GIF: the
/// `GIF87a`/`GIF89a` signature), then, when `ffprobe` is in the search path, what ffprobe
/// reads back: a video stream of the size asked for with the frames that were sent. Those
/// facts, not the request, are what the summary reports.
enum FFmpegOutputCheck {
    @discardableResult
    static func check(_ path: String, kind: OutputKind, options: FFmpegOptions, expected: ExpectedVideo? = nil,
                      reportedAs reported: String) throws -> VideoFacts? {
        func bad(_ reason: String) -> RecorderError { .ffmpegBadOutput(path: reported, reason: reason) }
        // A file in a folder whose name is not UTF-8 (a GIF written in place) is read through a link.
        guard let (path, link) = try? OutputFiles.textPath(for: path) else { throw bad("it cannot be read back") }
        defer { if let link { unlink(link) } }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw bad("it cannot be read back") }
        let head = [UInt8]((try? handle.read(upToCount: 12)) ?? Data())
        // A GIF ends with its trailer byte: one cut short (a full disk) has none.
        let end = (try? handle.seekToEnd()).flatMap { size -> UInt8? in
            guard size > 0, (try? handle.seek(toOffset: size - 1)) != nil else { return nil }
            return (try? handle.read(upToCount: 1))?.first
        }
        try? handle.close()
        if head.isEmpty { throw bad("ffmpeg wrote nothing") }
        switch kind {
        case .mp4:
            guard head.count >= 8, Array(head[4..<8]) == Array("ftyp".utf8) else { throw bad("no MP4 header") }
        case .gif:
            guard head.count >= 6, [Array("GIF89a".utf8), Array("GIF87a".utf8)].contains(Array(head[0..<6])) else {
                throw bad("no GIF header")
            }
            guard end == 0x3B else { throw bad("the GIF is cut short (no trailer)") }
        case .webm:
            guard head.count >= 4, Array(head[0..<4]) == [0x1A, 0x45, 0xDF, 0xA3] else { throw bad("no WebM header") }
        case .webp:
            guard head.count >= 12, Array(head[0..<4]) == Array("RIFF".utf8), Array(head[8..<12]) == Array("WEBP".utf8) else {
                throw bad("no WebP header")
            }
            // ffprobe reads no animated WebP: its chunks say what it holds.
            guard let facts = webPFacts(path) else { throw bad("no animation frames in the WebP") }
            return facts
        case .apng:
            guard head.count >= 8, Array(head[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
                throw bad("no PNG header")
            }
        case .pngFolder:
            return nil
        }
        guard options.probesOutput, let ffprobe = try? options.locate("ffprobe") else { return nil }
        let outcome = ChildProcess.run(ffprobe, ["-v", "error", "-count_packets", "-select_streams", "v:0",
                                                 "-show_entries", "stream=codec_type,width,height,nb_read_packets:format=duration",
                                                 "-of", "default=noprint_wrappers=1", path],
                                       limits: ChildProcess.Limits(timeout: options.stallTimeout))
        try InterruptSignals.check()
        let output = outcome.stdout.text
        guard outcome.succeeded else {
            var why = "ffprobe cannot read it"
            if let failure = outcome.failure { why += " (\(failure))" }
            // What it said last on stderr, else first on stdout: two lines, each cut short.
            let errors = outcome.stderr.text.split(whereSeparator: \.isNewline).suffix(2)
            let said = errors.isEmpty ? output.split(whereSeparator: \.isNewline).prefix(2) : errors
            let lines = said.map { String($0.trimmingCharacters(in: .whitespaces).prefix(200)) }.filter { !$0.isEmpty }
            throw bad(why + (lines.isEmpty ? "" : ": " + lines.joined(separator: "; ")))
        }
        let facts = try readFacts(output, bad: bad)
        if let expected {
            if facts.width != expected.width || abs(facts.height - expected.height) > expected.heightTolerance {
                throw bad("it is not the video asked for: ffprobe finds \(facts.width)x\(facts.height) frames, not \(expected.width)x\(expected.height)")
            }
            if abs(facts.frames - expected.frames) > expected.frameTolerance {
                throw bad("it is not the video asked for: ffprobe finds \(facts.frames) frame\(facts.frames == 1 ? "" : "s"), not \(expected.frames)")
            }
        }
        return facts
    }

    /// An animated WebP's canvas, frames (`ANMF` chunks; libwebp merges equal frames) and the sum
    /// of their durations, read from its RIFF chunks; nil when it has no frames or is cut short.
    static func webPFacts(_ path: String) -> VideoFacts? {
        guard let data = FileManager.default.contents(atPath: path).map([UInt8].init), data.count >= 12 else { return nil }
        func le(_ at: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 | Int(data[at + $1]) << (8 * $1) } }
        var i = 12, frames = 0, milliseconds = 0, size: (Int, Int)?
        while i + 8 <= data.count {
            let tag = String(decoding: data[i..<(i + 4)], as: UTF8.self), length = le(i + 4, 4)
            guard i + 8 + length <= data.count else { return nil }
            if tag == "VP8X", length >= 10 { size = (1 + le(i + 12, 3), 1 + le(i + 15, 3)) }
            if tag == "ANMF", length >= 16 {
                frames += 1
                milliseconds += le(i + 8 + 12, 3)
            }
            i += 8 + length + (length & 1)
        }
        guard frames > 0, let size else { return nil }
        return VideoFacts(frames: frames, width: size.0, height: size.1, duration: Double(milliseconds) / 1000)
    }

    /// The facts in ffprobe's `key=value` lines; a video stream with a size, frames and a
    /// duration, or an error saying what is missing.
    private static func readFacts(_ output: String, bad: (String) -> RecorderError) throws -> VideoFacts {
        var values: [String: String] = [:]
        for line in output.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, values[String(parts[0])] == nil { values[String(parts[0])] = String(parts[1]).trimmingCharacters(in: .whitespaces) }
        }
        guard values["codec_type"] == "video" else { throw bad("ffprobe finds no video stream in it") }
        guard let w = values["width"].flatMap({ Int($0) }), let h = values["height"].flatMap({ Int($0) }), w > 0, h > 0 else {
            throw bad("ffprobe finds no frame size in it")
        }
        guard let frames = values["nb_read_packets"].flatMap({ Int($0) }), frames > 0 else {
            throw bad("ffprobe finds no frames in it")
        }
        let duration = values["duration"].flatMap { Double($0) }.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
        return VideoFacts(frames: frames, width: w, height: h, duration: duration)
    }
}
