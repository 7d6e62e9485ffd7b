import Foundation

/// How a presented controller covers its presenter (UIModalPresentationStyle).
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// Covers the window; the presenter's view leaves the screen (and gets disappearance
    /// callbacks) once the presentation ends.
    case fullScreen
    /// Covers the window, but the presenter stays on screen beneath (no appearance callbacks
    /// for the presenter): for presented screens that are not opaque.
    case overFullScreen
    /// Presented by the `transitioningDelegate`'s animator; the presenter stays on screen
    /// beneath, as with `overFullScreen`.
    case custom
    /// UIKit's default since iOS 13: a page sheet (`SheetPresentationController`).
    case automatic
    /// A sheet: on a phone upright, a card over the presenter scaled back; on a phone on its
    /// side, the whole window; in regular width, a tall card centred over the presenter dimmed.
    case pageSheet
    /// A sheet: as a page sheet where the width is compact; in regular width, a 540 × 620
    /// card centred over the presenter dimmed.
    case formSheet
    /// A popover beside its source (`PopoverPresentationController`); where the width is
    /// compact, a form sheet unless its delegate adapts it otherwise.
    case popover
}

/// A screen's controller, with UIKit's life cycle (UIViewController): a lazily loaded view,
/// appearance callbacks, containment of child controllers, modal presentation, segues and
/// unwinding.
///
/// Subclasses override the callbacks (`viewDidLoad`, `viewWillAppear(_:)` …) as in UIKit.
/// The framework records every callback in the trace log before calling the override, so an
/// override need not call `super` for the trace to be right (for `willMove(toParent:)` and
/// `didMove(toParent:)`, which apps also call directly, call `super` as UIKit asks).
@MainActor
open class ViewController {
    /// The identifier of the storyboard scene this controller came from (or one set in code):
    /// names the controller in traces.
    public var storyboardIdentifier: String?
    /// The storyboard that created this controller, if any (used by `performSegue`).
    public internal(set) var storyboard: Storyboard?
    /// A title (navigation bars and help text show it). Setting it sets `navigationItem`'s
    /// title too, as in UIKit.
    public var title: String? { didSet { storedNavigationItem?.title = title } }
    /// What a navigation bar shows while this controller is on top of a navigation stack
    /// (UIKit's `navigationItem`), made on first use with the controller's `title`.
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem(title: title)
        storedNavigationItem = item
        item.owner = self
        return item
    }
    private var storedNavigationItem: NavigationItem?
    /// The scroll views `setContentScrollView(_:for:)` named, for the top and bottom edges.
    weak var topContentScrollView: ScrollView?
    weak var bottomContentScrollView: ScrollView?
    /// The items a navigation controller's toolbar shows while this controller is on top
    /// (UIKit's `toolbarItems`).
    public var toolbarItems: [BarButtonItem]? {
        didSet { (parent as? NavigationController)?.updateNavigationBar() }
    }
    /// What a `TabBarController` shows for this controller in its tab bar (UIKit's
    /// `tabBarItem`); with no title there, the tab shows `title`.
    public var tabBarItem = TabBarItem()
    /// The edges along which this controller's view extends under its container's bars
    /// (UIKit's `edgesForExtendedLayout`): all by default; along an edge left out, a navigation
    /// bar, toolbar or tab bar keeps the view off its room, translucent or not.
    public var edgesForExtendedLayout: RectEdge = .all { didSet { parent?.childExtendedLayoutChanged() } }
    /// Whether this controller's view extends under opaque bars too (UIKit's
    /// `extendedLayoutIncludesOpaqueBars`): false by default, an opaque bar keeping the view
    /// off its room; true, the bar lies over the view and insets its safe area.
    public var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.childExtendedLayoutChanged() } }
    /// Whether the tab bar hides while this controller is in the navigation stack of a tab
    /// (UIKit's `hidesBottomBarWhenPushed`): it hides as the controller is pushed, stays hidden
    /// for the controllers pushed above it, and comes back when a pop leaves no such
    /// controller in the stack. False by default.
    public var hidesBottomBarWhenPushed = false {
        didSet { if oldValue != hidesBottomBarWhenPushed { navigationController?.bottomBarRuleChanged() } }
    }

    /// How `present(_:animated:completion:)` shows this controller. `.fullScreen` by default:
    /// SegueKit's custom segues and transitions cover the window (UIKit's default, `.automatic`,
    /// is a sheet; storyboards saved by Xcode 11 and later present that way).
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Whether the user may not dismiss this controller by pulling its sheet down (UIKit's
    /// `isModalInPresentation`); a child's counts for the controller presented.
    public var isModalInPresentation = false
    /// The size this controller's view would like when another controller contains or presents
    /// it (UIKit's `preferredContentSize`): a popover's content size. Zero, the default, asks
    /// for nothing.
    public var preferredContentSize = Size.zero
    /// The presentation controller made for this controller (see `presentationController`).
    var ownPresentationController: PresentationController?
    /// Supplies the animators (and interaction controllers) that present and dismiss this
    /// controller (UIKit's `transitioningDelegate`, held weakly as UIKit holds it); nil, or a
    /// delegate returning nil, keeps `modalTransition`.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The transition used when this controller is presented (nil: cover vertical when
    /// animated). A segue may set it; dismissal plays it backwards.
    public var modalTransition: Transition?
    /// What an `imageFlight` presentation flies (set by `ImageFlightSegue`); dismissal flies
    /// it back (to `sourceRect`, which an unwind may update to the thumbnail's current rect).
    public var modalFlight: ImageFlightInput?
    /// Whether appearance callbacks reach the children automatically (UIKit's
    /// `shouldAutomaticallyForwardAppearanceMethods`).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Unwind actions this controller can perform, by name (UIKit's `@IBAction func
    /// unwindToX(_ segue:)`). The handler runs once the unwind segue has been prepared.
    public var unwindActions: [String: (Segue) -> Void] = [:]

    /// The control that should have keyboard focus when this screen appears (nil: the first
    /// focusable control).
    public weak var preferredFocusView: View?

    // MARK: Relationships

    /// The child controllers (UIKit's `children`), in the order they were added; change them with
    /// `addChild(_:)` and `removeFromParent()`.
    public internal(set) var children: [ViewController] = []
    /// The container controller this one is a child of (UIKit's `parent`), nil at the top of a
    /// tree. Held weakly: the parent owns its children.
    public internal(set) weak var parent: ViewController?
    /// The controller this one presents (strongly held, as in UIKit).
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?

    // MARK: Internal state

    private var loadedView: View?
    var ownTrace: TraceLog?
    /// Where the controller is in its appearance cycle.
    var appearance: AppearanceState = .disappeared
    var appearanceAnimatedFlag = false
    /// Set while a transition manages this controller's appearance itself, so moving its view
    /// into or out of the window sends nothing automatically.
    var appearanceManagedExplicitly = 0
    /// The transition currently animating this controller's children (or presentation), and
    /// requests waiting for it to end (docs/controllers.md, "The transition queue").
    var runningTransition: RunningTransition?
    var pendingTransitions: [PendingTransition] = []
    /// What a child-swap request does when another already waits behind the running
    /// transition (default: it replaces it; see `TransitionQueuePolicy`). Navigation pushes and
    /// pops and presentations always wait their turn: each changes a stack.
    public var transitionQueuePolicy = TransitionQueuePolicy.replacesWaiting
    weak var runningSource: ViewController?
    weak var runningDestination: ViewController?
    /// The transition this controller takes part in now (its `transitionCoordinator`).
    weak var involvedTransition: RunningTransition?

    /// A number unique to this controller object within the run (trace events carry it as
    /// `"instance"`): given by its trace log the first time it is traced, so the same run
    /// numbers its controllers the same way every time.
    public var instanceNumber: Int {
        if let n = assignedInstance { return n }
        let n = traceLog?.nextInstanceNumber() ?? ViewController.nextInstanceNumber()
        assignedInstance = n
        return n
    }
    private var assignedInstance: Int?

    /// A controller with no view yet: the view is made on first access of `view` (`loadView()`,
    /// then `viewDidLoad()`), as in UIKit.
    public init() {}

    isolated deinit {
        ownTrace?.record(.`deinit`, vc: traceName, instance: instanceNumber)
    }

    private static let counterLock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    /// Numbers for controllers traced to no log (never written anywhere, only compared).
    private static func nextInstanceNumber() -> Int {
        counterLock.lock(); defer { counterLock.unlock() }
        counter += 1
        return counter
    }

    /// The name this controller has in traces: its storyboard identifier, else its class.
    public var traceName: String { storyboardIdentifier ?? String(describing: type(of: self)) }

    /// The trace log this controller reports to: its own, else its parent's, presenter's or
    /// window's.
    public var traceLog: TraceLog? {
        get { ownTrace ?? parent?.traceLog ?? presentingViewController?.traceLog ?? loadedView?.window?.trace }
        set { ownTrace = newValue }
    }

    /// Keeps `log` (if none yet) so later events, `deinit` included, are recorded.
    func adoptTrace(_ log: TraceLog?) {
        if ownTrace == nil { ownTrace = log }
    }

    func trace(_ event: TraceEventKind, _ fields: [TraceEvent.Field] = []) {
        traceLog?.record(event, vc: traceName, fields, instance: instanceNumber)
    }

    // MARK: The view

    /// The root view, loaded on first use (`loadView` then `viewDidLoad`, once).
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// Whether the view has been loaded (reading it here does not load it).
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Builds the view (if needed) and calls `viewDidLoad` once.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        if let factory = viewFactory { view = factory() } else { loadView() }
        if loadedView == nil { view = View(frame: Rect(0, 0, 320, 480)) }
        isLoadingView = false
        viewLoadedHook?()
        viewLoadedHook = nil
        trace(.viewDidLoad)
        viewDidLoad()
    }

    private var isLoadingView = false
    /// The storyboard's builder for this scene's view tree (used instead of `loadView`).
    var viewFactory: (() -> View)?
    /// Runs after the view is built and before `viewDidLoad` (the storyboard's embed segues).
    var viewLoadedHook: (() -> Void)?
    /// An Interface Builder scene's constraints, stacks and variations, built when its view
    /// loaded; `updateViewConstraints()` puts in force what the size classes have.
    var interfaceBuilderLayout: IBLayoutInstaller?

    /// Creates the view. Override to build the view tree in code; the default makes a plain,
    /// white view (a storyboard scene builds its own tree instead).
    open func loadView() {
        let v = View(frame: Rect(0, 0, 320, 480))
        v.backgroundColor = .white
        view = v
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    // MARK: Layout (override points)

    /// Called in a layout pass before the view's `layoutSubviews()` (which runs after Auto
    /// Layout set the frames it places). The default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called in a layout pass after the view's `layoutSubviews()`: the subviews have their
    /// frames. The default does nothing.
    open func viewDidLayoutSubviews() {}
    /// Called before a layout pass when the view asked for `setNeedsUpdateConstraints()`, in
    /// place of the view's own `updateConstraints()`; the default calls it.
    open func updateViewConstraints() {
        interfaceBuilderLayout?.apply(traitCollection)
        loadedView?.updateConstraints()
    }
    /// Called before the window, and so the view, changes size; `coordinator` runs blocks
    /// alongside and after the change. The default does nothing.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {}
    /// Called after the controller's size classes changed (`traitCollection`). The default
    /// does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Insets added to the view's safe area on every side (for a bar or palette of your own).
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { loadedView?.invalidate(); loadedView?.safeAreaMayHaveChanged() }
    }
    /// The size classes the controller lays itself out for: the window's.
    public var traitCollection: TraitCollection { window?.traitCollection ?? TraitCollection() }
    /// The part of `childFrame` (a child's view's frame in this controller's view) that this
    /// controller's bars cover, which insets the child's safe area. None by default; the
    /// navigation and tab bar controllers cover the child under their bars.
    func insetsCovering(childFrame: Rect) -> EdgeInsets { .zero }
    /// Whether this container stands each child's view in a wrapper view of its own, as
    /// UIKit's navigation, tab bar and split view controllers do (`UIViewControllerWrapperView`):
    /// a plain view filling the container, whose margins a child's view that preserves its
    /// superview's margins preserves. An app's own container adds the child's view where it
    /// says, with no wrapper.
    var wrapsChildViews: Bool { false }

    /// A child's `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars` changed: the
    /// children are laid out again by the next pass.
    func childExtendedLayoutChanged() { viewIfLoaded?.setNeedsLayout() }

    // MARK: Appearance callbacks (override points)

    /// Called before the view is added to the window, whether by a transition, a presentation or
    /// as a window's root (UIKit's `viewWillAppear(_:)`); `animated` tells whether a transition
    /// shows it. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is on screen: at the end of the transition that showed it (UIKit's
    /// `viewDidAppear(_:)`). The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen (UIKit's `viewWillDisappear(_:)`); an interactive
    /// transition that is cancelled follows it with `viewWillAppear(_:)` and `viewDidAppear(_:)`
    /// instead of `viewDidDisappear(_:)`. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called once the view has left the screen, at the end of the transition that hid it (UIKit's
    /// `viewDidDisappear(_:)`). The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller's view is on screen (appeared, or appearing).
    public var isVisible: Bool { appearance == .appeared || appearance == .appearing }

    // MARK: Containment callbacks

    /// Called before the controller joins (`parent` non-nil) or leaves (nil) a container.
    /// `addChild` calls it for you when joining; call it yourself before `removeFromParent`.
    open func willMove(toParent parent: ViewController?) {
        trace(.willMoveToParent, [.init("parent", parent.map { .string($0.traceName) } ?? .null)])
    }

    /// Called after the controller joined (`parent` non-nil) or left (nil) a container.
    /// `removeFromParent` calls it for you when leaving; call it yourself after `addChild`
    /// once the child's view is in place.
    open func didMove(toParent parent: ViewController?) {
        trace(.didMoveToParent, [.init("parent", parent.map { .string($0.traceName) } ?? .null)])
    }

    // MARK: Segue callbacks (override points)

    /// Whether the storyboard-triggered segue `identifier` may run (a veto). Not asked for
    /// segues triggered from code.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Configures the destination before a segue runs.
    open func prepare(for segue: Segue, sender: Any?) {}

    /// Whether this controller handles the unwind action `action` coming from `source`
    /// (UIKit's `canPerformUnwindSegueAction`). By default: it declares the action.
    open func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        unwindActions[action] != nil
    }

    /// A custom segue for unwinding to `destination` from `source` (nil: the default, which
    /// plays the forward transition backwards). Called on the destination.
    open func segueForUnwinding(to destination: ViewController, from source: ViewController,
                                identifier: String?) -> Segue? { nil }

    // MARK: Input (override points; see `Window.handle`)

    /// The unwind action Escape and Backspace trigger on this screen (a storyboard's
    /// `escape:`); nil: dismiss or pop.
    public var escapeUnwindAction: String?

    /// A key the focused control did not handle, offered to the controllers from the focused
    /// control's up to the front screen (a responder chain). Return true if handled.
    open func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool { false }
    /// A press (window points) that hit no control, offered from the controller under the
    /// point up through its parents; returning true captures the pointer (drag scrubbing).
    open func pointerDown(at p: Point) -> Bool { false }
    /// The captured pointer moved (window points).
    open func pointerDragged(to p: Point) {}
    /// The captured pointer was released (window points).
    open func pointerUp(at p: Point) {}
    /// A gesture recognizer took the captured pointer (`touchesCancelled`): by default the
    /// drag ends as a release where the pointer is.
    open func pointerCancelled(at p: Point) { pointerUp(at: p) }

    // MARK: Tree helpers

    /// The window this controller's view is in.
    public var window: Window? { loadedView?.window }

    /// The top of this controller's containment tree (itself when it has no parent).
    public var rootAncestor: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// Whether `other` is this controller or one of its descendants through children and
    /// presentations.
    public func contains(_ other: ViewController) -> Bool {
        var c: ViewController? = other
        while let cur = c {
            if cur === self { return true }
            c = cur.parent ?? cur.presentingViewController
        }
        return false
    }
}

/// Where a controller is in its appearance cycle.
public enum AppearanceState: String, Hashable, Sendable {
    /// Not on screen (the initial state), appearing (between `viewWillAppear` and
    /// `viewDidAppear`), on screen, or disappearing (between `viewWillDisappear` and
    /// `viewDidDisappear`).
    case disappeared, appearing, appeared, disappearing
}
