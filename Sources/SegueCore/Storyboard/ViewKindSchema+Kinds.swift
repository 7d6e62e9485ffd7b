import Foundation
import Yams

/// The view kinds a storyboard can declare, one schema each (see `ViewKindSchema`). A key's
/// place in its list is its place in written YAML.
extension ViewKindSchema {
    private typealias W = StoryboardYAMLWriter

    /// The autoresizing names, as written (each one flag) and read (also the shorthands).
    static let autoresizingNames: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    /// The shorthands an autoresizing list may also name.
    static let autoresizingShorthands: [(String, AutoresizingMask)] = [
        ("flexibleSize", .flexibleSize), ("flexibleMargins", .flexibleMargins),
    ]

    /// The keys of every view.
    static let common: [ViewKey] = [
        .identifier("id", \.id, "the view's id", value: "a name without spaces; `focus`, `childContainer` and sidecars name the view by it"),
        ViewKey(name: "frame", value: "`[x, y, width, height]` in points, in the superview (y down)",
                defaultValue: "a root view fills the window and resizes with it; others: zero, or where their constraints put them",
                read: { r, n, v in v.frame = r.rect(n, "the frame") },
                write: { v, _ in v.frame.map { f in Node([W.n(f.minX), W.n(f.minY), W.n(f.width), W.n(f.height)], Tag(.seq), .flow) } }),
        ViewKey(name: "autoresizing",
                value: "a list of " + (autoresizingNames + autoresizingShorthands).map { "`\($0.0)`" }.joined(separator: ", "),
                defaultValue: "none (fixed in the top left)",
                read: { r, n, v in
                    let names = Dictionary(ViewKindSchema.autoresizingNames + ViewKindSchema.autoresizingShorthands, uniquingKeysWith: { a, _ in a })
                    for name in r.stringList(n, "the autoresizing mask") ?? [] {
                        if let m = names[name] { v.autoresizing.formUnion(m) } else {
                            r.error(n, "unknown autoresizing '\(name)'; expected: \(names.keys.sorted().joined(separator: ", "))")
                        }
                    }
                },
                write: { v, _ in
                    v.autoresizing.isEmpty ? nil : W.list(ViewKindSchema.autoresizingNames.filter { v.autoresizing.contains($0.1) }.map(\.0))
                }),
        .color("background", \.background, "the background", default: "clear; white for a scene's root view"),
        .image("pattern", \.pattern, "the pattern image", value: "an image file tiled over the background"),
        .number("cornerRadius", \.cornerRadius, "the corner radius", min: 0, max: YAMLReader.maxSide,
                value: "points", default: "0"),
        .number("borderWidth", \.borderWidth, "the border width", min: 0, max: YAMLReader.maxSide,
                value: "points: a border along the inside of the rounded bounds, above the subviews", default: "0"),
        .color("borderColor", \.borderColor, "the border colour", default: "black"),
        .number("alpha", \.alpha, "alpha", min: 0, max: 1, value: "0…1", default: "1"),
        ViewKey(name: "hidden", value: "`true` or `false`", defaultValue: "false",
                read: { r, n, v in v.hidden = r.bool(n, "hidden") ?? false },
                write: { v, _ in v.hidden ? W.b(true) : nil }),
        .bool("clips", \.clips, "clips", value: "`true` or `false`: subviews clipped to the bounds", default: "false"),
        .color("tint", \.tint, "the tint",
               value: "colour: the view's `tintColor`, which its subviews take unless they have their own (controls, symbols, template images); a switch's track when on, a progress view's and a slider's filled track, a date picker's selected field, a page control's current dot",
               default: "the superview's; system blue at the top (a switch: system green; a page control's dot: white)"),
        .integer("tag", \.tag, "the tag", value: "a whole number", default: "0"),
        .identifier("transitionID", \.transitionID, "the transition id",
                    value: "a name without spaces: the view flies to the view with the same id on the other screen (Hero's `heroID`)"),
        ViewKey(name: "transitionModifiers",
                value: "a modifier string in Hero's format, e.g. `fade translate(0, -150)`, `arc`, `scale(0.5)` (see Matched elements)",
                defaultValue: "none",
                read: { r, n, v in
                    guard let text = r.string(n, "the transition modifiers") else { return }
                    let parsed = TransitionModifier.parse(text)
                    v.transitionModifiers = parsed.modifiers
                    for w in parsed.warnings { r.warning(n, column: w.column, "transitionModifiers: \(w.message)") }
                },
                write: { v, _ in v.transitionModifiers.isEmpty ? nil : W.s(TransitionModifier.string(v.transitionModifiers)) }),
    ] + layoutKeys

    /// The keys of a label and a button both have.
    private static func fontSize(default d: String) -> ViewKey {
        ViewKey.number("fontSize", \.fontSize, "the font size", min: 1, max: 500,
                       value: "points, 1…500 (overrides `font`'s size)", default: d)
    }
    private static let adjustsFontSize = ViewKey.bool("adjustsFontSizeToFitWidth", \.adjustsFontSizeToFitWidth,
                                                      "adjustsFontSizeToFitWidth",
                                                      value: "`true`: the text shrinks to fit the frame", default: "false")
    /// Whether a control takes input.
    private static let enabled = ViewKey.bool("enabled", \.enabled, "enabled", default: "true")

    /// A plain `View`.
    static let view = ViewKindSchema(.view, keys: [],
                                     ib: ["view", "stackView", "tableViewCellContentView", "collectionViewCellContentView"],
                                     make: { _, _ in View() })

    /// An on/off `Switch`.
    static let switchControl = ViewKindSchema(
        .switch,
        keys: [
            .bool("on", \.isOn, "on", default: "false"),
            enabled,
            segueKey("flipped"), unwindKey("flipped"),
        ],
        ib: ["switch"], keepsIBID: true,
        make: { spec, _ in
            let s = Switch(isOn: spec.isOn ?? false)
            s.onTintColor = spec.tint
            return s
        })

    /// A `ContainerView` hosting an embedded controller's view.
    static let container = ViewKindSchema(
        .container,
        keys: [.identifier("embed", \.embed, "the embed segue's id",
                           value: "an `embed` segue's id: its destination becomes the scene's child, filling the container, when the scene loads")],
        ib: ["containerView"], keepsIBID: true,
        make: { spec, _ in
            let c = ContainerView()
            c.embedSegueIdentifier = spec.embed
            return c
        })

    /// A `Label`.
    static let label = ViewKindSchema(
        .label,
        keys: [
            .text("text", \.text, "the text", default: "empty"),
            runsKey("attributedText", what: "text"),
            fontKey(default: "`system 17`"),
            fontSize(default: "17"),
            .color("color", \.color, "the text colour", default: "black"),
            .bool("bold", \.bold, "bold", value: "`true`: the font's bold weight", default: "false"),
            .choice("align", \.align, "alignment", default: "`natural` (the leading edge of the text's direction)"),
            .integer("numberOfLines", \.numberOfLines, "the number of lines", min: 0, max: 10_000,
                     value: "0…10000; 0: as many as needed, wrapped at word boundaries", default: "1"),
            lineBreakModeKey(default: "`byTruncatingTail`"),
            lineSpacingKey,
        ] + lineHeightKeys + [
            adjustsFontSize,
            .number("minimumScaleFactor", \.minimumScaleFactor, "the minimum scale factor", min: 0, max: 1,
                    value: "0…1: the smallest share of `fontSize` it shrinks to", default: "0"),
        ],
        ib: ["label"],
        check: { v, node, r in checkRuns(v, node, &r, textKey: "text", runsKey: "attributedText") },
        make: { spec, _ in
            let l = Label(text: spec.text ?? "")
            l.font = spec.resolvedFont(defaultSize: Font.labelDefault.pointSize)
            styleLabel(l, spec)
            return l
        })

    /// Gives `l` what `spec` says of a label beyond its text and font: colour, alignment, line
    /// breaks, lines, attributed text and font fitting (a label, or a table cell style's label).
    @MainActor static func styleLabel(_ l: Label, _ spec: ViewSpec) {
        if let c = spec.color { l.textColor = c }
        if let a = spec.align { l.textAlignment = a }
        if let m = spec.lineBreakMode { l.lineBreakMode = m }
        if let n = spec.numberOfLines { l.numberOfLines = n }
        let base = TextAttributes(font: l.font, foregroundColor: l.textColor,
                                  paragraphStyle: ParagraphStyle(alignment: l.textAlignment, lineBreakMode: l.lineBreakMode))
        if let attributed = spec.attributedText(over: base) { l.attributedText = attributed }
        if let f = spec.adjustsFontSizeToFitWidth { l.adjustsFontSizeToFitWidth = f }
        if let m = spec.minimumScaleFactor { l.minimumScaleFactor = m }
    }

    /// The `segue` key of a view that acts when `done` (a button pressed, a cell selected).
    static func segueKey(_ done: String) -> ViewKey {
        .action("segue", what: "the segue to perform", value: "a segue id, performed when \(done) (or `unwind`)",
                make: { .segue($0) }, written: { if case .segue(let s) = $0 { return s }; return nil })
    }
    /// The `unwind` key of a view that acts when `done`.
    static func unwindKey(_ done: String) -> ViewKey {
        .action("unwind", what: "the unwind action", value: "an unwind action, performed when \(done) (or `segue`)",
                make: { .unwind($0) }, written: { if case .unwind(let a) = $0 { return a }; return nil })
    }

    /// A `Button`.
    static let button = ViewKindSchema(
        .button,
        keys: [
            .text("title", \.text, "the title", default: "empty"),
            runsKey("attributedTitle", what: "title"),
            fontKey(default: "`system 15` (UIKit's button title)"),
            fontSize(default: "15"),
            lineBreakModeKey(default: "`byTruncatingMiddle`"),
            .color("color", \.color, "the text colour", value: "colour of the title", default: "the tint; white on a background"),
            enabled,
            adjustsFontSize,
            // Negative, as UIKit allows: the content may reach past the button's edges.
            .insets("contentEdgeInsets", \.contentEdgeInsets, "the content insets", min: -YAMLReader.maxSide,
                    default: "none: 6 points above and below the title, as UIKit's"),
            segueKey("pressed"), unwindKey("pressed"),
            .bool("selected", \.isSelected, "selected", value: "`true`: the button is selected and shows its `selected` state", default: "false"),
            .choice("role", \.buttonRole, "role", default: "`normal` (a `primary` configured button's default title is semibold)"),
            buttonStatesKey,
        ] + configurationKeys,
        ib: ["button"], keepsIBID: true,
        check: { v, node, r in checkRuns(v, node, &r, textKey: "title", runsKey: "attributedTitle") },
        make: { spec, assets in
            let b = Button(title: spec.text ?? "")
            if let f = spec.adjustsFontSizeToFitWidth { b.adjustsFontSizeToFitWidth = f }
            b.font = spec.resolvedFont(defaultSize: Font.buttonDefault.pointSize)
            if let m = spec.lineBreakMode { b.lineBreakMode = m }
            if let i = spec.contentEdgeInsets { b.contentEdgeInsets = i }
            b.titleColor = spec.color
            for s in spec.buttonStates {
                if let t = s.title { b.setTitle(t, for: s.state) }
                if let c = s.color { b.setTitleColor(c, for: s.state) }
            }
            if spec.isSelected == true { b.isSelected = true }
            if let r = spec.buttonRole { b.role = r }
            let color: Color = spec.color ?? (spec.background == nil ? b.tintColor! : .white)
            b.attributedTitle = spec.attributedText(over: TextAttributes(font: b.font, foregroundColor: color))
            if var c = spec.buttonConfiguration {
                if spec.font != nil || spec.fontSize != nil { c.titleFont = b.font }
                c.image = c.image.map { StoryboardValidator.resolve($0, in: assets) }
                b.configuration = c
            }
            return b
        })

    /// A button's `states`: a mapping from `highlighted`, `selected` and `disabled` to the
    /// state's `title` and `color`.
    static let buttonStatesKey = ViewKey(
        name: "states", value: "a mapping of " + ButtonStateSpec.names.map { "`\($0.name)`" }.joined(separator: ", ")
            + " to the state's `title` and `color`", defaultValue: "none: every state shows the normal title and colour",
        read: { r, n, v in
            guard let pairs = r.mapping(n, "the button's states", allowed: Set(ButtonStateSpec.names.map(\.name))) else { return }
            var states: [ButtonStateSpec] = []
            for (name, _, value) in pairs {
                guard let fields = r.mapping(value, "the \(name) state", allowed: ["title", "color"]) else { continue }
                var s = ButtonStateSpec(name: name)
                for (key, _, node) in fields {
                    if key == "title" { s.title = r.string(node, "the \(name) state's title") }
                    if key == "color" { s.color = r.color(node, "the \(name) state's colour") }
                }
                states.append(s)
            }
            v.buttonStates = ButtonStateSpec.names.compactMap { n in states.first { $0.name == n.name } }
        },
        write: { v, _ in
            guard !v.buttonStates.isEmpty else { return nil }
            return Node(v.buttonStates.map { s in
                var fields: [(Node, Node)] = []
                if let t = s.title { fields.append((StoryboardYAMLWriter.k("title"), StoryboardYAMLWriter.s(t))) }
                if let c = s.color { fields.append((StoryboardYAMLWriter.k("color"), StoryboardYAMLWriter.s(c.hexString))) }
                return (StoryboardYAMLWriter.k(s.name), Node(fields))
            })
        })

    /// An `ImageView`.
    static let image = ViewKindSchema(
        .image,
        keys: [
            .image("image", \.image, "the image file", value: "an image file (PNG or JPEG)"),
            .choice("contentMode", \.contentMode, "content mode", default: "`scaleToFill`"),
            .text("symbol", \.symbol, "the symbol", value: "an SF Symbol's name, drawn instead of an image file (see `SystemSymbol`)"),
            .bool("template", \.template, "template", value: "`true`: the image drawn as a template, in the tint", default: "false"),
        ],
        ib: ["imageView"],
        make: { spec, assets in
            let v = ImageView(image: spec.image.map { StoryboardValidator.resolve($0, in: assets) },
                              contentMode: spec.contentMode ?? .scaleToFill)
            v.systemImageName = spec.symbol
            if spec.template == true { v.rendersAsTemplate = true }
            return v
        })

    /// A `SegmentedControl`.
    static let segmented = ViewKindSchema(
        .segmented,
        keys: [
            ViewKey(name: "segments", value: "a list of titles, left to right (at most \(StoryboardLimits.maxSegments))",
                    defaultValue: "none",
                    read: { r, n, v in
                        let most = StoryboardLimits.maxSegments
                        v.segments = r.sequenceOfStrings(n, "the segment titles")
                        if v.segments.count > most {
                            r.error(n, "expected at most \(most) segments, found \(v.segments.count)")
                            v.segments = Array(v.segments.prefix(most))
                        }
                    },
                    write: { v, _ in W.list(v.segments) }),
            .integer("selected", \.selected, "the selected segment", min: 0, max: StoryboardLimits.maxSegments,
                     value: "the selected segment's index", default: "0"),
            ViewKey(name: "segues", value: "a list of segue ids, one per segment, performed when it is selected",
                    defaultValue: "none",
                    read: { r, n, v in v.segmentSegues = r.stringList(n, "the segues of the segments") ?? [] },
                    write: { v, _ in v.segmentSegues.isEmpty ? nil : W.list(v.segmentSegues) }),
            .color("selectedSegmentTintColor", \.color, "the selectedSegmentTintColor",
                   value: "colour of the selected segment's pill", default: "white (system grey in the dark)"),
            enabled,
        ],
        ib: ["segmentedControl"], keepsIBID: true,
        check: { v, node, r in
            if let sel = v.selected, sel >= v.segments.count, !v.segments.isEmpty {
                r.error(node, "selected segment \(sel) is out of range: there are \(v.segments.count) segments")
            }
            if !v.segmentSegues.isEmpty, v.segmentSegues.count != v.segments.count {
                r.error(node, "expected one segue per segment: \(v.segments.count) segments but \(v.segmentSegues.count) segues")
            }
        },
        make: { spec, _ in
            let s = SegmentedControl(segments: spec.segments, selectedSegmentIndex: spec.selected ?? 0)
            s.selectedSegmentTintColor = spec.color
            return s
        })

    /// A `PageControl`.
    static let pageControl = ViewKindSchema(
        .pageControl,
        keys: [
            .integer("pages", \.pages, "the number of pages", min: 0, max: StoryboardLimits.maxPages,
                     value: "the number of pages (at most \(StoryboardLimits.maxPages))", default: "0"),
            .integer("current", \.selected, "the current page", min: 0, max: StoryboardLimits.maxPages,
                     value: "the current page's index", default: "0"),
            .color("dotColor", \.color, "the dotColor", value: "colour of the other dots", default: "half-transparent grey"),
            enabled,
        ],
        ib: ["pageControl"], keepsIBID: true,
        check: { v, node, r in
            if let cur = v.selected, let pages = v.pages, cur >= max(pages, 1) {
                r.error(node, "current page \(cur) is out of range: there are \(pages) pages")
            }
        },
        make: { spec, _ in
            let p = PageControl(numberOfPages: spec.pages ?? 0, currentPage: spec.selected ?? 0)
            if let c = spec.color { p.pageIndicatorColor = c }
            if let t = spec.tint { p.currentPageIndicatorColor = t }
            return p
        })
}
