import Foundation
import Testing
@testable import SegueCore

/// Inserts, deletes and reloads animate: survivors slide to their new layout attributes,
/// inserted items fade in, deleted ones fade out, on the scene clock.
@MainActor
@Suite struct CollectionViewUpdateTests {
    func frame(_ h: CollectionHarness, _ item: Int) -> Rect {
        h.collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    }

    func run(_ h: CollectionHarness, to t: Double) {
        h.clock.set(t)
        h.window.update()
    }

    @Test func deleteSlidesTheFollowersAndFadesTheItemOut() {
        let h = CollectionHarness([9])
        let doomed = h.collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        let third = h.collection.cellForItem(at: IndexPath(item: 3, section: 0))!
        let was = third.frame
        h.grid.counts = [8]
        h.collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(h.collection.cellForItem(at: IndexPath(item: 2, section: 0)) === third, "item 3 is now item 2")
        let target = frame(h, 2)
        #expect(third.frame == target && target != was, "the model value is the new place")
        run(h, to: 0)
        #expect(third.presentation.frame == was, "t = 0: drawn where it was")
        #expect(doomed.presentation.alpha == 1 && doomed.superview === h.collection)
        let d = CollectionView.updateAnimationDuration
        run(h, to: d / 2)
        let mid = third.presentation.frame
        #expect(mid.minX > min(was.minX, target.minX) && mid.minX < max(was.minX, target.minX), "halfway: \(mid)")
        #expect(mid.minY > target.minY && mid.minY < was.minY)
        #expect(doomed.presentation.alpha > 0 && doomed.presentation.alpha < 1)
        run(h, to: d + 0.01)
        #expect(third.presentation.frame == target)
        #expect(doomed.superview == nil, "back in the pool")
        #expect(h.collection.indexPathsForVisibleItems.count == 8)
        #expect(h.collection.subviews.compactMap { $0 as? CollectionViewCell }.count == 8)
    }

    @Test func batchUpdatesFadeInsertedItemsInAndCallTheCompletion() {
        let h = CollectionHarness([6])
        let first = h.collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        h.collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        var done: Bool?
        h.collection.performBatchUpdates({
            h.grid.counts = [7]
            h.collection.deleteItems(at: [IndexPath(item: 5, section: 0)])
            h.collection.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        }, completion: { done = $0 })
        let inserted = h.collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(inserted !== first && (inserted as? NumberCell)?.label.text == "0.0")
        #expect(h.collection.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(h.collection.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)], "the selection follows its item (old 4: after two inserts before it)")
        run(h, to: 0)
        #expect(inserted.presentation.alpha == 0)
        #expect(inserted.presentation.frame == frame(h, 0), "it fades in at its place")
        run(h, to: CollectionView.updateAnimationDuration / 2)
        #expect(inserted.presentation.alpha > 0 && inserted.presentation.alpha < 1)
        #expect(done == nil)
        run(h, to: 1)
        #expect(inserted.presentation.alpha == 1 && done == true)
        #expect(first.presentation.frame == frame(h, 1))
    }

    @Test func reloadFadesTheNewCellInOverTheOld() {
        let h = CollectionHarness([4])
        let old = h.collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        h.collection.reloadItems(at: [IndexPath(item: 2, section: 0)])
        let new = h.collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(new !== old && new.frame == old.frame)
        run(h, to: CollectionView.updateAnimationDuration / 2)
        #expect(new.presentation.alpha > 0 && new.presentation.alpha < 1)
        #expect(old.presentation.alpha > 0 && old.presentation.alpha < 1)
        run(h, to: 1)
        #expect(old.superview == nil && new.presentation.alpha == 1)
        // Counts that do not add up reload everything.
        h.grid.counts = [9]
        h.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(h.collection.indexPathsForVisibleItems.count == 9)
    }
}
