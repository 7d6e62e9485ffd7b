import Foundation
import Testing
@testable import SegueCore

/// Recognizers driven by an input script, frame by frame on the scene clock, as `segue record`
/// and replays drive them: the same gestures at any frame rate, timed transitions in the frame
/// their time comes in.
@MainActor
@Suite struct GestureScriptTests {
    static let script = """
        0.10 click 100 100
        0.25 click 100 100
        1.00 down 200 150
        2.00 up 200 150
        3.00 drag 100 100 300 100 0.5
        4 end
        """

    /// Plays the script at `fps`; returns the log (changes left out), when the long press
    /// began, and the pan's velocity when it ended.
    func play(fps: Double) throws -> (log: [String], longPressBegan: Double?, releaseVelocity: Point?) {
        let b = GestureBench()
        let single = b.attach(TapGestureRecognizer(), "single")
        let double = b.attach(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let long = b.attach(LongPressGestureRecognizer(), "long")
        let pan = b.attach(PanGestureRecognizer(), "pan")
        var began: Double?
        var velocity: Point?
        long.addHandler { g in if g.state == .began { began = b.clock.now } }
        pan.addHandler { g in if g.state == .ended { velocity = (g as! PanGestureRecognizer).velocity(in: nil) } }
        let player = try ScriptPlayer(script: InputScriptParser.parse(Self.script), fps: fps)
        for i in 0..<player.frameCount {
            b.clock.set(player.time(ofFrame: i))
            for e in player.timedEvents(forFrame: i) { b.window.handle(e.event, at: e.time) }
            _ = b.window.drawList()
        }
        return (b.log.filter { !$0.hasSuffix(":changed") }, began, velocity)
    }

    @Test func theSameGesturesAtAnyFrameRate() throws {
        for fps in [60.0, 30.0] {
            let run = try play(fps: fps)
            #expect(run.log == ["double:ended", "long:began", "long:ended", "pan:began", "pan:ended"], "at \(fps) fps")
            // The first frame at or after the press plus its duration, with no event there.
            let began = try #require(run.longPressBegan)
            #expect(began >= 1.5 - 1e-9 && began < 1.5 + 1 / fps, "at \(fps) fps")
            let v = try #require(run.releaseVelocity)
            #expect(abs(v.x - 400) < 1e-6 && abs(v.y) < 1e-9, "at \(fps) fps: \(v)")
        }
    }
}
