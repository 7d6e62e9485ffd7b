import Foundation

/// The row changes gathered between `beginUpdates()` and `endUpdates()` (or in one call):
/// deletions name rows before the change, insertions rows after it, as in UIKit.
struct TableUpdates {
    var deletions: [IndexPath: TableView.RowAnimation] = [:]
    var insertions: [IndexPath: TableView.RowAnimation] = [:]
    /// Reloaded rows (named before the change), with how the old cell goes and the new comes.
    var reloads: [IndexPath: TableView.RowAnimation] = [:]
    var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty }

    /// Where each surviving row of `section` (of `oldCount` rows) goes: old row → new row.
    func newRow(inSection section: Int, oldCount: Int) -> [Int: Int] {
        let deleted = Set(deletions.keys.filter { $0.section == section }.map(\.row))
        let inserted = Set(insertions.keys.filter { $0.section == section }.map(\.row))
        var map: [Int: Int] = [:]
        var next = 0
        for old in 0..<oldCount where !deleted.contains(old) {
            while inserted.contains(next) { next += 1 }
            map[old] = next
            next += 1
        }
        return map
    }
}

/// Animated inserts, deletes and reloads of rows: the data source changes first, then the
/// table is told which rows changed; cells of surviving rows slide to their new places,
/// inserted rows come in and deleted rows go out as their `RowAnimation` says, over
/// `TableView.updateAnimationDuration` with `View.animate`.
extension TableView {
    /// Inserts rows (already in the data source), animating them in (`insertRows(at:with:)`).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for p in indexPaths { pendingUpdates.insertions[p] = animation }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Deletes rows (already gone from the data source), animating them out (`deleteRows(at:with:)`).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for p in indexPaths { pendingUpdates.deletions[p] = animation }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Asks the data source again for these rows' cells (`reloadRows(at:with:)`): the old
    /// cell goes as `animation` has a deleted row go while the new one comes as it has an
    /// inserted row come, in the same place (a cross-fade with `.fade` and `.automatic`).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for p in indexPaths { pendingUpdates.reloads[p] = animation }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Reloads every row of `sections` as `reloadRows(at:with:)` does, and makes their header
    /// and footer views again (`reloadSections(_:with:)`); the section count must not change.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        for s in sections where s < geometry.sections.count {
            for r in 0..<geometry.rowCount(in: s) { pendingUpdates.reloads[IndexPath(row: r, section: s)] = animation }
            headerViews.removeValue(forKey: s)?.removeFromSuperview()
            footerViews.removeValue(forKey: s)?.removeFromSuperview()
        }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Starts gathering row changes to animate together (`beginUpdates()`); calls nest.
    public func beginUpdates() { updateDepth += 1 }

    /// Animates the changes gathered since the matching `beginUpdates()` together.
    public func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Runs `updates` (which change the data source and call the insert, delete and reload
    /// methods) and animates their changes together; `completion` gets whether the animation
    /// ran to its end (`performBatchUpdates(_:completion:)`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        updateDepth = max(0, updateDepth - 1)
        if updateDepth == 0 { applyPendingUpdates(completion: completion) } else { completion?(true) }
    }

    /// Applies the gathered changes: new geometry from the data source, surviving cells moved
    /// to their new rows (sliding there), deleted rows' cells animated out and pooled, new
    /// rows' cells animated in. A change that does not add up (the data source's new counts
    /// against the old counts and the changes) reloads everything instead, unanimated.
    func applyPendingUpdates(completion: ((Bool) -> Void)? = nil) {
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        guard !updates.isEmpty else { completion?(true); return }
        let old = geometry
        let oldRects = Dictionary(uniqueKeysWithValues: visibleCellsByRow.keys.map { ($0, rect(forRowAt: $0)) })
        rebuildGeometry()
        guard old.sections.count == geometry.sections.count, consistent(updates, old) else {
            reloadData(); completion?(true); return
        }
        // Re-key the cells on screen by their new rows; cells of deleted rows depart.
        var moved: [IndexPath: TableViewCell] = [:]
        var departures: [(TableViewCell, RowAnimation)] = []
        var newPlaceOfOld: [IndexPath: IndexPath] = [:]
        for s in 0..<old.sections.count {
            for (o, n) in updates.newRow(inSection: s, oldCount: old.rowCount(in: s)) {
                newPlaceOfOld[IndexPath(row: o, section: s)] = IndexPath(row: n, section: s)
            }
        }
        for (path, cell) in visibleCellsByRow {
            if let animation = updates.deletions[path] {
                departures.append((cell, animation))
            } else if let newPath = newPlaceOfOld[path] {
                if let animation = updates.reloads[path] { departures.append((cell, animation)) } else { moved[newPath] = cell }
            } else {
                enqueue(cell)
            }
        }
        visibleCellsByRow = moved
        selectedRows = Set(selectedRows.compactMap { newPlaceOfOld[$0] })
        let oldPlaceOfNew = Dictionary(uniqueKeysWithValues: newPlaceOfOld.map { ($1, $0) })
        // Rows new on screen start where they were (rows that slide in with the others) or,
        // inserted, at the start of their animation.
        let animated = window != nil
        let before = Set(visibleCellsByRow.keys)
        View.performWithoutAnimation {
            tileRows()
            // Surviving cells start from where they were drawn, to slide to their new rows.
            for (path, cell) in visibleCellsByRow where before.contains(path) {
                if let was = oldPlaceOfNew[path], let r = oldRects[was] { cell.frame = r }
            }
        }
        var arrivals: [(TableViewCell, Rect, RowAnimation)] = []
        let reloadedNew = Dictionary(updates.reloads.compactMap { old, a in newPlaceOfOld[old].map { ($0, a) } },
                                     uniquingKeysWith: { a, _ in a })
        for (path, cell) in visibleCellsByRow where !before.contains(path) {
            let target = cell.frame
            if let animation = updates.insertions[path] ?? reloadedNew[path] {
                arrivals.append((cell, target, animation))
                View.performWithoutAnimation { startOfInsertion(cell, target, animation) }
            } else if let was = oldPlaceOfNew[path], let r = oldRects[was] {
                View.performWithoutAnimation { cell.frame = r }
                arrivals.append((cell, target, .none))
            } else if let was = oldPlaceOfNew[path], let span = old.rowSpan(was) {
                View.performWithoutAnimation { cell.frame = Rect(target.minX, span.top, target.width, target.height) }
                arrivals.append((cell, target, .none))
            }
        }
        for (cell, _) in departures { addSubview(cell); departingCells.append(cell) }
        guard animated else {
            for (cell, target, _) in arrivals { cell.frame = target; cell.alpha = 1 }
            for (cell, _) in departures { finishDeparture(cell) }
            completion?(true)
            return
        }
        View.animate(withDuration: TableView.updateAnimationDuration, delay: 0, options: [], animations: {
            for (cell, path) in visibleCellsByRow.map({ ($0.value, $0.key) }) where before.contains(path) {
                cell.frame = rect(forRowAt: path)
            }
            for (cell, target, _) in arrivals { cell.frame = target; cell.alpha = 1 }
            for (cell, animation) in departures { endOfDeletion(cell, animation) }
        }, completion: { [weak self] finished in
            for (cell, _) in departures { self?.finishDeparture(cell) }
            completion?(finished)
        })
    }

    /// Whether the data source's new counts match the old counts and the changes.
    private func consistent(_ updates: TableUpdates, _ old: TableGeometry) -> Bool {
        for s in 0..<old.sections.count {
            let removed = updates.deletions.keys.filter { $0.section == s && $0.row < old.rowCount(in: s) }.count
            let added = updates.insertions.keys.filter { $0.section == s }.count
            if old.rowCount(in: s) - removed + added != geometry.rowCount(in: s) { return false }
        }
        return updates.insertions.keys.allSatisfy { geometry.contains($0) }
    }

    /// Where an inserted row's cell starts: faded out, or off to a side, or one row up or down.
    private func startOfInsertion(_ cell: TableViewCell, _ target: Rect, _ animation: RowAnimation) {
        moveOffstage(cell, from: target, animation)
    }

    /// Where a deleted row's cell ends: the mirror of `startOfInsertion`. With `.none` it
    /// goes at once.
    private func endOfDeletion(_ cell: TableViewCell, _ animation: RowAnimation) {
        if animation == .none {
            View.performWithoutAnimation { cell.alpha = 0 }
        } else {
            moveOffstage(cell, from: cell.frame, animation)
        }
    }

    /// Puts `cell` where `animation` has a row come from and go to, beside the row at `f`.
    private func moveOffstage(_ cell: TableViewCell, from f: Rect, _ animation: RowAnimation) {
        switch animation {
        case .fade, .automatic: cell.alpha = 0
        case .left: cell.frame = f.offsetBy(dx: -bounds.width, dy: 0)
        case .right: cell.frame = f.offsetBy(dx: bounds.width, dy: 0)
        case .top: cell.frame = f.offsetBy(dx: 0, dy: -f.height); cell.alpha = 0
        case .bottom: cell.frame = f.offsetBy(dx: 0, dy: f.height); cell.alpha = 0
        case .none: break
        }
    }

    /// A departed cell back to its pool, at full opacity.
    private func finishDeparture(_ cell: TableViewCell) {
        departingCells.removeAll { $0 === cell }
        View.performWithoutAnimation { cell.alpha = 1 }
        enqueue(cell)
    }
}
