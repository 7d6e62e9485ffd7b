import Foundation

/// Cell reuse and tiling: which rows have cells, where they go, and the pool they come from.
extension TableView {
    /// Registers a cell class for a reuse identifier (`register(_:forCellReuseIdentifier:)`):
    /// `dequeueReusableCell(withIdentifier:for:)` makes one with `init(style: .default,
    /// reuseIdentifier:)` when the pool is empty.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        reusePool.register(identifier) { cellClass.init(style: .default, reuseIdentifier: $0) }
    }

    /// Registers a closure that makes cells for a reuse identifier (a storyboard's prototype
    /// cells register this way, or a cell of another style: `{ TableViewCell(style: .subtitle,
    /// reuseIdentifier: $0) }`).
    public func register(forCellReuseIdentifier identifier: String, makeCell: @escaping (String) -> TableViewCell) {
        reusePool.register(identifier, make: makeCell)
    }

    /// A cell from the pool for `identifier`, or a new one of the registered class
    /// (`dequeueReusableCell(withIdentifier:for:)`). A pooled cell gets `prepareForReuse()`
    /// first and the row's size. An identifier nothing was registered for gives a
    /// default-style cell with that identifier (UIKit raises an exception there).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier)
            ?? TableViewCell(style: .default, reuseIdentifier: identifier)
        let r = rect(forRowAt: indexPath)
        if r.width > 0 { cell.frame = Rect(0, 0, r.width, r.height) }
        return cell
    }

    /// A cell from the pool for `identifier`, else a new one of the registered class, else
    /// nil (`dequeueReusableCell(withIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reusePool.dequeue(identifier)
    }

    /// Takes a cell off screen and into its pool (cells without an identifier are dropped).
    func enqueue(_ cell: TableViewCell) {
        cell.isHighlighted = false
        guard let id = cell.reuseIdentifier else { cell.removeFromSuperview(); return }
        reusePool.enqueue(cell, as: id)
    }

    /// Gives the rows crossing the bounds their cells, and only them: cells of rows that left
    /// go back to the pool, rows that came get a cell from the data source. Headers, footers
    /// and the table's own header and footer views are placed the same way.
    func tileRows() {
        if needsReload { rebuildGeometry() }
        contentSize = Size(bounds.width, geometry.contentHeight)
        let minY = bounds.minY, maxY = bounds.maxY
        let wanted = geometry.rows(in: minY, maxY)
        let wantedSet = Set(wanted)
        for (path, cell) in visibleCellsByRow where !wantedSet.contains(path) {
            enqueue(cell)
            visibleCellsByRow[path] = nil
        }
        for path in wanted {
            if let cell = visibleCellsByRow[path] {
                place(cell, at: path, configured: false)
            } else if let cell = makeCell(at: path) {
                visibleCellsByRow[path] = cell
                place(cell, at: path, configured: true)
                insertSubview(cell, at: 0)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        }
        tileSectionViews(minY, maxY)
        placeTableHeaderAndFooter()
    }

    /// Asks the data source for a row's cell.
    func makeCell(at path: IndexPath) -> TableViewCell? {
        dataSource?.tableView(self, cellForRowAt: path)
    }

    /// Puts a cell at its row's rectangle and tells it where it sits; a cell just `configured`
    /// by the data source, or resized, lays its labels out again (a cell that only scrolled
    /// along does not: scrolling moves the bounds, not the cells).
    func place(_ cell: TableViewCell, at path: IndexPath, configured: Bool) {
        let n = geometry.rowCount(in: path.section)
        cell.tableStyle = style
        cell.tableSideMargin = View.systemSideMargin(forWidth: bounds.width)
        cell.insetsContentToSafeArea = insetsContentViewsToSafeArea
        cell.sectionPosition = n == 1 ? .alone : path.row == 0 ? .first : path.row == n - 1 ? .last : .middle
        cell.separatorStyle = separatorStyle
        cell.separatorColor = separatorColor
        if let inset = separatorInset, cell.separatorInset == nil { cell.separatorInset = inset }
        cell.isSelected = selectedRows.contains(path)
        cell.isHighlighted = showsHighlight(path)
        let r = rect(forRowAt: path)
        let resized = cell.bounds.size != r.size
        if cell.frame != r { cell.frame = r }
        // A safe area that moved (the window turned, the table came on screen) moves the content.
        if configured || resized || cell.contentView.frame != cell.contentViewFrame { cell.layoutSubviews() }
    }

    /// The section header and footer views crossing the bounds.
    private func tileSectionViews(_ minY: Double, _ maxY: Double) {
        let sections = Set(geometry.sections(in: minY, maxY))
        func tile(_ views: inout [Int: View], _ rect: (Int) -> Rect, _ make: (Int) -> View?) {
            for (s, v) in views where !sections.contains(s) || rect(s).maxY <= minY || rect(s).minY >= maxY {
                v.removeFromSuperview()
                views[s] = nil
            }
            for s in sections {
                let r = rect(s)
                guard r.height > 0, r.maxY > minY, r.minY < maxY else { continue }
                if views[s] == nil, let v = make(s) {
                    views[s] = v
                    addSubview(v)
                }
                if let v = views[s], v.frame != r { v.frame = r }
            }
        }
        tile(&headerViews, { self.displayedRectForHeader(inSection: $0) }, { self.makeSectionView($0, header: true) })
        tile(&footerViews, { self.displayedRectForFooter(inSection: $0) }, { self.makeSectionView($0, header: false) })
    }

    /// The table header and footer views at the top and bottom of the content.
    private func placeTableHeaderAndFooter() {
        if let v = tableHeaderView {
            if v.superview !== self { addSubview(v) }
            v.frame = Rect(0, 0, bounds.width, geometry.tableHeaderHeight)
        }
        if let v = tableFooterView {
            if v.superview !== self { addSubview(v) }
            v.frame = Rect(0, geometry.contentHeight - geometry.tableFooterHeight, bounds.width, geometry.tableFooterHeight)
        }
    }
}
