import Foundation
import SegueCore
import SegueRecorder

/// One program's run of the side-by-side benchmark: one transition swapping two full-window
/// pages back and forth, every frame it presented timed. Our own runs
/// (`LiveTransitionBenchmark`) and the GtkStack peer's (`GtkStackPeer`, which prints this as
/// JSON with snake_case keys) have the same shape.
package struct PeerRun: Codable, Sendable {
    /// One swap: from the request until the transition's last frame.
    package struct Swap: Codable, Sendable {
        /// When each frame had been presented, in milliseconds after the request.
        package var frameTimesMs: [Double]
        /// The process's CPU time (every thread) over the swap, in milliseconds.
        package var cpuMs: Double
        /// From the request to the first presented frame, in milliseconds.
        package var inputToFirstFrameMs: Double
        /// The resolution each frame's content was drawn at (ours only; 1 is full).
        package var resolutions: [Double]?
    }

    package var toolkit: String
    package var renderer: String
    package var width: Int
    package var height: Int
    package var transition: String
    package var durationMs: Double
    package var swaps: [Swap]

    enum CodingKeys: String, CodingKey {
        case toolkit, renderer, width, height, transition, durationMs, swaps = "switches"
    }

    /// What a run's swaps measured, over all of them.
    package struct Summary: Codable, Sendable {
        /// Frames presented per second of transition (from the first frame to the last).
        package var fps: Double
        /// Median and 99th-percentile interval between consecutive frames, in milliseconds.
        package var medianInterval: Double
        package var p99Interval: Double
        /// Display refreshes that went by without a new frame (`LiveFrameBenchmark.droppedFrames`).
        package var dropped: Int
        package var frames: Int
        /// CPU time per presented frame, in milliseconds.
        package var cpuPerFrame: Double
        /// The median and worst request-to-first-frame time, in milliseconds.
        package var medianInputToFirstFrame: Double
        package var worstInputToFirstFrame: Double
        /// The share of frames drawn below full resolution (0 for the peer).
        package var reducedShare: Double
    }

    /// The summary of this run at a display refreshing `framesPerSecond` times a second.
    package func summary(framesPerSecond: Double = FrameRate.standard) -> Summary {
        var intervals: [Double] = [], frames = 0, span = 0.0, cpu = 0.0, reduced = 0
        for s in swaps {
            let t = s.frameTimesMs
            intervals += zip(t.dropFirst(), t).map { $0 - $1 }
            frames += t.count
            if let first = t.first, let last = t.last { span += last - first }
            cpu += s.cpuMs
            reduced += (s.resolutions ?? []).filter { $0 < 1 }.count
        }
        let stats = FrameStats(samples: intervals)
        let inputs = FrameStats(samples: swaps.map(\.inputToFirstFrameMs))
        let spanFrames = frames - swaps.count
        return Summary(fps: span > 0 ? Double(spanFrames) / (span / 1000) : 0,
                       medianInterval: intervals.isEmpty ? 0 : stats.median, p99Interval: intervals.isEmpty ? 0 : stats.p99,
                       dropped: LiveFrameBenchmark.droppedFrames(intervals: intervals.map { $0 / 1000 }, period: 1 / framesPerSecond),
                       frames: frames, cpuPerFrame: frames > 0 ? cpu / Double(frames) : 0,
                       medianInputToFirstFrame: swaps.isEmpty ? 0 : inputs.median,
                       worstInputToFirstFrame: swaps.map(\.inputToFirstFrameMs).max() ?? 0,
                       reducedShare: frames > 0 ? Double(reduced) / Double(frames) : 0)
    }
}

/// The peer: a small GTK 4 program (`Peer/gtkstack.c`, shipped with this module) showing the
/// same two pages in a `GtkStack` and swapping them with one of its transitions, built with the
/// system's C compiler against GTK 4 (Debian's `libgtk-4-dev`) and run as a child process in
/// the same display.
package struct GtkStackPeer {
    /// The built program.
    package let executable: String

    /// The program's source, as shipped with this module: in its resource bundle beside the
    /// executable, else in the source tree it was built from (looked up by hand: on Linux
    /// `Bundle.module` stops the program when the bundle is missing).
    package static var source: String? {
        let bundled = "SegueKit_SegueBenchmarks.resources/Peer/gtkstack.c"
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let candidates = [Bundle.main.bundleURL.appendingPathComponent(bundled).path,
                          executable.deletingLastPathComponent().appendingPathComponent(bundled).path,
                          URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Peer/gtkstack.c").path]
        return candidates.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Builds the peer into `folder` (kept there; rebuilt when the source is newer).
    package static func build(into folder: String) throws -> GtkStackPeer {
        guard let source else { throw PeerError("the GtkStack peer's source (Peer/gtkstack.c) is missing from the build") }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let executable = folder + "/gtkstack"
        let fm = FileManager.default
        if let built = (try? fm.attributesOfItem(atPath: executable))?[.modificationDate] as? Date,
           let written = (try? fm.attributesOfItem(atPath: source))?[.modificationDate] as? Date, built >= written {
            return GtkStackPeer(executable: executable)
        }
        let flags = try run("/bin/sh", ["-c", "pkg-config --cflags --libs gtk4"])
        guard flags.status == 0 else {
            throw PeerError("GTK 4's development files are not installed (pkg-config gtk4 failed: \(flags.error.trimmingCharacters(in: .whitespacesAndNewlines))); on Debian or Ubuntu: apt-get install libgtk-4-dev")
        }
        let args = ["-O2", "-Wall", source, "-o", executable] + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        let cc = try run("/usr/bin/env", ["cc"] + args)
        guard cc.status == 0 else { throw PeerError("building the GtkStack peer failed:\n\(cc.error)") }
        return GtkStackPeer(executable: executable)
    }

    /// Runs the peer: `swaps` swaps of `transition` (a GtkStackTransitionType, as
    /// `crossfade` or `rotate-left-right`) lasting `duration` seconds, at `width`×`height`.
    package func run(transition: String, width: Int, height: Int, duration: Double, swaps: Int,
                     images: (String, String), titles: (String, String)) throws -> PeerRun {
        let args = [String(width), String(height), transition, String(Int((duration * 1000).rounded())), String(swaps),
                    images.0, images.1, titles.0, titles.1]
        let r = try GtkStackPeer.run(executable, args)
        guard r.status == 0 else {
            throw PeerError("the GtkStack peer failed (exit \(r.status)): \(r.error.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode(PeerRun.self, from: Data(r.output.utf8))
        } catch {
            throw PeerError("the GtkStack peer printed what is not its results: \(error)\n\(r.output.prefix(400))")
        }
    }

    /// Runs `path` with `arguments`; its output and error output, and its exit status (-1 when
    /// it did not exit by itself: killed, or past its bounds). Read through `ChildProcess`, as
    /// every child of the app is: 8 MiB of output and the last 64 KiB of errors kept, stopped
    /// past 64 MiB or 15 minutes.
    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let o = ChildProcess.run(path, arguments, limits: ChildProcess.Limits(timeout: 900, stdoutBytes: 8 << 20, stderrBytes: 64 << 10,
                                                                               floodLimit: 64 << 20))
        if case .notStarted(let why) = o.ending { throw PeerError("cannot start \(path): \(why)") }
        var errors = o.stderr.text
        if case .exited(let status) = o.ending { return (status, String(decoding: o.stdout.data, as: UTF8.self), errors) }
        errors += (errors.isEmpty ? "" : "\n") + (o.failure ?? "")
        return (-1, String(decoding: o.stdout.data, as: UTF8.self), errors)
    }
}

/// Why the peer benchmark could not run.
package struct PeerError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// One pair of the side-by-side comparison at one size: our transition and the peer's nearest
/// one, each run `runs` times, alternating, and the medians of each run's summary. Ours runs
/// twice a round: with the app's frame budget (as `segue run` draws) and with every frame whole
/// (budget off) — a frame the budget drew at a fraction of the pixels is not the peer's work, so
/// the whole frames are the like-for-like comparison.
package struct PeerComparison: Codable, Sendable {
    package var width: Int
    package var height: Int
    package var ours: String
    package var theirs: String
    package var peer: String
    /// Each run's summary, in the order they ran: ours with the frame budget, ours with every
    /// frame whole, the peer's.
    package var ourRuns: [PeerRun.Summary]
    package var ourWholeRuns: [PeerRun.Summary]
    package var theirRuns: [PeerRun.Summary]
    /// The medians over the runs.
    package var ourMedian: PeerRun.Summary
    package var ourWholeMedian: PeerRun.Summary
    package var theirMedian: PeerRun.Summary
    /// The comparison of `ourRuns` (budget on) and `ourWholeRuns` (budget off) of `ours` with
    /// `theirRuns` of `theirs` at `width`×`height`.
    package init(width: Int, height: Int, ours: String, theirs: String, peer: String,
                 ourRuns: [PeerRun.Summary], ourWholeRuns: [PeerRun.Summary], theirRuns: [PeerRun.Summary]) {
        self.width = width; self.height = height; self.ours = ours; self.theirs = theirs; self.peer = peer
        self.ourRuns = ourRuns; self.ourWholeRuns = ourWholeRuns; self.theirRuns = theirRuns
        ourMedian = .median(of: ourRuns)
        ourWholeMedian = .median(of: ourWholeRuns)
        theirMedian = .median(of: theirRuns)
    }
    /// Our CPU per frame over theirs (medians), with the frame budget.
    package var cpuRatio: Double { ratio(ourMedian) }
    /// Our CPU per frame over theirs (medians), every frame whole: the like-for-like figure.
    package var wholeCPURatio: Double { ratio(ourWholeMedian) }

    private func ratio(_ ours: PeerRun.Summary) -> Double {
        theirMedian.cpuPerFrame > 0 ? ours.cpuPerFrame / theirMedian.cpuPerFrame : 0
    }
}

/// One transition played live at one size (`segue bench live-transitions`).
package struct LiveTransitionRow: Codable, Sendable {
    package var transition: String
    package var width: Int
    package var height: Int
    package var summary: PeerRun.Summary
    /// The lowest resolution any frame was drawn at (1: full throughout).
    package var lowestResolution: Double

    /// The row of `run`, one transition's swaps.
    package init(_ run: PeerRun) {
        transition = run.transition; width = run.width; height = run.height
        summary = run.summary()
        lowestResolution = run.swaps.flatMap { $0.resolutions ?? [] }.min() ?? 1
    }
}

extension PeerRun.Summary {
    /// The median of each figure over `runs` (each figure on its own).
    package static func median(of runs: [PeerRun.Summary]) -> PeerRun.Summary {
        func m(_ f: (PeerRun.Summary) -> Double) -> Double { FrameStats(samples: runs.map(f)).median }
        return PeerRun.Summary(fps: m(\.fps), medianInterval: m(\.medianInterval), p99Interval: m(\.p99Interval),
                               dropped: Int(m { Double($0.dropped) }.rounded()), frames: Int(m { Double($0.frames) }.rounded()),
                               cpuPerFrame: m(\.cpuPerFrame), medianInputToFirstFrame: m(\.medianInputToFirstFrame),
                               worstInputToFirstFrame: m(\.worstInputToFirstFrame), reducedShare: m(\.reducedShare))
    }
}
