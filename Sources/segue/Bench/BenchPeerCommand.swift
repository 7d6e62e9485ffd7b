import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

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
