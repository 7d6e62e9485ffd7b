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
/// - `segue` → segue (performed by name)
/// - `caption` and `wait idle` → no events: a caption is read with `captions(forFrame:segment:)`,
///   a wait is in `waitFrames`, and `ScriptTimeline` plays a script with its waits
/// - `scroll` → scroll at the pointer's position (where the last mouse event left it,
///   (0, 0) before any)
///
/// Within a frame, events come in time order, and in script order for equal times. Events
/// due at the script's very end (a line at the `end` time) come with the last frame.
/// The player runs `frameCount = ceil(duration × fps)` frames (at least one), where the
/// duration is the script's `end` time, or one second after its last event without one.
public struct ScriptPlayer: Sendable {
    /// Why a player could not be made.
    public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// The frame rate is zero, negative, NaN, infinite or over `maxFrameRate`.
        case badFrameRate(Double)
        /// An event's time or a drag's duration is not a finite number from 0 to
        /// `InputScriptParser.maxTime`, or the script lasts longer than that (scripts made in
        /// code; the parser never makes such a script).
        case badTime(Double)
        public var description: String {
            switch self {
            case .badFrameRate(let fps):
                return "frame rate \(fps) is not a number of frames per second from 0 to \(Int(ScriptPlayer.maxFrameRate))"
            case .badTime(let t):
                return "script time \(t) is out of range: times and durations are 0 to \(Int(InputScriptParser.maxTime)) seconds (one day)"
            }
        }
    }

    /// The script being played, as given.
    public let script: InputScript
    /// Frames per second.
    public let fps: Double
    /// How many frames the recording has.
    public let frameCount: Int
    /// The events of each frame, indexed by frame (a drag's moves between its first and last
    /// frame are not stored but made when asked, so a long drag costs no memory).
    private let schedule: [Int: [Scheduled]]
    /// The frame of each `wait idle` line, in script order (the lines after the `k`th wait are
    /// in segment `k + 1`).
    public let waitFrames: [Int]
    /// Drags by start frame, and the latest end frame among each one and those before it.
    private let drags: [Drag]
    private let dragEndsSoFar: [Int]

    /// The highest frame rate a script plays at.
    public static let maxFrameRate: Double = 1000

    /// Schedules `script` at `fps` frames per second. Throws for a frame rate that is not
    /// positive and finite, or times outside 0 to one day (a script made in code).
    public init(script: InputScript, fps: Double) throws {
        guard fps.isFinite, fps > 0, fps <= ScriptPlayer.maxFrameRate else { throw Error.badFrameRate(fps) }
        let limit = InputScriptParser.maxTime
        for entry in script.entries {
            let d = entry.command.duration
            guard entry.time.isFinite, (0...limit).contains(entry.time) else { throw Error.badTime(entry.time) }
            guard d.isFinite, d >= 0, entry.time + d <= limit else { throw Error.badTime(d) }
        }
        guard script.duration.isFinite, (0...(limit + InputScript.settleTime)).contains(script.duration) else {
            throw Error.badTime(script.duration)
        }
        self.script = script
        self.fps = fps
        // At least the frame at time 0: a script that ends at once still shows the app.
        self.frameCount = max(1, ScriptPlayer.frame(dueAt: script.duration, fps: fps))
        let (schedule, drags, waits) = ScriptPlayer.makeSchedule(script, fps: fps, frameCount: frameCount)
        self.schedule = schedule
        self.waitFrames = waits
        self.drags = drags.sorted { $0.startFrame < $1.startFrame }
        var latest = Int.min
        self.dragEndsSoFar = self.drags.map { latest = max(latest, $0.endFrame); return latest }
    }

    /// The script's duration in seconds.
    public var duration: Double { script.duration }

    /// The time frame `index` shows, in seconds from the start.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The events to deliver before rendering frame `index` (empty past the end).
    public func events(forFrame index: Int) -> [InputEvent] {
        timedEvents(forFrame: index).map(\.event)
    }

    /// The events of frame `index` with the times they happened at (a key at its line's time,
    /// a drag's release when the drag ends, which may fall between frames): handed to
    /// `Window.handle(_:at:)`, they let time-based gestures decide the same way at any frame
    /// rate.
    public func timedEvents(forFrame index: Int) -> [TimedInputEvent] {
        timedEvents(forFrame: index, segment: nil)
    }

    /// The events of frame `index` from the lines between the `segment`th `wait idle` and the
    /// next (segment 0: before the first wait); the frame's first segment (the waits before the
    /// frame) also has a drag's moves and the end of a drag that began before a wait. nil: every
    /// segment's.
    public func timedEvents(forFrame index: Int, segment: Int?) -> [TimedInputEvent] {
        guard index >= 0, index < frameCount else { return [] }
        var items = part(index, segment)
        guard segment == nil || segment == firstSegment(ofFrame: index) else { return ScriptPlayer.flatten(items, index, fps) }
        // The drags that started before this frame, walked back while one could still be on.
        var lo = 0, hi = drags.count
        while lo < hi { let mid = (lo + hi) / 2; if drags[mid].startFrame < index { lo = mid + 1 } else { hi = mid } }
        var j = lo - 1
        while j >= 0, dragEndsSoFar[j] > index {
            let d = drags[j]
            j -= 1
            guard index < d.endFrame else { continue }
            // Measured in frames, which keeps round times on round fractions.
            let fraction = min(1, max(0, (Double(index) - d.time * fps) / (d.duration * fps)))
            let p = Point(d.from.x + (d.to.x - d.from.x) * fraction, d.from.y + (d.to.y - d.from.y) * fraction)
            items.append(Scheduled(frame: index, time: Double(index) / fps, order: d.order, events: [.mouseMove(p)]))
        }
        return ScriptPlayer.flatten(items, index, fps)
    }

    /// The captions (`caption` lines; nil for `caption off`) of frame `index` in `segment`, in order.
    public func captions(forFrame index: Int, segment: Int) -> [String?] {
        guard index >= 0, index < frameCount else { return [] }
        return part(index, segment).flatMap(\.captions)
    }

    /// The segment a frame starts in: the number of waits before it.
    public func firstSegment(ofFrame index: Int) -> Int { waitFrames.filter { $0 < index }.count }

    private func part(_ index: Int, _ segment: Int?) -> [Scheduled] {
        guard let segment else { return schedule[index] ?? [] }
        let first = firstSegment(ofFrame: index)
        return (schedule[index] ?? []).filter { $0.segment == segment || (segment == first && $0.segment < first) }
    }

    private static func flatten(_ items: [Scheduled], _ index: Int, _ fps: Double) -> [TimedInputEvent] {
        var items = items
        if items.count > 1 { items.sort { ($0.time, $0.order) < ($1.time, $1.order) } }
        let frameTime = Double(index) / fps
        // Never later than the frame that delivers them (events at the script's very end).
        return items.flatMap { item in item.events.map { TimedInputEvent($0, at: min(item.time, frameTime)) } }
    }

    /// Every frame's events, in frame order.
    public var frames: [[InputEvent]] { (0..<frameCount).map(events(forFrame:)) }

    /// The first frame whose time is `time` or later; a small tolerance keeps times written
    /// with decimals (0.1 at 30 fps) on the frame they name.
    static func frame(dueAt time: Double, fps: Double) -> Int {
        let f = (time * fps - 1e-7).rounded(.up)
        // Never trap on a value no script can have (the initializer refuses them).
        guard f.isFinite else { return f > 0 ? Int(Int32.max) : 0 }
        return Int(min(max(0, f), Double(Int32.max)))
    }

    private struct Scheduled {
        var frame: Int
        var time: Double
        var order: Int
        var events: [InputEvent]
        var segment = 0
        var captions: [String?] = []
    }

    /// A drag's moves between its first and last frames.
    private struct Drag {
        var startFrame: Int
        var endFrame: Int
        var time: Double
        var duration: Double
        var order: Int
        var from: Point
        var to: Point
    }

    private static func makeSchedule(_ script: InputScript, fps: Double,
                                     frameCount: Int) -> ([Int: [Scheduled]], [Drag], [Int]) {
        var items: [Scheduled] = []
        var drags: [Drag] = []
        var waits: [Int] = []
        var pointer = Point.zero
        for (order, entry) in script.entries.enumerated() {
            let t = entry.time
            let frame = ScriptPlayer.frame(dueAt: t, fps: fps)
            let segment = waits.count
            func at(_ events: [InputEvent]) {
                items.append(Scheduled(frame: frame, time: t, order: order, events: events, segment: segment))
            }
            switch entry.command {
            case .caption(let text):
                items.append(Scheduled(frame: frame, time: t, order: order, events: [], segment: segment, captions: [text]))
            case .waitIdle:
                waits.append(max(0, min(frame, frameCount - 1)))
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
            case .scroll(let dx, let dy, let pinch):
                let wheel = InputEvent.scroll(dx: dx, dy: dy, at: pointer)
                at(pinch ? [.keyDown(.control, .control), wheel, .keyUp(.control, [])] : [wheel])
            case .segue(let name):
                at([.segue(name)])
            case .drag(let from, let to, let duration):
                let endFrame = ScriptPlayer.frame(dueAt: t + duration, fps: fps)
                var start: [InputEvent] = [.mouseMove(from), .mouseDown(from, .left)]
                if endFrame == frame { start += [.mouseMove(to), .mouseUp(to, .left)] }
                at(start)
                if endFrame > frame {
                    if endFrame > frame + 1 {
                        drags.append(Drag(startFrame: frame, endFrame: endFrame, time: t, duration: duration,
                                          order: order, from: from, to: to))
                    }
                    items.append(Scheduled(frame: endFrame, time: t + duration, order: order,
                                           events: [.mouseMove(to), .mouseUp(to, .left)], segment: segment))
                }
                pointer = to
            }
        }
        items.sort { ($0.frame, $0.time, $0.order) < ($1.frame, $1.time, $1.order) }
        var schedule: [Int: [Scheduled]] = [:]
        // Events at the very end (a line at the `end` time) go with the last frame.
        for item in items { schedule[max(0, min(item.frame, frameCount - 1)), default: []].append(item) }
        return (schedule, drags, waits)
    }
}
