import Foundation

extension IBConverter {
    /// Interface Builder element names SegueKit draws as such (each kind's schema names them).
    static let drawnViews: [String: ViewKind] = ViewKindSchema.ibKinds
    /// Views drawn as boxes without a warning of their own (their contents are converted).
    static let quietBoxes: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
                                          "visualEffectView"]

    /// The scene's root view: its stored size (or the controller's freeform size, or the
    /// canvas), resizing with the window; the scene's constraints are read here, whole.
    mutating func convertRoot(_ e: IBElement, _ ctx: inout SceneContext) -> ViewSpec {
        var size = index.canvas
        if let f = ctx.controller.child("size", key: "freeformSize"), let w = f.number("width"), let h = f.number("height") {
            size = Size(w, h)
        }
        if let stored = ctx.layout.storedFrame(e, parentSize: index.canvas) { size = stored.size }
        size = Size(IBSceneLayout.clampSide(size.width), IBSceneLayout.clampSide(size.height))
        // Its constraints, guides, stacks and variations, solved at run time.
        let constraints = IBSceneConstraints(root: e, controller: ctx.controller, autolayout: index.usesAutolayout,
                                             subviews: IBConverter.subviewElements)
        for p in constraints.problems {
            log.warn(at: SourceLocation(file: path, line: p.line, column: p.column), p.message)
        }
        // Kept for the scene where it has something to apply (`appliesAnything`), once the
        // views are converted (they may give it intrinsic sizes).
        ctx.constraints = constraints
        var v = convertView(e, frame: Rect(size: size), &ctx, depth: 0, isRoot: true)
        v.frame = Rect(size: size)
        v.autoresizing = .flexibleSize
        let onCanvas = ctx.controller[IBXibDocument.onCanvas] == "YES" && (v.background?.alpha ?? 0) < 1
        if v.background == nil && e.name == "view" || onCanvas {
            v.background = IBConverter.composite(v.background ?? .clear, over: index.isDark ? .black : .white)
        }
        return v
    }

    /// The opaque colour `c` looks like over the opaque `backdrop`.
    static func composite(_ c: Color, over backdrop: Color) -> Color {
        let a = max(0, min(1, c.alpha))
        return Color(red: c.red * a + backdrop.red * (1 - a), green: c.green * a + backdrop.green * (1 - a),
                     blue: c.blue * a + backdrop.blue * (1 - a))
    }

    /// One view and its subviews, `frame` already decided in its superview.
    mutating func convertView(_ e: IBElement, frame unclamped: Rect, _ ctx: inout SceneContext, depth: Int, isRoot: Bool = false) -> ViewSpec {
        let frame = IBSceneLayout.clamp(unclamped)
        var kind = IBConverter.drawnViews[e.name] ?? .view
        if kind == .image, e["image"] == nil, e.child(key: "image") == nil { kind = .view }
        var v = ViewSpec(kind: kind, location: location(e))
        v.frame = IBSceneLayout.clamp(frame)
        v.background = color(of: e, "backgroundColor")
        if let a = e.number("alpha"), a < 1 { v.alpha = max(0, a) }
        if e.flag("hidden") == true { v.hidden = true }
        if e.flag("clipsSubviews") == true { v.clips = true }
        if let t = e["tag"], let tag = Int(t) { v.tag = tag }
        if let r = IBConverter.runtimeNumber(e, "layer.cornerRadius"), r > 0 { v.cornerRadius = min(r, YAMLReader.maxSide) }
        // Any view's tint, which its subviews take; controls read their own tints below.
        v.tint = color(of: e, "tintColor")
        if let w = IBConverter.runtimeNumber(e, "layer.borderWidth"), w > 0 { v.borderWidth = min(w, YAMLReader.maxSide) }
        readHeroAttributes(e, into: &v)
        if !isRoot { v.autoresizing = ctx.layout.autoresizing(of: e) }
        v.layoutID = e["id"]
        if IBConverter.drawnViews[e.name] == nil && !isRoot && !IBConverter.quietBoxes.contains(e.name) {
            let what: String
            switch e.name {
            case "textField", "searchBar": what = "\(e.name) is drawn with its text; it cannot be edited"
            case "wkWebView", "webView": what = "\(e.name) is drawn as an empty page (the app's code loads its content)"
            case "pickerView": what = "pickerView is drawn as Xcode's canvas draws it, with its sample rows (the app's data source fills it at run time)"
            default: what = "\(e.name) is not drawn yet; it is shown as a box of its frame and colour"
            }
            warn(e, what, once: "view-\(ctx.sceneID)-\(e.name)")
        }
        switch e.name {
        case "label":
            label(e, &v)
            // A label without text has no size of its own for Xcode's canvas, which keeps the
            // frame it stored for it (an app fills it in at run time): that size stands for
            // its intrinsic one, as it does in Xcode's layout.
            if (e["text"] ?? "").isEmpty, e.child(key: "attributedText") == nil { storedFrameIntrinsicSize(e, &ctx) }
        case "button":
            button(e, &v)
            buttonImage(e, &v, size: frame.size, &ctx)
        case "imageView":
            guard kind == .image else { break }
            image(e, &v, frame: frame)
            // An image view's intrinsic size is its image's, in points, as the document records
            // it (UIImageView's); a missing image's placeholder keeps that size too.
            if v.symbol == nil, let size = recordedImageSize(of: e) {
                assumeIntrinsicSize(of: e, width: size.width, height: size.height, &ctx)
            } else if v.symbol != nil {
                storedFrameIntrinsicSize(e, &ctx)
            }
        case "segmentedControl":
            v.segments = e.child("segments")?.children("segment").map { $0["title"] ?? "" } ?? []
            if v.segments.count > StoryboardDecoder.maxSegments { v.segments = Array(v.segments.prefix(StoryboardDecoder.maxSegments)) }
            if let s = e["selectedSegmentIndex"], let i = Int(s), v.segments.indices.contains(i) { v.selected = i }
            v.color = color(of: e, "selectedSegmentTintColor")
        case "pageControl":
            let pages = Int(e["numberOfPages"] ?? "3") ?? 3
            v.pages = min(max(pages, 0), StoryboardDecoder.maxPages)
            if let c = e["currentPage"], let i = Int(c), i >= 0, i < max(v.pages ?? 0, 1) { v.selected = i }
            v.color = color(of: e, "pageIndicatorTintColor")
            v.tint = color(of: e, "currentPageIndicatorTintColor")
        case "collectionView":
            flowLayout(e, &v)
        case "tableView":
            table(e, &v)
        case "tableViewCell":
            ctx.cellOwnViews.formUnion(tableCell(e, &v, &ctx))
            fallthrough
        case "collectionViewCell":
            if let content = IBConverter.cellContentView(of: e) {
                v.cell.contentLayoutID = content["id"]
                v.cell.contentBackground = color(of: content, "backgroundColor")
            }
        case "scrollView":
            if e.flag("pagingEnabled") == true { v.scrolling.paging = true }
        case "textField", "searchBar":
            textBox(e, &v, size: frame.size)
            textBoxIntrinsicSize(e, v, &ctx)
        case "textView":
            textView(e, &v)
        case "wkWebView", "webView":
            // A web view before it loads a page: the page's white (black in the dark appearance).
            if v.background == nil { v.background = ControlPalette(isDark: index.isDark).background }
        case "pickerView":
            pickerFace(&v, size: frame.size)
            let stored = ctx.layout.storedFrame(e, parentSize: index.canvas)?.height
            assumeIntrinsicSize(of: e, width: nil, height: stored ?? DatePicker.wheelsHeight, &ctx)
        case "switch":
            // Interface Builder writes `on="YES"` only for a switch that is on.
            v.isOn = e.flag("on") ?? false
            v.tint = color(of: e, "onTintColor")
        case "activityIndicatorView", "progressView", "slider", "stepper", "datePicker":
            valueControl(e, &v)
        case "navigationBar", "toolbar", "tabBar":
            standaloneBar(e, &v, &ctx)
        case "visualEffectView":
            if v.background == nil, let style = e.child("blurEffect")?["style"] {
                v.background = BlurEffect.material(style, dark: index.isDark)
            }
        default: break
        }
        designedIntrinsicSize(e, &v, &ctx)
        if kind.schema.keepsIBID { v.id = e["id"] }
        if kind.schema.keysByName["enabled"] != nil, e.flag("enabled") == false { v.enabled = false }
        connections(e, &v, &ctx)
        // Subviews, each with its frame decided first (stored, laid out by a stack, or from constraints).
        guard depth < 100 else {
            warn(e, "views nested more than 100 deep are left out", once: "deep")
            return v
        }
        let children = IBConverter.convertedSubviews(of: e).filter { !ctx.cellOwnViews.contains($0["id"] ?? "") }
        let frames = ctx.layout.startFrames(children, in: e, size: frame.size)
        let outerRowHeight = ctx.tableRowHeight
        if e.name == "tableView" { ctx.tableRowHeight = v.scrolling.rowHeight }
        for (child, f) in zip(children, frames) {
            v.subviews.append(convertView(child, frame: f, &ctx, depth: depth + 1))
        }
        ctx.tableRowHeight = outerRowHeight
        if e.name == "tableView" { v.subviews = IBConverter.orderTableChildren(e, children, v.subviews) }
        if e.name == "collectionView" { IBConverter.sizeCollectionChildren(e, children, &v.subviews) }
        return v
    }

    /// The elements converted as `e`'s subviews: those inside it, but a cell's content view
    /// stands for the cell's own `contentView`, so its subviews are the cell's.
    static func convertedSubviews(of e: IBElement) -> [IBElement] {
        guard let content = cellContentView(of: e) else { return subviewElements(of: e) }
        return subviewElements(of: e).flatMap { $0 === content ? subviewElements(of: $0) : [$0] }
    }

    /// The elements inside `e`, as the scene's layout sees them: its subviews, a table's cells,
    /// a cell's content view, a table's header and footer views (any view element: a
    /// `<searchBar key="tableHeaderView">` as well as a `<view>`).
    static func subviewElements(of e: IBElement) -> [IBElement] {
        var out: [IBElement] = []
        for c in e.children {
            switch c.name {
            case "subviews", "prototypes", "cells": out += c.children.filter { $0.name != "variation" }
            case "sections": for s in c.children("tableViewSection") { out += s.child("cells")?.children ?? [] }
            default:
                // Only views take these keys; any view element may (a search bar too).
                if let key = c["key"], ["contentView", "tableHeaderView", "tableFooterView", "backgroundView",
                                        "sectionHeaderView", "sectionFooterView"].contains(key) {
                    out.append(c)
                }
            }
        }
        return out
    }

    // MARK: Kinds

    mutating func label(_ e: IBElement, _ v: inout ViewSpec) {
        v.text = IBConverter.text(e, "text")
        v.font = font(of: e)
        v.color = color(of: e, "textColor") ?? (index.isDark ? .white : nil)
        v.align = e["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        if let n = e["numberOfLines"].flatMap({ Int($0) }), n != 1, (0...10_000).contains(n) { v.numberOfLines = n }
        if let m = e["lineBreakMode"].flatMap(LineBreakMode.init(name:)), m != .byTruncatingTail { v.lineBreakMode = m }
        attributedText(e, key: "attributedText", &v)
        if e.flag("adjustsFontSizeToFit") == true { v.adjustsFontSizeToFitWidth = true }
        if let m = e.number("minimumScaleFactor"), m > 0, m <= 1 { v.minimumScaleFactor = m }
    }

    mutating func button(_ e: IBElement, _ v: inout ViewSpec) {
        let normal = e.children.first { $0.name == "state" && $0["key"] == "normal" }
        v.text = normal?["title"]
        if v.text == nil, let normal { attributedText(normal, key: "attributedTitle", &v) }
        if let c = normal.flatMap({ color(of: $0, "titleColor") }) { v.color = c }
        for (name, _) in ButtonStateSpec.names {
            guard let s = e.children.first(where: { $0.name == "state" && $0["key"] == name }) else { continue }
            let state = ButtonStateSpec(name: name, title: s["title"], color: color(of: s, "titleColor"))
            if state.title != nil || state.color != nil { v.buttonStates.append(state) }
        }
        if e.flag("selected") == true { v.isSelected = true }
        v.font = font(of: e)
        if let m = e["lineBreakMode"].flatMap(LineBreakMode.init(name:)), m != .byTruncatingMiddle { v.lineBreakMode = m }
        // `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>`: left, top, right, bottom.
        if let i = e.child("inset", key: "contentEdgeInsets") {
            let insets = EdgeInsets(top: i.number("minY") ?? 0, left: i.number("minX") ?? 0,
                                    bottom: i.number("maxY") ?? 0, right: i.number("maxX") ?? 0)
            if insets != EdgeInsets() { v.contentEdgeInsets = insets }
        }
        if let config = e.child("buttonConfiguration") { buttonConfiguration(config, of: e, &v) }
        v.buttonRole = e["role"].flatMap(Button.Role.init(rawValue:)).flatMap { $0 == .normal ? nil : $0 }
        // UIKit's defaults for a button without a configuration: square corners unless the
        // layer rounds them; a custom button's title white, a system button's in its tint,
        // on a background colour too.
        v.cornerRadius = v.cornerRadius ?? 0
        if v.buttonConfiguration == nil, v.color == nil, v.text?.isEmpty == false || v.runs != nil, normal?["image"] == nil,
           normal?.child(key: "image") == nil {
            let type = e["buttonType"] ?? "custom"
            if type == "custom" { v.color = .white } else if v.background != nil { v.color = v.tint ?? .systemBlue }
        }
    }

    mutating func image(_ e: IBElement, _ v: inout ViewSpec, frame: Rect) {
        let reference = e.child(key: "image")
        let name = e["image"] ?? reference?["image"] ?? ""
        switch e["contentMode"] {
        case "scaleAspectFit"?: v.contentMode = .aspectFit
        case "scaleAspectFill"?: v.contentMode = .aspectFill
        case "center"?, "top"?, "bottom"?: v.contentMode = .center
        case "left"?, "topLeft"?, "bottomLeft"?: v.contentMode = .left
        case "right"?, "topRight"?, "bottomRight"?: v.contentMode = .right
        default: break
        }
        if reference?["catalog"] == "system" || e["catalog"] == "system" {
            symbol(name, at: e, &v)
            return
        }
        resolveImage(name, at: e, &v, size: frame.size)
        if v.kind == .image, catalog.isTemplate(named: name) { v.template = true }
    }

    /// The image file named `name` (asset catalogue or loose file), or a placeholder.
    mutating func resolveImage(_ name: String, at e: IBElement, _ v: inout ViewSpec, size: Size) {
        switch catalog.image(named: name, scale: index.device?.scale ?? 2) {
        case .success(let file): v.image = file
        case .failure(let why):
            let size = index.resources.imageSizes[name].map { "\(YAMLReader.format($0.width))×\(YAMLReader.format($0.height))" }
                ?? "\(YAMLReader.format(size.width))×\(YAMLReader.format(size.height))"
            warn(e, "image '\(name)': \(why.reason); a \(size) placeholder is shown", once: "image-\(name)")
            placeholder(&v)
        }
    }

    /// A button's image or background image (its normal state's). The image goes before the
    /// title, the two centred as one, as UIKit lays out a button without a configuration: the
    /// same layout as a plain configuration without insets or padding, which is what the
    /// button becomes. The image keeps the size the document records for it (fitted into the
    /// button when larger) and is drawn in the tint on a system button, whose images UIKit
    /// renders as templates. A background image (or the placeholder of an image not found) is
    /// an image view filling the button, with the title as a label above it.
    mutating func buttonImage(_ e: IBElement, _ v: inout ViewSpec, size: Size, _ ctx: inout SceneContext) {
        // A configured button draws its own image.
        guard v.kind == .button, v.buttonConfiguration == nil,
              let normal = e.children.first(where: { $0.name == "state" && $0["key"] == "normal" }) else { return }
        let reference = normal.child(key: "image")
        if normal["backgroundImage"] == nil, let name = normal["image"] ?? reference?["image"], !name.isEmpty {
            var c = Button.Configuration(style: .plain)
            // The legacy `contentEdgeInsets` (read by `button`) around the image.
            c.contentInsets = v.contentEdgeInsets ?? EdgeInsets()
            if v.font == nil { c.titleFont = .buttonDefault }
            configurationImage(name, system: reference?["catalog"] == "system" || normal["catalog"] == "system", at: e, &c)
            if e["buttonType"] == "system" { c.imageIsTemplate = true }
            if let s = c.imageSize, s.width > size.width || s.height > size.height, s.width > 0, s.height > 0 {
                let k = min(size.width / s.width, size.height / s.height)
                c.imageSize = Size(s.width * k, s.height * k)
            }
            c.baseForegroundColor = v.color
            if c.systemImageName != nil, (v.text ?? v.runs?.map(\.text).joined() ?? "").isEmpty {
                storedFrameIntrinsicSize(e, &ctx)
            }
            if c.hasImage { v.buttonConfiguration = c; return }
        }
        // A background image, or the placeholder of an image that is not found.
        guard let name = normal["backgroundImage"] ?? normal["image"] ?? reference?["image"], !name.isEmpty else { return }
        var img = ViewSpec(kind: .image, location: location(e))
        img.frame = Rect(size: size)
        img.autoresizing = .flexibleSize
        img.contentMode = normal["backgroundImage"] != nil ? .scaleToFill : .aspectFit
        resolveImage(name, at: e, &img, size: size)
        v.subviews.insert(img, at: 0)
        // The button's intrinsic size is still its image's and title's, as UIKit's: the image's
        // size as the document records it, beside the title (a background image's behind it),
        // with the content insets around them.
        let font = v.font == nil && v.fontSize == nil ? Font.buttonDefault : v.resolvedFont(defaultSize: Font.buttonDefault.pointSize)
        let titled = (v.text ?? v.runs?.map(\.text).joined()).map { AttributedText($0, attributes: TextAttributes(font: font)) }
        let text = titled.map { Button.intrinsicSize(ofTitle: $0, contentEdgeInsets: v.contentEdgeInsets ?? EdgeInsets(), minimumWidth: 0) }
            .flatMap { $0.width >= 0 ? $0 : nil }
        if let picture = index.resources.imageSizes[name] {
            let insets = v.contentEdgeInsets ?? EdgeInsets()
            let intrinsic: Size
            if normal["backgroundImage"] != nil {
                intrinsic = Size(max(picture.width, text?.width ?? 0), max(picture.height, text?.height ?? 0))
            } else {
                intrinsic = Size(picture.width + (text.map { $0.width - insets.left - insets.right } ?? 0) + insets.left + insets.right,
                                 max(picture.height + insets.top + insets.bottom, text?.height ?? 0))
            }
            assumeIntrinsicSize(of: e, width: intrinsic.width.rounded(.up), height: intrinsic.height.rounded(.up), &ctx)
        }
        if let title = v.text ?? v.runs?.map(\.text).joined(), !title.isEmpty {
            var label = ViewSpec(kind: .label, location: location(e))
            label.frame = Rect(size: size)
            label.autoresizing = .flexibleSize
            label.align = .center
            label.font = v.font ?? StoryboardFont(Font.buttonDefault)
            label.runs = v.runs
            label.text = v.runs == nil ? title : nil
            label.color = v.color ?? (v.background == nil ? (v.tint ?? .systemBlue) : .white)
            v.subviews.insert(label, at: 1)
            v.text = ""
            v.runs = nil
        }
    }

    /// A missing image: a light grey box where it would be.
    func placeholder(_ v: inout ViewSpec) {
        v.kind = .view
        v.contentMode = nil
        if v.background == nil || v.background?.alpha == 0 { v.background = Color(white: 0.85) }
    }

    /// Text fields and search bars: a box with their text (or placeholder, greyed), in the
    /// control colours of the document's appearance.
    mutating func textBox(_ e: IBElement, _ v: inout ViewSpec, size: Size) {
        let text = IBConverter.text(e, "text")
        let shown = (text?.isEmpty == false ? text : nil) ?? e["placeholder"] ?? e["text"]
        let palette = ControlPalette(isDark: index.isDark)
        if e.name == "textField", e["borderStyle"] == "roundedRect" || e["borderStyle"] == "bezel" {
            // UIKit's rounded field: its background with a hairline border, corners of 5.
            if v.background == nil || v.background?.alpha == 0 { v.background = palette.fieldBackground }
            v.cornerRadius = v.cornerRadius ?? 5
            if v.borderWidth == nil {
                v.borderWidth = 0.5
                v.borderColor = palette.fieldBorder
            }
        } else if e.name == "textField", e["borderStyle"] == "line", v.borderWidth == nil {
            // A line field: a one-point black rectangle.
            v.borderWidth = 1
            v.borderColor = .black
        } else if e.name == "searchBar" {
            searchBarFace(e, &v, size: size, palette: palette)
        }
        guard let shown, !shown.isEmpty else { return }
        var l = ViewSpec(kind: .label, location: location(e))
        l.text = shown
        l.font = font(of: e)
        l.color = text?.isEmpty == false ? color(of: e, "textColor") ?? palette.label : palette.placeholder
        l.align = e["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        let lineHeight = TextSystem.measurer.metrics(of: l.resolvedFont(defaultSize: 17)).lineHeight
        let h = min(size.height, lineHeight * 1.25)
        // The text's inset from the sides: UIKit's borderless field has none, a line border's 2.
        var inset = 8.0
        if e.name == "searchBar" {
            // After the magnifying glass, inside the field.
            let field = v.subviews.first?.frame ?? Rect(size: size)
            inset = field.minX + IBConverter.searchTextInset
            l.frame = Rect(inset, max(0, field.midY - h / 2), max(0, field.maxX - inset - 8), h)
            l.autoresizing = [.flexibleWidth]
            // Before a Cancel button: the first label is the text, whose baselines are the bar's.
            v.subviews.insert(l, at: min(2, v.subviews.count))
            return
        }
        if e.name == "textField" {
            switch e["borderStyle"] ?? "none" {
            case "none": inset = 0
            case "line": inset = 2
            default: break
            }
        }
        l.frame = Rect(inset, max(0, (size.height - h) / 2), max(0, size.width - 2 * inset), h)
        l.autoresizing = [.flexibleWidth]
        v.subviews.append(l)
    }

    /// The height of a search bar's field (UIKit's from iOS 11 outside a navigation bar: 36).
    static let searchFieldHeight = 36.0
    /// Where a search field's text starts, from the field's left edge: past the magnifying
    /// glass (8 points in, 16 wide) and 6 points of space.
    static let searchTextInset = 30.0

    /// A search bar's face, as UIKit's `UISearchBar` draws it: the bar's ground (its
    /// `barTintColor`; a light grey for the default and prominent styles; none for the minimal
    /// one), a rounded field 36 points high, 8 points in from the sides (and from a Cancel
    /// button drawn in the tint colour when `showsCancelButton` is set), centred in the bar's
    /// top 56 points, with a magnifying glass at its left. The text is laid over it by `textBox`.
    mutating func searchBarFace(_ e: IBElement, _ v: inout ViewSpec, size: Size, palette: ControlPalette) {
        if e["searchBarStyle"] != "minimal", v.background == nil || v.background?.alpha == 0 {
            v.background = color(of: e, "barTintColor") ?? palette.searchBar
        }
        let band = min(size.height, 56)
        let fieldHeight = min(IBConverter.searchFieldHeight, max(0, band - 4))
        var right = 8.0
        if e.flag("showsCancelButton") == true {
            var cancel = ViewSpec(kind: .label, location: location(e))
            cancel.text = "Cancel"
            let font = Font.systemFont(ofSize: 17)
            cancel.font = StoryboardFont(font)
            cancel.color = v.tint ?? .systemBlue
            let width = Label.intrinsicSize(of: AttributedText("Cancel", attributes: TextAttributes(font: font))).width.rounded(.up)
            cancel.frame = Rect(max(0, size.width - 8 - width), 0, width, band)
            cancel.autoresizing = [.flexibleLeftMargin]
            v.subviews.append(cancel)
            right += width + 8
        }
        var field = ViewSpec(kind: .view, location: location(e))
        let box = Rect(8, max(0, (band - fieldHeight) / 2), max(0, size.width - 8 - right), fieldHeight)
        field.frame = box
        field.background = palette.searchField
        field.cornerRadius = 10
        field.autoresizing = [.flexibleWidth]
        var glass = ViewSpec(kind: .image, location: location(e))
        glass.symbol = "magnifyingglass"
        glass.tint = palette.searchGlyph
        glass.template = true
        glass.contentMode = .aspectFit
        glass.frame = Rect(box.minX + 8, box.midY - 8, 16, 16)
        v.subviews.insert(contentsOf: [field, glass], at: 0)
    }

    /// The rows Xcode's canvas shows in a picker view, whose rows an app's data source gives.
    static let pickerSampleRows = ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]

    /// A picker view's face as Xcode's canvas draws it: the wheel's grey band across its middle
    /// and its sample rows, the centre one in the label colour at 21 points, the others smaller
    /// and fading, as the date picker's wheels are drawn.
    func pickerFace(_ v: inout ViewSpec, size: Size) {
        let palette = ControlPalette(isDark: index.isDark)
        let bandFrame = DatePicker.wheelBand(in: size)
        var band = ViewSpec(kind: .view, location: v.location)
        band.frame = bandFrame
        band.background = palette.face
        band.cornerRadius = DatePicker.wheelBandCornerRadius
        band.autoresizing = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        v.subviews.append(band)
        for (i, title) in IBConverter.pickerSampleRows.enumerated() {
            let offset = i - 2
            var row = ViewSpec(kind: .label, location: v.location)
            row.text = title
            let (font, color) = DatePicker.wheelRow(offset, palette)
            row.font = StoryboardFont(font)
            row.color = color
            row.align = .center
            row.frame = Rect(bandFrame.minX, DatePicker.wheelRowTop(offset, height: size.height), bandFrame.width, DatePicker.rowHeight)
            row.autoresizing = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
            v.subviews.append(row)
        }
        v.clips = true
    }

    /// The intrinsic size Auto Layout gives a view drawn here as a plain view, which its UIKit
    /// class would have given (a missing image's recorded size, a text field's text), unless the
    /// document gives one of its own (`placeholderIntrinsicWidth`).
    mutating func assumeIntrinsicSize(of e: IBElement, width: Double?, height: Double?, _ ctx: inout SceneContext) {
        guard let id = e["id"], var layout = ctx.constraints?.views[id],
              layout.placeholderIntrinsicWidth == nil, layout.placeholderIntrinsicHeight == nil else { return }
        layout.placeholderIntrinsicWidth = width
        layout.placeholderIntrinsicHeight = height
        ctx.constraints?.views[id] = layout
    }

    /// The size the document records for the image the image view `e` names (its `image`
    /// attribute or `<imageReference key="image">`), in points.
    func recordedImageSize(of e: IBElement) -> Size? {
        index.resources.imageSizes[e["image"] ?? e.child(key: "image")?["image"] ?? ""]
    }

    /// Makes the frame Xcode stored for `e` its intrinsic size, where that is what Xcode's
    /// layout took and SegueKit cannot measure it: an empty label's (an app fills it in), and
    /// a view whose content is an SF Symbol alone (an image view's, or an untitled button's
    /// image), whose size is its glyph's at the view's symbol configuration by SF's metrics,
    /// which SegueKit does not have. (The document's `<image catalog="system">` size is the
    /// symbol's artwork, not it; a button showing only a chevron is stored 22 points tall,
    /// taller than the glyph.)
    mutating func storedFrameIntrinsicSize(_ e: IBElement, _ ctx: inout SceneContext) {
        guard let stored = e.child("rect", key: "frame"), let w = stored.number("width"), let h = stored.number("height") else { return }
        assumeIntrinsicSize(of: e, width: IBSceneLayout.clampSide(w), height: IBSceneLayout.clampSide(h), &ctx)
    }

    /// A view of an `@IBDesignable` class measures as Xcode's canvas measured it, running the
    /// app's class (`IBDocumentIndex.designedSizes`), over what its UIKit class would give, on
    /// each side the class has a size on; an intrinsic size the document sets itself
    /// (`placeholderIntrinsicWidth`) stands.
    ///
    /// Such a label's class usually sets its font in code (from a style its user-defined
    /// attributes name), so the font the document stores is not the one drawn: a label of plain
    /// text takes the font whose text measures the recorded size (`designedFont`), and so wraps
    /// and draws as the canvas shows it. Where no font measures it (or the text is attributed),
    /// a one-line label takes the size as its intrinsic one and a wrapping label keeps its own.
    mutating func designedIntrinsicSize(_ e: IBElement, _ v: inout ViewSpec, _ ctx: inout SceneContext) {
        guard let id = e["id"], let size = index.designedSizes[id], var layout = ctx.constraints?.views[id],
              e["placeholderIntrinsicWidth"] == nil, e["placeholderIntrinsicHeight"] == nil else { return }
        if v.kind == .label {
            let font = v.resolvedFont(defaultSize: 17)
            if let text = v.text, !text.isEmpty, v.runs == nil,
               let found = IBConverter.designedFont(drawing: text, as: size, near: font, scale: index.device?.scale ?? 2) {
                if found != font {
                    v.font = StoryboardFont(found)
                    v.fontSize = nil
                    v.bold = nil
                }
                return
            }
            if (v.numberOfLines ?? 1) != 1 { return }
        }
        if size.width >= 0 { layout.placeholderIntrinsicWidth = size.width }
        if size.height >= 0 { layout.placeholderIntrinsicHeight = size.height }
        ctx.constraints?.views[id] = layout
    }

    /// The font, of `font`'s family (the system font in any of its usual weights, a named font
    /// in its own), that sets `text` at `size` (its lines unwrapped, rounded up to pixels at
    /// `scale`): the height nearest, within a pixel, then the width nearest to the half point,
    /// within a tenth of it or a point (the engine's faces are not Apple's); of widths as near,
    /// `font`'s weight, then the size nearest its. `font` itself when its height is the size's
    /// and its width within a point; nil when none measures it. Sizes are tried in half points
    /// within two of the size the heights' ratio gives.
    nonisolated static func designedFont(drawing text: String, as size: Size, near font: Font, scale: Double) -> Font? {
        guard size.width >= 0, size.height > 0 else { return nil }
        let pixel = 1 / max(scale, 1) + 1e-6
        func measure(_ f: Font) -> Size {
            View.ceiled(Label.intrinsicSize(of: AttributedText(text, attributes: TextAttributes(font: f)), numberOfLines: 0), toPixelsAt: scale)
        }
        let now = measure(font)
        guard now.height > 0 else { return nil }
        if abs(now.height - size.height) <= pixel, abs(now.width - size.width) <= 1 { return font }
        var weights = [font.weight]
        if font.isSystemFont { for w in [Font.Weight.regular, .medium, .semibold, .bold] where !weights.contains(w) { weights.append(w) } }
        let estimate = (font.pointSize * size.height / now.height * 2).rounded() / 2
        // Compared by the height's miss in whole pixels, the width's in half points, the
        // weight's rank and the size's distance from `font`'s.
        var best: (font: Font, key: (Double, Double, Int, Double))?
        for (rank, weight) in weights.enumerated() {
            for step in stride(from: -2.0, through: 2.0, by: 0.5) {
                let points = estimate + step
                guard StoryboardFont.sizes.contains(points) else { continue }
                let f = font.withSize(points).withWeight(weight)
                let m = measure(f)
                let miss = (height: abs(m.height - size.height), width: abs(m.width - size.width))
                guard miss.height <= pixel, miss.width <= max(1, size.width / 10) else { continue }
                let key = ((miss.height * scale).rounded(), (miss.width * 2).rounded(), rank, abs(points - font.pointSize))
                if let b = best, b.key <= key { continue }
                best = (f, key)
            }
        }
        return best?.font
    }

    /// A text field's and a search bar's intrinsic size, as UIKit's: a text field is as wide as
    /// its text (or placeholder) and, with a rounded border, 7 points a side more; a search bar
    /// has no width of its own. Their height is the one Xcode stored for the view, which it
    /// laid out with UIKit's own intrinsic height (34 points for a rounded text field of the
    /// default font, 56 for a search bar); without a stored frame, those.
    mutating func textBoxIntrinsicSize(_ e: IBElement, _ v: ViewSpec, _ ctx: inout SceneContext) {
        let stored = ctx.layout.storedFrame(e, parentSize: index.canvas)?.height
        if e.name == "searchBar" {
            assumeIntrinsicSize(of: e, width: nil, height: stored ?? 56, &ctx)
            return
        }
        let label = v.subviews.first { $0.kind == .label }
        let font = label?.resolvedFont(defaultSize: 17) ?? Font.systemFont(ofSize: 17)
        let text = label?.text ?? ""
        let measured = text.isEmpty ? Size(0, TextSystem.measurer.metrics(of: font).lineHeight)
            : Label.intrinsicSize(of: AttributedText(text, attributes: TextAttributes(font: font)))
        let rounded = e["borderStyle"] == "roundedRect"
        assumeIntrinsicSize(of: e, width: measured.width.rounded(.up) + (rounded ? 14 : 0),
                            height: stored ?? (rounded ? max(34, measured.height + 14) : measured.height.rounded(.up)), &ctx)
    }

    /// The control's segues and actions: a segue it triggers, an unwind to the scene's exit,
    /// an action the app's code handles (a guess for later binding).
    mutating func connections(_ e: IBElement, _ v: inout ViewSpec, _ ctx: inout SceneContext) {
        guard let conns = e.child("connections") else { return }
        let isControl = v.kind == .button
        for c in conns.children {
            switch c.name {
            case "segue":
                if c["kind"] == "unwind" {
                    if let a = IBConverter.actionName(c["unwindAction"]), isControl || e.name.hasSuffix("Cell") {
                        bindUnwind(a, e, &v, ctx, at: c)
                    }
                    continue
                }
                if v.kind == .container, c["kind"] == "embed" {
                    if let s = addSegue(c, from: ctx.sceneID, trigger: .container, &ctx) { v.embed = s.id }
                    continue
                }
                if c["kind"] == "embed" {
                    warn(c, "an embed segue from a \(e.name) is left out (only container views embed)")
                    continue
                }
                let cell = e.name.hasSuffix("Cell")
                let bindable = (isControl || cell) && v.action == nil
                let trigger: SegueTrigger = bindable ? .control : .other(e.name)
                guard let s = addSegue(c, from: ctx.sceneID, trigger: trigger, &ctx) else { continue }
                if bindable { v.action = .segue(s.id) }
            case "action":
                guard let dest = c["destination"], let a = IBConverter.actionName(c["selector"]) else { continue }
                if index.exitScene[dest] != nil || IBConverter.heroActions.contains(a) {
                    if isControl { bindUnwind(a, e, &v, ctx, at: c) }
                } else if v.action == nil {
                    guess(.controlAction, scene: ctx.sceneID, "\(e["id"] ?? e.name).\(a)", "the app's code (not run)", at: c)
                    // Named, so that a sidecar can bind it to a segue.
                    if let id = e["id"] {
                        if v.id == nil { v.id = id }
                        let pending = StoryboardSidecar.PendingAction(control: id, element: e.name, scene: ctx.sceneID, selector: c["selector"] ?? a)
                        if !suggested.pendingActions.contains(pending) { suggested.pendingActions.append(pending) }
                    }
                }
            case "outletCollection" where c["property"] == "gestureRecognizers":
                gestureRecognizer(outlet: c, &v, &ctx)
            default: break
            }
        }
    }

    mutating func bindUnwind(_ action: String, _ e: IBElement, _ v: inout ViewSpec, _ ctx: SceneContext, at c: IBElement) {
        v.action = .unwind(action)
        v.id = e["id"]
        unwindUses.append((action, ctx.sceneID, location(c)))
    }

    /// A collection view's `<collectionViewFlowLayout>`: item size, spacings, section inset,
    /// direction and header size.
    func flowLayout(_ e: IBElement, _ v: inout ViewSpec) {
        guard let f = e.child("collectionViewFlowLayout", key: "collectionViewLayout") ?? e.child("collectionViewFlowLayout") else { return }
        func side(_ d: Double?) -> Double? { d.map { IBSceneLayout.clampSide($0) } }
        if let s = f.child("size", key: "itemSize"), let w = side(s.number("width")), let h = side(s.number("height")) {
            v.scrolling.itemSize = Size(w, h)
        }
        v.scrolling.lineSpacing = side(f.number("minimumLineSpacing"))
        v.scrolling.interitemSpacing = side(f.number("minimumInteritemSpacing"))
        if let i = f.child("inset", key: "sectionInset") {
            v.scrolling.sectionInset = EdgeInsets(top: side(i.number("minY")) ?? 0, left: side(i.number("minX")) ?? 0,
                                                  bottom: side(i.number("maxY")) ?? 0, right: side(i.number("maxX")) ?? 0)
        }
        if f["scrollDirection"] == "horizontal" { v.scrolling.scrollDirection = .horizontal }
        for (key, size) in [("headerReferenceSize", \ScrollingSpec.headerSize), ("footerReferenceSize", \ScrollingSpec.footerSize)] {
            guard let s = f.child("size", key: key) else { continue }
            let extent = f["scrollDirection"] == "horizontal" ? s.number("width") : s.number("height")
            if let x = side(extent), x > 0 { v.scrolling[keyPath: size] = x }
        }
    }

    // MARK: Values

    /// The `<attributedString key=KEY>` of `e` as runs (each `<fragment>` with its `NSFont`,
    /// `NSColor`, `NSUnderline`, `NSStrikethrough` and `NSKern`), into `v.runs` in place of
    /// `v.text`; the first fragment's `NSParagraphStyle` gives the alignment and line spacing,
    /// and the line break mode when the view sets none.
    mutating func attributedText(_ e: IBElement, key: String, _ v: inout ViewSpec) {
        guard let a = e.children.first(where: { $0.name == "attributedString" && $0["key"] == key }) else { return }
        var runs: [TextRunSpec] = []
        var paragraph: IBElement?
        for fragment in a.children("fragment") {
            var run = TextRunSpec(text: fragment["content"] ?? fragment.child("string", key: "content")?.text ?? "")
            for x in fragment.child("attributes")?.children ?? [] {
                switch x["key"] {
                case "NSFont"?: run.font = IBValues.font(x)
                case "NSColor"?: run.color = color(x)
                case "NSUnderline"?: run.underline = x.number("value").flatMap(IBValues.underline)
                case "NSStrikethrough"?: run.strikethrough = x.number("value").flatMap(IBValues.underline)
                case "NSKern"?: run.kern = x.number("value").map { min(max($0, -1000), 1000) }
                case "NSParagraphStyle"?: if paragraph == nil { paragraph = x }
                default: break
                }
            }
            runs.append(run)
        }
        guard !runs.isEmpty else { return }
        v.runs = runs
        v.text = nil
        guard let p = paragraph else { return }
        // The paragraph's alignment is what UIKit draws; the view's own line break mode wins.
        if let a = p["alignment"].flatMap(TextAlignment.init(rawValue:)) { v.align = a }
        if v.lineBreakMode == nil, let m = p["lineBreakMode"].flatMap(IBValues.lineBreakMode(paragraphName:)),
           m != (v.kind == .button ? .byTruncatingMiddle : .byTruncatingTail) {
            v.lineBreakMode = m
        }
        if let spacing = p.number("lineSpacing"), spacing > 0 { v.lineSpacing = min(spacing, 1000) }
        if let m = p.number("lineHeightMultiple"), m > 0 { v.lineHeightMultiple = min(m, 10) }
        if let h = p.number("minimumLineHeight"), h > 0 { v.minimumLineHeight = min(h, 1000) }
        if let h = p.number("maximumLineHeight"), h > 0 { v.maximumLineHeight = min(h, 1000) }
    }

    /// A text attribute, or a `<string key=KEY>` child, or an attributed string's fragments.
    static func text(_ e: IBElement, _ key: String) -> String? {
        if let t = e[key] { return t }
        if let s = e.children.first(where: { $0.name == "string" && $0["key"] == key }) { return s.text }
        let attributedKey = key == "text" ? "attributedText" : key
        if let a = e.children.first(where: { $0.name == "attributedString" && $0["key"] == attributedKey }) {
            return a.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        }
        return nil
    }

    /// A number from `<userDefinedRuntimeAttribute keyPath=…>` (`layer.cornerRadius`).
    static func runtimeNumber(_ e: IBElement, _ keyPath: String) -> Double? {
        guard let attrs = e.child("userDefinedRuntimeAttributes"),
              let a = attrs.children.first(where: { $0["keyPath"] == keyPath }) else { return nil }
        return a.child("real")?.number("value") ?? a.child("integer")?.number("value") ?? a.child("number")?.child("real")?.number("value")
    }
}
