import Foundation

/// A scrolling list of rows in sections (UITableView), in UIKit's three styles, filled by a
/// `dataSource` and steered by a `delegate`.
///
/// Only the rows on screen have cells: as the table scrolls, a cell leaving the bounds goes
/// back to a reuse pool under its `reuseIdentifier` and comes out again, after
/// `prepareForReuse()`, from `dequeueReusableCell(withIdentifier:for:)` for a row entering.
/// Row geometry is kept as prefix sums of the heights, so finding the rows on screen costs a
/// binary search whatever the number of rows.
open class TableView: ScrollView {
    /// The look of a table (UITableView.Style).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Rows edge to edge on white, section headers over them.
        case plain
        /// Sections separated by grey space, each with full-width hairlines above and below;
        /// header titles in small grey capitals.
        case grouped
        /// Grouped, with each section inset by the layout margins and its corners rounded (10 pt).
        case insetGrouped
    }

    /// Whether rows are separated by hairlines (UITableViewCell.SeparatorStyle).
    public enum SeparatorStyle: String, Hashable, Sendable, CaseIterable {
        /// No separators.
        case none
        /// A 0.5-pt hairline under each row.
        case singleLine
    }

    /// How inserted rows come in and deleted rows go (UITableView.RowAnimation).
    public enum RowAnimation: String, Hashable, Sendable, CaseIterable {
        /// The row fades in or out.
        case fade
        /// The row slides in from, or out to, the right.
        case right
        /// The row slides in from, or out to, the left.
        case left
        /// The row slides down from, or up under, the row above.
        case top
        /// The row slides up from, or down under, the row below.
        case bottom
        /// No animation of the row itself; the rows below still slide.
        case none
        /// The table's choice: a fade.
        case automatic
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row.
    public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
        /// As little scrolling as shows the whole row (none if it is on screen).
        case none
        /// The row at the top of the bounds.
        case top
        /// The row in the middle of the bounds.
        case middle
        /// The row at the bottom of the bounds.
        case bottom
    }

    /// A height that asks the table for its default (`UITableView.automaticDimension`):
    /// for section headers and footers, the style's height for the title, or none without one.
    public static let automaticDimension = -1.0
    /// The thickness of separators: half a point.
    public static let hairline = 0.5
    /// iOS's opaque separator colour in the light appearance (#C6C6C8).
    public static let defaultSeparatorColor = ControlPalette(isDark: false).system("opaqueSeparatorColor")
    /// The grey behind grouped sections (iOS's systemGroupedBackground, #F2F2F7).
    public static let groupedBackgroundColor = Color(red: 0.949, green: 0.949, blue: 0.969)
    /// How long inserts and deletes animate.
    public static let updateAnimationDuration = 0.3

    /// The table's look, fixed at creation.
    public let style: Style
    /// Where the sections, rows and cells come from (held weakly, as in UIKit).
    public weak var dataSource: TableViewDataSource? { didSet { setNeedsReload() } }
    /// Heights, header views and selection callbacks, and the scrolling callbacks a
    /// `ScrollViewDelegate` gets (held weakly). Assign a `TableViewDelegate`: a delegate that is
    /// only a `ScrollViewDelegate` hears the scrolling and nothing of the rows, as in UIKit.
    public override weak var delegate: ScrollViewDelegate? { didSet { setNeedsReload() } }
    /// The delegate as a table's delegate, when it is one.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }
    /// The height of a row when the delegate gives none (44 pt).
    public var rowHeight = 44.0 { didSet { setNeedsReload() } }
    /// The height of section headers when the delegate gives none; `automaticDimension` (the
    /// default) uses the style's height for the header's title.
    public var sectionHeaderHeight = TableView.automaticDimension { didSet { setNeedsReload() } }
    /// The space above each section header (`UITableView.sectionHeaderTopPadding`, iOS 15):
    /// `automaticDimension` (the default) is 22 pt above a plain table's headers and none in the
    /// grouped styles, whose headers keep their own spacing. A section without a header has none.
    public var sectionHeaderTopPadding = TableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of section footers when the delegate gives none; `automaticDimension` (the
    /// default) uses the style's height for the footer's title.
    public var sectionFooterHeight = TableView.automaticDimension { didSet { setNeedsReload() } }
    /// Whether rows are separated by hairlines.
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout(); invalidate() } }
    /// The separators' colour (UIKit's `separatorColor`); nil, the default, is the appearance's
    /// opaque separator grey (`defaultSeparatorColor` in the light appearance, #38383A in the
    /// dark).
    public var separatorColor: Color? { didSet { setNeedsLayout(); invalidate() } }
    /// The separators' inset for cells that set none (nil: each cell's text edge).
    public var separatorInset: EdgeInsets? { didSet { setNeedsLayout() } }

    /// Whether cells keep their content out of the safe area's sides (a notch in landscape):
    /// their backgrounds reach the table's edges, their content views, accessories and
    /// separators start inside the safe area. True by default, as in UIKit.
    public var insetsContentViewsToSafeArea = true { didSet { setNeedsLayout() } }

    /// The table's safe area at its sides, when it insets its content to it.
    var contentSafeSides: (left: Double, right: Double) {
        guard insetsContentViewsToSafeArea else { return (0, 0) }
        let safe = safeAreaInsets
        return (safe.left, safe.right)
    }
    /// Whether the user can select rows (true by default).
    public var allowsSelection = true
    /// Whether selecting a row keeps the others selected (false by default).
    public var allowsMultipleSelection = false
    /// A view above the first section, as wide as the table, at its own height.
    public var tableHeaderView: View? {
        didSet { if oldValue !== tableHeaderView { oldValue?.removeFromSuperview(); setNeedsReload() } }
    }
    /// A view below the last section, as wide as the table, at its own height. A plain table
    /// with one draws no empty separators below its rows.
    public var tableFooterView: View? {
        didSet { if oldValue !== tableFooterView { oldValue?.removeFromSuperview(); setNeedsReload() } }
    }

    /// The rows' geometry, from the last reload.
    var geometry = TableGeometry()
    /// Whether the geometry must be asked of the data source and delegate again.
    var needsReload = true
    /// The cells on screen, by the row they show.
    var visibleCellsByRow: [IndexPath: TableViewCell] = [:]
    /// How to make cells, and the cells off screen ready to be dequeued, by reuse identifier.
    let reusePool = ReusePool<TableViewCell>()
    /// The header and footer views on screen, by section.
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]
    /// Cells of deleted rows still animating out; never reused until they are done.
    var departingCells: [TableViewCell] = []
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The row the pointer is pressing (highlighted until the press ends).
    var pressedRow: IndexPath?
    /// The row the arrow keys last moved to (or the user last selected).
    var keyboardRow: IndexPath?
    /// Open `beginUpdates()` calls, and the updates they gathered.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// A storyboard's cells and section titles, kept alive while they are the data source.
    var staticContent: StoryboardTableContent?

    /// Creates a table of `style` (`TableView(frame:style:)`), clipping its rows to its bounds.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = style == .plain ? .white : TableView.groupedBackgroundColor
        installRowPress()
    }

    /// Asks the data source and delegate for everything again and redraws the rows on screen
    /// (`UITableView.reloadData()`): every cell goes back to the pool and the rows on screen
    /// get new ones; rows that no longer exist lose their selection.
    public func reloadData() {
        for cell in visibleCellsByRow.values { enqueue(cell) }
        visibleCellsByRow.removeAll()
        for v in headerViews.values { v.removeFromSuperview() }
        for v in footerViews.values { v.removeFromSuperview() }
        headerViews.removeAll(); footerViews.removeAll()
        rebuildGeometry()
        selectedRows = selectedRows.filter { geometry.contains($0) }
        tileRows()
    }

    /// Marks the geometry as stale; the next layout pass reloads.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
        invalidate()
    }

    /// Asks the data source and delegate for the sections, rows and heights.
    func rebuildGeometry() {
        needsReload = false
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        geometry = TableGeometry(
            tableHeaderHeight: tableHeaderView?.bounds.height ?? 0,
            tableFooterHeight: tableFooterView?.bounds.height ?? 0,
            sectionCount: max(0, sectionCount),
            header: { s in self.tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? self.defaultHeaderHeight(s) },
            headerPadding: resolvedSectionHeaderTopPadding,
            footer: { s in self.tableDelegate?.tableView(self, heightForFooterInSection: s) ?? self.defaultFooterHeight(s) },
            rows: { s in self.dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0 },
            rowHeight: { p in self.tableDelegate?.tableView(self, heightForRowAt: p) ?? self.rowHeight })
        contentSize = Size(bounds.width, geometry.contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadData() } else { tileRows() }
    }

    /// A table takes keyboard focus while the user may select its rows.
    open override var canBecomeFocused: Bool { canTakeFocus }

    /// Return or Space while focused: selects the keyboard's row, as a click does.
    open override func activate() { activateKeyboardRow() }

    /// Up and Down move the selection and scroll it into view; Page Up/Down, Home and End scroll.
    open override func keyDown(_ key: Key) -> Bool { moveKeyboardRow(key) || scroll(byKey: key) }

    /// A plain table without a footer view draws separators across the empty space below its
    /// rows, one row height apart, as iOS does.
    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard style == .plain, tableFooterView == nil, separatorStyle == .singleLine, rowHeight > 0 else { return }
        let inset = separatorInset?.left ?? contentSafeSides.left + View.systemSideMargin(forWidth: bounds.width)
        let width = bounds.width - inset - (separatorInset?.right ?? 0)
        guard width > 0 else { return }
        var y = geometry.contentHeight
        while y + rowHeight <= bounds.maxY {
            y += rowHeight
            list.append(Quad(content: .color(separatorColor ?? controlPalette.opaqueSeparator), size: Size(width, TableView.hairline),
                             transform: Transform3D.translation(inset, y - TableView.hairline - bounds.minY).concatenating(m),
                             opacity: opacity, clip: clip))
        }
    }

    // MARK: Geometry

    /// The number of sections, as the data source last said.
    public var numberOfSections: Int { geometry.sections.count }

    /// The number of rows in `section`, as the data source last said.
    public func numberOfRows(inSection section: Int) -> Int { geometry.rowCount(in: section) }

    /// The horizontal extent of rows: the whole width, or inset by the margins (inset grouped).
    var rowsXSpan: (x: Double, width: Double) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let m = View.systemSideMargin(forWidth: bounds.width), safe = contentSafeSides
        return (safe.left + m, max(0, bounds.width - 2 * m - safe.left - safe.right))
    }

    /// A row's rectangle in the table's content coordinates (`UITableView.rectForRow(at:)`),
    /// or `.zero` for a row that does not exist.
    public func rect(forRowAt indexPath: IndexPath) -> Rect {
        guard let span = geometry.rowSpan(indexPath) else { return .zero }
        let x = rowsXSpan
        return Rect(x.x, span.top, x.width, span.height)
    }

    /// A section header's rectangle in content coordinates (`.zero` for no such section).
    public func rectForHeader(inSection section: Int) -> Rect {
        guard let span = geometry.headerSpan(section) else { return .zero }
        return Rect(0, span.top, bounds.width, span.height)
    }

    /// A section footer's rectangle in content coordinates (`.zero` for no such section).
    public func rectForFooter(inSection section: Int) -> Rect {
        guard let span = geometry.footerSpan(section) else { return .zero }
        return Rect(0, span.top, bounds.width, span.height)
    }

    /// The row at `point` (content coordinates), if a row is there (`indexPathForRow(at:)`).
    public func indexPathForRow(at point: Point) -> IndexPath? {
        let x = rowsXSpan
        guard point.x >= x.x, point.x < x.x + x.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows crossing the bounds, top to bottom (`indexPathsForVisibleRows`).
    public var indexPathsForVisibleRows: [IndexPath] {
        geometry.rows(in: bounds.minY, bounds.maxY)
    }

    /// The cells on screen, top to bottom (`visibleCells`).
    public var visibleCells: [TableViewCell] {
        visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell showing a row, if it is on screen (`cellForRow(at:)`).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visibleCellsByRow[indexPath] }

    /// The row a cell on screen shows (`indexPath(for:)`).
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    /// Scrolls so that a row is at `position` (`scrollToRow(at:at:animated:)`) within the
    /// visible area: inside `adjustedContentInset` and, in a plain table, below the section's
    /// floating header (which would cover it otherwise). `.none` scrolls the least that shows
    /// the whole row, not at all when it is shown. The offset stays within the content.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        if needsReload { reloadData() }
        guard geometry.contains(indexPath) else { return }
        let r = rect(forRowAt: indexPath)
        let inset = adjustedContentInset
        let lead = inset.top + (style == .plain ? rectForHeader(inSection: indexPath.section).height : 0)
        let h = max(0, bounds.height - lead - inset.bottom)
        let shownTop = bounds.minY + lead
        let top: Double
        switch position {
        case .top: top = r.minY
        case .middle: top = r.midY - h / 2
        case .bottom: top = r.maxY - h
        case .none:
            if r.minY < shownTop { top = r.minY } else if r.maxY > shownTop + h { top = r.maxY - h } else { return }
        }
        let target = clampedContentOffset(Point(bounds.minX, top - lead))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}
