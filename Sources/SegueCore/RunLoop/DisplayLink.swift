import Foundation

/// A timer called once a frame, just before the frame is built (UIKit's `CADisplayLink`). UIKit
/// calls a target's selector; here the link calls its `handler`, as UIKit's closure-based APIs
/// do. Add it to the main run loop (`add(to: .main, forMode: .common)`); it is then called every
/// frame of the scene (at its `preferredFramesPerSecond`, if set) until it is paused or
/// invalidated, and the run loop keeps it until `invalidate()`.
///
/// Its times are the **scene clock**'s: live they are the wall clock's, while recording or
/// replaying a script they are the frames' own times, so what a handler computes from
/// `targetTimestamp` is drawn the same in every recording. What a handler changes is drawn in
/// the frame built right after it: that frame shows the scene at `targetTimestamp`, and
/// `timestamp` is the frame before it (`targetTimestamp - duration`).
@MainActor
public final class DisplayLink {
    /// Called once a frame with the link (read its times from it).
    public var handler: (DisplayLink) -> Void
    /// The time of the frame shown before the one the handler prepares (scene clock, seconds).
    public private(set) var timestamp = 0.0
    /// The time of the frame the handler prepares: what it changes is drawn at this time.
    public private(set) var targetTimestamp = 0.0
    /// The time between two frames of the loop (seconds).
    public private(set) var duration = 1 / FrameRate.standard
    /// While true the handler is not called (and the live app may sleep).
    public var isPaused = false
    /// How often the handler is called: frames per second, at most the loop's rate; 0 (the
    /// default) calls it every frame.
    public var preferredFramesPerSecond = 0
    /// The run loop the link is added to, if any.
    private var runLoop: SceneRunLoop?
    /// The target time of the last call (to keep `preferredFramesPerSecond`).
    private var lastCall: Double?

    /// A display link that calls `handler` once a frame once it is added to a run loop.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts calling the handler every frame. SegueKit has one run loop, the main one, and one
    /// mode for it: `runLoop` and `mode` are taken for parity with UIKit and do not change
    /// when the link fires.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard self.runLoop == nil else { return }
        self.runLoop = SceneRunLoop.main
        SceneRunLoop.main.add(self)
    }

    /// Stops calling the handler (it can be added again).
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        self.runLoop?.remove(self)
        self.runLoop = nil
    }

    /// Stops the link for good: the run loop lets it go and the handler is never called again.
    public func invalidate() {
        runLoop?.remove(self)
        runLoop = nil
        handler = { _ in }
    }

    /// Calls the handler for the frame at `time`, unless `preferredFramesPerSecond` asks to skip
    /// this frame. Returns whether it was called.
    func fire(at time: Double, duration: Double) -> Bool {
        if preferredFramesPerSecond > 0, let last = lastCall {
            // Half a frame of slack: at 60 Hz a link asking for 30 calls every second frame.
            let interval = 1 / Double(preferredFramesPerSecond)
            if time - last < interval - duration / 2 { return false }
        }
        self.duration = duration
        targetTimestamp = time
        timestamp = time - duration
        lastCall = time
        handler(self)
        return true
    }
}
