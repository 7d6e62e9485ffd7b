import Foundation

/// Selection, by the program and by the user: a click on a row (a tap, so that a drag scrolls
/// instead) selects it. User selections ask
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
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
        guard let target, geometry.contains(target) else { return }
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
