import Foundation

/// What a navigation bar shows while a controller is on top of its stack (UIKit's
/// `UINavigationItem`): the title (or a `titleView`), a prompt above it, the bar button items
/// on the left and right, how the back button leading to this controller from the next is
/// titled, and whether a large title shows. Every controller has one (`navigationItem`);
/// changing it redraws the bar showing it at once.
@MainActor
open class NavigationItem {
    /// When a navigation bar that `prefersLargeTitles` shows this item's title large
    /// (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: String, Sendable, CaseIterable {
        /// As the item below it in the stack does; large at the bottom of the stack.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// The title in the middle of the bar (set with the controller's `title`, as UIKit does).
    public var title: String? { didSet { changed() } }
    /// A view shown instead of the title, centred in the bar at its frame's size (at most the
    /// room between the items, and the bar's 44 points high).
    public var titleView: View? { didSet { changed() } }
    /// One line of text above the title, making the bar 30 points taller.
    public var prompt: String? { didSet { changed() } }
    /// The items at the left, left to right; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// The items at the right, right to left (the first is at the right edge).
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// The back button's title on the bar of the controller pushed above this one; nil uses
    /// `title`, else "Back"; an empty string shows the chevron alone.
    public var backButtonTitle: String? { didSet { changed() } }
    /// The item whose title the back button leading here shows (it beats `backButtonTitle`,
    /// as in UIKit); its handler is not used — the back button always pops.
    public var backBarButtonItem: BarButtonItem? { didSet { changed() } }
    /// Hides the back button while this item is on top.
    public var hidesBackButton = false { didSet { changed() } }
    /// Shows the left items after the back button instead of in its place.
    public var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// When the title shows large (with a bar that `prefersLargeTitles`).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// How the bar is drawn at rest while this item is on top, over the bar's own
    /// (`NavigationBar.standardAppearance`); nil: the bar's. The item keeps a copy.
    public var standardAppearance: NavigationBarAppearance? {
        get { appearances[0] }
        set { appearances[0] = newValue?.copy(); changed() }
    }
    /// How the bar is drawn in a compact-height window while this item is on top; nil: the
    /// bar's `compactAppearance`, else this item's `standardAppearance`.
    public var compactAppearance: NavigationBarAppearance? {
        get { appearances[1] }
        set { appearances[1] = newValue?.copy(); changed() }
    }
    /// How the bar is drawn at the scroll edge while this item is on top; nil: the bar's.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { appearances[2] }
        set { appearances[2] = newValue?.copy(); changed() }
    }
    /// How the bar is drawn at the scroll edge in a compact-height window while this item is
    /// on top; nil: the bar's, else the scroll-edge appearances.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { appearances[3] }
        set { appearances[3] = newValue?.copy(); changed() }
    }
    /// The four appearances, in the order above.
    private var appearances: [NavigationBarAppearance?] = [nil, nil, nil, nil]

    /// The controller whose item this is (UIKit's `navigationItem`): whose content scroll view
    /// the bar follows while the item is on top.
    weak var owner: ViewController?

    /// The bar showing the item, redrawn when it changes.
    weak var host: BarItemHost?

    /// An item with `title`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The first left item; setting it replaces them all (nil removes them).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right item (at the right edge); setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The title the back button shows when this item is just below the top: the back item's
    /// title, else `backButtonTitle`, else `title`, else "Back" (UIKit's order). Empty: the
    /// chevron alone.
    var backTitle: String {
        if let t = backBarButtonItem?.title { return t }
        if let t = backButtonTitle { return t }
        if let t = title, !t.isEmpty { return t }
        return "Back"
    }

    private func changed() { host?.barItemChanged() }
}
