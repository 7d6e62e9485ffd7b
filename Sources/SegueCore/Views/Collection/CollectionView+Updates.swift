import Foundation

/// Animated inserts, deletes and reloads of items, alone or gathered by
/// `performBatchUpdates(_:completion:)`: the data source changes first, then the collection
/// view is told which items changed (deletions and reloads name items before the change,
/// insertions after it, as in UIKit). Over `updateAnimationDuration`, with `View.animate` on the
/// scene clock, the cells of surviving items slide from where they were to their new layout
/// attributes, and so do the headers and footers; inserted items fade in at their place and
/// deleted items fade out at theirs (what UIKit's flow layout does by default); a reloaded
/// item's new cell fades in over its old one. Cells of deleted items go back to the reuse pool
/// when their animation ends. Changes that do not add up (the data source's new counts against
/// the old counts and the changes) reload everything instead, as `reloadData()` does.
extension CollectionView {
    /// How long inserts, deletes and reloads animate (as a table's).
    public static let updateAnimationDuration = TableView.updateAnimationDuration

    /// Adds items: the data source must already count them (`insertItems(at:)`).
    public func insertItems(at indexPaths: [IndexPath]) {
        for p in indexPaths { pendingUpdates.insertions[p] = .fade }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Removes items: the data source must no longer count them (`deleteItems(at:)`).
    public func deleteItems(at indexPaths: [IndexPath]) {
        for p in indexPaths { pendingUpdates.deletions[p] = .fade }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Asks the data source again for these items' cells (`reloadItems(at:)`).
    public func reloadItems(at indexPaths: [IndexPath]) {
        for p in indexPaths { pendingUpdates.reloads[p] = .fade }
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Runs `updates` (which change the data source and call the insert, delete and reload
    /// methods) and animates their changes together; `completion` gets whether the animation
    /// ran to its end (`performBatchUpdates(_:completion:)`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates(completion: completion) } else { completion?(true) }
    }

    /// Applies the gathered changes (see the extension's comment).
    func applyPendingUpdates(completion: ((Bool) -> Void)? = nil) {
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        guard !updates.isEmpty else { completion?(true); return }
        layoutIfNeeded()
        let oldCounts = itemCounts
        // Where everything near the screen was drawn, by the old index paths.
        let reach = Rect(bounds.minX - bounds.width, bounds.minY - bounds.height, 3 * bounds.width, 3 * bounds.height)
        var oldFrames: [IndexPath: Rect] = [:]
        for a in collectionViewLayout.layoutAttributesForElements(in: reach) where a.representedElementCategory == .cell {
            oldFrames[a.indexPath] = a.frame
        }
        let oldSupplementaryFrames = visibleSupplementaries.mapValues(\.frame)
        needsReload = true
        loadCountsIfNeeded()
        let adds = itemCounts.count == oldCounts.count && oldCounts.indices.allSatisfy { s in
            let removed = updates.deletions.keys.filter { $0.section == s && $0.item < oldCounts[s] }.count
            let added = updates.insertions.keys.filter { $0.section == s && $0.item < itemCounts[s] }.count
            return oldCounts[s] - removed + added == itemCounts[s]
        }
        guard adds else { reloadData(); layoutIfNeeded(); completion?(true); return }
        var newPlaceOfOld: [IndexPath: IndexPath] = [:]
        for s in oldCounts.indices {
            for (o, n) in updates.newRow(inSection: s, oldCount: oldCounts[s]) {
                newPlaceOfOld[IndexPath(item: o, section: s)] = IndexPath(item: n, section: s)
            }
        }
        let oldPlaceOfNew = Dictionary(uniqueKeysWithValues: newPlaceOfOld.map { ($1, $0) })
        selected = Set(selected.compactMap { updates.deletions[$0] == nil ? newPlaceOfOld[$0] : nil })
        // Cells of deleted and reloaded items depart; the others follow their items.
        var kept: [IndexPath: CollectionViewCell] = [:]
        var departing: [(IndexPath, CollectionViewCell)] = []
        for (path, cell) in visible {
            if updates.deletions[path] == nil, updates.reloads[path] == nil, let n = newPlaceOfOld[path] {
                kept[n] = cell
            } else {
                departing.append((path, cell))
            }
        }
        visible = kept
        let reloadedNew = Set(updates.reloads.keys.compactMap { newPlaceOfOld[$0] })
        View.performWithoutAnimation {
            setNeedsLayout()
            layoutIfNeeded()
        }
        guard window != nil else {
            for (path, cell) in departing { retire(cell, at: path) }
            completion?(true)
            return
        }
        // Starting states: where each cell was drawn, new items transparent.
        var targets: [(View, Rect)] = []
        var appearing: [View] = []
        View.performWithoutAnimation {
            for (path, cell) in visible {
                let target = cell.frame
                if updates.insertions[path] != nil || reloadedNew.contains(path) {
                    cell.alpha = 0
                    appearing.append(cell)
                } else if let was = oldPlaceOfNew[path].flatMap({ oldFrames[$0] }), was != target {
                    cell.frame = was
                    targets.append((cell, target))
                }
            }
            for (key, view) in visibleSupplementaries {
                if let was = oldSupplementaryFrames[key], was != view.frame {
                    targets.append((view, view.frame))
                    view.frame = was
                }
            }
            // Departing cells stay drawn under the others while they fade.
            for (_, cell) in departing where cell.superview !== self { insertSubview(cell, at: 0) }
        }
        View.animate(withDuration: CollectionView.updateAnimationDuration, delay: 0, options: [], animations: {
            for (view, target) in targets { view.frame = target }
            for view in appearing { view.alpha = 1 }
            for (_, cell) in departing { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            for (path, cell) in departing {
                View.performWithoutAnimation { cell.alpha = 1 }
                if let self { self.retire(cell, at: path) } else { cell.removeFromSuperview() }
            }
            completion?(finished)
        })
    }
}
