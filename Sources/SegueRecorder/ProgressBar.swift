import Foundation
import SegueCore
import SegueIO

/// A progress display for long recordings: a bar redrawn in place on a terminal, or a plain
/// line every 10% when stderr is a file or a pipe (CI logs stay readable).
///
/// Time comes from the caller (`elapsed` seconds), never from a clock of its own.
public final class ProgressBar {
    /// How progress is shown.
    public enum Style: Sendable {
        /// One line redrawn with a carriage return.
        case terminal
        /// A new line at each tenth of the way.
        case lines
        /// Nothing.
        case silent
    }

    /// The number of steps (frames) that make 100%; never negative.
    public let total: Int
    /// The word before the bar ("Recording").
    public let label: String
    /// How progress is shown.
    public let style: Style
    private let write: (String) -> Void
    private let barWidth: Int
    private var lastDrawn: String?
    private var lastDecile = 0
    private var finished = false

    /// A bar for `total` steps, printed through `write` in `style`.
    public init(total: Int, label: String = "Recording", style: Style, barWidth: Int = 30,
                write: @escaping (String) -> Void) {
        self.total = max(0, total)
        self.label = label
        self.style = style
        self.barWidth = max(5, barWidth)
        self.write = write
    }

    /// A bar on the process's stderr: redrawn in place when stderr is a terminal, plain lines
    /// otherwise.
    public static func onStandardError(total: Int, label: String = "Recording") -> ProgressBar {
        let style: Style = isatty(STDERR_FILENO) != 0 ? .terminal : .lines
        return ProgressBar(total: total, label: label, style: style) { text in
            // A closed stderr must not stop the recording: write errors are ignored.
            StandardError.write(text)
        }
    }

    /// Shows that `completed` of `total` steps are done after `elapsed` seconds.
    public func update(completed: Int, elapsed: Double) {
        guard !finished else { return }
        switch style {
        case .silent:
            return
        case .terminal:
            let line = terminalLine(completed: completed, elapsed: elapsed)
            // Redraw only when what is shown changes (the time shows tenths of a second).
            if line != lastDrawn {
                write("\r" + line)
                lastDrawn = line
            }
        case .lines:
            let decile = total > 0 ? min(10, completed * 10 / total) : 10
            if decile > lastDecile {
                lastDecile = decile
                write("\(label): \(decile * 10)% (\(completed)/\(total) frames, \(ProgressBar.seconds(elapsed)))\n")
            }
        }
    }

    /// Ends the display (a terminal bar gets its final newline).
    public func finish(completed: Int, elapsed: Double) {
        guard !finished else { return }
        update(completed: completed, elapsed: elapsed)
        finished = true
        if style == .terminal { write("\n") }
    }

    /// The bar as it would be drawn: `Recording [#########.........]  45%  27/60 frames  1.2 s  ~1.5 s left`.
    public func terminalLine(completed: Int, elapsed: Double) -> String {
        let fraction = total > 0 ? min(1, max(0, Double(completed) / Double(total))) : 1
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
        let percent = String(Int((fraction * 100).rounded(.down)))
        var line = "\(label) [\(bar)] \(String(repeating: " ", count: max(0, 3 - percent.count)))\(percent)%"
            + "  \(completed)/\(total) frames  \(ProgressBar.seconds(elapsed))"
        if completed > 0, completed < total {
            let remaining = elapsed / Double(completed) * Double(total - completed)
            line += "  ~\(ProgressBar.seconds(remaining)) left"
        }
        return line
    }

    /// Seconds with one decimal: `1.2 s`.
    static func seconds(_ value: Double) -> String {
        String(format: "%.1f s", max(0, value))
    }
}
