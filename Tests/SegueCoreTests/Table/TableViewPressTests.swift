import Foundation
import Testing
@testable import SegueCore

/// Pressing a row highlights it; releasing on it selects it; scrolling or wandering off cancels.
@MainActor
@Suite struct TableViewPressTests {
    let row2 = IndexPath(row: 2, section: 0)

    @Test func pressHighlightsAndReleaseSelectsInUIKitsOrder() {
        let h = TableHarness(TableFixture([TableFixture.rows(50)]))
        h.window.handle(.mouseDown(Point(100, 100), .left))
        let cell = h.table.cellForRow(at: row2)!
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(h.data.events == ["highlight 0.2"])
        // Drawn with the grey selected fill while pressed.
        #expect(h.window.drawList().quads.contains { $0.content == .color(TableViewCell.selectedFill) })
        // Held a long time (no tap time limit), then released in place.
        h.clock.set(2)
        h.window.update()
        #expect(cell.isHighlighted, "a layout pass keeps the pressed row highlighted")
        h.window.handle(.mouseUp(Point(102, 103), .left))
        #expect(h.data.events == ["highlight 0.2", "willSelect 0.2", "unhighlight 0.2", "select 0.2"])
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(h.table.indexPathForSelectedRow == row2)
        // The next press elsewhere deselects it on release.
        h.data.events = []
        h.window.handle(.mouseDown(Point(100, 200), .left))
        h.window.handle(.mouseUp(Point(100, 200), .left))
        #expect(h.data.events == ["highlight 0.4", "willSelect 0.4", "unhighlight 0.4", "deselect 0.2", "select 0.4"])
        #expect(h.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test("A cell's default fill, pressed fill, chevron and separators follow the dark appearance of the device its window emulates")
    func cellsAreDrawnInTheDarkAppearance() throws {
        func colours(_ style: TableView.Style, dark: Bool) throws -> (fill: Color?, pressed: Color?, chevron: Color?, separator: Color?) {
            let h = TableHarness(TableFixture([TableFixture.rows(50)]), style: style)
            var device = try #require(DeviceProfile.named("iphone-14"))
            device.isDark = dark
            h.window.device = device
            let cell = try #require(h.table.cellForRow(at: row2))
            cell.accessoryType = .disclosureIndicator
            func quads() -> [Quad] { h.window.drawList().quads.filter { $0.size.width > 0 } }
            let fill = quads().first { $0.size == cell.bounds.size }?.content
            let chevron = quads().first { $0.size.height == 2 && $0.size.width < 12 }?.content
            let separator = quads().first { $0.size.height == TableView.hairline }?.content
            h.window.handle(.mouseDown(Point(100, 100), .left))
            let pressed = quads().first { $0.size == cell.bounds.size && $0.content != fill }?.content
            func colour(_ c: QuadContent?) -> Color? { if case .color(let k)? = c { return k }; return nil }
            return (colour(fill), colour(pressed), colour(chevron), colour(separator))
        }
        let light = try colours(.plain, dark: false)
        // systemGray4 #D1D1D6, the tertiary label (#3C3C43 at 30 %) over white, #C6C6C8.
        #expect(light.fill == .white && light.pressed == Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255))
        let lightChevron = try #require(light.chevron)
        #expect(abs(lightChevron.red - (1 - 0.3 * (1 - 60.0 / 255))) < 1e-6 && abs(lightChevron.blue - (1 - 0.3 * (1 - 67.0 / 255))) < 1e-6)
        #expect(light.separator == Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255))
        let dark = try colours(.plain, dark: true)
        #expect(dark.fill == .black && dark.pressed == Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255))
        #expect(dark.separator == Color(red: 56 / 255, green: 56 / 255, blue: 58 / 255))
        // The dark tertiary label (#EBEBF5 at 30 %) over black.
        let chevron = try #require(dark.chevron)
        #expect(abs(chevron.red - 0.3 * 235 / 255) < 1e-6 && abs(chevron.blue - 0.3 * 245 / 255) < 1e-6 && chevron.alpha == 1, "\(chevron)")
        let grouped = try colours(.grouped, dark: true)
        #expect(grouped.fill == Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255), "\(String(describing: grouped.fill))")
        #expect(try colours(.grouped, dark: false).fill == .white)
    }

    @Test func aDragThatScrollsCancelsTheHighlightWithoutSelecting() {
        let h = TableHarness(TableFixture([TableFixture.rows(50)]))
        h.window.handle(.mouseDown(Point(100, 300), .left))
        let cell = h.table.cellForRow(at: IndexPath(row: 6, section: 0))!
        #expect(cell.isHighlighted)
        h.window.handle(.mouseMove(Point(100, 295)))
        #expect(cell.isHighlighted, "a few points of jitter keep the press")
        h.window.handle(.mouseMove(Point(100, 260)))
        #expect(h.table.isDragging)
        #expect(!cell.isHighlighted)
        #expect(h.data.events == ["highlight 0.6", "unhighlight 0.6"])
        h.window.handle(.mouseUp(Point(100, 260), .left))
        #expect(h.data.selected.isEmpty && h.table.indexPathForSelectedRow == nil)
        #expect(h.data.events.count == 2)
    }

    @Test func wanderingOffInATableThatCannotScrollCancelsToo() {
        let h = TableHarness(TableFixture([TableFixture.rows(3)]))
        h.window.handle(.mouseDown(Point(100, 20), .left))
        h.window.handle(.mouseMove(Point(100, 70)))
        #expect(!h.table.isDragging)
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == false)
        h.window.handle(.mouseUp(Point(100, 70), .left))
        #expect(h.data.events == ["highlight 0.0", "unhighlight 0.0"])
        #expect(h.table.indexPathForSelectedRow == nil)
    }

    @Test func rowsThatMayNotHighlightOrATableWithoutSelectionTakeNoPress() {
        let h = TableHarness(TableFixture([TableFixture.rows(10)]))
        h.data.highlightable = { $0.row != 2 }
        h.window.handle(.mouseDown(Point(100, 100), .left))
        #expect(h.table.cellForRow(at: row2)?.isHighlighted == false)
        h.window.handle(.mouseUp(Point(100, 100), .left))
        #expect(h.data.events.isEmpty && h.table.indexPathForSelectedRow == nil)
        h.table.allowsSelection = false
        h.window.handle(.mouseDown(Point(100, 150), .left))
        #expect(h.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
        h.window.handle(.mouseUp(Point(100, 150), .left))
        #expect(h.data.events.isEmpty && h.table.indexPathForSelectedRow == nil)
    }

    @Test func multipleSelectionTogglesAndDeselectRowTellsNoOne() {
        let h = TableHarness(TableFixture([TableFixture.rows(10)]))
        h.table.allowsMultipleSelection = true
        for y in [100.0, 150, 100] {
            h.window.handle(.mouseDown(Point(100, y), .left))
            h.window.handle(.mouseUp(Point(100, y), .left))
        }
        #expect(h.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(h.data.selected == [row2, IndexPath(row: 3, section: 0)])
        #expect(h.data.deselected == [row2])
        h.table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
        #expect(h.table.indexPathsForSelectedRows == nil)
        #expect(h.data.deselected == [row2])
    }
}
