import Foundation
import SegueKit
import SegueDemo
import SegueTestSupport
import Testing

/// Text goldens of whole sessions' traces (`__Snapshots__/TraceSnapshotTests/`): every life-cycle
/// callback, segue step and transition in order, on the scene clock. A change to the order
/// UIKit documents shows up as a readable diff.
@MainActor
struct TraceSnapshotTests {
    /// The explode demo: home presents the patterned screen, its button explodes it (a custom
    /// segue class from the storyboard), Escape unwinds and the explode plays backwards, Escape
    /// again goes home.
    @Test func explodeSegueAndItsUnwind() throws {
        let run = try ScriptedRun.demo(size: Size(640, 360), fps: 30)
        try run.play(scriptText: "0.1 key 2\n0.7 key Enter\n2.0 key Escape\n3.2 key Escape\n4.0 end")
        assertSnapshot(of: run.trace.events, as: .trace, named: "explode")
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    /// The navigation demo: a push, a pop by Escape, then home.
    @Test func navigationPushAndPop() throws {
        let run = try ScriptedRun.demo(size: Size(640, 360), fps: 30)
        try run.play(scriptText: "0.1 key 6\n0.7 key Enter\n1.6 key Escape\n2.5 key Escape\n3.4 end")
        assertSnapshot(of: run.trace.events, as: .trace, named: "navigation")
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }
}
