import Foundation

/// How the recorder finds and drives `ffmpeg`. The defaults suit `segue record`; tests
/// inject a search path (an empty one to check the "ffmpeg missing" message).
public struct FFmpegOptions: Hashable, Sendable {
    /// An explicit `ffmpeg` to run; nil searches `searchPath`.
    public var executable: String?
    /// The folders to search, `:`-separated as in `PATH`; nil uses the process's `PATH`.
    public var searchPath: String?
    /// libx264's speed/size trade-off. `veryfast` keeps recording quicker than real time.
    public var preset: String
    /// libx264's constant rate factor: lower is better quality (18 is visually lossless).
    public var crf: Int
    /// libvpx-vp9's constant quality for WebM (0–63: lower is better; 31 suits interface video).
    public var vp9CRF: Int
    /// libwebp's quality for animated WebP (0–100).
    public var webpQuality: Int
    /// GIFs are scaled down to at most this width, keeping the aspect ratio.
    public var gifMaxWidth: Int
    /// GIFs play at most this many frames per second, on a grid of whole hundredths of a second
    /// (`gifFrameRate`; see `GIFWriter`).
    public var gifMaxFrameRate: Double
    /// Seconds ffmpeg may go without progress (taking a frame, writing output) before it is
    /// taken to hang, stopped, and the recording failed.
    public var stallTimeout: Double
    /// Check the finished video with `ffprobe` (when it is in the search path) as well as by
    /// its header, so that an ffmpeg that "succeeds" with nothing or garbage is an error.
    public var probesOutput: Bool

    /// Options with the defaults `segue record` uses: `ffmpeg` found in the process's `PATH`,
    /// libx264 `veryfast` at CRF 18, VP9 at CRF 31, WebP at quality 85, GIFs at most 800 px wide and 25 fps, a 30-second stall
    /// timeout, and an `ffprobe` check of the result.
    public init(executable: String? = nil, searchPath: String? = nil, preset: String = "veryfast",
                crf: Int = 18, vp9CRF: Int = 31, webpQuality: Int = 85, gifMaxWidth: Int = 800, gifMaxFrameRate: Double = 25,
                stallTimeout: Double = 30, probesOutput: Bool = true) {
        self.stallTimeout = stallTimeout
        self.probesOutput = probesOutput
        self.executable = executable
        self.searchPath = searchPath
        self.preset = preset
        self.crf = crf
        self.vp9CRF = vp9CRF
        self.webpQuality = webpQuality
        self.gifMaxWidth = gifMaxWidth
        self.gifMaxFrameRate = gifMaxFrameRate
    }

    /// The `ffmpeg` to run: `executable` if set, else the first executable `ffmpeg` in the
    /// search path.
    public func locateFFmpeg() throws -> String {
        try locate("ffmpeg")
    }

    /// Finds a tool such as `ffmpeg` or `ffprobe` the same way.
    public func locate(_ tool: String) throws -> String {
        if tool == "ffmpeg", let executable { return executable }
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(tool).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw RecorderError.ffmpegNotFound(searchPath: path)
    }

    /// The frame rate a GIF gets from a recording at `fps`: the highest rate of the form
    /// 100/n (GIF frame delays are whole hundredths of a second) that is at most
    /// `min(fps, gifMaxFrameRate)`.
    public func gifFrameRate(forRecordingAt fps: Double) -> Double {
        let limit = min(fps, gifMaxFrameRate)
        let hundredths = max(2, (100 / limit - 1e-9).rounded(.up))
        return 100 / hundredths
    }

    /// The ffmpeg arguments that read raw frames from stdin (RGBA, or yuv420p BT.709 limited
    /// range when `yuvInput`) and write `kind` to `output`.
    func arguments(kind: OutputKind, width: Int, height: Int, fps: Double, yuvInput: Bool = false,
                   output: String) -> [String] {
        var arguments = ["-hide_banner", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pixel_format", yuvInput ? "yuv420p" : "rgba", "-video_size", "\(width)x\(height)",
                         "-framerate", FFmpegOptions.rate(fps)]
        if yuvInput {
            arguments += ["-color_range", "tv", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"]
        }
        arguments += ["-i", "pipe:0"]
        switch kind {
        case .mp4:
            if !yuvInput {
                // yuv420p halves chroma resolution, so both sides must be even: pad by one
                // black pixel where needed rather than scale, which would blur every frame.
                // The conversion uses BT.709, as YUV420Converter does.
                arguments += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"]
            }
            arguments += ["-c:v", "libx264", "-preset", preset, "-crf", String(crf),
                          "-pix_fmt", "yuv420p", "-color_range", "tv", "-colorspace", "bt709",
                          "-color_primaries", "bt709", "-color_trc", "bt709", "-r", FFmpegOptions.rate(fps),
                          "-movflags", "+faststart", "-fflags", "+bitexact", "-f", "mp4", output]
        case .webm:
            if !yuvInput {
                arguments += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"]
            }
            // Constant quality, one thread and no row threading: the same frames give the same file.
            arguments += ["-c:v", "libvpx-vp9", "-crf", String(vp9CRF), "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
                          "-row-mt", "0", "-threads", "1", "-pix_fmt", "yuv420p", "-color_range", "tv",
                          "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                          "-fflags", "+bitexact", "-f", "webm", output]
        case .webp:
            arguments += ["-c:v", "libwebp_anim", "-lossless", "0", "-quality", String(webpQuality), "-loop", "0",
                          "-fflags", "+bitexact", "-f", "webp", output]
        case .apng:
            arguments += ["-c:v", "apng", "-pix_fmt", "rgb24", "-plays", "0", "-fflags", "+bitexact", "-f", "apng", output]
        case .gif:
            break
        case .pngFolder:
            break
        }
        return arguments
    }

    /// A frame rate as ffmpeg reads it: an integer, or a fraction for rates like 29.97.
    package static func rate(_ fps: Double) -> String {
        if fps == fps.rounded() { return String(Int(fps)) }
        return String(Int((fps * 1000).rounded())) + "/1000"
    }
}
