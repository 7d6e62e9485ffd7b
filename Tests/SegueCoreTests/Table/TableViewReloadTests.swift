import Foundation
import Testing
@testable import SegueCore

/// Reloading rows cross-fades the old cell into the new one, on the scene clock.
@MainActor
@Suite struct TableViewReloadTests {
    @Test func reloadRowsCrossFadesAtTheStartMiddleAndEnd() {
        let h = TableHarness(TableFixture([TableFixture.rows(5)]))
        let path = IndexPath(row: 1, section: 0)
        let old = h.table.cellForRow(at: path)!
        h.data.sections[0][1] = "New"
        h.table.reloadRows(at: [path], with: .fade)
        let new = h.table.cellForRow(at: path)!
        #expect(new !== old && new.textLabel?.text == "New")
        #expect(new.frame == old.frame, "in the same place")
        h.window.update()
        #expect(new.presentation.alpha == 0 && old.presentation.alpha == 1, "t = 0")
        h.clock.set(TableView.updateAnimationDuration / 2)
        h.window.update()
        let a = new.presentation.alpha, b = old.presentation.alpha
        #expect(a > 0 && a < 1 && b > 0 && b < 1 && abs(a + b - 1) < 1e-9, "halfway: \(a), \(b)")
        h.clock.set(1)
        h.window.update()
        #expect(new.presentation.alpha == 1)
        #expect(old.superview == nil && h.table.reusePool.views(for: "row").contains { $0 === old })
        #expect(h.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 2", "the others stay")
    }

    @Test func reloadSectionsRemakesItsRowsAndHeader() {
        let data = TableFixture([TableFixture.rows(2), TableFixture.rows(2)])
        data.headers = ["A", "B"]
        let h = TableHarness(data)
        let header = h.table.headerView(forSection: 1)
        data.sections[1] = ["x", "y"]
        data.headers = ["A", "B2"]
        h.table.reloadSections(IndexSet(integer: 1), with: .automatic)
        #expect(h.table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "y")
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 0")
        #expect(h.table.headerView(forSection: 1) !== header)
        #expect(h.table.headerView(forSection: 1) != nil)
    }
}
