import Foundation
import Yams

/// Turns storyboard YAML into a checked `StoryboardFile`, or every problem found, each with
/// file, line, column and what was expected. Never crashes on bad input: binary data, bad
/// YAML, wrong types, unknown keys and broken references all come back as diagnostics.
enum StoryboardDecoder {
    static let topKeys: Set<String> = ["initial", "scenes", "segues", "version"]
    /// The storyboard format version this reader understands.
    static let version = 1
    /// The most pages a page control may have, and segments a segmented control.
    public static let maxPages = StoryboardLimits.maxPages
    /// The most segments a segmented control may have.
    public static let maxSegments = StoryboardLimits.maxSegments
    static let sceneKeys: Set<String> = Set(["childSegue", "onLoad", "id", "class", "title", "view", "unwind", "escape", "focus", "children",
                                         "childContainer", "root", "tabs", "tabTitle"]).union(SplitSpec.keys).union(BarKeys.sceneKeys)
    static let segueKeys: Set<String> = ["id", "kind", "from", "to", "class", "options"]
    static let optionKeys: Set<String> = ["duration", "direction", "transition", "style", "animated", "params", "anchor", "arrows", "detents", "undimmed", "grabber"]

    /// Decodes the bytes of a storyboard file.
    static func decode(data: Data, path: String, baseDirectory: String,
                       registries: SegueRegistries,
                       assets: StoryboardAssetPolicy) -> Result<StoryboardFile, StoryboardError> {
        func fail(_ line: Int, _ col: Int, _ msg: String) -> Result<StoryboardFile, StoryboardError> {
            .failure(StoryboardError([StoryboardDiagnostic(SourceLocation(file: path, line: line, column: col), msg)]))
        }
        if let zero = data.firstIndex(of: 0) {
            let (l, c) = lineColumn(of: zero, in: data)
            return fail(l, c, "this is binary data, not a YAML storyboard (a zero byte at offset \(zero - data.startIndex))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (offset, l, c) = firstInvalidUTF8(data)
            return fail(l, c, "this is not UTF-8 text (invalid byte at offset \(offset)); a storyboard is a YAML text file")
        }
        return decode(text: text, path: path, baseDirectory: baseDirectory, registries: registries,
                      assets: assets)
    }

    static func decode(text: String, path: String, baseDirectory: String,
                       registries: SegueRegistries,
                       assets: StoryboardAssetPolicy) -> Result<StoryboardFile, StoryboardError> {
        var r = YAMLReader(file: path, text: text)
        let root: Node
        // The parser keeps the anchors alive (nodes hold them weakly): the size count below
        // knows an alias by its anchor.
        var parser: Parser?
        do {
            parser = try Parser(yaml: text)
            guard let node = try parser?.singleRoot() else {
                r.error(at: SourceLocation(file: path, line: 1, column: 1),
                        "the storyboard is empty; expected a mapping with 'scenes' (and 'initial', 'segues')")
                return .failure(StoryboardError(r.diagnostics))
            }
            root = node
        } catch let e as YamlError {
            return .failure(StoryboardError([yamlDiagnostic(e, path: path, text: text)]))
        } catch {
            r.error(at: SourceLocation(file: path, line: 1, column: 1), "cannot read YAML: \(error)")
            return .failure(StoryboardError(r.diagnostics))
        }
        let over = withExtendedLifetime(parser) { nodeOverLimit(root, limit: StoryboardLimits.maxYAMLNodes) }
        parser = nil
        if let (node, anchor) = over {
            let what = anchor.map { ": the value anchored here as '&\($0)' is repeated by its aliases" } ?? ""
            r.error(node, "the storyboard holds more than \(StoryboardLimits.maxYAMLNodes) YAML nodes once its aliases are expanded\(what); "
                    + "a storyboard may hold at most \(StoryboardLimits.maxYAMLNodes) (\(StoryboardLimits.summary))")
            return .failure(StoryboardError(r.diagnostics))
        }
        if case .scalar(let s) = root, YAMLReader.isNull(s) || s.string.isEmpty {
            r.error(root, "the storyboard is empty; expected a mapping with 'scenes' (and 'initial', 'segues')")
            return .failure(StoryboardError(r.diagnostics))
        }
        if case .scalar = root {
            // A file that is one plain value is not a storyboard at all: say so without
            // echoing what it holds (it may be any file, named by mistake).
            r.error(root, "this is not a storyboard: it is a single value, not a mapping with 'scenes' (and 'initial', 'segues')")
            return .failure(StoryboardError(r.diagnostics))
        }
        guard let top = r.mapping(root, "the storyboard", allowed: topKeys) else { return .failure(StoryboardError(r.diagnostics)) }
        var initial: (String, Node)?
        var scenes: [SceneSpec] = []
        var segueSpecs: [SegueSpec] = []
        var sawScenes = false
        for (key, _, value) in top {
            switch key {
            case "initial": if let s = r.identifier(value, "the initial scene's id") { initial = (s, value) }
            case "version":
                if let v = r.integer(value, "the storyboard format version", min: 1), v != StoryboardDecoder.version {
                    r.error(value, "unsupported storyboard version \(v); this segue reads version \(StoryboardDecoder.version)")
                }
            case "scenes":
                sawScenes = true
                guard let seq = value.sequence else {
                    r.error(value, "expected 'scenes' to be a list of scenes, found \(YAMLReader.describe(value))")
                    continue
                }
                if seq.isEmpty { r.error(value, "expected at least one scene in 'scenes'") }
                for n in seq { if let s = decodeScene(n, &r, controllers: registries.controllers) { scenes.append(s) } }
            case "segues":
                guard let seq = value.sequence else {
                    r.error(value, "expected 'segues' to be a list of segues, found \(YAMLReader.describe(value))")
                    continue
                }
                for n in seq {
                    if let s = decodeSegue(n, &r, segues: registries.segues, transitions: registries.transitions, assetsFolder: assets.folder ?? baseDirectory, assets: assets) {
                        segueSpecs.append(s)
                    }
                }
            default: break
            }
        }
        if !sawScenes { r.error(root, "missing 'scenes': a storyboard needs a list of scenes") }
        var file = StoryboardFile(path: path, baseDirectory: baseDirectory, assetsDirectory: assets.folder ?? baseDirectory,
                                  initialScene: initial?.0 ?? scenes.first?.id ?? "", scenes: scenes, segues: segueSpecs)
        StoryboardValidator.validate(file, initialNode: initial?.1, assets: assets, &r)
        // Warnings (a modifier string's unknown modifier) let the file load; an error does not.
        if r.diagnostics.contains(where: { $0.severity == .error }) { return .failure(StoryboardError(r.diagnostics)) }
        file.warnings = r.diagnostics
        return .success(file)
    }

    /// Where the YAML tree `root`, its aliases expanded, passes `limit` nodes (scalars, lists
    /// and mappings), and the anchor repeated there, if any; nil when it holds at most `limit`.
    /// Nothing is expanded: each anchored value's expanded size is counted once and
    /// remembered (composed aliases share their anchor), so the count takes time linear in the
    /// text, and an explicit stack keeps deep nesting off the call stack. The anchors must be
    /// alive (the parser that made `root` holds them).
    static func nodeOverLimit(_ root: Node, limit: Int) -> (Node, String?)? {
        var sizes: [ObjectIdentifier: Int] = [:]
        func children(_ n: Node) -> [Node] {
            switch n {
            case .mapping(let m): return m.flatMap { [$0.key, $0.value] }
            case .sequence(let s): return Array(s)
            default: return []
            }
        }
        struct Frame { var node: Node; var children: [Node]; var next: Int; var total: Int }
        var stack = [Frame(node: root, children: children(root), next: 0, total: 1)]
        while let top = stack.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                stack[stack.count - 1].next += 1
                let known = child.anchor.flatMap { sizes[ObjectIdentifier($0)] }
                let kids = known == nil ? children(child) : []
                if known == nil, !kids.isEmpty {
                    stack.append(Frame(node: child, children: kids, next: 0, total: 1))
                    continue
                }
                let size = known ?? 1
                if let a = child.anchor, known == nil { sizes[ObjectIdentifier(a)] = size }
                stack[stack.count - 1].total += size
                // A part over the limit makes the whole over it.
                if stack[stack.count - 1].total > limit { return (child, child.anchor?.rawValue) }
                continue
            }
            stack.removeLast()
            if let a = top.node.anchor { sizes[ObjectIdentifier(a)] = top.total }
            guard !stack.isEmpty else { return nil }
            stack[stack.count - 1].total += top.total
            if stack[stack.count - 1].total > limit { return (top.node, top.node.anchor?.rawValue) }
        }
        return nil
    }

    // MARK: Scenes

    static func decodeScene(_ node: Node, _ r: inout YAMLReader, controllers: ControllerRegistry) -> SceneSpec? {
        guard let pairs = r.mapping(node, "a scene", allowed: sceneKeys) else { return nil }
        var id: String?, cls = "ViewController", title: String?, view: ViewSpec?
        var unwind: [String] = [], escape: String?, focus: String?, children: [String] = []
        var childContainer: String?, root: String?, childSegue: String?, loadSegue: String?, tabTitle: String?
        var at: [String: SourceLocation] = [:]
        var bars: [(key: String, value: Node)] = []
        var split = SplitSpec()
        for (key, _, v) in pairs {
            at[key] = r.location(v)
            switch key {
            case "id": id = r.identifier(v, "the scene's id")
            case "class":
                if let c = r.identifier(v, "the scene's controller class") {
                    if controllers.contains(c) { cls = c } else {
                        let hint = YAMLReader.nearest(c, in: Set(controllers.names)).map { " (did you mean '\($0)'?)" } ?? ""
                        r.error(v, "unknown controller class '\(c)'\(hint); register it with ControllerRegistry or use one of: \(controllers.names.joined(separator: ", "))")
                    }
                }
            case "title": title = r.string(v, "the scene's title")
            case "view": view = decodeView(v, &r, isRoot: true)
            case "unwind": unwind = r.stringList(v, "the scene's unwind actions") ?? []
            case "escape": escape = r.identifier(v, "the unwind action for Escape")
            case "focus": focus = r.identifier(v, "the id of the view to focus")
            case "children", "tabs": children = r.stringList(v, "the scene's child scenes") ?? []
            case "tabTitle": tabTitle = r.string(v, "the title of the scene's tab")
            case "childContainer": childContainer = r.identifier(v, "the id of the view holding the first child")
            case "root": root = r.identifier(v, "the navigation controller's root scene")
            case "childSegue": childSegue = r.identifier(v, "the segue class that turns between the children")
            case "onLoad": loadSegue = r.identifier(v, "the segue performed when the scene's view loads")
            case "splitStyle": split.style = r.choice(v, "the split view's style", SplitViewController.Style.self)
            case "splitDisplayMode": split.displayMode = r.choice(v, "the split view's display mode", SplitViewController.DisplayMode.self)
            case "splitBehavior": split.behavior = r.choice(v, "the split view's split behaviour", SplitViewController.SplitBehavior.self)
            case "compactChild": split.compact = r.identifier(v, "the scene of the split view's compact column")
            case "preferredPrimaryColumnWidthFraction": split.primaryWidthFraction = r.number(v, "the primary column's share of the width", min: 0, max: 1)
            case "minimumPrimaryColumnWidth": split.minimumPrimaryWidth = r.number(v, "the primary column's least width", min: 0)
            case "maximumPrimaryColumnWidth": split.maximumPrimaryWidth = r.number(v, "the primary column's most width", min: 0)
            default: if BarKeys.sceneKeys.contains(key) { bars.append((key, v)) }
            }
        }
        guard let sceneID = id else {
            if !pairs.contains(where: { $0.key == "id" }) { r.error(node, "a scene needs an 'id'") }
            return nil
        }
        var scene = SceneSpec(id: sceneID, className: cls, title: title,
                              view: view ?? ViewSpec(kind: .view, location: r.location(node)),
                              unwindActions: unwind, escape: escape, focus: focus, children: children,
                              childContainer: childContainer, root: root, location: r.location(node), at: at,
                              childSegue: childSegue, loadSegue: loadSegue, tabTitle: tabTitle)
        scene.split = split
        for (key, v) in bars { BarKeys.readSceneKey(key, v, into: &scene, &r) }
        return scene
    }

    static func decodeView(_ node: Node, _ r: inout YAMLReader, isRoot: Bool = false) -> ViewSpec? {
        guard node.mapping != nil else {
            _ = r.mapping(node, "a view")
            return nil
        }
        var kind = ViewKind.view
        if let t = node.mapping?["type"] { kind = r.choice(t, "view type", ViewKind.self) ?? .view }
        let schema = kind.schema
        guard let pairs = r.mapping(node, "a \(kind.rawValue)", allowed: schema.allowedNames) else { return nil }
        var v = ViewSpec(kind: kind, location: r.location(node))
        for (key, _, n) in pairs {
            v.at[key] = r.location(n)
            switch key {
            case "type": break
            case "subviews":
                guard let seq = n.sequence else {
                    r.error(n, "expected 'subviews' to be a list of views, found \(YAMLReader.describe(n))")
                    continue
                }
                for s in seq { if let sv = decodeView(s, &r) { v.subviews.append(sv) } }
            default: schema.keysByName[key]?.read(&r, n, &v)
            }
        }
        schema.check(v, node, &r)
        return v
    }

    // MARK: Segues

    static func decodeSegue(_ node: Node, _ r: inout YAMLReader, segues: SegueRegistry, transitions: TransitionRegistry,
                            assetsFolder: String = "", assets: StoryboardAssetPolicy) -> SegueSpec? {
        guard let pairs = r.mapping(node, "a segue", allowed: segueKeys) else { return nil }
        var id: String?, kind: SegueKind?, from: String?, to: String?, cls: String?, options = SegueOptions()
        var places = OptionPlaces()
        var at: [String: SourceLocation] = [:]
        for (key, _, v) in pairs {
            at[key] = r.location(v)
            switch key {
            case "id": id = r.identifier(v, "the segue's id")
            case "kind": kind = r.choice(v, "segue kind", SegueKind.self)
            case "from": from = r.identifier(v, "the source scene's id")
            case "to": to = r.identifier(v, "the destination scene's id")
            case "class":
                if let c = r.identifier(v, "the segue class") {
                    if segues.segueClass(named: c) != nil { cls = c } else {
                        let hint = YAMLReader.nearest(c, in: Set(segues.names)).map { " (did you mean '\($0)'?)" } ?? ""
                        r.error(v, "unknown segue class '\(c)'\(hint); register it with SegueRegistry or use one of: \(segues.names.joined(separator: ", "))")
                    }
                }
            case "options": (options, places) = decodeOptions(v, &r, transitions: transitions)
            default: break
            }
        }
        for (k, val) in [("id", id), ("kind", kind?.rawValue), ("from", from), ("to", to)] where val == nil {
            if !pairs.contains(where: { $0.key == k }) { r.error(node, "a segue needs '\(k)'") }
        }
        guard let id, let kind, let from, let to else { return nil }
        if kind == .custom, cls == nil, !pairs.contains(where: { $0.key == "class" }) {
            r.error(node, "segue '\(id)' is custom: it needs a 'class' (ExplodeSegue, RotatingSegue, TransitionSegue, ImageFlightSegue or a registered one)")
        }
        var spec = SegueSpec(id: id, kind: kind, source: from, destination: to, className: cls, options: options,
                             location: r.location(node), at: at)
        resolveImageParameters(of: &spec, places: places, assetsFolder: assetsFolder, assets: assets,
                               transitions: transitions, segues: segues, &r)
        checkTransition(of: spec, places: places, segueNode: node, transitions: transitions, segues: segues, &r)
        return spec
    }

    /// Where each option's key and value are, for messages about them.
    struct OptionPlaces {
        var node: Node?
        var transition: Node?
        var direction: Node?
        var duration: Node?
        /// Each parameter's key and value nodes.
        var parameters: [String: (key: Node, value: Node)] = [:]
    }

    static func decodeOptions(_ node: Node, _ r: inout YAMLReader, transitions: TransitionRegistry) -> (SegueOptions, OptionPlaces) {
        var o = SegueOptions()
        var places = OptionPlaces(node: node)
        guard let pairs = r.mapping(node, "segue options", allowed: optionKeys) else { return (o, places) }
        for (key, _, v) in pairs {
            switch key {
            case "duration":
                o.duration = r.number(v, "the duration in seconds", min: 0, max: TransitionRegistry.maxDuration)
                places.duration = v
            case "direction":
                o.direction = r.string(v, "the direction")
                places.direction = v
            case "transition":
                places.transition = v
                if let t = r.identifier(v, "the transition's name") {
                    if transitions.info(t) != nil { o.transition = t } else {
                        let hint = YAMLReader.nearest(t, in: Set(transitions.names)).map { " (did you mean '\($0)'?)" } ?? ""
                        r.error(v, "unknown transition '\(t)'\(hint); expected one of: \(transitions.names.joined(separator: ", "))")
                    }
                }
            case "style": o.presentationStyle = r.choice(v, "presentation style", ModalPresentationStyle.self) ?? .fullScreen
            case "animated": o.animated = r.bool(v, "animated") ?? true
            case "anchor": o.popoverAnchor = r.identifier(v, "the popover's anchor view")
            case "detents":
                guard let items = v.sequence.map(Array.init) ?? (v.scalar != nil ? [v] : nil) else {
                    _ = r.stringList(v, "the sheet's detents")
                    continue
                }
                let detents = items.compactMap { sheetDetent($0, &r) }
                if detents.count == items.count, !detents.isEmpty { o.sheetDetents = detents }
            case "undimmed": o.sheetUndimmedDetent = sheetDetent(v, &r)
            case "grabber": o.sheetGrabber = r.bool(v, "grabber") ?? false
            case "arrows":
                // A side, or a list of sides.
                let words = v.sequence != nil ? r.stringList(v, "the popover's arrow directions")
                    : r.string(v, "the popover's arrow direction").map { [$0] }
                guard let words else { continue }
                var arrows = PopoverArrowDirection.unknown
                for word in words {
                    guard let a = PopoverArrowDirection(name: String(word)) else {
                        r.error(v, "unknown arrow direction '\(word)'; expected any of: \(PopoverArrowDirection.names.joined(separator: ", "))")
                        continue
                    }
                    arrows.formUnion(a)
                }
                if !arrows.isEmpty { o.popoverArrowDirections = arrows }
            case "params":
                guard let ps = r.mapping(v, "transition parameters") else { continue }
                for (k, kn, pv) in ps {
                    guard let s = pv.scalar?.string, !YAMLReader.isNull(pv.scalar!) else {
                        r.error(pv, "expected parameter '\(k)' to be a single value, found \(YAMLReader.describe(pv))")
                        continue
                    }
                    o.parameters[k] = s
                    places.parameters[k] = (kn, pv)
                }
            default: break
            }
        }
        return (o, places)
    }

    /// A sheet's detent: `medium`, `large` or a height in points.
    static func sheetDetent(_ node: Node, _ r: inout YAMLReader) -> SegueOptions.SheetDetent? {
        switch node.scalar?.string {
        case "medium"?: return .medium
        case "large"?: return .large
        default:
            guard let s = node.scalar?.string, Double(s) != nil else {
                r.error(node, "expected a sheet detent: medium, large or a height in points, found \(YAMLReader.describe(node))")
                return nil
            }
            return r.number(node, "a detent's height", min: 1, max: YAMLReader.maxSide).map { .height($0) }
        }
    }

    /// The transition a segue runs: the one its options name, or its class's default
    /// (`Segue.defaultTransition`; nil: one the storyboard cannot know, such as a user's segue
    /// class that does not say).
    static func transitionName(of spec: SegueSpec, segues: SegueRegistry) -> String? {
        let type = segues.segueClass(named: spec.className, kind: spec.kind)
        if type.runsOnlyDefaultTransition { return type.defaultTransition?.name }
        return spec.options.transition ?? type.defaultTransition?.name
    }

    /// A shader transition's image parameters (`sampler2D` uniforms: `luma: masks/spiral.png`)
    /// are images like the storyboard's others: checked where they are written (inside the
    /// storyboard's folder or `--assets`, a decodable image of at most 64 MiB) and replaced by
    /// their resolved path, which is what the transition is given when the segue runs.
    static func resolveImageParameters(of spec: inout SegueSpec, places: OptionPlaces, assetsFolder: String,
                                       assets: StoryboardAssetPolicy, transitions: TransitionRegistry, segues: SegueRegistry,
                                       _ r: inout YAMLReader) {
        guard let name = transitionName(of: spec, segues: segues), let info = transitions.info(name) else { return }
        for p in info.parameters {
            guard case .uniform(let t) = p.type, t.isImage, let value = spec.options.parameters[p.name] else { continue }
            let written = value.trimmingCharacters(in: .whitespaces)
            if written == ShaderValue.defaultImageName { continue }
            if let problem = StoryboardValidator.checkAsset(written, in: assetsFolder, given: assets.folder != nil, decode: assets.decode,
                                                                files: assets.files) {
                r.error(places.parameters[p.name]?.value ?? places.node, "\(name): parameter '\(p.name)': \(problem)")
                // Reported here: the transition check below sees the default image instead.
                spec.options.parameters[p.name] = ShaderValue.defaultImageName
            } else {
                spec.options.parameters[p.name] = StoryboardValidator.resolve(written, in: assetsFolder)
            }
        }
    }

    /// Makes the segue's transition with its options, as performing the segue will, and
    /// reports what it cannot take at the offending key or value.
    static func checkTransition(of spec: SegueSpec, places: OptionPlaces, segueNode: Node, transitions: TransitionRegistry,
                                segues: SegueRegistry, _ r: inout YAMLReader) {
        let o = spec.options
        let type = segues.segueClass(named: spec.className, kind: spec.kind)
        guard let name = transitionName(of: spec, segues: segues) else {
            if spec.kind == .embed, let (name, nodes) = places.parameters.min(by: { $0.key < $1.key }) {
                r.error(nodes.key, "embed segues do not animate: parameter '\(name)' would be ignored")
            }
            return
        }
        guard transitions.info(name) != nil else { return }  // reported where it is named
        let parameters = type.transitionParameters(o)
        do { _ = try TransitionLookup.make(name, parameters: parameters, in: transitions) } catch let e as TransitionError {
            var param = e.parameter
            if param == "from", places.parameters["from"] == nil { param = "direction" }
            var at: Node? = places.transition ?? places.node ?? segueNode
            if let param {
                if param == "direction", places.parameters["direction"] == nil, let d = places.direction { at = d }
                else if param == "duration", places.parameters["duration"] == nil, let d = places.duration { at = d }
                else if let p = places.parameters[param] { at = e.kind == .unknownParameter ? p.key : p.value }
            }
            let via = o.transition == nil ? " (the \(name) transition of this segue)" : ""
            r.error(at, e.message + via)
        } catch {
            r.error(places.node ?? segueNode, "\(error)")
        }
    }

    // MARK: Helpers

    /// The diagnostic for a YAML syntax error. The YAML library places an error at the end of
    /// the input on the line after the last one when the file does not end with a line break;
    /// such a place is moved to the end of the last line, so it is always inside the file.
    static func yamlDiagnostic(_ e: YamlError, path: String, text: String) -> StoryboardDiagnostic {
        func d(_ m: Mark?, _ msg: String) -> StoryboardDiagnostic {
            var line = m?.line ?? 1, column = m?.column ?? 1
            let lines = yamlLines(text)
            if line > lines.count {
                line = lines.count
                column = (lines.last?.count ?? 0) + 1
            }
            return StoryboardDiagnostic(SourceLocation(file: path, line: max(1, line), column: max(1, column)), msg)
        }
        switch e {
        case .scanner(let ctx, let problem, let mark, _), .parser(let ctx, let problem, let mark, _),
             .composer(let ctx, let problem, let mark, _):
            let c = ctx.map { " (\($0.text) at line \($0.mark.line))" } ?? ""
            return d(mark, "bad YAML: \(problem)\(c)")
        case .duplicatedKeysInMapping(let dups, let ctx):
            return d(ctx.mark, "duplicate key \(dups.map { "'\(YAMLReader.excerpt($0))'" }.joined(separator: ", ")) in a mapping: each key may appear once")
        case .reader(let problem, let offset, _, _):
            return d(nil, "cannot read the file as text: \(problem)\(offset.map { " at offset \($0)" } ?? "")")
        default:
            // The error's own description quotes the file's text: say only where.
            return d(nil, "bad YAML: it cannot be read as YAML")
        }
    }

    /// The lines of `text` as YAML counts them: CR LF, LF, CR, NEL, LS and PS each end one.
    static func yamlLines(_ text: String) -> [Substring.UnicodeScalarView] {
        let isBreak: (Unicode.Scalar) -> Bool = { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }
        return text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars
            .split(omittingEmptySubsequences: false, whereSeparator: isBreak)
    }

    static func lineColumn(of index: Data.Index, in data: Data) -> (Int, Int) {
        var line = 1, col = 1
        for i in data.startIndex..<index {
            if data[i] == 0x0A { line += 1; col = 1 } else if data[i] & 0xC0 != 0x80 { col += 1 }
        }
        return (line, col)
    }

    static func firstInvalidUTF8(_ data: Data) -> (Int, Int, Int) {
        var i = data.startIndex
        while i < data.endIndex {
            let b = data[i]
            let len = b < 0x80 ? 1 : b >> 5 == 0x6 ? 2 : b >> 4 == 0xE ? 3 : b >> 3 == 0x1E ? 4 : 0
            var ok = len > 0 && i + len <= data.endIndex
            if ok { for k in 1..<max(len, 1) where data[i + k] & 0xC0 != 0x80 { ok = false } }
            if !ok {
                let (l, c) = lineColumn(of: i, in: data)
                return (i - data.startIndex, l, c)
            }
            i += len
        }
        return (0, 1, 1)
    }
}

extension YAMLReader {
    /// A list of plain strings (segment titles may contain spaces).
    mutating func sequenceOfStrings(_ node: Node, _ what: String) -> [String] {
        guard let seq = node.sequence else {
            error(node, "expected \(what) (a list), found \(YAMLReader.describe(node))")
            return []
        }
        return seq.compactMap { string($0, "an entry of \(what)") }
    }
}
