import Foundation
import SegueCore

/// The segue palette (`F2`): an overlay listing every segue leaving the current screen —
/// performed from code, by a control or a table row, unwinds included — and, last, "Show
/// scene…", a picker of the scenes an app's code shows by identifier (Shift+F2 opens it
/// directly). Up/Down (or Tab) move
/// the selection, Enter or a click performs it, Escape or a click outside closes the palette.
///
/// The palette only chooses: what it chooses is performed by the window as an
/// `InputEvent.segue`, with the whole life cycle, exactly as a script's `segue` line is.
/// It is app chrome, drawn over the frame like the help overlay, never part of the content.
@MainActor
final class SeguePalette {
    /// What a key or a click did.
    enum Outcome: Equatable {
        /// Nothing to do outside the palette (it handled the event, or ignored it).
        case handled
        /// Perform this choice and close.
        case perform(SegueTarget)
        /// Close without performing anything.
        case close
    }

    /// The rows shown: the segue choices, or the scenes of the scene picker.
    private(set) var rows: [SegueChoice]
    /// The scenes of "Show scene…"; empty when there are none (the row is then left out).
    private let scenes: [SegueChoice]
    /// The first list: the segues, unwinds and "Show scene…".
    private let choices: [SegueChoice]
    /// Whether the scene picker is showing.
    private(set) var pickingScene = false
    /// The selected row.
    private(set) var selection = 0
    /// The window size the rows were laid out for.
    private var size = Size(1280, 720)

    /// The row that opens the scene picker.
    static let sceneRow = SegueChoice(kind: .scene, target: "", detail: "scenes shown by identifier in the app's code")

    /// A palette over `choices`, with "Show scene…" last when `scenes` is not empty;
    /// `pickingScene` opens it on the scene picker; `size` is the window's.
    init(choices: [SegueChoice], scenes: [SegueChoice], pickingScene: Bool = false, size: Size) {
        self.size = size
        self.scenes = scenes
        self.choices = choices + (scenes.isEmpty ? [] : [SeguePalette.sceneRow])
        self.pickingScene = pickingScene
        rows = pickingScene ? scenes : self.choices
    }

    /// Handles a key or a click while the palette is open.
    func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .keyDown(let key, let mods):
            switch key {
            case .up: move(-1)
            case .down: move(1)
            case .tab: move(mods.contains(.shift) ? -1 : 1)
            case Key("PageUp"): move(-visibleRowCount)
            case Key("PageDown"): move(visibleRowCount)
            case Key("Home"): selection = 0
            case Key("End"): selection = max(0, rows.count - 1)
            case .enter, .space: return choose(selection)
            case .escape, .backspace, Key("F2"):
                if pickingScene, key != Key("F2") { leaveScenePicker(); return .handled }
                return .close
            default: break
            }
            return .handled
        case .mouseUp(let p, .left):
            guard panelFrame.contains(p) else { return .close }
            if let i = row(at: p) { return choose(i) }
            return .handled
        case .scroll(_, let dy, _):
            move(dy > 0 ? -1 : 1)
            return .handled
        default:
            return .handled
        }
    }

    private func choose(_ index: Int) -> Outcome {
        guard rows.indices.contains(index) else { return .handled }
        let choice = rows[index]
        if !pickingScene, choice == SeguePalette.sceneRow {
            pickingScene = true
            rows = scenes
            selection = 0
            return .handled
        }
        return .perform(choice.segueTarget)
    }

    private func leaveScenePicker() {
        pickingScene = false
        rows = choices
        selection = max(0, rows.count - 1)
    }

    private func move(_ delta: Int) {
        guard !rows.isEmpty else { return }
        selection = min(max(0, selection + delta), rows.count - 1)
    }

    // MARK: Layout

    private static let rowHeight = 30.0
    private static let top = 64.0

    private var panelFrame: Rect {
        let w = min(640, size.width - 24)
        let h = min(size.height - 24, Double(max(rows.count, 1)) * SeguePalette.rowHeight + SeguePalette.top + 44)
        return Rect((size.width - w) / 2, max(12, (size.height - h) / 2), w, max(h, 0))
    }

    private var visibleRowCount: Int {
        max(1, Int((panelFrame.height - SeguePalette.top - 44) / SeguePalette.rowHeight))
    }

    /// The first row shown: the list scrolls to keep the selection in view.
    private var firstVisibleRow: Int {
        let n = visibleRowCount
        return min(max(0, selection - n + 1), max(0, rows.count - n))
    }

    private func row(at p: Point) -> Int? {
        let f = panelFrame
        let y = p.y - f.origin.y - SeguePalette.top
        guard y >= 0 else { return nil }
        let i = firstVisibleRow + Int(y / SeguePalette.rowHeight)
        return i < min(rows.count, firstVisibleRow + visibleRowCount) ? i : nil
    }

    /// The panel for a window of `size`.
    func view(size: Size) -> View {
        self.size = size
        let f = panelFrame
        let panel = View(frame: f)
        panel.backgroundColor = Color(white: 0.08, alpha: 0.96)
        panel.cornerRadius = 14
        panel.clipsToBounds = true
        let title = Label(frame: Rect(20, 14, f.width - 40, 30),
                          text: pickingScene ? "Show scene…" : "Segues from this screen")
        title.font = .boldSystemFont(ofSize: 22); title.textColor = .white
        panel.addSubview(title)
        if rows.isEmpty {
            let none = Label(frame: Rect(20, SeguePalette.top, f.width - 40, 26),
                             text: pickingScene ? "No scene is shown only by identifier" : "No segue leaves this screen")
            none.font = .systemFont(ofSize: 16); none.textColor = Color(white: 0.75)
            panel.addSubview(none)
        }
        let first = firstVisibleRow
        for i in first..<min(rows.count, first + visibleRowCount) {
            let y = SeguePalette.top + Double(i - first) * SeguePalette.rowHeight
            let rowView = View(frame: Rect(10, y, f.width - 20, SeguePalette.rowHeight - 2))
            rowView.cornerRadius = 6
            if i == selection { rowView.backgroundColor = Color(string: "#2F6FEB") }
            let choice = rows[i]
            let isSceneRow = !pickingScene && choice == SeguePalette.sceneRow
            let name = Label(frame: Rect(10, 0, (f.width - 40) * 0.45, SeguePalette.rowHeight - 2),
                             text: isSceneRow ? "Show scene…" : choice.name)
            name.font = .boldSystemFont(ofSize: 16); name.textColor = .white
            let detail = Label(frame: Rect(10 + (f.width - 40) * 0.45, 0, (f.width - 40) * 0.55 - 10, SeguePalette.rowHeight - 2),
                               text: choice.detail)
            detail.font = .systemFont(ofSize: 14); detail.textColor = Color(white: i == selection ? 0.95 : 0.7)
            rowView.addSubview(name); rowView.addSubview(detail)
            panel.addSubview(rowView)
        }
        let hint = Label(frame: Rect(20, f.height - 34, f.width - 40, 22),
                         text: "↑ ↓ choose · Enter perform · Esc " + (pickingScene ? "back" : "close"))
        hint.font = .systemFont(ofSize: 13); hint.textColor = Color(white: 0.65)
        panel.addSubview(hint)
        return panel
    }
}
