import Foundation
import SegueCore

/// What a recording shows over the app that the app does not draw: the pointer and a ripple
/// where it clicks (`--cursor`), the keys pressed as small captions (`--keys`), and the script's
/// `caption` title bar. The frame loop feeds it every input event it hands the scene and draws
/// its quads in the frame's recorded overlay (`FrameRenderer.drawRecordedOverlay`): over the
/// content, read back with it, under the screen's own chrome (the REC badge, notices, help), which
/// is never recorded.
///
/// Everything is timed by the scene's clock, so a scripted recording is the same every time.
/// - The pointer is a white dot with a dark rim where the last mouse event left it (hidden before
///   any); while a button is down it is blue and smaller. Each press starts a ripple: a disc that
///   grows from the pointer to 3.5 times its size and fades out over `rippleDuration`.
/// - Each key press (with its modifiers, `Ctrl+R`; arrows as arrows) and each typed text shows as
///   a dark rounded caption at the bottom centre for `keyDuration` seconds, fading out over its
///   last 0.3 s; a press within that time of the last one joins its caption (`⇥ ⇥ →`), which keeps
///   at most `maxKeys` entries.
/// - A caption is a full-width bar across the top: white bold text on a dark translucent bar.
@MainActor
public final class RecordingOverlay {
    /// Draw the pointer and click ripples.
    public var showsPointer: Bool
    /// Draw the keys pressed.
    public var showsKeys: Bool
    /// The title bar's text (a script's `caption` line; nil: none).
    public var caption: String?

    /// How long a click's ripple lasts, in seconds.
    public static let rippleDuration = 0.45
    /// How long a key caption stays after the last key joined it, in seconds.
    public static let keyDuration = 1.4
    /// The most keys one caption shows (the oldest go first).
    public static let maxKeys = 6

    private var pointer: Point?
    private var pressed = false
    private var ripples: [(at: Point, start: Double)] = []
    private var keys: [String] = []
    private var lastKey = -Double.infinity

    /// An overlay showing what the flags ask for (captions are shown whenever a script sets one).
    public init(showsPointer: Bool, showsKeys: Bool) {
        self.showsPointer = showsPointer
        self.showsKeys = showsKeys
    }

    /// Takes note of an input event the scene is handed at `time` (the scene's clock).
    public func see(_ event: InputEvent, at time: Double) {
        switch event {
        case .mouseMove(let p):
            pointer = p
        case .mouseDown(let p, _):
            pointer = p
            pressed = true
            ripples.append((p, time))
        case .mouseUp(let p, _):
            pointer = p
            pressed = false
        case .keyDown(let key, let modifiers):
            // A key scripts cannot name (a modifier pressed alone) is not shown.
            guard InputScriptKeys.format(key, modifiers) != nil else { return }
            addKey(RecordingOverlay.keyLabel(key, modifiers), at: time)
        case .text(let text):
            addKey(text, at: time)
        default:
            break
        }
    }

    private func addKey(_ label: String, at time: Double) {
        if time - lastKey > RecordingOverlay.keyDuration { keys.removeAll() }
        keys.append(label)
        if keys.count > RecordingOverlay.maxKeys { keys.removeFirst(keys.count - RecordingOverlay.maxKeys) }
        lastKey = time
    }

    /// How a key press is captioned: its modifiers and name as a script writes them, with the
    /// arrows, Enter, Tab, Escape and Backspace as their symbols.
    public static func keyLabel(_ key: Key, _ modifiers: KeyModifiers) -> String {
        let symbols = ["Left": "←", "Right": "→", "Up": "↑", "Down": "↓", "Enter": "⏎", "Tab": "⇥",
                       "Escape": "Esc", "Backspace": "⌫", "Space": "␣"]
        let name = symbols[key.name] ?? key.name
        let prefix = InputScriptKeys.format(Key("A"), modifiers).map { String($0.dropLast(1)) } ?? ""
        return prefix + name
    }

    /// True while something in the overlay moves (a ripple grows, a key caption fades).
    public func isAnimating(at time: Double) -> Bool {
        (showsPointer && ripples.contains { time - $0.start < RecordingOverlay.rippleDuration })
            || (showsKeys && !keys.isEmpty && time - lastKey < RecordingOverlay.keyDuration)
    }

    /// The overlay's quads for a window of `size` points at `time`.
    public func quads(size: Size, at time: Double) -> [Quad] {
        ripples.removeAll { time - $0.start >= RecordingOverlay.rippleDuration }
        var views: [View] = []
        if let caption { views.append(captionBar(caption, size: size)) }
        if showsKeys, !keys.isEmpty, time - lastKey < RecordingOverlay.keyDuration {
            let fade = min(1, max(0, (RecordingOverlay.keyDuration - (time - lastKey)) / 0.3))
            views.append(keyCaption(keys.joined(separator: "  "), size: size, alpha: fade))
        }
        if showsPointer, let pointer {
            for ripple in ripples where time >= ripple.start {
                let t = (time - ripple.start) / RecordingOverlay.rippleDuration
                let d = 18 * (1 + 2.5 * t)
                let v = View(frame: Rect(ripple.at.x - d / 2, ripple.at.y - d / 2, d, d))
                v.backgroundColor = Color(red: 0.04, green: 0.52, blue: 1, alpha: 0.45 * (1 - t))
                v.cornerRadius = d / 2
                views.append(v)
            }
            let d = pressed ? 16.0 : 20.0
            let rim = View(frame: Rect(pointer.x - d / 2 - 2, pointer.y - d / 2 - 2, d + 4, d + 4))
            rim.backgroundColor = Color(white: 0, alpha: 0.55)
            rim.cornerRadius = d / 2 + 2
            let dot = View(frame: Rect(2, 2, d, d))
            dot.backgroundColor = pressed ? Color(red: 0.04, green: 0.52, blue: 1, alpha: 1) : Color(white: 1, alpha: 0.92)
            dot.cornerRadius = d / 2
            rim.addSubview(dot)
            views.append(rim)
        }
        var out: [Quad] = []
        for v in views {
            var list = DrawList(size: size)
            v.draw(into: &list, transform: v.transformToSuperview, opacity: 1, clip: nil)
            for item in list.items {
                guard case .quad(var q) = item else { continue }
                q.zIndex = 1_000_000
                out.append(q)
            }
        }
        return out
    }

    private func captionBar(_ text: String, size: Size) -> View {
        let height = min(48, max(24, size.height * 0.09))
        let bar = View(frame: Rect(0, 0, size.width, height))
        bar.backgroundColor = Color(white: 0.05, alpha: 0.78)
        let label = Label(frame: Rect(16, 0, max(1, size.width - 32), height), text: text)
        label.font = .boldSystemFont(ofSize: (height * 0.42).rounded())
        label.textColor = .white
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        bar.addSubview(label)
        return bar
    }

    private func keyCaption(_ text: String, size: Size, alpha: Double) -> View {
        let font = Font.boldSystemFont(ofSize: 20)
        let measured = TextSystem.measurer.layout(TextSpec(AttributedText(text, attributes: TextAttributes(font: font)),
                                                           maxWidth: .infinity, numberOfLines: 1)).size
        let w = min(measured.width + 32, max(1, size.width - 24)), h = 40.0
        let pill = View(frame: Rect((size.width - w) / 2, size.height - h - 24, w, h))
        pill.backgroundColor = Color(white: 0.08, alpha: 0.8)
        pill.cornerRadius = 10
        pill.alpha = alpha
        let label = Label(frame: Rect(16, 0, w - 32, h), text: text)
        label.font = font
        label.textColor = .white
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        pill.addSubview(label)
        return pill
    }
}
