import Foundation
import Testing
@testable import SegueCore

/// Tables and collection views in a 1×1 window and a 3840×2160 one: nothing crashes, nothing
/// has a negative size, and only the cells that meet the bounds (plus at most one per side)
/// are alive while scrolling.
@MainActor
@Suite struct ListExtremeSizeTests {
    nonisolated static let sizes = [Size(1, 1), Size(3840, 2160)]

    /// Every view under `root` (itself included) has a size of at least zero.
    func noNegativeSizes(_ root: View) -> Bool {
        ([root] + root.descendants).allSatisfy { $0.bounds.width >= 0 && $0.bounds.height >= 0 }
    }

    @Test(arguments: sizes, TableView.Style.allCases)
    func tables(_ size: Size, _ style: TableView.Style) {
        let data = TableFixture([TableFixture.rows(5000), TableFixture.rows(5000)])
        data.headers = ["First", "Second"]
        data.footers = ["A footer long enough to wrap in a narrow table", nil]
        let h = TableHarness(data, style: style, size: size, cellStyle: .subtitle)
        h.data.accessory = .detailDisclosureButton
        h.table.reloadData()
        h.window.rootView.layoutIfNeeded()
        let t = h.table
        var y = 0.0
        var checks = 0
        while y < t.contentSize.height {
            h.scroll(to: y)
            let visible = t.indexPathsForVisibleRows
            #expect(h.cellSubviews.count <= visible.count + 2, "at \(y): \(h.cellSubviews.count) cells for \(visible.count) rows")
            #expect(h.cellSubviews.count >= visible.count)
            #expect(noNegativeSizes(t), "at \(y)")
            y += t.contentSize.height / 23.7
            checks += 1
        }
        #expect(checks > 3)
        // Keys and a press work at these sizes too.
        h.press(.end)
        h.settle()
        #expect(t.contentOffset.y == max(0, t.contentSize.height - size.height))
        h.press(.up)
        #expect(t.indexPathForSelectedRow != nil)
        _ = h.window.drawList()
    }

    @Test(arguments: sizes, CollectionViewScrollDirection.allCases)
    func collections(_ size: Size, _ direction: CollectionViewScrollDirection) {
        let h = CollectionHarness([4000, 4000], size: size, direction: direction)
        let c = h.collection
        let vertical = direction == .vertical
        let length = vertical ? c.contentSize.height : c.contentSize.width
        #expect(length > 0)
        var offset = 0.0
        var checks = 0
        while offset < length {
            c.contentOffset = vertical ? Point(0, offset) : Point(offset, 0)
            h.window.rootView.layoutIfNeeded()
            let visible = c.collectionViewLayout.layoutAttributesForElements(in: c.bounds)
                .filter { $0.representedElementCategory == .cell }
            let alive = c.subviews.compactMap { $0 as? CollectionViewCell }.count
            #expect(alive == visible.count, "at \(offset)")
            #expect(noNegativeSizes(c))
            offset += length / 23.7
            checks += 1
        }
        #expect(checks > 3)
        h.press(.down)
        h.press(.right)
        #expect(!c.indexPathsForSelectedItems.isEmpty)
        h.collection.performBatchUpdates({
            h.grid.counts = [3999, 4000]
            h.collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        h.clock.set(1)
        h.window.update()
        #expect(noNegativeSizes(c))
        _ = h.window.drawList()
    }
}
