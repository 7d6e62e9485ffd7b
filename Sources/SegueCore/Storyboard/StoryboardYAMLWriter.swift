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

    /// The YAML text of a sidecar (docs/storyboard.md, "The sidecar"): each section with a
    /// comment saying what it maps, its entries one a line, every name quoted; the controls
    /// and the container a person is to complete or confirm written commented out. The
    /// comments are why this is written line by line: the YAML emitter keeps none.
    public static func sidecar(_ sidecar: StoryboardSidecar, header: [String] = []) -> String {
        let q = YAMLText.quoted
        /// A name as plain text where that reads back as the same, else quoted.
        func plain(_ v: String) -> String { YAMLText.isPlainSafe(v) ? v : q(v) }
        func list(_ l: [String]) -> String { "[" + l.map(q).joined(separator: ", ") + "]" }
        func section(_ key: String, _ comment: String) -> String {
            (key + ":").padding(toLength: 15, withPad: " ", startingAt: 0) + " # " + comment
        }
        func container(_ c: StoryboardSidecar.Container, _ name: (String) -> String) -> String {
            "  \(name(c.scene)): { children: \(list(c.children))\(c.segue.map { ", segue: \(name($0))" } ?? "") }"
        }
        var out = header.map(YAMLText.comment)
        if !sidecar.actions.isEmpty || !sidecar.pendingActions.isEmpty {
            out.append(section("actions", "a control (its Interface Builder id) → a segue, unwind:ACTION, or one segue per segment"))
            for p in sidecar.pendingActions {
                let entry = "\"\(p.control)\": SEGUE_ID    # \(p.element) '\(p.control)' in '\(p.scene)': its \(p.selector) goes to the app's code"
                out.append("  " + YAMLText.comment(entry))
            }
            for a in sidecar.actions {
                switch a.action {
                case .segue(let s): out.append("  \(q(a.control)): \(q(s))")
                case .unwind(let s): out.append("  \(q(a.control)): \(q("unwind:" + s))")
                case .segments(let l): out.append("  \(q(a.control)): \(list(l))")
                }
            }
        }
        if !sidecar.onLoad.isEmpty {
            out.append(section("onLoad", "a scene → the segue its code performed when its view loaded"))
            for l in sidecar.onLoad { out.append("  \(q(l.scene)): \(q(l.segue))") }
        }
        if !sidecar.unwind.isEmpty {
            out.append(section("unwind", "a scene → the unwind actions its controller declares"))
            for u in sidecar.unwind { out.append("  \(q(u.scene)): \(list(u.actions))") }
        }
        if !sidecar.classes.isEmpty {
            out.append(section("classes", "a class the storyboard names → a registered class or a transition"))
            for c in sidecar.classes { out.append("  \(q(c.name)): \(q(c.target))") }
        }
        if !sidecar.containers.isEmpty {
            out.append(section("containers", "a scene → the scenes it holds as children, turned by a segue class"))
            for c in sidecar.containers { out.append(container(c, q)) }
        }
        if let initial = sidecar.initial { out.append("initial: \(q(initial))") }
        if sidecar.containers.isEmpty && sidecar.initial == nil, let c = sidecar.pendingContainer {
            out += [section("containers", "scenes only the app's code loads by identifier: the pages of a container?"),
                    container(c, plain), "initial: \(plain(c.scene))"].map(YAMLText.comment)
        }
        return out.map { $0 + "\n" }.joined()
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
        let split = sc.split
        let splitKeys: [(String, Node?)] = [
            ("splitStyle", split.style.map { s($0.rawValue) }), ("splitDisplayMode", split.displayMode.map { s($0.rawValue) }),
            ("splitBehavior", split.behavior.map { s($0.rawValue) }), ("compactChild", split.compact.map { s($0) }),
            ("preferredPrimaryColumnWidthFraction", split.primaryWidthFraction.map { n($0) }),
            ("minimumPrimaryColumnWidth", split.minimumPrimaryWidth.map { n($0) }),
            ("maximumPrimaryColumnWidth", split.maximumPrimaryWidth.map { n($0) })]
        for (key, value) in splitKeys { if let value { m.append((k(key), value)) } }
        m += BarKeys.writeSceneKeys(sc, imagePath)
        m.append((k("view"), view(sc.view, imagePath)))
        return Node(m)
    }

    /// A view: its type, the keys its kind's schema writes (those of every view first), its subviews.
    static func view(_ v: ViewSpec, _ imagePath: (String) -> String) -> Node {
        var m: [(Node, Node)] = []
        if v.kind != .view { m.append((k("type"), s(v.kind.rawValue))) }
        for key in v.kind.schema.allKeys {
            if let value = key.write(v, imagePath) { m.append((k(key.name), value)) }
        }
        if !v.subviews.isEmpty { m.append((k("subviews"), Node(v.subviews.map { view($0, imagePath) }))) }
        return Node(m)
    }

    private static func detentNode(_ d: SegueOptions.SheetDetent) -> Node {
        if case .height(let h) = d { return n(h) }
        return s(d.description)
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
        if let a = o.popoverAnchor { opts.append((k("anchor"), s(a))) }
        if let d = o.sheetDetents { opts.append((k("detents"), Node(d.map(detentNode), Tag(.seq), .flow))) }
        if let d = o.sheetUndimmedDetent { opts.append((k("undimmed"), detentNode(d))) }
        if o.sheetGrabber { opts.append((k("grabber"), b(true))) }
        if let a = o.popoverArrowDirections {
            opts.append((k("arrows"), a == .any ? s("any") : Node(a.names.map(s), Tag(.seq), .flow)))
        }
        if !o.parameters.isEmpty {
            opts.append((k("params"), Node(o.parameters.sorted { $0.key < $1.key }.map { (k($0.key), s($0.value)) })))
        }
        if !opts.isEmpty { m.append((k("options"), Node(opts))) }
        return Node(m)
    }
}
