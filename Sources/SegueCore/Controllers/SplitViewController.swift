import Foundation

/// A primary and a secondary controller side by side (UIKit's `UISplitViewController`,
/// two columns): a list at the left and the detail it drives at the right, split by a
/// hairline, while the window's horizontal size class is regular (an emulated device's as UIKit
/// gives it; a plain window's from 600 points wide); collapsed to the primary alone while it is
/// compact.
///
/// The primary column is `preferredPrimaryColumnWidthFraction` of the width (0.4 when
/// automatic), kept between `minimumPrimaryColumnWidth` (0 when automatic) and
/// `maximumPrimaryColumnWidth` (320 points when automatic), as UIKit sizes it.
///
/// Choices where UIKit leaves it to a delegate: collapsing shows the primary (as an app whose
/// delegate keeps the secondary out of the collapsed interface, and as Xcode's canvas shows a
/// compact split view); `showDetailViewController(_:sender:)` while collapsed pushes the
/// detail onto the primary when it is a navigation controller (else presents it), and while
/// expanded replaces the secondary. Columns change without animation.
///
/// Widening a collapsed split view separates the detail again, as UIKit's navigation
/// controller does by default: the controller on top of the primary navigation controller's
/// stack (when there is more than its root) is popped, unanimated, and becomes the secondary.
/// Narrowing it again pushes a detail the user was shown (by `showDetailViewController` or by
/// that separation) back onto the primary, so the same screen stays on top either way; the
/// secondary the split view was made with stays out of the collapsed interface.
open class SplitViewController: ViewController {
    /// How the columns are shown (`UISplitViewController.DisplayMode`).
    public enum DisplayMode: Sendable {
        /// As the width allows: side by side when regular.
        case automatic
        /// The secondary alone.
        case secondaryOnly
        /// The primary beside the secondary.
        case oneBesideSecondary
        /// The primary over the secondary's left part.
        case oneOverSecondary
    }

    /// The value that asks for UIKit's own choice of a column width.
    public nonisolated static let automaticDimension = -1.0

    /// How the split view treats its children (`UISplitViewController.Style`).
    public enum Style: String, Sendable, CaseIterable {
        /// The classic split view: the children are shown as they are.
        case unspecified
        /// iOS 14's column style: each column is a navigation controller. A child that is not
        /// one is made the root of a new one as it is set, as UIKit wraps it.
        case doubleColumn
    }

    /// The split view's style; `unspecified` by default. Set it before the children.
    public var style: Style = .unspecified

    /// The display mode asked for; `automatic` by default.
    public var preferredDisplayMode: DisplayMode = .automatic { didSet { layoutColumns() } }
    /// The primary column's share of the width (0…1), or `automaticDimension` (0.4).
    public var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The least primary width in points, or `automaticDimension` (0).
    public var minimumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The most primary width in points, or `automaticDimension` (320).
    public var maximumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { layoutColumns() } }

    /// The hairline between the columns.
    private let separator = View(frame: .zero)
    /// Whether the columns were last laid out collapsed (nil before the first layout).
    private var laidOutCollapsed: Bool?
    /// Whether the secondary is a detail the user was shown (by `showDetailViewController` or
    /// separated from the primary), which collapsing pushes back onto the primary.
    private var secondaryIsShownDetail = false

    /// Creates an empty split view controller; set `viewControllers`.
    public override init() {
        super.init()
        separator.backgroundColor = Color(white: 0.78)
    }

    /// The primary and secondary controllers, in that order (its children).
    public var viewControllers: [ViewController] {
        get { children }
        set {
            // The first two distinct controllers.
            var two: [ViewController] = []
            for c in newValue where c !== self && !two.contains(where: { $0 === c }) && two.count < 2 { two.append(c) }
            if style == .doubleColumn {
                two = two.map { $0 is NavigationController ? $0 : NavigationController(rootViewController: $0) }
            }
            replaceChildren(with: two)
            layoutColumns()
        }
    }

    /// The primary (left) controller.
    public var primaryViewController: ViewController? { children.first }
    /// The secondary (detail) controller.
    public var secondaryViewController: ViewController? { children.count > 1 ? children[1] : nil }

    /// Whether only the primary shows, because the horizontal size class is compact: the
    /// window's (an emulated device's, as UIKit gives it; a plain window's below 600 points),
    /// or, outside a window, that of the view's own size.
    public var isCollapsed: Bool {
        let traits = window != nil ? traitCollection : TraitCollection(size: viewIfLoaded?.bounds.size ?? Size(0, 0))
        return traits.horizontalSizeClass == .compact
    }

    /// The display mode in effect: `oneBesideSecondary` for `automatic` when expanded.
    public var displayMode: DisplayMode {
        if isCollapsed { return .oneBesideSecondary }
        return preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }

    /// The primary column's width in points, as UIKit computes it.
    public var primaryColumnWidth: Double {
        let width = viewIfLoaded?.bounds.width ?? 0
        let fraction = preferredPrimaryColumnWidthFraction >= 0 ? min(preferredPrimaryColumnWidthFraction, 1) : 0.4
        let least = minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 0
        let most = maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : 320
        return min(max(width * fraction, least), max(most, least), width)
    }

    /// Shows `vc` as the detail: pushed onto the primary navigation controller when collapsed
    /// (presented when the primary is not one), else in place of the secondary.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if isCollapsed {
            if let nav = primaryViewController as? NavigationController {
                nav.pushViewController(vc, animated: window != nil)
            } else {
                present(vc, animated: window != nil)
            }
            return
        }
        viewControllers = [primaryViewController, vc].compactMap { $0 }
        secondaryIsShownDetail = true
    }

    /// Widening: the top of the primary navigation controller's stack, above its root, is
    /// popped and becomes the secondary (UIKit's default separation).
    private func separateSecondary() {
        guard let nav = primaryViewController as? NavigationController, nav.viewControllers.count > 1,
              let top = nav.topViewController else { return }
        nav.setViewControllers(Array(nav.viewControllers.dropLast()), animated: false)
        // A stack change queued behind a running push leaves the detail where it is.
        guard top.parent == nil else { return }
        viewControllers = [nav, top]
        secondaryIsShownDetail = true
    }

    /// Narrowing: a detail the user was shown goes back on top of the primary navigation
    /// controller's stack; a detail that is a navigation controller (a column's, in the column
    /// style) gives it its own stack, as UIKit moves a column's stack when it collapses.
    private func collapseSecondary() {
        guard secondaryIsShownDetail, let nav = primaryViewController as? NavigationController,
              let detail = secondaryViewController else { return }
        secondaryIsShownDetail = false
        viewControllers = [nav]
        var moved = [detail]
        if let column = detail as? NavigationController {
            moved = column.viewControllers
            column.setViewControllers([], animated: false)
        }
        nav.setViewControllers(nav.viewControllers + moved.filter { $0.parent == nil }, animated: false)
    }

    open override func loadView() {
        let v = View(frame: Rect(0, 0, 768, 1024))
        v.backgroundColor = .white
        v.clipsToBounds = true
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        layoutColumns()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutColumns()
    }

    /// The size classes changed (an emulated device turned or changed): the columns follow at
    /// once, collapsing or separating, as UIKit's do.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutColumns()
    }

    /// Puts the columns' views where the mode and width say: the primary alone when
    /// collapsed; else the secondary beside (or under) the primary, or alone.
    private func layoutColumns() {
        guard isViewLoaded else { return }
        let collapsed = isCollapsed
        if let was = laidOutCollapsed, was != collapsed {
            laidOutCollapsed = collapsed
            if collapsed { collapseSecondary() } else { separateSecondary() }
        }
        laidOutCollapsed = collapsed
        let size = view.bounds.size
        let primary = primaryViewController, secondary = secondaryViewController
        var frames: [(ViewController, Rect)] = []
        var showsSeparator = false
        if isCollapsed {
            if let primary { frames.append((primary, Rect(size: size))) }
        } else {
            let pw = primaryColumnWidth
            switch displayMode {
            case .secondaryOnly:
                if let secondary { frames.append((secondary, Rect(size: size))) }
            case .oneOverSecondary:
                if let secondary { frames.append((secondary, Rect(size: size))) }
                if let primary { frames.append((primary, Rect(0, 0, pw, size.height))) }
                showsSeparator = true
            case .automatic, .oneBesideSecondary:
                if let primary { frames.append((primary, Rect(0, 0, pw, size.height))) }
                if let secondary { frames.append((secondary, Rect(pw, 0, max(size.width - pw, 0), size.height))) }
                showsSeparator = true
            }
        }
        for c in children where !frames.contains(where: { $0.0 === c }) {
            if let v = c.viewIfLoaded, v.superview === view { v.removeFromSuperview() }
        }
        for (c, frame) in frames {
            let v = c.view!
            v.autoresizingMask = []
            if v.frame != frame { v.frame = frame; v.setNeedsLayout() }
            if v.superview !== view { view.addSubview(v) }
        }
        // Later columns lie over earlier ones (the primary over the secondary when it overlays).
        for (c, _) in frames.dropFirst() { view.bringSubviewToFront(c.view) }
        separator.isHidden = !showsSeparator || frames.count < 2
        separator.frame = Rect(primaryColumnWidth - 0.5, 0, 0.5, size.height)
        if separator.superview !== view { view.addSubview(separator) } else { view.bringSubviewToFront(separator) }
    }
}
