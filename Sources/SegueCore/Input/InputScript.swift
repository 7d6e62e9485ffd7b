import Foundation

/// A scripted input session: what `segue record` injects at fixed times, and what
/// `segue run --save-script` writes from a live session.
///
/// The text format, one event a line (times in seconds from the start, coordinates in window
/// points, `#` starts a comment that runs to the end of the line, blank lines are ignored):
///
/// ```
/// 0.50 key Right              # press and release a key (modifiers: Ctrl+R, Shift+Tab, Alt+F1, Cmd+Q)
/// 1.20 click 320 200          # move there, press and release the left button
/// 2.00 drag 500 300 100 300 0.25   # press at (500, 300), move to (100, 300) over 0.25 s, release
/// 2.10 down 500 300           # press the left button there
/// 2.30 up 100 300             # release it there
/// 2.50 move 200 300           # move the pointer
/// 3.00 text hello world       # type text (the rest of the line; \# \\ \s \t \n are escapes)
/// 3.20 resize 1024 768        # the window's drawable area changes, in points
/// 3.50 scroll 0 -3            # scroll wheel by (dx, dy) at the pointer's current position
/// 3.60 scroll 0 2 Ctrl        # the same with Ctrl held: a pinch step (zoom in; negative: out)
/// 3.80 segue showDetail       # perform a segue leaving the screen (unwind:ACTION, scene:ID too)
/// 3.80 wait idle              # the script's clock stops until nothing animates
/// 3.90 caption Details        # a title bar over the recording (escapes as for text)
/// 4.00 caption off            # and no title bar
/// 4.00 end                    # the session ends here
/// ```
///
/// `wait idle` (a recording's "wait until the screen is ready") stops the script's clock at
/// its time until nothing animates (`ScriptTimeline`); the lines after it keep their times on
/// the script's clock, so they come as much later as the wait lasted. Lines at the wait's own
/// time come before the wait when they are before it in the file, after it when after.
/// `caption` lines give the recording a title bar (`RecordingOverlay`); the app sees neither.
///
/// `click`, `down` and `up` take an optional last word naming the button: `left` (the
/// default), `middle` or `right`. Times never decrease; nothing may follow `end`; a drag must
/// finish by the `end` time. Without `end`, a script lasts until one second after its last
/// event (or the end of its last drag), so the screen has time to settle.
public struct InputScript: Hashable, Sendable {
    /// The events in time order; `end` is not among them but recorded in `endTime`.
    public var entries: [InputScriptEntry]
    /// The time of the `end` line, when the script has one.
    public var endTime: Double?

    /// Creates a script from entries already in time order, with an optional `end` time. Nothing is
    /// checked here; `ScriptPlayer` refuses times that are not finite or outside 0…one day.
    public init(entries: [InputScriptEntry] = [], endTime: Double? = nil) {
        self.entries = entries
        self.endTime = endTime
    }

    /// How long the script runs: the `end` time, or one second after the last event finishes
    /// (a drag finishes at its time plus its duration) when there is no `end`.
    public var duration: Double {
        if let endTime { return endTime }
        let lastFinish = entries.map { $0.time + $0.command.duration }.max() ?? 0
        return lastFinish + InputScript.settleTime
    }

    /// The time added after the last event of a script that has no `end` line.
    public static let settleTime: Double = 1.0
}

/// One timed line of an input script.
public struct InputScriptEntry: Hashable, Sendable {
    /// Seconds from the start of the session.
    public var time: Double
    /// What the line does.
    public var command: InputScriptCommand
    /// Creates an entry that runs `command` at `time` seconds from the start.
    public init(time: Double, command: InputScriptCommand) {
        self.time = time
        self.command = command
    }
}

/// What one script line does. Each expands into one or more `InputEvent`s (see `ScriptPlayer`).
public enum InputScriptCommand: Hashable, Sendable {
    /// Press and release a key with modifiers held.
    case key(Key, KeyModifiers)
    /// Move to a point, press and release a button there.
    case click(Point, MouseButton)
    /// Press the left button at `from`, move in a straight line to `to` over `duration`
    /// seconds (one move per frame), release at `to`.
    case drag(from: Point, to: Point, duration: Double)
    /// Press a button at a point.
    case down(Point, MouseButton)
    /// Release a button at a point.
    case up(Point, MouseButton)
    /// Move the pointer.
    case move(Point)
    /// Type text.
    case text(String)
    /// The window's drawable area becomes this size, in points.
    case resize(Size)
    /// Scroll by (dx, dy) at the pointer's current position; with `pinch`, Ctrl is held for it
    /// (Ctrl+wheel: a step of a pinch, `scroll 0 2 Ctrl`).
    case scroll(dx: Double, dy: Double, pinch: Bool = false)
    /// Perform a segue, an unwind or a scene, as the segue palette does (`SegueTarget`,
    /// written as a segue id, `unwind:ACTION` or `scene:ID`).
    case segue(SegueTarget)
    /// Show a title bar with this text over the recording; nil (`caption off`) removes it.
    case caption(String?)
    /// Stop the script's clock until nothing animates (`wait idle`).
    case waitIdle

    /// How long the command takes once started: a drag's duration, zero for the rest.
    public var duration: Double {
        if case .drag(_, _, let duration) = self { return duration }
        return 0
    }

    /// The verb that starts this command's line.
    public var verb: String {
        switch self {
        case .key: return "key"
        case .click: return "click"
        case .drag: return "drag"
        case .down: return "down"
        case .up: return "up"
        case .move: return "move"
        case .text: return "text"
        case .resize: return "resize"
        case .scroll: return "scroll"
        case .segue: return "segue"
        case .caption: return "caption"
        case .waitIdle: return "wait"
        }
    }
}
