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

    static func k(_ key: String) -> Node { s(key) }
    /// A string: plain when `YAMLText` finds that safe, else double-quoted, which the emitter
    /// writes with escapes for line breaks and control characters (as `YAMLText.quoted` does).
    static func s(_ v: String) -> Node {
        YAMLText.isPlainSafe(v) ? Node(v, Tag(.str), .plain) : Node(v, Tag(.str), .doubleQuoted)
    }
    /// A number, as `YAMLReader.format` writes it.
    static func n(_ v: Double) -> Node { Node(YAMLReader.format(v), Tag(.float), .plain) }
    /// A whole number.
    static func n(_ v: Int) -> Node { Node(String(v), Tag(.int), .plain) }
    /// `true` or `false`.
    static func b(_ v: Bool) -> Node { Node(v ? "true" : "false", Tag(.bool), .plain) }
    /// A list of strings on one line.
    static func list(_ v: [String]) -> Node { Node(v.map { s($0) }, Tag(.seq), .flow) }

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

    /// A view: its type, the keys its kind's schema writes (those of every view first), its subviews.
    private static func view(_ v: ViewSpec, _ imagePath: (String) -> String) -> Node {
        var m: [(Node, Node)] = []
        if v.kind != .view { m.append((k("type"), s(v.kind.rawValue))) }
        for key in v.kind.schema.allKeys {
            if let value = key.write(v, imagePath) { m.append((k(key.name), value)) }
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
