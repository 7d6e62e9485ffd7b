import Foundation
import Testing
@testable import SegueCore

/// A plain table's section headers float: pinned at the top of the visible area while their
/// section scrolls under them, pushed up by the next section's header; grouped headers scroll.
@MainActor
@Suite struct TableViewFloatingHeaderTests {
    /// Three sections of 10, 3 and 20 rows, each with a 28-point titled header; no space above
    /// the headers unless `padding` is given.
    func harness(style: TableView.Style = .plain, inset: Double = 0, padding: Double = 0) -> TableHarness {
        let data = TableFixture([TableFixture.rows(10), TableFixture.rows(3), TableFixture.rows(20)])
        data.headers = ["A", "B", "C"]
        let h = TableHarness(data, style: style, size: Size(390, 300))
        h.table.sectionHeaderTopPadding = padding
        h.table.contentInset = EdgeInsets(top: inset, left: 0, bottom: 0, right: 0)
        h.window.rootView.layoutIfNeeded()
        return h
    }

    @Test func plainHeadersArePinnedAndPushedUpAtEveryOffset() {
        for inset in [0.0, 50] {
            let h = harness(inset: inset)
            let t = h.table
            var y = -inset - 40
            while y <= t.contentSize.height - 300 + 40 {
                h.scroll(to: y)
                let visibleTop = y + t.adjustedContentInset.top
                for s in 0..<3 {
                    let natural = t.rectForHeader(inSection: s)
                    // The section's band ends where the next section's header starts.
                    let sectionEnd = s < 2 ? t.rectForHeader(inSection: s + 1).minY : t.contentSize.height
                    let crosses = natural.minY < y + 300 && sectionEnd > y
                    let view = t.headerView(forSection: s)
                    #expect((view != nil) == crosses, "section \(s) at \(y)")
                    guard let view else { continue }
                    let expected = min(max(natural.minY, visibleTop), sectionEnd - 28)
                    #expect(view.frame == Rect(0, expected, 390, 28), "section \(s) at \(y), inset \(inset)")
                }
                y += 7.5
            }
        }
    }

    @Test func aHeaderStaysAtTheTopThenTheNextPushesItOut() {
        let h = harness()
        let t = h.table
        // Section 0: header 0..<28, rows 28..<468; section 1's header at 468.
        h.scroll(to: 100)
        #expect(t.headerView(forSection: 0)?.frame.minY == 100)
        h.scroll(to: 430)
        #expect(t.headerView(forSection: 0)?.frame.minY == 430)
        h.scroll(to: 460)
        #expect(t.headerView(forSection: 0)?.frame.minY == 440, "pushed up by section 1's header")
        #expect(t.headerView(forSection: 1)?.frame.minY == 468)
        h.scroll(to: 500)
        #expect(t.headerView(forSection: 0) == nil, "its section has left")
        #expect(t.headerView(forSection: 1)?.frame.minY == 500)
        // Pulled down past the top, the header moves with the content.
        h.scroll(to: -30)
        #expect(t.headerView(forSection: 0)?.frame.minY == 0)
        // Drawn over the rows that scroll under it.
        h.scroll(to: 100)
        let header = t.headerView(forSection: 0)!
        let headerIndex = t.subviews.firstIndex { $0 === header }!
        let cellIndices = t.subviews.indices.filter { t.subviews[$0] is TableViewCell }
        #expect(cellIndices.allSatisfy { $0 < headerIndex })
    }

    @Test func plainHeadersHaveTwentyTwoPointsAboveThemAsIOS15Gives() {
        let data = TableFixture([TableFixture.rows(10), TableFixture.rows(3), TableFixture.rows(20)])
        data.headers = ["A", nil, "C"]
        let h = TableHarness(data, style: .plain, size: Size(390, 300))
        h.window.rootView.layoutIfNeeded()
        let t = h.table
        // Automatic: 22 points above each header of a plain table, none above a section without one.
        #expect(t.rectForHeader(inSection: 0) == Rect(0, 22, 390, 28))
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 1)).minY == 490, "no header, no space")
        #expect(t.rectForHeader(inSection: 2) == Rect(0, 622 + 22, 390, 28))
        // Pinned, the header sits at the top of the visible area; its section's end pushes it.
        h.scroll(to: 100)
        #expect(t.headerView(forSection: 0)?.frame.minY == 100)
        h.scroll(to: 470)
        #expect(abs((t.headerView(forSection: 0)?.frame.minY ?? 0) - (490 - 28)) < 1e-9)
        // An explicit value; the grouped styles keep none by default.
        t.sectionHeaderTopPadding = 5
        t.layoutIfNeeded()
        #expect(t.rectForHeader(inSection: 0).minY == 5)
        let grouped = TableHarness(data, style: .grouped, size: Size(390, 300))
        grouped.window.rootView.layoutIfNeeded()
        #expect(grouped.table.rectForHeader(inSection: 0).minY == 0)
    }

    @Test func plainFootersFloatAtTheBottomWithinTheirSection() {
        let data = TableFixture([TableFixture.rows(10), TableFixture.rows(10)])
        data.footers = ["One", "Two"]
        let h = TableHarness(data, size: Size(390, 300))
        let t = h.table
        let f0 = t.rectForFooter(inSection: 0)
        let fh = f0.height
        #expect(fh >= 28 && f0.minY == 440)
        h.scroll(to: 0)
        #expect(t.footerView(forSection: 0)?.frame.minY == 300 - fh, "floats at the bottom of the visible area")
        h.scroll(to: 200)
        #expect(t.footerView(forSection: 0)?.frame.minY == 440, "at its place once its place is on screen")
        h.scroll(to: 470)
        let f1 = t.rectForFooter(inSection: 1)
        #expect(t.footerView(forSection: 1)?.frame.minY == 470 + 300 - fh)
        #expect(f1.minY > 470 + 300, "its place is below the screen")
        // Never above its own section's rows.
        h.scroll(to: -290)
        #expect(t.footerView(forSection: 0)?.frame.minY == 0)
    }

    @Test func groupedHeadersScrollWithTheContent() {
        let h = harness(style: .grouped)
        let t = h.table
        for y in [0.0, 20, 100, 250] {
            h.scroll(to: y)
            for s in 0..<3 {
                if let v = t.headerView(forSection: s) { #expect(v.frame == t.rectForHeader(inSection: s), "\(s) at \(y)") }
            }
        }
        h.scroll(to: 100)
        #expect(t.headerView(forSection: 0) == nil, "scrolled away with its content")
    }

    @Test func scrollingToARowKeepsItClearOfTheFloatingHeader() {
        let h = harness()
        let t = h.table
        let row = IndexPath(row: 5, section: 2)
        t.scrollToRow(at: row, at: .top, animated: false)
        h.window.rootView.layoutIfNeeded()
        let r = t.rect(forRowAt: row)
        #expect(t.contentOffset.y == r.minY - 28)
        #expect(t.headerView(forSection: 2)?.frame.maxY == r.minY)
        // Scrolling up to a row just above: `.none` brings it just below the header.
        let above = IndexPath(row: 3, section: 2)
        t.scrollToRow(at: above, at: .none, animated: false)
        #expect(t.contentOffset.y == t.rect(forRowAt: above).minY - 28)
        // A row on screen does not move the content.
        let before = t.contentOffset
        t.scrollToRow(at: IndexPath(row: 4, section: 2), at: .none, animated: false)
        #expect(t.contentOffset == before)
    }
}
