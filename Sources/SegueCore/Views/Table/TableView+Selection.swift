import Foundation

/// Selection, by the program and by the user: a click on a row (press and release on the
/// same row) selects it, the arrow keys move the selection while the table has focus, and
/// Enter selects again the selected row (or the first). User selections ask
/// `willSelectRowAt` and tell `didDeselectRowAt` and `didSelectRowAt`; the program's do not,
/// as in UIKit.
extension TableView {
    /// The selected row (the first, in multiple selection), if any (`indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or nil when none is (`indexPathsForSelectedRows`).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row and scrolls it to `scrollPosition` (`selectRow(at:animated:scrollPosition:)`);
    /// nil deselects every row. No delegate method is called.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if needsReload { reloadData() }
        guard let indexPath else {
            for p in selectedRows { deselectRow(at: p, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for p in selectedRows where p != indexPath { deselectRow(at: p, animated: animated) }
        }
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects a row (`deselectRow(at:animated:)`); no delegate method is called.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Selects a row as the user does: `willSelectRowAt` may redirect or refuse it; the
    /// rows it replaces are deselected (`didDeselectRowAt`), then `didSelectRowAt`.
    func userSelect(_ path: IndexPath) {
        guard allowsSelection, geometry.contains(path) else { return }
        let target = delegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
        guard let target, geometry.contains(target) else { return }
        if allowsMultipleSelection, selectedRows.contains(target) {
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        if !allowsMultipleSelection {
            for p in selectedRows.sorted() where p != target {
                deselectRow(at: p, animated: false)
                delegate?.tableView(self, didDeselectRowAt: p)
            }
        }
        selectedRows.insert(target)
        cellForRow(at: target)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    // MARK: Pointer (table coordinates: 0…size, the scroll offset not included)

    /// A press on a row highlights it.
    func tablePointerDown(at p: Point) -> Bool {
        guard allowsSelection, let path = indexPathForRow(at: Point(p.x + bounds.minX, p.y + bounds.minY)) else {
            return false
        }
        pressedRow = path
        cellForRow(at: path)?.setHighlighted(true, animated: false)
        return true
    }

    /// The highlight follows the pointer on and off the pressed row.
    func tablePointerMoved(at p: Point, inside: Bool) {
        guard let path = pressedRow else { return }
        let over = inside && indexPathForRow(at: Point(p.x + bounds.minX, p.y + bounds.minY)) == path
        cellForRow(at: path)?.setHighlighted(over, animated: false)
    }

    /// Releasing on the pressed row selects it.
    func tablePointerUp(at p: Point, inside: Bool) {
        guard let path = pressedRow else { return }
        pressedRow = nil
        cellForRow(at: path)?.setHighlighted(false, animated: false)
        if inside, indexPathForRow(at: Point(p.x + bounds.minX, p.y + bounds.minY)) == path { userSelect(path) }
    }

    // MARK: Keyboard

    /// Enter or Space: selects the selected row again (the first row when none is).
    func tableActivate() {
        if let p = indexPathForSelectedRow ?? firstRow { userSelect(p); scrollToRow(at: p, at: .none, animated: false) }
    }

    /// Up and Down move the selection to the previous or next row, across sections.
    func tableKeyDown(_ key: Key) -> Bool {
        guard key == .up || key == .down, allowsSelection else { return false }
        guard let current = indexPathForSelectedRow else {
            if let first = firstRow { userSelect(first); scrollToRow(at: first, at: .none, animated: false) }
            return true
        }
        guard let next = key == .down ? row(after: current) : row(before: current) else { return true }
        userSelect(next)
        scrollToRow(at: next, at: .none, animated: false)
        return true
    }

    /// The first row of the table, if it has one.
    private var firstRow: IndexPath? {
        geometry.sections.indices.first { geometry.rowCount(in: $0) > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    private func row(after p: IndexPath) -> IndexPath? {
        if p.row + 1 < geometry.rowCount(in: p.section) { return IndexPath(row: p.row + 1, section: p.section) }
        var s = p.section + 1
        while s < geometry.sections.count { if geometry.rowCount(in: s) > 0 { return IndexPath(row: 0, section: s) }; s += 1 }
        return nil
    }

    private func row(before p: IndexPath) -> IndexPath? {
        if p.row > 0 { return IndexPath(row: p.row - 1, section: p.section) }
        var s = p.section - 1
        while s >= 0 { let n = geometry.rowCount(in: s); if n > 0 { return IndexPath(row: n - 1, section: s) }; s -= 1 }
        return nil
    }
}
