import Foundation

/// A control that picks one of a row of cells: what `SegmentedControl`, `TabBar` and
/// `PageControl` share. Clicking a cell, or pressing Left/Right while focused, selects it and
/// sends `valueChanged`; Enter/Space selects the next cell, wrapping round. Subclasses say how
/// many cells there are and which is selected (their own `segments`, `items` and pages), and
/// may say where the cells are (`cell(at:)`; equal widths by default).
open class CellRowControl: Control {
    /// How many cells the row has.
    open var cellCount: Int { 0 }
    /// The selected cell, or -1 for none.
    open var selectedCell: Int {
        get { -1 }
        set {}
    }

    /// The cell under `p` (control coordinates), if any: the row split into equal widths.
    open func cell(at p: Point) -> Int? {
        let n = cellCount
        guard n > 0, bounds.width > 0, p.x >= 0, p.x < bounds.width, p.y >= 0, p.y < bounds.height else { return nil }
        return min(Int(p.x / (bounds.width / Double(n))), n - 1)
    }

    /// Selects cell `index` as the user would: sends `valueChanged` if the selection changed.
    public func select(_ index: Int) {
        guard (0..<cellCount).contains(index), index != selectedCell else { return }
        selectedCell = index
        sendActions(for: .valueChanged)
    }

    open override func tapped(at p: Point) {
        if let i = cell(at: p) { select(i) }
    }

    open override func activate() {
        guard isEnabled, cellCount > 0 else { return }
        select((selectedCell + 1) % cellCount)
    }

    open override func keyDown(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        switch key {
        case .left: select(selectedCell - 1); return true
        case .right: select(selectedCell + 1); return true
        default: return false
        }
    }
}
