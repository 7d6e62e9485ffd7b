import Foundation

/// A stack of controllers (UINavigationController): a navigation bar at the top shows the
/// controllers' `navigationItem`s — the top one's title and bar button items, and a back button
/// titled after the one below; the top controller fills the rest (under a translucent bar,
/// below an opaque one); `push` slides a new one in from the right, `pop` plays that backwards, and a
/// drag from the left edge pops interactively (`beginInteractivePop`, then `finish` or
/// `cancel`).
open class NavigationController: ViewController {
    /// The bar at the top (UINavigationBar): the title, and a back button that pops.
    public let navigationBar = NavigationBar()
    /// Hides the bar, giving its room to the controllers (`UINavigationController`'s
    /// `isNavigationBarHidden`); shown by default. A hidden bar is not drawn and insets
    /// nothing.
    public var isNavigationBarHidden = false {
        didSet { if isViewLoaded, oldValue != isNavigationBarHidden { layoutStack() } }
    }

    /// Hides or shows the bar (UIKit's `setNavigationBarHidden(_:animated:)`). The change is
    /// made at once either way: SegueKit does not slide the bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The toolbar along the bottom (UIKit's `toolbar`), showing the top controller's
    /// `toolbarItems` while `isToolbarHidden` is false.
    public let toolbar = Toolbar()
    /// Hides the toolbar; hidden by default, as in UIKit. A shown toolbar lies over the
    /// content and insets the children's safe area.
    public var isToolbarHidden = true {
        didSet { if isViewLoaded, oldValue != isToolbarHidden { layoutStack() } }
    }

    /// Hides or shows the toolbar (UIKit's `setToolbarHidden(_:animated:)`), at once.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The registry name of the push transition (`push`; cross-dissolve when not registered).
    public var pushTransitionName = Push.description.name
    /// Seconds for a push or pop.
    public var pushDuration = Push.description.duration
    /// How wide (points) the strip at the left edge is where a drag starts an interactive pop.
    public var interactivePopEdgeWidth = 30.0

    /// A navigation controller whose stack holds `rootViewController` (as
    /// `UINavigationController(rootViewController:)`), or an empty stack when it is nil. The root
    /// becomes a child at once, without animation and without a transition.
    public init(rootViewController: ViewController? = nil) {
        super.init()
        if let root = rootViewController {
            addChild(root)
            root.didMove(toParent: self)
        }
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Receives the navigation controller's news and supplies its animators
    /// (`UINavigationControllerDelegate`); held weakly, as UIKit holds it.
    public weak var delegate: NavigationControllerDelegate?
    /// The controller on top of the stack.
    public var topViewController: ViewController? { children.last }

    open override func loadView() {
        let v = View(frame: Rect(0, 0, 320, 480))
        v.backgroundColor = .white
        v.clipsToBounds = true
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        navigationBar.backButton.addAction(for: .primaryActionTriggered) { [weak self] _ in
            self?.popViewController(animated: true)
        }
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        // The bar follows the controller whose item it shows: the incoming one from the start of
        // a push or pop.
        navigationBar.scrollEdge.source = { [weak self] in self?.barController?.scrollEdgeFraction(for: .top) ?? 1 }
        navigationBar.scrolledDistanceSource = { [weak self] in
            self?.barController?.contentScrollView(for: .top).map { $0.contentOffset.y - $0.minimumContentOffset.y }
        }
        toolbar.scrollEdge.source = { [weak self] in self?.topViewController?.scrollEdgeFraction(for: .bottom) ?? 1 }
        view.addSubview(toolbar)
        view.addSubview(navigationBar)
        layoutStack()
        if let top = topViewController { install(top) }
        updateNavigationBar()
    }

    /// The controller whose navigation item the bar shows on top.
    private var barController: ViewController? { navigationBar.topItem?.owner ?? topViewController }

    /// Where the top controller's view goes (`contentFrame(for:)`).
    public var contentFrame: Rect { contentFrame(for: topViewController) }

    /// Where `vc`'s view goes: the whole view. A translucent bar lies over it (content extends
    /// under the bar, as since iOS 7) and insets the children's safe area instead; an opaque bar
    /// keeps the content off the part of the view it takes — below the navigation bar, above
    /// the toolbar — unless `vc.extendedLayoutIncludesOpaqueBars`; and a bar keeps it off an
    /// edge `vc.edgesForExtendedLayout` leaves out, translucent or not. As UIKit lays them out.
    public func contentFrame(for vc: ViewController?) -> Rect {
        let size = view.bounds.size
        let top = excludesContent(hidden: isNavigationBarHidden, translucent: navigationBar.isTranslucent, edge: .top, of: vc)
            ? min(barFrame.maxY, size.height) : 0
        let bottom = excludesContent(hidden: isToolbarHidden, translucent: toolbar.isTranslucent, edge: .bottom, of: vc)
            ? max(toolbarFrame.minY, top) : size.height
        return Rect(0, top, size.width, bottom - top)
    }

    /// Whether a bar keeps `vc`'s content off its room: the one rule for the navigation bar and
    /// the toolbar — shown, and either opaque (unless the controller extends under opaque bars)
    /// or along an edge the controller does not extend to.
    private func excludesContent(hidden: Bool, translucent: Bool, edge: RectEdge, of vc: ViewController?) -> Bool {
        guard !hidden else { return false }
        guard vc?.edgesForExtendedLayout.contains(edge) ?? true else { return true }
        return !translucent && !(vc?.extendedLayoutIncludesOpaqueBars ?? false)
    }

    /// The bar's frame: the full width, below the view's own safe-area top (an emulated
    /// device's status bar), as high as its top item needs.
    private var barFrame: Rect {
        let top = min(view.safeAreaInsets.top, view.bounds.height)
        return Rect(0, top, view.bounds.width, min(navigationBar.preferredHeight, view.bounds.height - top))
    }

    /// The toolbar's frame: `Toolbar.height(in:homeIndicator:)` above the safe area's bottom.
    private var toolbarFrame: Rect {
        let bottom = min(view.safeAreaInsets.bottom, view.bounds.height)
        let height = min(Toolbar.height(in: window, homeIndicator: bottom > 0), view.bounds.height - bottom)
        return Rect(0, view.bounds.height - bottom - height, view.bounds.width, height)
    }

    private func layoutStack() {
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = barFrame
        navigationBar.backgroundExtension = barFrame.minY
        toolbar.isHidden = isToolbarHidden
        toolbar.frame = toolbarFrame
        toolbar.backgroundExtension = view.bounds.height - toolbarFrame.maxY
        toolbar.layoutSubviews()
        navigationBar.layoutSubviews()
        for vc in children { if let v = vc.viewIfLoaded, v.superview === view { v.frame = contentFrame(for: vc); v.safeAreaMayHaveChanged() } }
        // The top screen's content decides the scroll edge of the bars around it (a tab bar's too).
        topViewController?.scrollEdgeMayHaveChanged()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if navigationBar.frame != barFrame || toolbar.frame != toolbarFrame || runningTransition == nil
            && children.contains(where: { $0.viewIfLoaded?.superview === view && $0.viewIfLoaded?.frame != contentFrame(for: $0) }) {
            layoutStack()
        }
    }

    override var wrapsChildViews: Bool { true }

    override func insetsCovering(childFrame: Rect) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if !isNavigationBarHidden { insets.top = max(0, navigationBar.frame.maxY - childFrame.minY) }
        if !isToolbarHidden { insets.bottom = max(0, childFrame.maxY - toolbar.frame.minY) }
        return insets
    }

    /// Gives the bar the stack's navigation items, and the toolbar the top's toolbar items.
    func updateNavigationBar() {
        navigationBar.items = children.map(\.navigationItem)
        toolbar.items = children.last?.toolbarItems ?? []
        topViewController?.scrollEdgeMayHaveChanged()
    }

    /// Where a controller's view goes among the subviews: below the bars.
    var contentInsertionIndex: Int {
        view.subviews.firstIndex { $0 === toolbar || $0 === navigationBar } ?? view.subviews.count
    }

    func install(_ vc: ViewController) {
        let v = vc.view!
        v.frame = contentFrame(for: vc)
        v.autoresizingMask = .flexibleSize
        view.insertSubview(v, at: contentInsertionIndex)
    }

    /// Pushes `vc` on the stack (UIKit's order: `willMove(toParent:)`, old
    /// `viewWillDisappear`, new `viewWillAppear`, slide, old `viewDidDisappear`, new
    /// `viewDidAppear`, `didMove(toParent:)`). A push during a push waits for it.
    public func pushViewController(_ vc: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard vc !== self, vc.parent == nil, vc.presentingViewController == nil else { completion?(); return }
        scheduleTransition(target: vc, queuesAll: true) { [weak self] in
            guard let self else { return }
            self.performStackChange(to: self.children + [vc], animated: animated, completion: completion)
        }
    }

    /// Pops the top controller (UIKit's order: `willMove(toParent: nil)`, top
    /// `viewWillDisappear`, below `viewWillAppear`, slide back, top `viewDidDisappear`,
    /// below `viewDidAppear`, `didMove(toParent: nil)`). Returns the popped controller.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1 else { return nil }
        let target = children[children.count - 2]
        let top = children.last
        scheduleTransition(target: target, queuesAll: true) { [weak self] in
            self?.performPop(to: target, animated: animated)
        }
        return top
    }

    /// Pops every controller above `vc`. Returns the popped controllers (nil if `vc` is not
    /// in the stack).
    @discardableResult
    public func popToViewController(_ vc: ViewController, animated: Bool) -> [ViewController]? {
        guard let i = children.firstIndex(where: { $0 === vc }) else { return nil }
        let popped = Array(children[(i + 1)...])
        guard !popped.isEmpty else { return [] }
        scheduleTransition(target: vc, queuesAll: true) { [weak self] in
            self?.performPop(to: vc, animated: animated)
        }
        return popped
    }

    /// Pops to the bottom of the stack.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Starts popping the top controller under the user's control (the left-edge drag): the
    /// returned handle is paused at 0; `update` it, then `finish` or `cancel` it. A cancelled
    /// pop restores the stack, views and appearance exactly. Nil while another transition runs,
    /// and when the `delegate` animates the pop (its interaction controller drives it then).
    public func beginInteractivePop() -> InteractiveTransition? {
        guard children.count > 1, runningTransition == nil, window != nil else { return nil }
        if animator(for: .pop, from: children[children.count - 1], to: children[children.count - 2]) != nil { return nil }
        return ViewController.beginInteractive { popViewController(animated: true) }
    }

    // MARK: Swipe to go back (a drag from the left edge scrubs the pop)

    /// A drag from the left edge: it starts the pop once it has moved a few points right.
    private let swipe = InteractivePan()

    open override func pointerDown(at p: Point) -> Bool {
        guard let local = view.convertFromWindow(p), local.x >= 0, local.x < interactivePopEdgeWidth,
              children.count > 1, runningTransition == nil, let now = window?.eventTimestamp else { return false }
        swipe.press(at: p, time: now)
        return true
    }

    /// The pop starts once the pointer has moved a few points to the right, then follows it.
    open override func pointerDragged(to p: Point) {
        swipe.move(to: p, time: window?.eventTimestamp ?? 0) { tracker in
            guard tracker.translation.x > 4, let pop = beginInteractivePop() else { return nil }
            return InteractiveDrag(pop, tracker: tracker, direction: Point(1, 0), distance: max(view.bounds.width, 1))
        }
    }

    /// Finishes when dragged past half the width or flicked right; cancels otherwise. The
    /// release speed is handed to the finishing spring.
    open override func pointerUp(at p: Point) {
        swipe.release(at: p, time: window?.eventTimestamp ?? 0)
    }

    /// A gesture recognizer took the pointer: the edge swipe in progress goes back.
    open override func pointerCancelled(at p: Point) {
        swipe.cancel()
    }

    /// Lets go of an edge swipe in progress: its pop goes back, and the stack stays.
    public func cancelInteractivePop() {
        swipe.cancel()
    }

    /// The one appearance rule for a push or pop: `from` on screen before, `to` after, while
    /// this controller is on screen.
    func appearanceChange(from: ViewController?, to: ViewController, animated: Bool) -> AppearanceChange {
        AppearanceChange(before: from.map { [$0] } ?? [], after: [to], animated: animated) { [weak self] in
            self?.isVisible ?? false
        }
    }

    private func performPop(to target: ViewController, animated: Bool) {
        guard let ti = children.firstIndex(where: { $0 === target }), ti < children.count - 1 else { return }
        performStackChange(to: Array(children[...ti]), animated: animated, completion: nil)
    }

    func makeTransition(from: View, to: View, backwards: Bool) -> RunningTransition {
        let settings = window?.timingSettings ?? .standard
        let base = ViewController.defaultTransition(pushTransitionName, duration: pushDuration, in: transitionRegistry)
        let t = TransitionLookup.applyingReduceMotion(base, settings: settings)
        return RunningTransition(transition: t, duration: pushDuration, settings: settings,
                                 container: view, frame: from.frame, from: from, to: to,
                                 playsBackwards: backwards, destinationInOwnFrame: from.frame != to.frame)
    }
}
