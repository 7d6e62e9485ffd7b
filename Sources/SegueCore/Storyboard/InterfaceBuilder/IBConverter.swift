import Foundation

/// Converts an Interface Builder document tree into a `StoryboardFile`, collecting warnings,
/// errors and guesses. Scenes first (their ids are needed by every segue), then each scene's
/// views and segues, then what joins scenes: navigation roots, tab children, unwind targets.
struct IBConverter {
    let path: String
    let baseDirectory: String
    let controllers: ControllerRegistry
    let segueClasses: SegueRegistry
    let assets: StoryboardAssetPolicy
    let options: InterfaceBuilderOptions
    private(set) var diagnostics: [StoryboardDiagnostic] = []
    var guesses: [InterfaceBuilderGuess] = []
    /// Classes the sidecar maps to others (a custom class name → ours or a transition).
    var classMap: [String: String] = [:]
    /// The names of `classMap` the storyboard uses.
    var usedMappings: Set<String> = []
    /// The sidecar the guesses amount to: what `segue import` writes, and what is applied
    /// when the storyboard has none.
    var suggested = StoryboardSidecar(path: "")
    /// Warnings already given, so a table of 40 cells says "table cell" once per scene.
    private var warned: Set<String> = []

    // Document-wide lookups.
    var sceneIDs: [String: String] = [:]          // controller element id → scene id
    var controllerElements: [String: IBElement] = [:]
    var exitScene: [String: String] = [:]         // exit placeholder id → scene id
    var resources = IBResources()
    /// Resource colour definitions already resolved (by element), so a chain is followed once.
    var resolvedColors: [ObjectIdentifier: Color] = [:]
    var catalog: IBAssetCatalog
    var canvas = Size(375, 667)
    var usesAutolayout = false

    // What the scenes produce.
    var scenes: [SceneSpec] = []
    var segueSpecs: [SegueSpec] = []
    var segueIDs: Set<String> = []
    /// Unwind actions used by controls, with the scene they are in.
    var unwindUses: [(action: String, scene: String, at: SourceLocation)] = []
    /// Relationship segues: (container scene, relationship, destination id, where).
    var relationships: [(scene: String, kind: String, destination: String, at: SourceLocation)] = []

    init(path: String, baseDirectory: String, controllers: ControllerRegistry, segues: SegueRegistry,
         assets: StoryboardAssetPolicy, options: InterfaceBuilderOptions) {
        self.path = path
        self.baseDirectory = baseDirectory
        self.controllers = controllers
        self.segueClasses = segues
        self.assets = assets
        self.options = options
        catalog = IBAssetCatalog(baseDirectory: baseDirectory, assetsFolder: assets.folder, decode: assets.decode,
                                 files: assets.files)
    }

    // MARK: Diagnostics

    func location(_ e: IBElement?) -> SourceLocation {
        SourceLocation(file: path, line: e?.line ?? 1, column: e?.column ?? 1)
    }

    mutating func error(_ e: IBElement?, _ message: String) {
        diagnostics.append(StoryboardDiagnostic(location(e), message, severity: .error))
    }

    /// A warning; with `once`, only the first one with that key is given.
    mutating func warn(_ e: IBElement?, _ message: String, once: String? = nil) {
        if let once, !warned.insert(once).inserted { return }
        diagnostics.append(StoryboardDiagnostic(location(e), message, severity: .warning))
    }

    mutating func guess(_ kind: InterfaceBuilderGuess.Kind, scene: String, _ subject: String, _ choice: String, at e: IBElement?) {
        guesses.append(InterfaceBuilderGuess(kind: kind, scene: scene, subject: subject, choice: choice, location: location(e)))
    }

    // MARK: Document

    static let controllerNames: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "viewControllerPlaceholder",
        "glkViewController", "avPlayerViewController", "hostingController", "controller",
    ]

    mutating func convert(_ root: IBElement) -> StoryboardFile? {
        guard root.name == "document" else {
            error(root, "this is XML but not an Interface Builder document (its root element is <\(root.name)>, expected <document>)")
            return nil
        }
        let type = root["type"] ?? ""
        if !type.contains("Storyboard") {
            error(root, type.contains("XIB")
                  ? "this is an Interface Builder xib ('\(type)'), not a storyboard; only storyboards are read"
                  : "this is not an Interface Builder storyboard (document type '\(type)')")
            return nil
        }
        if !type.contains("CocoaTouch") {
            warn(root, "this is not an iOS storyboard (document type '\(type)'); its scenes are converted as far as they go")
        }
        usesAutolayout = root.flag("useAutolayout") ?? false
        canvas = IBConverter.canvasSize(root)
        if let r = root.child("resources") { resources = IBResources(r) }
        guard let scenesElement = root.child("scenes"), !scenesElement.children("scene").isEmpty else {
            error(root.child("scenes") ?? root, "the storyboard has no scenes")
            return nil
        }
        // Ids first: segues refer to scenes anywhere in the file.
        var controllersBySceneOrder: [(IBElement, IBElement)] = []
        var usedIDs: Set<String> = []
        for scene in scenesElement.children("scene") {
            guard let objects = scene.child("objects") else {
                warn(scene, "a scene without objects is skipped")
                continue
            }
            for exit in objects.children("exit") { if let id = exit["id"] { exitScene[id] = "" } }
            guard let vc = objects.children.first(where: { $0["sceneMemberID"] == "viewController" })
                    ?? objects.children.first(where: { IBConverter.controllerNames.contains($0.name) }) else {
                warn(scene, "a scene without a view controller is skipped")
                continue
            }
            guard let ibID = vc["id"] else {
                warn(vc, "a \(vc.name) without an id is skipped")
                continue
            }
            var id = IBConverter.identifier(vc["storyboardIdentifier"]) ?? ibID
            if usedIDs.contains(id) {
                warn(vc, "storyboard identifier '\(id)' is used by two scenes; this one is called '\(id)-\(ibID)'")
                id = "\(id)-\(ibID)"
            }
            usedIDs.insert(id)
            sceneIDs[ibID] = id
            controllerElements[ibID] = vc
            for exit in objects.children("exit") { if let eid = exit["id"] { exitScene[eid] = id } }
            controllersBySceneOrder.append((scene, vc))
        }
        guard !controllersBySceneOrder.isEmpty else {
            error(scenesElement, "the storyboard has no scene with a view controller")
            return nil
        }
        for (_, vc) in controllersBySceneOrder { convertScene(vc) }
        resolveRelationships()
        declareUnwindTargets()
        guessSegmentBindings()
        suggestContainer(identified: Set(controllersBySceneOrder.compactMap { IBConverter.identifier($0.1["storyboardIdentifier"]) }
            .compactMap { sid in sceneIDs.values.contains(sid) ? sid : nil }))
        var initial = scenes.first?.id ?? ""
        if let i = root["initialViewController"] {
            if let s = sceneIDs[i] { initial = s } else {
                warn(root, "the initial view controller '\(i)' is not a scene of this storyboard; the first scene is shown")
            }
        } else {
            warn(root, "the storyboard has no initial view controller (the app picks one in code); the first scene, '\(initial)', is shown",
                 once: "initial")
        }
        let assetsDirectory = catalog.assetsDirectory
        return StoryboardFile(path: path, baseDirectory: baseDirectory, assetsDirectory: assetsDirectory,
                              initialScene: initial, scenes: scenes, segues: segueSpecs)
    }

    /// The size Interface Builder laid the scenes out for: the document's simulated device.
    static func canvasSize(_ root: IBElement) -> Size {
        var size = Size(375, 667)
        let deviceID = root.child("device")?["id"] ?? root.child("simulatedMetricsContainer")?
            .child("simulatedScreenMetrics")?["type"]
        let sizes: [String: Size] = [
            "retina3_5": Size(320, 480), "retina4": Size(320, 568), "retina4_0": Size(320, 568),
            "retina4_7": Size(375, 667), "retina47": Size(375, 667), "retina5_5": Size(414, 736), "retina55": Size(414, 736),
            "retina5_9": Size(375, 812), "retina6_1": Size(414, 896), "retina6_5": Size(414, 896),
            "retina6_12": Size(390, 844), "retina6_7": Size(428, 926), "retina6_72": Size(430, 932),
            "retina6_3": Size(402, 874), "retina6_9": Size(440, 956),
            "ipad9_7": Size(768, 1024), "ipad10_2": Size(810, 1080), "ipad10_5": Size(834, 1112),
            "ipad11": Size(834, 1194), "ipad12_9": Size(1024, 1366), "ipad": Size(768, 1024),
        ]
        if let d = deviceID, let s = sizes[d] { size = s }
        if root.child("device")?["orientation"] == "landscape" { size = Size(size.height, size.width) }
        return size
    }

    /// A storyboard identifier usable as a scene id (spaces become underscores).
    static func identifier(_ s: String?) -> String? {
        guard let s = s?.trimmingCharacters(in: .whitespacesAndNewlines), !s.isEmpty else { return nil }
        return String(s.map { $0.isWhitespace ? "_" : $0 })
    }

    /// The Swift class name without its module (`MyApp.CubeSegue` → `CubeSegue`).
    static func className(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s.split(separator: ".").last.map(String.init)
    }

    // MARK: Scenes

    mutating func convertScene(_ vc: IBElement) {
        guard let ibID = vc["id"], let id = sceneIDs[ibID] else { return }
        var className = "ViewController"
        let custom = IBConverter.className(vc["customClass"])
        switch vc.name {
        case "navigationController":
            className = "NavigationController"
        case "tabBarController":
            className = "TabBarController"
        default:
            if let custom, let mapped = classMap[custom], controllers.contains(mapped) {
                className = mapped
                usedMappings.insert(custom)
            } else if let custom, controllers.contains(custom) { className = custom }
        }
        if let custom, className != custom, classMap[custom] == nil {
            guess(.controllerClass, scene: id, custom, className, at: vc)
            if !suggested.classes.contains(where: { $0.name == custom }) {
                suggested.classes.append(StoryboardSidecar.ClassMapping(name: custom, target: className))
            }
        }
        switch vc.name {
        case "tableViewController":
            warn(vc, "table view controllers are drawn as their table's cells, without scrolling or selection yet", once: "tableVC")
        case "pageViewController":
            warn(vc, "page view controller '\(id)' gets its pages from the app's code; it is shown empty")
        case "splitViewController":
            warn(vc, "split view controllers show their first (master) controller only")
        case "collectionViewController":
            warn(vc, "collection view controllers are drawn as their stored cells, without scrolling", once: "collectionVC")
        case "viewControllerPlaceholder":
            warn(vc, "storyboard reference '\(vc["storyboardName"] ?? vc["referencedIdentifier"] ?? ibID)' opens another file; it is shown as a placeholder scene")
        case "viewController", "navigationController", "tabBarController", "controller": break
        default:
            warn(vc, "\(vc.name) is shown as a plain view controller")
        }
        var scene = SceneSpec(id: id, className: className, title: IBConverter.title(of: vc), view: ViewSpec(kind: .view, location: location(vc)),
                              unwindActions: [], escape: nil, focus: nil, children: [], childContainer: nil, root: nil,
                              location: location(vc))
        if let t = vc.child(key: "tabBarItem")?["title"], !t.isEmpty { scene.tabTitle = t }
        var ctx = SceneContext(sceneID: id, controller: vc)
        if let rootView = vc.child(key: "view") {
            scene.view = convertRoot(rootView, &ctx)
        } else if vc.name == "viewControllerPlaceholder" {
            var label = ViewSpec(kind: .label, location: location(vc))
            label.text = "Storyboard: \(vc["storyboardName"] ?? "?")\(vc["referencedIdentifier"].map { " / " + $0 } ?? "")"
            label.frame = Rect(20, canvas.height / 2 - 20, canvas.width - 40, 40)
            label.align = .center
            label.autoresizing = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
            scene.view.frame = Rect(size: canvas)
            scene.view.autoresizing = .flexibleSize
            scene.view.background = Color(white: 0.9)
            scene.view.subviews = [label]
        }
        // The controller's own segues: manual ones, relationships, and those of its bar items.
        for connections in vc.children("connections") {
            for s in connections.children("segue") { addSegue(s, from: id, trigger: nil, &ctx) }
        }
        for key in ["navigationItem", "toolbarItems"] {
            vc.children.filter { $0["key"] == key || $0.name == key }.forEach { item in
                item.forEachDescendant { d in
                    guard d.name == "connections" else { return }
                    for s in d.children("segue") { addSegue(s, from: id, trigger: nil, &ctx, barItem: true) }
                }
            }
        }
        scene.view = ctx.finish(scene.view)
        scenes.append(scene)
    }

    static func title(of vc: IBElement) -> String? {
        if let t = vc["title"], !t.isEmpty { return t }
        if let t = vc.child(key: "navigationItem")?["title"], !t.isEmpty { return t }
        if let t = vc.child(key: "tabBarItem")?["title"], !t.isEmpty { return t }
        return nil
    }

    /// Navigation roots and tab children, once every scene exists.
    mutating func resolveRelationships() {
        var sceneIndex: [String: Int] = [:]
        for (i, s) in scenes.enumerated() where sceneIndex[s.id] == nil { sceneIndex[s.id] = i }
        for r in relationships {
            guard let i = sceneIndex[r.scene], let dest = sceneIDs[r.destination] else { continue }
            switch r.kind {
            case "rootViewController":
                if scenes[i].className == "NavigationController" { scenes[i].root = dest }
            case "viewControllers", "masterViewController", "detailViewController":
                scenes[i].children.append(dest)
            default:
                diagnostics.append(StoryboardDiagnostic(r.at, "relationship '\(r.kind)' is not shown", severity: .warning))
            }
        }
        dropLoopingChildren()
        // A navigation controller with no root would be an empty stack.
        for i in scenes.indices where scenes[i].className == "NavigationController" && scenes[i].root == nil {
            diagnostics.append(StoryboardDiagnostic(scenes[i].location, "navigation controller '\(scenes[i].id)' has no root view controller; it is shown as an empty screen", severity: .warning))
            scenes[i].className = "ViewController"
        }
        // A tab bar controller with no tabs would be an empty bar.
        for i in scenes.indices where scenes[i].className == "TabBarController" && scenes[i].children.isEmpty {
            diagnostics.append(StoryboardDiagnostic(scenes[i].location, "tab bar controller '\(scenes[i].id)' has no tabs; it is shown as an empty screen", severity: .warning))
            scenes[i].className = "ViewController"
        }
    }

    /// A scene never contains itself: a tab or child that leads back to the scene holding it
    /// (through tabs, children and navigation roots) is dropped, with a warning. One
    /// depth-first walk in file order, with an explicit stack and each scene entered once:
    /// a child that closes a circle is dropped; a navigation root that closes one stays, and
    /// the check reports the circle.
    mutating func dropLoopingChildren() {
        var index: [String: Int] = [:]
        for (i, s) in scenes.enumerated() where index[s.id] == nil { index[s.id] = i }
        // A scene's edges: its root first (kept whenever possible), then its children.
        func edges(_ i: Int) -> [(target: Int, child: Int?)] {
            var out: [(Int, Int?)] = []
            if let r = scenes[i].root, let t = index[r] { out.append((t, nil)) }
            for (k, c) in scenes[i].children.enumerated() { if let t = index[c] { out.append((t, k)) } }
            return out
        }
        var state = [UInt8](repeating: 0, count: scenes.count)  // 0 new, 1 on the stack, 2 done
        var drop = [Set<Int>](repeating: [], count: scenes.count)
        var stack: [(scene: Int, edges: [(target: Int, child: Int?)], next: Int)] = []
        for start in scenes.indices where state[start] == 0 {
            state[start] = 1
            stack.append((start, edges(start), 0))
            while let top = stack.last {
                guard top.next < top.edges.count else {
                    state[top.scene] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (t, child) = top.edges[top.next]
                if state[t] == 0 {
                    state[t] = 1
                    stack.append((t, edges(t), 0))
                } else if state[t] == 1, let k = child {
                    drop[top.scene].insert(k)
                }
            }
        }
        for i in scenes.indices where !drop[i].isEmpty {
            let kept = scenes[i].children.enumerated().filter { !drop[i].contains($0.offset) }.map(\.element)
            let dropped = drop[i].sorted().map { "'\(scenes[i].children[$0])'" }.joined(separator: ", ")
            diagnostics.append(StoryboardDiagnostic(scenes[i].location, "'\(scenes[i].id)' lists \(dropped) among its tabs or children, which leads back to '\(scenes[i].id)'; a scene cannot contain itself, so it is left out", severity: .warning))
            scenes[i].children = kept
        }
    }

    /// A scene with a segmented control and a container view whose embedded child performs
    /// as many segues from code as there are segments: the app's code most likely performs
    /// segment i's segue when it is selected (a container switching its child). Each control
    /// is bound to the first such container; lookups are by id, so the time is linear in the
    /// scenes, controls and segues.
    mutating func guessSegmentBindings() {
        var segueByID: [String: SegueSpec] = [:]
        var seguesFrom: [String: [SegueSpec]] = [:]
        for s in segueSpecs {
            if segueByID[s.id] == nil { segueByID[s.id] = s }
            seguesFrom[s.source, default: []].append(s)
        }
        var manual: [String: Set<String>] = [:]
        for g in guesses where g.kind == .unboundSegue { manual[g.scene, default: []].insert(g.subject) }
        var childless: Set<String> = []
        for s in scenes where s.children.isEmpty { childless.insert(s.id) }
        var loading = Set(suggested.onLoad.map(\.scene))
        for scene in scenes {
            var controls: [ViewSpec] = [], embeds: [String] = []
            StoryboardValidator.walk(scene.view) { v in
                if v.kind == .segmented, v.id != nil, v.segments.count > 1 { controls.append(v) }
                if let e = v.embed { embeds.append(e) }
            }
            guard !controls.isEmpty else { continue }
            // Each embedded child's segues performed from code, found once.
            let children: [(child: String, candidates: [SegueSpec])] = embeds.compactMap { embed in
                guard let child = segueByID[embed]?.destination else { return nil }
                let own = manual[child] ?? []
                return (child, (seguesFrom[child] ?? []).filter { own.contains($0.id) })
            }
            for control in controls {
                guard let (child, candidates) = children.first(where: { $0.candidates.count == control.segments.count }) else { continue }
                suggested.actions.append(StoryboardSidecar.ActionBinding(control: control.id ?? "", action: .segments(candidates.map(\.id))))
                let shown = min(max(control.selected ?? 0, 0), candidates.count - 1)
                if childless.contains(child), loading.insert(child).inserted {
                    suggested.onLoad.append(StoryboardSidecar.LoadSegue(scene: child, segue: candidates[shown].id))
                }
                let choice = zip(control.segments, candidates).map { "'\($0)' → \($1.id)" }.joined(separator: ", ")
                guesses.append(InterfaceBuilderGuess(kind: .segmentSegues, scene: scene.id, subject: control.id ?? "",
                                                     choice: "segments perform the segues of '\(child)': \(choice)",
                                                     location: control.location))
            }
        }
    }

    /// Scenes with a storyboard identifier that nothing in the storyboard leads to are loaded
    /// by the app's code: several of them may be the pages of a container (the cookbook's
    /// cube). Offered, commented out, in the written sidecar.
    mutating func suggestContainer(identified: Set<String>) {
        var reached: Set<String> = []
        for s in segueSpecs { reached.insert(s.destination) }
        for sc in scenes { reached.formUnion(sc.children); if let r = sc.root { reached.insert(r) } }
        let loose = scenes.map(\.id).filter { identified.contains($0) && !reached.contains($0) }
        guard loose.count >= 2 else { return }
        let list = loose.map { "\"\($0)\"" }.joined(separator: ", ")
        suggested.pendingContainers = [
            "containers:     # scenes only the app's code loads by identifier: the pages of a container?",
            "  pages: { children: [\(list)], segue: RotatingSegue }",
            "initial: pages",
        ]
    }

    /// Unwind actions are declared in the app's code, not in the storyboard. Guess: the scenes
    /// with a segue into the scene the unwind starts from (or, when there is none, the initial
    /// scene's) declare it, which is where UIKit's walk would usually find it. Lookups are by
    /// id, so the time is linear in the unwinds, segues and scenes.
    mutating func declareUnwindTargets() {
        var sourcesInto: [String: [String]] = [:], shownInto: [String: [String]] = [:]
        for s in segueSpecs {
            sourcesInto[s.destination, default: []].append(s.source)
            if s.kind != .embed { shownInto[s.destination, default: []].append(s.source) }
        }
        var navigationsOf: [String: [String]] = [:]
        var sceneIndex: [String: Int] = [:]
        for (i, sc) in scenes.enumerated() {
            if let r = sc.root { navigationsOf[r, default: []].append(sc.id) }
            if sceneIndex[sc.id] == nil { sceneIndex[sc.id] = i }
        }
        var declared: [Int: Set<String>] = [:]
        var suggestedIndex: [String: Int] = [:]
        for (i, u) in suggested.unwind.enumerated() where suggestedIndex[u.scene] == nil { suggestedIndex[u.scene] = i }
        for use in unwindUses {
            var targets = shownInto[use.scene] ?? []
            for nav in navigationsOf[use.scene] ?? [] { targets += sourcesInto[nav] ?? [] }
            if targets.isEmpty { targets = [scenes.first?.id ?? use.scene] }
            let unique = Set(targets).sorted()
            for t in unique {
                guard let i = sceneIndex[t] else { continue }
                if declared[i] == nil { declared[i] = Set(scenes[i].unwindActions) }
                if declared[i]!.insert(use.action).inserted { scenes[i].unwindActions.append(use.action) }
            }
            for t in unique {
                if let i = suggestedIndex[t] {
                    if !suggested.unwind[i].actions.contains(use.action) { suggested.unwind[i].actions.append(use.action) }
                } else {
                    suggestedIndex[t] = suggested.unwind.count
                    suggested.unwind.append(StoryboardSidecar.UnwindTargets(scene: t, actions: [use.action]))
                }
            }
            guesses.append(InterfaceBuilderGuess(kind: .unwindTarget, scene: use.scene, subject: use.action,
                                                 choice: "declared by \(unique.joined(separator: ", "))", location: use.at))
        }
    }
}

/// What one scene's conversion keeps track of: the views' frames by id (for constraints
/// between siblings), the layout guides, and the scene's constraints.
struct SceneContext {
    let sceneID: String
    let controller: IBElement
    /// Each converted view's frame in its superview, by Interface Builder id.
    var frames: [String: Rect] = [:]
    /// Each view's superview, by Interface Builder id.
    var parentOf: [String: String] = [:]
    /// Each view's element, by Interface Builder id.
    var elements: [String: IBElement] = [:]
    /// Layout guides and safe areas: id → the view they belong to and their rectangle in it.
    var guides: [String: (owner: String, rect: Rect)] = [:]
    /// Every constraint of the scene.
    var constraints: [IBConstraint] = []
    /// The indices in `constraints` of each view's constraints (as first or second item).
    var constraintsOf: [String: [Int]] = [:]
    /// Each view's autoresizing mask as worked out from its constraints, by sibling depth and id.
    var autoresizingMasks: [String: AutoresizingMask] = [:]
    /// The root view's IB id.
    var rootID: String?
    /// Whether a view placed by its constraints had some that could not be honoured.
    var skippedConstraints = false

    init(sceneID: String, controller: IBElement) {
        self.sceneID = sceneID
        self.controller = controller
    }

    func finish(_ v: ViewSpec) -> ViewSpec { v }
}
