import Foundation
import Testing
import SegueKit
import SegueBenchmarks

/// `segue bench layout`'s chain of views (SPEC §9) solves to the frames its constraints say, at
/// the start width and after the resize, and its results are written with SPEC's keys.
@Suite struct LayoutBenchmarkTests {
    @Test("The chain lays views out 8 pt apart, equally wide, at both widths")
    func chainFrames() throws {
        let n = 12
        let chain = try LayoutBenchmark.Chain(n: n, windowWidth: LayoutBenchmark.startWidth(n))
        let frames = chain.frames()
        #expect(frames.count == n)
        for (i, frame) in frames.enumerated() {
            // 58·N + 8 wide: N views of 50 and N + 1 gaps of 8.
            #expect(abs(frame.origin.x - (8 + 58 * Double(i))) < 1e-9, "view \(i)")
            #expect(frame.origin.y == 10 && frame.size.height == 30 && abs(frame.size.width - 50) < 1e-9, "view \(i)")
        }
        let sum = try chain.resize(to: LayoutBenchmark.startWidth(n) + LayoutBenchmark.resizeStep)
        let wider = chain.frames()
        let width = 50 + LayoutBenchmark.resizeStep / Double(n)
        #expect(wider.allSatisfy { abs($0.size.width - width) < 1e-9 })
        #expect(abs(wider.last!.maxX - (LayoutBenchmark.startWidth(n) + LayoutBenchmark.resizeStep - 8)) < 1e-9)
        #expect(abs(sum - wider.reduce(0) { $0 + $1.origin.x + $1.origin.y + $1.size.width + $1.size.height }) < 1e-6)
    }

    @Test("Results are written as SPEC's {n, build_ms, resize_us}")
    func jsonKeys() throws {
        let result = try LayoutBenchmark.measure(n: 5, runs: 3)
        #expect(result.n == 5 && result.buildMilliseconds > 0 && result.resizeMicroseconds > 0)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any]
        #expect(Set(object.map { Array($0.keys) } ?? []) == ["n", "build_ms", "resize_us"])
    }
}
