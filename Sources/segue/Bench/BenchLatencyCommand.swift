import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

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
