import Foundation
import SegueCore
import SegueRecorder

/// The reference for the recording benchmark: `ffmpeg`'s own `xfade` filter making a
/// cross-dissolve between two still images into H.264, timed, so `segue bench` can put the
/// recorder's throughput beside it in one run.
package enum XfadeBenchmark {
    /// What one run measured.
    package struct Result: Hashable, Sendable, CustomStringConvertible {
        /// Frames in the video (duration × fps).
        package var frames: Int
        package var width: Int
        package var height: Int
        package var fps: Double
        /// Seconds from starting ffmpeg to its exit, by the caller's time source.
        package var seconds: Double
        /// Size of the video written.
        package var fileSize: Int64

        package var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }

        package var description: String {
            "ffmpeg xfade: \(frames) frames \(width)x\(height) at \(RecordingSummary.rate(fps)) fps in "
                + String(format: "%.2f s (%.1f frames/s)", seconds, framesPerSecond)
        }
    }

    /// The ffmpeg arguments: both images looped for `duration` seconds at `fps`, scaled to fill
    /// `width × height` (cropping the overflow), dissolved over the whole duration with
    /// `xfade=transition=fade`, encoded as the recorder encodes MP4s.
    package static func arguments(from: URL, to: URL, width: Int, height: Int, fps: Double,
                                 duration: Double, output: URL, options: FFmpegOptions) -> [String] {
        let rate = FFmpegOptions.rate(fps)
        let seconds = String(duration)
        let fill = "scale=\(width):\(height):force_original_aspect_ratio=increase,crop=\(width):\(height),"
            + "setsar=1,format=yuv420p,fps=\(rate)"
        let graph = "[0:v]\(fill)[a];[1:v]\(fill)[b];"
            + "[a][b]xfade=transition=fade:duration=\(seconds):offset=0,format=yuv420p[out]"
        let frames = Int((duration * fps).rounded())
        return ["-hide_banner", "-loglevel", "error", "-y",
                "-loop", "1", "-framerate", rate, "-t", seconds, "-i", from.path,
                "-loop", "1", "-framerate", rate, "-t", seconds, "-i", to.path,
                "-filter_complex", graph, "-map", "[out]", "-frames:v", String(frames),
                "-c:v", "libx264", "-preset", options.preset, "-crf", String(options.crf),
                "-pix_fmt", "yuv420p", "-r", rate, "-movflags", "+faststart", "-f", "mp4", output.path]
    }

    /// Runs ffmpeg's dissolve from `from` to `to` (any images ffmpeg reads) into `output` and
    /// times it with `now` (seconds). Defaults: 2 s of 1280×720 at `FrameRate.standard`.
    package static func run(from: URL, to: URL, output: URL, width: Int = 1280, height: Int = 720,
                           fps: Double = FrameRate.standard, duration: Double = 2, options: FFmpegOptions = FFmpegOptions(),
                           now: () -> Double) throws -> Result {
        guard width > 0, height > 0 else { throw RecorderError.badFrameSize(width: width, height: height) }
        guard fps.isFinite, fps > 0 else { throw RecorderError.badFrameRate(fps) }
        let executable = try options.locateFFmpeg()
        try OutputFiles.prepareParent(of: output)
        let start = now()
        let process = try FFmpegProcess(executable: executable,
                                        arguments: arguments(from: from, to: to, width: width, height: height,
                                                             fps: fps, duration: duration, output: output,
                                                             options: options))
        let (status, tail) = try process.finish()
        let seconds = now() - start
        guard status == 0 else {
            try? FileManager.default.removeItem(at: output)
            throw RecorderError.ffmpegFailed(status: status, stderrTail: tail)
        }
        return Result(frames: Int((duration * fps).rounded()), width: width, height: height, fps: fps,
                      seconds: seconds, fileSize: OutputFiles.byteCount(at: output))
    }
}
