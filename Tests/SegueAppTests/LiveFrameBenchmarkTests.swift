import Testing
import SegueKit
import SegueBenchmarks

/// The dropped-frame count of `segue bench --live` (issue 7), as a function of frame intervals:
/// no timing here, only the arithmetic.
@MainActor
@Suite struct LiveFrameBenchmarkTests {
    let period = 1.0 / 60

    @Test func intervalsOfAboutOnePeriodDropNothing() {
        let intervals = [16.0, 16.7, 17.4, 20.0, 24.9].map { $0 / 1000 }
        #expect(LiveFrameBenchmark.droppedFrames(intervals: intervals, period: period) == 0)
    }

    @Test func eachWholePeriodMissedCountsOnce() {
        // 1.5 periods (25 ms) is the first interval that counts; 2 periods count one, 3 count two.
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.0249], period: period) == 0)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.0251], period: period) == 1)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [2 * period], period: period) == 1)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.0415], period: period) == 1)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.0419], period: period) == 2)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [3 * period], period: period) == 2)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.1], period: period) == 5)
    }

    @Test func countsAddUpOverARun() {
        let intervals = [period, 2 * period, period, 0.05, period, 4 * period]
        #expect(LiveFrameBenchmark.droppedFrames(intervals: intervals, period: period) == 1 + 2 + 3)
    }

    @Test func theRefreshPeriodIsAParameter() {
        // At 30 Hz a 50 ms interval is 1.5 periods: one dropped; 40 ms is none.
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.040], period: 1.0 / 30) == 0)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.0501], period: 1.0 / 30) == 1)
    }

    @Test func emptyAndMeaninglessIntervalsCountNothing() {
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [], period: period) == 0)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0, -0.5, .nan, .infinity], period: period) == 0)
        #expect(LiveFrameBenchmark.droppedFrames(intervals: [0.1], period: 0) == 0)
    }
}
