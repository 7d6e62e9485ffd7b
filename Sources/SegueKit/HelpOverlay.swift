import Foundation
import SegueCore

/// The F1 / ? overlay listing the keys, and the red dot shown while recording: app chrome drawn
/// over the window's frame.
enum AppChrome {
    static let helpLines: [(String, String)] = [
        ("1 – 6", "open a demo from home; on a screen, pick a child or a segment"),
        ("Tab / Shift+Tab", "move keyboard focus"),
        ("Enter / Space", "activate the focused control"),
        ("Escape / Backspace", "unwind (go back)"),
        ("Left / Right", "turn the cube, switch children"),
        ("Drag", "scrub the cube, flips and navigation pop (from the left edge)"),
        ("S", "slow motion on / off"),
        ("M", "Reduce Motion on / off"),
        ("Ctrl+R", "start / stop recording the window to an MP4"),
        ("F1 or ?", "show / hide this help"),
        ("Q or Ctrl+Q", "quit"),
    ]

    /// The help panel, centred in a window of `size`.
    static func help(size: Size, slowMotion: Bool, reduceMotion: Bool) -> View {
        let w = min(560, size.width - 40), h = Double(helpLines.count) * 26 + 110
        let panel = View(frame: Rect((size.width - w) / 2, max(10, (size.height - h) / 2), w, h))
        panel.backgroundColor = Color(white: 0.08, alpha: 0.88)
        panel.cornerRadius = 14
        let title = Label(frame: Rect(20, 14, w - 40, 30), text: "Keys")
        title.fontSize = 22; title.bold = true; title.textColor = .white
        panel.addSubview(title)
        for (i, (key, what)) in helpLines.enumerated() {
            let y = 56 + Double(i) * 26
            let k = Label(frame: Rect(20, y, 170, 22), text: key)
            k.fontSize = 15; k.bold = true; k.textColor = Color(string: "#8FC8FF")!
            let d = Label(frame: Rect(196, y, w - 216, 22), text: what)
            d.fontSize = 15; d.textColor = Color(white: 0.92)
            panel.addSubview(k); panel.addSubview(d)
        }
        let state = Label(frame: Rect(20, h - 36, w - 40, 22),
                          text: "slow motion \(slowMotion ? "on" : "off") · Reduce Motion \(reduceMotion ? "on" : "off")")
        state.fontSize = 13; state.textColor = Color(white: 0.7)
        panel.addSubview(state)
        return panel
    }

    /// A short notice in the bottom left (slow motion toggled …).
    static func toast(_ text: String, size: Size) -> View {
        let w = Double(text.count) * 9 + 32
        let v = View(frame: Rect(16, size.height - 52, w, 36))
        v.backgroundColor = Color(white: 0.1, alpha: 0.8)
        v.cornerRadius = 10
        let l = Label(frame: Rect(16, 0, w - 32, 36), text: text)
        l.fontSize = 15; l.textColor = .white
        v.addSubview(l)
        return v
    }

    /// A lasting notice in the bottom right of what is on (slow motion, Reduce Motion).
    static func stateBadge(_ text: String, size: Size) -> View {
        let w = min(Double(text.count) * 8.5 + 28, max(size.width - 32, 1))
        let v = View(frame: Rect(size.width - w - 16, size.height - 46, w, 30))
        v.backgroundColor = Color(string: "#FF9500")!.withAlpha(0.85)
        v.cornerRadius = 15
        let l = Label(frame: Rect(14, 0, w - 28, 30), text: text)
        l.fontSize = 14; l.bold = true; l.textColor = .white
        v.addSubview(l)
        return v
    }

    /// The recording indicator: a red dot and "REC" in the top right.
    static func recordingIndicator(size: Size) -> View {
        let v = View(frame: Rect(size.width - 92, 12, 80, 30))
        v.backgroundColor = Color(white: 0, alpha: 0.6)
        v.cornerRadius = 15
        let dot = View(frame: Rect(10, 8, 14, 14))
        dot.backgroundColor = Color(string: "#FF3B30")
        dot.cornerRadius = 7
        v.addSubview(dot)
        let l = Label(frame: Rect(32, 0, 44, 30), text: "REC")
        l.fontSize = 14; l.bold = true; l.textColor = .white
        v.addSubview(l)
        return v
    }
}
