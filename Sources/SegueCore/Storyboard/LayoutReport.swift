import Foundation

/// How one screen of a storyboard is laid out at a window size (what `segue layout` prints and
/// `segue check` warns from): every view with its id, kind, frame in the screen's root view,
/// text and whether that text is truncated or clipped; the constraints Auto Layout had to
/// break and the views whose layout is ambiguous.
///
/// The screen is laid out as it appears when shown: a scene held by a navigation or tab bar
/// controller in the storyboard is shown inside it (under its bar, which insets the safe area),
/// and the initial scene's front screen is its navigation controller's root or its tab bar
/// controller's first tab.
public struct LayoutReport: Sendable {
    /// One view of the screen.
    public struct Entry: Sendable, Equatable {
        /// The view's id (its `identifier`: the YAML `id`, an Interface Builder id), if any.
        public var id: String?
        /// What the view is: a storyboard view type (`label`, `button`, `stack` …), else its class's name.
        public var kind: String
        /// The frame in the screen's root view's coordinates.
        public var frame: Rect
        /// How deep it is below the screen's root view (the root is 0).
        public var depth: Int
        /// Its bounds' origin: a scroll view's content offset, by which its subviews' frames
        /// (in its content) are moved on the screen. Zero for most views.
        public var boundsOrigin = Point(0, 0)
        /// Its text or title, for a label or button.
        public var text: String?
        /// Whether the text does not fit its view at the size it is drawn (cut at its end, or
        /// lines left out).
        public var truncated = false
        /// Whether part of the view lies outside its screen, or outside a superview that clips.
        public var clipped = false
    }

    /// A required constraint the layout broke.
    public struct Unsatisfied: Sendable, Equatable {
        /// The constraint's identifier, else where it was written (`FILE:LINE:COLUMN`), else its equation.
        public var constraint: String
        /// Its priority.
        public var priority: Float
        /// What happened, as UIKit's console says it: the broken equation and what it conflicts with.
        public var error: String
        /// The runtime's diagnostic.
        public var diagnostic: LayoutDiagnostic
    }

    /// The screen's scene id.
    public var scene: String
    /// The window size, in points.
    public var size: Size
    /// The screen's root view's safe area insets.
    public var safeArea: EdgeInsets
    /// Every view of the screen, its root view first, parents before children.
    public var views: [Entry]
    /// The constraints that could not be satisfied.
    public var unsatisfied: [Unsatisfied]
    /// The ids (else kinds) of the views whose frames the constraints leave undetermined.
    public var ambiguous: [String]

    /// Lays out the screen of scene `sceneID` (nil: the initial scene's front screen) in a
    /// window of `size` emulating `device` (its safe area and size classes), and reports it; nil when
    /// there is no such scene or its controller cannot be made.
    @MainActor
    public static func make(_ storyboard: Storyboard, scene sceneID: String? = nil, size: Size,
                            device: DeviceProfile? = nil) -> LayoutReport? {
        let file = storyboard.file
        // A scene by its id, or an Interface Builder scene by its controller's (or reference's) IB id.
        let wanted = sceneID.map { file.sceneID(named: $0) ?? $0 } ?? file.initialScene
        guard file.scene(wanted) != nil else { return nil }
        // The controller that holds the scene in the storyboard, if any, is what is shown, when
        // it shows the scene (a collapsed split view shows its primary alone); else the scene on
        // its own, inside the navigation controller its file simulates, if any.
        // A navigation controller that is a tab is shown in its tab bar controller.
        func holding(_ id: String) -> SceneSpec? {
            file.scenes.first {
                $0.root == id || $0.split.compact == id
                    || (["TabBarController", "SplitViewController"].contains($0.className) && $0.children.contains(id))
            }
        }
        var holder = holding(wanted)
        if let nav = holder, nav.className == "NavigationController", let tabs = holding(nav.id), tabs.className == "TabBarController" {
            holder = tabs
        }
        func windowShowing(_ vc: ViewController) -> Window {
            let window = Window(size: size, clock: ManualClock())
            window.device = device
            window.transitions = storyboard.transitions
            window.rootViewController = vc
            if let tabs = vc as? TabBarController, let i = tabs.children.firstIndex(where: { find(wanted, in: $0) != nil }) {
                tabs.selectedIndex = i
            }
            window.rootView.layoutIfNeeded()
            return window
        }
        var opened: (ViewController, Window)?
        if sceneID != nil, let holder, let vc = storyboard.instantiateViewController(withIdentifier: holder.id) {
            let window = windowShowing(vc)
            if find(wanted, in: vc)?.window != nil { opened = (vc, window) }
        }
        if opened == nil, let vc = storyboard.instantiateShownViewController(withIdentifier: wanted) { opened = (vc, windowShowing(vc)) }
        guard let (shown, window) = opened else { return nil }
        // The front screen: the scene asked for, else what the initial scene shows in front.
        var front = find(wanted, in: shown) ?? shown
        if sceneID == nil {
            while true {
                if let nav = front as? NavigationController, let top = nav.topViewController { front = top; continue }
                if let tabs = front as? TabBarController, let sel = tabs.selectedViewController { front = sel; continue }
                break
            }
        }
        guard let root = front.view else { return nil }
        root.layoutIfNeeded()
        var views: [Entry] = []
        var ambiguous: [String] = []
        collect(root, depth: 0, origin: Point(0, 0), visible: Rect(size: root.bounds.size), into: &views, ambiguous: &ambiguous)
        let unsatisfied = window.layoutDiagnostics.filter { $0.kind == .unsatisfiable }.map { d in
            Unsatisfied(constraint: d.identifier ?? d.location ?? d.subject, priority: d.priority ?? 1000,
                        error: "unable to simultaneously satisfy constraints: breaking \(d.subject)"
                            + (d.conflicting.isEmpty ? "" : "; it conflicts with: " + d.conflicting.joined(separator: "; ")),
                        diagnostic: d)
        }
        return LayoutReport(scene: front.storyboardIdentifier ?? wanted, size: size, safeArea: root.safeAreaInsets,
                            views: views, unsatisfied: unsatisfied, ambiguous: ambiguous)
    }

    /// The controller of scene `id` at or below `vc` (children, at any depth).
    @MainActor
    private static func find(_ id: String, in vc: ViewController) -> ViewController? {
        if vc.storyboardIdentifier == id { return vc }
        for c in vc.children { if let f = find(id, in: c) { return f } }
        return nil
    }

    /// `view` and those below it, parents first; `origin` is where its superview's bounds
    /// start in the root's coordinates, `visible` what the screen and clipping ancestors show.
    @MainActor
    private static func collect(_ view: View, depth: Int, origin: Point, visible: Rect,
                                into out: inout [Entry], ambiguous: inout [String]) {
        let frame = depth == 0 ? Rect(size: view.bounds.size)
            : Rect(origin.x + view.frame.minX, origin.y + view.frame.minY, view.frame.width, view.frame.height)
        var entry = Entry(id: view.identifier, kind: kind(of: view), frame: frame, depth: depth)
        entry.boundsOrigin = view.bounds.origin
        if let label = view as? Label {
            entry.text = label.text
            entry.truncated = label.isTruncated
        } else if let button = view as? Button {
            entry.text = button.title
            entry.truncated = TextSystem.measurer.layout(button.titleSpec).isTruncated
        }
        let slack = 0.5
        entry.clipped = !view.isHidden && frame.width > 0 && frame.height > 0
            && (frame.minX < visible.minX - slack || frame.minY < visible.minY - slack
                || frame.maxX > visible.maxX + slack || frame.maxY > visible.maxY + slack)
        out.append(entry)
        if !view.translatesAutoresizingMaskIntoConstraints, view.hasAmbiguousLayout {
            ambiguous.append(view.identifier ?? entry.kind)
        }
        let inner = Point(frame.minX - view.bounds.minX, frame.minY - view.bounds.minY)
        let shown = view.clipsToBounds ? visible.intersection(frame) : visible
        for sub in view.subviews { collect(sub, depth: depth + 1, origin: inner, visible: shown, into: &out, ambiguous: &ambiguous) }
    }

    /// The storyboard's name for a view's kind, else its class's name.
    @MainActor
    static func kind(of view: View) -> String {
        switch view {
        case is Label: return ViewKind.label.rawValue
        case is Button: return ViewKind.button.rawValue
        case is ImageView: return ViewKind.image.rawValue
        case is SegmentedControl: return ViewKind.segmented.rawValue
        case is PageControl: return ViewKind.pageControl.rawValue
        case is ContainerView: return ViewKind.container.rawValue
        case is StackView: return ViewKind.stack.rawValue
        default: return type(of: view) == View.self ? ViewKind.view.rawValue : String(describing: type(of: view))
        }
    }
}
