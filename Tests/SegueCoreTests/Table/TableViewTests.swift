import Foundation
import Testing
@testable import SegueCore

/// A table's data: sections of row titles, optional titles and heights; counts what the
/// table asks and tells.
@MainActor
final class TableFixture: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var heights: [IndexPath: Double] = [:]
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var displayed = 0
    var redirect: ((IndexPath) -> IndexPath?)?
    /// Highlight and selection calls in order ("highlight 0.2", "willSelect 0.2" …).
    var events: [String] = []
    var highlightable: (IndexPath) -> Bool = { _ in true }
    var style: TableViewCell.CellStyle = .default
    var accessory: TableViewCell.AccessoryType = .none

    init(_ sections: [[String]]) { self.sections = sections }

    static func rows(_ n: Int) -> [String] { (0..<n).map { "Row \($0)" } }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = "Detail"
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footers.indices.contains(section) ? footers[section] : nil
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) { displayed += 1 }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.section).\(indexPath.row)")
        return redirect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
        selected.append(indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.row)")
        deselected.append(indexPath)
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { highlightable(indexPath) }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("highlight \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("unhighlight \(indexPath.section).\(indexPath.row)")
    }
}

/// A cell that counts its `prepareForReuse()` calls and how many were made.
final class CountingCell: TableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    required init(style: CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

/// A window on a manual clock showing one table filling it.
@MainActor
struct TableHarness {
    let clock = ManualClock()
    let window: Window
    let table: TableView
    let data: TableFixture

    init(_ data: TableFixture, style: TableView.Style = .plain, size: Size = Size(390, 844),
         cellStyle: TableViewCell.CellStyle = .default) {
        self.data = data
        window = Window(size: size, clock: clock)
        table = TableView(frame: Rect(size: size), style: style)
        table.register(forCellReuseIdentifier: "row") { CountingCell(style: cellStyle, reuseIdentifier: $0) }
        table.dataSource = data
        table.delegate = data
        // On a screen, as in an app, so that the table can take keyboard focus.
        let screen = ViewController()
        window.rootViewController = screen
        screen.view.frame = Rect(size: size)
        screen.view.addSubview(table)
        window.rootView.layoutIfNeeded()
        // The table's animated scrolls read the scene clock: this harness's, not one another
        // test running beside it left attached.
        SceneRunLoop.main.attach(clock: clock)
    }

    /// Scrolls to `y` and lays out, as a frame does.
    func scroll(to y: Double) {
        table.contentOffset = Point(0, y)
        window.rootView.layoutIfNeeded()
    }

    var cellSubviews: [TableViewCell] { table.subviews.compactMap { $0 as? TableViewCell } }

    /// Runs frames of 1/60 s until the table stops moving, and lays out.
    func settle() {
        var frames = 0
        while table.motion != .none, frames < 600 {
            clock.advance(by: 1.0 / 60)
            SceneRunLoop.main.runDue()
            frames += 1
        }
        window.rootView.layoutIfNeeded()
    }

    /// Presses and releases `key`.
    func press(_ key: Key) {
        window.handle(.keyDown(key, []))
        window.handle(.keyUp(key, []))
    }
}

@MainActor
@Suite struct TableViewTests {
    @Test func onlyTheRowsOnScreenHaveCellsWhileScrollingThroughTenThousand() {
        let h = TableHarness(TableFixture([TableFixture.rows(10_000)]))
        #expect(h.table.contentSize.height == 440_000)
        let made = CountingCell.made
        var y = 0.0
        var most = 0
        while y < 440_000 - 844 {
            h.scroll(to: y)
            let visible = h.table.indexPathsForVisibleRows
            #expect(h.cellSubviews.count <= visible.count + 2)
            #expect(Set(h.table.visibleCells.compactMap { h.table.indexPath(for: $0) }) == Set(visible))
            most = max(most, h.cellSubviews.count)
            y += 37.5
        }
        // 844 / 44 → at most 21 rows cross the bounds; cells made stay near that, not 10,000.
        #expect(most <= 21)
        #expect(CountingCell.made - made <= 24, "cells are reused, not made per row")
        let reused = h.cellSubviews.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty, "prepareForReuse runs on dequeued cells")
    }

    @Test func dequeuedCellsAreTheCellsThatLeft() {
        let h = TableHarness(TableFixture([TableFixture.rows(100)]))
        let first = h.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first != nil)
        h.scroll(to: 44 * 30)
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        let all = h.table.visibleCells
        #expect(all.contains { $0 === first }, "the first row's cell came back for a row further down")
        #expect(first.map { ($0 as? CountingCell)?.reuses ?? 0 } == 1)
    }

    @Test func rowGeometryWithVariableHeightsHeadersAndFooters() {
        let data = TableFixture([TableFixture.rows(3), TableFixture.rows(2)])
        data.headers = ["First", nil]
        data.footers = [nil, "The end"]
        data.heights = [IndexPath(row: 1, section: 0): 80, IndexPath(row: 0, section: 1): 60]
        let h = TableHarness(data, style: .grouped)
        let t = h.table
        // Section 0: header 55.5 (a title: 38, and the grouped table's 17.5 above its first
        // section), rows 44, 80, 44, footer 17.5 (none: grouped spacing).
        #expect(t.rectForHeader(inSection: 0) == Rect(0, 0, 390, 55.5))
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 0)) == Rect(0, 55.5, 390, 44))
        #expect(t.rect(forRowAt: IndexPath(row: 1, section: 0)) == Rect(0, 99.5, 390, 80))
        #expect(t.rect(forRowAt: IndexPath(row: 2, section: 0)) == Rect(0, 179.5, 390, 44))
        #expect(t.rectForFooter(inSection: 0) == Rect(0, 223.5, 390, 17.5))
        // Section 1: header 17.5 (no title: with the footer above, iOS's 35-pt gap), rows 60, 44.
        #expect(t.rectForHeader(inSection: 1) == Rect(0, 241, 390, 17.5))
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 1)) == Rect(0, 258.5, 390, 60))
        #expect(t.rect(forRowAt: IndexPath(row: 1, section: 1)) == Rect(0, 318.5, 390, 44))
        let footer = t.rectForFooter(inSection: 1)
        // A one-line footer: its 13-pt title and 15 pt around it (30 pt in Xcode's stored frames).
        #expect(footer.minY == 362.5 && footer.height >= 29 && footer.height <= 32, "\(footer)")
        #expect(t.contentSize.height == footer.maxY)
        #expect(t.indexPathForRow(at: Point(10, 100)) == IndexPath(row: 1, section: 0))
        #expect(t.indexPathForRow(at: Point(10, 230)) == nil, "a footer is no row")
        #expect(t.rect(forRowAt: IndexPath(row: 5, section: 0)) == .zero)
    }

    @Test func insetGroupedRowsAreInsetByTheMargins() {
        let h = TableHarness(TableFixture([TableFixture.rows(2)]), style: .insetGrouped)
        #expect(h.table.rect(forRowAt: IndexPath(row: 0, section: 0)) == Rect(16, 17.5, 358, 44))
        let wide = TableHarness(TableFixture([TableFixture.rows(2)]), style: .insetGrouped, size: Size(1280, 720))
        #expect(wide.table.rect(forRowAt: IndexPath(row: 0, section: 0)) == Rect(20, 17.5, 1240, 44))
    }

    @Test func visibleRangeAtManyOffsetsMatchesALinearScan() {
        let data = TableFixture([TableFixture.rows(40), TableFixture.rows(7), TableFixture.rows(55)])
        data.headers = ["A", "B", "C"]
        data.footers = ["x", nil, "z"]
        for r in stride(from: 0, to: 40, by: 3) { data.heights[IndexPath(row: r, section: 0)] = 20 + Double(r) }
        for r in stride(from: 0, to: 55, by: 4) { data.heights[IndexPath(row: r, section: 2)] = 90 }
        let h = TableHarness(data, style: .plain, size: Size(320, 300))
        let t = h.table
        let all = (0..<3).flatMap { s in (0..<t.numberOfRows(inSection: s)).map { IndexPath(row: $0, section: s) } }
        var y = 0.0
        while y <= t.contentSize.height - 300 {
            h.scroll(to: y)
            let expected = all.filter { let r = t.rect(forRowAt: $0); return r.maxY > y && r.minY < y + 300 }
            #expect(t.indexPathsForVisibleRows == expected, "at \(y)")
            #expect(Set(t.visibleCells.compactMap { t.indexPath(for: $0) }) == Set(expected))
            y += 23.25
        }
    }

    @Test func deleteSlidesTheRowsBelowAndFadesTheRowOut() {
        let h = TableHarness(TableFixture([TableFixture.rows(10)]))
        let doomed = h.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let third = h.table.cellForRow(at: IndexPath(row: 3, section: 0))!
        h.data.sections[0].remove(at: 2)
        h.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(h.table.numberOfRows(inSection: 0) == 9)
        #expect(h.table.cellForRow(at: IndexPath(row: 2, section: 0)) === third, "row 3 is now row 2")
        #expect(third.frame.minY == 88, "the model value is the new place")
        h.clock.set(TableView.updateAnimationDuration / 2)
        h.window.update()
        let midY = third.presentation.frame.minY
        #expect(midY > 88 && midY < 132, "halfway, it is drawn between its old and new rows: \(midY)")
        let midAlpha = doomed.presentation.alpha
        #expect(midAlpha > 0 && midAlpha < 1)
        #expect(doomed.superview === h.table, "the deleted row's cell stays while it fades")
        h.clock.set(1)
        h.window.update()
        #expect(third.presentation.frame.minY == 88)
        #expect(doomed.superview == nil, "then it goes back to the pool")
        #expect(h.table.reusePool.views(for: "row").contains { $0 === doomed })
    }

    @Test func insertSlidesFromTheLeftAndPushesTheRowsDown() {
        let h = TableHarness(TableFixture([TableFixture.rows(5)]))
        let second = h.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        h.data.sections[0].insert("New", at: 1)
        h.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        let inserted = h.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(inserted.textLabel?.text == "New")
        #expect(h.table.cellForRow(at: IndexPath(row: 2, section: 0)) === second)
        #expect(h.table.contentSize.height == 6 * 44)
        h.clock.set(TableView.updateAnimationDuration / 2)
        h.window.update()
        let x = inserted.presentation.frame.minX
        #expect(x < 0 && x > -390, "halfway in from the left: \(x)")
        let y = second.presentation.frame.minY
        #expect(y > 44 && y < 88)
        h.clock.set(1)
        h.window.update()
        #expect(inserted.presentation.frame.minX == 0)
        #expect(second.presentation.frame.minY == 88)
    }

    @Test func batchUpdatesAddUpOrReload() {
        let h = TableHarness(TableFixture([TableFixture.rows(6)]))
        var done: Bool?
        h.table.performBatchUpdates({
            h.data.sections[0].remove(at: 0)
            h.data.sections[0].insert("A", at: 3)
            h.data.sections[0].insert("B", at: 4)
            h.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            h.table.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .bottom)
        }, completion: { done = $0 })
        #expect(h.table.numberOfRows(inSection: 0) == 7)
        #expect(h.table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "B")
        #expect(h.table.cellForRow(at: IndexPath(row: 5, section: 0))?.textLabel?.text == "Row 4")
        h.clock.set(1); h.window.update()
        #expect(done == true)
        // Counts that do not add up reload instead.
        h.data.sections[0] += ["x", "y"]
        h.table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
        #expect(h.table.numberOfRows(inSection: 0) == 9)
        #expect(h.table.cellForRow(at: IndexPath(row: 8, section: 0))?.textLabel?.text == "y")
    }

    @Test func clickSelectsTheRowUnderThePointerWithTheDelegateTold() {
        let h = TableHarness(TableFixture([TableFixture.rows(50)]))
        h.window.handle(.mouseDown(Point(100, 100), .left))
        #expect(h.data.selected.isEmpty)
        h.window.handle(.mouseUp(Point(100, 100), .left))
        #expect(h.data.selected == [IndexPath(row: 2, section: 0)])
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(h.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        // Pressing one row and releasing on another selects nothing.
        h.window.handle(.mouseDown(Point(100, 10), .left))
        h.window.handle(.mouseMove(Point(100, 300)))
        h.window.handle(.mouseUp(Point(100, 300), .left))
        #expect(h.data.selected.count == 1)
        // In a scrolled table the row under the pointer is found through the offset.
        h.scroll(to: 440)
        h.window.handle(.mouseDown(Point(100, 30), .left))
        h.window.handle(.mouseUp(Point(100, 30), .left))
        #expect(h.data.selected.last == IndexPath(row: 10, section: 0))
        #expect(h.data.deselected == [IndexPath(row: 2, section: 0)])
        // willSelectRowAt may redirect or refuse.
        h.data.redirect = { _ in nil }
        h.window.handle(.mouseDown(Point(100, 100), .left))
        h.window.handle(.mouseUp(Point(100, 100), .left))
        #expect(h.data.selected.count == 2)
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 10, section: 0))
    }

    @Test func programmaticSelectionScrollsAndTellsNoOne() {
        let h = TableHarness(TableFixture([TableFixture.rows(100)]))
        h.table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .top)
        #expect(h.table.contentOffset.y == 60 * 44)
        h.window.rootView.layoutIfNeeded()
        #expect(h.table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
        #expect(h.data.selected.isEmpty)
        h.table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
        #expect(h.table.indexPathForSelectedRow == nil)
        #expect(h.table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == false)
        h.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        #expect(h.table.contentOffset.y == 4400 - 844)
    }

    @Test func eachCellStyleLaysItsLabelsOutAsIOSDoes() throws {
        let frames = { (style: TableViewCell.CellStyle, accessory: TableViewCell.AccessoryType) -> TableViewCell in
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = accessory
            cell.frame = Rect(0, 0, 390, 44)
            cell.layoutSubviews()
            return cell
        }
        let d = frames(.default, .none)
        #expect(d.detailTextLabel == nil)
        #expect(d.textLabel?.frame == Rect(16, 0, 358, 44))
        #expect(d.textLabel?.font.pointSize == 17)
        d.imageView?.image = "icon.png"
        d.layoutSubviews()
        #expect(d.imageView?.frame == Rect(16, 7.5, 29, 29))
        #expect(d.textLabel?.frame.minX == 60)
        #expect(d.effectiveSeparatorInset.left == 60)

        let s = frames(.subtitle, .none)
        let t = s.textLabel!.frame, dt = s.detailTextLabel!.frame
        #expect(t.minX == 16 && dt.minX == 16 && dt.minY >= t.maxY)
        #expect(abs((t.minY + dt.maxY) / 2 - 22) < 0.01, "the two lines are centred together")
        #expect(s.detailTextLabel?.font.pointSize == 12)

        let v1 = frames(.value1, .disclosureIndicator)
        #expect(v1.accessoryFrame == Rect(390 - 16 - 8, 15.5, 8, 13))
        // The content view ends 26.5 pt before the edge of a cell with 16-pt margins and a
        // chevron, as Xcode stores such cells; the style's labels end 8 pt inside it.
        #expect(v1.contentView.frame.width == 390 - 26.5)
        #expect(v1.detailTextLabel!.frame.maxX == 390 - 26.5 - 8, "the detail ends at the content's margin, before the chevron")
        for (accessory, gap) in [(TableViewCell.AccessoryType.checkmark, 40.0), (.detailButton, 40), (.none, 0)] {
            #expect(frames(.value1, accessory).contentView.frame.width == 390 - gap, "\(accessory)")
        }
        // A detail disclosure button's content view ends 62⅓ pt before a 16-pt margin cell's
        // edge, as Xcode stores them, clear of the glyphs.
        let dd = frames(.default, .detailDisclosureButton)
        #expect(abs(dd.contentView.frame.width - (390 - 62 - 1.0 / 3)) < 1e-9)
        #expect(dd.contentView.frame.maxX <= dd.accessoryFrame.minX)
        // The same with 20-pt margins; with wider ones it ends where the glyphs start.
        for margin in [20.0, 30] {
            dd.layoutMargins = EdgeInsets(top: 8, left: margin, bottom: 8, right: margin)
            dd.layoutSubviews()
            #expect(dd.contentView.frame.maxX <= dd.accessoryFrame.minX + 1e-9, "\(margin)")
            if margin == 20 { #expect(abs(dd.contentView.frame.width - (390 - 62 - 1.0 / 3)) < 1e-9) }
        }
        #expect(v1.detailTextLabel?.textAlignment == .right)
        #expect(v1.textLabel!.frame.minX == 16)
        // The value and subtitle styles' labels are their text's size, one line high and centred
        // in the row, as Xcode stores them; the default style's spans the row.
        for label in [v1.textLabel!, v1.detailTextLabel!] {
            #expect(abs(label.frame.height - label.intrinsicContentSize.height) < 1e-9 && abs(label.frame.midY - 22) < 1e-9)
            #expect(abs(label.frame.width - label.intrinsicContentSize.width) < 1e-9)
        }
        #expect(abs(t.width - s.textLabel!.intrinsicContentSize.width) < 1e-9 && abs(dt.width - s.detailTextLabel!.intrinsicContentSize.width) < 1e-9)
        #expect(d.textLabel!.frame.height == 44 && d.textLabel!.frame.maxX == 390 - 16)

        // A value1 row shows an image too (Settings' rows); a symbol's square is 26 pt, centred
        // 12 pt past the margin, the text 15 pt past it, as Xcode stores such cells.
        let icon = frames(.value1, .disclosureIndicator)
        icon.imageView?.systemImageName = "gear"
        icon.layoutSubviews()
        #expect(icon.imageView?.frame == Rect(16 + 12 - 13, 9, 26, 26))
        #expect(icon.textLabel!.frame.minX == 16 + 12 + 13 + 15)
        #expect(frames(.value2, .none).imageView == nil)

        let v2 = frames(.value2, .none)
        let v2Text = try #require(v2.textLabel?.frame)
        #expect(v2Text.minX == 16 && v2Text.width == 67 && abs(v2Text.midY - 22) < 1e-9 && v2Text.height < 44)
        #expect(v2.textLabel?.textAlignment == .right)
        #expect(abs((v2.detailTextLabel?.frame.minX ?? 0) - (16 + 67 + 6)) < 1e-9)
        #expect(v2.textLabel?.font.pointSize == 15 && v2.detailTextLabel?.font.pointSize == 15)
    }

    @Test func anIndentedCellsImageLabelsAndSeparatorStandInByItsLevel() {
        // Go Map!!'s quest cells (indentationLevel 2, width 10) store their text label 36 from
        // the edge, 20 past the 16-pt margin; custom content stays where it is.
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        let custom = View(frame: Rect(16, 0, 40, 44))
        cell.contentView.addSubview(custom)
        cell.frame = Rect(0, 0, 375, 51)
        cell.indentationLevel = 2
        cell.layoutSubviews()
        #expect(cell.textLabel?.frame == Rect(36, 0, 375 - 36 - 16, 51) && cell.effectiveSeparatorInset.left == 36)
        #expect(custom.frame.minX == 16)
        cell.indentationWidth = 15
        cell.imageView?.image = "icon.png"
        cell.layoutSubviews()
        #expect(cell.imageView?.frame.minX == 46 && cell.textLabel?.frame.minX == 46 + 29 + 15)
        let value2 = TableViewCell(style: .value2, reuseIdentifier: nil)
        value2.frame = Rect(0, 0, 375, 44)
        value2.indentationLevel = 1
        value2.layoutSubviews()
        #expect(value2.textLabel?.frame.minX == 26 && value2.effectiveSeparatorInset.left == 26)
    }

    @Test func accessoriesAndSeparatorsAreDrawn() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = Rect(0, 0, 390, 44)
        // Alone, a cell draws no separator: its table draws them through it.
        var alone = DrawList(size: Size(390, 44))
        cell.drawContent(into: &alone, transform: .identity, opacity: 1, clip: nil)
        #expect(!alone.quads.contains { $0.content == .color(TableView.defaultSeparatorColor) })
        cell.separatorStyle = .singleLine
        for type in TableViewCell.AccessoryType.allCases {
            cell.accessoryType = type
            var list = DrawList(size: Size(390, 44))
            cell.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
            let glyphs = list.quads.filter { $0.content != .color(.white) && $0.content != .color(TableView.defaultSeparatorColor) }
            let expected = [TableViewCell.AccessoryType.none: 0, .disclosureIndicator: 2, .checkmark: 2,
                            .detailButton: 3, .detailDisclosureButton: 5][type]
            #expect(glyphs.count == expected, "\(type)")
            let separators = list.quads.filter { $0.content == .color(TableView.defaultSeparatorColor) }
            #expect(separators.count == 1 && separators[0].size == Size(390 - 16, 0.5))
        }
    }

    @Test func plainTableDrawsEmptySeparatorsBelowItsRows() {
        let h = TableHarness(TableFixture([TableFixture.rows(3)]), size: Size(390, 400))
        let lines = h.window.drawList().quads.filter { $0.content == .color(TableView.defaultSeparatorColor) }
        // 3 rows' separators, then one per 44 pt of the empty space below (400 − 132 = 268 → 6).
        #expect(lines.count == 3 + 6)
        h.table.tableFooterView = View(frame: Rect(0, 0, 390, 1))
        h.window.rootView.layoutIfNeeded()
        let withFooter = h.window.drawList().quads.filter { $0.content == .color(TableView.defaultSeparatorColor) }
        #expect(withFooter.count == 3)
    }

    @Test func theWheelScrollsTheTableWithinItsContent() {
        let h = TableHarness(TableFixture([TableFixture.rows(30)]))
        #expect(h.window.handle(.scroll(dx: 0, dy: -2, at: Point(100, 100))))
        let step = ScrollPhysics.wheelStep(visibleLength: 844)
        #expect(h.table.contentOffset.y == 2 * step, "two notches towards the user scroll down two wheel steps")
        h.window.rootView.layoutIfNeeded()
        #expect(h.table.indexPathsForVisibleRows.first == IndexPath(row: Int(2 * step / 44), section: 0))
        h.window.handle(.scroll(dx: 0, dy: -1000, at: Point(100, 100)))
        #expect(h.table.contentOffset.y == 30 * 44 - 844, "stopped at the end of the content")
        #expect(!h.window.handle(.scroll(dx: 0, dy: -1, at: Point(100, 100))), "at the end the wheel is not used")
    }

    @Test func reloadDataAsksAgainAndKeepsOnlySelectionsThatStillExist() {
        let h = TableHarness(TableFixture([TableFixture.rows(10)]))
        h.table.selectRow(at: IndexPath(row: 8, section: 0), animated: false, scrollPosition: .none)
        h.data.sections[0] = ["Only"]
        h.table.reloadData()
        #expect(h.table.numberOfRows(inSection: 0) == 1)
        #expect(h.table.visibleCells.map { $0.textLabel?.text } == ["Only"])
        #expect(h.table.indexPathForSelectedRow == nil)
        #expect(h.cellSubviews.count == 1, "the other cells went back to the pool")
        #expect(h.table.reusePool.views(for: "row").count == 9)
    }
}


extension TableViewTests {
    @Test func anInsetGroupedCellsOwnBackgroundKeepsItsSectionsCorners() {
        let red = Color(red: 0.8, green: 0.1, blue: 0.1)
        func quads(_ position: TableViewCell.SectionPosition, style: TableView.Style) -> [Quad] {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = Rect(0, 0, 300, 44)
            cell.backgroundColor = red
            cell.tableStyle = style
            cell.sectionPosition = position
            var list = DrawList(size: Size(300, 44), clearColor: .clear)
            cell.draw(into: &list, transform: .identity, opacity: 1, clip: nil)
            return list.quads.filter { $0.content == .color(red) }
        }
        // A first cell: one quad with the section's corners, reaching below the cell (cut to
        // it), so only its top corners are rounded; a middle one is square.
        let first = quads(.first, style: .insetGrouped)
        #expect(first.count == 1 && first[0].cornerRadius == TableViewCell.insetGroupedCornerRadius && first[0].size.height == 54)
        let middle = quads(.middle, style: .insetGrouped)
        #expect(middle.count == 1 && middle[0].cornerRadius == 0)
        // In a plain table the background is the view's own, square.
        #expect(quads(.first, style: .plain).map(\.cornerRadius) == [0])
    }
}
