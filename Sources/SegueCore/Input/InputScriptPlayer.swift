import Foundation

/// Plays an input script at a fixed frame rate: for each frame, the `InputEvent`s due by that
/// frame's time, always the same ones, so a recording is reproducible.
///
/// Frame `i` shows time `i / fps`. An event at time `t` is delivered with the first frame
/// whose time is `t` or later. Lines expand into events:
/// - `key` → keyDown, keyUp
/// - `click` → mouseMove, mouseDown, mouseUp (all at the click's position)
/// - `drag` → mouseMove and mouseDown at the start; then, on every frame before it finishes, a
///   mouseMove to the point linearly interpolated by elapsed time over the duration; on the
///   first frame at or after it finishes, mouseMove and mouseUp at the end point
/// - `down`/`up` → mouseDown/mouseUp; `move` → mouseMove; `text` → text; `resize` → resize
/// - `scroll` → scroll at the pointer's position (where the last mouse event left it,
///   (0, 0) before any)
///
/// Within a frame, events come in time order, and in script order for equal times. Events
/// due at the script's very end (a line at the `end` time) come with the last frame.
/// The player runs `frameCount = ceil(duration × fps)` frames, where the duration is the
/// script's `end` time, or one second after its last event without one.
public struct ScriptPlayer: Sendable {
    /// Why a player could not be made.
    public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// The frame rate is zero, negative, NaN or infinite.
        case badFrameRate(Double)
        public var description: String {
            switch self {
            case .badFrameRate(let fps): return "frame rate \(fps) is not a positive number of frames per second"
            }
        }
    }

    public let script: InputScript
    /// Frames per second.
    public let fps: Double
    /// How many frames the recording has.
    public let frameCount: Int
    /// The events of each frame, indexed by frame.
    private let schedule: [Int: [InputEvent]]

    /// Schedules `script` at `fps` frames per second.
    public init(script: InputScript, fps: Double) throws {
        guard fps.isFinite, fps > 0 else { throw Error.badFrameRate(fps) }
        self.script = script
        self.fps = fps
        self.frameCount = ScriptPlayer.frame(dueAt: script.duration, fps: fps)
        self.schedule = ScriptPlayer.makeSchedule(script, fps: fps, frameCount: frameCount)
    }

    /// The script's duration in seconds.
    public var duration: Double { script.duration }

    /// The time frame `index` shows, in seconds from the start.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The events to deliver before rendering frame `index` (empty past the end).
    public func events(forFrame index: Int) -> [InputEvent] { schedule[index] ?? [] }

    /// Every frame's events, in frame order.
    public var frames: [[InputEvent]] { (0..<frameCount).map(events(forFrame:)) }

    /// The first frame whose time is `time` or later; a small tolerance keeps times written
    /// with decimals (0.1 at 30 fps) on the frame they name.
    static func frame(dueAt time: Double, fps: Double) -> Int {
        max(0, Int((time * fps - 1e-7).rounded(.up)))
    }

    private struct Scheduled {
        var frame: Int
        var time: Double
        var order: Int
        var events: [InputEvent]
    }

    private static func makeSchedule(_ script: InputScript, fps: Double, frameCount: Int) -> [Int: [InputEvent]] {
        var items: [Scheduled] = []
        var pointer = Point.zero
        for (order, entry) in script.entries.enumerated() {
            let t = entry.time
            let frame = ScriptPlayer.frame(dueAt: t, fps: fps)
            func at(_ events: [InputEvent]) { items.append(Scheduled(frame: frame, time: t, order: order, events: events)) }
            switch entry.command {
            case .key(let key, let modifiers):
                at([.keyDown(key, modifiers), .keyUp(key, modifiers)])
            case .click(let p, let button):
                at([.mouseMove(p), .mouseDown(p, button), .mouseUp(p, button)])
                pointer = p
            case .down(let p, let button):
                at([.mouseDown(p, button)])
                pointer = p
            case .up(let p, let button):
                at([.mouseUp(p, button)])
                pointer = p
            case .move(let p):
                at([.mouseMove(p)])
                pointer = p
            case .text(let text):
                at([.text(text)])
            case .resize(let size):
                at([.resize(size)])
            case .scroll(let dx, let dy):
                at([.scroll(dx: dx, dy: dy, at: pointer)])
            case .drag(let from, let to, let duration):
                let endFrame = ScriptPlayer.frame(dueAt: t + duration, fps: fps)
                var start: [InputEvent] = [.mouseMove(from), .mouseDown(from, .left)]
                if endFrame == frame { start += [.mouseMove(to), .mouseUp(to, .left)] }
                at(start)
                if endFrame > frame {
                    for f in (frame + 1)..<endFrame {
                        let ft = Double(f) / fps
                        // Measured in frames, which keeps round times on round fractions.
                        let fraction = min(1, max(0, (Double(f) - t * fps) / (duration * fps)))
                        let p = Point(from.x + (to.x - from.x) * fraction, from.y + (to.y - from.y) * fraction)
                        items.append(Scheduled(frame: f, time: ft, order: order, events: [.mouseMove(p)]))
                    }
                    items.append(Scheduled(frame: endFrame, time: t + duration, order: order,
                                           events: [.mouseMove(to), .mouseUp(to, .left)]))
                }
                pointer = to
            }
        }
        items.sort { ($0.frame, $0.time, $0.order) < ($1.frame, $1.time, $1.order) }
        var schedule: [Int: [InputEvent]] = [:]
        // Events at the very end (a line at the `end` time) go with the last frame.
        for item in items { schedule[min(item.frame, frameCount - 1), default: []] += item.events }
        return schedule
    }
}
