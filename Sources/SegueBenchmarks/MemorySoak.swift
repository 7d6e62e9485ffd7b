import Foundation
import SegueCore
import SegueKit
import SegueDemo
import SeguePlatform

/// Resident memory over many segue round trips (the memory figure in BENCHMARKS.md): runs a storyboard headless
/// on a fixed timestep, drives it with the app's keys through round trips (present and unwind,
/// container swaps, cube turns), waits for rest after each key, and samples the process's
/// resident set size at chosen round-trip counts. Memory that grows with the number of trips
/// is a leak: controllers, views, segues, snapshots or textures not released.
///
/// Without a renderer it measures the Core objects only (fast: what the test checks); with
/// `renderFrame` every frame is also drawn (a `GraphicsStack`'s renderer), so textures and
/// snapshot caches count (what the benchmark reports).
@MainActor
package struct MemorySoak {
    /// One round trip: keys pressed one after the other, each followed by a wait for rest.
    package struct Trip: Sendable {
        package var name: String
        package var keys: [InputEvent]
        package init(name: String, keys: [InputEvent]) { self.name = name; self.keys = keys }
    }

    /// The resident set size after a number of round trips, and where it lies.
    package struct Sample: Codable, Sendable {
        package var roundTrips: Int
        package var residentBytes: Int
        /// Resident bytes of the allocator's main heap (`[heap]`), where freed blocks that the
        /// allocator keeps show up as growth; nil where `/proc/self/smaps` cannot be read.
        package var heapBytes: Int?
        /// Resident bytes of the other anonymous mappings: large blocks the allocator maps on
        /// their own, its per-thread arenas, and the driver's own mappings.
        package var anonymousBytes: Int?
    }

    /// What a soak measured.
    package struct Result: Codable, Sendable {
        package var samples: [Sample]
        package var frames: Int
        package var seconds: Double
        /// How the C allocator was set up (`AllocatorTuning.summary`).
        package var allocator: String?
        /// Growth in bytes between the first and the last sample.
        package var growthBytes: Int {
            guard let a = samples.first, let b = samples.last else { return 0 }
            return b.residentBytes - a.residentBytes
        }
    }

    /// The demo storyboard's round trips (home's keys 1–7), one per demo: the cube turns and
    /// comes back, the explode segue and its unwind, the segmented container swaps twice, a
    /// photo flies out and back, the gallery swaps, the navigation stack pushes and pops, the
    /// matched squares fly to their bars and back; each ends back on `home`.
    package static let demoTrips: [Trip] = {
        func k(_ name: String) -> InputEvent { .keyDown(Key(name), []) }
        let esc = InputEvent.keyDown(.escape, []), enter = InputEvent.keyDown(.enter, []), tab = InputEvent.keyDown(.tab, [])
        return [
            Trip(name: "cube", keys: [k("1"), .keyDown(.right, []), .keyDown(.right, []), .keyDown(.left, []), esc]),
            Trip(name: "explode", keys: [k("2"), enter, esc, esc]),
            Trip(name: "segmented", keys: [k("3"), k("2"), k("1"), esc]),
            Trip(name: "photos", keys: [k("4"), enter, esc, esc]),
            // Curl, then Tab to flip, dissolve and the animations block: each swaps the children.
            Trip(name: "gallery", keys: [k("5"), enter, tab, enter, tab, enter, tab, enter, esc]),
            Trip(name: "navigation", keys: [k("6"), enter, enter, esc, esc, esc]),
            Trip(name: "matched", keys: [k("7"), enter, esc, esc]),
        ]
    }()

    package var storyboardPath: String
    package var trips: [Trip]
    package var size: Size
    package var fps: Double
    /// Draws each frame (and frees the textures of released views) when set.
    package var renderFrame: ((DrawList, [SnapshotID]) throws -> Void)?
    /// The longest wait for rest after a key, in seconds of app time.
    package var restLimit = 30.0
    /// Told each sample as it is taken (progress for long soaks).
    package var onSample: ((Sample) -> Void)?

    package init(storyboardPath: String, trips: [Trip] = MemorySoak.demoTrips, size: Size = Size(1280, 720),
                fps: Double = 30, renderFrame: ((DrawList, [SnapshotID]) throws -> Void)? = nil) {
        self.storyboardPath = storyboardPath
        self.trips = trips
        self.size = size
        self.fps = fps
        self.renderFrame = renderFrame
    }

    /// Draws every frame with `stack`'s renderer, as the app does, and waits for the GL to
    /// finish it; frees the snapshots of released views.
    package mutating func drawEveryFrame(with stack: GraphicsStack) {
        renderFrame = { list, released in
            for id in released { stack.renderer.releaseSnapshot(id) }
            try stack.renderer.draw(list, to: .screen)
            stack.renderer.finish()
        }
    }

    /// Runs until the largest of `samples` round trips, sampling resident memory after each
    /// count in `samples` (e.g. [10, 1000]).
    package func run(samples: [Int]) throws -> Result {
        guard !trips.isEmpty else { throw SegueKitError("the memory soak needs at least one round trip") }
        let run = try ScriptedRun(storyboardPath: storyboardPath, registries: DemoApp.registries, size: size, fps: fps)
        // As the app without --trace: nothing keeps the log's events.
        run.trace.keepsEvents = false
        let start = Date()
        var frames = 0
        var out: [Sample] = []
        let wanted = Set(samples)
        let total = samples.max() ?? 0
        func frame(_ events: [InputEvent]) throws {
            let list = run.step(events)
            let released = run.scene.releasedSnapshots()
            try renderFrame?(list, released)
            frames += 1
        }
        for trip in 0..<total {
            for key in trips[trip % trips.count].keys {
                try frame([key, Self.keyUp(key)])
                var waited = 0.0
                while run.scene.window.isAnimating {
                    waited += 1 / fps
                    if waited > restLimit {
                        throw SegueKitError("round trip \(trip + 1) (\(trips[trip % trips.count].name)) still animating after \(restLimit) s")
                    }
                    try frame([])
                }
            }
            if wanted.contains(trip + 1) {
                guard let rss = Self.residentBytes() else { throw SegueKitError("resident memory is not readable here (/proc/self/statm)") }
                let split = Self.residentBreakdown()
                out.append(Sample(roundTrips: trip + 1, residentBytes: rss, heapBytes: split?.heap, anonymousBytes: split?.anonymous))
                onSample?(out.last!)
            }
        }
        return Result(samples: out, frames: frames, seconds: Date().timeIntervalSince(start),
                      allocator: AllocatorTuning.summary)
    }

    private static func keyUp(_ e: InputEvent) -> InputEvent {
        if case .keyDown(let k, let m) = e { return .keyUp(k, m) }
        return e
    }

    /// The process's resident set size in bytes (Linux: /proc/self/statm's second field, in
    /// pages, times the page size); nil where that file does not exist.
    package static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The resident bytes of the main heap and of the other anonymous mappings (Linux:
    /// `/proc/self/smaps`); nil where that file does not exist.
    package static func residentBreakdown() -> (heap: Int, anonymous: Int)? {
        // Read to the end: /proc files report no size, and a reader that trusts the size stops
        // after the first page.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        defer { try? file.close() }
        return residentBreakdown(smaps: String(decoding: file.readDataToEndOfFile(), as: UTF8.self))
    }

    /// Parses `/proc/PID/smaps` text: `Rss` of the `[heap]` mapping, and of mappings with no
    /// path (anonymous), in bytes.
    package static func residentBreakdown(smaps text: String) -> (heap: Int, anonymous: Int) {
        enum Kind { case heap, anonymous, other }
        var kind = Kind.other
        var heap = 0, anonymous = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), first.first?.isHexDigit == true, !first.hasSuffix(":") {
                // A mapping's header: range, permissions, offset, device, inode[, path].
                let path = fields.count > 5 ? fields[5...].joined(separator: " ") : ""
                kind = path == "[heap]" ? .heap : path.isEmpty ? .anonymous : .other
            } else if first == "Rss:", fields.count > 1, let kb = Int(fields[1]) {
                switch kind {
                case .heap: heap += kb * 1024
                case .anonymous: anonymous += kb * 1024
                case .other: break
                }
            }
        }
        return (heap, anonymous)
    }
}
