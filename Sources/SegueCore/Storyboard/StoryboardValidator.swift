import Foundation
import Yams

/// Checks a decoded storyboard's cross-references: unique identifiers, scenes and segues that
/// exist, embed cycles, declared unwind actions, and image files that exist next to it.
enum StoryboardValidator {
    /// Reports every problem of `f` into `r`; its images are checked by `assets` (nil: not
    /// checked, for a file built in code).
    static func validate(_ f: StoryboardFile, initialNode: Node?, assets: StoryboardAssetPolicy? = nil,
                         _ r: inout YAMLReader) {
        // Sizes first: every check below is linear, but a file over them is refused as a whole.
        for (count, limit, what, at) in [(f.scenes.count, StoryboardLimits.maxScenes, "scenes",
                                          f.scenes.dropFirst(StoryboardLimits.maxScenes).first?.location),
                                         (f.segues.count, StoryboardLimits.maxSegues, "segues",
                                          f.segues.dropFirst(StoryboardLimits.maxSegues).first?.location)] where count > limit {
            r.error(at: at ?? SourceLocation(file: f.path, line: 1, column: 1),
                    "the storyboard has \(count) \(what), over the limit of \(limit) (\(StoryboardLimits.summary))")
        }
        if f.scenes.count > StoryboardLimits.maxScenes || f.segues.count > StoryboardLimits.maxSegues { return }
        // Ids are names without blanks or line breaks in either format (the YAML reader takes
        // no other), so that an imported file writes as YAML that loads back.
        func checkName(_ id: String?, _ what: String, at location: SourceLocation) {
            guard let id, id.isEmpty || id.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) else { return }
            r.error(at: location, "expected \(what): a name without spaces, found '\(YAMLReader.excerpt(id))'")
        }
        for s in f.scenes {
            checkName(s.id, "the scene's id", at: s.at["id"] ?? s.location)
            walk(s.view) { v in checkName(v.id, "the view's id", at: v.at["id"] ?? v.location) }
        }
        for s in f.segues { checkName(s.id, "the segue's id", at: s.at["id"] ?? s.location) }
        // Unique scene and segue ids.
        var seenScenes: [String: SourceLocation] = [:]
        for s in f.scenes {
            if let first = seenScenes[s.id] {
                r.error(at: s.at["id"] ?? s.location, "duplicate scene id '\(s.id)' (first declared at \(first.line):\(first.column)); scene ids must be unique")
            } else { seenScenes[s.id] = s.at["id"] ?? s.location }
        }
        var seenSegues: [String: SourceLocation] = [:]
        for s in f.segues {
            if let first = seenSegues[s.id] {
                r.error(at: s.at["id"] ?? s.location, "duplicate segue id '\(s.id)' (first declared at \(first.line):\(first.column)); segue ids must be unique")
            } else { seenSegues[s.id] = s.at["id"] ?? s.location }
        }
        let sceneIDs = Set(f.scenes.map(\.id))
        func sceneList() -> String { f.scenes.map(\.id).sorted().joined(separator: ", ") }
        if let initialNode, !sceneIDs.contains(f.initialScene) {
            r.error(initialNode, "the initial scene '\(f.initialScene)' does not exist; expected one of: \(sceneList())")
        }
        // Segue endpoints.
        for s in f.segues {
            if !sceneIDs.contains(s.source) {
                r.error(at: s.at["from"] ?? s.location, "segue '\(s.id)' comes from unknown scene '\(s.source)'; expected one of: \(sceneList())")
            }
            if !sceneIDs.contains(s.destination) {
                r.error(at: s.at["to"] ?? s.location, "segue '\(s.id)' goes to unknown scene '\(s.destination)'; expected one of: \(sceneList())")
            }
        }
        let declaredUnwinds = Set(f.scenes.flatMap(\.unwindActions))
        let graph = StoryboardGraph(f)
        var segueIndex: [String: SegueSpec] = [:]
        for s in f.segues where segueIndex[s.id] == nil { segueIndex[s.id] = s }
        var embedded = EmbeddedScenes(graph: graph)
        defer { checkPopovers(f, &r) }
        for scene in f.scenes {
            var viewIDs: [String: SourceLocation] = [:]
            walk(scene.view) { v in
                if let id = v.id {
                    if let first = viewIDs[id] {
                        r.error(at: v.at["id"] ?? v.location, "duplicate view id '\(id)' in scene '\(scene.id)' (first at \(first.line):\(first.column))")
                    } else { viewIDs[id] = v.at["id"] ?? v.location }
                }
                checkActions(v, scene: scene, file: f, segues: segueIndex, embedded: &embedded, declaredUnwinds: declaredUnwinds, &r)
                for (key, name) in [("image", v.image), ("pattern", v.pattern)] {
                    guard let name, let assets else { continue }
                    if let problem = checkAsset(name, in: f.assetsDirectory, given: assets.folder != nil, decode: assets.decode, files: assets.files) {
                        r.error(at: v.at[key] ?? v.location, problem)
                    }
                }
            }
            checkLayout(scene, &r)
            for (key, id) in [("focus", scene.focus), ("childContainer", scene.childContainer)] {
                if let id, viewIDs[id] == nil {
                    r.error(at: scene.at[key] ?? scene.location, "scene '\(scene.id)' has no view with id '\(id)'")
                }
            }
            if let e = scene.escape, !declaredUnwinds.contains(e) {
                r.error(at: scene.at["escape"] ?? scene.location, "unwind action '\(e)' is not declared by any scene's 'unwind'")
            }
            for c in scene.children where !sceneIDs.contains(c) {
                r.error(at: scene.at["children"] ?? scene.location, "child scene '\(c)' does not exist; expected one of: \(sceneList())")
            }
            if let l = scene.loadSegue {
                if let s = f.segue(l) {
                    if s.source != scene.id {
                        r.error(at: scene.at["onLoad"] ?? scene.location, "segue '\(l)' starts from scene '\(s.source)', not from '\(scene.id)'")
                    }
                } else {
                    r.error(at: scene.at["onLoad"] ?? scene.location, "unknown segue '\(l)'; expected one of: \(f.segues.map(\.id).sorted().joined(separator: ", "))")
                }
            }
            if scene.at["tabs"] != nil, scene.at["children"] != nil {
                r.error(at: scene.at["tabs"] ?? scene.location, "scene '\(scene.id)' has both 'tabs' and 'children'; they are the same list, give one")
            }
            if scene.className == "TabBarController", scene.children.isEmpty {
                r.error(at: scene.at["class"] ?? scene.location,
                        "tab bar controller scene '\(scene.id)' needs 'tabs': the scenes of its tabs, left to right")
            }
            if scene.className == "NavigationController", scene.root == nil {
                r.error(at: scene.at["class"] ?? scene.location,
                        "navigation controller scene '\(scene.id)' needs a 'root': the scene at the bottom of its stack")
            }
            if let root = scene.root {
                if !sceneIDs.contains(root) {
                    r.error(at: scene.at["root"] ?? scene.location, "root scene '\(root)' does not exist; expected one of: \(sceneList())")
                }
                if scene.className != "NavigationController" {
                    r.error(at: scene.at["root"] ?? scene.location, "'root' is for navigation controllers; scene '\(scene.id)' has class '\(scene.className)'")
                }
            }
            if scene.className != "SplitViewController", let key = SplitSpec.keys.first(where: { scene.at[$0] != nil }) {
                r.error(at: scene.at[key] ?? scene.location,
                        "'\(key)' is for split view controllers; scene '\(scene.id)' has class '\(scene.className)'")
            }
            if let compact = scene.split.compact, !sceneIDs.contains(compact) {
                r.error(at: scene.at["compactChild"] ?? scene.location, "compact scene '\(compact)' does not exist; expected one of: \(sceneList())")
            }
        }
        graph.check(&r)
        checkTexts(f, &r)
    }

    static func checkActions(_ v: ViewSpec, scene: SceneSpec, file f: StoryboardFile, segues: [String: SegueSpec],
                             embedded: inout EmbeddedScenes, declaredUnwinds: Set<String>, _ r: inout YAMLReader) {
        var segueRefs: [(String, String)] = []
        if case .segue(let id)? = v.action { segueRefs.append((id, "segue")) }
        if case .unwind(let a)? = v.action, !declaredUnwinds.contains(a) {
            r.error(at: v.at["unwind"] ?? v.location, "unwind action '\(a)' is not declared by any scene's 'unwind'")
        }
        segueRefs += v.segmentSegues.map { ($0, "segues") }
        if let e = v.embed { segueRefs.append((e, "embed")) }
        for (id, key) in segueRefs {
            let loc = v.at[key] ?? v.location
            guard let s = segues[id] else {
                r.error(at: loc, "unknown segue '\(id)'; expected one of: \(f.segues.map(\.id).sorted().joined(separator: ", "))")
                continue
            }
            // A control may run a segue of a controller embedded in its scene (the segmented
            // container: the control outside, the transition segues the embedded container's).
            if s.source != scene.id, key == "embed" || !embedded.contains(s.source, in: scene.id) {
                r.error(at: loc, "segue '\(id)' starts from scene '\(s.source)', not from '\(scene.id)' where this control is"
                        + (key == "embed" ? "" : " nor from a scene embedded in it"))
            }
            if key == "embed", s.kind != .embed {
                r.error(at: loc, "container views embed with a segue of kind 'embed'; '\(id)' is '\(s.kind.rawValue)'")
            }
        }
    }

    /// The scenes a scene embeds while loading (container views' embed segues and a custom
    /// container's children), at any depth: each scene's set found once, by a walk with a
    /// visited set, and remembered.
    /// Which scenes each scene holds (embeds or children, at any depth), worked out once per
    /// scene asked about as one bit a scene: at most scenes² / 8 bytes (12.5 MB at the limit of
    /// 10,000 scenes), however many scenes share the same descendants, where sets of names cost
    /// gigabytes.
    struct EmbeddedScenes {
        let graph: StoryboardGraph
        private var index: [String: Int] = [:]
        private var closure: [Int: [UInt64]] = [:]
        private let words: Int

        init(graph: StoryboardGraph) {
            self.graph = graph
            words = (graph.ids.count + 63) / 64
            for (i, id) in graph.ids.enumerated() where index[id] == nil { index[id] = i }
        }

        /// Whether scene `sceneID` holds scene `source`, at any depth.
        mutating func contains(_ source: String, in sceneID: String) -> Bool {
            guard let start = index[sceneID], let target = index[source] else { return false }
            return closure(of: start)[target >> 6] & (1 << UInt64(target & 63)) != 0
        }

        private func holds(_ e: StoryboardGraph.Edge) -> Bool { e.how == .embeds || e.how == .child }

        /// The bits of `start`'s descendants: children first, without recursion. A scene met
        /// again on the way down (a cycle, which the graph check reports) adds nothing more.
        private mutating func closure(of start: Int) -> [UInt64] {
            if let known = closure[start] { return known }
            var stack: [(scene: Int, next: Int)] = [(start, 0)]
            var onStack: Set<Int> = [start]
            walk: while let top = stack.last {
                let edges = graph.edges[top.scene]
                var i = top.next
                while i < edges.count {
                    let e = edges[i]
                    i += 1
                    if holds(e), closure[e.target] == nil, !onStack.contains(e.target) {
                        stack[stack.count - 1].next = i
                        stack.append((e.target, 0))
                        onStack.insert(e.target)
                        continue walk
                    }
                }
                var bits = [UInt64](repeating: 0, count: words)
                for e in edges where holds(e) {
                    bits[e.target >> 6] |= 1 << UInt64(e.target & 63)
                    if let below = closure[e.target] { for w in 0..<words { bits[w] |= below[w] } }
                }
                closure[top.scene] = bits
                stack.removeLast()
                onStack.remove(top.scene)
            }
            return closure[start] ?? []
        }
    }

    /// Calls `body` with `v` and every view below it, parents before children, in file order;
    /// an explicit stack, so a deep tree cannot overflow the call stack.
    static func walk(_ v: ViewSpec, _ body: (ViewSpec) -> Void) {
        var stack = [v]
        while let top = stack.popLast() {
            body(top)
            stack.append(contentsOf: top.subviews.reversed())
        }
    }

    /// Why the image `name` cannot be used, or nil. See `StoryboardAssetPolicy`.
    static func checkAsset(_ name: String, in folder: String, given: Bool,
                           decode: (@Sendable (String) -> String?)?, files: any FileQueries) -> String? {
        let whereFrom = given ? "the assets folder" : "the storyboard's folder"
        let hint = given ? "" : " (or give another folder with --assets DIR)"
        guard !name.isEmpty else { return "an empty image file name" }
        if name.hasPrefix("/") && !given {
            return "image '\(name)' is an absolute path; give a path relative to the storyboard's folder\(hint)"
        }
        let full = resolve(name, in: folder)
        if let problem = files.problem(at: full) {
            if problem == "no such file" {
                return "missing image asset '\(name)': no file at '\(full)' (paths are relative to \(whereFrom))"
            }
            return "image asset '\(name)' cannot be used: \(problem)"
        }
        // Inside the folder once every symbolic link is followed.
        guard files.isInside(full, folder: folder) else {
            return "image '\(name)' is outside \(whereFrom); assets must be inside it\(hint)"
        }
        if let size = files.size(of: full) {
            if size == 0 { return "image asset '\(name)' is an empty file" }
            if size > StoryboardAssetPolicy.maxImageBytes {
                return "image asset '\(name)' is \(size) bytes, over the limit of \(StoryboardAssetPolicy.maxImageBytes) bytes"
            }
        }
        if let decode, let why = decode(full) { return "image asset '\(name)' cannot be used: \(why)" }
        return nil
    }

    /// `name` relative to the storyboard's folder (absolute paths stay as they are).
    static func resolve(_ name: String, in base: String) -> String {
        if name.hasPrefix("/") || base.isEmpty { return name }
        return PathName(base).appending(PathName(name)).argument
    }
}

extension StoryboardValidator {
    /// A popover segue's anchor is a view of the scene it leaves; `anchor` and `arrows` are for
    /// popover presentations only, the sheet options for sheets (and popovers, which adapt to
    /// sheets).
    static func checkPopovers(_ f: StoryboardFile, _ r: inout YAMLReader) {
        var anchorIDs: [String: Set<String>] = [:]
        for s in f.segues where s.options.popoverAnchor != nil && anchorIDs[s.source] == nil {
            anchorIDs[s.source] = f.scene(s.source)?.anchorIDs
        }
        for s in f.segues {
            let o = s.options
            let at = s.at["options"] ?? s.location
            if o.presentationStyle != .popover, o.popoverAnchor != nil || o.popoverArrowDirections != nil {
                r.error(at: at, "segue '\(s.id)': 'anchor' and 'arrows' are for popover presentations ('style: popover')")
            }
            let sheetLike = o.presentationStyle.isSheet || o.presentationStyle == .popover
            if !sheetLike, o.configuresSheet {
                r.error(at: at, "segue '\(s.id)': 'detents', 'undimmed' and 'grabber' are for sheets ('style: automatic', 'pageSheet', 'formSheet' or 'popover')")
            }
            if let u = o.sheetUndimmedDetent, !(o.sheetDetents ?? [.large]).contains(u) {
                r.error(at: at, "segue '\(s.id)': the undimmed detent '\(u)' is not one of the sheet's detents")
            }
            if let a = o.popoverAnchor, let ids = anchorIDs[s.source], !ids.contains(a) {
                r.error(at: at, "segue '\(s.id)': the popover's anchor '\(a)' is neither a view nor a bar button item of scene '\(s.source)'")
            }
        }
    }
}
