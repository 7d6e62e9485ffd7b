import Foundation

/// Where everything in a table sits, in content coordinates (y down from the top of the
/// content): the table header, then per section a header, the rows and a footer, then the
/// table footer. Rows are kept as prefix sums of their heights, so finding the row at a y, or
/// the rows crossing a band, is a binary search: a 10,000-row table costs O(log n) per frame.
struct TableGeometry: Equatable {
    /// One section's extent.
    struct Section: Equatable {
        /// The top of the section: the space above its header, then the header.
        var top: Double
        /// The space above the header (`sectionHeaderTopPadding`), none without a header.
        var headerPadding: Double = 0
        var headerHeight: Double
        /// The tops of the rows, relative to the end of the header, and one more entry: the
        /// end of the last row (so row i spans `rowTops[i] ..< rowTops[i + 1]`).
        var rowTops: [Double]
        var footerHeight: Double

        var rowCount: Int { rowTops.count - 1 }
        var headerTop: Double { top + headerPadding }
        var rowsTop: Double { headerTop + headerHeight }
        var rowsBottom: Double { rowsTop + (rowTops.last ?? 0) }
        var bottom: Double { rowsBottom + footerHeight }
    }

    var tableHeaderHeight: Double = 0
    var sections: [Section] = []
    var tableFooterHeight: Double = 0

    /// The whole content's height.
    var contentHeight: Double { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

    /// Builds the geometry from the heights of each part.
    init(tableHeaderHeight: Double, tableFooterHeight: Double, sectionCount: Int,
         header: (Int) -> Double, headerPadding: Double = 0, footer: (Int) -> Double, rows: (Int) -> Int, rowHeight: (IndexPath) -> Double) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        var y = tableHeaderHeight
        sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            let n = max(0, rows(s))
            var tops = [Double](repeating: 0, count: n + 1)
            var acc = 0.0
            for r in 0..<n {
                tops[r] = acc
                acc += max(0, rowHeight(IndexPath(row: r, section: s)))
            }
            tops[n] = acc
            let headerHeight = max(0, header(s))
            let section = Section(top: y, headerPadding: headerHeight > 0 ? max(0, headerPadding) : 0,
                                  headerHeight: headerHeight, rowTops: tops, footerHeight: max(0, footer(s)))
            sections.append(section)
            y = section.bottom
        }
    }

    /// An empty table.
    init() {}

    /// The number of rows in `section` (0 past the last section).
    func rowCount(in section: Int) -> Int { sections.indices.contains(section) ? sections[section].rowCount : 0 }

    /// Whether the path names a row.
    func contains(_ path: IndexPath) -> Bool {
        sections.indices.contains(path.section) && (0..<sections[path.section].rowCount).contains(path.row)
    }

    /// A row's band: its top and height in content coordinates.
    func rowSpan(_ path: IndexPath) -> (top: Double, height: Double)? {
        guard contains(path) else { return nil }
        let s = sections[path.section]
        let top = s.rowTops[path.row]
        return (s.rowsTop + top, s.rowTops[path.row + 1] - top)
    }

    /// The header's band of a section.
    func headerSpan(_ section: Int) -> (top: Double, height: Double)? {
        guard sections.indices.contains(section) else { return nil }
        return (sections[section].headerTop, sections[section].headerHeight)
    }

    /// The footer's band of a section.
    func footerSpan(_ section: Int) -> (top: Double, height: Double)? {
        guard sections.indices.contains(section) else { return nil }
        return (sections[section].rowsBottom, sections[section].footerHeight)
    }

    /// The index of the last element of the ascending `values` at or below `y` (0 if none).
    private static func lastIndex(atOrBelow y: Double, in values: [Double], count: Int) -> Int {
        var lo = 0, hi = count - 1
        guard hi >= 0 else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if values[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The section whose band holds `y` (the nearest at the ends), by binary search.
    func section(at y: Double) -> Int? {
        guard !sections.isEmpty else { return nil }
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sections[mid].top <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The row at content y, if a row is there (not a header, footer or gap).
    func row(at y: Double) -> IndexPath? {
        guard let s = section(at: y) else { return nil }
        let sec = sections[s]
        guard sec.rowCount > 0, y >= sec.rowsTop, y < sec.rowsBottom else { return nil }
        let r = TableGeometry.lastIndex(atOrBelow: y - sec.rowsTop, in: sec.rowTops, count: sec.rowCount)
        return IndexPath(row: r, section: s)
    }

    /// The rows crossing the band `minY ..< maxY`, in order: two binary searches per section
    /// the band touches.
    func rows(in minY: Double, _ maxY: Double) -> [IndexPath] {
        guard maxY > minY, let first = section(at: minY) else { return [] }
        var out: [IndexPath] = []
        var s = first
        while s < sections.count, sections[s].top < maxY {
            let sec = sections[s]
            if sec.rowCount > 0, sec.rowsBottom > minY, sec.rowsTop < maxY {
                let lo = TableGeometry.lastIndex(atOrBelow: max(0, minY - sec.rowsTop), in: sec.rowTops, count: sec.rowCount)
                var r = lo
                while r < sec.rowCount, sec.rowsTop + sec.rowTops[r] < maxY {
                    if sec.rowsTop + sec.rowTops[r + 1] > minY, sec.rowTops[r + 1] > sec.rowTops[r] {
                        out.append(IndexPath(row: r, section: s))
                    }
                    r += 1
                }
            }
            s += 1
        }
        return out
    }

    /// The sections whose header or footer crosses the band.
    func sections(in minY: Double, _ maxY: Double) -> [Int] {
        guard maxY > minY, let first = section(at: minY) else { return [] }
        var out: [Int] = []
        var s = first
        while s < sections.count, sections[s].top < maxY {
            if sections[s].bottom > minY { out.append(s) }
            s += 1
        }
        return out
    }
}
