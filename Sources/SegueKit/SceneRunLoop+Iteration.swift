import Foundation
import SegueCore
import SeguePlatform

extension SceneRunLoop {
    /// One iteration of the app's run loop, as the frame loop runs it after each frame's input
    /// and before the frame is built (and, live, at rest too): the display links and the work
    /// due on the scene clock (`runDue()`), then one pass of Foundation's run loop — the main
    /// dispatch queue, the main actor's jobs (tasks a sleep just resumed included) and
    /// `Timer`s. What they change is drawn in the frame that follows.
    public func runIteration() {
        runDue()
        FoundationRunLoop.runOnce()
        // A task a sleep resumed reaches the main queue a moment later: wait for it (at most
        // 50 ms), so that it runs in the frame its time came in.
        if resumingSleeps > 0 { FoundationRunLoop.run(until: { self.resumingSleeps == 0 }, atMost: 0.05) }
    }
}
