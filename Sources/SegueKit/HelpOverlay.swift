import Foundation
import SegueCore

/// The F1 / ? overlay listing the keys, and the red dot shown while recording: app chrome drawn
/// over the window's frame.
@MainActor
enum AppChrome {
    static let helpLines: [(String, String)] = [
        ("1 – 6", "open a demo from home; on a screen, pick a child or a segment"),
        ("Tab / Shift+Tab", "move keyboard focus"),
        ("Enter / Space", "activate the focused control"),
        ("Escape / Backspace", "unwind (go back)"),
        ("Left / Right", "turn the cube, switch children"),
        ("Drag", "scrub the cube, flips and navigation pop (from the left edge)"),
        ("F2 / Shift+F2", "segue palette / scenes shown by identifier"),
        ("S", "slow motion on / off"),
        ("M", "Reduce Motion on / off"),
        ("Ctrl+R", "start / stop recording the window to an MP4"),
        ("F1 or ?", "show / hide this help"),
        ("Q or Ctrl+Q", "quit"),
    ]

    /// The help panel, centred in a window of `size`: descriptions wrap to the panel's width,
    /// and the text gets smaller until the whole panel fits the window.
    static func help(size: Size, slowMotion: Bool, reduceMotion: Bool) -> View {
        let w = max(min(560, size.width - 20), 1)
        let state = "slow motion \(slowMotion ? "on" : "off") · Reduce Motion \(reduceMotion ? "on" : "off")"
        // Layout at a font size: the rows' heights and the panel's height, measured by the text
        // engine the labels are drawn with.
        let measurer = TextSystem.measurer
        func measured(_ text: String, _ f: Font, width: Double = .infinity) -> Size {
            measurer.layout(TextSpec(AttributedText(text, attributes: TextAttributes(font: f)), maxWidth: width, numberOfLines: 0)).size
        }
        func lineHeight(_ f: Font) -> Double { measurer.metrics(of: f).lineHeight }
        func layout(_ font: Double) -> (keyWidth: Double, rows: [Double], height: Double) {
            let pad = max(8, font * 1.3)
            let regular = Font.systemFont(ofSize: font), bold = Font.boldSystemFont(ofSize: font)
            let keyWidth = min(helpLines.map { measured($0.0, bold).width }.max() ?? 0, w * 0.4) + 6
            let textWidth = max(w - 2 * pad - keyWidth - 6, 1)
            let rows = helpLines.map { key, what in
                max(measured(what, regular, width: textWidth).height, measured(key, bold, width: keyWidth).height) + font * 0.45
            }
            let title = lineHeight(.boldSystemFont(ofSize: (font * 1.45).rounded()))
            return (keyWidth, rows, pad + title + font * 0.6 + rows.reduce(0, +) + font * 0.6 + lineHeight(regular) + pad)
        }
        var font = 15.0
        while font > 5, layout(font).height > size.height - 20 { font -= 1 }
        let (keyWidth, rows, h) = layout(font)
        let pad = max(8, font * 1.3)
        let panel = View(frame: Rect((size.width - w) / 2, max(0, (size.height - h) / 2), w, h))
        panel.backgroundColor = Color(white: 0.08, alpha: 0.88)
        panel.cornerRadius = min(14, font)
        let titleHeight = lineHeight(.boldSystemFont(ofSize: (font * 1.45).rounded()))
        let title = Label(frame: Rect(pad, pad, w - 2 * pad, titleHeight), text: "Keys")
        title.font = .boldSystemFont(ofSize: (font * 1.45).rounded()); title.textColor = .white
        panel.addSubview(title)
        var y = pad + titleHeight + font * 0.6
        for ((key, what), height) in zip(helpLines, rows) {
            let k = Label(frame: Rect(pad, y, keyWidth, height), text: key)
            k.font = .boldSystemFont(ofSize: font); k.textColor = Color(string: "#8FC8FF")!; k.numberOfLines = 0
            let d = Label(frame: Rect(pad + keyWidth + 6, y, max(w - 2 * pad - keyWidth - 6, 1), height), text: what)
            d.font = .systemFont(ofSize: font); d.textColor = Color(white: 0.92); d.numberOfLines = 0
            panel.addSubview(k); panel.addSubview(d)
            y += height
        }
        let stateLabel = Label(frame: Rect(pad, y + font * 0.6, w - 2 * pad, lineHeight(.systemFont(ofSize: font))), text: state)
        stateLabel.font = .systemFont(ofSize: (font * 0.87).rounded()); stateLabel.textColor = Color(white: 0.7); stateLabel.adjustsFontSizeToFitWidth = true
        panel.addSubview(stateLabel)
        return panel
    }

    /// A short notice in the bottom left (slow motion toggled …).
    static func toast(_ text: String, size: Size) -> View {
        let w = Double(text.count) * 9 + 32
        let v = View(frame: Rect(16, size.height - 52, w, 36))
        v.backgroundColor = Color(white: 0.1, alpha: 0.8)
        v.cornerRadius = 10
        let l = Label(frame: Rect(16, 0, w - 32, 36), text: text)
        l.font = .systemFont(ofSize: 15); l.textColor = .white
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
        l.font = .boldSystemFont(ofSize: 14); l.textColor = .white
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
        l.font = .boldSystemFont(ofSize: 14); l.textColor = .white
        v.addSubview(l)
        return v
    }
}
