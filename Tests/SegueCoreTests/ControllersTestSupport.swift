import Foundation
import Testing
@testable import SegueCore

/// A window with a manual clock and a trace log, for life-cycle tests.
@MainActor
final class ControllerHarness {
    let clock = ManualClock()
    let log = TraceLog()
    let window: Window

    init(size: Size = Size(400, 300)) {
        window = Window(size: size, clock: clock, trace: log)
    }

    private var start = 0

    /// A plain controller named `name` in traces, reporting to this harness's log.
    func vc(_ name: String) -> ViewController {
        let c = ViewController()
        c.storyboardIdentifier = name
        c.traceLog = log
        return c
    }

    /// Later `lines()` show only events from now on (the checker still sees them all).
    func mark() { start = log.events.count }

    /// Advances the clock in 1/60 s frames for `seconds`, drawing each frame.
    func run(_ seconds: Double) {
        let steps = Int((seconds * 60).rounded(.up))
        for _ in 0..<steps {
            clock.advance(by: 1.0 / 60)
            _ = window.drawList()
        }
    }

    /// The log's compact lines, without the events in `excluding`.
    func lines(excluding: Set<TraceEventKind> = []) -> [String] {
        log.events.dropFirst(start).filter { !excluding.contains($0.event) }.map(\.description)
    }

    /// Appearance-rule violations in the whole log, at rest.
    var violations: [String] { AppearanceChecker.check(log.events).map(\.description) }
}
