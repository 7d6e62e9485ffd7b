import Foundation

/// The keyboard, while the table has focus (`FocusEngine`; a click on a row gives it focus,
/// Tab reaches it like a control): Up and Down move the keyboard's row, across sections, and
/// scroll it into view (`scrollToRow(at:at:animated:)` with `.none`, animated); Return or Space
/// selects it as a click does (`willSelectRowAt`, `didSelectRowAt`); Page Up/Down, Home and End
/// scroll (`ScrollView.scroll(byKey:)`).
///
/// UIKit leaves the details to the focus system; SegueKit's choices: with single selection the
/// selection follows the arrows (selected without telling the delegate, as
/// `selectRow(at:animated:scrollPosition:)` does, until Return confirms it); with multiple
/// selection the arrows move a highlighted cursor and Return toggles its row. With no row yet,
/// Down starts at the first row on screen and Up at the last (with none on screen, the nearest
/// that way). The arrows stop at the ends.
extension TableView {
    /// Whether the table takes keyboard focus: when the user may select its rows.
    var canTakeFocus: Bool { allowsSelection && isUserInteractionEnabled && dataSource != nil }

    /// The row the arrows move from: the keyboard's row if it still exists, else the
    /// selected row.
    var currentKeyboardRow: IndexPath? {
        if let row = keyboardRow, geometry.contains(row) { return row }
        return indexPathForSelectedRow
    }

    /// Up or Down: moves the keyboard's row. Returns whether the key was an arrow it uses.
    func moveKeyboardRow(_ key: Key) -> Bool {
        guard key == .up || key == .down else { return false }
        if needsReload { reloadData() }
        let forward = key == .down
        let next: IndexPath?
        if let current = currentKeyboardRow {
            next = forward ? geometry.row(after: current) : geometry.row(before: current)
        } else {
            next = forward ? geometry.firstRow(endingBelow: bounds.minY) : geometry.lastRow(startingAbove: bounds.maxY)
        }
        guard let next else { return true }
        setKeyboardRow(next)
        scrollToRow(at: next, at: .none, animated: true)
        return true
    }

    /// Makes `path` the keyboard's row: selected (single selection) or highlighted (multiple).
    func setKeyboardRow(_ path: IndexPath) {
        keyboardRow = path
        if allowsMultipleSelection {
            refreshHighlights()
        } else {
            selectRow(at: path, animated: false, scrollPosition: .none)
        }
    }

    /// Gives the cells on screen the highlight `showsHighlight(_:)` says.
    func refreshHighlights() {
        for (path, cell) in visibleCellsByRow where cell.isHighlighted != showsHighlight(path) {
            cell.setHighlighted(showsHighlight(path), animated: false)
        }
    }

    /// Return or Space: the keyboard's row is selected as by a click.
    func activateKeyboardRow() {
        guard let row = currentKeyboardRow else { return }
        userSelect(row)
    }

    /// Whether the cell of `path` is drawn highlighted: pressed, or the keyboard's cursor in
    /// multiple selection.
    func showsHighlight(_ path: IndexPath) -> Bool {
        path == pressedRow || (allowsMultipleSelection && path == keyboardRow)
    }
}

extension TableGeometry {
    /// The first row ending below `y` (nil if none): the first row on screen when `y` is the
    /// top of the bounds, or the next one below a gap.
    func firstRow(endingBelow y: Double) -> IndexPath? {
        guard var s = section(at: y) else { return nil }
        while s < sections.count {
            let sec = sections[s]
            if sec.rowCount > 0, sec.rowsBottom > y {
                return row(at: max(y, sec.rowsTop)) ?? IndexPath(row: 0, section: s)
            }
            s += 1
        }
        return nil
    }

    /// The last row starting above `y` (nil if none): the last row on screen when `y` is the
    /// bottom of the bounds, or the nearest one above a gap.
    func lastRow(startingAbove y: Double) -> IndexPath? {
        guard var s = section(at: y) else { return nil }
        while s >= 0 {
            let sec = sections[s]
            if sec.rowCount > 0, sec.rowsTop < y {
                let inside = min(y, sec.rowsBottom)
                return row(at: inside.nextDown) ?? IndexPath(row: sec.rowCount - 1, section: s)
            }
            s -= 1
        }
        return nil
    }

    /// The row after `path` in reading order, skipping empty sections (nil after the last).
    func row(after path: IndexPath) -> IndexPath? {
        if path.row + 1 < rowCount(in: path.section) { return IndexPath(row: path.row + 1, section: path.section) }
        var s = path.section + 1
        while s < sections.count {
            if rowCount(in: s) > 0 { return IndexPath(row: 0, section: s) }
            s += 1
        }
        return nil
    }

    /// The row before `path` in reading order, skipping empty sections (nil before the first).
    func row(before path: IndexPath) -> IndexPath? {
        if path.row > 0, path.row - 1 < rowCount(in: path.section) { return IndexPath(row: path.row - 1, section: path.section) }
        var s = min(path.section, sections.count) - 1
        while s >= 0 {
            let n = rowCount(in: s)
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }
}
