import ArgumentParser
import Foundation
import SegueCommands
import SegueBenchmarks

/// `segue bench layout`: the constraint solver on SPEC's chain of views, beside kiwisolver timed
/// on the same system in the same run (when python3 has it).
struct BenchLayoutCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Constraint solver: build and resize SPEC's chain of N views, beside kiwisolver on the same system.",
        discussion: """
            N views in a row whose window width W is a strong edit variable (SPEC §9 gives the \
            constraints), W from 58·N + 8 and then 100 pt wider. build_ms: building and solving once; \
            resize_us: one new W, updateVariables and reading every frame; medians of 5 runs, at N = 100, \
            200 and 1000. kiwisolver is timed through python3 and scripts/bench-layout-kiwi.py; when it is \
            missing the table says so and shows SegueKit's figures alone.
            """)

    @OptionGroup var output: BenchJSON

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) { try measure() }
    }

    private func measure() throws {
        warnIfDebugBuild()
        let table = BenchTable([.init("views", width: 6), .init("build ms", width: 10), .init("kiwi ms", width: 10),
                                .init("ratio", width: 6), .init("resize us", width: 10), .init("kiwi us", width: 10),
                                .init("ratio", width: 6)])
        var results: [LayoutBenchmark.Result] = []
        // Size by size, kiwisolver then ours, so that both see the machine in the same state.
        for n in [100, 200, 1000] {
            var theirs: LayoutBenchmark.Kiwisolver?
            switch LayoutBenchmark.kiwisolver(sizes: [n]) {
            case .measured(let figures):
                theirs = figures.first { $0.n == n }
                if results.isEmpty {
                    print("kiwisolver \(theirs?.version ?? "?") timed on the same system in this run; ratio = ours / kiwisolver's")
                }
            case .unavailable(let why):
                if results.isEmpty { print("kiwisolver: not measured: \(why); SegueKit's figures only") }
            }
            if results.isEmpty { table.printHeader() }
            var r = try LayoutBenchmark.measure(n: n)
            r.kiwisolver = theirs
            results.append(r)
            let f = { (v: Double?) in v.map { BenchTable.number($0) } ?? "-" }
            let ratio = { (a: Double, b: Double?) in b.map { BenchTable.number(a / $0) } ?? "-" }
            table.printRow([String(n), f(r.buildMilliseconds), f(r.kiwisolver?.buildMilliseconds),
                            ratio(r.buildMilliseconds, r.kiwisolver?.buildMilliseconds),
                            f(r.resizeMicroseconds), f(r.kiwisolver?.resizeMicroseconds),
                            ratio(r.resizeMicroseconds, r.kiwisolver?.resizeMicroseconds)])
        }
        // The same chain as a screen of views: what a window resize costs through the runtime.
        let screen = try MainActor.assumeIsolated { try LayoutBenchmark.measureScreen(n: 200) }
        print("a 200-view screen through the runtime (anchors; Window.resize re-solves and sets 200 frames): "
              + "\(BenchTable.number(screen)) us, median of 21 (target: under 1 ms)")
        try output.write("layout", results)
    }
}
