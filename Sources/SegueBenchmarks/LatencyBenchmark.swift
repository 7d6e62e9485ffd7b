import Foundation
import SegueCore
import SegueKit
import SegueDemo
import SegueRender

/// Input-to-first-frame latency: the wall time from handing an input event to the app until the
/// first frame of the transition it starts has been drawn (GL finished), with the demo
/// storyboard in a headless GL stack. Alternates opening a demo from `home` and unwinding back,
/// so every sample starts a real segue with snapshots that are not yet rendered.
@MainActor
package struct LatencyBenchmark {
    package struct Result: Codable, Sendable {
        package var samples: Int
        package var width: Int
        package var height: Int
        package var median: Double
        package var p99: Double
    }

    package let stack: GraphicsStack
    package let wall: Clock

    package init(stack: GraphicsStack, wall: Clock) {
        self.stack = stack
        self.wall = wall
    }

    /// `rounds` round trips (open a demo, unwind), measuring each of the two input events.
    package func run(storyboard: String, registries: SegueRegistries = DemoApp.registries, rounds: Int = 20, keys: [String] = ["2", "3", "4", "5", "6", "1"]) throws -> Result {
        let size = stack.window.pointSize
        let scene = try StoryboardScene(storyboardPath: storyboard, registries: registries, size: size, clock: ManualClock())
        let clock = scene.window.clock as! ManualClock
        var samples: [Double] = []
        func settle() throws {
            // Let the transition run to its end (in scene time) and draw the resting frame.
            for _ in 0..<120 where scene.isAnimating {
                clock.advance(by: FrameRate.standardInterval)
                try stack.renderer.draw(scene.frame(), to: .screen)
            }
            clock.advance(by: FrameRate.standardInterval)
            try stack.renderer.draw(scene.frame(), to: .screen)
            stack.renderer.finish()
        }
        func measure(_ key: Key) throws {
            let start = wall.now
            scene.handle(.keyDown(key, []))
            scene.handle(.keyUp(key, []))
            for id in scene.releasedSnapshots() { stack.renderer.releaseSnapshot(id) }
            try stack.renderer.draw(scene.frame(), to: .screen)
            stack.renderer.finish()
            samples.append((wall.now - start) * 1000)
            if !scene.isAnimating { throw SegueKitError("key \(key) started no transition: the latency benchmark needs the demo storyboard") }
        }
        try settle()
        for i in 0..<rounds {
            try measure(Key(keys[i % keys.count]))
            try settle()
            try measure(.escape)
            try settle()
        }
        let stats = FrameStats(samples: samples)
        return Result(samples: samples.count, width: Int(size.width), height: Int(size.height),
                      median: stats.median, p99: stats.p99)
    }
}
