import Foundation

/// The top of the screen (UIWindow): hosts a root controller at a size, owns the running
/// transitions and drives them with a `Clock`, routes input events, and produces each frame's
/// `DrawList`. It knows nothing of SDL or GL: the platform layer feeds it events and the
/// clock, and hands its draw lists to a renderer.
@MainActor
public final class Window {
    /// The time source for transitions and traces (the platform's system clock live, a
    /// `ManualClock` in tests and recordings).
    public let clock: Clock
    /// Where life-cycle callbacks, segue steps and transitions are recorded (`--trace`).
    public var trace: TraceLog? {
        didSet { trace?.clock = trace?.clock ?? clock }
    }
    /// Slow motion and Reduce Motion for every transition started from now on.
    public var timingSettings = TimingSettings.standard
    /// The transitions controllers shown in this window find by name when they did not come
    /// from a storyboard (see `ViewController.transitionRegistry`).
    public var transitions = TransitionRegistry.standard
    /// The natural size in pixels of an image file, as its header declares (nil: unknown).
    /// Core reads no image files; the app runner sets this to the renderer's header reader,
    /// so that an image flying to full screen keeps its shape.
    public var imageSize: (String) -> Size? = { _ in nil }
    /// The colour behind everything.
    public var backgroundColor: Color = .black
    /// The device whose screen the window emulates (nil: a plain desktop window): its status
    /// bar is drawn over everything, and its insets are the window's `safeAreaInsets`.
    public var device: DeviceProfile? {
        didSet {
            statusBar = device.flatMap { $0.statusBarHeight > 0 ? StatusBar(device: $0) : nil }
            updateStatusBarContent()
            safeAreaInsets = device?.safeAreaInsets ?? .zero
            // A device turned changes the size classes (a resize to its new size usually follows).
            let old = toldTraits
            applyTraits(to: allControllers, from: old)
            // Intrinsic sizes may follow the device (a switch's, by its iOS release).
            rootView.setNeedsEngineUpdate()
            tellTraits(to: allControllers, from: old)
        }
    }
    /// The size classes controllers were last told of.
    private var toldTraits = TraitCollection()
    /// The emulated device's status bar, drawn last.
    public private(set) var statusBar: StatusBar?

    /// The window's drawable size in points.
    public private(set) var size: Size
    /// How far the window's safe area lies inside each edge: an emulated device's status bar,
    /// notch and home indicator (zero for a plain desktop window). The root view's
    /// `safeAreaInsets`; controllers' bars add their own below it.
    public var safeAreaInsets = EdgeInsets.zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            rootView.invalidate()
            rootView.setNeedsLayout()
            // Sheets follow the new insets; every screen lays out again: its bars and safe
            // area follow them.
            presentationControllers.forEach { $0.containerViewWillLayoutSubviews() }
            for vc in allControllers { vc.viewIfLoaded?.safeAreaMayHaveChanged() }
        }
    }
    /// The size classes: an emulated device's own (`DeviceProfile.traitCollection`), else those
    /// of the window's size (see `TraitCollection(size:)`).
    public var traitCollection: TraitCollection { device?.traitCollection ?? TraitCollection(size: size) }
    /// The unsatisfiable constraints the last layout pass of the window's tree broke.
    public var layoutDiagnostics: [LayoutDiagnostic] { rootView.layoutState.engine?.diagnostics ?? [] }
    /// Called once for each constraint a layout pass of the window breaks (again after it was
    /// mended and broken anew), as UIKit logs them: the app prints them as warnings.
    public var onLayoutDiagnostic: ((LayoutDiagnostic) -> Void)?
    private var reportedDiagnostics = Set<LayoutDiagnostic>()

    /// Lays the window's tree out and reports newly broken constraints.
    func layOut() {
        rootView.layoutIfNeeded()
        guard let report = onLayoutDiagnostic else { return }
        let broken = layoutDiagnostics
        // The common case, every frame: nothing broken now or before.
        if broken.isEmpty && reportedDiagnostics.isEmpty { return }
        for d in broken where !reportedDiagnostics.contains(d) { report(d) }
        reportedDiagnostics = Set(broken)
    }
    /// The root of the view tree; controllers' views live below it.
    public let rootView: View
    /// The tint every view in the window takes unless it or an ancestor has its own (UIKit's
    /// `window.tintColor`, which apps set to their brand colour): the root view's.
    public var tintColor: Color! {
        get { rootView.tintColor }
        set { rootView.tintColor = newValue }
    }
    /// Keyboard focus.
    public let focus = FocusEngine()
    /// The time of the event being handled, when it was given (`handle(_:at:)`).
    var currentEventTimestamp: Double?

    /// The transitions on screen now, oldest first (a transition is added when it starts and
    /// removed when it ends or is cancelled). Empty when `isAnimating` is false.
    public private(set) var runningTransitions: [RunningTransition] = []
    private var snapshotIDs: [ObjectIdentifier: (id: SnapshotID, view: WeakView)] = [:]
    private var nextSnapshotID = 1
    private var releasedSnapshotIDs: [SnapshotID] = []
    private var snapshotCache: [SnapshotID: SnapshotRequest] = [:]
    /// A strip along a rounded edge of a view drawn as a card (`View.cardCorners`).
    private struct CornerStrip: Hashable {
        let view: ObjectIdentifier
        let bottom: Bool
    }
    /// The snapshot ids of card views' corner strips.
    private var cornerStripIDs: [CornerStrip: (id: SnapshotID, view: WeakView)] = [:]
    private var frameNumber = 0
    /// Receives the events nothing in the window handled (the app's global keys).
    public var unhandledEventHandler: ((InputEvent) -> Bool)?
    /// Pointer state for press/release routing.
    var pointer = PointerState()
    /// Gesture recognizer arbitration for this window's presses (see `GestureArena`).
    let gestureArena = GestureArena()

    /// A window of `size` points with an empty root view, timed by `clock`. When a `trace` log is
    /// given, it records the window's controllers; a log without a clock of its own takes `clock`.
    public init(size: Size, clock: Clock, trace: TraceLog? = nil) {
        self.size = size
        self.clock = clock
        rootView = View(frame: Rect(size: size))
        rootView.identifier = "window"
        rootView.hostingWindow = self
        self.trace = trace
        trace?.clock = trace?.clock ?? clock
        focus.window = self
        toldTraits = traitCollection
    }

    /// The controller filling the window. Setting it shows the new controller (it appears,
    /// not animated) and removes the old one (it disappears).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue { old.viewIfLoaded?.removeFromSuperview() }
            if let vc = rootViewController {
                vc.adoptTrace(trace)
                let v = vc.view!
                v.frame = Rect(size: size)
                v.autoresizingMask = .flexibleSize
                rootView.addSubview(v)
                layOut()
                focus.screenDidChange()
            }
        }
    }

    /// The controller whose screen is in front: the root's top-most presented controller.
    public var frontmostViewController: ViewController? {
        var c = rootViewController
        while let p = c?.presentedViewController { c = p }
        return c
    }

    // MARK: Time

    /// Advances every running transition to the clock's time; transitions that reach their
    /// end finish (and their completions run) here.
    public func update() {
        viewAnimations.update()
        let t = clock.now
        gestureArena.update(at: t)
        for r in runningTransitions {
            if r.isOrphaned { r.abandon() } else { r.update(at: t) }
        }
    }

    /// Whether anything is animating (the platform may sleep when not).
    /// A gesture recognizer waiting for time to pass (a long press held still, a multi-tap's
    /// window) counts too: its transition happens in a frame.
    public var isAnimating: Bool {
        !runningTransitions.isEmpty || viewAnimations.isAnimating || gestureArena.isWaitingForTime
    }

    /// The view animations (`View.animate`, property animators) playing in this window.
    public private(set) lazy var viewAnimations = ViewAnimationEngine(window: self)

    func add(_ r: RunningTransition) { runningTransitions.append(r) }
    func remove(_ r: RunningTransition) { runningTransitions.removeAll { $0 === r } }

    /// The running transition drawn over `view`'s area (it is the container or one of the two
    /// views), if any.
    public func runningTransition(involving view: View) -> RunningTransition? {
        runningTransitions.last { $0.container === view || $0.fromView === view || $0.toView === view }
    }

    // MARK: Size

    /// Resizes the window (maximise, HiDPI change): the root view and every autoresizing
    /// view below it follow; running transitions keep going and draw at the new geometry.
    /// Controllers are told first (`viewWillTransition(to:with:)`), then the views resize and
    /// are laid out, then the coordinator's blocks run and controllers whose size classes
    /// changed get `traitCollectionDidChange(_:)`.
    public func resize(to newSize: Size) {
        guard newSize.width > 0, newSize.height > 0, newSize != size else { return }
        let controllers = allControllers
        let coordinator = TransitionCoordinator()
        for vc in controllers { vc.viewWillTransition(to: newSize, with: coordinator) }
        let oldTraits = toldTraits
        size = newSize
        rootView.frame = Rect(size: newSize)
        if let bar = statusBar { bar.frame = Rect(0, 0, newSize.width, bar.frame.height) }
        // Presented screens and views a transition holds off the tree follow the window too.
        for v in rootView.subviews where v.autoresizingMask.isEmpty { v.frame = Rect(size: newSize) }
        // So do the screens of the presentation chain that are off the tree (a presenter
        // covered by a full-screen presentation): uncovered, they fit the window they left.
        var covered = rootViewController
        while let vc = covered, vc.presentedViewController != nil {
            if let v = vc.viewIfLoaded, v.superview == nil { v.frame = Rect(size: newSize) }
            covered = vc.presentedViewController
        }
        applyTraits(to: controllers, from: oldTraits)
        if traitCollection.horizontalSizeClass != oldTraits.horizontalSizeClass {
            presentationControllers.forEach { $0.adaptAgain(to: traitCollection) }
        }
        let presentations = presentationControllers
        presentations.forEach { $0.containerViewWillLayoutSubviews() }
        layOut()
        presentations.forEach { $0.containerViewDidLayoutSubviews() }
        coordinator.finish()
        tellTraits(to: controllers, from: oldTraits)
    }

    /// When the size classes differ from `old`, Interface Builder scenes swap their size-class
    /// variations (before the layout that follows).
    private func applyTraits(to controllers: [ViewController], from old: TraitCollection) {
        guard traitCollection != old else { return }
        for vc in controllers { vc.interfaceBuilderLayout?.apply(vc.traitCollection) }
    }

    /// When the size classes differ from `old`, controllers hear of it
    /// (`traitCollectionDidChange(_:)`), once: the new ones are remembered as told.
    private func tellTraits(to controllers: [ViewController], from old: TraitCollection) {
        guard traitCollection != old else { return }
        toldTraits = traitCollection
        for vc in controllers { vc.traitCollectionDidChange(old) }
    }

    /// Draws the status bar light while the front-most sheet still in the container pushes its
    /// presenter back over black, and as the device draws it otherwise (a full-screen
    /// presentation over a sheet hides the black).
    func updateStatusBarContent() {
        guard let bar = statusBar else { return }
        var light: Bool?
        for pc in presentationControllers.reversed() {
            if let sheet = pc as? SheetPresentationController, sheet.hasChrome {
                light = sheet.pushesPresenterBack ? true : nil
                break
            }
            if pc.shouldRemovePresentersView && pc.presentedView?.superview != nil { break }
        }
        bar.drawsLightContent = light
    }

    /// The presentation controllers of the root's presentation chain, bottom first.
    var presentationControllers: [PresentationController] {
        var out: [PresentationController] = []
        var c = rootViewController
        while let vc = c, let p = vc.presentedViewController {
            if let pc = p.ownPresentationController, pc.style != nil { out.append(pc) }
            c = p
        }
        return out
    }

    /// The root controller, its presented controllers and all their children, parents first.
    var allControllers: [ViewController] {
        var out: [ViewController] = []
        func add(_ vc: ViewController) {
            out.append(vc)
            for c in vc.children { add(c) }
            if let p = vc.presentedViewController, p.presentingViewController === vc { add(p) }
        }
        if let root = rootViewController { add(root) }
        return out
    }

    // MARK: Snapshots

    /// The stable snapshot id of `view`'s texture (one per view for the window's life).
    public func snapshotID(for view: View) -> SnapshotID {
        let key = ObjectIdentifier(view)
        if let e = snapshotIDs[key], e.view.view === view { return e.id }
        if let e = snapshotIDs[key] { releasedSnapshotIDs.append(e.id) }
        let id = SnapshotID(nextSnapshotID)
        nextSnapshotID += 1
        snapshotIDs[key] = (id, WeakView(view))
        return id
    }

    /// The request for `view`'s texture this frame. Its version is the view's revision, so
    /// the renderer re-renders it only when the view changed (a view animation in it changes
    /// it every frame), except when a transition other than `running` runs inside it (a swap in
    /// a screen being presented): then it changes every frame.
    func snapshotRequest(for view: View, excluding running: RunningTransition) -> SnapshotRequest {
        view.layoutIfNeeded()
        let id = snapshotID(for: view)
        let animatedInside = runningTransitions.contains { r in
            r !== running && (r.container.map { $0.isDescendant(of: view) } ?? false)
        }
        let version = animatedInside ? view.revision &+ (frameNumber << 32) : view.revision
        if let cached = snapshotCache[id], cached.version == version, cached.size == view.bounds.size { return cached }
        let request = SnapshotRequest(id: id, version: version, size: view.bounds.size, contents: view.snapshotContents())
        snapshotCache[id] = request
        return request
    }

    /// The request for the texture of the strip `region` of `view`'s bounds along one of its
    /// rounded edges (the bottom one or the top), drawn as a card: re-rendered when the view
    /// changed.
    func cornerStripRequest(for view: View, region: Rect, bottom: Bool) -> SnapshotRequest {
        let key = CornerStrip(view: ObjectIdentifier(view), bottom: bottom)
        let id: SnapshotID
        if let e = cornerStripIDs[key], e.view.view === view {
            id = e.id
        } else {
            if let e = cornerStripIDs[key] { releasedSnapshotIDs.append(e.id) }
            id = SnapshotID(nextSnapshotID)
            nextSnapshotID += 1
            cornerStripIDs[key] = (id, WeakView(view))
        }
        if let cached = snapshotCache[id], cached.version == view.revision, cached.size == region.size { return cached }
        let request = SnapshotRequest(id: id, version: view.revision, size: region.size, contents: view.snapshotContents(of: region))
        snapshotCache[id] = request
        return request
    }

    /// Snapshot ids whose views are gone since the last call: the renderer can free them.
    public func drainReleasedSnapshots() -> [SnapshotID] {
        for (key, e) in snapshotIDs where e.view.view == nil {
            releasedSnapshotIDs.append(e.id)
            snapshotIDs[key] = nil
        }
        for (key, e) in cornerStripIDs where e.view.view == nil {
            releasedSnapshotIDs.append(e.id)
            cornerStripIDs[key] = nil
        }
        for id in releasedSnapshotIDs { snapshotCache[id] = nil }
        defer { releasedSnapshotIDs.removeAll() }
        return releasedSnapshotIDs
    }

    // MARK: Drawing

    /// The frame at the clock's current time: every static view drawn directly, running
    /// transitions drawn in place of the views they animate (textured with snapshots, listed
    /// in `snapshots` with the view's revision as version), and the focus ring on top.
    public func drawList() -> DrawList {
        update()
        layOut()
        frameNumber += 1
        var list = DrawList(size: size, clearColor: backgroundColor)
        rootView.draw(into: &list, transform: .identity, opacity: 1, clip: nil)
        statusBar?.draw(into: &list, transform: .identity, opacity: 1, clip: nil)
        focus.drawRing(into: &list)
        return list
    }
}

/// A weak reference to a view (for tables that must not keep views alive).
struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}
