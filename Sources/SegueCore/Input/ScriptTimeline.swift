import Foundation

/// Plays a `ScriptPlayer`'s frames with its `wait idle` lines: the frames of the recording
/// (the video's clock) and the frames of the script (the script's clock) run together until a
/// wait, where the script's clock stops — no input, the video goes on — until the scene reports
/// nothing animating, or `maxWait` seconds have passed. The script's events then come as much
/// later as the wait lasted (their timestamps too), so a script need not guess how long a
/// transition takes.
///
/// ```swift
/// var timeline = ScriptTimeline(player)
/// while !timeline.isFinished {
///     let step = timeline.next(idle: { !scene.isAnimating })
///     … handle step.events, show step.captions, draw the frame …
/// }
/// ```
///
/// A wait takes at least one frame: whether the scene is at rest is known only after the
/// wait's frame has been drawn. Nothing in it reads a clock: the same script and the same
/// scene give the same frames.
public struct ScriptTimeline: Sendable {
    /// What one frame of the recording gets.
    public struct Step: Sendable {
        /// The input, with the times it happened at on the video's clock.
        public var events: [TimedInputEvent]
        /// The caption changes due (nil: `caption off`), in order.
        public var captions: [String?]
    }

    /// The script being played.
    public let player: ScriptPlayer
    /// The longest one wait lasts, in seconds (a scene that never rests, such as a looping
    /// animation, goes on after it).
    public static let maxWait: Double = 60
    /// The script's frame the next step plays.
    public private(set) var scriptFrame = 0
    /// Frames of the recording so far.
    public private(set) var videoFrame = 0
    /// Whether the script's clock stands at a wait.
    public private(set) var isWaiting = false
    private var segment = 0
    private var waited = 0

    /// A timeline at the start of `player`'s script.
    public init(_ player: ScriptPlayer) {
        self.player = player
    }

    /// True when every frame of the script has been played.
    public var isFinished: Bool { scriptFrame >= player.frameCount }

    /// The input of the recording's next frame. `idle` says whether the scene is at rest now,
    /// after the frames before; it is asked only while the script waits.
    public mutating func next(idle: () -> Bool) -> Step {
        defer { videoFrame += 1 }
        guard !isFinished else { return Step(events: [], captions: []) }
        if isWaiting {
            if !idle() && Double(waited) < ScriptTimeline.maxWait * player.fps {
                waited += 1
                return Step(events: [], captions: [])
            }
            isWaiting = false
            segment += 1
        } else {
            segment = player.firstSegment(ofFrame: scriptFrame)
        }
        let offset = Double(videoFrame - scriptFrame) / player.fps
        let events = player.timedEvents(forFrame: scriptFrame, segment: segment).map {
            TimedInputEvent($0.event, at: $0.time + offset)
        }
        let step = Step(events: events, captions: player.captions(forFrame: scriptFrame, segment: segment))
        if segment < player.waitFrames.count, player.waitFrames[segment] == scriptFrame {
            isWaiting = true
            waited = 0
        } else {
            scriptFrame += 1
        }
        return step
    }
}
