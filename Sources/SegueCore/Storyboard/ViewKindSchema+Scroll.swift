import Foundation
import Yams

/// The scrolling kinds: a scroll view, a table and a collection view, and the cells of the
/// last two.
extension ViewKindSchema {
    private typealias W = StoryboardYAMLWriter

    private static func sizeKey(_ name: String, _ path: WritableKeyPath<ViewSpec, Size?> & Sendable, _ what: String,
                                value: String, default d: String) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in
                    if let a = r.numbers(n, what, names: ["width", "height"]) { v[keyPath: path] = Size(a[0], a[1]) }
                },
                write: { v, _ in
                    v[keyPath: path].map { Node([W.n($0.width), W.n($0.height)], Tag(.seq), .flow) }
                })
    }

    /// A `ScrollView` whose subviews are its content.
    static let scroll = ViewKindSchema(
        .scroll,
        keys: [
            sizeKey("contentSize", \.scrolling.contentSize, "the content size", value: "`[width, height]` in points",
                    default: "the union of the subviews' frames"),
            .bool("paging", \.scrolling.paging, "paging", value: "`true`: scrolling stops on multiples of the bounds", default: "false"),
        ],
        ib: ["scrollView"],
        make: { spec, _ in
            let s = ScrollView()
            if let p = spec.scrolling.paging { s.isPagingEnabled = p }
            return s
        })

    /// A `TableView` whose subviews are its cells (`type: cell`), in order.
    static let table = ViewKindSchema(
        .table,
        keys: [
            .choice("tableStyle", \.scrolling.tableStyle, "table style", default: "`plain`"),
            .number("rowHeight", \.scrolling.rowHeight, "the row height", min: 0, max: YAMLReader.maxSide,
                    value: "points: each row's height unless its cell says", default: "44"),
            .number("sectionHeaderHeight", \.scrolling.sectionHeaderHeight, "the section header height", min: 0, max: YAMLReader.maxSide,
                    value: "points: a section header's height when it has no title (a titled one fits its title); a plain table has none unless this is set and its cells are static",
                    default: "17.5 (grouped), none (plain)"),
            .number("sectionFooterHeight", \.scrolling.sectionFooterHeight, "the section footer height", min: 0, max: YAMLReader.maxSide,
                    value: "points: a section footer's height when it has no title (a titled one fits its title); a plain table has none unless this is set and its cells are static",
                    default: "17.5 (grouped), none (plain)"),
            .choice("separatorStyle", \.scrolling.separatorStyle, "separator style", default: "`singleLine`"),
            .color("separatorColor", \.scrolling.separatorColor, "the separator colour", default: "UIKit's separator grey"),
            ViewKey(name: "sections", value: "a list of `{header: TEXT, footer: TEXT}`, one per section (either may be left out)",
                    defaultValue: "untitled sections",
                    read: { r, n, v in
                        guard let seq = n.sequence else {
                            r.error(n, "expected the sections as a list of {header, footer}, found \(YAMLReader.describe(n))")
                            return
                        }
                        var out: [TableSectionSpec] = []
                        for item in seq {
                            var s = TableSectionSpec()
                            for (key, _, value) in r.mapping(item, "a section", allowed: ["header", "footer"]) ?? [] {
                                if key == "header" { s.header = r.string(value, "the section header") }
                                if key == "footer" { s.footer = r.string(value, "the section footer") }
                            }
                            out.append(s)
                        }
                        v.scrolling.sections = out
                    },
                    write: { v, _ in
                        v.scrolling.sections.map { sections in
                            Node(sections.map { s in
                                Node([s.header.map { (Node("header"), W.s($0)) }, s.footer.map { (Node("footer"), W.s($0)) }]
                                        .compactMap { $0 }, Tag(.map), .flow)
                            }, Tag(.seq), .block)
                        }
                    }),
        ],
        ib: ["tableView"],
        make: { spec, _ in
            let t = TableView(style: spec.scrolling.tableStyle ?? .plain)
            if let h = spec.scrolling.rowHeight { t.rowHeight = h }
            if let h = spec.scrolling.sectionHeaderHeight { t.sectionHeaderHeight = h }
            if let h = spec.scrolling.sectionFooterHeight { t.sectionFooterHeight = h }
            if let s = spec.scrolling.separatorStyle { t.separatorStyle = s }
            if let c = spec.scrolling.separatorColor { t.separatorColor = c }
            return t
        })

    /// A `CollectionView` with a flow layout; its subviews are its items (`type: cell`), in order.
    static let collection = ViewKindSchema(
        .collection,
        keys: [
            sizeKey("itemSize", \.scrolling.itemSize, "the item size", value: "`[width, height]` in points", default: "`[50, 50]`"),
            .number("lineSpacing", \.scrolling.lineSpacing, "the line spacing", min: 0, max: YAMLReader.maxSide,
                    value: "points between rows (columns when horizontal)", default: "10"),
            .number("interitemSpacing", \.scrolling.interitemSpacing, "the inter-item spacing", min: 0, max: YAMLReader.maxSide,
                    value: "least points between the items of a row", default: "10"),
            .insets("sectionInset", \.scrolling.sectionInset, "the section inset", default: "`[0, 0, 0, 0]`"),
            .choice("scrollDirection", \.scrolling.scrollDirection, "scroll direction", default: "`vertical`"),
            .number("headerSize", \.scrolling.headerSize, "the header size", min: 0, max: YAMLReader.maxSide,
                    value: "points: the section header's height (its width when horizontal)", default: "0 (no header)"),
        ],
        ib: ["collectionView"],
        make: { spec, _ in
            let layout = CollectionViewFlowLayout()
            let s = spec.scrolling
            if let v = s.itemSize { layout.itemSize = v }
            if let v = s.lineSpacing { layout.minimumLineSpacing = v }
            if let v = s.interitemSpacing { layout.minimumInteritemSpacing = v }
            if let v = s.sectionInset { layout.sectionInset = v }
            if let v = s.scrollDirection { layout.scrollDirection = v }
            if let v = s.headerSize { layout.headerReferenceSize = Size(v, v) }
            if let v = s.footerSize { layout.footerReferenceSize = Size(v, v) }
            return CollectionView(frame: .zero, collectionViewLayout: layout)
        })

    /// A cell of a table (a `TableViewCell`, its subviews in its `contentView`) or of a
    /// collection view (a `CollectionViewCell`, which shows its subviews only).
    static let cell = ViewKindSchema(
        .cell,
        keys: [
            .choice("cellStyle", \.cell.style, "cell style", default: "`default`"),
            .text("text", \.text, "the text", value: "the text label's text"),
            .text("detail", \.cell.detail, "the detail text", value: "the detail label's text (not in the `default` style)"),
            .image("image", \.image, "the image file", value: "an image file shown at the leading edge (`default`, `subtitle` and `value1` styles)"),
            .choice("accessory", \.cell.accessory, "accessory", default: "`none`"),
            .choice("selectionStyle", \.cell.selectionStyle, "selection style", default: "`default`"),
            .integer("indentationLevel", \.cell.indentationLevel, "the indentation level", min: 0, max: 100,
                     value: "how many steps the style's image and labels stand in from the leading margin", default: "0"),
            .number("indentationWidth", \.cell.indentationWidth, "the indentation width", min: 0, max: 1000,
                    value: "points: one step of `indentationLevel`", default: "10"),
            .integer("section", \.cell.section, "the section", min: 0, max: StoryboardLimits.maxSections,
                     value: "the section's number, from 0", default: "the previous cell's section (0 for the first)"),
            .number("rowHeight", \.cell.rowHeight, "the row height", min: 0, max: YAMLReader.maxSide,
                    value: "points", default: "the table's `rowHeight`"),
            .identifier("reuseIdentifier", \.cell.reuseIdentifier, "the reuse identifier",
                        value: "a name: the cell is a prototype that `dequeueReusableCell(withIdentifier:for:)` copies (shown once until the app gives the table a data source)"),
            segueKey("its row is selected"), unwindKey("its row is selected"),
        ],
        ib: ["tableViewCell", "collectionViewCell"],
        make: { spec, assets in
            let c = TableViewCell(style: spec.cell.style ?? .default, reuseIdentifier: spec.cell.reuseIdentifier)
            c.textLabel?.text = spec.text ?? ""
            c.detailTextLabel?.text = spec.cell.detail ?? ""
            c.imageView?.image = spec.image.map { StoryboardValidator.resolve($0, in: assets) }
            // An Interface Builder style's labels keep their own font and look; its image view, its symbol.
            for (role, label) in [("textLabel", c.textLabel), ("detailTextLabel", c.detailTextLabel)] {
                guard let label, let s = spec.cell.styleViews[role] else { continue }
                if s.font != nil || s.fontSize != nil || s.bold != nil { label.font = s.resolvedFont(defaultSize: label.font.pointSize) }
                ViewKindSchema.styleLabel(label, s)
            }
            if let image = c.imageView, let s = spec.cell.styleViews["imageView"], let name = s.symbol {
                image.systemImageName = name
                if let t = s.tint { image.tintColor = t }
            }
            if let a = spec.cell.accessory { c.accessoryType = a }
            if let s = spec.cell.selectionStyle { c.selectionStyle = s }
            if let n = spec.cell.indentationLevel { c.indentationLevel = n }
            if let w = spec.cell.indentationWidth { c.indentationWidth = w }
            return c
        })
}
