import Foundation

/// Converts an Interface Builder document tree into a `StoryboardFile`, collecting warnings,
/// errors and guesses. Its parts: `IBDocumentIndex` reads the document first (scene ids are
/// needed by every segue); this converts each scene, its views (`+Views`) and segues
/// (`+Segues`), with `IBSceneLayout` deciding where each view goes; then come what joins
/// scenes (navigation roots, tab children) and `IBSidecarSuggester`'s guesses of what the
/// app's code did. `IBDiagnosticLog` holds what each part reports.
struct IBConverter {
    let path: String
    let baseDirectory: String
    let controllers: ControllerRegistry
    let segueClasses: SegueRegistry
    let assets: StoryboardAssetPolicy
    let options: InterfaceBuilderOptions
    /// What the conversion reports: errors, warnings and guesses.
    var log: IBDiagnosticLog
    /// The errors and warnings, in the order they were found.
    var diagnostics: [StoryboardDiagnostic] { log.diagnostics }
    /// The guesses made where the app's code decided.
    var guesses: [InterfaceBuilderGuess] { log.guesses }
    /// Classes the sidecar maps to others (a custom class name → ours or a transition).
    var classMap: [String: String] = [:]
    /// The names of `classMap` the storyboard uses.
    var usedMappings: Set<String> = []
    /// The sidecar the guesses amount to: what `segue import` writes, and what is applied
    /// when the storyboard has none.
    var suggested = StoryboardSidecar(path: "")

    /// The document's scenes, exits, resources and canvas, read before any scene is converted.
    var index = IBDocumentIndex()
    /// The scene id of each controller element, by Interface Builder id.
    var sceneIDs: [String: String] { index.sceneIDs }
    /// Each scene's controller element, by Interface Builder id.
    var controllerElements: [String: IBElement] { index.controllerElements }
    /// Resource colour definitions already resolved (by element), so a chain is followed once.
    var resolvedColors: [ObjectIdentifier: Color] = [:]
    /// The asset catalogues and loose images beside the storyboard.
    var catalog: IBAssetCatalog

    // What the scenes produce.
    var scenes: [SceneSpec] = []
    var segueSpecs: [SegueSpec] = []
    var segueIDs: Set<String> = []
    /// Unwind actions used by controls, with the scene they are in.
    var unwindUses: [IBSidecarSuggester.UnwindUse] = []
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
        log = IBDiagnosticLog(path: path)
        catalog = IBAssetCatalog(baseDirectory: baseDirectory, assetsFolder: assets.folder, decode: assets.decode,
                                 files: assets.files)
    }

    // MARK: Diagnostics

    func location(_ e: IBElement?) -> SourceLocation { log.location(e) }
    mutating func error(_ e: IBElement?, _ message: String) { log.error(e, message) }
    /// A warning; with `once`, only the first one with that key is given.
    mutating func warn(_ e: IBElement?, _ message: String, once: String? = nil) { log.warn(e, message, once: once) }
    mutating func guess(_ kind: InterfaceBuilderGuess.Kind, scene: String, _ subject: String, _ choice: String, at e: IBElement?) {
        log.guess(kind, scene: scene, subject, choice, at: e)
    }

    // MARK: Conversion

    /// The storyboard the document `root` describes, or nil when it is none (the reasons are
    /// in `diagnostics`). The document is indexed first (segues refer to scenes anywhere in
    /// it), then each scene is converted, then what joins scenes is resolved and guessed.
    mutating func convert(_ document: IBElement) -> StoryboardFile? {
        let root = IBXibDocument.isXib(document) ? IBXibDocument.storyboard(from: document, &log) : document
        guard let index = IBDocumentIndex.read(root, &log) else { return nil }
        self.index = index
        for vc in index.controllers { convertScene(vc) }
        resolveRelationships()
        nameAnchors()
        applyHeroAnimations()
        IBSidecarSuggester.declareUnwindTargets(unwindUses, scenes: &scenes, segues: segueSpecs,
                                                sidecar: &suggested, guesses: &log.guesses)
        IBSidecarSuggester.bindSegments(scenes: scenes, segues: segueSpecs, sidecar: &suggested, guesses: &log.guesses)
        suggested.pendingContainer = IBSidecarSuggester.container(identified: index.identifiedScenes, scenes: scenes,
                                                                  segues: segueSpecs)
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

    /// A storyboard identifier usable as a scene id (spaces become underscores).
    static func identifier(_ s: String?) -> String? {
        guard let s = s?.trimmingCharacters(in: .whitespacesAndNewlines), !s.isEmpty else { return nil }
        return String(s.map { $0.isWhitespace ? "_" : $0 })
    }

    /// The screen of a navigation controller with an empty stack: the canvas, its bar (unless
    /// hidden) along the top below the status bar, its default height (plus the large title's
    /// row when it prefers large titles), its background reaching up under the status bar
    /// (`topAttached`).
    func emptyNavigationScreen(_ bar: NavigationBarSpec, at location: SourceLocation) -> ViewSpec {
        var screen = ViewSpec(kind: .view, location: location)
        screen.frame = Rect(size: index.canvas)
        screen.autoresizing = .flexibleSize
        guard !bar.hidden else { return screen }
        var v = ViewSpec(kind: .navigationBar, location: location)
        v.bar.appearance = bar.appearance
        v.bar.prefersLargeTitles = bar.prefersLargeTitles
        v.bar.barPosition = .topAttached
        let top = index.device?.safeAreaInsets.top ?? 0
        let row = NavigationBar.rowHeight(compact: index.device?.traitCollection.verticalSizeClass == .compact, device: index.device,
                                          inSheet: index.device?.isSheetCard == true)
        v.frame = Rect(0, top, index.canvas.width, row + (bar.prefersLargeTitles ? NavigationBar.largeTitleHeight : 0))
        v.autoresizing = [.flexibleWidth, .flexibleBottomMargin]
        screen.subviews = [v]
        return screen
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
        case "splitViewController":
            className = "SplitViewController"
        default:
            // A table or collection view controller without a class of the app's is UIKit's own.
            if vc.name == "tableViewController" { className = "TableViewController" }
            if vc.name == "collectionViewController" { className = "CollectionViewController" }
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
        var split = SplitSpec()
        switch vc.name {
        case "pageViewController":
            warn(vc, "page view controller '\(id)' gets its pages from the app's code; it is shown empty")
        case "splitViewController":
            split = splitSpec(vc)
        case "viewControllerPlaceholder":
            break // `resolveReferences` follows it to its storyboard, or says why it cannot
        case "viewController", "navigationController", "tabBarController", "controller", "tableViewController",
             "collectionViewController": break
        default:
            warn(vc, "\(vc.name) is shown as a plain view controller")
        }
        var scene = SceneSpec(id: id, className: className, title: IBConverter.title(of: vc), view: ViewSpec(kind: .view, location: location(vc)),
                              unwindActions: [], escape: nil, focus: nil, children: [], childContainer: nil, root: nil,
                              location: location(vc))
        scene.interfaceBuilderID = ibID
        scene.split = split
        if let tab = vc.child(key: "tabBarItem") {
            if let t = tab["title"], !t.isEmpty { scene.tabTitle = t }
            scene.tabBarItem = tabBarItem(tab)
        }
        var ctx = SceneContext(sceneID: id, controller: vc, layout: IBSceneLayout(options: options))
        if let rootView = vc.child(key: "view") {
            scene.view = convertRoot(rootView, &ctx)
        } else if vc.name == "viewControllerPlaceholder" {
            var label = ViewSpec(kind: .label, location: location(vc))
            label.text = "Storyboard: \(vc["storyboardName"] ?? "?")\(vc["referencedIdentifier"].map { " / " + $0 } ?? "")"
            label.frame = Rect(20, index.canvas.height / 2 - 20, index.canvas.width - 40, 40)
            label.align = .center
            label.autoresizing = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
            scene.view.frame = Rect(size: index.canvas)
            scene.view.autoresizing = .flexibleSize
            scene.view.background = Color(white: 0.9)
            scene.view.subviews = [label]
        }
        // The controller's own segues: manual ones, relationships, and those of its bar items.
        for connections in vc.children("connections") {
            for s in connections.children("segue") { addSegue(s, from: id, trigger: nil, &ctx) }
        }
        if let item = vc.child(key: "navigationItem") { scene.navigationItem = navigationItem(item, scene: id, &ctx) }
        if vc.name == "navigationController" { scene.navigationBar = navigationBar(of: vc) }
        if vc.name == "tabBarController", let bar = vc.child(key: "tabBar") { scene.tabBar = barAppearance(of: bar) }
        scene.simulatedNavigation = simulatedNavigation(of: vc)
        scene.hidesBottomBarWhenPushed = vc.flag("hidesBottomBarWhenPushed") == true
        if let size = vc.child(key: "contentSizeForViewInPopover"), let w = size.number("width"), let h = size.number("height") {
            scene.preferredContentSize = Size(w, h)
        }
        scene.extendedLayoutIncludesOpaqueBars = vc.flag("extendedLayoutIncludesOpaqueBars") == true
        if let edges = vc.child(key: "edgesForExtendedLayout") { scene.edgesForExtendedLayout = IBConverter.rectEdge(edges) }
        scene.simulatedTabBar = vc.name != "tabBarController" && vc.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics"
        if let items = vc.children.first(where: { $0.name == "toolbarItems" }) {
            scene.toolbarItems = items.children("barButtonItem").map { barButtonItem($0, scene: id, &ctx) }
        }
        scene.interfaceBuilderLayout = ctx.constraints.flatMap { $0.appliesAnything ? $0 : nil }
        cutLongTexts(&scene)
        scenes.append(scene)
    }

    /// Texts over `TextMetrics.maxCharacters` (a licence in a text view) cut to it, with a
    /// warning: a YAML storyboard with such a text is refused, but an Interface Builder file
    /// is an app's, which UIKit shows whole, so it loads with the start of the text (what a
    /// scrolling text view shows first).
    mutating func cutLongTexts(_ scene: inout SceneSpec) {
        let most = TextMetrics.maxCharacters
        /// Whether `text` is over the limit; if so, warned about at `location`.
        func isLong(_ text: String, _ location: SourceLocation) -> Bool {
            guard TextMetrics.problem(with: text) != nil else { return false }
            log.warn(at: location, "a text of \(text.unicodeScalars.count) characters is cut to its first \(most), the most a text may have")
            return true
        }
        func cut(_ text: inout String?, _ location: SourceLocation) {
            guard let t = text, isLong(t, location) else { return }
            text = String(String.UnicodeScalarView(t.unicodeScalars.prefix(most)))
        }
        func walk(_ v: inout ViewSpec) {
            cut(&v.text, v.location)
            if let runs = v.runs, isLong(runs.map(\.text).joined(), v.location) {
                var left = most
                v.runs = runs.compactMap { run -> TextRunSpec? in
                    guard left > 0 else { return nil }
                    var r = run
                    let n = run.text.unicodeScalars.count
                    if n > left { r.text = String(String.UnicodeScalarView(run.text.unicodeScalars.prefix(left))) }
                    left -= min(n, left)
                    return r
                }
            }
            for i in v.segments.indices {
                var s: String? = v.segments[i]
                cut(&s, v.location)
                v.segments[i] = s ?? ""
            }
            for i in v.subviews.indices { walk(&v.subviews[i]) }
        }
        cut(&scene.title, scene.location)
        cut(&scene.tabTitle, scene.location)
        walk(&scene.view)
    }

    /// The controller's `title`: its own attribute, else its navigation item's title (which
    /// the navigation bar shows first either way). A tab bar item's title names the tab only.
    static func title(of vc: IBElement) -> String? {
        if let t = vc["title"], !t.isEmpty { return t }
        if let t = vc.child(key: "navigationItem")?["title"], !t.isEmpty { return t }
        return nil
    }

    /// A `splitViewController`'s style, display mode, split behaviour and primary column widths.
    /// Xcode's "double column" style (`allowDoubleColumnStyle`, `style="doubleColumn"`) is iOS
    /// 14's column split view; `style="tripleColumn"`, or a supplementary column however the
    /// style is written, the triple-column one (`resolveRelationships`). A display mode is read
    /// by Xcode's names (`beside`, `overlay`, `secondaryOnly`, `twoBeside` …) or UIKit's.
    mutating func splitSpec(_ vc: IBElement) -> SplitSpec {
        var split = SplitSpec()
        if vc["style"] == "tripleColumn" { split.style = .tripleColumn }
        else if vc.flag("allowDoubleColumnStyle") == true || vc["style"] == "doubleColumn" { split.style = .doubleColumn }
        let modes: [String: SplitViewController.DisplayMode] = [
            "automatic": .automatic, "secondaryOnly": .secondaryOnly, "primaryHidden": .secondaryOnly,
            "beside": .oneBesideSecondary, "allVisible": .oneBesideSecondary, "oneBesideSecondary": .oneBesideSecondary,
            "overlay": .oneOverSecondary, "over": .oneOverSecondary, "primaryOverlay": .oneOverSecondary, "oneOverSecondary": .oneOverSecondary,
            "twoBeside": .twoBesideSecondary, "twoBesideSecondary": .twoBesideSecondary,
            "twoOver": .twoOverSecondary, "twoOverSecondary": .twoOverSecondary,
            "twoDisplace": .twoDisplaceSecondary, "twoDisplaceSecondary": .twoDisplaceSecondary]
        if let mode = vc["preferredDisplayMode"] {
            if let m = modes[mode] { split.displayMode = m }
            else { warn(vc, "split view display mode '\(mode)' is not known; the automatic one is used") }
        }
        if let behavior = vc["behavior"] ?? vc["preferredSplitBehavior"] {
            if let b = SplitViewController.SplitBehavior(rawValue: behavior) { split.behavior = b }
            else { warn(vc, "split behaviour '\(behavior)' is not known; the automatic one is used") }
        }
        split.primaryWidthFraction = vc.number("preferredPrimaryColumnWidthFraction").map { min(max($0, 0), 1) }
        split.minimumPrimaryWidth = vc.number("minimumPrimaryColumnWidth").map { max($0, 0) }
        split.maximumPrimaryWidth = vc.number("maximumPrimaryColumnWidth").map { max($0, 0) }
        return split
    }

    /// Navigation roots and tab children, once every scene exists.
    mutating func resolveRelationships() {
        var sceneIndex: [String: Int] = [:]
        for (i, s) in scenes.enumerated() where sceneIndex[s.id] == nil { sceneIndex[s.id] = i }
        // A split view's columns, wherever the XML lists them: primary, supplementary, secondary.
        var columns: [Int: [SplitViewController.Column: String]] = [:]
        for r in relationships {
            guard let i = sceneIndex[r.scene], let dest = sceneIDs[r.destination] else { continue }
            switch r.kind {
            case "rootViewController":
                if scenes[i].className == "NavigationController" { scenes[i].root = dest }
            case "viewControllers":
                scenes[i].children.append(dest)
            case "masterViewController": columns[i, default: [:]][.primary] = dest
            case "supplementaryViewController": columns[i, default: [:]][.supplementary] = dest
            case "detailViewController": columns[i, default: [:]][.secondary] = dest
            case "compactViewController": scenes[i].split.compact = dest
            default:
                log.warn(at: r.at, "relationship '\(r.kind)' is not shown")
            }
        }
        for (i, set) in columns {
            // Three columns are the triple-column style, whatever attribute says the style.
            if set[.supplementary] != nil { scenes[i].split.style = .tripleColumn }
            scenes[i].children += [SplitViewController.Column.primary, .supplementary, .secondary].compactMap { set[$0] }
        }
        dropLoopingChildren()
        // A navigation controller with no root is an empty stack: its bar over an empty screen,
        // as UIKit and Xcode's canvas draw it.
        for i in scenes.indices where scenes[i].className == "NavigationController" && scenes[i].root == nil {
            log.warn(at: scenes[i].location, "navigation controller '\(scenes[i].id)' has no root view controller; it is shown as its bar over an empty screen")
            scenes[i].className = "ViewController"
            scenes[i].view = emptyNavigationScreen(scenes[i].navigationBar ?? NavigationBarSpec(), at: scenes[i].location)
        }
        // A split view controller needs its primary.
        for i in scenes.indices where scenes[i].className == "SplitViewController" && scenes[i].children.isEmpty {
            log.warn(at: scenes[i].location, "split view controller '\(scenes[i].id)' has no master view controller; it is shown as an empty screen")
            scenes[i].className = "ViewController"
        }
        // A tab bar controller with no tabs would be an empty bar.
        for i in scenes.indices where scenes[i].className == "TabBarController" && scenes[i].children.isEmpty {
            log.warn(at: scenes[i].location, "tab bar controller '\(scenes[i].id)' has no tabs; it is shown as an empty screen")
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
            log.warn(at: scenes[i].location, "'\(scenes[i].id)' lists \(dropped) among its tabs or children, which leads back to '\(scenes[i].id)'; a scene cannot contain itself, so it is left out")
            scenes[i].children = kept
        }
    }
}

/// What one scene's conversion keeps track of: the scene, its controller's element and where
/// its views go.
struct SceneContext {
    let sceneID: String
    let controller: IBElement
    /// The stored frames and autoresizing masks of the scene's views.
    var layout: IBSceneLayout
    /// The scene's constraints, stacks and variations (nil when it has none).
    var constraints: IBSceneConstraints?
    /// The ids of the labels and image views styled table cells draw themselves.
    var cellOwnViews: Set<String> = []
    /// The row height of the table whose cells are being converted.
    var tableRowHeight: Double?

    init(sceneID: String, controller: IBElement, layout: IBSceneLayout) {
        self.sceneID = sceneID
        self.controller = controller
        self.layout = layout
    }
}
