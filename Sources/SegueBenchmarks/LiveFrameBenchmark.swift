import Foundation
import SegueCore
import SegueKit
import SegueDemo
import SegueRender
import SeguePlatform

/// Dropped frames during live transitions (BENCHMARKS.md): the app's own frame loop
/// (`FrameLoop`) — the scene on the wall clock, every frame drawn straight into the window,
/// presented (buffer swap) and paced by a 60 Hz `FramePacer`, as `AppRunner` runs it — drives each round trip of the demo
/// storyboard with the app's keys, and the time at which each frame has been presented is
/// recorded while a transition runs. Intervals between consecutive frames of one
/// transition tell how many display refreshes went by without a new frame; the time from a key
/// to the first presented frame is the input latency a user sees.
///
/// Needs a window (an SDL window; under Xvfb on a machine without a display): a headless context
/// presents nothing, which would leave the swap out of the figure.
@MainActor
package struct LiveFrameBenchmark {
    /// The frames of one kind of transition (the names of the transitions a key started, e.g.
    /// `cube` or `dissolve`), over every time it ran.
    package struct Kind: Codable, Sendable {
        package var name: String
        /// How many times a transition of this kind ran.
        package var runs: Int
        /// Frames presented while it ran (the first frame of each run included).
        package var frames: Int
        /// Intervals between consecutive frames of one run, in milliseconds.
        package var medianInterval: Double
        package var p99Interval: Double
        package var longestInterval: Double
        /// Display refreshes that went by without a new frame (`LiveFrameBenchmark.droppedFrames`).
        package var dropped: Int
        /// Of those, the ones in a run's first two intervals, where the transition's snapshots
        /// are rendered (the source's on the first frame, the destination's on the second).
        package var droppedAtStart: Int
        /// The work of one frame — input, building the frame, drawing, presenting — without the
        /// pacer's sleep, in milliseconds: over 16.7 ms at 60 Hz, frames must drop.
        package var medianWork: Double
        package var p99Work: Double
    }

    /// What a run measured.
    package struct Result: Codable, Sendable {
        package var width: Int
        package var height: Int
        /// The target rate and the refresh interval that counts a frame as dropped.
        package var framesPerSecond: Double
        /// Whether the driver claimed to wait for vertical blank (a virtual display may claim it
        /// without waiting; the pacer keeps the rate then).
        package var vsync: Bool
        package var kinds: [Kind]
        /// Dropped frames and frames over every kind.
        package var dropped: Int
        package var frames: Int
        /// From handing a key to the app until the first frame of the transition it started has
        /// been presented (swapped to the window), in milliseconds, over every key that started one.
        package var inputToPresent: FrameStats
    }

    /// Display refreshes missed over a run of frame intervals: an interval of `n` refresh
    /// periods (to the nearest whole period) means `n - 1` refreshes showed the previous frame
    /// again. Intervals up to 1.5 periods count none; 1.5 to 2.5 count one, and so on.
    /// - Parameters:
    ///   - intervals: seconds between consecutive presented frames.
    ///   - period: the display's refresh period in seconds (1/60 at 60 Hz).
    nonisolated package static func droppedFrames(intervals: [Double], period: Double = FrameRate.standardInterval) -> Int {
        guard period > 0 else { return 0 }
        return intervals.reduce(0) { sum, interval in
            guard interval.isFinite, interval > 0 else { return sum }
            return sum + max(0, Int((interval / period + 0.5).rounded(.down)) - 1)
        }
    }

    package let stack: GraphicsStack
    package let clock: Clock
    /// The pacer's rate and the refresh rate dropped frames are counted against.
    package var framesPerSecond = FrameRate.standard
    /// The longest a transition may run, in seconds, before the run fails.
    package var transitionLimit = 30.0
    /// The live frame budget, as the app runs with it; nil draws every frame at full resolution.
    package var budget: FrameBudget? = FrameBudget()

    /// - Parameters:
    ///   - stack: a windowed stack (see the type's note); its window's size is the scene's.
    ///   - clock: the wall clock (`SystemClock`): the scene animates on it, as in the app.
    package init(stack: GraphicsStack, clock: Clock) {
        self.stack = stack
        self.clock = clock
    }

    /// Plays `trips` `rounds` times over, one key at a time; each key's transitions run to their
    /// end, presenting every frame.
    package func run(storyboard: String, registries: SegueRegistries = DemoApp.registries, trips: [MemorySoak.Trip] = MemorySoak.demoTrips, rounds: Int = 3) throws -> Result {
        guard !stack.window.isHeadless else {
            let why = stack.window.fallbackReasons.isEmpty ? "" : " (no window: \(stack.window.fallbackReasons.joined(separator: "; ")))"
            throw SegueKitError("the live frame benchmark needs a window (a display, or Xvfb): a headless context presents nothing" + why)
        }
        // Which transitions each key starts, from the trace (nothing else is kept).
        var begun: [String] = []
        let trace = TraceLog(clock: clock) { line in
            guard line.contains(TraceEventKind.transitionBegin.json), let e = TraceEvent(jsonLine: line), e.event == .transitionBegin,
                  case .string(let name)? = e["transition"] else { return }
            begun.append(name)
        }
        trace.keepsEvents = false
        let scene = try StoryboardScene(storyboardPath: storyboard, registries: registries, size: stack.window.pointSize, clock: clock, trace: trace)
        let pacer = FramePacer(framesPerSecond: framesPerSecond, clock: clock)
        var intervals: [String: [Double]] = [:]
        var frames: [String: Int] = [:]
        var runs: [String: Int] = [:]
        var order: [String] = []

        var work: [String: [Double]] = [:]
        var startDrops: [String: Int] = [:]
        var frameWork: [Double] = []
        var latencies: [Double] = []

        /// One frame of the app's own loop (`FrameLoop`, as `AppRunner` runs it). Returns the
        /// time the frame had been presented.
        let loop = FrameLoop(stack: stack, scene: scene, clock: clock, pacer: pacer)
        loop.budget = budget
        func frame(_ input: [InputEvent]) throws -> Double {
            guard let timing = try loop.step(input) else {
                throw SegueKitError("the window was closed during the live frame benchmark")
            }
            frameWork.append(timing.work)
            return timing.presented
        }

        // The resting first screen, as the app shows it before any input.
        _ = try frame([])
        for _ in 0..<max(1, rounds) {
            for trip in trips {
                for key in trip.keys {
                    // At rest the app waits for input and forgets the previous frame's time.
                    pacer.reset()
                    begun.removeAll()
                    frameWork.removeAll()
                    let injected = clock.now
                    var times = [try frame([key, Self.keyUp(key)])]
                    let start = times[0]
                    while scene.isAnimating {
                        if times.last! - start > transitionLimit {
                            throw SegueKitError("\(trip.name): the transitions of key \(key) still run after \(transitionLimit) s")
                        }
                        times.append(try frame([]))
                    }
                    guard !begun.isEmpty else { continue }
                    latencies.append((start - injected) * 1000)
                    var seen = Set<String>()
                    let name = begun.filter { seen.insert($0).inserted }.joined(separator: "+")
                    if intervals[name] == nil { order.append(name) }
                    intervals[name, default: []] += zip(times.dropFirst(), times).map { $0 - $1 }
                    frames[name, default: 0] += times.count
                    work[name, default: []] += frameWork
                    startDrops[name, default: 0] += Self.droppedFrames(
                        intervals: zip(times.dropFirst(), times).prefix(2).map { $0 - $1 }, period: 1 / framesPerSecond)
                    runs[name, default: 0] += 1
                }
            }
        }
        let period = 1 / framesPerSecond
        let kinds = order.map { name -> Kind in
            let list = intervals[name] ?? []
            let stats = FrameStats(samples: list.map { $0 * 1000 })
            let workStats = FrameStats(samples: (work[name] ?? []).map { $0 * 1000 })
            return Kind(name: name, runs: runs[name] ?? 0, frames: frames[name] ?? 0,
                        medianInterval: list.isEmpty ? 0 : stats.median, p99Interval: list.isEmpty ? 0 : stats.p99,
                        longestInterval: (list.max() ?? 0) * 1000,
                        dropped: Self.droppedFrames(intervals: list, period: period),
                        droppedAtStart: startDrops[name] ?? 0,
                        medianWork: workStats.median, p99Work: workStats.p99)
        }
        let px = stack.window.pixelSize
        return Result(width: Int(px.width), height: Int(px.height), framesPerSecond: framesPerSecond,
                      vsync: stack.window.vsyncEnabled, kinds: kinds,
                      dropped: kinds.reduce(0) { $0 + $1.dropped }, frames: kinds.reduce(0) { $0 + $1.frames },
                      inputToPresent: FrameStats(samples: latencies))
    }

    private static func keyUp(_ e: InputEvent) -> InputEvent {
        if case .keyDown(let k, let m) = e { return .keyUp(k, m) }
        return e
    }
}
