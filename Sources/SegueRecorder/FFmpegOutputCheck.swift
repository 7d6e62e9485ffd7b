import Foundation

/// Checks that what ffmpeg wrote is a video a player can read before it is put under the
/// user's name: an ffmpeg that exits 0 having written nothing, or garbage, is an error, never
/// a "video" of 8 bytes. First the container's header (MP4: an `ftyp` box first; GIF: the
/// `GIF87a`/`GIF89a` signature), then, when `ffprobe` is in the search path, that ffprobe
/// finds a video stream in it without complaint.
enum FFmpegOutputCheck {
    static func check(_ path: String, kind: OutputKind, options: FFmpegOptions, reportedAs reported: String) throws {
        func bad(_ reason: String) -> RecorderError { .ffmpegBadOutput(path: reported, reason: reason) }
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
        case .pngFolder:
            return
        }
        guard options.probesOutput, let ffprobe = try? options.locate("ffprobe") else { return }
        let outcome = ChildProcess.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_type",
                                                 "-of", "default=noprint_wrappers=1:nokey=1", path],
                                       limits: ChildProcess.Limits(timeout: options.stallTimeout))
        try InterruptSignals.check()
        let output = outcome.stdout.text
        let streams = output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard outcome.succeeded, streams.contains("video") else {
            var why = "ffprobe cannot read it"
            if let failure = outcome.failure { why += " (\(failure))" }
            // What it said last on stderr, else first on stdout: two lines, each cut short.
            let errors = outcome.stderr.text.split(whereSeparator: \.isNewline).suffix(2)
            let said = errors.isEmpty ? output.split(whereSeparator: \.isNewline).prefix(2) : errors
            let lines = said.map { String($0.trimmingCharacters(in: .whitespaces).prefix(200)) }.filter { !$0.isEmpty }
            throw bad(why + (lines.isEmpty ? "" : ": " + lines.joined(separator: "; ")))
        }
    }
}
