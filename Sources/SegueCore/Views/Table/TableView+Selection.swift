import Foundation

/// Selection, by the program and by the user. Pressing a row highlights it (its cell's
/// `isHighlighted`, drawn with the grey selected fill) when `allowsSelection` and the delegate's
/// `shouldHighlightRowAt` allow, telling `didHighlightRowAt`; releasing on the same row selects
/// it (`willSelectRowAt`, `didUnhighlightRowAt`, then `didDeselectRowAt` for the rows it
/// replaces and `didSelectRowAt`); a drag that scrolls, or that wanders off the press, takes
/// the highlight away (`didUnhighlightRowAt`) and selects nothing. A press while the content
/// is still moving (a flick coasting) highlights nothing. The program's selections tell no one,
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

    /// Attaches the recognizer that follows presses on rows.
    func installRowPress() {
        let press = ItemPressGestureRecognizer()
        press.pressBegan = { [unowned self] in beginPress(at: $0.location(in: self)) }
        press.pressEnded = { [unowned self] in endPress(releasedAt: $1 ? $0.location(in: self) : nil) }
        addGestureRecognizer(press)
    }

    /// A press at `point` (content coordinates): highlights the row there, if selection is
    /// allowed, the content is at rest and the delegate agrees. Returns whether it did.
    func beginPress(at point: Point) -> Bool {
        guard allowsSelection, motion == .none, let path = indexPathForRow(at: point),
              tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return false }
        pressedRow = path
        window?.focus.focus(self)
        cellForRow(at: path)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
        return true
    }

    /// The press ends: released at `point` (content coordinates) on the pressed row, it selects
    /// that row; released elsewhere or cancelled (nil), it only takes the highlight away.
    func endPress(releasedAt point: Point?) {
        guard let path = pressedRow else { return }
        let selects = point.map { indexPathForRow(at: $0) == path } ?? false
        let target = selects ? willSelect(path) : nil
        pressedRow = nil
        // A click moves the keyboard's row there; with multiple selection it hides the cursor
        // (the arrows go on from the selection).
        if let target { keyboardRow = allowsMultipleSelection ? nil : target }
        refreshHighlights()
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        if let target { select(byUser: target) }
    }

    /// The row a user's selection of `path` selects: the delegate's `willSelectRowAt` may
    /// redirect or refuse it.
    private func willSelect(_ path: IndexPath) -> IndexPath? {
        guard allowsSelection, geometry.contains(path) else { return nil }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
        guard let target, geometry.contains(target) else { return nil }
        return target
    }

    /// Selects a row as the user does: `willSelectRowAt` may redirect or refuse it; the
    /// rows it replaces are deselected (`didDeselectRowAt`), then `didSelectRowAt`.
    func userSelect(_ path: IndexPath) {
        if let target = willSelect(path) { select(byUser: target) }
    }

    /// Selects `target` (already agreed by `willSelectRowAt`), telling the delegate; with
    /// multiple selection, a selected row is deselected instead.
    private func select(byUser target: IndexPath) {
        if allowsMultipleSelection, selectedRows.contains(target) {
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        if !allowsMultipleSelection {
            for p in selectedRows.sorted() where p != target {
                deselectRow(at: p, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: p)
            }
        }
        selectedRows.insert(target)
        cellForRow(at: target)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        cellForRow(at: target)?.selectionAction?()
    }
}
