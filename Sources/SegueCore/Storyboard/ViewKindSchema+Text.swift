import Foundation
import Yams

/// The keys of text-bearing views (labels and buttons): their font, line breaking, spacing
/// and attributed runs.
extension ViewKindSchema {
    private typealias W = StoryboardYAMLWriter

    /// `font`: a `StoryboardFont`'s written form.
    static func fontKey(default d: String) -> ViewKey {
        ViewKey(name: "font", value: StoryboardFont.expected, defaultValue: d,
                read: { r, n, v in v.font = r.font(n, "the font") },
                write: { v, _ in v.font.map { W.s($0.written) } })
    }

    /// `lineBreakMode`: one of `LineBreakMode`'s names.
    static func lineBreakModeKey(default d: String) -> ViewKey {
        ViewKey(name: "lineBreakMode", value: LineBreakMode.allCases.map { "`\($0.name)`" }.joined(separator: ", "),
                defaultValue: d,
                read: { r, n, v in
                    guard let s = r.string(n, "the line break mode") else { return }
                    guard let mode = LineBreakMode(name: s) else {
                        let names = LineBreakMode.allCases.map(\.name)
                        let hint = YAMLReader.nearest(s, in: Set(names)).map { " (did you mean '\($0)'?)" } ?? ""
                        r.error(n, "unknown line break mode '\(YAMLReader.excerpt(s))'\(hint); expected one of: \(names.joined(separator: ", "))")
                        return
                    }
                    v.lineBreakMode = mode
                },
                write: { v, _ in v.lineBreakMode.map { W.s($0.name) } })
    }

    /// `lineSpacing`: points between lines.
    static let lineSpacingKey = ViewKey.number("lineSpacing", \.lineSpacing, "the line spacing", min: 0, max: 1000,
                                               value: "points added between lines, 0…1000", default: "0")
    /// The line height keys of a paragraph style (TextKit's order: the multiple, then the bounds).
    static let lineHeightKeys: [ViewKey] = [
        .number("lineHeightMultiple", \.lineHeightMultiple, "the line height multiple", min: 0, max: 10,
                value: "a factor on the font's line height, 0…10 (0: none)", default: "0"),
        .number("minimumLineHeight", \.minimumLineHeight, "the minimum line height", min: 0, max: 1000,
                value: "points, 0…1000 (0: none)", default: "0"),
        .number("maximumLineHeight", \.maximumLineHeight, "the maximum line height", min: 0, max: 1000,
                value: "points, 0…1000 (0: none)", default: "0"),
    ]

    /// The keys a run of attributed text may have.
    static let runKeys: Set<String> = ["text", "font", "color", "underline", "strikethrough", "kern"]

    /// `attributedText` / `attributedTitle`: a list of runs.
    static func runsKey(_ name: String, what: String) -> ViewKey {
        let styles = TextRunSpec.underlineNames.map { "`\($0.0)`" }.joined(separator: ", ")
        return ViewKey(
            name: name,
            value: "a list of runs, each `{text, font, color, underline, strikethrough, kern}` (only `text` needed; "
                + "`underline` and `strikethrough`: \(styles) or `true`), instead of `\(what)`",
            defaultValue: "none (plain text)",
            read: { r, n, v in v.runs = r.runs(n, "the \(name) runs") },
            write: { v, _ in v.runs.map { runs in Node(runs.map(ViewKindSchema.runNode), Tag(.seq), .block) } })
    }

    /// One run written back.
    static func runNode(_ run: TextRunSpec) -> Node {
        var m: [(Node, Node)] = [(W.k("text"), W.s(run.text))]
        if let f = run.font { m.append((W.k("font"), W.s(f.written))) }
        if let c = run.color { m.append((W.k("color"), W.s(c.hexString))) }
        func style(_ s: UnderlineStyle) -> Node { W.s(TextRunSpec.underlineNames.first { $0.1 == s }?.0 ?? "single") }
        if let u = run.underline { m.append((W.k("underline"), style(u))) }
        if let s = run.strikethrough { m.append((W.k("strikethrough"), style(s))) }
        if let k = run.kern { m.append((W.k("kern"), W.n(k))) }
        return Node(m, Tag(.map), .flow)
    }

    /// A label's or button's text and runs are not both given.
    static func checkRuns(_ v: ViewSpec, _ node: Node, _ r: inout YAMLReader, textKey: String, runsKey: String) {
        if v.runs != nil, v.text != nil {
            r.error(at: v.at[runsKey] ?? v.location, "give either `\(textKey)` or `\(runsKey)`, not both")
        }
    }
}

extension YAMLReader {
    /// A written font (see `StoryboardFont`).
    mutating func font(_ node: Node, _ what: String) -> StoryboardFont? {
        guard let s = string(node, what) else { return nil }
        switch StoryboardFont.parse(s) {
        case .success(let f): return f
        case .failure(let why):
            error(node, "bad font '\(YAMLReader.excerpt(s))' for \(what): \(why); expected \(StoryboardFont.expected)")
            return nil
        }
    }

    /// An underline or strikethrough style: a name, or `true`/`false`.
    mutating func underline(_ node: Node, _ what: String) -> UnderlineStyle? {
        guard let s = string(node, what) else { return nil }
        if ["true", "yes"].contains(s.lowercased()) { return .single }
        if ["false", "no"].contains(s.lowercased()) { return UnderlineStyle.none }
        guard let style = TextRunSpec.underlineNames.first(where: { $0.0 == s })?.1 else {
            error(node, "unknown \(what) '\(YAMLReader.excerpt(s))'; expected one of: "
                  + TextRunSpec.underlineNames.map(\.0).joined(separator: ", ") + ", true, false")
            return nil
        }
        return style
    }

    /// A list of attributed runs.
    mutating func runs(_ node: Node, _ what: String) -> [TextRunSpec]? {
        guard let items = node.sequence else {
            error(node, "expected \(what) (a list of runs such as `- {text: Hello, font: system-bold 17}`), found \(YAMLReader.describe(node))")
            return nil
        }
        var out: [TextRunSpec] = []
        for item in items {
            guard let pairs = mapping(item, "a run", allowed: ViewKindSchema.runKeys) else { continue }
            var run = TextRunSpec(text: "")
            var hasText = false
            for (key, _, value) in pairs {
                switch key {
                case "text":
                    if let t = string(value, "the run's text") { run.text = t; hasText = true }
                case "font": run.font = font(value, "the run's font")
                case "color": run.color = color(value, "the run's colour")
                case "underline": run.underline = underline(value, "underline")
                case "strikethrough": run.strikethrough = underline(value, "strikethrough")
                case "kern": run.kern = number(value, "the run's kerning", min: -1000, max: 1000)
                default: break
                }
            }
            if !hasText { error(item, "a run needs its `text`") }
            out.append(run)
        }
        return out
    }
}
