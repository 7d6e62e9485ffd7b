import ArgumentParser
import Foundation
import SegueCommands
import SegueBenchmarks
import SegueKit

/// `segue bench scroll-table`: a 10,000-row table view scrolled every frame of a 60 Hz timeline.
struct BenchScrollTableCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-table",
        abstract: "Table view: scroll a 10,000-row table every frame at 60 fps; frame work, dropped frames, memory, cells alive.",
        discussion: """
            A value1 table with a chevron on every row fills the window; its content offset moves a fixed \
            distance each frame (down to the end and back). A frame is the window's draw list (layout, cell \
            reuse, drawing) and, unless --without-gl, the GL renderer drawing it offscreen and finishing. \
            Dropped: frames whose work took over 16.7 ms. Resident memory after the first frame, halfway and after the last.
            """)

    @OptionGroup var size: BenchSize

    @Option(help: "Frames to scroll (60 a second of app time).")
    var frames = 600

    @Option(help: "Points scrolled per frame.")
    var speed = 25.0

    @Flag(help: "Build the draw lists only: no GL.")
    var withoutGl = false

    @OptionGroup var output: BenchJSON

    func validate() throws {
        guard frames > 0, frames <= 100_000 else { throw ValidationError("--frames must be 1…100000, got \(frames)") }
        guard speed.isFinite, speed >= 0 else { throw ValidationError("--speed must be a distance in points, got \(speed)") }
    }

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            warnIfDebugBuild()
            let stack = withoutGl ? nil : try GraphicsStack(options: PlatformOptions(size: size.size.size, headless: true))
            var bench = TableScrollBenchmark(size: size.size.size)
            bench.frames = frames
            bench.pointsPerFrame = speed
            let r = try bench.run(stack: stack)
            let mb = { (b: Int) in BenchTable.number(Double(b) / 1_048_576, decimals: 1) }
            let table = BenchTable([.init("size", width: 10), .init("frames", width: 7), .init("median ms", width: 10),
                                    .init("p99 ms", width: 8), .init("max ms", width: 8), .init("dropped", width: 8),
                                    .init("RSS MB start/half/end", width: 22), .init("cells", width: 10)])
            table.printHeader()
            table.printRow(["\(r.width)x\(r.height)", String(r.frames), BenchTable.number(r.medianMilliseconds),
                            BenchTable.number(r.p99Milliseconds), BenchTable.number(r.maxMilliseconds), String(r.dropped),
                            "\(mb(r.residentStart)) / \(mb(r.residentMiddle)) / \(mb(r.residentEnd))", "\(r.cellsAlive)/\(r.cellsMade)"])
            print("\(r.rows) rows, \(BenchTable.number(r.pointsPerFrame)) pt a frame, "
                  + (r.rendered ? "drawn by the GL renderer (offscreen, finished each frame)" : "draw lists only (no GL)")
                  + "; cells: alive at the end / ever made")
            try output.write("scroll-table", r)
        }
    }
}
