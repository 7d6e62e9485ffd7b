import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

/// `segue bench`: one subcommand a measurement, each with only its own options; `table` (frame
/// times next to the floor) when none is named. Every subcommand prints through `BenchTable`
/// and writes its result with `--json`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times, latency, recording, memory and live transitions (build with -c release).",
        discussion: "With no subcommand: 'table'. Window-based subcommands (live, live-transitions, peer) need a display: run them under xvfb-run.",
        subcommands: [BenchTableCommand.self, BenchLatencyCommand.self, BenchRecordingCommand.self, BenchMemoryCommand.self,
                      BenchLiveCommand.self, BenchLiveTransitionsCommand.self, BenchPeerCommand.self],
        defaultSubcommand: BenchTableCommand.self)
}

// MARK: - Options shared by several subcommands

/// `--sizes`: the sizes a subcommand measures at.
struct BenchSizes: ParsableArguments {
    @Option(help: "Sizes to measure, comma separated.")
    var sizes = "1280x720,1920x1080"

    func validate() throws { _ = try list() }

    /// The sizes, in the order given.
    func list() throws -> [SizeArgument] {
        guard !sizes.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--sizes needs at least one size, WIDTHxHEIGHT, comma separated")
        }
        return try sizes.split(separator: ",", omittingEmptySubsequences: false).map { s in
            do { return try SizeArgument.parse(String(s)) } catch { throw ValidationError("--sizes \(error)") }
        }
    }
}

/// `--size`: the one size a subcommand measures at.
struct BenchSize: ParsableArguments {
    @Option(help: ArgumentHelp("The window's or context's size: \(SizeArgument.limits).", valueName: "WIDTHxHEIGHT"))
    var size = SizeArgument(width: 1280, height: 720)
}

/// `--json FILE`: the subcommand's result, written as `{"MODE": result}`.
struct BenchJSON: ParsableArguments {
    @Option(help: "Write the results as JSON to this file.")
    var json: String?

    /// Writes `{key: value}` to `--json`'s file, when given.
    func write<Value: Encodable>(_ key: String, _ value: Value) throws {
        guard let json else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode([key: value]).write(to: URL(fileURLWithPath: json))
    }
}

/// `--transitions` and `--shaders`: which transitions a subcommand plays.
struct BenchTransitions: ParsableArguments {
    @Option(help: "Transitions to measure, comma separated (default: all, or with --shaders each file of the folder).")
    var transitions: String?

    @OptionGroup var shaderFolder: ShaderFolderOptions

    /// The named transitions, else the folder's files, else every one the catalog knows.
    func names(in catalog: TransitionCatalog) -> [String] {
        transitions.map { $0.split(separator: ",").map(String.init) }
            ?? (shaderFolder.shaders == nil ? catalog.names : catalog.folderShaders.map(\.name))
    }

    /// The app's catalog with the folder's files, compiled first: one that does not load is
    /// skipped with a warning (an error with `--strict`).
    func catalog(in app: AppContext) throws -> TransitionCatalog {
        try app.catalog(shaderFolder, compile: shaderFolder.shaders == nil ? .no : .required)
    }
}

/// `--frame-budget`/`--no-frame-budget` for the live subcommands.
struct BenchFrameBudget: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Run with the app's frame budget (--no-frame-budget: every frame at full resolution).")
    var frameBudget = true

    /// The budget the live loop runs with, or nil for every frame whole.
    @MainActor var budget: FrameBudget? { frameBudget ? FrameBudget() : nil }
}

/// Checks a count option's range.
func checkCount(_ value: Int, _ option: String, _ range: ClosedRange<Int>) throws {
    guard range.contains(value) else {
        throw ValidationError("\(option) must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
    }
}

/// Checks a live transition's duration.
func checkDuration(_ value: Double, _ option: String) throws {
    guard value.isFinite, value > 0, value <= 600 else {
        throw ValidationError("\(option) must be more than 0 and at most 600 seconds, got \(formatNumber(value))")
    }
}

/// Says on standard error that a debug build's figures mean little.
func warnIfDebugBuild() {
    #if DEBUG
    StandardError.write(Data("segue bench: this is a debug build; figures are only meaningful with -c release\n".utf8))
    #endif
}

/// The two photo pages of the live benchmarks and the peer: two photos and two titles.
func benchPages(assets: String) -> (images: (String, String), titles: (String, String)) {
    ((assets + "/images/photos/sunset.png", assets + "/images/photos/city.png"), ("Sunset", "City"))
}

/// The columns of the live subcommands (`live-transitions`, `peer`).
func liveColumns(_ second: String, widths: Int = 34) -> [BenchTable.Column] {
    [.init("size", width: 10), .init(second, width: widths)]
}

// MARK: - table

/// `segue bench table`: frame times of transitions next to the floor measured in the same run,
/// headless.
struct BenchTableCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Frame times of transitions next to the floor measured in the same run, headless.")

    @OptionGroup var sizes: BenchSizes
    @OptionGroup var transitions: BenchTransitions

    @Option(help: "Frames measured per transition and size.")
    var frames = 120

    @Option(help: ArgumentHelp("Stop measuring a transition at a size after this many seconds (its frames and the floor's), with at least 3 frames measured: a software-GL shader can take seconds a frame.", valueName: "SECONDS"))
    var maxSeconds: Double?

    @OptionGroup var output: BenchJSON

    func validate() throws {
        try checkCount(frames, "--frames", 1...100_000)
        if let maxSeconds, !(maxSeconds.isFinite && maxSeconds > 0 && maxSeconds <= 86_400) {
            throw ValidationError("--max-seconds must be more than 0 and at most 86400, got \(formatNumber(maxSeconds))")
        }
    }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            let sizeList = try sizes.list()
            let largest = sizeList.max { $0.width * $0.height < $1.width * $1.height }!
            let catalog = try transitions.catalog(in: app)
            let folderNames = Set(catalog.folderShaders.map(\.name))
            let names = transitions.names(in: catalog)
            let stack = try GraphicsStack(options: PlatformOptions(size: largest.size, headless: true),
                                          shaderSources: catalog.shaderSource)
            var bench = TransitionBenchmarker(stack: stack, clock: SystemClock())
            bench.frames = max(10, frames)
            bench.maxSeconds = maxSeconds
            warnIfDebugBuild()
            print("GL: \(GLRenderer.contextDescription())")
            let first = max(16, (names.map(\.count).max() ?? 15) + 1)
            let table = BenchTable([.init("transition", width: first), .init("size", width: 10), .init("layers", width: 7),
                                    .init("median ms", width: 10), .init("p99 ms", width: 10), .init("floor med", width: 10),
                                    .init("floor p99", width: 10), .init("ratio", width: 7), .init("frames", width: 7)])
            table.printHeader()
            var results: [TransitionBenchmark] = []
            for size in sizeList {
                let a = try PixelBuffer.load(stack.assets + "/images/photos/sunset.png").scaled(to: size.width, size.height)
                let b = try PixelBuffer.load(stack.assets + "/images/photos/city.png").scaled(to: size.width, size.height)
                let ta = stack.renderer.registerTexture(a), tb = stack.renderer.registerTexture(b)
                defer { stack.renderer.unregisterTexture(ta); stack.renderer.unregisterTexture(tb) }
                for name in names {
                    let r: TransitionBenchmark
                    do {
                        r = try bench.measure(try catalog.make(name: name, parameters: [:]), size: size.size,
                                              from: .texture(ta), to: .texture(tb))
                    } catch where folderNames.contains(name) {
                        // A folder file that loads and compiles but cannot be drawn is skipped too.
                        let path = catalog.folderShaders.first { $0.name == name }?.path ?? name
                        let why = ErrorReport.message(for: error)
                        let strict = transitions.shaderFolder.strict
                        StandardError.write(Data("\(path): \(strict ? "error" : "warning"): \(why) (file skipped: it does not draw)\n".utf8))
                        if strict { throw ExitCode.failure }
                        continue
                    }
                    results.append(r)
                    let f = { (v: Double) in BenchTable.number(v) }
                    table.printRow([r.transition, size.description, String(r.layers), f(r.frame.median), f(r.frame.p99),
                                    f(r.floor.median), f(r.floor.p99), f(r.ratio), String(r.frame.frames)])
                }
            }
            try output.write("transitions", results)
        }
    }
}

// MARK: - latency

/// `segue bench latency`: input to first frame with the demo storyboard, headless.
struct BenchLatencyCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "latency",
        abstract: "Input-to-first-frame latency with the demo storyboard, headless.")

    @OptionGroup var size: BenchSize
    @OptionGroup var output: BenchJSON

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            let stack = try GraphicsStack(options: PlatformOptions(size: size.size.size, headless: true),
                                          shaderSources: try TransitionCatalog(transitions: app.registries.transitions).shaderSource)
            let r = try LatencyBenchmark(stack: stack, wall: SystemClock()).run(storyboard: try AppPaths.demoStoryboard())
            let table = BenchTable([.init("size", width: 10), .init("samples", width: 8), .init("median ms", width: 10), .init("p99 ms", width: 10)])
            print("input to first frame (one frame at 60 Hz: 16.7 ms):")
            table.printHeader()
            table.printRow(["\(r.width)x\(r.height)", String(r.samples), BenchTable.number(r.median), BenchTable.number(r.p99)])
            try output.write("latency", r)
        }
    }
}

// MARK: - recording

/// `segue bench recording`: recording throughput next to ffmpeg's xfade.
struct BenchRecordingCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "recording",
        abstract: "Recording throughput (a 2 s 720p 60 fps dissolve to MP4) next to ffmpeg's xfade.")

    @Option(help: "How many times our recording and xfade's alternate (medians are compared).")
    var runs = 5

    @OptionGroup var output: BenchJSON

    func validate() throws { try checkCount(runs, "--runs", 1...1000) }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-\(getpid())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let stack = try GraphicsStack(options: PlatformOptions(size: Size(1280, 720), headless: true))
            let r = try RecordingBenchmark(stack: stack, clock: SystemClock())
                .run(from: stack.assets + "/images/photos/sunset.png", to: stack.assets + "/images/photos/city.png",
                     repeats: runs, folder: folder)
            let f = { (v: Double) in BenchTable.number(v) }
            let table = BenchTable([.init("recording", width: 10), .init("frames", width: 7), .init("size", width: 10),
                                    .init("median s", width: 9), .init("fps", width: 7), .init("ratio", width: 7), .init("runs s", width: 8)])
            table.printHeader()
            let runs = { (v: [Double]) in v.map(f).joined(separator: " ") }
            table.printRow(["segue", String(r.frames), "\(r.width)x\(r.height)", f(r.seconds), BenchTable.number(Double(r.frames) / r.seconds, decimals: 1),
                            f(r.ratio), runs(r.runs)])
            table.printRow(["xfade", String(r.frames), "\(r.width)x\(r.height)", f(r.xfadeSeconds),
                            BenchTable.number(Double(r.frames) / r.xfadeSeconds, decimals: 1), "1.00", runs(r.xfadeRuns)])
            try output.write("recording", r)
        }
    }
}

// MARK: - memory

/// `segue bench memory`: resident memory over the demo's segue round trips.
struct BenchMemoryCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Resident memory over segue round trips of the demo, with the GL renderer drawing every frame (or none with --without-gl).")

    @OptionGroup var size: BenchSize

    @Option(help: "Round-trip counts at which resident memory is sampled, comma separated (growth is last minus first).")
    var samples = "10,1000"

    @Option(help: "Frame rate of the soak's fixed timestep (frames drawn per second of app time).")
    var fps = 10.0

    @Flag(help: "The demo's controllers, views and transitions alone: nothing drawn, no GL (what the soak tests check, in a process of its own).")
    var withoutGl = false

    @OptionGroup var output: BenchJSON

    func validate() throws {
        let counts = samples.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard counts.count >= 2, counts.allSatisfy({ ($0 ?? 0) > 0 }) else {
            throw ValidationError("--samples must be two or more positive round-trip counts, as 10,1000, got '\(samples)'")
        }
        guard fps.isFinite, fps > 0, fps <= 240 else {
            throw ValidationError("--fps must be more than 0 and at most 240, got \(fps)")
        }
    }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            // Checked by validate().
            let counts = samples.split(separator: ",").compactMap { Int($0) }
            let stack = withoutGl ? nil : try GraphicsStack(options: PlatformOptions(size: size.size.size, headless: true))
            var soak = MemorySoak(storyboardPath: try AppPaths.demoStoryboard(), size: size.size.size, fps: fps)
            if let stack { soak.drawEveryFrame(with: stack) }
            let mb = { (b: Int?) in b.map { BenchTable.number(Double($0) / 1_048_576, decimals: 1) } ?? "?" }
            print("memory: \(AllocatorTuning.summary) (\(AllocatorTuning.defaultsVariable)=1 keeps the defaults); MB after each count of round trips:")
            let table = BenchTable([.init("round trips", width: 12), .init("resident", width: 9), .init("heap", width: 9),
                                    .init("other anon", width: 11)])
            table.printHeader()
            soak.onSample = { s in table.printRow([String(s.roundTrips), mb(s.residentBytes), mb(s.heapBytes), mb(s.anonymousBytes)]) }
            let r = try soak.run(samples: counts.sorted())
            print(String(format: "memory: growth %+.2f MB from %d to %d round trips (%d frames at %@, %@ fps app time, %.0f s)",
                         Double(r.growthBytes) / 1_048_576, r.samples.first!.roundTrips, r.samples.last!.roundTrips,
                         r.frames, size.size.description, formatNumber(fps), r.seconds))
            try output.write("memory", r)
        }
    }
}

// MARK: - live

/// `segue bench live`: dropped frames during the demo's live transitions, in a window.
struct BenchLiveCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Dropped frames during live transitions of the demo: an SDL window, every frame presented and paced at 60 Hz as the app does (needs a display).")

    @OptionGroup var size: BenchSize

    @Option(help: "How many times the demo's round trips are played.")
    var rounds = 3

    @OptionGroup var budget: BenchFrameBudget
    @OptionGroup var output: BenchJSON

    func validate() throws { try checkCount(rounds, "--rounds", 1...1000) }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            let options = PlatformOptions(title: "segue bench live", size: size.size.size, headless: false, resizable: false)
            let stack = try GraphicsStack(options: options, shaderSources: try TransitionCatalog(transitions: app.registries.transitions).shaderSource)
            var bench = LiveFrameBenchmark(stack: stack, clock: SystemClock())
            bench.budget = budget.budget
            let r = try bench.run(storyboard: try AppPaths.demoStoryboard(), rounds: rounds)
            print("live transitions at \(r.width)x\(r.height), \(stack.window.backend), vsync \(r.vsync ? "claimed" : "off"), paced at \(Int(r.framesPerSecond)) Hz (\(rounds) rounds of the demo):")
            let table = BenchTable([.init("transition", width: 18), .init("runs", width: 6), .init("frames", width: 8), .init("interval", width: 10),
                                    .init("p99", width: 9), .init("longest", width: 9), .init("dropped", width: 9), .init("at start", width: 10),
                                    .init("work med", width: 10), .init("work p99", width: 9)])
            table.printHeader()
            let f = { (v: Double) in BenchTable.number(v) }
            for k in r.kinds {
                table.printRow([k.name, String(k.runs), String(k.frames), f(k.medianInterval), f(k.p99Interval), f(k.longestInterval),
                                String(k.dropped), String(k.droppedAtStart), f(k.medianWork), f(k.p99Work)])
            }
            print(String(format: "live input to first presented frame: %d keys, median %.2f ms, p99 %.2f ms (one frame at 60 Hz: 16.7 ms)",
                         r.inputToPresent.frames, r.inputToPresent.median, r.inputToPresent.p99))
            print("live transitions: \(r.dropped) dropped frames in \(r.frames) frames (times in ms; an interval over 1.5 refresh periods drops; at start: in a transition's first two intervals, where its snapshots are rendered; work: one frame's input, draw and present without the pacer's sleep)")
            try output.write("live", r)
        }
    }
}

// MARK: - live-transitions

/// `segue bench live-transitions`: each transition at each size, live in a window, two swaps.
struct BenchLiveTransitionsCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "live-transitions",
        abstract: "Play each transition live at each size: two full-window pages of a photo and a title swapped back and forth in a window, every frame presented and paced at 60 Hz as the app does (needs a display).")

    @OptionGroup var sizes: BenchSizes
    @OptionGroup var transitions: BenchTransitions

    @Option(help: "How long each transition lasts, in seconds.")
    var duration = 5.0

    @OptionGroup var budget: BenchFrameBudget
    @OptionGroup var output: BenchJSON

    func validate() throws { try checkDuration(duration, "--duration") }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            let sizeList = try sizes.list()
            let catalog = try transitions.catalog(in: app)
            let names = transitions.names(in: catalog)
            // Every name is checked before anything is measured or printed.
            for name in names { _ = try catalog.make(name: name, parameters: [:]) }
            print("live transitions: two swaps of \(formatNumber(duration)) s each, paced at 60 Hz, frame budget \(budget.frameBudget ? "on" : "off")")
            let table = BenchTable(liveColumns("transition") + [.init("fps", width: 14), .init("interval p99", width: 14), .init("dropped", width: 9),
                                   .init("CPU ms/frame", width: 15), .init("lowest res", width: 10), .init("first frame", width: 14),
                                   .init("reduced", width: 8)])
            table.printHeader()
            var rows: [LiveTransitionRow] = []
            for size in sizeList {
                let stack = try GraphicsStack(options: PlatformOptions(title: "segue bench live-transitions", size: size.size, headless: false, resizable: false),
                                              shaderSources: catalog.shaderSource)
                let pages = benchPages(assets: stack.assets)
                for name in names {
                    var bench = LiveTransitionBenchmark(stack: stack, clock: SystemClock())
                    bench.budget = budget.budget
                    let run = try bench.run(name: name, make: { try catalog.make(name: name, parameters: [:]) },
                                            duration: duration, swaps: 2, images: pages.images, titles: pages.titles)
                    let row = LiveTransitionRow(run)
                    rows.append(row)
                    let f = { (v: Double) in BenchTable.number(v, decimals: 1) }
                    let a = row.summary
                    table.printRow([size.description, name, f(a.fps), f(a.p99Interval), String(a.dropped), f(a.cpuPerFrame),
                                    BenchTable.number(row.lowestResolution), f(a.medianInputToFirstFrame), BenchTable.percent(a.reducedShare)])
                }
            }
            try output.write("liveTransitions", rows)
        }
    }
}

// MARK: - peer

/// `segue bench peer`: ours side by side with GTK 4's GtkStack.
struct BenchPeerCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "peer",
        abstract: "Compare with GTK 4's GtkStack live, side by side: builds a small GTK 4 program (needs libgtk-4-dev and a C compiler) and alternates its runs with ours — frame budget on, and every frame whole — at each size, with the same pages and durations (needs a display).")

    @OptionGroup var sizes: BenchSizes

    @Option(help: ArgumentHelp("The pairs compared, ours:GtkStack's, comma separated.", valueName: "PAIRS"))
    var pairs = "crossDissolve:crossfade,cube:rotate-left-right"

    @Option(help: "How many alternating runs each program makes (medians are compared); each run swaps the pages twice.")
    var runs = 3

    @Option(help: "How long each transition lasts, in seconds.")
    var duration = 5.0

    @OptionGroup var output: BenchJSON

    func validate() throws {
        try checkCount(runs, "--runs", 1...100)
        try checkDuration(duration, "--duration")
        for pair in pairs.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--pairs takes OURS:GTKSTACK pairs, as crossDissolve:crossfade, got '\(pair)'")
            }
        }
    }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            let sizeList = try sizes.list()
            let catalog = try TransitionCatalog(transitions: app.registries.transitions)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-peer").path
            let gtk = try GtkStackPeer.build(into: folder)
            let pairList = pairs.split(separator: ",").map { p -> (String, String) in
                let parts = p.split(separator: ":").map(String.init)
                return (parts[0], parts[1])
            }
            for (ours, _) in pairList { _ = try catalog.make(name: ours, parameters: [:]) }
            print("peer: GTK 4 GtkStack (\(gtk.executable)) and ours, \(runs) alternating rounds of ours with the frame budget, ours with every frame whole, and GtkStack's, each run 2 swaps, transitions of \(formatNumber(duration)) s")
            let table = BenchTable(liveColumns("ours / GtkStack") + [.init("our frames", width: 11), .init("fps", width: 14),
                                   .init("interval p99", width: 14), .init("dropped", width: 9), .init("CPU ms/frame", width: 15),
                                   .init("CPU ratio", width: 10), .init("first frame", width: 14), .init("reduced", width: 8)])
            table.printHeader()
            var results: [PeerComparison] = []
            for size in sizeList {
                for (ours, theirs) in pairList {
                    var budgeted: [PeerRun.Summary] = [], whole: [PeerRun.Summary] = [], peers: [PeerRun.Summary] = []
                    var renderer = ""
                    let stack = try GraphicsStack(options: PlatformOptions(title: "segue bench peer", size: size.size, headless: false, resizable: false),
                                                  shaderSources: catalog.shaderSource)
                    let pages = benchPages(assets: stack.assets)
                    @MainActor func mine(budget: FrameBudget?) throws -> PeerRun.Summary {
                        var bench = LiveTransitionBenchmark(stack: stack, clock: SystemClock())
                        bench.budget = budget
                        return try bench.run(name: ours, make: { try catalog.make(name: ours, parameters: [:]) },
                                             duration: duration, swaps: 2, images: pages.images, titles: pages.titles).summary()
                    }
                    for _ in 0..<runs {
                        budgeted.append(try mine(budget: FrameBudget()))
                        whole.append(try mine(budget: nil))
                        let run = try gtk.run(transition: theirs, width: size.width, height: size.height, duration: duration,
                                              swaps: 2, images: pages.images, titles: pages.titles)
                        renderer = run.renderer
                        peers.append(run.summary())
                    }
                    let c = PeerComparison(width: size.width, height: size.height, ours: ours, theirs: theirs,
                                           peer: "GTK 4 GtkStack (\(renderer))", ourRuns: budgeted, ourWholeRuns: whole, theirRuns: peers)
                    results.append(c)
                    let f = { (v: Double) in BenchTable.number(v, decimals: 1) }
                    let b = c.theirMedian
                    for (label, a, ratio) in [("budget", c.ourMedian, c.cpuRatio), ("whole", c.ourWholeMedian, c.wholeCPURatio)] {
                        table.printRow([size.description, "\(ours) / \(theirs)", label, "\(f(a.fps)) / \(f(b.fps))",
                                        "\(f(a.p99Interval)) / \(f(b.p99Interval))", "\(a.dropped) / \(b.dropped)",
                                        "\(f(a.cpuPerFrame)) / \(f(b.cpuPerFrame))", BenchTable.number(ratio),
                                        "\(f(a.medianInputToFirstFrame)) / \(f(b.medianInputToFirstFrame))", BenchTable.percent(a.reducedShare)])
                    }
                }
            }
            print("peer: medians of the runs; our frames: budget (the app's frame budget on, as segue run draws) or whole (every frame at full resolution: the like-for-like comparison); fps: frames per second of transition; interval p99 and first frame (request to first presented frame, median) in ms; dropped: refreshes without a new frame at 60 Hz; CPU: the whole process's, every thread; reduced: our frames drawn below full resolution by the frame budget")
            try output.write("peer", results)
        }
    }
}
