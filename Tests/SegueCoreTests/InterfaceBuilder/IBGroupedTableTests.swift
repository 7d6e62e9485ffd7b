import Foundation
import Testing
@testable import SegueCore

/// Grouped and inset grouped tables' vertical spacing as UIKit (iOS 13 and later) lays it out
/// and Xcode stores it, from a hand-written storyboard: a titled first header 55.5 pt (38 and
/// 17.5 above the first section), an untitled header or footer 17.5 pt when automatic (35 pt
/// between sections) or the table's `sectionHeaderHeight`/`sectionFooterHeight` when set, a
/// titled header 38 pt further down; and a table header view (a search bar or a plain view)
/// above the first section at its stored height, scrolling with the rows.
@MainActor
@Suite struct IBGroupedTableTests {
    func table(_ scene: String) throws -> (TableView, Window, ManualClock) {
        let storyboard = try IBFixtures.load("GroupedTables.storyboard")
        let clock = ManualClock()
        let w = Window(size: Size(414, 896), clock: clock)
        w.rootViewController = storyboard.instantiateViewController(withIdentifier: scene)
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); _ = w.drawList() }
        let vc = try #require(w.rootViewController as? TableViewController)
        return (vc.tableView, w, clock)
    }

    /// The cells' stored frames (in the table's coordinates), in order.
    func storedCellTops(_ tableID: String) throws -> [Double] {
        let xml = try String(contentsOfFile: IBFixtures.path("GroupedTables.storyboard"), encoding: .utf8)
        let table = try #require(xml.range(of: "id=\"\(tableID)\""))
        let end = xml.range(of: "</tableView>", range: table.upperBound..<xml.endIndex)?.lowerBound ?? xml.endIndex
        let body = String(xml[table.upperBound..<end])
        var tops: [Double] = []
        for cell in body.components(separatedBy: "<tableViewCell ").dropFirst() {
            let frame = try #require(cell.range(of: "<rect key=\"frame\""))
            let rest = cell[frame.upperBound...]
            let y = try #require(rest.range(of: "y=\"")).upperBound
            tops.append(try #require(Double(rest[y...].prefix { $0 != "\"" })))
        }
        return tops
    }

    @Test func automaticHeightsAndASearchBarHeaderMatchUIKitsFrames() throws {
        let (t, _, _) = try table("auto")
        #expect(t.style == .grouped && t.sectionHeaderHeight == TableView.automaticDimension)
        // The search bar is the table's header view, at its stored height, above the first section.
        let search = try #require(t.tableHeaderView)
        #expect(search.identifier == "auto-search" && search.descendants.contains { ($0 as? Label)?.text == "Search" })
        #expect(search.superview === t && search.frame == Rect(0, 0, 414, 56))
        // 56 + 55.5 (titled first header) = 111.5; 44-pt rows; 17.5 + 17.5 between sections;
        // 17.5 + 38 before a titled header further down.
        #expect(t.rectForHeader(inSection: 0) == Rect(0, 56, 414, 55.5))
        let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1),
                    IndexPath(row: 0, section: 2)]
        #expect(rows.map { t.rect(forRowAt: $0).minY } == [111.5, 155.5, 234.5, 334])
        #expect(rows.map { t.rect(forRowAt: $0).minY } == (try storedCellTops("auto-table")))
        #expect(t.rectForFooter(inSection: 0).height == 17.5 && t.rectForHeader(inSection: 1).height == 17.5)
        #expect(t.rectForHeader(inSection: 2).height == 38)
    }

    @Test func explicitHeightsAndAPlainHeaderViewMatchUIKitsFrames() throws {
        let (t, _, _) = try table("explicit")
        #expect(t.style == .insetGrouped && t.sectionHeaderHeight == 10 && t.sectionFooterHeight == 10)
        let header = try #require(t.tableHeaderView)
        #expect(header.frame == Rect(0, 0, 414, 60))
        // An untitled header is the table's 10 pt; a titled one still fits its title (38 pt).
        let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)]
        #expect(rows.map { t.rect(forRowAt: $0) } == [Rect(20, 70, 374, 44), Rect(20, 162, 374, 44)])
        #expect(rows.map { t.rect(forRowAt: $0).minY } == (try storedCellTops("explicit-table")))
        #expect(t.rectForFooter(inSection: 0).height == 10 && t.rectForHeader(inSection: 1).height == 38)
    }

    @Test func aPlainStaticTableGivesUntitledSectionsTheTablesHeights() throws {
        let (t, _, _) = try table("plain")
        #expect(t.style == .plain && t.sectionHeaderHeight == 28 && t.sectionFooterHeight == 28)
        // UIKit's static table: each untitled section has a 28-pt header (22 pt of top padding
        // above it) and a 28-pt footer, so the first row stands 50 pt down, the next section's
        // 28 + 22 + 28 = 78 pt below the last row of the one before.
        #expect(t.rectForHeader(inSection: 0) == Rect(0, 22, 414, 28))
        #expect(t.rectForFooter(inSection: 0).height == 28 && t.rectForHeader(inSection: 1).height == 28)
        let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)]
        #expect(rows.map { t.rect(forRowAt: $0).minY } == [50, 94, 216])
        #expect(rows.map { t.rect(forRowAt: $0).minY } == (try storedCellTops("plain-table")))
        // No title is drawn in those headers.
        #expect(t.headerView(forSection: 0) == nil)
    }

    @Test func aPlainTableOfTheAppsOwnRowsHasNoUntitledHeaders() throws {
        // The same heights on a table whose rows come from code: UIKit gives an untitled section
        // of a plain table no header or footer.
        final class Rows: TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
        }
        let rows = Rows()
        let t = TableView(frame: Rect(0, 0, 414, 896), style: .plain)
        t.sectionHeaderHeight = 28
        t.sectionFooterHeight = 28
        t.rowHeight = 44
        t.dataSource = rows
        t.layoutIfNeeded()
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 1)).minY == 88)
    }

    @Test func beforeIOS15HeadersHaveNoTopPaddingAndIOS14And15GroupedTitlesAreShorter() throws {
        // Xcode 12's canvas (iOS 14), as Open Food Facts' files store it: a plain table's first
        // header 28 pt down with no top padding, a grouped titled header 32 pt (49.5 first).
        var older = DeviceProfile.named("iphone-8")!
        older.systemVersion = 14
        #expect(DeviceProfile.systemVersion(ofTools: 18122) == 14 && DeviceProfile.systemVersion(ofTools: 16097) == 13)
        #expect(DeviceProfile.systemVersion(ofTools: 19162) == 15 && DeviceProfile.systemVersion(ofTools: 23504) == 17)
        #expect(DeviceProfile.systemVersion(ofTools: 24506) == 26 && DeviceProfile.systemVersion(ofTools: 0) == nil)
        #expect(DeviceProfile.systemVersion(ofTools: 11762) == 10 && DeviceProfile.systemVersion(ofTools: 13771) == 11 && DeviceProfile.systemVersion(ofTools: 14490) == 12)
        let (plain, w1, _) = try table("plain")
        w1.device = older
        plain.reloadData()
        plain.layoutIfNeeded()
        #expect(plain.rectForHeader(inSection: 0) == Rect(0, 0, 414, 28))
        #expect(plain.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == 28)
        let (grouped, w2, _) = try table("auto")
        w2.device = older
        grouped.reloadData()
        grouped.layoutIfNeeded()
        #expect(grouped.rectForHeader(inSection: 0).height == 49.5)
        // Xcode 13's canvas (iOS 15), as Monal's, KeePassium's and FreeOTP's prototypes are
        // stored: 49.5 too, with iOS 15's top padding of plain tables.
        older.systemVersion = 15
        w2.device = older
        grouped.reloadData()
        grouped.layoutIfNeeded()
        #expect(grouped.rectForHeader(inSection: 0).height == 49.5)
        // Xcode 10's canvas (iOS 12), as Loop's files store it, and Xcode 14's (iOS 16): 55.5.
        for version in [12, 16] {
            older.systemVersion = version
            w2.device = older
            grouped.reloadData()
            grouped.layoutIfNeeded()
            #expect(grouped.rectForHeader(inSection: 0).height == 55.5)
        }
    }

    @Test func theTableHeaderViewScrollsWithTheRows() throws {
        let (t, w, clock) = try table("auto")
        let search = try #require(t.tableHeaderView)
        let before = search.frame.minY - t.bounds.minY
        t.setContentOffset(Point(0, t.contentOffset.y + 40), animated: false)
        for _ in 0..<5 { clock.advance(by: 1.0 / 60); _ = w.drawList() }
        // On screen (the table's bounds), the header moved up with the rows.
        #expect(search.frame.minY - t.bounds.minY == before - 40)
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 0)).minY - search.frame.maxY == 55.5)
        #expect(search.frame.minY == 0, "the header stays at the top of the content")
    }
}
