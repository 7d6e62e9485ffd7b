import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

/// `segue bench memory`: resident memory over the demo's segue round trips.
struct BenchMemoryCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Resident memory over segue round trips of the demo, with the GL renderer drawing every frame (or none with --without-gl).")

    @OptionGroup var size: BenchSize

    @Option(help: "Round-trip counts at which resident memory is sampled, comma separated (growth is last minus first).")
    var samples = "10,1000"

    @Option(help: "Frame rate of the soak's fixed timestep (frames drawn per second of app time).")
    var fps = 10.0

    @Flag(help: "The demo's controllers, views and transitions alone: nothing drawn, no GL (what the soak tests check, in a process of its own).")
    var withoutGl = false

    @OptionGroup var output: BenchJSON

    func validate() throws {
        let counts = samples.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard counts.count >= 2, counts.allSatisfy({ ($0 ?? 0) > 0 }) else {
            throw ValidationError("--samples must be two or more positive round-trip counts, as 10,1000, got '\(samples)'")
        }
        guard fps.isFinite, fps > 0, fps <= 240 else {
            throw ValidationError("--fps must be more than 0 and at most 240, got \(fps)")
        }
    }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            // Checked by validate().
            let counts = samples.split(separator: ",").compactMap { Int($0) }
            let stack = withoutGl ? nil : try GraphicsStack(options: PlatformOptions(size: size.size.size, headless: true))
            var soak = MemorySoak(storyboardPath: try AppPaths.demoStoryboard(), size: size.size.size, fps: fps)
            if let stack { soak.drawEveryFrame(with: stack) }
            let mb = { (b: Int?) in b.map { BenchTable.number(Double($0) / 1_048_576, decimals: 1) } ?? "?" }
            print("memory: \(AllocatorTuning.summary) (\(AllocatorTuning.defaultsVariable)=1 keeps the defaults); MB after each count of round trips:")
            let table = BenchTable([.init("round trips", width: 12), .init("resident", width: 9), .init("heap", width: 9),
                                    .init("other anon", width: 11)])
            table.printHeader()
            soak.onSample = { s in table.printRow([String(s.roundTrips), mb(s.residentBytes), mb(s.heapBytes), mb(s.anonymousBytes)]) }
            let r = try soak.run(samples: counts.sorted())
            print(String(format: "memory: growth %+.2f MB from %d to %d round trips (%d frames at %@, %@ fps app time, %.0f s)",
                         Double(r.growthBytes) / 1_048_576, r.samples.first!.roundTrips, r.samples.last!.roundTrips,
                         r.frames, size.size.description, formatNumber(fps), r.seconds))
            try output.write("memory", r)
        }
    }
}
