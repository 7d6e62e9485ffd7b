import Foundation
import SegueCore
import SegueRecorder
import SegueRender

/// Recording throughput: a cross-dissolve between two images rendered frame by frame through
/// the GL renderer and encoded to MP4 by the recorder, timed next to ffmpeg's own `xfade`
/// filter making the same video from the same two images, in the same run.
public struct RecordingBenchmark {
    public struct Result: Codable, Sendable {
        public var frames: Int
        public var width: Int
        public var height: Int
        public var seconds: Double
        public var xfadeSeconds: Double
        public var ratio: Double { xfadeSeconds > 0 ? seconds / xfadeSeconds : 0 }
    }

    public let stack: GraphicsStack
    public let clock: Clock

    public init(stack: GraphicsStack, clock: Clock) {
        self.stack = stack
        self.clock = clock
    }

    /// Records `duration` seconds at `fps` of a crossDissolve from `from` to `to` (image files)
    /// at `width × height`, then has ffmpeg's xfade make the same video; both into `folder`.
    public func run(from: String, to: String, width: Int = 1280, height: Int = 720, fps: Double = 60,
                    duration: Double = 2, folder: String) throws -> Result {
        let ours = folder + "/segue-dissolve.mp4", theirs = folder + "/xfade-dissolve.mp4"
        let size = Size(Double(width), Double(height))
        let frames = Int((duration * fps).rounded())
        let t0 = clock.now
        // Our pipeline, as `segue record` runs it: load, render, read back, encode.
        let a = try PixelBuffer.load(from).aspectFilled(to: width, height)
        let b = try PixelBuffer.load(to).aspectFilled(to: width, height)
        let ta = stack.renderer.registerTexture(a), tb = stack.renderer.registerTexture(b)
        defer { stack.renderer.unregisterTexture(ta); stack.renderer.unregisterTexture(tb) }
        let dissolve = CrossDissolve(duration: duration, curve: .linear)
        let input = TransitionInput(size: size, from: .texture(ta), to: .texture(tb))
        let recorder = try Recorder(path: ours, width: width, height: height, fps: fps, progress: nil,
                                    now: { [clock] in clock.now })
        var frame: [UInt8] = []
        do {
            for i in 0..<frames {
                let p = frames > 1 ? Double(i) / Double(frames - 1) : 1
                try stack.renderer.draw(dissolve.drawList(progress: p, input: input), to: .screen)
                try stack.renderer.readScreen(into: &frame)
                try recorder.append(rgba: frame)
            }
            _ = try recorder.finish()
        } catch {
            recorder.cancel()
            throw error
        }
        let oursSeconds = clock.now - t0
        let x = try XfadeBenchmark.run(from: URL(fileURLWithPath: from), to: URL(fileURLWithPath: to),
                                       output: URL(fileURLWithPath: theirs), width: width, height: height,
                                       fps: fps, duration: duration, now: { [clock] in clock.now })
        return Result(frames: frames, width: width, height: height, seconds: oursSeconds, xfadeSeconds: x.seconds)
    }
}

extension PixelBuffer {
    /// Scaled to cover `w × h` keeping the aspect ratio, the overflow cropped equally on both
    /// sides (what ffmpeg's `force_original_aspect_ratio=increase,crop` does).
    public func aspectFilled(to w: Int, _ h: Int) -> PixelBuffer {
        let s = max(Double(w) / Double(width), Double(h) / Double(height))
        let sw = max(w, Int((Double(width) * s).rounded())), sh = max(h, Int((Double(height) * s).rounded()))
        let big = scaled(to: sw, sh)
        if sw == w && sh == h { return big }
        let x0 = (sw - w) / 2, y0 = (sh - h) / 2
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let src = ((y + y0) * sw + x0) * 4
            out.replaceSubrange(y * w * 4..<(y + 1) * w * 4, with: big.bytes[src..<src + w * 4])
        }
        return PixelBuffer(width: w, height: h, bytes: out)
    }
}
