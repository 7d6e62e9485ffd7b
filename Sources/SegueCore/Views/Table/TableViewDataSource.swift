import Foundation

/// What a table shows (UITableViewDataSource): how many sections and rows, the cell of each
/// row, and the section titles. Only `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)` are required; the others have defaults (one section, no titles).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`: usually one from
    /// `dequeueReusableCell(withIdentifier:for:)`, configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of a section's header (nil by default: no title).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer (nil by default: no title).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// How a table's rows look and behave (UITableViewDelegate): heights, header and footer
/// views, and selection. Every method has a default: the table's `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight`, titles drawn as iOS draws them, and
/// selection allowed.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of a row (`TableView.automaticDimension` or the default: the table's `rowHeight`).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The height of a section's header (default: the table's `sectionHeaderHeight`).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of a section's footer (default: the table's `sectionFooterHeight`).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A view for a section's header (default nil: the title, if any, drawn in the style's way).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for a section's footer (default nil: the title, if any).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to be shown for a row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether pressing a row highlights it (and so may select it); true by default.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A press highlighted a row.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// A press's highlight went from a row (released or cancelled).
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The user is about to select a row: return the row to select (another, or nil for none).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A row the user had selected was deselected by the user's selecting another.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    /// The table's `sectionHeaderHeight`, or the style's height for the section's title.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.defaultHeaderHeight(section)
    }
    /// The table's `sectionFooterHeight`, or the style's height for the section's title.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.defaultFooterHeight(section)
    }
    /// No custom header.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No custom footer.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Every row highlights.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row itself.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
