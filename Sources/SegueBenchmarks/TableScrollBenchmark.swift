import Foundation
import SegueCore
import SegueKit

/// Scrolling a 10,000-row table (BENCHMARKS.md): a value1 table with a disclosure chevron on
/// every row fills the window, and its content offset moves by a fixed speed every frame of
/// a 60 Hz timeline on a manual clock, as a flick or a held wheel would move it. Each frame is
/// what the app's loop does for it: the window's draw list at the clock's time (layout, cell
/// reuse, drawing) and, with a graphics stack, the renderer drawing it and finishing. The work
/// of each frame is timed on the wall clock; one over 16.7 ms would drop a frame at 60 Hz.
/// Resident memory is read before and after, with the number of cells alive.
@MainActor
package struct TableScrollBenchmark {
    /// What a run measured.
    package struct Result: Codable, Sendable {
        package var width: Int
        package var height: Int
        package var rows: Int
        package var frames: Int
        /// Points scrolled per frame.
        package var pointsPerFrame: Double
        /// Per-frame work in milliseconds.
        package var medianMilliseconds: Double
        package var p99Milliseconds: Double
        package var maxMilliseconds: Double
        /// Frames whose work took longer than a 60 Hz refresh (16.7 ms).
        package var dropped: Int
        /// Resident memory after the first frame, halfway and after the last, in bytes: a
        /// steady state shows as the second half adding nothing.
        package var residentStart: Int
        package var residentMiddle: Int
        package var residentEnd: Int
        /// Cells that are subviews of the table at the end, and cells ever made.
        package var cellsAlive: Int
        package var cellsMade: Int
        /// Whether the frames were drawn by the GL renderer (false: draw lists only).
        package var rendered: Bool
    }

    /// The table's rows, counting the cells it makes.
    private final class Rows: TableViewDataSource, TableViewDelegate {
        let count: Int
        var made = 0
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? {
                made += 1
                return TableViewCell(style: .value1, reuseIdentifier: "row")
            }()
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = "\(indexPath.row % 97) items"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// The window size.
    package let size: Size
    /// How many rows, frames, and points per frame.
    package var rows = 10_000
    package var frames = 600
    package var pointsPerFrame = 25.0

    /// A benchmark at `size`.
    package init(size: Size) { self.size = size }

    /// Runs the timeline, drawing each frame with `stack` when one is given.
    package func run(stack: GraphicsStack?) throws -> Result {
        let clock = ManualClock()
        let window = Window(size: size, clock: clock)
        let table = TableView(frame: Rect(size: size), style: .plain)
        table.autoresizingMask = .flexibleSize
        let data = Rows(count: rows)
        table.dataSource = data
        table.delegate = data
        window.rootView.addSubview(table)
        func frame(_ i: Int) throws {
            clock.set(Double(i) / 60)
            var y = Double(i) * pointsPerFrame
            let range = max(1, table.contentSize.height - size.height)
            // Down to the end and back up, over and over (a triangle wave through the content).
            y = y.truncatingRemainder(dividingBy: 2 * range)
            table.contentOffset = Point(0, y <= range ? y : 2 * range - y)
            let list = window.drawList()
            if let stack {
                try stack.renderer.draw(list, to: .screen)
                stack.renderer.finish()
            }
        }
        try frame(0)
        let residentStart = MemorySoak.residentBytes() ?? 0
        var residentMiddle = residentStart
        var times: [Double] = []
        times.reserveCapacity(frames)
        for i in 1...frames {
            let start = DispatchTime.now().uptimeNanoseconds
            try frame(i)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            if i == frames / 2 { residentMiddle = MemorySoak.residentBytes() ?? 0 }
        }
        let residentEnd = MemorySoak.residentBytes() ?? 0
        let stats = FrameStats(samples: times)
        return Result(width: Int(size.width), height: Int(size.height), rows: rows, frames: frames,
                      pointsPerFrame: pointsPerFrame, medianMilliseconds: stats.median, p99Milliseconds: stats.p99,
                      maxMilliseconds: times.max() ?? 0, dropped: times.filter { $0 > 1000.0 / 60 }.count,
                      residentStart: residentStart, residentMiddle: residentMiddle, residentEnd: residentEnd,
                      cellsAlive: table.subviews.filter { $0 is TableViewCell }.count, cellsMade: data.made,
                      rendered: stack != nil)
    }
}
