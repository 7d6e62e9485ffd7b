import Foundation
import Testing
@testable import SegueCore

/// A focused table: arrows move the selection and scroll it into view, Return selects, Page
/// Up/Down, Home and End scroll.
@MainActor
@Suite struct TableViewKeyboardTests {
    @Test func arrowsMoveTheSelectionAndScrollItIntoView() {
        let h = TableHarness(TableFixture([TableFixture.rows(50)]))
        h.press(.down)
        #expect(h.window.focus.focusedView === h.table, "the screen's only focusable view")
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(h.data.events.isEmpty, "moving the selection tells no one")
        for _ in 0..<25 { h.press(.down) }
        h.settle()
        let row = IndexPath(row: 25, section: 0)
        #expect(h.table.indexPathsForSelectedRows == [row])
        #expect(h.table.contentOffset.y == 26 * 44 - 844, "scrolled just far enough to show the row")
        #expect(h.table.cellForRow(at: row)?.isSelected == true)
        h.press(.enter)
        #expect(h.data.events == ["willSelect 0.25", "select 0.25"])
        h.press(.space)
        #expect(h.data.selected == [row, row])
        // Up past the top of the view scrolls back.
        for _ in 0..<20 { h.press(.up) }
        h.settle()
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(h.table.contentOffset.y == 5 * 44)
        // At the ends the arrows stop.
        for _ in 0..<10 { h.press(.up) }
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func theArrowsCrossSectionsAndStayClearOfTheFloatingHeader() {
        let data = TableFixture([TableFixture.rows(3), [], TableFixture.rows(30)])
        data.headers = ["A", "B", "C"]
        let h = TableHarness(data, size: Size(390, 300))
        h.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        h.press(.down)
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 0, section: 2), "the empty section is skipped")
        h.press(.up)
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        h.press(.down)
        for _ in 0..<10 { h.press(.down) }
        h.settle()
        let row = IndexPath(row: 10, section: 2)
        #expect(h.table.indexPathForSelectedRow == row)
        #expect(h.table.contentOffset.y == h.table.rect(forRowAt: row).maxY - 300)
        for _ in 0..<8 { h.press(.up) }
        h.settle()
        let r = h.table.rect(forRowAt: IndexPath(row: 2, section: 2))
        #expect(h.table.contentOffset.y == r.minY - 28, "the row is shown below the pinned header")
        #expect(h.table.headerView(forSection: 2)?.frame.maxY == r.minY)
    }

    @Test func pageKeysHomeAndEndScroll() {
        let h = TableHarness(TableFixture([TableFixture.rows(100)]))
        h.press(.pageDown)
        h.press(.pageDown)
        h.settle()
        #expect(h.table.contentOffset.y == 2 * 844, "two pages, the second from where the first goes")
        h.press(.pageUp)
        h.settle()
        #expect(h.table.contentOffset.y == 844)
        h.press(.end)
        h.settle()
        #expect(h.table.contentOffset.y == 4400 - 844)
        h.press(.pageDown)
        h.settle()
        #expect(h.table.contentOffset.y == 4400 - 844, "clamped to the content")
        h.press(.home)
        h.settle()
        #expect(h.table.contentOffset.y == 0)
        #expect(h.table.indexPathForSelectedRow == nil, "scrolling keys select nothing")
    }

    @Test func withMultipleSelectionTheArrowsMoveACursorAndReturnToggles() {
        let h = TableHarness(TableFixture([TableFixture.rows(10)]))
        h.table.allowsMultipleSelection = true
        h.press(.down)
        h.press(.down)
        let second = IndexPath(row: 1, section: 0)
        #expect(h.table.indexPathsForSelectedRows == nil)
        #expect(h.table.cellForRow(at: second)?.isHighlighted == true)
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == false)
        h.press(.enter)
        h.press(.down)
        h.press(.enter)
        #expect(h.table.indexPathsForSelectedRows == [second, IndexPath(row: 2, section: 0)])
        h.press(.enter)
        #expect(h.table.indexPathsForSelectedRows == [second])
        #expect(h.data.deselected == [IndexPath(row: 2, section: 0)])
    }

    @Test func aClickGivesTheTableFocusAndTheArrowsGoOnFromTheClickedRow() {
        let h = TableHarness(TableFixture([TableFixture.rows(10)]))
        let button = Button(frame: Rect(0, 800, 100, 44), title: "B")
        h.window.rootViewController?.view.addSubview(button)
        h.window.focus.focus(button)
        h.window.handle(.mouseDown(Point(100, 200), .left))
        h.window.handle(.mouseUp(Point(100, 200), .left))
        #expect(h.window.focus.focusedView === h.table)
        h.press(.down)
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        h.table.allowsSelection = false
        #expect(!h.table.canBecomeFocused)
    }
}
