import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

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
