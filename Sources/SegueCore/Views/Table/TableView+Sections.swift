import Foundation

/// Section headers and footers: their default heights and the views that show their titles
/// as iOS draws them — grey 13-pt capitals over grouped sections, a grey 13-pt footnote under
/// them, and a 17-pt semibold title on a light grey band in a plain table.
extension TableView {
    /// The grey of grouped header and footer titles (#6D6D72).
    public static let sectionTitleColor = Color(red: 0.427, green: 0.427, blue: 0.447)

    /// The space a grouped or inset grouped table keeps above its first section's titled
    /// header (17.5 pt), as iOS 13 and later lay it out: Xcode stores a first titled header
    /// 55.5 pt tall (17.5 + 38).
    public static let groupedTopPadding = 17.5
    /// A grouped section's header or footer without a title when its height is
    /// `automaticDimension` (17.5 pt): two of them make iOS's 35-pt gap between sections.
    public static let groupedSpacing = 17.5
    /// A titled header's height in a grouped table: the 13-pt title with 22.5 pt around it
    /// (38 pt), as UIKit sizes it; 32 pt in iOS 14 and 15 (`iOS14To15GroupedTitledHeaderHeight`).
    public static let groupedTitledHeaderHeight = 38.0
    /// A titled grouped header's height in iOS 14 and 15: Open Food Facts' settings, saved by
    /// Xcode 12, store every titled header 6 pt shorter than 38, and Xcode 13 (tools 19162 to
    /// 20037) stores the first prototype cell of ten grouped tables in three apps (Monal,
    /// KeePassium, FreeOTP) 49.5 points down, 32 + 17.5; Loop's, saved by Xcode 10, and 24
    /// tables saved by Xcode 14 and later, 55.5 (38 + 17.5).
    public static let iOS14To15GroupedTitledHeaderHeight = 32.0
    /// The former name of `iOS14To15GroupedTitledHeaderHeight`.
    @available(*, deprecated, renamed: "iOS14To15GroupedTitledHeaderHeight")
    public static let iOS14GroupedTitledHeaderHeight = iOS14To15GroupedTitledHeaderHeight
    /// How much taller a titled grouped header is, below the first section, when its section
    /// has a footer title as well: Xcode 15 to 26 store seven such headers in the files of three
    /// shipping apps 45.5 points tall (45.33 on a 3× phone), and twenty titled headers of
    /// sections without a footer title 38; Xcode 9 stores MiniKeePass's eleven footed sections
    /// 45.5 points below the footer above them too.
    public static let groupedFootedHeaderExtra = 7.5
    /// A grouped header whose title is the empty string in iOS 13 to 16: the space around a
    /// title without its line (22 pt; Xcode 12 stores such a section 4 pt lower than an
    /// untitled one, and a first one 39.5 pt down, `groupedTopPadding` above it, in AltStore's
    /// settings; Xcode 14.3 Blink's first 39.5 down too). Before and after, such a header is an
    /// untitled one (Xcode 10 stores Rocket.Chat's six 36 pt below the last row, 18 + 18, and
    /// the first row 35 down; Xcode 15 Delta's 35.5 below). Four apps, one release each: the
    /// bounds are where they fall.
    public static let groupedEmptyTitleHeaderHeight = 22.0

    /// The space above a grouped table's first section before iOS 13 when it has no title:
    /// UIKit's classic 35 points, whatever a smaller `sectionHeaderHeight` says, and none under
    /// a table header view, which takes its place. Xcode 8 and 10 store the first row of four
    /// such tables (MiniKeePass, Rocket.Chat) 35 points down with a height of 18, and of one
    /// under a header view (Rocket.Chat's profile) right below it; Xcode 13 to 26, that height
    /// (18 in eleven tables, 10 in two).
    public static let classicGroupedTopSpacing = 35.0

    /// A titled header's height in a plain table when `sectionHeaderHeight` is automatic: the
    /// 17-pt semibold title's line and the space around it (28 pt; see `resolvedPlainTitledHeaderHeight`
    /// for iOS 15).
    public nonisolated static let plainTitledHeaderHeight = 28.0

    /// A plain table's titled header as the release drawn lays it out: 28 pt (`plainTitledHeaderHeight`),
    /// but 22.5 in iOS 15, whose headers are shorter: Xcode 13 stores the first prototype cell
    /// of a plain table 44.5 points down, 22 of top padding and 22.5 (three tables of KeePassium
    /// and Habitica); Xcode 11 and 12 28 down (AltStore, Open Food Facts), Xcode 14 to 26 50
    /// (twenty-nine tables). One table saved by Xcode 12.5 stores it 24.5 down, unexplained.
    var resolvedPlainTitledHeaderHeight: Double {
        systemVersion == 15 ? TableView.iOS15PlainTitledHeaderHeight : TableView.plainTitledHeaderHeight
    }

    /// A titled plain header's height in iOS 15.
    public static let iOS15PlainTitledHeaderHeight = 22.5

    /// The space iOS 15 and later keep above each header of a plain table (`sectionHeaderTopPadding`
    /// left automatic): 22 pt, so that Xcode stores a plain table's first titled header 50 pt
    /// tall (22 + 28).
    public static let plainHeaderTopPadding = 22.0

    /// `sectionHeaderTopPadding` as laid out: its value, or when automatic the style's (none
    /// before iOS 15, which added it: a window emulating an older release, as Xcode 12's
    /// canvas, keeps none, and stores a plain table's first titled header 28 pt down).
    var resolvedSectionHeaderTopPadding: Double {
        guard sectionHeaderTopPadding == TableView.automaticDimension else { return max(0, sectionHeaderTopPadding) }
        return style == .plain && systemVersion >= 15 ? TableView.plainHeaderTopPadding : 0
    }

    /// The header's height when the delegate gives none. A header with a title is sized to its
    /// title, as UIKit self-sizes it (and as Xcode stores it even where `sectionHeaderHeight` is
    /// set): a plain table's 28 pt (22.5 in iOS 15, `resolvedPlainTitledHeaderHeight`; or its
    /// `sectionHeaderHeight`); a grouped or inset grouped one's 38 pt (32 in iOS 14 and 15,
    /// `iOS14To15GroupedTitledHeaderHeight`; 22 pt for the empty
    /// string in iOS 13 to 16, the title's line left out; else an untitled header's), and the
    /// first section's 17.5 pt more (`groupedTopPadding`); another section's 7.5 pt more where
    /// it has a footer title too (`groupedFootedHeaderExtra`). A header without a
    /// title is none in a plain table; in a grouped one `sectionHeaderHeight` when that is set,
    /// else (`automaticDimension`) 17.5 pt (`groupedSpacing`); before iOS 13 the first one is at
    /// least 35 pt, or none under a table header view (`classicGroupedTopSpacing`). An empty
    /// title is none outside iOS 13 to 16; for a first section in iOS 17 and later, which no
    /// stored file shows, that is SegueKit's choice.
    public func defaultHeaderHeight(_ section: Int) -> Double {
        var title = dataSource?.tableView(self, titleForHeaderInSection: section)
        // An empty title is no title outside iOS 13 to 16 (`groupedEmptyTitleHeaderHeight`).
        if style != .plain, title?.isEmpty == true, !(13...16).contains(systemVersion) { title = nil }
        let explicit = sectionHeaderHeight != TableView.automaticDimension
        var untitledGrouped = explicit ? max(0, sectionHeaderHeight) : TableView.groupedSpacing
        if section == 0, systemVersion < 13 {
            untitledGrouped = tableHeaderView == nil ? max(untitledGrouped, TableView.classicGroupedTopSpacing) : 0
        }
        switch (style, title != nil) {
        case (.plain, true): return explicit ? max(0, sectionHeaderHeight) : resolvedPlainTitledHeaderHeight
        case (_, true):
            let titled = (14...15).contains(systemVersion) ? TableView.iOS14To15GroupedTitledHeaderHeight : TableView.groupedTitledHeaderHeight
            let header = title?.isEmpty == true ? TableView.groupedEmptyTitleHeaderHeight : titled
            if section == 0 { return header + TableView.groupedTopPadding }
            let footed = title?.isEmpty == false && dataSource?.tableView(self, titleForFooterInSection: section)?.isEmpty == false
            return header + (footed ? TableView.groupedFootedHeaderExtra : 0)
        case (.plain, false): return 0
        case (_, false): return untitledGrouped
        }
    }

    /// The footer's height when the delegate gives none. A footer with a title is sized to it,
    /// as UIKit self-sizes it: in a grouped table each line of the wrapped title rounded up to
    /// half points, plus 14 pt (`groupedFooterHeight(lines:lineHeight:)`), in a plain one
    /// plus 21 pt and 28 pt at least (where an explicit `sectionFooterHeight` wins); a grouped
    /// footer's title is sized even where `sectionFooterHeight` is set, as Xcode stores it. A footer without a title is none in
    /// a plain table; in a grouped one `sectionFooterHeight` when set, else 17.5 pt (`groupedSpacing`).
    public func defaultFooterHeight(_ section: Int) -> Double {
        let explicit = sectionFooterHeight != TableView.automaticDimension
        guard let title = dataSource?.tableView(self, titleForFooterInSection: section) else {
            return style == .plain ? 0 : explicit ? max(0, sectionFooterHeight) : TableView.groupedSpacing
        }
        if style == .plain && explicit { return max(0, sectionFooterHeight) }
        let label = titleLabel(title, header: false)
        let width = max(1, bounds.width - 2 * titleInset)
        label.preferredMaxLayoutWidth = width
        // A plain footer: 7 pt above the title and 14 below, 28 pt at least, in whole points.
        guard style != .plain else { return max(28, (7 + label.intrinsicContentSize.height + 14).rounded(.up)) }
        let measurer = TextSystem.measurer
        let lines = measurer.layout(TextSpec(label.attributedText, maxWidth: width, numberOfLines: 0)).lineCount
        return TableView.groupedFooterHeight(lines: lines, lineHeight: measurer.metrics(of: label.font).lineHeight)
    }

    /// A grouped footer's height for a title of `lines` lines of `lineHeight` points: each line
    /// rounded up to half points, and 14 pt more. Xcode stores footers of one, two and three
    /// lines of the 13-pt title (15.5 pt a line) 30, 46 and 62 points tall, 16 pt a line, in the
    /// files of Delta, Go Map!!, IVPN and DuckDuckGo (Xcode 14 to 26) and MiniKeePass (Xcode 9);
    /// an unrounded title and 15 pt more made them 31 and 46.5. On 3× phones too the lines are
    /// half points (Go Map!!'s footers stand within a third of a point of it).
    nonisolated static func groupedFooterHeight(lines: Int, lineHeight: Double) -> Double {
        let line = View.ceiled(Size(0, max(0, lineHeight)), toPixelsAt: 2).height
        return Double(max(1, lines)) * line + 14
    }

    /// Where a section's header view is drawn (content coordinates). In a plain table headers
    /// float, as UIKit's do: while its section scrolls under the top of the visible area
    /// (`contentOffset.y + adjustedContentInset.top`), the header stays pinned there, and the
    /// section's end pushes it up, so that the next section's header takes its place (a header
    /// never leaves its own section). Pulled down past the top, it moves with the content.
    /// Grouped and inset grouped headers scroll with the content (`rectForHeader(inSection:)`).
    public func displayedRectForHeader(inSection section: Int) -> Rect {
        var r = rectForHeader(inSection: section)
        guard style == .plain, r.height > 0, geometry.sections.indices.contains(section) else { return r }
        let visibleTop = bounds.minY + adjustedContentInset.top
        r.origin.y = min(max(r.minY, visibleTop), geometry.sections[section].bottom - r.height)
        return r
    }

    /// Where a section's footer view is drawn: in a plain table it floats at the bottom of the
    /// visible area (`contentOffset.y + bounds.height − adjustedContentInset.bottom`) while its
    /// section reaches below it, never rising above its section's rows; elsewhere it scrolls
    /// with the content (`rectForFooter(inSection:)`).
    public func displayedRectForFooter(inSection section: Int) -> Rect {
        var r = rectForFooter(inSection: section)
        guard style == .plain, r.height > 0, geometry.sections.indices.contains(section) else { return r }
        let visibleBottom = bounds.maxY - adjustedContentInset.bottom
        r.origin.y = max(min(r.minY, visibleBottom - r.height), geometry.sections[section].rowsTop)
        return r
    }

    /// The header view on screen for `section`, if any (`headerView(forSection:)`).
    public func headerView(forSection section: Int) -> View? { headerViews[section] }

    /// The footer view on screen for `section`, if any (`footerView(forSection:)`).
    public func footerView(forSection section: Int) -> View? { footerViews[section] }

    /// How far titles sit from the table's edges: the layout margin, plus the cells' own
    /// margin in an inset grouped table (so they line up with the text in the rows).
    var titleInset: Double {
        let m = View.systemSideMargin(forWidth: bounds.width)
        return contentSafeSides.left + (style == .insetGrouped ? 2 * m : m)
    }

    /// A label for a header or footer title, in the style's font and colour.
    func titleLabel(_ title: String, header: Bool) -> Label {
        let label = Label()
        if header && style == .plain {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.text = title
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = TableView.sectionTitleColor
            label.text = header ? title.uppercased() : title
            label.numberOfLines = header ? 1 : 0
        }
        return label
    }

    /// The view for a section's header or footer: the delegate's, or one showing the title.
    func makeSectionView(_ section: Int, header: Bool) -> View? {
        if header, let v = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return v }
        if !header, let v = tableDelegate?.tableView(self, viewForFooterInSection: section) { return v }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        return SectionTitleView(label: titleLabel(title, header: header), header: header, style: style, inset: titleInset)
    }
}

/// A header or footer showing a title: a plain header's band with the title centred in it, a
/// grouped header's title sitting 7 pt above the rows, a footer's title 7 pt below them.
final class SectionTitleView: View {
    let label: Label
    let isHeader: Bool
    let inset: Double

    init(label: Label, header: Bool, style: TableView.Style, inset: Double) {
        self.label = label
        self.isHeader = header
        self.inset = inset
        super.init(frame: .zero)
        if header && style == .plain { backgroundColor = Color(red: 0.969, green: 0.969, blue: 0.969) }
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = max(0, bounds.width - 2 * inset), h = bounds.height
        label.preferredMaxLayoutWidth = w
        let textHeight = min(h, label.intrinsicContentSize.height)
        if backgroundColor != nil {
            label.frame = Rect(inset, 0, w, h)
        } else if isHeader {
            label.frame = Rect(inset, max(0, h - 7 - textHeight), w, textHeight)
        } else {
            label.frame = Rect(inset, min(7, h), w, textHeight)
        }
    }
}
