import Foundation

/// A loaded storyboard (UIStoryboard): makes scene controllers with their view trees, wires
/// controls to segues and unwinds, and runs embed segues while a scene's view loads.
@MainActor
public final class Storyboard {
    /// The storyboard as it was read and checked: its scenes, segues and initial scene.
    public let file: StoryboardFile
    /// The classes and transitions the storyboard was loaded with; the controllers it makes
    /// find their transitions here.
    public let registries: SegueRegistries
    /// The controller classes its scenes name.
    public var controllers: ControllerRegistry { registries.controllers }
    /// The segue classes its segues name.
    public var segues: SegueRegistry { registries.segues }
    /// The transitions its segues (and the controllers it makes) name.
    public var transitions: TransitionRegistry { registries.transitions }
    /// Where instantiations and everything the made controllers do are recorded.
    public var traceLog: TraceLog?

    /// Every image file its scenes show (images and patterns), each once, in scene order, as
    /// the views it makes name them: what an app can decode before the first frame that shows one.
    public var imagePaths: [String] {
        var seen = Set<String>(), paths: [String] = []
        for scene in file.scenes {
            StoryboardValidator.walk(scene.view) { v in
                for name in [v.image, v.pattern].compactMap({ $0 }) {
                    let path = StoryboardValidator.resolve(name, in: file.assetsDirectory)
                    if seen.insert(path).inserted { paths.append(path) }
                }
            }
        }
        return paths
    }

    /// A storyboard over an already decoded file, making its controllers from `registries`.
    public init(file: StoryboardFile, registries: SegueRegistries = SegueRegistries()) {
        self.file = file
        self.registries = registries
    }

    /// Loads and checks the storyboard whose bytes are `data`, read from `path` (named in
    /// messages; its folder is where relative names resolve). Never throws, blocks or crashes on
    /// a bad file: the failure lists every problem with file, line and column. `assets` says
    /// where images may come from and how they are checked (see `StoryboardAssetPolicy`);
    /// `interfaceBuilder` how an Interface Builder file is read (its sidecar among others).
    /// SegueIO's `load(path:)` reads the file and comes here.
    public static func load(data: Data, path: String, registries: SegueRegistries = SegueRegistries(),
                            assets: StoryboardAssetPolicy,
                            interfaceBuilder: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> Result<Storyboard, StoryboardError> {
        let base = Storyboard.folder(of: path)
        if let folder = assets.folder, assets.files.problem(at: folder) != "it is a folder" {
            let why = assets.files.problem(at: folder) ?? "it is a file"
            return .failure(StoryboardError([StoryboardDiagnostic(SourceLocation(file: path, line: 1, column: 1),
                                                                   "cannot use assets folder '\(folder)': \(why)")]))
        }
        // One loading entry point, two file formats: Interface Builder XML or YAML.
        if InterfaceBuilderReader.isInterfaceBuilder(path: path, data: data) {
            return InterfaceBuilderReader.read(data: data, path: path, baseDirectory: base, registries: registries,
                                               assets: assets, options: interfaceBuilder)
                .map { Storyboard(file: $0.file, registries: registries) }
        }
        return StoryboardDecoder.decode(data: data, path: path, baseDirectory: base, registries: registries,
                                        assets: assets)
            .map { Storyboard(file: $0, registries: registries) }
    }

    /// The folder a storyboard's relative names resolve against: its path's folder, or "" for
    /// a bare name (the current folder) and for `-` (standard input).
    nonisolated public static func folder(of path: String) -> String {
        let folder = PathName(path).folder
        return folder.bytes == [UInt8(ascii: ".")] ? "" : folder.argument
    }

    /// Parses storyboard text (assets resolve against `baseDirectory`): YAML, or Interface
    /// Builder XML when the text starts with `<`.
    public static func parse(_ text: String, path: String = "storyboard.yaml", baseDirectory: String = "",
                             registries: SegueRegistries = SegueRegistries(),
                             assets: StoryboardAssetPolicy) -> Result<Storyboard, StoryboardError> {
        if text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "<" {
            return InterfaceBuilderReader.read(data: Data(text.utf8), path: path, baseDirectory: baseDirectory,
                                               registries: registries, assets: assets)
                .map { Storyboard(file: $0.file, registries: registries) }
        }
        return StoryboardDecoder.decode(text: text, path: path, baseDirectory: baseDirectory, registries: registries,
                                 assets: assets)
            .map { Storyboard(file: $0, registries: registries) }
    }

    // MARK: Instantiation

    /// A new controller for the initial scene.
    public func instantiateInitialViewController() -> ViewController? {
        instantiateViewController(withIdentifier: file.initialScene)
    }

    /// A new controller for the scene `identifier` (nil if there is none). Its view is built
    /// when first used; embed segues run then, before `viewDidLoad`, as in UIKit.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController? {
        instantiate(identifier, for: nil)
    }

    /// A new controller for the scene `identifier` shown on its own (nil if there is none): as
    /// the app's first screen, made by identifier in the app's code and presented, or laid out
    /// alone. A scene that its Interface Builder file draws inside a navigation controller (a
    /// simulated navigation bar or toolbar, as Xcode's canvas draws it: the app's code puts it
    /// in one), or that a push segue shows inside one (the bars Xcode infers), is the root of a
    /// new navigation controller with those bars (`shownNavigation(of:)`); any other is the
    /// scene's own controller, as `instantiateViewController(withIdentifier:)` makes it.
    ///
    /// A scene its file draws above a tab bar (a simulated tab bar), or that is shown inside a
    /// tab bar controller's tab (a tab itself, or the navigation controller that is one shows it:
    /// the bottom bar Xcode infers), is, in turn, the only tab of a new tab bar controller, its
    /// tab the scene's (or its navigation controller's) tab item.
    ///
    /// The root of a navigation controller scene is shown in that navigation controller, with
    /// its bars, as the canvas draws it beside it.
    public func instantiateShownViewController(withIdentifier identifier: String) -> ViewController? {
        var shown: ViewController
        if let holder = file.scenes.first(where: { $0.root == identifier && $0.id != identifier }),
           let nav = instantiate(holder.id, for: nil) as? NavigationController {
            shown = nav
        } else {
            guard let vc = instantiate(identifier, for: nil) else { return nil }
            shown = vc
            if let bars = shownNavigation(of: identifier), !(vc is NavigationController) {
                let nav = NavigationController(rootViewController: vc)
                nav.storyboard = self
                nav.adoptTrace(traceLog ?? vc.traceLog)
                nav.tabBarItem = vc.tabBarItem
                Storyboard.applyNavigationBar(bars, to: nav)
                shown = nav
            }
        }
        if !(shown is TabBarController), showsTabBar(identifier) {
            let tabs = TabBarController()
            tabs.storyboard = self
            tabs.adoptTrace(traceLog ?? shown.traceLog)
            tabs.setViewControllers([shown])
            shown = tabs
        }
        return shown
    }

    /// Whether scene `id` shown on its own stands above a tab bar on Xcode's canvas: its file
    /// simulates one, or one is inferred: the scene, a scene a push to it comes from (followed
    /// back through pushes), or the navigation controller one of them is the root of, is a tab
    /// of a tab bar controller, and neither the scene nor one on the way hides the bar
    /// (`hidesBottomBarWhenPushed`).
    func showsTabBar(_ id: String) -> Bool {
        if file.scene(id)?.simulatedTabBar == true { return true }
        let tabs = Set(file.scenes.filter { $0.className == "TabBarController" }.flatMap(\.children))
        func hides(_ scene: String) -> Bool { file.scene(scene)?.hidesBottomBarWhenPushed == true }
        guard !tabs.isEmpty, !hides(id) else { return false }
        func isTab(_ scene: String) -> Bool { tabs.contains(scene) || navigationScene(rooted: scene).map { tabs.contains($0.id) } == true }
        return isTab(id) || firstPushSource(of: id, through: { !hides($0) }, where: isTab) != nil
    }

    /// The bars of the navigation controller scene `id` is shown in on its own: those its file
    /// simulates; else, for a scene a push (`show`) segue reaches, those of the navigation
    /// controller its source is the root of, or that its source is shown in, followed back
    /// through pushes; nil when there is none.
    func shownNavigation(of id: String) -> NavigationBarSpec? {
        if let simulated = file.scene(id)?.simulatedNavigation { return simulated }
        var bars: NavigationBarSpec?
        firstPushSource(of: id) { source in
            if let nav = navigationScene(rooted: source) { bars = nav.navigationBar ?? NavigationBarSpec() }
            else { bars = file.scene(source)?.simulatedNavigation }
            return bars != nil
        }
        return bars
    }

    /// The navigation controller scene whose root is scene `id`, if any.
    private func navigationScene(rooted id: String) -> SceneSpec? {
        file.scenes.first { $0.className == "NavigationController" && $0.root == id }
    }

    /// Walks back from scene `id` through the push (`show`) segues that reach it: each scene a
    /// push comes from, nearest first, until `found` says so; returns that scene, or nil. Only
    /// scenes `passable` lets through are visited.
    @discardableResult
    private func firstPushSource(of id: String, through passable: (String) -> Bool = { _ in true },
                                 where found: (String) -> Bool) -> String? {
        var seen: Set<String> = [id]
        var frontier = [id]
        while let current = frontier.popLast() {
            for segue in file.segues where segue.destination == current && (segue.kind == .show || segue.kind == .push) {
                guard passable(segue.source) else { continue }
                if found(segue.source) { return segue.source }
                if seen.insert(segue.source).inserted { frontier.append(segue.source) }
            }
        }
        return nil
    }

    /// The scenes being made or loaded now, outermost first: a controller made while another
    /// loads (its root, tabs, children, embedded scenes, the segue it performs on load) is
    /// nested in it. Bounded by `StoryboardLimits.maxNestingDepth`; a scene already on it
    /// would contain itself.
    private var building: [String] = []
    /// Controllers made since `building` was last empty: what loading one scene made.
    private var madeInBuild = 0

    /// Refuses, with the error `check` gives for such a file, a controller that would nest
    /// too deep, contain itself, or make loading one scene make too many; nil when it may be
    /// made. `StoryboardFile`s loaded with `load` or `parse` are checked already; this keeps a
    /// file built in code (or a check missed) from recursing without end.
    private func refusal(toMake id: String) -> String? {
        if let i = building.firstIndex(of: id) {
            return "cycle of embedded scenes: \((building[i...] + [id]).joined(separator: " → ")); a scene cannot contain itself"
                + " (through an embed, a child, a tab, a navigation root or the segue it performs on load)"
        }
        let maxDepth = StoryboardLimits.maxNestingDepth
        if building.count >= maxDepth {
            return "loading scene '\(building[0])' nests \(building.count + 1) scenes deep, over the limit of \(maxDepth); "
                + "a storyboard may nest containers at most \(maxDepth) deep"
        }
        if !building.isEmpty, madeInBuild >= StoryboardLimits.maxControllers {
            return "loading scene '\(building[0])' makes more than \(StoryboardLimits.maxControllers) controllers, over the limit of "
                + "\(StoryboardLimits.maxControllers) (a scene embedded, a child or a tab twice counts twice)"
        }
        return nil
    }

    /// Runs `body` with `id` on the `building` stack.
    private func nested<T>(in id: String, _ body: () -> T) -> T {
        if building.isEmpty { madeInBuild = 0 }
        building.append(id)
        defer { building.removeLast() }
        return body()
    }

    /// `parent`: the controller this one is made for (a segue's source, a container), whose
    /// trace log is used when the storyboard has none of its own and which records a refusal.
    private func instantiate(_ id: String, for parent: ViewController?) -> ViewController? {
        if let why = refusal(toMake: id) {
            parent?.trace(.error, [.init("message", .string(why))])
            return nil
        }
        return nested(in: id) { make(id, trace: parent?.traceLog) }
    }

    private func make(_ id: String, trace: TraceLog?) -> ViewController? {
        guard let scene = file.scene(id), let vc = controllers.make(scene.className) else { return nil }
        madeInBuild += 1
        vc.storyboardIdentifier = scene.id
        vc.storyboard = self
        vc.title = scene.title
        if let item = scene.tabBarItem { vc.tabBarItem = resolved(item) }
        if let t = scene.tabTitle { vc.tabBarItem.title = t }
        vc.hidesBottomBarWhenPushed = scene.hidesBottomBarWhenPushed
        if let size = scene.preferredContentSize { vc.preferredContentSize = size }
        vc.extendedLayoutIncludesOpaqueBars = scene.extendedLayoutIncludesOpaqueBars
        if let edges = scene.edgesForExtendedLayout { vc.edgesForExtendedLayout = edges }
        if let item = scene.navigationItem { applyNavigationItem(item, to: vc, in: scene) }
        if let items = scene.toolbarItems { applyToolbarItems(items, to: vc, in: scene) }
        if let bar = scene.navigationBar, let nav = vc as? NavigationController { Storyboard.applyNavigationBar(bar, to: nav) }
        if let bar = scene.tabBar, let tabs = vc as? TabBarController { Storyboard.applyAppearance(bar, to: tabs.tabBar) }
        vc.adoptTrace(traceLog ?? trace)
        vc.trace(.instantiate, [.init("class", .string(scene.className))])
        for action in scene.unwindActions where vc.unwindActions[action] == nil {
            vc.unwindActions[action] = { _ in }
        }
        vc.escapeUnwindAction = scene.escape
        (vc as? ChildContainerController)?.childSegueClass = scene.childSegue.flatMap { segues.segueClass(named: $0) }
        if let nav = vc as? NavigationController, let root = scene.root, let rootVC = instantiate(root, for: vc) {
            nav.addChild(rootVC)
            rootVC.didMove(toParent: nav)
        }
        vc.viewFactory = { [weak self, weak vc] in
            guard let self, let vc else { return View() }
            var built: [(spec: ViewSpec, view: View)] = []
            var views: [String: View] = [:]
            let root = self.buildView(scene.view, for: vc, in: scene, isRoot: true, built: &built, views: &views)
            Storyboard.activateLayout(built, root: root)
            if let layout = scene.interfaceBuilderLayout {
                vc.interfaceBuilderLayout = IBLayoutInstaller(layout, file: self.file.path, views: views)
                root.setNeedsUpdateConstraints()
            }
            return root
        }
        vc.viewLoadedHook = { [weak self, weak vc] in
            guard let self, let vc else { return }
            self.nested(in: scene.id) { self.didLoadView(of: vc, scene: scene) }
        }
        return vc
    }

    private func didLoadView(of vc: ViewController, scene: SceneSpec) {
        if let f = scene.focus { vc.preferredFocusView = vc.view.viewWithIdentifier(f) }
        // Embed segues: the container's child, prepared before the parent's viewDidLoad.
        for container in vc.view.descendants.compactMap({ $0 as? ContainerView }) {
            guard let segueID = container.embedSegueIdentifier, let spec = file.segue(segueID),
                  let dest = instantiate(spec.destination, for: vc) else { continue }
            let segue = EmbedSegue(identifier: spec.id, source: vc, destination: dest)
            segue.options = spec.options
            segue.containerView = container
            segue.run(sender: container, askSource: false)
        }
        // A tab bar controller's tabs: all added, the first one shown above its bar.
        if let tabs = vc as? TabBarController {
            tabs.setViewControllers(scene.children.compactMap { instantiate($0, for: vc) })
            if let segue = scene.loadSegue { vc.performSegue(withIdentifier: segue, sender: nil) }
            return
        }
        // A split view controller's columns: its children in column order, and its compact column.
        if let split = vc as? SplitViewController {
            scene.split.apply(to: split)
            split.viewControllers = scene.children.compactMap { instantiate($0, for: vc) }
            if let compact = scene.split.compact { split.setViewController(instantiate(compact, for: vc), for: .compact) }
            // A column's navigation controller made for a scene shows the bars its file simulates.
            for case let nav as NavigationController in split.children where nav.storyboardIdentifier == nil {
                nav.storyboard = self
                if let id = nav.viewControllers.first?.storyboardIdentifier, let bars = file.scene(id)?.simulatedNavigation {
                    Storyboard.applyNavigationBar(bars, to: nav)
                }
            }
            return
        }
        // Children of a custom container: all added, the first one shown.
        var host: View = vc.view
        if let id = scene.childContainer, let v = vc.view.viewWithIdentifier(id) { host = v }
        for (i, childID) in scene.children.enumerated() {
            guard let child = instantiate(childID, for: vc) else { continue }
            vc.addChild(child)
            if i == 0 {
                child.view.frame = Rect(size: host.bounds.size)
                child.view.autoresizingMask = .flexibleSize
                host.addSubview(child.view)
            }
            child.didMove(toParent: vc)
        }
        // What the app's viewDidLoad did (a sidecar's `onLoad`): a container showing its first child.
        if let segue = scene.loadSegue { vc.performSegue(withIdentifier: segue, sender: nil) }
    }

    /// The view `spec` describes, with its subviews; each view made is added to `built`,
    /// parents first, for the constraints made once the tree is whole, and `views` gets each
    /// one an Interface Builder scene's constraints name (a `<stackView>` is made a `StackView`).
    func buildView(_ spec: ViewSpec, for vc: ViewController, in scene: SceneSpec, isRoot: Bool, parent: ViewKind? = nil,
                   built: inout [(spec: ViewSpec, view: View)], views: inout [String: View]) -> View {
        let isStack = spec.layoutID.flatMap { scene.interfaceBuilderLayout?.views[$0]?.stack } != nil
        // A collection view's cell is a collection view cell; any other cell, a table's.
        let v = isStack ? StackView()
            : spec.kind == .cell && parent == .collection ? CollectionViewCell()
            : spec.kind.schema.make(spec, file.assetsDirectory)
        built.append((spec, v))
        if let id = spec.layoutID { views[id] = v }
        if let content = (v as? TableViewCell)?.contentView ?? (v as? CollectionViewCell)?.contentView {
            if let id = spec.cell.contentLayoutID { views[id] = content; content.identifier = id }
            if let b = spec.cell.contentBackground { content.backgroundColor = b }
        }
        // A cell style's own labels and image view, which the cell places itself: constraints
        // may name them, as their frames.
        if let cell = v as? TableViewCell {
            let own: [String: View?] = ["textLabel": cell.textLabel, "detailTextLabel": cell.detailTextLabel, "imageView": cell.imageView]
            for (role, s) in spec.cell.styleViews {
                guard let id = s.layoutID, let view = own[role] ?? nil else { continue }
                views[id] = view
                view.identifier = id
            }
        }
        // An Interface Builder view is named by its IB id unless the file gave it an id of its own.
        v.identifier = spec.id ?? spec.layoutID
        v.frame = spec.frame ?? (isRoot ? Rect(0, 0, 1280, 720) : .zero)
        v.autoresizingMask = isRoot && spec.frame == nil ? .flexibleSize : spec.autoresizing
        // The file's colour, else the kind's own (a grouped table's grey), else white for a root.
        if let b = spec.background { v.backgroundColor = b } else if isRoot, v.backgroundColor == nil { v.backgroundColor = .white }
        v.patternImage = spec.pattern.map { StoryboardValidator.resolve($0, in: file.assetsDirectory) }
        if let r = spec.cornerRadius { v.cornerRadius = r }
        if let w = spec.borderWidth { v.borderWidth = w }
        if let c = spec.borderColor { v.borderColor = c }
        if let a = spec.alpha { v.alpha = a }
        // Hidden when the file says; a kind hidden by its own state (a stopped activity
        // indicator) stays so.
        if spec.hidden { v.isHidden = true }
        if let c = spec.clips { v.clipsToBounds = c }
        if let t = spec.tag { v.tag = t }
        v.transitionID = spec.transitionID
        v.transitionModifiers = spec.transitionModifiers
        // Any view's tint, which its subviews take (a page control's is its current dot's colour).
        if let t = spec.tint, !(v is PageControl) { v.tintColor = t }
        if let control = v as? Control {
            if let e = spec.enabled { control.isEnabled = e }
            wire(control, spec, vc)
        }
        if spec.kind == .cell, let action = spec.action { setSelectionAction(of: v, action, vc) }
        configureBar(v, spec, for: vc, in: scene)
        for g in spec.gestureRecognizers { v.addGestureRecognizer(g.make(for: vc)) }
        let subviews = spec.subviews.map {
            buildView($0, for: vc, in: scene, isRoot: false, parent: spec.kind, built: &built, views: &views)
        }
        arrange(subviews, in: v, spec: spec, for: vc, scene: scene, isRoot: isRoot)
        return v
    }

    /// Connects a control's storyboard action: a segue (asking `shouldPerformSegue`), an
    /// unwind, or one segue per segment.
    private func wire(_ control: Control, _ spec: ViewSpec, _ vc: ViewController) {
        if let action = spec.action {
            control.addAction(for: .primaryActionTriggered) { [weak vc] c in vc?.perform(action, sender: c) }
        }
        if let seg = control as? SegmentedControl, !spec.segmentSegues.isEmpty {
            let ids = spec.segmentSegues
            seg.addAction(for: .valueChanged) { [weak vc] c in
                guard let s = c as? SegmentedControl, ids.indices.contains(s.selectedSegmentIndex) else { return }
                vc?.performControlSegue(ids[s.selectedSegmentIndex], sender: c)
            }
        }
    }

    /// The segue `identifier` leaving the scene `scene`, made with a new destination.
    func makeSegue(_ identifier: String, from source: ViewController) -> Segue? {
        guard let spec = file.segue(identifier), spec.source == source.storyboardIdentifier,
              let dest = instantiate(spec.destination, for: source) else { return nil }
        let type = segues.segueClass(named: spec.className, kind: spec.kind)
        let segue = type.init(identifier: spec.id, source: source, destination: dest)
        segue.options = spec.options
        return segue
    }
}

extension ViewController {
    /// Runs the storyboard segue `identifier` from code (UIKit's
    /// `performSegue(withIdentifier:sender:)`): destination created, segue created,
    /// `prepare(for:sender:)`, `perform()`. `shouldPerformSegue` is not asked (as in UIKit).
    /// Returns false, recording an `error` trace event, when this controller's scene has no
    /// such segue.
    @discardableResult
    public func performSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        performStoryboardSegue(identifier, sender: sender, triggeredByControl: false)
    }

    /// Runs the storyboard segue `identifier` the way its trigger does — a control, or a key
    /// that stands for one: `shouldPerformSegue(withIdentifier:sender:)` is asked first (a veto
    /// creates nothing), then the segue runs as `performSegue(withIdentifier:sender:)` runs it.
    /// The segue may belong to this controller or to a controller embedded in it. Returns
    /// whether it ran (or a running transition already met it).
    @discardableResult
    public func triggerSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        performControlSegue(identifier, sender: sender)
    }

    /// A control's segue: from this controller, or from the controller embedded in it that
    /// the segue belongs to (a storyboard may wire a control to an embedded child's segue).
    @discardableResult
    func performControlSegue(_ identifier: String, sender: Any?) -> Bool {
        let source = storyboard?.file.segue(identifier).flatMap { spec in
            spec.source == storyboardIdentifier ? self : embeddedController(forScene: spec.source)
        } ?? self
        return source.performStoryboardSegue(identifier, sender: sender, triggeredByControl: true)
    }

    /// The controller of scene `sceneID` among this controller's children, at any depth.
    func embeddedController(forScene sceneID: String) -> ViewController? {
        for c in children {
            if c.storyboardIdentifier == sceneID { return c }
            if let d = c.embeddedController(forScene: sceneID) { return d }
        }
        return nil
    }

    /// UIKit's order: the veto (`shouldPerformSegue`, for a control's segue) before anything
    /// is created; a request that only reverses a running transition (its destination is the
    /// screen being left) creates and prepares nothing; then destination, segue, prepare,
    /// perform.
    @discardableResult
    func performStoryboardSegue(_ identifier: String, sender: Any?, triggeredByControl: Bool) -> Bool {
        guard let storyboard, let spec = storyboard.file.segue(identifier), spec.source == storyboardIdentifier else {
            trace(.error, [.init("message", .string("no segue '\(identifier)' from this scene"))])
            return false
        }
        if triggeredByControl {
            trace(.shouldPerformSegue, [.init("segue", .string(identifier))])
            guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        }
        if runningTransitionMeetsRequest(forScene: spec.destination) { return true }
        guard let segue = storyboard.makeSegue(identifier, from: self) else {
            trace(.error, [.init("message", .string("no segue '\(identifier)' from this scene"))])
            return false
        }
        return segue.run(sender: sender, askSource: false)
    }
}
