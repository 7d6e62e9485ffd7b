import Foundation

/// Turns a live session's input into an input script, for `segue run --save-script`: feed it
/// every `InputEvent` with the session time it happened at, then `finish(at:)` and write
/// `script` (or `text`).
///
/// Scripts describe gestures, not raw events, so the recorder collapses:
/// - a key press into one `key` line at the time the key went down (the key-up that follows
///   is implied; a key held down with auto-repeat writes one line per repeat). Keys that
///   scripts have no name for (such as a bare modifier key) are left out.
/// - a button press and release at the same place with no movement between into `click`;
///   a press followed by movement becomes `down`, `move`… and `up`.
/// - `quit` into `end`.
/// Times are rounded to the millisecond and coordinates to 1/100 point, so the script reads
/// well and replays the same at any frame rate.
public final class InputScriptRecorder {
    /// The script so far (complete after `finish(at:)`).
    public private(set) var script = InputScript()
    /// A press not yet known to be a click or the start of a drag.
    private var pendingPress: (time: Double, point: Point, button: MouseButton)?
    private var lastTime: Double = 0
    /// Whether Ctrl is down on its own (the wheel pinches).
    private var controlHeld = false

    /// Creates a recorder with an empty script; feed it with `record(_:at:)`.
    public init() {}

    /// Records one event that happened `time` seconds after the session started.
    /// Times earlier than the previous event's are moved up to it, so the script stays valid.
    public func record(_ event: InputEvent, at time: Double) {
        guard script.endTime == nil else { return }
        let t = max(lastTime, InputScriptRecorder.round(time, 1000))
        lastTime = t
        switch event {
        case .keyDown(let key, let modifiers):
            // Ctrl held on its own is no key press: the wheel turns while it is down are pinches.
            if key == .control { controlHeld = true; return }
            guard InputScriptKeys.format(key, modifiers) != nil else { return }
            append(t, .key(key, modifiers))
        case .keyUp(let key, _):
            if key == .control { controlHeld = false }
        case .text(let text):
            guard !text.isEmpty else { return }
            append(t, .text(text))
        case .mouseDown(let point, let button):
            flushPress()
            pendingPress = (t, InputScriptRecorder.round(point), button)
        case .mouseUp(let point, let button):
            let p = InputScriptRecorder.round(point)
            if let press = pendingPress, press.point == p, press.button == button {
                pendingPress = nil
                append(press.time, .click(p, button))
            } else {
                flushPress()
                append(t, .up(p, button))
            }
        case .mouseMove(let point):
            let p = InputScriptRecorder.round(point)
            if let press = pendingPress, press.point == p { return }
            flushPress()
            append(t, .move(p))
        case .scroll(let dx, let dy, let at):
            flushPress()
            let p = InputScriptRecorder.round(at)
            if lastPointer != p { append(t, .move(p)) }
            append(t, .scroll(dx: dx, dy: dy, pinch: controlHeld))
        case .resize(let size):
            flushPress()
            append(t, .resize(size))
        case .segue(let name):
            flushPress()
            append(t, .segue(name))
        case .quit:
            finish(at: t)
        }
    }

    /// Ends the script at `time` (or at the last event, if that is later) with an `end` line.
    public func finish(at time: Double) {
        guard script.endTime == nil else { return }
        flushPress()
        let end = max(lastTime, InputScriptRecorder.round(time, 1000))
        script.endTime = end
    }

    /// The script in its text format.
    public var text: String { InputScriptFormatter.format(script) }

    // MARK: - Helpers

    /// Adds an entry after every entry at or before `time`, keeping the script in time order
    /// (a click is written at its press time, which may precede keys typed while it was held).
    private func append(_ time: Double, _ command: InputScriptCommand) {
        let index = script.entries.lastIndex(where: { $0.time <= time }).map { $0 + 1 } ?? 0
        script.entries.insert(InputScriptEntry(time: time, command: command), at: index)
    }

    /// Writes a pending press as a plain `down`, at its own time.
    private func flushPress() {
        guard let press = pendingPress else { return }
        pendingPress = nil
        append(press.time, .down(press.point, press.button))
    }

    /// Where the pointer was last seen in the script, for `scroll` (which acts at the pointer).
    private var lastPointer: Point? {
        for entry in script.entries.reversed() {
            switch entry.command {
            case .click(let p, _), .down(let p, _), .up(let p, _), .move(let p): return p
            case .drag(_, let to, _): return to
            default: continue
            }
        }
        return pendingPress?.point
    }

    static func round(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }
    static func round(_ point: Point) -> Point { Point(round(point.x, 100), round(point.y, 100)) }
}
