import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

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
