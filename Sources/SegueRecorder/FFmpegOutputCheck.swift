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
        let (status, output) = probe(ffprobe, path, timeout: options.stallTimeout)
        try InterruptSignals.check()
        let streams = output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard status == 0, streams.contains("video") else {
            let said = output.trimmingCharacters(in: .whitespacesAndNewlines)
            throw bad("ffprobe cannot read it" + (said.isEmpty ? "" : ": " + said.split(separator: "\n").prefix(2).joined(separator: "; ")))
        }
    }

    /// Runs `ffprobe -v error` on the file; returns its status and what it printed (both
    /// streams), killing it after `timeout` seconds.
    private static func probe(_ ffprobe: String, _ path: String, timeout: Double) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_type",
                             "-of", "default=noprint_wrappers=1:nokey=1", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "could not start ffprobe") }
        let deadline = Date(timeIntervalSinceNow: timeout)
        final class Box: @unchecked Sendable { var data = Data() }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let reader = pipe.fileHandleForReading
        DispatchQueue.global().async { box.data = reader.readDataToEndOfFile(); done.signal() }
        while process.isRunning && Date() < deadline && InterruptSignals.received == nil { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        // The reader finishes once ffprobe (now gone) has closed its end; until it has, its data is not ours to read.
        guard done.wait(timeout: .now() + 2) == .success else { return (-1, "ffprobe's output could not be read") }
        return (process.terminationReason == .exit ? process.terminationStatus : -1,
                String(decoding: box.data, as: UTF8.self))
    }
}
