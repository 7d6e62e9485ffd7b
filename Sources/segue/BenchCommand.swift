import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

/// `segue bench`: frame times of transitions next to the floor measured in the same run.
struct BenchCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure transition frame times against the floor (build with -c release).")

    @Option(help: "Sizes to measure, comma separated.")
    var sizes = "1280x720,1920x1080"

    @Option(help: "Transitions to measure, comma separated (default: all).")
    var transitions: String?

    @OptionGroup var shaderFolder: ShaderFolderOptions

    @Option(help: "Frames measured per transition and size.")
    var frames = 120

    @Option(help: ArgumentHelp("Stop measuring a transition at a size after this many seconds (its frames and the floor's), with at least 3 frames measured: a software-GL shader can take seconds a frame.", valueName: "SECONDS"))
    var maxSeconds: Double?

    @Option(help: "Write the results as JSON to this file.")
    var json: String?

    @Flag(help: "Also measure recording throughput (a 2 s 720p 60 fps dissolve to MP4) next to ffmpeg's xfade.")
    var recording = false

    @Flag(help: "Only the recording benchmark.")
    var recordingOnly = false

    @Option(help: "How many times the recording benchmark alternates our recording and xfade's (medians are compared).")
    var recordingRuns = 5

    @Flag(help: "Also measure input-to-first-frame latency with the demo storyboard (at the first size).")
    var latency = false

    @Flag(inversion: .prefixedNo, help: "Measure the transition frame-time table (--no-table: only the extra measurements asked for).")
    var table = true

    @Flag(help: "Also measure resident memory over segue round trips of the demo with the GL renderer drawing every frame (at the first size).")
    var memory = false

    @Option(help: "Round-trip counts at which the memory soak samples resident memory, comma separated (growth is last minus first).")
    var memorySamples = "10,1000"

    @Option(help: "Frame rate of the memory soak's fixed timestep (frames drawn per second of app time).")
    var memoryFps = 10.0

    @Flag(help: "Run the memory soak on the demo's controllers, views and transitions alone: nothing drawn, no GL (what the test suite checks, in a process of its own).")
    var memoryWithoutGl = false

    @Flag(help: "Also count dropped frames during live transitions of the demo: an SDL window at the first size (needs a display: run under xvfb-run), every frame presented and paced at 60 Hz as the app does.")
    var live = false

    @Option(help: "How many times the live benchmark plays the demo's round trips.")
    var liveRounds = 3

    @Flag(inversion: .prefixedNo, help: "Run the live benchmarks with the app's frame budget (--no-frame-budget: every frame at full resolution).")
    var frameBudget = true

    @Flag(help: "Play each transition (--transitions, or a --shaders folder's files; default: every built-in) live at each size: two full-window pages of a photo and a title swapped back and forth in a window, every frame presented and paced at 60 Hz as the app does (needs a display: run under xvfb-run).")
    var liveTransitions = false

    @Option(help: ArgumentHelp("Compare with a peer toolkit, live, side by side: 'gtk' builds a small GTK 4 GtkStack program (needs libgtk-4-dev and a C compiler) and alternates its runs with ours at each size, with the same pages and durations.", valueName: "gtk"))
    var peer: String?

    @Option(help: ArgumentHelp("The pairs --peer compares, ours:GtkStack's, comma separated.", valueName: "PAIRS"))
    var peerPairs = "crossDissolve:crossfade,cube:rotate-left-right"

    @Option(help: "How long each transition of --peer and --live-transitions lasts, in seconds.")
    var liveDuration = 5.0

    @Option(help: "How many alternating runs --peer makes of each program (medians are compared); each run swaps the pages twice.")
    var peerRuns = 3

    func validate() throws {
        guard !sizes.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--sizes needs at least one size, WIDTHxHEIGHT, comma separated")
        }
        for s in sizes.split(separator: ",", omittingEmptySubsequences: false) {
            do { _ = try SizeArgument.parse(String(s)) } catch { throw ValidationError("--sizes \(error)") }
        }
        guard frames > 0, frames <= 100_000 else { throw ValidationError("--frames must be from 1 to 100000, got \(frames)") }
        if let maxSeconds, !(maxSeconds.isFinite && maxSeconds > 0 && maxSeconds <= 86_400) {
            throw ValidationError("--max-seconds must be more than 0 and at most 86400, got \(formatNumber(maxSeconds))")
        }
        guard recordingRuns > 0, recordingRuns <= 1000 else {
            throw ValidationError("--recording-runs must be from 1 to 1000, got \(recordingRuns)")
        }
        guard liveRounds > 0, liveRounds <= 1000 else { throw ValidationError("--live-rounds must be from 1 to 1000, got \(liveRounds)") }
        if let peer, peer != "gtk" { throw ValidationError("--peer knows one peer, gtk (GTK 4's GtkStack), got '\(peer)'") }
        guard liveDuration.isFinite, liveDuration > 0, liveDuration <= 600 else {
            throw ValidationError("--live-duration must be more than 0 and at most 600 seconds, got \(formatNumber(liveDuration))")
        }
        guard peerRuns > 0, peerRuns <= 100 else { throw ValidationError("--peer-runs must be from 1 to 100, got \(peerRuns)") }
        for pair in peerPairs.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--peer-pairs takes OURS:GTKSTACK pairs, as crossDissolve:crossfade, got '\(pair)'")
            }
        }
        let counts = memorySamples.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard counts.count >= 2, counts.allSatisfy({ ($0 ?? 0) > 0 }) else {
            throw ValidationError("--memory-samples must be two or more positive round-trip counts, as 10,1000, got '\(memorySamples)'")
        }
        guard memoryFps.isFinite, memoryFps > 0, memoryFps <= 240 else {
            throw ValidationError("--memory-fps must be more than 0 and at most 240, got \(memoryFps)")
        }
    }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            let sizeList = try sizes.split(separator: ",").map { s -> SizeArgument in
                do { return try SizeArgument.parse(String(s)) } catch {
                    throw ValidationError("--sizes \(error)")
                }
            }
            guard let largest = sizeList.max(by: { $0.width * $0.height < $1.width * $1.height }) else {
                throw CLIError("--sizes must list at least one size, as 1280x720,1920x1080")
            }
            // A folder's files are compiled first: one that does not load is skipped with a
            // warning. With a folder and no --transitions, the folder's files are what is measured.
            let catalog = try app.catalog(shaderFolder, compile: shaderFolder.shaders == nil ? .no : .required)
            let folderNames = Set(catalog.folderShaders.map(\.name))
            let names = transitions.map { $0.split(separator: ",").map(String.init) }
                ?? (shaderFolder.shaders == nil ? catalog.names : catalog.folderShaders.map(\.name))
            // The live benchmark's window comes first and is closed before the headless contexts
            // are made: Mesa refuses to make a GLX context current on a thread that has had an
            // EGL context current.
            var liveResult: LiveFrameBenchmark.Result?
            if live {
                liveResult = try runLive(size: sizeList[0], catalog: catalog)
            }
            var peerResults: [PeerComparison] = []
            if peer != nil {
                peerResults = try runPeer(sizes: sizeList, catalog: catalog)
            }
            var liveTransitionResults: [LiveTransitionRow] = []
            if liveTransitions {
                liveTransitionResults = try runLiveTransitions(names: names, sizes: sizeList, catalog: catalog)
            }
            let stack = try GraphicsStack(options: PlatformOptions(size: largest.size, headless: true),
                                          shaderSources: catalog.shaderSource)
            var bench = TransitionBenchmarker(stack: stack, clock: SystemClock())
            bench.frames = max(10, frames)
            bench.maxSeconds = maxSeconds
            #if DEBUG
            StandardError.write(Data("segue bench: this is a debug build; figures are only meaningful with -c release\n".utf8))
            #endif
            print("GL: \(GLRenderer.contextDescription())")
            func row(_ cells: [String]) -> String {
                zip(cells, [names.map(\.count).max().map { max(16, $0 + 1) } ?? 16, 10, 7, 10, 10, 10, 10, 7, 7]).map { c, w in
                    c.count >= w ? c + " " : String(repeating: " ", count: w - c.count) + c + " "
                }.joined()
            }
            let measuresTable = table && !recordingOnly
            if measuresTable {
                print(row(["transition", "size", "layers", "median ms", "p99 ms", "floor med", "floor p99", "ratio", "frames"]))
            }
            var results: [TransitionBenchmark] = []
            for size in measuresTable ? sizeList : [] {
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
                        StandardError.write(Data("\(path): \(shaderFolder.strict ? "error" : "warning"): \(why) (file skipped: it does not draw)\n".utf8))
                        if shaderFolder.strict { throw ExitCode.failure }
                        continue
                    }
                    results.append(r)
                    let f = { (v: Double) in String(format: "%.2f", v) }
                    print(row([r.transition, size.description, String(r.layers), f(r.frame.median), f(r.frame.p99),
                               f(r.floor.median), f(r.floor.p99), f(r.ratio), String(r.frame.frames)]))
                    fflush(nil)
                }
            }
            var latencyResult: LatencyBenchmark.Result?
            if latency {
                let first = sizeList[0]
                let lstack = try GraphicsStack(options: PlatformOptions(size: first.size, headless: true),
                                               shaderSources: catalog.shaderSource)
                let r = try LatencyBenchmark(stack: lstack, wall: SystemClock()).run(storyboard: try AppPaths.demoStoryboard())
                latencyResult = r
                print(String(format: "input to first frame: %d samples at %dx%d, median %.2f ms, p99 %.2f ms (one frame at 60 Hz: 16.7 ms)",
                             r.samples, r.width, r.height, r.median, r.p99))
            }
            var recordingResult: RecordingBenchmark.Result?
            if recording || recordingOnly {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-\(getpid())").path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: folder) }
                try stack.window.makeCurrent()  // the latency run made its own context current
                let r = try RecordingBenchmark(stack: stack, clock: SystemClock())
                    .run(from: stack.assets + "/images/photos/sunset.png", to: stack.assets + "/images/photos/city.png",
                         repeats: max(1, recordingRuns), folder: folder)
                recordingResult = r
                let runs = { (v: [Double]) in v.map { String(format: "%.2f", $0) }.joined(separator: " ") }
                print(String(format: "recording: %d frames %dx%d to MP4, median of %d runs %.2f s (%.1f fps); ffmpeg xfade %.2f s (%.1f fps); ratio %.2f",
                             r.frames, r.width, r.height, r.runs.count, r.seconds, Double(r.frames) / r.seconds, r.xfadeSeconds,
                             Double(r.frames) / r.xfadeSeconds, r.ratio)
                      + " (runs: segue \(runs(r.runs)); xfade \(runs(r.xfadeRuns)))")
            }
            var memoryResult: MemorySoak.Result?
            if memory {
                memoryResult = try runMemorySoak(size: sizeList[0])
            }
            if let json {
                struct Report: Codable {
                    var transitions: [TransitionBenchmark]
                    var recording: RecordingBenchmark.Result?
                    var latency: LatencyBenchmark.Result?
                    var memory: MemorySoak.Result?
                    var live: LiveFrameBenchmark.Result?
                    var peer: [PeerComparison]
                    var liveTransitions: [LiveTransitionRow]
                }
                let enc = JSONEncoder()
                enc.outputFormatting = [.prettyPrinted, .sortedKeys]
                try enc.encode(Report(transitions: results, recording: recordingResult, latency: latencyResult,
                                      memory: memoryResult, live: liveResult, peer: peerResults,
                                      liveTransitions: liveTransitionResults)).write(to: URL(fileURLWithPath: json))
            }
        }
    }

    /// The memory soak: the demo's round trips in this process, every frame drawn by a headless
    /// renderer of its own (unless `--memory-without-gl`), resident memory sampled at
    /// `--memory-samples`.
    @MainActor private func runMemorySoak(size: SizeArgument) throws -> MemorySoak.Result {
        // Checked by validate().
        let counts = memorySamples.split(separator: ",").compactMap { Int($0) }
        let stack = memoryWithoutGl ? nil : try GraphicsStack(options: PlatformOptions(size: size.size, headless: true))
        var soak = MemorySoak(storyboardPath: try AppPaths.demoStoryboard(), size: size.size, fps: memoryFps)
        if let stack { soak.drawEveryFrame(with: stack) }
        let mb = { (b: Int) in String(format: "%.1f MB", Double(b) / 1_048_576) }
        print("memory: \(AllocatorTuning.summary) (\(AllocatorTuning.defaultsVariable)=1 keeps the defaults)")
        soak.onSample = { s in
            print("memory: after \(s.roundTrips) round trips \(mb(s.residentBytes)) resident (heap \(s.heapBytes.map(mb) ?? "?"), other anonymous \(s.anonymousBytes.map(mb) ?? "?"))")
            fflush(nil)
        }
        let r = try soak.run(samples: counts.sorted())
        let first = r.samples.first!, last = r.samples.last!
        print(String(format: "memory: %@ after %d round trips, %@ after %d: growth %+.2f MB (%d frames at %dx%d, %.0f fps app time, %.0f s)",
                     mb(first.residentBytes), first.roundTrips, mb(last.residentBytes), last.roundTrips,
                     Double(r.growthBytes) / 1_048_576, r.frames, Int(size.size.width), Int(size.size.height), memoryFps, r.seconds))
        return r
    }

    /// Dropped frames during live transitions: the demo in a real window, presented and paced
    /// as the app's live loop does.
    @MainActor private func runLive(size: SizeArgument, catalog: TransitionCatalog) throws -> LiveFrameBenchmark.Result {
        guard liveRounds > 0 else { throw CLIError("--live-rounds must be at least 1") }
        let options = PlatformOptions(title: "segue bench --live", size: size.size, headless: false, resizable: false)
        let stack = try GraphicsStack(options: options, shaderSources: catalog.shaderSource)
        var bench = LiveFrameBenchmark(stack: stack, clock: SystemClock())
        bench.budget = frameBudget ? FrameBudget() : nil
        let r = try bench.run(storyboard: try AppPaths.demoStoryboard(), rounds: liveRounds)
        print("live transitions at \(r.width)x\(r.height), \(stack.window.backend), vsync \(r.vsync ? "claimed" : "off"), paced at \(Int(r.framesPerSecond)) Hz (\(liveRounds) rounds of the demo):")
        func row(_ cells: [String]) -> String {
            zip(cells, [18, 6, 8, 10, 9, 9, 9, 10, 10, 9]).map { c, w in
                c.count >= w ? c + " " : String(repeating: " ", count: w - c.count) + c + " "
            }.joined()
        }
        print(row(["transition", "runs", "frames", "interval", "p99", "longest", "dropped", "at start", "work med", "work p99"]))
        let f = { (v: Double) in String(format: "%.2f", v) }
        for k in r.kinds {
            print(row([k.name, String(k.runs), String(k.frames), f(k.medianInterval), f(k.p99Interval), f(k.longestInterval),
                       String(k.dropped), String(k.droppedAtStart), f(k.medianWork), f(k.p99Work)]))
        }
        print(String(format: "live input to first presented frame: %d keys, median %.2f ms, p99 %.2f ms (one frame at 60 Hz: 16.7 ms)",
                     r.inputToPresent.frames, r.inputToPresent.median, r.inputToPresent.p99))
        print("live transitions: \(r.dropped) dropped frames in \(r.frames) frames (times in ms; an interval over 1.5 refresh periods drops; at start: in a transition's first two intervals, where its snapshots are rendered; work: one frame's input, draw and present without the pacer's sleep)")
        return r
    }

    /// Our pages and the peer's: two photos and two titles.
    private func peerPages(assets: String) -> (images: (String, String), titles: (String, String)) {
        ((assets + "/images/photos/sunset.png", assets + "/images/photos/city.png"), ("Sunset", "City"))
    }

    /// `--peer gtk`: each pair at each size, our run and the GtkStack peer's alternating
    /// `--peer-runs` times, in windows of the same display.
    @MainActor private func runPeer(sizes: [SizeArgument], catalog: TransitionCatalog) throws -> [PeerComparison] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-peer").path
        let gtk = try GtkStackPeer.build(into: folder)
        let pairs = peerPairs.split(separator: ",").map { p -> (String, String) in
            let parts = p.split(separator: ":").map(String.init)
            return (parts[0], parts[1])
        }
        print("peer: GTK 4 GtkStack (\(gtk.executable)) and ours, \(peerRuns) alternating runs each of 2 swaps, transitions of \(formatNumber(liveDuration)) s, frame budget \(frameBudget ? "on" : "off")")
        print(peerRow(["size", "ours / GtkStack", "fps", "interval p99", "dropped", "CPU ms/frame", "CPU ratio", "first frame", "reduced"]))
        var results: [PeerComparison] = []
        for size in sizes {
            for (ours, theirs) in pairs {
                _ = try catalog.make(name: ours, parameters: [:])
                var mine: [PeerRun.Summary] = [], peers: [PeerRun.Summary] = []
                var renderer = ""
                let stack = try GraphicsStack(options: PlatformOptions(title: "segue bench --peer", size: size.size, headless: false, resizable: false),
                                              shaderSources: catalog.shaderSource)
                let pages = peerPages(assets: stack.assets)
                for _ in 0..<peerRuns {
                    var bench = LiveTransitionBenchmark(stack: stack, clock: SystemClock())
                    bench.budget = frameBudget ? FrameBudget() : nil
                    mine.append(try bench.run(name: ours, make: { try catalog.make(name: ours, parameters: [:]) },
                                              duration: liveDuration, swaps: 2, images: pages.images, titles: pages.titles).summary())
                    let run = try gtk.run(transition: theirs, width: size.width, height: size.height, duration: liveDuration,
                                          swaps: 2, images: pages.images, titles: pages.titles)
                    renderer = run.renderer
                    peers.append(run.summary())
                }
                let c = PeerComparison(width: size.width, height: size.height, ours: ours, theirs: theirs,
                                       peer: "GTK 4 GtkStack (\(renderer))", ourRuns: mine, theirRuns: peers)
                results.append(c)
                let f = { (v: Double) in String(format: "%.1f", v) }
                let a = c.ourMedian, b = c.theirMedian
                print(peerRow([size.description, "\(ours) / \(theirs)", "\(f(a.fps)) / \(f(b.fps))",
                               "\(f(a.p99Interval)) / \(f(b.p99Interval))", "\(a.dropped) / \(b.dropped)",
                               "\(f(a.cpuPerFrame)) / \(f(b.cpuPerFrame))", String(format: "%.2f", c.cpuRatio),
                               "\(f(a.medianInputToFirstFrame)) / \(f(b.medianInputToFirstFrame))",
                               String(format: "%.0f%%", a.reducedShare * 100)]))
                fflush(nil)
            }
        }
        print("peer: medians of the runs; fps: frames per second of transition; interval p99 and first frame (request to first presented frame, median) in ms; dropped: refreshes without a new frame at 60 Hz; CPU: the whole process's, every thread; reduced: our frames drawn below full resolution by the frame budget")
        return results
    }

    private func peerRow(_ cells: [String]) -> String {
        zip(cells, [10, 34, 14, 14, 9, 15, 10, 14, 8]).map { c, w in
            c.count >= w ? c + " " : String(repeating: " ", count: w - c.count) + c + " "
        }.joined()
    }

    /// `--live-transitions`: each transition at each size, live in a window, two swaps.
    @MainActor private func runLiveTransitions(names: [String], sizes: [SizeArgument], catalog: TransitionCatalog) throws -> [LiveTransitionRow] {
        // Every name is checked before anything is measured or printed.
        for name in names { _ = try catalog.make(name: name, parameters: [:]) }
        print("live transitions: two swaps of \(formatNumber(liveDuration)) s each, paced at 60 Hz, frame budget \(frameBudget ? "on" : "off")")
        print(peerRow(["size", "transition", "fps", "interval p99", "dropped", "CPU ms/frame", "lowest res", "first frame", "reduced"]))
        var rows: [LiveTransitionRow] = []
        for size in sizes {
            let stack = try GraphicsStack(options: PlatformOptions(title: "segue bench --live-transitions", size: size.size, headless: false, resizable: false),
                                          shaderSources: catalog.shaderSource)
            let pages = peerPages(assets: stack.assets)
            for name in names {
                var bench = LiveTransitionBenchmark(stack: stack, clock: SystemClock())
                bench.budget = frameBudget ? FrameBudget() : nil
                let run = try bench.run(name: name, make: { try catalog.make(name: name, parameters: [:]) },
                                        duration: liveDuration, swaps: 2, images: pages.images, titles: pages.titles)
                let row = LiveTransitionRow(run)
                let lowest = row.lowestResolution
                rows.append(row)
                let f = { (v: Double) in String(format: "%.1f", v) }
                let a = row.summary
                print(peerRow([size.description, name, f(a.fps), f(a.p99Interval), String(a.dropped), f(a.cpuPerFrame),
                               String(format: "%.2f", lowest), f(a.medianInputToFirstFrame), String(format: "%.0f%%", a.reducedShare * 100)]))
                fflush(nil)
            }
        }
        return rows
    }
}
