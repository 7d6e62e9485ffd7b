import Foundation
import Yams

/// What a scroll, table or collection view of a storyboard sets beyond the keys of every view.
public struct ScrollingSpec: Sendable {
    /// A scroll view's content size; nil: the union of its subviews' frames.
    public var contentSize: Size?
    /// Whether a scroll view stops on multiples of its bounds (`isPagingEnabled`).
    public var paging: Bool?
    /// A collection view's item size (its flow layout's `itemSize`).
    public var itemSize: Size?
    /// The flow layout's `minimumLineSpacing`.
    public var lineSpacing: Double?
    /// The flow layout's `minimumInteritemSpacing`.
    public var interitemSpacing: Double?
    /// The flow layout's `sectionInset`.
    public var sectionInset: EdgeInsets?
    /// The flow layout's `scrollDirection`.
    public var scrollDirection: CollectionViewScrollDirection?
    /// The flow layout's header height (width in a horizontal flow).
    public var headerSize: Double?
    /// The flow layout's footer height (width in a horizontal flow): an Interface Builder flow
    /// layout's `footerReferenceSize`.
    var footerSize: Double?
    /// A table's style (`tableStyle`).
    public var tableStyle: TableView.Style?
    /// A table's row height (`rowHeight`).
    public var rowHeight: Double?
    /// A table's height of section headers without a title (`sectionHeaderHeight`); nil:
    /// `automaticDimension`, the style's.
    public var sectionHeaderHeight: Double?
    /// A table's height of section footers without a title (`sectionFooterHeight`); nil:
    /// `automaticDimension`, the style's.
    public var sectionFooterHeight: Double?
    /// A table's separators (`separatorStyle`).
    public var separatorStyle: TableView.SeparatorStyle?
    /// A table's separators' colour (`separatorColor`).
    public var separatorColor: Color?
    /// A table's section titles, one entry per section (`sections`).
    public var sections: [TableSectionSpec]?
    /// Nothing set: every default.
    public init() {}
}

/// The titles of one section of a storyboard table.
public struct TableSectionSpec: Sendable, Equatable {
    /// The title shown above the section (`header`).
    public var header: String?
    /// The text shown below the section (`footer`).
    public var footer: String?
    /// A section with the titles given.
    public init(header: String? = nil, footer: String? = nil) {
        self.header = header
        self.footer = footer
    }
}

/// What a storyboard cell (`type: cell`) sets beyond the keys of every view: its style's
/// texts and image, its accessory, its section and row height, and its reuse identifier.
public struct CellSpec: Sendable {
    /// The cell's style (`cellStyle`).
    public var style: TableViewCell.CellStyle?
    /// The detail label's text (`detail`).
    public var detail: String?
    /// The accessory (`accessory`).
    public var accessory: TableViewCell.AccessoryType?
    /// How the cell looks while pressed or selected (`selectionStyle`).
    public var selectionStyle: TableViewCell.SelectionStyle?
    /// How many steps the style's image and labels are indented (`indentationLevel`).
    public var indentationLevel: Int?
    /// The width of one indentation step, in points (`indentationWidth`).
    public var indentationWidth: Double?
    /// The section the cell is in (`section`); nil: the previous cell's (0 for the first).
    public var section: Int?
    /// The cell's row height (`rowHeight`); nil: the table's.
    public var rowHeight: Double?
    /// The reuse identifier (`reuseIdentifier`): the cell is a prototype that
    /// `dequeueReusableCell(withIdentifier:for:)` copies.
    public var reuseIdentifier: String?
    /// The Interface Builder id of the cell's content view, which the scene's constraints name
    /// the cell's `contentView` by.
    var contentLayoutID: String?
    /// The Interface Builder content view's colour.
    var contentBackground: Color?
    /// A collection view cell's own size, as Interface Builder shows it: its custom size, or its
    /// stored size when the flow layout sizes cells by their content; nil: the layout's item size.
    var itemSize: Size?
    /// An Interface Builder cell style's own views as the file describes them, by role
    /// (`textLabel`, `detailTextLabel`, `imageView`): their fonts, colours, alignment, lines,
    /// attributed text and system symbol, which the cell's own views take, and their ids, by
    /// which constraints name them (`layoutID`).
    var styleViews: [String: ViewSpec] = [:]
    /// The supplementary kind (`CollectionElementKind`) of a collection view's section header or
    /// footer view (Interface Builder's `sectionHeaderView` and `sectionFooterView`).
    var supplementaryKind: String?
    /// Nothing set: every default.
    public init() {}
}

extension YAMLReader {
    /// `count` numbers in a list, each from `min` (0 unless given) to `maxSide`, named by
    /// `names` in messages.
    mutating func numbers(_ node: Node, _ what: String, names: [String], min: Double = 0) -> [Double]? {
        guard let seq = node.sequence, seq.count == names.count else {
            error(node, "expected \(what) as [\(names.joined(separator: ", "))], found \(YAMLReader.describe(node))")
            return nil
        }
        var out: [Double] = []
        for (n, name) in zip(seq, names) {
            guard let d = number(n, "the \(name) in \(what)", min: min, max: YAMLReader.maxSide) else { return nil }
            out.append(d)
        }
        return out
    }
}
