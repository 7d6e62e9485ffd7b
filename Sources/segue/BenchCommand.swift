import ArgumentParser
import Foundation
import SegueKit

/// `segue bench`: frame times of transitions next to the floor measured in the same run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure transition frame times against the floor (build with -c release).")

    @Option(help: "Sizes to measure, comma separated.")
    var sizes = "1280x720,1920x1080"

    @Option(help: "Transitions to measure, comma separated (default: all).")
    var transitions: String?

    @Option(help: "Frames measured per transition and size.")
    var frames = 120

    @Option(help: "Write the results as JSON to this file.")
    var json: String?

    @Flag(help: "Also measure recording throughput (a 2 s 720p 60 fps dissolve to MP4) next to ffmpeg's xfade.")
    var recording = false

    @Flag(help: "Only the recording benchmark.")
    var recordingOnly = false

    @Flag(help: "Also measure input-to-first-frame latency with the demo storyboard (at the first size).")
    var latency = false

    func run() throws {
        try reportingErrors {
            let sizeList = try sizes.split(separator: ",").map { s -> SizeArgument in
                guard let v = SizeArgument(argument: String(s)) else { throw CLIError("bad size \"\(s)\": expected WIDTHxHEIGHT") }
                return v
            }
            let catalog = try TransitionCatalog()
            let names = transitions.map { $0.split(separator: ",").map(String.init) } ?? catalog.names
            let largest = sizeList.max { $0.width * $0.height < $1.width * $1.height }!
            let stack = try GraphicsStack(options: PlatformOptions(size: largest.size, headless: true),
                                          shaderSources: catalog.shaderSource)
            var bench = TransitionBenchmarker(stack: stack, clock: SystemClock())
            bench.frames = max(10, frames)
            #if DEBUG
            FileHandle.standardError.write(Data("segue bench: this is a debug build; figures are only meaningful with -c release\n".utf8))
            #endif
            print("GL: \(GLRenderer.contextDescription())")
            func row(_ cells: [String]) -> String {
                zip(cells, [16, 10, 7, 10, 10, 10, 10, 7]).map { c, w in
                    c.count >= w ? c + " " : String(repeating: " ", count: w - c.count) + c + " "
                }.joined()
            }
            print(row(["transition", "size", "layers", "median ms", "p99 ms", "floor med", "floor p99", "ratio"]))
            var results: [TransitionBenchmark] = []
            for size in recordingOnly ? [] : sizeList {
                let a = try PixelBuffer.load(stack.assets + "/images/photos/sunset.png").scaled(to: size.width, size.height)
                let b = try PixelBuffer.load(stack.assets + "/images/photos/city.png").scaled(to: size.width, size.height)
                let ta = stack.renderer.registerTexture(a), tb = stack.renderer.registerTexture(b)
                defer { stack.renderer.unregisterTexture(ta); stack.renderer.unregisterTexture(tb) }
                for name in names {
                    let r = try bench.measure(try catalog.make(name: name, parameters: [:]), size: size.size,
                                              from: .texture(ta), to: .texture(tb))
                    results.append(r)
                    let f = { (v: Double) in String(format: "%.2f", v) }
                    print(row([r.transition, size.description, String(r.layers), f(r.frame.median), f(r.frame.p99),
                               f(r.floor.median), f(r.floor.p99), f(r.ratio)]))
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
                         folder: folder)
                recordingResult = r
                print(String(format: "recording: %d frames %dx%d to MP4 in %.2f s (%.1f fps); ffmpeg xfade %.2f s (%.1f fps); ratio %.2f",
                             r.frames, r.width, r.height, r.seconds, Double(r.frames) / r.seconds, r.xfadeSeconds,
                             Double(r.frames) / r.xfadeSeconds, r.ratio))
            }
            if let json {
                struct Report: Codable {
                    var transitions: [TransitionBenchmark]
                    var recording: RecordingBenchmark.Result?
                    var latency: LatencyBenchmark.Result?
                }
                let enc = JSONEncoder()
                enc.outputFormatting = [.prettyPrinted, .sortedKeys]
                try enc.encode(Report(transitions: results, recording: recordingResult, latency: latencyResult)).write(to: URL(fileURLWithPath: json))
            }
        }
    }
}
