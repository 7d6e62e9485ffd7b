import Foundation

/// What a tab shows for its controller (UIKit's `UITabBarItem`): a title, an image (drawn in
/// the tint colour when selected and grey otherwise, keeping its alpha, as UIKit's template
/// images), an image for the selected state, a badge, or one of UIKit's system items — its
/// English title and the SF Symbol UIKit shows for it (`SystemItem.symbolName`), in
/// SegueKit's own drawing (`SystemSymbol`).
public struct TabBarItem: Sendable, Equatable {
    /// UIKit's system tab items (`UITabBarItem.SystemItem`).
    public enum SystemItem: String, Sendable, CaseIterable {
        /// "More", three dots.
        case more
        /// "Favorites", a star.
        case favorites
        /// "Featured", a star.
        case featured
        /// "Top Rated", a star.
        case topRated
        /// "Recents", a clock.
        case recents
        /// "Contacts", a person.
        case contacts
        /// "History", a clock.
        case history
        /// "Bookmarks", an open book.
        case bookmarks
        /// "Search", a magnifying glass.
        case search
        /// "Downloads", an arrow into a tray.
        case downloads
        /// "Most Recent", a clock.
        case mostRecent
        /// "Most Viewed", a list.
        case mostViewed

        /// The title UIKit gives the item.
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol UIKit draws for the item since iOS 13.
        public var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "square.and.arrow.down"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// The tab's title; nil shows the controller's `title`.
    public var title: String?
    /// The path of the tab's image.
    public var image: String?
    /// The path of the image shown while the tab is selected (nil: `image`).
    public var selectedImage: String?
    /// An SF Symbol drawn instead of `image` (`UIImage(systemName:)`; see `SystemSymbol`).
    public var systemImageName: String?
    /// An SF Symbol drawn while the tab is selected (nil: `systemImageName`).
    public var selectedSystemImageName: String?
    /// The text of a red badge at the image's top right (nil: none).
    public var badgeValue: String?
    /// The system item the tab was made as, if any.
    public internal(set) var systemItem: SystemItem?
    /// A number the app gives the item.
    public var tag = 0
    /// Draws a placeholder square for an image that could not be found.
    var drawsPlaceholder = false

    /// Creates an item with an optional title, image and selected image.
    public init(title: String? = nil, image: String? = nil, selectedImage: String? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item (`UITabBarItem(tabBarSystemItem:tag:)`), titled as UIKit titles it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int = 0) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.tag = tag
    }

    /// Whether the item draws an icon (an image, a symbol or a placeholder).
    var hasIcon: Bool { image != nil || systemItem != nil || systemImageName != nil || drawsPlaceholder }

    /// The SF Symbol drawn in the given state: the system item's, else the item's own.
    func symbol(selected: Bool) -> String? {
        systemItem?.symbolName ?? (selected ? selectedSystemImageName : nil) ?? systemImageName
    }
}

/// A container with one child per tab and a `TabBar` along the bottom (UIKit's
/// `UITabBarController`). The selected child's view fills the space above the bar; the
/// others stay children, their views off screen.
///
/// Selecting a tab (a click on the bar, the keyboard on the focused bar, or `selectedIndex`)
/// swaps the children at once, without animation, as UIKit does (or with `tabTransition`,
/// matched elements flying across, as Hero's tab bar animation does), through the container's
/// transition queue (docs/controllers.md): the old child gets `viewWillDisappear`, the new one
/// `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`, and a switch asked for while
/// another transition runs in the container waits its turn.
///
/// Subclasses that override `viewDidLoad` call `super` (it installs the bar).
open class TabBarController: ViewController {
    /// The bar along the bottom; its items follow `viewControllers`.
    public let tabBar = TabBar()

    /// The view holding the selected child's view and the bar, laying both out on resize.
    private let host = TabBarHostView()

    /// Creates an empty tab bar controller; set `viewControllers` to give it tabs.
    public override init() {
        super.init()
        host.tabBar = tabBar
        tabBar.scrollEdge.source = { [weak self] in
            guard let selected = self?.selectedViewController else { return 1 }
            return ((selected as? NavigationController)?.topViewController ?? selected).scrollEdgeFraction(for: .bottom)
        }
        tabBar.addAction(for: .valueChanged) { [weak self] bar in
            guard let self, let bar = bar as? TabBar else { return }
            self.selectedIndex = bar.selectedIndex
        }
    }

    /// The tabs' controllers, left to right (UIKit's `viewControllers`); they are this
    /// controller's children. Setting them replaces the children and selects the first tab, or
    /// keeps the selected index when it is still valid.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue) }
    }

    /// The selected tab; setting it switches tabs (ignored when out of range).
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard children.indices.contains(newValue), newValue != storedSelectedIndex else { return }
            storedSelectedIndex = newValue
            tabBar.selectedIndex = newValue
            show(children[newValue])
        }
    }

    /// The selected tab's controller (nil with no tabs). Setting it to one of the tabs selects
    /// that tab.
    public var selectedViewController: ViewController? {
        get { children.indices.contains(storedSelectedIndex) ? children[storedSelectedIndex] : nil }
        set {
            guard let newValue, let i = children.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = i
        }
    }

    private var storedSelectedIndex = 0

    /// Hides the bar while the selected tab's navigation stack holds a controller that
    /// `hidesBottomBarWhenPushed` (`stack`: that stack, or the one a push or pop is going to),
    /// and shows it again when none does; the tabs' safe areas follow.
    func hideBarForStack(_ stack: [ViewController]) {
        let hidden = stack.contains { $0.hidesBottomBarWhenPushed }
        guard tabBar.isHidden != hidden else { return }
        tabBar.isHidden = hidden
        host.setNeedsLayout()
        for c in children { c.viewIfLoaded?.safeAreaMayHaveChanged() }
    }

    /// `hideBarForStack` for the selected tab as it is.
    private func hideBarForSelectedTab() {
        hideBarForStack((selectedViewController as? NavigationController)?.children ?? [])
    }

    /// The transition a tab switch plays (its matched elements fly above it); nil, the
    /// default: the switch is immediate, as in UIKit. Quick switches queue and each plays in turn.
    public var tabTransition: Transition?

    /// Replaces the tabs (UIKit's `setViewControllers(_:animated:)`, always unanimated): the
    /// old children leave, the new ones are added, and the selected one is shown.
    public func setViewControllers(_ controllers: [ViewController]) {
        replaceChildren(with: controllers)
        storedSelectedIndex = children.isEmpty ? 0 : min(storedSelectedIndex, children.count - 1)
        refreshTabBar()
        hideBarForSelectedTab()
        guard isViewLoaded else { return }
        installViews()
        for c in children where c !== selectedViewController { c.viewIfLoaded?.removeFromSuperview() }
        if let selected = selectedViewController, selected.viewIfLoaded?.superview !== host {
            place(selected.view)
            host.insertSubview(selected.view, at: 0)
        }
    }

    /// Updates the bar's items from the tabs' `tabBarItem` (titled with the controller's
    /// `title` when the item has none).
    public func refreshTabBar() {
        tabBar.items = children.map { c in
            var item = c.tabBarItem
            if item.title == nil { item.title = c.title ?? "" }
            return item
        }
        tabBar.selectedIndex = children.isEmpty ? -1 : storedSelectedIndex
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        installViews()
        if let selected = selectedViewController, selected.viewIfLoaded?.superview !== host {
            place(selected.view)
            host.insertSubview(selected.view, at: 0)
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshTabBar()
    }

    /// Adds the host (the selected child's view and the bar) to the root view, once.
    private func installViews() {
        guard host.superview == nil else { return }
        host.frame = Rect(size: view.bounds.size)
        host.autoresizingMask = .flexibleSize
        if tabBar.superview !== host { host.addSubview(tabBar) }
        view.addSubview(host)
        host.layoutSubviews()
    }

    override func childExtendedLayoutChanged() { host.setNeedsLayout() }

    override var wrapsChildViews: Bool { true }

    override func insetsCovering(childFrame: Rect) -> EdgeInsets {
        guard let bar = host.tabBar, bar.superview === host, !bar.isHidden else { return .zero }
        return EdgeInsets(bottom: max(0, childFrame.maxY - bar.frame.minY))
    }

    /// Gives a child's view the whole view, under the bar.
    private func place(_ v: View) {
        v.frame = host.contentFrame(for: v.owningController)
        v.autoresizingMask = .flexibleSize
    }

    /// Switches to `target` through the transition queue, with `tabTransition` if there is one.
    private func show(_ target: ViewController) {
        guard isViewLoaded, host.superview != nil else { return }
        enqueueTransition(to: target) { [weak self, weak target] in
            guard let self, let target, target.parent === self else { return }
            self.hideBarForSelectedTab()
            let shown = self.children.first { $0 !== target && $0.viewIfLoaded?.superview === self.host }
            guard let shown else {
                if target.viewIfLoaded?.superview !== self.host {
                    self.place(target.view)
                    self.host.insertSubview(target.view, at: 0)
                }
                self.tabBar.scrollEdgeMayHaveChanged()
                return
            }
            self.place(target.view)
            self.transition(from: shown, to: target, using: self.tabTransition, duration: self.tabTransition?.duration ?? 0)
            self.tabBar.scrollEdgeMayHaveChanged()
        }
    }
}

/// The tab bar controller's layout: every subview but the bar fills the space above it.
final class TabBarHostView: View {
    weak var tabBar: TabBar?

    /// Where a child's view goes: the whole view. The bar lies over the bottom of it and insets
    /// the child's safe area instead (as UIKit's tab bar does), unless the child's
    /// `edgesForExtendedLayout` leaves out the bottom: the view then ends above the bar.
    func contentFrame(for vc: ViewController?) -> Rect {
        guard let tabBar, tabBar.superview === self, !tabBar.isHidden, vc?.edgesForExtendedLayout.contains(.bottom) == false
        else { return Rect(size: bounds.size) }
        return Rect(0, 0, bounds.width, max(0, barFrame.minY))
    }

    /// The bar: its height (`TabBar.height(in:)`: 32 points on a phone on its side, else 49)
    /// plus the safe area's bottom inset (an emulated device's home indicator), along the
    /// bottom edge.
    var barFrame: Rect {
        let height = min(TabBar.height(in: window) + safeAreaInsets.bottom, bounds.height)
        return Rect(0, bounds.height - height, bounds.width, height)
    }

    override func layoutSubviews() {
        for v in subviews {
            v.frame = v === tabBar ? barFrame : contentFrame(for: v.owningController)
        }
        tabBar?.scrollEdgeMayHaveChanged()
    }
}
