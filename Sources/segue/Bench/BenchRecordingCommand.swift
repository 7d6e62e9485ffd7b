import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

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
