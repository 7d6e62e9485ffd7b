import Foundation

/// Interface Builder's table views and their cells.
extension IBConverter {
    /// A cell's content view element: its subviews are converted as the cell's, and it stands
    /// for the cell's own `contentView` in constraints.
    static func cellContentView(of e: IBElement) -> IBElement? {
        guard e.name == "tableViewCell" || e.name == "collectionViewCell" else { return nil }
        return e.children.first { $0["key"] == "contentView" }
    }

    /// A `<tableView>`'s style, row height, section header and footer heights, separators and
    /// section titles.
    /// The title Xcode's canvas shows over a table's prototype cells.
    static let prototypeCellsTitle = "Prototype Cells"

    /// The untitled footer Xcode's canvas gives a section of a plain table it fills itself
    /// (its static cells with the footer height left automatic, or its prototype cells whatever
    /// the height): a plain title's 28 points from iOS 13, none before. Xcode 11 to 26 store a
    /// table footer view 28 points below the last prototype with a `sectionFooterHeight` of 22
    /// or 28 (IVPN, Lockwise, OwnTracks; Xcode 9 right under it), and Xcode 15 and 16 the next
    /// titled section's first static row 78 points below the last (a 28-point footer, 22 of top
    /// padding and a 28-point header; DuckDuckGo's and OwnTracks' settings). Nil: none.
    static func canvasPlainFooterHeight(systemVersion: Int) -> Double? {
        systemVersion >= 13 ? TableView.plainTitledHeaderHeight : nil
    }

    mutating func table(_ e: IBElement, _ v: inout ViewSpec) {
        switch e["style"] {
        case "grouped": v.scrolling.tableStyle = .grouped
        case "insetGrouped": v.scrolling.tableStyle = .insetGrouped
        default: break
        }
        // -1 is "automatic": the cells' own heights.
        if let h = e.number("rowHeight"), h > 0 { v.scrolling.rowHeight = IBSceneLayout.clampSide(h) }
        // Section header and footer heights; -1 is "automatic" (the style's).
        if let h = e.number("sectionHeaderHeight"), h >= 0 { v.scrolling.sectionHeaderHeight = IBSceneLayout.clampSide(h) }
        if let h = e.number("sectionFooterHeight"), h >= 0 {
            v.scrolling.sectionFooterHeight = IBSceneLayout.clampSide(h)
        } else if e["style"] ?? "plain" == "plain", e["dataMode"] == "static",
                  let h = IBConverter.canvasPlainFooterHeight(systemVersion: index.device?.systemVersion ?? 0) {
            // A plain table of static cells left automatic: every section's footer is the
            // canvas's, as its own height would be (see `canvasPlainFooterHeight`).
            v.scrolling.sectionFooterHeight = h
        }
        if e["separatorStyle"] == "none" { v.scrolling.separatorStyle = TableView.SeparatorStyle.none }
        v.scrolling.separatorColor = color(of: e, "separatorColor")
        let sections = e.child("sections")?.children("tableViewSection") ?? []
        // An empty title is none: Xcode gives such a section 4 points more than an untitled one,
        // far from a titled one's header.
        // An empty header title is a header with no text, which Xcode spaces as one; an empty
        // footer title is none (Xcode stores it as an untitled section's).
        // A long title is stored as a `<string key="footerTitle">` child.
        let titles = sections.map {
            TableSectionSpec(header: IBConverter.text($0, "headerTitle"),
                             footer: IBConverter.text($0, "footerTitle").flatMap { $0.isEmpty ? nil : $0 })
        }
        if titles.contains(where: { $0.header != nil || $0.footer != nil }) { v.scrolling.sections = titles }
        // Xcode's canvas shows a table's prototype cells as one section titled "Prototype Cells"
        // (the cells' stored frames leave room for its header): so is it shown here.
        if sections.isEmpty, e.child("prototypes")?.children.isEmpty == false {
            v.scrolling.sections = [TableSectionSpec(header: IBConverter.prototypeCellsTitle, footer: nil)]
        }

    }

    /// A `<tableViewCell>`: its style's texts and image, accessory, selection style,
    /// indentation, reuse identifier and own height. Returns the ids of the style's own labels and image view,
    /// which the cell draws itself (they are not converted as subviews).
    mutating func tableCell(_ e: IBElement, _ v: inout ViewSpec, _ ctx: inout SceneContext) -> Set<String> {
        let tableRowHeight = ctx.tableRowHeight
        let styles: [String: TableViewCell.CellStyle] = [
            "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
            "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
        ]
        if let s = e["style"].flatMap({ styles[$0] }) { v.cell.style = s }
        let accessories: [String: TableViewCell.AccessoryType] = [
            "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        v.cell.accessory = e["accessoryType"].flatMap { accessories[$0] }
        if e["selectionStyle"] == "none" { v.cell.selectionStyle = TableViewCell.SelectionStyle.none }
        if let n = e.number("indentationLevel"), n.isFinite { v.cell.indentationLevel = Int(min(max(n, 0), 100)) }
        if let w = e.number("indentationWidth"), w.isFinite { v.cell.indentationWidth = min(max(w, 0), 1000) }
        v.cell.reuseIdentifier = e["reuseIdentifier"].flatMap { $0.isEmpty ? nil : IBConverter.identifier($0) }
        // The cell's height: its own row height (0 is a row of no height; -1, automatic, sets
        // none), else, with no row height written, its stored frame's where the table's differs.
        let written = e.number("rowHeight")
        let stored = e.child("rect", key: "frame")?.number("height").flatMap { $0 > 0 ? $0 : nil }
        if let h = written.map({ $0 >= 0 ? $0 : nil }) ?? stored, h != tableRowHeight ?? 44 {
            v.cell.rowHeight = IBSceneLayout.clampSide(h)
        }
        if v.cell.style == nil, let list = e.child("listContentConfiguration", key: "contentConfiguration") {
            listContent(list, &v)
            return []
        }
        guard v.cell.style != nil else { return [] }
        var own: Set<String> = []
        let content = e.child("tableViewCellContentView", key: "contentView")
        let views = content?.child("subviews")?.children ?? []
        func view(_ attribute: String) -> IBElement? {
            guard let id = e[attribute] else { return nil }
            own.insert(id)
            return views.first { $0["id"] == id }
        }
        // The style's labels as labels (font, colour, alignment, lines, attributed text), their
        // texts the cell's; its image view's system symbol or catalogue image.
        for role in ["textLabel", "detailTextLabel"] {
            guard let l = view(role) else { continue }
            var spec = ViewSpec(kind: .label, location: location(l))
            spec.layoutID = l["id"]
            label(l, &spec)
            let text = spec.text ?? spec.runs.map { $0.map(\.text).joined() }
            if role == "textLabel" { v.text = text } else { v.cell.detail = text }
            if (text ?? "").isEmpty, let style = v.cell.style {
                placeholderTextSize(of: l, spec, IBConverter.placeholderText(role, style: style), &ctx)
            }
            v.cell.styleViews[role] = spec
        }
        if let i = view("imageView") {
            var spec = ViewSpec(kind: .image, location: location(i))
            spec.layoutID = i["id"]
            // An image file's view is as large as the image, as the document records it.
            if styleImage(of: i, &spec, cell: &v), spec.symbol == nil, let size = recordedImageSize(of: i) {
                assumeIntrinsicSize(of: i, width: size.width, height: size.height, &ctx)
            }
            v.cell.styleViews["imageView"] = spec
        }
        return own
    }

    /// The text Xcode's canvas lays out a built-in cell style's empty label with: "Title" for
    /// the text label, "Subtitle" for the subtitle style's detail, "Detail" for the others'.
    /// (Xcode stores such labels at those texts' sizes: empty value1 details 44 points wide,
    /// empty subtitles as tall as a line, in the files of eight apps; the cell draws no text.)
    static func placeholderText(_ role: String, style: TableViewCell.CellStyle) -> String {
        role == "textLabel" ? "Title" : style == .subtitle ? "Subtitle" : "Detail"
    }

    /// Makes the empty label `e` (converted as `spec`) take `text`'s size in its font as its
    /// intrinsic size, until it has text of its own, as Xcode's canvas lays it out.
    mutating func placeholderTextSize(of e: IBElement, _ spec: ViewSpec, _ text: String, _ ctx: inout SceneContext) {
        let measured = Label.intrinsicSize(of: AttributedText(text, attributes: TextAttributes(font: spec.resolvedFont(defaultSize: 17))))
        let size = View.ceiled(measured, toPixelsAt: index.device?.scale ?? 2)
        assumeIntrinsicSize(of: e, width: size.width, height: size.height, &ctx)
    }

    /// A cell's list content configuration (`<listContentConfiguration key="contentConfiguration">`,
    /// UIListContentConfiguration, Xcode 13 and later): drawn as the built-in style it matches,
    /// its `text` the text label's, a `secondaryText` under it (the subtitle style; an empty one
    /// is none), its `image` (a system symbol or a catalogue image) leading.
    mutating func listContent(_ list: IBElement, _ v: inout ViewSpec) {
        let secondary = list["secondaryText"].flatMap { $0.isEmpty ? nil : $0 }
        v.cell.style = secondary == nil ? .default : .subtitle
        v.text = list["text"] ?? ""
        v.cell.detail = secondary
        var spec = ViewSpec(kind: .image, location: location(list))
        if styleImage(of: list, &spec, cell: &v) { v.cell.styleViews["imageView"] = spec }
    }

    /// The image a built-in cell style shows, named by `e` (its `image` attribute or its
    /// `<imageReference key="image">`): a system symbol drawn by the image view `spec`, else a
    /// catalogue image the cell `v` shows. Whether one was found.
    mutating func styleImage(of e: IBElement, _ spec: inout ViewSpec, cell v: inout ViewSpec) -> Bool {
        let reference = e.child(key: "image")
        guard let name = e["image"] ?? reference?["image"], !name.isEmpty else { return false }
        if e["catalog"] == "system" || reference?["catalog"] == "system" {
            symbol(name, at: e, &spec)
            return true
        }
        guard case .success(let file) = catalog.image(named: name, scale: index.device?.scale ?? 2) else { return false }
        v.image = file
        return true
    }

    /// A table's converted children put in the order a storyboard table reads them — its header
    /// view, then its cells (each with the number of its `<tableViewSection>`), then its footer
    /// view; a background view is left out.
    static func orderTableChildren(_ e: IBElement, _ children: [IBElement], _ specs: [ViewSpec]) -> [ViewSpec] {
        var section: [String: Int] = [:]
        for (i, s) in (e.child("sections")?.children("tableViewSection") ?? []).enumerated() {
            for c in s.child("cells")?.children ?? [] { if let id = c["id"] { section[id] = i } }
        }
        var header: [ViewSpec] = [], cells: [ViewSpec] = [], footer: [ViewSpec] = []
        for (child, var spec) in zip(children, specs) {
            switch child["key"] {
            case "tableHeaderView": header.append(spec)
            case "tableFooterView": footer.append(spec)
            case "backgroundView": continue
            default:
                guard spec.kind == .cell else { continue }
                spec.cell.section = child["id"].flatMap { section[$0] }
                cells.append(spec)
            }
        }
        return header.prefix(1) + cells + footer.prefix(1)
    }
}

/// Interface Builder's collection views.
extension IBConverter {
    /// A collection view's converted children as its flow layout shows them on Xcode's canvas:
    /// each cell at its own size (its `customSize`, else — when the flow layout sizes cells by
    /// their content, `automaticEstimatedItemSize` or an `estimatedItemSize` — its stored frame's),
    /// and the `sectionHeaderView`/`sectionFooterView` marked as the section's header and footer.
    static func sizeCollectionChildren(_ e: IBElement, _ children: [IBElement], _ specs: inout [ViewSpec]) {
        let flow = e.child("collectionViewFlowLayout", key: "collectionViewLayout") ?? e.child("collectionViewFlowLayout")
        let estimated = flow?.child("size", key: "estimatedItemSize").map { ($0.number("width") ?? 0) > 0 && ($0.number("height") ?? 0) > 0 } ?? false
        let selfSizing = flow?.flag("automaticEstimatedItemSize") == true || estimated
        for (child, i) in zip(children, specs.indices) {
            switch child["key"] {
            case "sectionHeaderView": specs[i].cell.supplementaryKind = CollectionElementKind.sectionHeader
            case "sectionFooterView": specs[i].cell.supplementaryKind = CollectionElementKind.sectionFooter
            default:
                guard child.name == "collectionViewCell" else { continue }
                if let s = child.child("size", key: "customSize"), let w = s.number("width"), let h = s.number("height"), w > 0, h > 0 {
                    specs[i].cell.itemSize = Size(IBSceneLayout.clampSide(w), IBSceneLayout.clampSide(h))
                } else if selfSizing, let f = specs[i].frame, f.width > 0, f.height > 0 {
                    specs[i].cell.itemSize = f.size
                }
            }
        }
    }
}
