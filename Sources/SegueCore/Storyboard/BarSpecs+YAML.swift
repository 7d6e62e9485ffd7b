import Foundation
import Yams

/// One key of a mapping nested in a scene or a view (a bar button item, a navigation item, a
/// tab item, a bar's look): its name, the value it takes and its default (for the docs), how it
/// is read and how it is written back (nil: the default, not written). The decoder, the writer
/// and the docs read these lists, as they read a view kind's `ViewKey`s.
struct NestedKey<Model>: Sendable {
    /// The key as written in YAML.
    let name: String
    /// The value it takes, as the docs say it.
    let value: String
    /// Its default when absent, as the docs say it.
    let defaultValue: String
    /// Reads the key's value node into the model, reporting what is wrong with it.
    let read: @Sendable (inout YAMLReader, Node, inout Model) -> Void
    /// The key's value node for the model (image paths rewritten by the function given), or
    /// nil when the model has the default.
    let write: @Sendable (Model, (String) -> String) -> Node?

    /// The same key on a model that holds this one at `path`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Model> & Sendable) -> NestedKey<Outer> {
        let readKey = self.read, writeKey = self.write
        return NestedKey<Outer>(name: name, value: value, defaultValue: defaultValue,
                                read: { r, n, o in readKey(&r, n, &o[keyPath: path]) },
                                write: { o, imagePath in writeKey(o[keyPath: path], imagePath) })
    }

    /// Reads the mapping `node` (only `keys` allowed) into `model`; false when it is no mapping.
    @discardableResult
    static func decode(_ node: Node, _ what: String, _ keys: [NestedKey], into model: inout Model, _ r: inout YAMLReader) -> Bool {
        guard let pairs = r.mapping(node, what, allowed: Set(keys.map(\.name))) else { return false }
        let byName = Dictionary(keys.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for (key, _, v) in pairs { byName[key]?.read(&r, v, &model) }
        return true
    }

    /// The list `node` of mappings, each read into a new model.
    static func decodeList(_ node: Node, _ what: String, _ keys: [NestedKey], _ r: inout YAMLReader,
                           new: () -> Model) -> [Model] {
        guard let seq = node.sequence else {
            r.error(node, "expected \(what) to be a list, found \(YAMLReader.describe(node))")
            return []
        }
        return seq.compactMap { n in
            var m = new()
            return decode(n, "an entry of \(what)", keys, into: &m, &r) ? m : nil
        }
    }

    /// The model's non-default keys as a mapping (an empty one when all are defaults).
    static func encode(_ model: Model, _ keys: [NestedKey], _ imagePath: (String) -> String) -> Node {
        Node(keys.compactMap { k in k.write(model, imagePath).map { (StoryboardYAMLWriter.k(k.name), $0) } })
    }

    /// The docs' words for a mapping with these keys.
    static func names(_ keys: [NestedKey]) -> String { keys.map { "`\($0.name)`" }.joined(separator: ", ") }
}

/// The keys of the bars' nested mappings, said once for scenes and views alike.
enum BarKeys {
    private typealias W = StoryboardYAMLWriter

    /// A text key.
    private static func text<M>(_ name: String, _ path: WritableKeyPath<M, String?> & Sendable, _ what: String,
                                default d: String = "none") -> NestedKey<M> {
        NestedKey(name: name, value: "text", defaultValue: d,
                  read: { r, n, m in m[keyPath: path] = r.string(n, what) },
                  write: { m, _ in m[keyPath: path].map(W.s) })
    }

    /// An image file, relative to the assets folder.
    private static func image<M>(_ name: String, _ path: WritableKeyPath<M, String?> & Sendable, _ what: String) -> NestedKey<M> {
        NestedKey(name: name, value: "an image file, drawn in the tint", defaultValue: "none",
                  read: { r, n, m in m[keyPath: path] = r.string(n, what) },
                  write: { m, imagePath in m[keyPath: path].map { W.s(imagePath($0)) } })
    }

    /// A flag written only when it differs from `d`.
    private static func flag<M>(_ name: String, _ path: WritableKeyPath<M, Bool> & Sendable, _ what: String,
                                default d: Bool) -> NestedKey<M> {
        NestedKey(name: name, value: "`true` or `false`", defaultValue: d ? "true" : "false",
                  read: { r, n, m in if let b = r.bool(n, what) { m[keyPath: path] = b } },
                  write: { m, _ in m[keyPath: path] == d ? nil : W.b(m[keyPath: path]) })
    }

    /// A colour.
    private static func color<M>(_ name: String, _ path: WritableKeyPath<M, Color?> & Sendable, _ what: String,
                                 default d: String) -> NestedKey<M> {
        NestedKey(name: name, value: "colour", defaultValue: d,
                  read: { r, n, m in m[keyPath: path] = r.color(n, what) },
                  write: { m, _ in m[keyPath: path].map { W.s($0.hexString) } })
    }

    /// A view in a bar (an item's `customView`, a navigation item's `titleView`): any view, as
    /// a scene's views are written, shown at its `frame`'s size.
    private static func view<M>(_ name: String, _ path: WritableKeyPath<M, ViewSpec?> & Sendable, _ shown: String) -> NestedKey<M> {
        NestedKey(name: name, value: "a view (any type, as under `subviews`), \(shown) at its `frame`'s size", defaultValue: "none",
                  read: { r, n, m in m[keyPath: path] = StoryboardDecoder.decodeView(n, &r) },
                  write: { m, imagePath in m[keyPath: path].map { W.view($0, imagePath) } })
    }

    /// A bar button item (`left`, `right`, `toolbarItems`, a toolbar's `items`).
    static let barButtonItem: [NestedKey<BarButtonItemSpec>] = [
        NestedKey(name: "id", value: "an identifier: what a popover segue's `anchor` names", defaultValue: "none",
                  read: { r, n, m in m.id = r.identifier(n, "the item's id") },
                  write: { m, _ in m.id.map(W.s) }),
        text("title", \.title, "the item's title", default: "the system item's word, or none"),
        image("image", \.image, "the item's image"),
        NestedKey(name: "systemItem", value: BarButtonItem.SystemItem.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                  defaultValue: "none",
                  read: { r, n, m in m.systemItem = r.choice(n, "the system item", BarButtonItem.SystemItem.self) },
                  write: { m, _ in m.systemItem.map { W.s($0.rawValue) } }),
        NestedKey(name: "style", value: "`plain` or `done` (semibold)", defaultValue: "`plain`; `done` for `done` and `save`",
                  read: { r, n, m in
                      switch r.string(n, "the item's style") {
                      case "plain"?: m.style = .plain
                      case "done"?: m.style = .done
                      case let s?: r.error(n, "unknown bar button item style '\(s)'; expected: plain, done")
                      case nil: break
                      }
                  },
                  write: { m, _ in m.style == .done ? W.s("done") : nil }),
        flag("enabled", \.isEnabled, "enabled", default: true),
        color("tint", \.tint, "the item's tint", default: "the bar's tint"),
        NestedKey(name: "width", value: "points: a fixed space's width, or the item's least width", defaultValue: "0",
                  read: { r, n, m in if let w = r.number(n, "the item's width", min: 0, max: YAMLReader.maxSide) { m.width = w } },
                  write: { m, _ in m.width > 0 ? W.n(m.width) : nil }),
        NestedKey(name: "segue", value: "a segue id, performed when the item is clicked", defaultValue: "none",
                  read: { r, n, m in m.segue = r.identifier(n, "the item's segue") },
                  write: { m, _ in m.segue.map(W.s) }),
        text("symbol", \.systemImage, "the item's SF Symbol"),
        flag("placeholder", \.imagePlaceholder, "placeholder", default: false),
        view("customView", \.customView, "shown instead of the title or image, centred in the item"),
    ]

    /// A navigation item (a scene's `navigationItem`, a navigation bar's `items`).
    static let navigationItem: [NestedKey<NavigationItemSpec>] = [
        text("title", \.title, "the navigation item's title", default: "the scene's `title`"),
        text("prompt", \.prompt, "the prompt"),
        itemList("left", \.left, "the left items", "left to right"),
        itemList("right", \.right, "the right items", "right to left (the first at the right edge)"),
        text("backButtonTitle", \.backButtonTitle, "the back button title",
             default: "the title (the next screen's back button shows it)"),
        flag("hidesBackButton", \.hidesBackButton, "hidesBackButton", default: false),
        flag("leftItemsSupplementBackButton", \.leftItemsSupplementBackButton, "leftItemsSupplementBackButton", default: false),
        NestedKey(name: "largeTitleDisplayMode", value: NavigationItem.LargeTitleDisplayMode.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                  defaultValue: "`automatic`",
                  read: { r, n, m in
                      if let mode = r.choice(n, "the large title display mode", NavigationItem.LargeTitleDisplayMode.self) {
                          m.largeTitleDisplayMode = mode
                      }
                  },
                  write: { m, _ in m.largeTitleDisplayMode == .automatic ? nil : W.s(m.largeTitleDisplayMode.rawValue) }),
        view("titleView", \.titleView, "shown instead of the title, centred in the bar"),
    ]

    /// A list of bar button items.
    private static func itemList<M>(_ name: String, _ path: WritableKeyPath<M, [BarButtonItemSpec]> & Sendable, _ what: String,
                                    _ order: String) -> NestedKey<M> {
        NestedKey(name: name, value: "a list of bar button items, \(order) (keys: \(NestedKey.names(barButtonItem)))",
                  defaultValue: "none",
                  read: { r, n, m in m[keyPath: path] = NestedKey.decodeList(n, what, barButtonItem, &r, new: { BarButtonItemSpec() }) },
                  write: { m, imagePath in
                      m[keyPath: path].isEmpty ? nil : Node(m[keyPath: path].map { NestedKey.encode($0, barButtonItem, imagePath) })
                  })
    }

    /// A tab item beyond its title (a scene's `tabItem`; its title is the scene's `tabTitle`).
    static let tabItemDetails: [NestedKey<TabBarItem>] = [
        NestedKey(name: "systemItem", value: TabBarItem.SystemItem.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                  defaultValue: "none",
                  read: { r, n, m in
                      guard let s = r.choice(n, "the system tab item", TabBarItem.SystemItem.self) else { return }
                      m.systemItem = s
                      m.title = m.title ?? s.title
                  },
                  write: { m, _ in m.systemItem.map { W.s($0.rawValue) } }),
        image("image", \.image, "the tab's image"),
        image("selectedImage", \.selectedImage, "the tab's selected image"),
        text("symbol", \.systemImageName, "the tab's SF Symbol"),
        text("selectedSymbol", \.selectedSystemImageName, "the tab's selected SF Symbol"),
        text("badge", \.badgeValue, "the badge"),
        flag("placeholder", \.drawsPlaceholder, "placeholder", default: false),
    ]

    /// A tab bar's item: its title, then the details.
    static let tabItem: [NestedKey<TabBarItem>] = [
        NestedKey(name: "title", value: "text", defaultValue: "the system item's title, or none",
                  read: { r, n, m in m.title = r.string(n, "the tab's title") },
                  write: { m, _ in m.title == m.systemItem?.title ? nil : m.title.map(W.s) }),
    ] + tabItemDetails

    /// A toolbar's look (a standalone toolbar's keys, a navigation controller's `toolbar`).
    static let appearance: [NestedKey<BarAppearanceSpec>] = commonAppearance + [
        lookKey("standardAppearance", \.standard, "at rest", look),
        lookKey("compactAppearance", \.compact, "while the window's height is compact", look),
        lookKey("scrollEdgeAppearance", \.scrollEdge, "while the content is scrolled to the bar's edge", look),
        lookKey("compactScrollEdgeAppearance", \.compactScrollEdge, "at the scroll edge while the window's height is compact", look),
    ]

    /// A navigation bar's look (a navigation controller's `navigationBar`, a standalone bar's
    /// keys): a toolbar's with its titles'.
    static let navigationAppearance: [NestedKey<BarAppearanceSpec>] = commonAppearance
        + titleKeys("title", \.title, "the title", size: 17) + titleKeys("largeTitle", \.largeTitle, "the large title", size: 34) + [
        lookKey("standardAppearance", \.standard, "at rest", navigationLook),
        lookKey("compactAppearance", \.compact, "while the window's height is compact", navigationLook),
        lookKey("scrollEdgeAppearance", \.scrollEdge, "while the content is scrolled to the bar's edge", navigationLook),
        lookKey("compactScrollEdgeAppearance", \.compactScrollEdge, "at the scroll edge while the window's height is compact", navigationLook),
    ]

    /// The look every bar has.
    private static let commonAppearance: [NestedKey<BarAppearanceSpec>] = [
        color("barTint", \.barTint, "the bar tint", default: "UIKit's light grey"),
        color("tint", \.tint, "the bar's tint", default: "system blue"),
        flag("translucent", \.isTranslucent, "translucent", default: true),
        NestedKey(name: "barStyle", value: BarStyle.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                  defaultValue: "`default`",
                  read: { r, n, m in if let s = r.choice(n, "the bar style", BarStyle.self) { m.barStyle = s } },
                  write: { m, _ in m.barStyle == .default ? nil : W.s(m.barStyle.rawValue) }),
    ]

    /// A navigation bar title's `…Color` and `…Font` keys.
    private static func titleKeys<M>(_ prefix: String, _ path: WritableKeyPath<M, BarTitleSpec> & Sendable, _ what: String,
                                     size: Int) -> [NestedKey<M>] {
        [
            NestedKey(name: prefix + "Color", value: "colour", defaultValue: "the label colour",
                      read: { r, n, m in m[keyPath: path].color = r.color(n, what + "'s colour") },
                      write: { m, _ in m[keyPath: path].color.map { W.s($0.hexString) } }),
            NestedKey(name: prefix + "Font", value: StoryboardFont.expected,
                      defaultValue: prefix == "title" ? "`system-semibold \(size)`" : "`system-bold \(size)`",
                      read: { r, n, m in m[keyPath: path].font = r.font(n, what + "'s font") },
                      write: { m, _ in m[keyPath: path].font.map { W.s($0.written) } }),
        ]
    }

    /// One appearance of a navigation bar (UIKit's `UINavigationBarAppearance`): a bar's, with
    /// its titles'.
    static let navigationLook: [NestedKey<BarLookSpec>] = look
        + titleKeys("title", \.title, "the title", size: 17) + titleKeys("largeTitle", \.largeTitle, "the large title", size: 34)

    /// One appearance of a toolbar or tab bar (UIKit's `UIBarAppearance`).
    static let look: [NestedKey<BarLookSpec>] = [
        NestedKey(name: "background", value: BarLookSpec.Background.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                  defaultValue: "`default` (the translucent grey and a hairline)",
                  read: { r, n, m in if let b = r.choice(n, "the appearance's background", BarLookSpec.Background.self) { m.background = b } },
                  write: { m, _ in m.background == .default ? nil : W.s(m.background.rawValue) }),
        NestedKey(name: "effect", value: "a blur effect: " + BlurEffect.Style.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                  defaultValue: "the background's",
                  read: { r, n, m in m.effect = r.choice(n, "the appearance's blur effect", BlurEffect.Style.self) },
                  write: { m, _ in m.effect.map { W.s($0.rawValue) } }),
        color("backgroundColor", \.backgroundColor, "the appearance's background colour", default: "none"),
        color("shadowColor", \.shadowColor, "the appearance's shadow colour", default: "the background's"),
    ]

    /// A key holding one of a bar's appearances.
    private static func lookKey<M>(_ name: String, _ path: WritableKeyPath<M, BarLookSpec?> & Sendable, _ when: String,
                                   _ keys: [NestedKey<BarLookSpec>]) -> NestedKey<M> {
        NestedKey(name: name, value: "the bar's appearance \(when) (keys: \(NestedKey.names(keys)))", defaultValue: "none",
                  read: { r, n, m in
                      var l = BarLookSpec()
                      if NestedKey.decode(n, "the \(name)", keys, into: &l, &r) { m[keyPath: path] = l }
                  },
                  write: { m, imagePath in m[keyPath: path].map { NestedKey.encode($0, keys, imagePath) } })
    }

    /// A navigation controller's bar and toolbar (a scene's `navigationBar`).
    static let navigationBar: [NestedKey<NavigationBarSpec>] = [
        flag("hidden", \.hidden, "hidden", default: false),
        flag("prefersLargeTitles", \.prefersLargeTitles, "prefersLargeTitles", default: false),
    ] + navigationAppearance.map { $0.lifted(\NavigationBarSpec.appearance) } + [
        flag("toolbarHidden", \.toolbarHidden, "toolbarHidden", default: true),
        NestedKey(name: "toolbar", value: "the toolbar's look: \(NestedKey.names(appearance))", defaultValue: "UIKit's",
                  read: { r, n, m in NestedKey.decode(n, "the toolbar's look", appearance, into: &m.toolbarAppearance, &r) },
                  write: { m, imagePath in
                      let node = NestedKey.encode(m.toolbarAppearance, appearance, imagePath)
                      return node.mapping?.isEmpty == false ? node : nil
                  }),
    ]

    /// A standalone bar's keys as a view kind's (`ViewKey`s on the view's `bar`).
    static func viewKeys(_ keys: [NestedKey<BarViewSpec>]) -> [ViewKey] {
        keys.map { k in
            let l = k.lifted(\ViewSpec.bar)
            return ViewKey(name: l.name, value: l.value, defaultValue: l.defaultValue, read: l.read, write: l.write)
        }
    }

    /// A standalone bar's look, as its keys; its tint is the `tint` every view has.
    static let barAppearance: [NestedKey<BarViewSpec>] = standalone(appearance)

    /// A standalone navigation bar's look, as its keys.
    static let navigationBarAppearance: [NestedKey<BarViewSpec>] = standalone(navigationAppearance)

    /// A bar's look as a standalone bar's keys: all but `tint`, which every view has.
    private static func standalone(_ keys: [NestedKey<BarAppearanceSpec>]) -> [NestedKey<BarViewSpec>] {
        keys.filter { $0.name != "tint" }.map { $0.lifted(\BarViewSpec.appearance) }
    }

    /// A navigation bar's `items` and `prefersLargeTitles`.
    static let navigationBarView: [NestedKey<BarViewSpec>] = [
        NestedKey(name: "items", value: "a list of navigation items, the last one shown (keys: \(NestedKey.names(navigationItem)))",
                  defaultValue: "none",
                  read: { r, n, m in
                      m.navigationItems = NestedKey.decodeList(n, "the navigation items", navigationItem, &r, new: { NavigationItemSpec() })
                  },
                  write: { m, imagePath in
                      m.navigationItems.isEmpty ? nil : Node(m.navigationItems.map { NestedKey.encode($0, navigationItem, imagePath) })
                  }),
        flag("prefersLargeTitles", \.prefersLargeTitles, "prefersLargeTitles", default: false),
        NestedKey(name: "barPosition", value: "`top`, or `topAttached`: the background reaches up to the superview's top, under the status bar",
                  defaultValue: "`top`",
                  read: { r, n, m in if let p = r.choice(n, "the bar position", BarPosition.self) { m.barPosition = p } },
                  write: { m, _ in m.barPosition == .top ? nil : W.s(m.barPosition.rawValue) }),
    ] + navigationBarAppearance

    /// A toolbar's `items`.
    static let toolbarView: [NestedKey<BarViewSpec>] = [
        itemList("items", \.items, "the toolbar's items", "left to right; `flexibleSpace` and `fixedSpace` make room"),
    ] + barAppearance

    /// A tab bar's `items` and `selected`.
    static let tabBarView: [NestedKey<BarViewSpec>] = [
        NestedKey(name: "items", value: "a list of tab items (keys: \(NestedKey.names(tabItem)))", defaultValue: "none",
                  read: { r, n, m in m.tabItems = NestedKey.decodeList(n, "the tab items", tabItem, &r, new: { TabBarItem() }) },
                  write: { m, imagePath in m.tabItems.isEmpty ? nil : Node(m.tabItems.map { NestedKey.encode($0, tabItem, imagePath) }) }),
        NestedKey(name: "selected", value: "the selected item's index", defaultValue: "none selected",
                  read: { r, n, m in m.selectedTab = r.integer(n, "the selected tab", min: 0, max: 10_000) },
                  write: { m, _ in m.selectedTab.map(W.n) }),
    ] + standalone(tabBarAppearance)

    /// A tab bar's look (a standalone tab bar's keys, a tab bar controller's `tabBar`).
    static let tabBarAppearance: [NestedKey<BarAppearanceSpec>] = commonAppearance + [
        color("unselectedTint", \.unselectedTint, "the unselected items' colour", default: "UIKit's grey"),
        lookKey("standardAppearance", \.standard, "at rest", look),
        lookKey("scrollEdgeAppearance", \.scrollEdge, "while the content above is scrolled to the bar's edge", look),
    ]

    // MARK: Scene keys

    /// The scene keys the bars add, read into a scene.
    static func readSceneKey(_ key: String, _ v: Node, into scene: inout SceneSpec, _ r: inout YAMLReader) {
        switch key {
        case "navigationItem":
            var item = NavigationItemSpec()
            if NestedKey.decode(v, "the scene's navigation item", navigationItem, into: &item, &r) { scene.navigationItem = item }
        case "toolbarItems":
            scene.toolbarItems = NestedKey.decodeList(v, "the scene's toolbar items", barButtonItem, &r, new: { BarButtonItemSpec() })
        case "tabItem":
            var item = TabBarItem()
            if NestedKey.decode(v, "the scene's tab item", tabItemDetails, into: &item, &r) { scene.tabBarItem = item }
        case "navigationBar":
            var bar = NavigationBarSpec()
            if NestedKey.decode(v, "the navigation controller's bar", navigationBar, into: &bar, &r) { scene.navigationBar = bar }
        case "tabBar":
            var bar = BarAppearanceSpec()
            if NestedKey.decode(v, "the tab bar controller's bar", tabBarAppearance, into: &bar, &r) { scene.tabBar = bar }
        case "preferredContentSize":
            if let a = r.numbers(v, "the scene's preferred content size", names: ["width", "height"]) {
                scene.preferredContentSize = Size(a[0], a[1])
            }
        case "hidesBottomBarWhenPushed":
            if let b = r.bool(v, "hidesBottomBarWhenPushed") { scene.hidesBottomBarWhenPushed = b }
        case "extendedLayoutIncludesOpaqueBars":
            if let b = r.bool(v, "extendedLayoutIncludesOpaqueBars") { scene.extendedLayoutIncludesOpaqueBars = b }
        case "edgesForExtendedLayout":
            guard let names = r.stringList(v, "edgesForExtendedLayout") else { break }
            var edges: RectEdge = []
            for name in names {
                guard let edge = RectEdge.named.first(where: { $0.name == name })?.edge else {
                    r.error(v, "edgesForExtendedLayout: '\(name)' is not an edge (\(RectEdge.named.map(\.name).joined(separator: ", ")))")
                    continue
                }
                edges.insert(edge)
            }
            scene.edgesForExtendedLayout = edges
        default:
            break
        }
    }

    /// The scene keys the bars add.
    static let sceneKeys: Set<String> = ["navigationItem", "toolbarItems", "tabItem", "navigationBar", "tabBar", "hidesBottomBarWhenPushed",
                                         "extendedLayoutIncludesOpaqueBars", "edgesForExtendedLayout", "preferredContentSize"]


    /// The scene's bar keys, written.
    static func writeSceneKeys(_ sc: SceneSpec, _ imagePath: (String) -> String) -> [(Node, Node)] {
        var m: [(Node, Node)] = []
        if let item = sc.navigationItem { m.append((W.k("navigationItem"), NestedKey.encode(item, navigationItem, imagePath))) }
        if let items = sc.toolbarItems { m.append((W.k("toolbarItems"), Node(items.map { NestedKey.encode($0, barButtonItem, imagePath) }))) }
        if let item = sc.tabBarItem {
            // Its title is the scene's `tabTitle`; a system item's own title comes back with it.
            m.append((W.k("tabItem"), NestedKey.encode(item, tabItemDetails, imagePath)))
        }
        if let bar = sc.navigationBar { m.append((W.k("navigationBar"), NestedKey.encode(bar, navigationBar, imagePath))) }
        if let bar = sc.tabBar { m.append((W.k("tabBar"), NestedKey.encode(bar, tabBarAppearance, imagePath))) }
        if sc.hidesBottomBarWhenPushed { m.append((W.k("hidesBottomBarWhenPushed"), W.b(true))) }
        if let s = sc.preferredContentSize { m.append((W.k("preferredContentSize"), Node([W.n(s.width), W.n(s.height)], Tag(.seq), .flow))) }
        if sc.extendedLayoutIncludesOpaqueBars { m.append((W.k("extendedLayoutIncludesOpaqueBars"), W.b(true))) }
        if let edges = sc.edgesForExtendedLayout {
            m.append((W.k("edgesForExtendedLayout"), Node(RectEdge.named.filter { edges.contains($0.edge) }.map { W.s($0.name) })))
        }
        return m
    }
}
