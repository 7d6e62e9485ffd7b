import Foundation

/// Columns side by side (UIKit's `UISplitViewController`): a list at the left and the detail it
/// drives at the right, split by hairlines, while the window's horizontal size class is regular
/// (an emulated device's as UIKit gives it; a plain window's from 600 points wide); collapsed
/// to one column while it is compact.
///
/// Two columns (the classic split view, and iOS 14's `doubleColumn` style) are the primary and
/// the secondary. The `tripleColumn` style adds the supplementary column between them (Mail's
/// message list between its mailboxes and the message). The column styles may also name a
/// `compact` column: what the collapsed split view shows instead of the primary (an iPhone's
/// tab bar controller where an iPad has a sidebar).
///
/// The primary column is `preferredPrimaryColumnWidthFraction` of the width (0.4 when
/// automatic), kept between `minimumPrimaryColumnWidth` (0 when automatic) and
/// `maximumPrimaryColumnWidth` (320 points when automatic), as UIKit sizes it; the
/// supplementary column follows the same rule with its own three properties.
///
/// Choices where UIKit leaves it to a delegate or says nothing:
/// - collapsing shows the compact column, else the primary (as an app whose delegate keeps the
///   secondary out of the collapsed interface, and as Xcode's canvas shows a compact split view);
/// - `showDetailViewController(_:sender:)` while collapsed pushes the detail onto the shown
///   navigation controller (else presents it), and while expanded replaces the secondary;
/// - the automatic display mode of two columns is the primary beside the secondary; of three,
///   all three side by side when the secondary keeps at least 320 points, else the
///   supplementary beside the secondary (the primary hidden, as Mail shows it on a narrower
///   iPad). An `overlay` split behaviour makes it the secondary alone (the sidebars come over
///   it when shown), a `displace` one the beside modes' one-sidebar form;
/// - columns change without animation.
///
/// Widening a collapsed split view separates the detail again, as UIKit's navigation
/// controller does by default: the controller on top of the primary navigation controller's
/// stack (when there is more than its root) is popped, unanimated, and becomes the secondary.
/// Narrowing it again pushes a detail the user was shown (by `showDetailViewController` or by
/// that separation) back onto the primary, so the same screen stays on top either way; the
/// secondary the split view was made with stays out of the collapsed interface. A split view
/// with a compact column moves nothing: each column keeps its own stack.
open class SplitViewController: ViewController {
    /// How the columns are shown (`UISplitViewController.DisplayMode`). The `two…` modes are
    /// the triple-column style's; with two columns they are their one-sidebar forms.
    public enum DisplayMode: String, Sendable, CaseIterable {
        /// As the width allows (see the type's notes).
        case automatic
        /// The secondary alone.
        case secondaryOnly
        /// One sidebar (the supplementary with three columns, else the primary) beside the secondary.
        case oneBesideSecondary
        /// One sidebar over the secondary's leading part.
        case oneOverSecondary
        /// The primary and the supplementary beside the secondary.
        case twoBesideSecondary
        /// The primary and the supplementary over the secondary's leading part.
        case twoOverSecondary
        /// The primary and the supplementary pushing the secondary, dimmed, partly off screen.
        case twoDisplaceSecondary
    }

    /// How the sidebars stand to the secondary (`UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: String, Sendable, CaseIterable {
        /// As the split view chooses: tiled.
        case automatic
        /// Side by side with the secondary.
        case tile
        /// Over the secondary.
        case overlay
        /// Pushing the secondary aside.
        case displace
    }

    /// A column of the column styles (`UISplitViewController.Column`).
    public enum Column: String, Sendable, CaseIterable {
        /// The leading sidebar.
        case primary
        /// The middle column of the triple-column style.
        case supplementary
        /// The detail.
        case secondary
        /// What the collapsed split view shows instead of the primary.
        case compact
    }

    /// The value that asks for UIKit's own choice of a column width.
    public nonisolated static let automaticDimension = -1.0

    /// How the split view treats its children (`UISplitViewController.Style`).
    public enum Style: String, Sendable, CaseIterable {
        /// The classic split view: the children are shown as they are.
        case unspecified
        /// iOS 14's column style, two columns: each column is a navigation controller. A child
        /// that is not one is made the root of a new one as it is set, as UIKit wraps it (the
        /// compact column's is shown as it is).
        case doubleColumn
        /// The column style with three columns: primary, supplementary and secondary.
        case tripleColumn
    }

    /// The split view's style; `unspecified` by default. Set it before the children.
    public var style: Style = .unspecified

    /// The display mode asked for; `automatic` by default.
    public var preferredDisplayMode: DisplayMode = .automatic { didSet { layoutColumns() } }
    /// The split behaviour asked for; `automatic` (tiled) by default.
    public var preferredSplitBehavior: SplitBehavior = .automatic { didSet { layoutColumns() } }
    /// The primary column's share of the width (0…1), or `automaticDimension` (0.4).
    public var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The least primary width in points, or `automaticDimension` (0).
    public var minimumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The most primary width in points, or `automaticDimension` (320).
    public var maximumPrimaryColumnWidth = SplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The supplementary column's share of the width (0…1), or `automaticDimension` (0.4).
    public var preferredSupplementaryColumnWidthFraction = SplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The least supplementary width in points, or `automaticDimension` (0).
    public var minimumSupplementaryColumnWidth = SplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The most supplementary width in points, or `automaticDimension` (320).
    public var maximumSupplementaryColumnWidth = SplitViewController.automaticDimension { didSet { layoutColumns() } }

    /// The hairlines between the columns shown side by side or over one another.
    private var separators: [View] = []
    /// What dims the secondary while the sidebars displace it.
    private let dimming = View(frame: .zero)
    /// The controller of each column set.
    private var columns: [Column: ViewController] = [:]
    /// Whether the columns were last laid out collapsed (nil before the first layout).
    private var laidOutCollapsed: Bool?
    /// Whether the secondary is a detail the user was shown (by `showDetailViewController` or
    /// separated from the primary), which collapsing pushes back onto the primary.
    private var secondaryIsShownDetail = false

    /// Creates an empty split view controller of the classic style; set `viewControllers`.
    public override init() {
        super.init()
        dimming.backgroundColor = Color(white: 0, alpha: 0.1)
    }

    /// Creates an empty split view controller of `style`; set its columns' controllers.
    public convenience init(style: Style) {
        self.init()
        self.style = style
    }

    /// The columns' controllers: the primary and the secondary, with the supplementary between
    /// them in the triple-column style. Setting it fills those columns in that order (the
    /// first two or three distinct controllers).
    public var viewControllers: [ViewController] {
        get { sideBySideColumns.compactMap { columns[$0] } }
        set {
            var distinct: [ViewController] = []
            for c in newValue where c !== self && !distinct.contains(where: { $0 === c }) { distinct.append(c) }
            let order = sideBySideColumns
            for (i, column) in order.enumerated() { place(i < distinct.count ? distinct[i] : nil, in: column) }
            updateChildren()
        }
    }

    /// The columns shown side by side when expanded, leading first.
    private var sideBySideColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Sets the controller of `column` (nil empties it), wrapped in a navigation controller in
    /// the column styles (not the compact column's). The supplementary column is the
    /// triple-column style's and the compact column the column styles'; set for another style,
    /// they are kept and not shown, as UIKit ignores them.
    public func setViewController(_ vc: ViewController?, for column: Column) {
        place(vc, in: column)
        updateChildren()
    }

    /// The controller of `column` as it was set (its navigation controller in the column styles).
    public func viewController(for column: Column) -> ViewController? { columns[column] }

    /// Puts `vc` in `column`, wrapped as the style wraps it, without changing the children.
    private func place(_ vc: ViewController?, in column: Column) {
        guard var vc, vc !== self else { columns[column] = nil; return }
        if style != .unspecified, column != .compact, !(vc is NavigationController) {
            vc = NavigationController(rootViewController: vc)
        }
        columns[column] = vc
    }

    /// The children: every column's controller, once each, in column order.
    private func updateChildren() {
        var all: [ViewController] = []
        for column in Column.allCases {
            if let c = columns[column], !all.contains(where: { $0 === c }) { all.append(c) }
        }
        replaceChildren(with: all)
        layoutColumns()
    }

    /// The primary (leading) controller.
    public var primaryViewController: ViewController? { columns[.primary] }
    /// The secondary (detail) controller.
    public var secondaryViewController: ViewController? { columns[.secondary] }
    /// The supplementary (middle) controller of the triple-column style.
    public var supplementaryViewController: ViewController? { style == .tripleColumn ? columns[.supplementary] : nil }

    /// What shows while collapsed: the compact column's controller (column styles), else the primary.
    private var collapsedViewController: ViewController? {
        (style != .unspecified ? columns[.compact] : nil) ?? columns[.primary]
    }

    /// Whether only one column shows, because the horizontal size class is compact: the
    /// window's (an emulated device's, as UIKit gives it; a plain window's below 600 points),
    /// or, outside a window, that of the view's own size.
    public var isCollapsed: Bool {
        let traits = window != nil ? traitCollection : TraitCollection(size: viewIfLoaded?.bounds.size ?? Size(0, 0))
        return traits.horizontalSizeClass == .compact
    }

    /// The display mode in effect, never `automatic`: what `preferredDisplayMode` asks for,
    /// or chooses (see the type's notes), in its one-sidebar form for two columns.
    public var displayMode: DisplayMode {
        if isCollapsed { return .oneBesideSecondary }
        var mode = preferredDisplayMode
        if mode == .automatic {
            switch preferredSplitBehavior {
            case .overlay: mode = .secondaryOnly
            case .displace: mode = .oneBesideSecondary
            case .automatic, .tile:
                let width = viewIfLoaded?.bounds.width ?? 0
                mode = width - primaryColumnWidth - supplementaryColumnWidth >= 320 ? .twoBesideSecondary : .oneBesideSecondary
            }
        }
        guard style != .tripleColumn else { return mode }
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// How the sidebars stand to the secondary in the display mode in effect.
    public var splitBehavior: SplitBehavior {
        switch displayMode {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .secondaryOnly where preferredSplitBehavior != .automatic: return preferredSplitBehavior
        default: return .tile
        }
    }

    /// The primary column's width in points, as UIKit computes it.
    public var primaryColumnWidth: Double {
        columnWidth(preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth, maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width in points (triple-column style; 0 otherwise).
    public var supplementaryColumnWidth: Double {
        guard style == .tripleColumn else { return 0 }
        return columnWidth(preferredSupplementaryColumnWidthFraction, minimumSupplementaryColumnWidth, maximumSupplementaryColumnWidth)
    }

    /// A sidebar's width: `fraction` of the split view's width (0.4 when automatic) between
    /// `minimum` (0) and `maximum` (320 points); the minimum wins over the maximum, as in UIKit.
    private func columnWidth(_ fraction: Double, _ minimum: Double, _ maximum: Double) -> Double {
        let width = viewIfLoaded?.bounds.width ?? 0
        let share = fraction >= 0 ? min(fraction, 1) : 0.4
        let least = minimum >= 0 ? minimum : 0
        let most = maximum >= 0 ? maximum : 320
        return min(max(width * share, least), max(most, least), width)
    }

    /// Shows `column` when expanded, by the display mode that adds it under the preferred split
    /// behaviour (`show(_:)`): the primary brings the supplementary with it.
    public func show(_ column: Column) {
        let behavior = preferredSplitBehavior
        switch column {
        case .primary:
            if style == .tripleColumn {
                preferredDisplayMode = behavior == .overlay ? .twoOverSecondary : behavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary
            } else {
                preferredDisplayMode = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
            }
        case .supplementary:
            guard style == .tripleColumn, displayMode == .secondaryOnly else { return }
            preferredDisplayMode = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .secondary:
            switch displayMode {
            case .oneOverSecondary: preferredDisplayMode = .secondaryOnly
            case .twoOverSecondary, .twoDisplaceSecondary: preferredDisplayMode = .oneBesideSecondary
            default: break
            }
        case .compact:
            break
        }
    }

    /// Hides `column` when expanded (`hide(_:)`): the primary leaves the supplementary beside
    /// (or over) the secondary; the supplementary goes with the primary.
    public func hide(_ column: Column) {
        switch column {
        case .primary:
            switch displayMode {
            case .twoBesideSecondary, .twoDisplaceSecondary: preferredDisplayMode = .oneBesideSecondary
            case .twoOverSecondary: preferredDisplayMode = .oneOverSecondary
            case .oneBesideSecondary, .oneOverSecondary: if style != .tripleColumn { preferredDisplayMode = .secondaryOnly }
            default: break
            }
        case .supplementary:
            if style == .tripleColumn { preferredDisplayMode = .secondaryOnly }
        case .secondary, .compact:
            break
        }
    }

    /// Shows `vc` as the detail: pushed onto the shown navigation controller when collapsed
    /// (presented when that is not one), else in place of the secondary.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if isCollapsed {
            if let nav = collapsedViewController as? NavigationController {
                nav.pushViewController(vc, animated: window != nil)
            } else {
                present(vc, animated: window != nil)
            }
            return
        }
        setViewController(vc, for: .secondary)
        secondaryIsShownDetail = true
    }

    /// Widening: the top of the primary navigation controller's stack, above its root, is
    /// popped and becomes the secondary (UIKit's default separation).
    private func separateSecondary() {
        guard collapsedViewController === columns[.primary],
              let nav = primaryViewController as? NavigationController, nav.viewControllers.count > 1,
              let top = nav.topViewController else { return }
        nav.setViewControllers(Array(nav.viewControllers.dropLast()), animated: false)
        // A stack change queued behind a running push leaves the detail where it is.
        guard top.parent == nil else { return }
        setViewController(top, for: .secondary)
        secondaryIsShownDetail = true
    }

    /// Narrowing: a detail the user was shown goes back on top of the primary navigation
    /// controller's stack; a detail that is a navigation controller (a column's, in the column
    /// style) gives it its own stack, as UIKit moves a column's stack when it collapses.
    private func collapseSecondary() {
        guard secondaryIsShownDetail, collapsedViewController === columns[.primary],
              let nav = primaryViewController as? NavigationController,
              let detail = secondaryViewController else { return }
        secondaryIsShownDetail = false
        setViewController(nil, for: .secondary)
        var moved = [detail]
        if let column = detail as? NavigationController {
            moved = column.viewControllers
            column.setViewControllers([], animated: false)
        }
        nav.setViewControllers(nav.viewControllers + moved.filter { $0.parent == nil }, animated: false)
    }

    override var wrapsChildViews: Bool { true }

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

    /// Puts the columns' views where the mode and width say: one column when collapsed; else
    /// the sidebars beside, over or displacing the secondary, or the secondary alone.
    private func layoutColumns() {
        guard isViewLoaded else { return }
        let collapsed = isCollapsed
        if let was = laidOutCollapsed, was != collapsed {
            laidOutCollapsed = collapsed
            if collapsed { collapseSecondary() } else { separateSecondary() }
        }
        laidOutCollapsed = collapsed
        let size = view.bounds.size
        var frames: [(ViewController, Rect)] = []
        var edges: [Double] = []
        var dimmed: Rect?
        if collapsed {
            if let shown = collapsedViewController { frames.append((shown, Rect(size: size))) }
        } else {
            let secondary = secondaryViewController
            let supplementary = supplementaryViewController
            // Sidebars leading first, each with its width.
            var two: [(ViewController?, Double)] = [(primaryViewController, primaryColumnWidth)]
            if style == .tripleColumn { two.append((supplementary, supplementaryColumnWidth)) }
            let one = [two[two.count - 1]]
            func sidebars(_ list: [(ViewController?, Double)]) -> Double {
                var x = 0.0
                for (vc, w) in list {
                    if let vc { frames.append((vc, Rect(x, 0, w, size.height))) }
                    x += w
                    edges.append(x)
                }
                return x
            }
            switch displayMode {
            case .automatic, .secondaryOnly:
                if let secondary { frames.append((secondary, Rect(size: size))) }
            case .oneBesideSecondary, .twoBesideSecondary:
                let x = sidebars(displayMode == .oneBesideSecondary ? one : two)
                if let secondary { frames.append((secondary, Rect(x, 0, max(size.width - x, 0), size.height))) }
            case .oneOverSecondary, .twoOverSecondary:
                if let secondary { frames.append((secondary, Rect(size: size))) }
                _ = sidebars(displayMode == .oneOverSecondary ? one : two)
            case .twoDisplaceSecondary:
                let x = sidebars(two)
                // The secondary keeps the width it has beside one sidebar, pushed past the two.
                let width = max(size.width - one[0].1, 0)
                if let secondary { frames.append((secondary, Rect(x, 0, width, size.height))) }
                dimmed = Rect(x, 0, width, size.height)
            }
        }
        for c in children where !frames.contains(where: { $0.0 === c }) {
            if let v = c.viewIfLoaded, v.superview === view { v.removeFromSuperview() }
        }
        for (c, frame) in frames {
            let v = c.view!
            v.autoresizingMask = []
            if v.frame != frame { v.frame = frame; v.safeAreaMayHaveChanged() }
            if v.superview !== view { view.addSubview(v) }
        }
        // Sidebars lie over the secondary (when they overlay it), leading last.
        let secondaryView = secondaryViewController?.viewIfLoaded
        if let secondaryView, secondaryView.superview === view { view.sendSubviewToBack(secondaryView) }
        // The hairline at each sidebar's trailing edge, and the dimming over a displaced secondary.
        let lines = frames.count > 1 ? edges : []
        while separators.count < lines.count {
            let line = View(frame: .zero)
            line.backgroundColor = Color(white: 0.78)
            separators.append(line)
        }
        for (i, line) in separators.enumerated() {
            line.isHidden = i >= lines.count
            if i < lines.count { line.frame = Rect(lines[i] - 0.5, 0, 0.5, size.height) }
            if line.superview !== view { view.addSubview(line) } else { view.bringSubviewToFront(line) }
        }
        dimming.isHidden = dimmed == nil
        if let dimmed { dimming.frame = dimmed }
        if dimming.superview !== view { view.addSubview(dimming) } else { view.bringSubviewToFront(dimming) }
    }
}
