import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

/// `segue bench text`: the text engine's costs — a 20-word label measured warm and laid out
/// anew, and rasterised cold.
struct BenchTextCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Text engine costs: a 20-word label measured warm, laid out anew, rasterised cold (medians, µs).")

    @Option(help: "Samples of each figure (medians are printed).")
    var samples = 200

    @OptionGroup var output: BenchJSON

    func validate() throws { try checkCount(samples, "--samples", 1...100_000) }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            let r = TextBenchmark(engine: try TextEngine.shared(), wall: SystemClock()).run(samples: samples)
            let f = { (v: Double) in BenchTable.number(v, decimals: 1) }
            let table = BenchTable([.init("figure", width: 22), .init("median µs", width: 10), .init("p99 µs", width: 9)])
            table.printHeader()
            table.printRow(["measure warm", f(r.measureWarm.median), f(r.measureWarm.p99)])
            table.printRow(["measure new layout", f(r.measureNewLayout.median), f(r.measureNewLayout.p99)])
            table.printRow(["measure new, one line", f(r.measureNewLine.median), f(r.measureNewLine.p99)])
            table.printRow(["rasterise cold, 2x", f(r.rasterizeCold.median), f(r.rasterizeCold.p99)])
            print("label: 20 words, 17 pt system font, \(BenchTable.number(r.width, decimals: 1))×\(BenchTable.number(r.height, decimals: 1)) pt on \(r.lines) lines at 300 pt")
            try output.write("text", r)
        }
    }
}
