import Foundation
import Testing
import SegueKit
import SegueDemo

/// Forty rapid presses on the demo's cube (a key held down): with the default queue policy a
/// press replaces the turn waiting, so the cube comes to rest on the face asked for last soon
/// after the last key; with `.queuesAll` every turn plays, long after the keys stopped.
@MainActor
@Suite("Transition queue under rapid presses", .serialized)
struct TransitionQueuePressesTests {
    /// What forty Right presses 50 ms apart did on the cube under `policy`.
    struct Outcome: CustomStringConvertible {
        var swaps: Int
        var restsAfterLastKey: Double
        var face: Int
        var description: String {
            "\(swaps) swaps, at rest \(String(format: "%.2f", restsAfterLastKey)) s after the last key, on face \(face)"
        }
    }

    func fortyPresses(_ policy: TransitionQueuePolicy) throws -> Outcome {
        let (run, cube) = try DemoInteractionTests.openCube()
        cube.transitionQueuePolicy = policy
        let before = run.trace.events.count
        let begun = run.clock.now
        var script = ""
        for i in 0..<40 { script += String(format: "%.2f key Right\n", Double(i) * 0.05) }
        script += "30.0 end\n"
        try run.play(scriptText: script)
        let events = run.trace.events[before...]
        let swaps = events.filter { $0.event == .transitionBegin && $0.vc == cube.traceName }.count
        let lastEnd = events.last { $0.event == .transitionEnd && $0.vc == cube.traceName }?.time ?? begun
        #expect(run.scene.window.runningTransitions.isEmpty)
        #expect(cube.queuedTransitionTargets.isEmpty)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
        return Outcome(swaps: swaps, restsAfterLastKey: lastEnd - (begun + 39 * 0.05), face: cube.faceIndex)
    }

    @Test func aBurstOfPressesEndsSoonAfterTheLastKey() throws {
        let replacing = try fortyPresses(.replacesWaiting)
        let queuing = try fortyPresses(.queuesAll)
        print("forty Right presses, 50 ms apart, on the cube: replacesWaiting: \(replacing); queuesAll: \(queuing)")
        // Both end on the face asked for last (40 turns from face 0: face 0 again).
        #expect(replacing.face == 0 && queuing.face == 0)
        #expect(replacing.swaps < queuing.swaps)
        // At most the running turn and one waiting one play after the last key.
        #expect(replacing.restsAfterLastKey < 1.5)
        #expect(queuing.restsAfterLastKey > replacing.restsAfterLastKey)
    }
}
