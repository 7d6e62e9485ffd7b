import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

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
