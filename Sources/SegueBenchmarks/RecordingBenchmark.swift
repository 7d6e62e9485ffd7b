import Foundation
import SegueCore
import SegueKit
import SegueRecorder
import SegueRender

/// Recording throughput: a cross-dissolve between two images rendered frame by frame through
/// the GL renderer and encoded to MP4 by the recorder, timed next to ffmpeg's own `xfade`
/// filter making the same video from the same two images, in the same run. The two alternate
/// a few times and the medians are compared, because one run of either varies by ±20% on a
/// busy 2-core machine.
@MainActor
package struct RecordingBenchmark {
    package struct Result: Codable, Sendable {
        package var frames: Int
        package var width: Int
        package var height: Int
        /// Medians of the runs below, in seconds.
        package var seconds: Double
        package var xfadeSeconds: Double
        /// Every run, in the order they alternated (ours first each time).
        package var runs: [Double]
        package var xfadeRuns: [Double]
        package var ratio: Double { xfadeSeconds > 0 ? seconds / xfadeSeconds : 0 }
    }

    /// Runs ours and xfade `repeats` times, alternating, and compares the medians.
    package func run(from: String, to: String, width: Int = 1280, height: Int = 720, fps: Double = FrameRate.standard,
                    duration: Double = 2, repeats: Int, folder: String) throws -> Result {
        var ours: [Double] = [], theirs: [Double] = []
        var last: Result?
        for _ in 0..<max(1, repeats) {
            let r = try run(from: from, to: to, width: width, height: height, fps: fps, duration: duration, folder: folder)
            ours.append(r.seconds); theirs.append(r.xfadeSeconds)
            last = r
        }
        func median(_ v: [Double]) -> Double {
            let s = v.sorted()
            return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        }
        return Result(frames: last!.frames, width: width, height: height, seconds: median(ours),
                      xfadeSeconds: median(theirs), runs: ours, xfadeRuns: theirs)
    }

    package let stack: GraphicsStack
    package let clock: Clock

    package init(stack: GraphicsStack, clock: Clock) {
        self.stack = stack
        self.clock = clock
    }

    /// Records `duration` seconds at `fps` of a crossDissolve from `from` to `to` (image files)
    /// at `width × height`, then has ffmpeg's xfade make the same video; both into `folder`.
    package func run(from: String, to: String, width: Int = 1280, height: Int = 720, fps: Double = FrameRate.standard,
                    duration: Double = 2, folder: String) throws -> Result {
        let ours = folder + "/segue-dissolve.mp4", theirs = folder + "/xfade-dissolve.mp4"
        let size = Size(Double(width), Double(height))
        let frames = Int((duration * fps).rounded())
        let t0 = clock.now
        // Our pipeline, as `segue record` runs it: two full-window image views (aspect fill)
        // snapshotted, dissolved by the transition, read back, encoded.
        func snapshot(_ id: Int, _ path: String) -> SnapshotRequest {
            let image = Quad(content: .image(path), size: size, contentMode: .aspectFill)
            return SnapshotRequest(id: SnapshotID(id), version: 1, size: size,
                                   contents: DrawList(size: size, clearColor: .black, items: [.quad(image)]))
        }
        let snapshots = [snapshot(-101, from), snapshot(-102, to)]
        defer { for s in snapshots { stack.renderer.releaseSnapshot(s.id) } }
        let dissolve = CrossDissolve(duration: duration, curve: .linear)
        let input = TransitionInput(size: size, from: .snapshot(snapshots[0].id), to: .snapshot(snapshots[1].id))
        let recorder = try Recorder(path: ours, width: width, height: height, fps: fps, progress: nil,
                                    now: { [clock] in clock.now })
        var frame: [UInt8] = []
        do {
            for i in 0..<frames {
                let p = frames > 1 ? Double(i) / Double(frames - 1) : 1
                var list = dissolve.drawList(progress: p, input: input)
                list.snapshots = snapshots
                try stack.renderer.draw(list, to: .screen)
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
        return Result(frames: frames, width: width, height: height, seconds: oursSeconds, xfadeSeconds: x.seconds,
                      runs: [oursSeconds], xfadeRuns: [x.seconds])
    }
}
