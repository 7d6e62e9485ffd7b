import Foundation
import Yams

/// The layout keys of every view (constraints, visual formats, hugging and compression
/// resistance) and the stack view kind, described once like the other keys (see
/// `ViewKindSchema`): read with line and column errors, written back, listed in the docs.
extension ViewKindSchema {
    private typealias W = StoryboardYAMLWriter

    /// The layout keys of every view, after the others.
    static let layoutKeys: [ViewKey] = [
        ViewKey(name: "constraints",
                value: "a list of constraints, such as `\"top == safeArea.top + 20\"` or `\"width == superview.width * 0.5 @750\"` (see Layout)",
                defaultValue: "none: the frame and autoresizing mask place the view",
                read: { r, n, v in
                    for item in r.layoutStrings(n, "the constraints") {
                        switch ConstraintParser.parse(item.text) {
                        case .success(var c):
                            c.location = r.location(in: item.node, at: 0)
                            v.constraints.append(c)
                        case .failure(let f):
                            r.error(at: r.location(in: item.node, at: f.offset), "bad constraint '\(YAMLReader.excerpt(item.text, limit: 60))': \(f.message)")
                        }
                    }
                },
                write: { v, _ in
                    v.constraints.isEmpty ? nil : W.strings(v.constraints.map { $0.text(selfID: v.id) })
                }),
        ViewKey(name: "layout",
                value: "a list of Visual Format Language strings over the view's subviews by id (see Layout)",
                defaultValue: "none",
                read: { r, n, v in
                    for item in r.layoutStrings(n, "the visual formats") {
                        let node = item.node, locator = r
                        switch VisualFormatParser.parse(item.text, locate: { locator.location(in: node, at: $0) }) {
                        case .success(let format): v.layout.append(format)
                        case .failure(let f):
                            r.error(at: r.location(in: node, at: f.offset),
                                    "bad visual format '\(YAMLReader.excerpt(item.text, limit: 60))': \(f.message)")
                        }
                    }
                },
                write: { v, _ in v.layout.isEmpty ? nil : W.strings(v.layout.map(\.text)) }),
        priorities("hugging", \.hugging, "the content hugging priorities",
                   value: "`[h, v]`: how strongly the view keeps to its content's size, 1…1000 or `required`, `high`, `low`",
                   default: "`[250, 250]`"),
        priorities("compression", \.compression, "the compression resistance priorities",
                   value: "`[h, v]`: how strongly the view resists being smaller than its content, 1…1000 or `required`, `high`, `low`",
                   default: "`[750, 750]`"),
    ]

    /// A `[h, v]` pair of priorities.
    private static func priorities(_ name: String, _ path: WritableKeyPath<ViewSpec, AxisPriorities?> & Sendable, _ what: String,
                                   value: String, default d: String) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in
                    guard let seq = n.sequence, seq.count == 2 else {
                        r.error(n, "expected \(what) as [horizontal, vertical], found \(YAMLReader.describe(n))")
                        return
                    }
                    guard let h = r.priority(seq[0], "the horizontal priority of \(what)"),
                          let vert = r.priority(seq[1], "the vertical priority of \(what)") else { return }
                    v[keyPath: path] = AxisPriorities(h, vert)
                },
                write: { v, _ in
                    v[keyPath: path].map { p in Node([W.priority(p.horizontal), W.priority(p.vertical)], Tag(.seq), .flow) }
                })
    }

    /// A `StackView`: its subviews are its arranged subviews, laid out along `axis`.
    static let stack = ViewKindSchema(
        .stack,
        keys: [
            .choice("axis", \.stack.axis, "stack axis", default: "`horizontal`"),
            .choice("distribution", \.stack.distribution, "stack distribution", default: "`fill`"),
            .choice("alignment", \.stack.alignment, "stack alignment", default: "`fill`"),
            .number("spacing", \.stack.spacing, "the spacing", min: -YAMLReader.maxSide, max: YAMLReader.maxSide,
                    value: "points between adjacent arranged subviews", default: "0"),
            .bool("baselineRelative", \.stack.baselineRelative, "baselineRelative",
                  value: "`true`: a vertical stack's spacing runs from each view's last baseline to the next one's first", default: "false"),
        ],
        ib: [],
        make: { spec, _ in
            let stack = StackView()
            if let a = spec.stack.axis { stack.axis = a.layoutAxis }
            if let d = spec.stack.distribution { stack.distribution = d }
            if let a = spec.stack.alignment { stack.alignment = a }
            if let s = spec.stack.spacing { stack.spacing = s }
            if let b = spec.stack.baselineRelative { stack.isBaselineRelativeArrangement = b }
            return stack
        })
}

extension YAMLReader {
    /// The strings of a list of layout strings (a single string counts as a list of one),
    /// each with its node for locations inside it.
    mutating func layoutStrings(_ node: Node, _ what: String) -> [(text: String, node: Node)] {
        let items = node.sequence.map(Array.init) ?? (node.scalar != nil ? [node] : [])
        if items.isEmpty, node.sequence == nil {
            error(node, "expected \(what) (a list of strings), found \(YAMLReader.describe(node))")
        }
        return items.compactMap { n in string(n, "an entry of \(what)").map { ($0, n) } }
    }

    /// The place `offset` characters into the scalar `node` (after its opening quote, if any),
    /// where a layout string's problem is.
    func location(in node: Node, at offset: Int) -> SourceLocation {
        var loc = location(node)
        let quoted = node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
        if node.mark?.line == loc.line { loc.column += offset + (quoted ? 1 : 0) }
        return loc
    }

    /// A layout priority: 1…1000, `required`, `high` or `low`.
    mutating func priority(_ node: Node, _ what: String) -> LayoutPriority? {
        guard let s = node.scalar, !YAMLReader.isNull(s) else {
            error(node, "expected \(what) (1…1000, required, high or low), found \(YAMLReader.describe(node))")
            return nil
        }
        if let p = ConstraintParser.priorityNames.first(where: { $0.0 == s.string }) { return p.1 }
        return number(node, what, min: 1, max: 1000).map { LayoutPriority(Float($0)) }
    }
}

extension StoryboardYAMLWriter {
    /// A list of layout strings, one a line, each double-quoted (a visual format's `[` and
    /// `|` would otherwise read as YAML).
    static func strings(_ v: [String]) -> Node {
        Node(v.map { Node($0, Tag(.str), .doubleQuoted) }, Tag(.seq), .block)
    }

    /// A priority, as its number.
    static func priority(_ p: LayoutPriority) -> Node { n(Double(p.rawValue)) }
}
