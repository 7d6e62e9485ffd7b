import Foundation
import Yams

/// Writes a `StoryboardFile` as the YAML storyboard format (docs/storyboard.md), so that a
/// converted Interface Builder storyboard can be kept and edited as YAML. Only keys that
/// differ from their defaults are written; reading the text back gives the same model.
public enum StoryboardYAMLWriter {
    /// The YAML text of `file`. `imagePath` rewrites each image path (relative to the file's
    /// assets folder) as the written file should name it; `header` lines become comments at
    /// the top.
    public static func yaml(_ file: StoryboardFile, header: [String] = [],
                            imagePath: (String) -> String = { $0 }) throws -> String {
        var top: [(Node, Node)] = [(k("version"), n(1)), (k("initial"), s(file.initialScene))]
        top.append((k("scenes"), Node(file.scenes.map { scene($0, imagePath) })))
        if !file.segues.isEmpty { top.append((k("segues"), Node(file.segues.map(segue)))) }
        let body = try Yams.serialize(node: Node(top), width: -1, allowUnicode: true)
        let comments = header.map(YAMLText.comment)
        return (comments.isEmpty ? "" : comments.joined(separator: "\n") + "\n") + body
    }

    private static func k(_ key: String) -> Node { s(key) }
    /// A string: plain when `YAMLText` finds that safe, else double-quoted, which the emitter
    /// writes with escapes for line breaks and control characters (as `YAMLText.quoted` does).
    private static func s(_ v: String) -> Node {
        YAMLText.isPlainSafe(v) ? Node(v, Tag(.str), .plain) : Node(v, Tag(.str), .doubleQuoted)
    }
    private static func n(_ v: Double) -> Node { Node(YAMLReader.format(v), Tag(.float), .plain) }
    private static func n(_ v: Int) -> Node { Node(String(v), Tag(.int), .plain) }
    private static func b(_ v: Bool) -> Node { Node(v ? "true" : "false", Tag(.bool), .plain) }
    private static func list(_ v: [String]) -> Node { Node(v.map { s($0) }, Tag(.seq), .flow) }

    private static func scene(_ sc: SceneSpec, _ imagePath: (String) -> String) -> Node {
        var m: [(Node, Node)] = [(k("id"), s(sc.id))]
        if sc.className != "ViewController" { m.append((k("class"), s(sc.className))) }
        if let t = sc.title { m.append((k("title"), s(t))) }
        if !sc.unwindActions.isEmpty { m.append((k("unwind"), list(sc.unwindActions))) }
        if let e = sc.escape { m.append((k("escape"), s(e))) }
        if let f = sc.focus { m.append((k("focus"), s(f))) }
        if !sc.children.isEmpty {
            m.append((k(sc.className == "TabBarController" ? "tabs" : "children"), list(sc.children)))
        }
        if let c = sc.childContainer { m.append((k("childContainer"), s(c))) }
        if let c = sc.childSegue { m.append((k("childSegue"), s(c))) }
        if let l = sc.loadSegue { m.append((k("onLoad"), s(l))) }
        if let r = sc.root { m.append((k("root"), s(r))) }
        if let t = sc.tabTitle { m.append((k("tabTitle"), s(t))) }
        m.append((k("view"), view(sc.view, imagePath)))
        return Node(m)
    }

    static let autoresizingNames: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    private static func view(_ v: ViewSpec, _ imagePath: (String) -> String) -> Node {
        var m: [(Node, Node)] = []
        if v.kind != .view { m.append((k("type"), s(v.kind.rawValue))) }
        if let id = v.id { m.append((k("id"), s(id))) }
        if let f = v.frame {
            m.append((k("frame"), Node([n(f.minX), n(f.minY), n(f.width), n(f.height)], Tag(.seq), .flow)))
        }
        if !v.autoresizing.isEmpty {
            m.append((k("autoresizing"), list(autoresizingNames.filter { v.autoresizing.contains($0.1) }.map(\.0))))
        }
        if let c = v.background { m.append((k("background"), s(c.hexString))) }
        if let p = v.pattern { m.append((k("pattern"), s(imagePath(p)))) }
        if let r = v.cornerRadius { m.append((k("cornerRadius"), n(r))) }
        if let a = v.alpha { m.append((k("alpha"), n(a))) }
        if v.hidden { m.append((k("hidden"), b(true))) }
        if let c = v.clips { m.append((k("clips"), b(c))) }
        if let t = v.tag { m.append((k("tag"), n(t))) }
        switch v.kind {
        case .label, .button:
            if let t = v.text { m.append((k(v.kind == .label ? "text" : "title"), s(t))) }
            if let f = v.fontSize { m.append((k("fontSize"), n(f))) }
            if let c = v.color { m.append((k("color"), s(c.hexString))) }
            if v.kind == .label {
                if let bold = v.bold { m.append((k("bold"), b(bold))) }
                if let a = v.align { m.append((k("align"), s(a.rawValue))) }
            }
        case .image:
            if let i = v.image { m.append((k("image"), s(imagePath(i)))) }
            if let c = v.contentMode { m.append((k("contentMode"), s(c.rawValue))) }
        case .segmented:
            m.append((k("segments"), list(v.segments)))
            if let sel = v.selected { m.append((k("selected"), n(sel))) }
            if !v.segmentSegues.isEmpty { m.append((k("segues"), list(v.segmentSegues))) }
        case .pageControl:
            if let p = v.pages { m.append((k("pages"), n(p))) }
            if let c = v.selected { m.append((k("current"), n(c))) }
            if let c = v.color { m.append((k("dotColor"), s(c.hexString))) }
        case .container:
            if let e = v.embed { m.append((k("embed"), s(e))) }
        case .view: break
        }
        if v.kind == .button || v.kind == .segmented || v.kind == .pageControl {
            if let t = v.tint { m.append((k("tint"), s(t.hexString))) }
            if let e = v.enabled { m.append((k("enabled"), b(e))) }
        }
        if v.kind == .button {
            switch v.action {
            case .segue(let id)?: m.append((k("segue"), s(id)))
            case .unwind(let a)?: m.append((k("unwind"), s(a)))
            case nil: break
            }
        }
        if !v.subviews.isEmpty { m.append((k("subviews"), Node(v.subviews.map { view($0, imagePath) }))) }
        return Node(m)
    }

    private static func segue(_ sg: SegueSpec) -> Node {
        var m: [(Node, Node)] = [(k("id"), s(sg.id)), (k("kind"), s(sg.kind.rawValue)), (k("from"), s(sg.source)),
                                 (k("to"), s(sg.destination))]
        if let c = sg.className { m.append((k("class"), s(c))) }
        let o = sg.options
        var opts: [(Node, Node)] = []
        if let d = o.duration { opts.append((k("duration"), n(d))) }
        if let d = o.direction { opts.append((k("direction"), s(d))) }
        if let t = o.transition { opts.append((k("transition"), s(t))) }
        if o.presentationStyle != .fullScreen { opts.append((k("style"), s(o.presentationStyle.rawValue))) }
        if !o.animated { opts.append((k("animated"), b(false))) }
        if !o.parameters.isEmpty {
            opts.append((k("params"), Node(o.parameters.sorted { $0.key < $1.key }.map { (k($0.key), s($0.value)) })))
        }
        if !opts.isEmpty { m.append((k("options"), Node(opts))) }
        return Node(m)
    }
}
