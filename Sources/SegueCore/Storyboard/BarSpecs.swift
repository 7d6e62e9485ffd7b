import Foundation

/// A bar button item a storyboard declares (a navigation item's or a toolbar's).
struct BarButtonItemSpec: Sendable {
    /// The item's id in its scene (a popover's `anchor` names it); an Interface Builder item's IB id.
    var id: String?
    /// The title (nil: the system item's word, or the image).
    var title: String?
    /// The image file (resolved against the assets folder when the item is made).
    var image: String?
    /// The SF Symbol drawn instead of an image file.
    var systemImage: String?
    /// Whether the image could not be found (a placeholder glyph is drawn).
    var imagePlaceholder = false
    /// The system item, if any.
    var systemItem: BarButtonItem.SystemItem?
    /// Plain or done.
    var style: BarButtonItem.Style = .plain
    /// Whether it can be clicked.
    var isEnabled = true
    /// Its own tint.
    var tint: Color?
    /// A fixed space's width, or the item's least width.
    var width = 0.0
    /// The segue a click performs.
    var segue: String?
    /// The view shown instead of a title or image (UIKit's `customView`), built as the scene's
    /// other views are.
    var customView: ViewSpec?
}

/// A navigation item a storyboard declares (UIKit's `navigationItem` of a scene).
struct NavigationItemSpec: Sendable {
    /// The title the bar shows (it beats the controller's `title`).
    var title: String?
    /// The prompt above the title.
    var prompt: String?
    /// The left items, left to right.
    var left: [BarButtonItemSpec] = []
    /// The right items, right to left.
    var right: [BarButtonItemSpec] = []
    /// The back button title for the next screen.
    var backButtonTitle: String?
    /// Hides the back button.
    var hidesBackButton = false
    /// Keeps the back button beside the left items.
    var leftItemsSupplementBackButton = false
    /// When the title shows large.
    var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode = .automatic
    /// A view shown instead of the title.
    var titleView: ViewSpec?
}

/// The look of a navigation bar, toolbar or tab bar as a storyboard declares it.
struct BarAppearanceSpec: Sendable {
    /// The background colour (nil: UIKit's default).
    var barTint: Color?
    /// The items' colour (nil: the system blue).
    var tint: Color?
    /// See-through or opaque.
    var isTranslucent = true
    /// Light or dark.
    var barStyle: BarStyle = .default
    /// A navigation bar's title attributes (`titleTextAttributes`).
    var title = BarTitleSpec()
    /// A navigation bar's large title attributes (`largeTitleTextAttributes`).
    var largeTitle = BarTitleSpec()
    /// The appearance at rest (`standardAppearance`).
    var standard: BarLookSpec?
    /// The appearance in a compact-height window (`compactAppearance`).
    var compact: BarLookSpec?
    /// The appearance at the scroll edge (`scrollEdgeAppearance`).
    var scrollEdge: BarLookSpec?
    /// The appearance at the scroll edge in a compact-height window.
    var compactScrollEdge: BarLookSpec?
    /// A tab bar's colour for the items not selected (nil: UIKit's grey).
    var unselectedTint: Color?
}

/// A title's colour and font as a storyboard declares them.
struct BarTitleSpec: Sendable {
    /// The colour (nil: the default).
    var color: Color?
    /// The font (nil: the default).
    var font: StoryboardFont?

    /// The attributes, for a title whose default size is `size`.
    func attributes(defaultSize size: Double) -> [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [:]
        if let color { a[.foregroundColor] = color }
        if let font { a[.font] = font.font(defaultSize: size) }
        return a
    }

    /// Whether it sets nothing.
    var isEmpty: Bool { color == nil && font == nil }
}

/// One of a bar's appearances (`UIBarAppearance`) as a storyboard declares it.
struct BarLookSpec: Sendable {
    /// The configuration it starts from (`configureWith…Background()`).
    enum Background: String, Sendable, CaseIterable {
        /// The translucent chrome material and the system shadow.
        case `default`
        /// The opaque system grey and the system shadow.
        case opaque
        /// Nothing, and no shadow.
        case transparent
    }

    /// The configuration it starts from.
    var background = Background.default
    /// A blur effect in place of the configuration's.
    var effect: BlurEffect.Style?
    /// A colour over the background.
    var backgroundColor: Color?
    /// The shadow's colour (clear: none).
    var shadowColor: Color?
    /// A navigation bar's title attributes.
    var title = BarTitleSpec()
    /// A navigation bar's large title attributes.
    var largeTitle = BarTitleSpec()

    /// The appearance it declares.
    @MainActor
    func make<A: BarAppearance>(_ type: A.Type) -> A {
        let a = A()
        switch background {
        case .default: break
        case .opaque: a.configureWithOpaqueBackground()
        case .transparent: a.configureWithTransparentBackground()
        }
        if let effect { a.backgroundEffect = BlurEffect(style: effect) }
        if let backgroundColor { a.backgroundColor = backgroundColor }
        if let shadowColor { a.shadowColor = shadowColor }
        if let nav = a as? NavigationBarAppearance {
            nav.titleTextAttributes = title.attributes(defaultSize: 17)
            nav.largeTitleTextAttributes = largeTitle.attributes(defaultSize: 34)
        }
        return a
    }
}

/// A navigation controller's bar as a storyboard declares it.
struct NavigationBarSpec: Sendable {
    /// Whether the bar is hidden.
    var hidden = false
    /// Large titles.
    var prefersLargeTitles = false
    /// The bar's look.
    var appearance = BarAppearanceSpec()
    /// Whether the toolbar is hidden (it is unless the storyboard shows it).
    var toolbarHidden = true
    /// The toolbar's look.
    var toolbarAppearance = BarAppearanceSpec()
}

/// A navigation bar, toolbar or tab bar standing among a scene's views (not a container's
/// own): its items and look. Each kind reads the fields it has.
struct BarViewSpec: Sendable {
    /// The look (a tab bar uses its colours only).
    var appearance = BarAppearanceSpec()
    /// A navigation bar's large titles.
    var prefersLargeTitles = false
    /// Where a navigation bar stands (`topAttached`: its background reaches up under the status bar).
    var barPosition = BarPosition.top
    /// A navigation bar's items, bottom of the stack first: the last is shown.
    var navigationItems: [NavigationItemSpec] = []
    /// A toolbar's items, left to right.
    var items: [BarButtonItemSpec] = []
    /// A tab bar's items, left to right (image names resolve against the assets folder).
    var tabItems: [TabBarItem] = []
    /// A tab bar's selected item; nil: none, as a bar without a `selectedItem`.
    var selectedTab: Int?
}

/// A bar whose look a storyboard sets: a navigation bar or a toolbar.
@MainActor
protocol BarAppearanceHost: AnyObject {
    /// The items' colour.
    var tintColor: Color! { get set }
    /// The background colour.
    var barTintColor: Color? { get set }
    /// See-through or opaque.
    var isTranslucent: Bool { get set }
    /// Light or dark.
    var barStyle: BarStyle { get set }
}

extension NavigationBar: BarAppearanceHost {}
extension Toolbar: BarAppearanceHost {}
extension TabBar: BarAppearanceHost {}

extension Storyboard {
    /// The bar button item `spec` describes, performing its segue from `vc` when clicked; its
    /// custom view is built as `scene`'s other views are.
    func makeBarButtonItem(_ spec: BarButtonItemSpec, for vc: ViewController, in scene: SceneSpec) -> BarButtonItem {
        let item: BarButtonItem
        if let custom = spec.customView {
            item = BarButtonItem(customView: buildDetachedView(custom, for: vc, in: scene))
        } else if let system = spec.systemItem {
            item = BarButtonItem(barButtonSystemItem: system)
            if let t = spec.title { item.title = t }
        } else if let t = spec.title {
            item = BarButtonItem(title: t)
        } else {
            item = BarButtonItem(image: spec.image.map { StoryboardValidator.resolve($0, in: file.assetsDirectory) })
        }
        item.systemImageName = spec.systemImage
        item.storyboardIdentifier = spec.id
        item.drawsPlaceholder = spec.imagePlaceholder
        if spec.systemItem == nil || spec.style == .done { item.style = spec.style }
        item.isEnabled = spec.isEnabled
        item.tintColor = spec.tint
        item.width = spec.width
        if let segue = spec.segue {
            item.accessibilityIdentifier = segue
            item.handler = { [weak vc] item in vc?.performSegue(withIdentifier: segue, sender: item) }
        }
        return item
    }

    /// Gives `vc`'s navigation item what `spec` declares.
    func applyNavigationItem(_ spec: NavigationItemSpec, to vc: ViewController, in scene: SceneSpec) {
        configure(vc.navigationItem, spec, for: vc, in: scene)
    }

    /// Gives `item` what `spec` declares, its bar button items performing their segues from
    /// `vc`; its title view is built as the scene's views are.
    func configure(_ item: NavigationItem, _ spec: NavigationItemSpec, for vc: ViewController, in scene: SceneSpec) {
        if let t = spec.title { item.title = t }
        item.prompt = spec.prompt
        item.leftBarButtonItems = spec.left.map { makeBarButtonItem($0, for: vc, in: scene) }
        item.rightBarButtonItems = spec.right.map { makeBarButtonItem($0, for: vc, in: scene) }
        item.backButtonTitle = spec.backButtonTitle
        item.hidesBackButton = spec.hidesBackButton
        item.leftItemsSupplementBackButton = spec.leftItemsSupplementBackButton
        item.largeTitleDisplayMode = spec.largeTitleDisplayMode
        if let tv = spec.titleView { item.titleView = buildDetachedView(tv, for: vc, in: scene) }
    }

    /// A view standing outside the scene's view tree (a title view, a bar button item's custom
    /// view), built as the scene's other views are, with its own constraints active.
    func buildDetachedView(_ spec: ViewSpec, for vc: ViewController, in scene: SceneSpec) -> View {
        var built: [(spec: ViewSpec, view: View)] = []
        var views: [String: View] = [:]
        let v = buildView(spec, for: vc, in: scene, isRoot: false, built: &built, views: &views)
        Storyboard.activateLayout(built, root: v)
        return v
    }

    /// Gives `vc` the toolbar items `specs` declare, their custom views built as `scene`'s views.
    func applyToolbarItems(_ specs: [BarButtonItemSpec], to vc: ViewController, in scene: SceneSpec) {
        vc.toolbarItems = specs.map { makeBarButtonItem($0, for: vc, in: scene) }
    }

    /// `item` with its image paths resolved against the assets folder.
    func resolved(_ item: TabBarItem) -> TabBarItem {
        var item = item
        item.image = item.image.map { StoryboardValidator.resolve($0, in: file.assetsDirectory) }
        item.selectedImage = item.selectedImage.map { StoryboardValidator.resolve($0, in: file.assetsDirectory) }
        return item
    }

    /// Gives a bar its look: the same for a navigation controller's bar and toolbar, a tab bar
    /// controller's bar and those standing among a scene's views.
    static func applyAppearance(_ a: BarAppearanceSpec, to bar: BarAppearanceHost) {
        bar.barTintColor = a.barTint
        if let t = a.tint { bar.tintColor = t }
        bar.isTranslucent = a.isTranslucent
        bar.barStyle = a.barStyle
        switch bar {
        case let tabs as TabBar:
            tabs.unselectedItemTintColor = a.unselectedTint
            if let s = a.standard { tabs.standardAppearance = s.make(TabBarAppearance.self) }
            tabs.scrollEdgeAppearance = a.scrollEdge?.make(TabBarAppearance.self)
        case let nav as NavigationBar:
            if !a.title.isEmpty { nav.titleTextAttributes = a.title.attributes(defaultSize: 17) }
            if !a.largeTitle.isEmpty { nav.largeTitleTextAttributes = a.largeTitle.attributes(defaultSize: 34) }
            if let s = a.standard { nav.standardAppearance = s.make(NavigationBarAppearance.self) }
            nav.compactAppearance = a.compact?.make(NavigationBarAppearance.self)
            nav.scrollEdgeAppearance = a.scrollEdge?.make(NavigationBarAppearance.self)
            nav.compactScrollEdgeAppearance = a.compactScrollEdge?.make(NavigationBarAppearance.self)
        case let toolbar as Toolbar:
            if let s = a.standard { toolbar.standardAppearance = s.make(ToolbarAppearance.self) }
            toolbar.compactAppearance = a.compact?.make(ToolbarAppearance.self)
            toolbar.scrollEdgeAppearance = a.scrollEdge?.make(ToolbarAppearance.self)
            toolbar.compactScrollEdgeAppearance = a.compactScrollEdge?.make(ToolbarAppearance.self)
        default:
            break
        }
    }

    /// Gives a navigation controller's bar what `spec` declares.
    static func applyNavigationBar(_ spec: NavigationBarSpec, to nav: NavigationController) {
        nav.isNavigationBarHidden = spec.hidden
        nav.isToolbarHidden = spec.toolbarHidden
        nav.navigationBar.prefersLargeTitles = spec.prefersLargeTitles
        applyAppearance(spec.appearance, to: nav.navigationBar)
        applyAppearance(spec.toolbarAppearance, to: nav.toolbar)
    }

    /// Gives a navigation bar, toolbar or tab bar standing among `vc`'s views (`v`, made from
    /// `spec`) its items and look; bar button items perform their segues from `vc`, as the
    /// controller's own bars' items do.
    func configureBar(_ v: View, _ spec: ViewSpec, for vc: ViewController, in scene: SceneSpec) {
        let bar = spec.bar
        switch v {
        case let nav as NavigationBar:
            Storyboard.applyAppearance(bar.appearance, to: nav)
            nav.prefersLargeTitles = bar.prefersLargeTitles
            nav.barPosition = bar.barPosition
            nav.items = bar.navigationItems.map { itemSpec in
                let item = NavigationItem()
                configure(item, itemSpec, for: vc, in: scene)
                return item
            }
        case let toolbar as Toolbar:
            Storyboard.applyAppearance(bar.appearance, to: toolbar)
            toolbar.items = bar.items.map { makeBarButtonItem($0, for: vc, in: scene) }
        case let tabs as TabBar:
            Storyboard.applyAppearance(bar.appearance, to: tabs)
            tabs.items = bar.tabItems.map(resolved)
            tabs.selectedIndex = bar.selectedTab.map { min($0, tabs.items.count - 1) } ?? -1
        default:
            break
        }
    }
}

extension SceneSpec {
    /// The ids a popover segue's `anchor` may name in this scene: its views' ids (an Interface
    /// Builder view's IB id too) and its bar button items' (the navigation item's, the
    /// toolbar's, and those of bars among its views).
    var anchorIDs: Set<String> {
        var ids = Set<String>()
        func add(_ items: [BarButtonItemSpec]) { ids.formUnion(items.compactMap(\.id)) }
        add((navigationItem.map { $0.left + $0.right } ?? []) + (toolbarItems ?? []))
        StoryboardValidator.walk(view) { v in
            if let id = v.id { ids.insert(id) }
            if let l = v.layoutID { ids.insert(l) }
            add(v.bar.items + v.bar.navigationItems.flatMap { $0.left + $0.right })
        }
        return ids
    }
}

extension ViewSpec {
    /// Gives the view whose Interface Builder id is `layoutID` that id as its own (so a
    /// storyboard written from it still finds it); false when no view below has it.
    mutating func nameView(layoutID: String) -> Bool {
        if self.layoutID == layoutID {
            if id == nil { id = layoutID }
            return true
        }
        for i in subviews.indices where subviews[i].nameView(layoutID: layoutID) { return true }
        return false
    }
}
