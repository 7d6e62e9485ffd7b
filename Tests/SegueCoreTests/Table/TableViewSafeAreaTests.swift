import Foundation
import Testing
@testable import SegueCore

/// A table on a notched phone turned on its side: cells' backgrounds reach the edges, while
/// their content, accessories, separators and section titles stay inside the safe area
/// (`insetsContentViewsToSafeArea`, on by default, as in UIKit); inset grouped sections are
/// inset by the safe area and the margin together.
@MainActor
@Suite struct TableViewSafeAreaTests {
    static let turned = DeviceProfile.named("iphone-14")!.oriented(landscape: true)

    func harness(_ style: TableView.Style) -> TableHarness {
        let data = TableFixture([TableFixture.rows(20)])
        data.headers = ["Title"]
        let h = TableHarness(data, style: style, size: Self.turned.size, cellStyle: .value1)
        h.window.device = Self.turned
        h.data.accessory = .disclosureIndicator
        h.table.reloadData()
        h.window.rootView.layoutIfNeeded()
        return h
    }

    @Test func cellsKeepTheirContentInsideTheSafeArea() throws {
        let safe = Self.turned.landscapeInsets
        #expect(safe.left > 0 && safe.right > 0, "the notch's side and the other are inset in landscape")
        let h = harness(.plain)
        let cell = try #require(h.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let w = cell.bounds.width
        #expect(cell.frame.minX == 0 && w == h.table.bounds.width, "the background reaches the edges")
        #expect(cell.contentView.frame.minX == safe.left)
        #expect(cell.accessoryFrame.maxX == w - safe.right - View.systemSideMargin(forWidth: w))
        #expect(cell.effectiveSeparatorInset.left == safe.left + cell.textLeading)
        let text = try #require(cell.textLabel)
        #expect(text.transform(to: cell).boundingBox(of: Rect(size: text.bounds.size)).minX == safe.left + cell.layoutMarginWidth)
        #expect(h.table.titleInset == safe.left + View.systemSideMargin(forWidth: w))
        // Turned off, the content starts at the cell's edge again (after the next layout).
        h.table.insetsContentViewsToSafeArea = false
        h.window.rootView.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
        #expect(cell.accessoryFrame.maxX == w - View.systemSideMargin(forWidth: w))
    }

    @Test func insetGroupedSectionsAreInsetByTheSafeAreaAndTheMargin() throws {
        let safe = Self.turned.landscapeInsets
        let h = harness(.insetGrouped)
        let m = View.systemSideMargin(forWidth: h.table.bounds.width)
        let row = h.table.rect(forRowAt: IndexPath(row: 0, section: 0))
        #expect(row.minX == safe.left + m && row.maxX == h.table.bounds.width - safe.right - m)
        // The cell lies inside the safe area already: its content view needs no further inset.
        let cell = try #require(h.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.minX == 0)
    }
}
