import Foundation

extension IBConverter {
    /// A scene's `<navigationItem key="navigationItem">`: title, prompt, large title mode, back
    /// button title, bar button items (whose segues a click performs) and title view.
    mutating func navigationItem(_ e: IBElement, scene: String, _ ctx: inout SceneContext) -> NavigationItemSpec {
        var spec = NavigationItemSpec()
        if let t = e["title"] { spec.title = t }
        if let p = e["prompt"], !p.isEmpty { spec.prompt = p }
        spec.backButtonTitle = e["backButtonTitle"]
        spec.hidesBackButton = e.flag("hidesBackButton") == true
        spec.leftItemsSupplementBackButton = e.flag("leftItemsSupplementBackButton") == true
        switch e["largeTitleDisplayMode"] {
        case "always"?: spec.largeTitleDisplayMode = .always
        case "never"?: spec.largeTitleDisplayMode = .never
        default: break
        }
        for child in e.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"?):
                spec.left = [barButtonItem(child, scene: scene, &ctx)]
            case ("barButtonItem", "rightBarButtonItem"?):
                spec.right = [barButtonItem(child, scene: scene, &ctx)]
            case ("barButtonItem", "backBarButtonItem"?):
                // Its title is what the next screen's back button shows (it beats `backButtonTitle`).
                if let t = child["title"] { spec.backButtonTitle = t }
            case ("leftBarButtonItems", _):
                spec.left = child.children("barButtonItem").map { barButtonItem($0, scene: scene, &ctx) }
            case ("rightBarButtonItems", _):
                spec.right = child.children("barButtonItem").map { barButtonItem($0, scene: scene, &ctx) }
            case (_, "titleView"?):
                let frame = ctx.layout.storedFrame(child, parentSize: Size(index.canvas.width, NavigationBar.defaultHeight))
                    ?? Rect(0, 0, 160, 32)
                var v = convertView(child, frame: frame, &ctx, depth: 1)
                v.autoresizing = []
                spec.titleView = v
            default:
                break
            }
        }
        return spec
    }

    /// One `<barButtonItem>`: its title, style, system item, image (from the asset catalogue,
    /// else a placeholder glyph; an image beats the title), custom view (built as the scene's
    /// views, at its stored size), tint, width and enabled state; its segue is performed when
    /// it is clicked.
    mutating func barButtonItem(_ e: IBElement, scene: String, _ ctx: inout SceneContext) -> BarButtonItemSpec {
        var spec = BarButtonItemSpec()
        spec.id = e["id"]
        if let t = e["title"], !t.isEmpty { spec.title = t }
        if e["style"] == "done" { spec.style = .done }
        if e.flag("enabled") == false { spec.isEnabled = false }
        spec.tint = color(of: e, "tintColor")
        if let w = e.number("width"), w > 0 { spec.width = min(w, YAMLReader.maxSide) }
        if let name = e["systemItem"] {
            if let system = BarButtonItem.SystemItem(rawValue: name) {
                spec.systemItem = system
                if system.title != nil, spec.style == .plain, system == .done || system == .save { spec.style = .done }
            } else {
                warn(e, "system bar button item '\(name)' is drawn as its name", once: "bar-system-\(name)")
                spec.title = spec.title ?? name
            }
        }
        // A custom view (any view with key="customView") is built as the scene's views are, at
        // its stored size; it takes the item's place, as `UIBarButtonItem(customView:)`.
        if let custom = e.children.first(where: { $0["key"] == "customView" }) {
            let frame = ctx.layout.storedFrame(custom, parentSize: Size(index.canvas.width, NavigationBar.defaultHeight))
                ?? Rect(0, 0, 44, 30)
            var v = convertView(custom, frame: frame, &ctx, depth: 1)
            v.autoresizing = []
            spec.customView = v
            spec.title = nil
        }
        let reference = e.child(key: "image")
        // An item with an image shows the image (its title names it only), as in UIKit.
        if spec.systemItem == nil, let name = e["image"] ?? reference?["image"], !name.isEmpty {
            spec.title = nil
            if reference?["catalog"] == "system" || e["catalog"] == "system" {
                spec.systemImage = name
                warnUndrawnSymbol(name, at: e)
            } else {
                switch catalog.image(named: name, scale: index.device?.scale ?? 2) {
                case .success(let file): spec.image = file
                case .failure(let why):
                    warn(e, "image '\(name)' of a bar button item: \(why.reason); a placeholder is shown", once: "image-\(name)")
                    spec.imagePlaceholder = true
                }
            }
        }
        for connections in e.children("connections") {
            for s in connections.children("segue") {
                if let segue = addSegue(s, from: scene, trigger: .control, &ctx) { spec.segue = segue.id }
            }
        }
        return spec
    }

    /// A scene's `<tabBarItem key="tabBarItem">` beyond its title (which is the scene's
    /// `tabTitle`, and beats a system item's own): its system item, image and selected image and
    /// badge. Nil when it has none of them.
    mutating func tabBarItem(_ e: IBElement) -> TabBarItem? {
        let item = tabBarItemDetails(e)
        return item.hasIcon || item.badgeValue != nil ? item : nil
    }

    /// A `<tabBarItem>`'s system item, image and selected image (from the asset catalogue, else
    /// a placeholder glyph) and badge.
    mutating func tabBarItemDetails(_ e: IBElement) -> TabBarItem {
        var item = TabBarItem()
        if let name = e["systemItem"] {
            if let system = TabBarItem.SystemItem(rawValue: name) {
                item = TabBarItem(tabBarSystemItem: system)
            } else {
                warn(e, "system tab bar item '\(name)' is drawn with its title only", once: "tab-system-\(name)")
            }
        }
        func image(_ key: String) -> String? {
            let reference = e.child(key: key)
            guard let name = e[key] ?? reference?["image"], !name.isEmpty else { return nil }
            if reference?["catalog"] == "system" || e["catalog"] == "system" {
                if key == "selectedImage" { item.selectedSystemImageName = name } else { item.systemImageName = name }
                warnUndrawnSymbol(name, at: e)
                return nil
            }
            switch catalog.image(named: name, scale: index.device?.scale ?? 2) {
            case .success(let file): return file
            case .failure(let why):
                warn(e, "image '\(name)' of a tab bar item: \(why.reason); a placeholder is shown", once: "image-\(name)")
                item.drawsPlaceholder = true
                return nil
            }
        }
        if item.systemItem == nil {
            item.image = image("image")
            item.selectedImage = image("selectedImage")
        }
        if let badge = e["badgeValue"] { item.badgeValue = badge }
        return item
    }

    /// A bar's look: its bar tint, tint (a tab bar's older `selectedImageTintColor` too),
    /// translucency, style and appearances, and a tab bar's `unselectedItemTintColor`. The same
    /// for a navigation or tab bar controller's bar and for the bars standing among a scene's views.
    mutating func barAppearance(of bar: IBElement) -> BarAppearanceSpec {
        var spec = BarAppearanceSpec()
        spec.barTint = color(of: bar, "barTintColor")
        spec.tint = color(of: bar, "tintColor") ?? color(of: bar, "selectedImageTintColor")
        spec.unselectedTint = color(of: bar, "unselectedItemTintColor")
        spec.title = barTitle(of: bar, "titleTextAttributes")
        spec.largeTitle = barTitle(of: bar, "largeTitleTextAttributes")
        spec.standard = barLook(of: bar, "standardAppearance")
        spec.compact = barLook(of: bar, "compactAppearance")
        spec.scrollEdge = barLook(of: bar, "scrollEdgeAppearance")
        spec.compactScrollEdge = barLook(of: bar, "compactScrollEdgeAppearance")
        if bar.flag("translucent") == false { spec.isTranslucent = false }
        if bar["barStyle"] == "black" || bar["barStyle"] == "blackOpaque" || bar["barStyle"] == "blackTranslucent" {
            spec.barStyle = .black
        }
        return spec
    }

    /// A bar's `<textAttributes key=KEY>`: its `<color key="textColor">` and font.
    mutating func barTitle(of e: IBElement, _ key: String) -> BarTitleSpec {
        guard let t = e.children.first(where: { $0.name == "textAttributes" && $0["key"] == key }) else { return BarTitleSpec() }
        return BarTitleSpec(color: color(of: t, "textColor"), font: font(of: t))
    }

    /// A bar's `<navigationBarAppearance key=KEY>` (`<toolbarAppearance>`, `<tabBarAppearance>`):
    /// its blur effect, background and shadow colours and title attributes, over the default
    /// configuration.
    mutating func barLook(of e: IBElement, _ key: String) -> BarLookSpec? {
        guard let a = e.children.first(where: { $0.name.hasSuffix("Appearance") && $0["key"] == key }) else { return nil }
        var look = BarLookSpec()
        if let name = a["backgroundEffect"] {
            look.effect = BlurEffect.Style(rawValue: name)
            if look.effect == nil { warn(a, "unknown blur effect '\(name)' of a bar appearance; the default material is drawn", once: "effect-\(name)") }
        }
        look.backgroundColor = color(of: a, "backgroundColor")
        look.shadowColor = color(of: a, "shadowColor")
        look.title = barTitle(of: a, "titleTextAttributes")
        look.largeTitle = barTitle(of: a, "largeTitleTextAttributes")
        return look
    }

    /// Whether a `<navigationBar>` asks for large titles.
    static func prefersLargeTitles(_ bar: IBElement) -> Bool {
        bar.flag("largeTitles") == true || bar.flag("prefersLargeTitles") == true
    }

    /// A navigation controller's `<navigationBar key="navigationBar">`, its
    /// `navigationBarHidden` and `toolbarHidden`: large titles and the bar's look, and its
    /// `<toolbar key="toolbar">`'s look.
    mutating func navigationBar(of vc: IBElement) -> NavigationBarSpec? {
        var spec = NavigationBarSpec()
        spec.hidden = vc.flag("navigationBarHidden") == true
        spec.toolbarHidden = vc.flag("toolbarHidden") != false
        if let bar = vc.child(key: "navigationBar") {
            spec.prefersLargeTitles = IBConverter.prefersLargeTitles(bar)
            spec.appearance = barAppearance(of: bar)
        }
        if let toolbar = vc.child(key: "toolbar") { spec.toolbarAppearance = barAppearance(of: toolbar) }
        return spec
    }

    /// The navigation controller Xcode's canvas draws around a controller that is not one: its
    /// simulated metrics' top bar a navigation bar (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics" translucent= barStyle=>`) or its bottom bar a toolbar
    /// (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics">`), with their look; nil when
    /// it simulates neither (or `<nil key=…>`: none).
    mutating func simulatedNavigation(of vc: IBElement) -> NavigationBarSpec? {
        guard vc.name != "navigationController" else { return nil }
        let bar = vc.child(key: "simulatedTopBarMetrics").flatMap { $0.name == "simulatedNavigationBarMetrics" ? $0 : nil }
        let toolbar = vc.child(key: "simulatedBottomBarMetrics").flatMap { $0.name == "simulatedToolbarMetrics" ? $0 : nil }
        guard bar != nil || toolbar != nil else { return nil }
        var spec = NavigationBarSpec()
        spec.hidden = bar == nil
        spec.toolbarHidden = toolbar == nil
        if let bar {
            spec.prefersLargeTitles = IBConverter.prefersLargeTitles(bar)
            spec.appearance = barAppearance(of: bar)
        }
        if let toolbar { spec.toolbarAppearance = barAppearance(of: toolbar) }
        return spec
    }

    /// A `<navigationBar>`, `<toolbar>` or `<tabBar>` standing among a scene's views: its look
    /// and its `<items>` — a navigation bar's navigation items (the last on top), a toolbar's
    /// bar button items (their segues performed when clicked, as a controller's), a tab bar's
    /// items, the one its `selectedItem` names selected.
    mutating func standaloneBar(_ e: IBElement, _ v: inout ViewSpec, _ ctx: inout SceneContext) {
        v.bar.appearance = barAppearance(of: e)
        // A standalone bar's tint is the view's, which its items take.
        v.tint = v.tint ?? v.bar.appearance.tint
        v.bar.appearance.tint = nil
        let items = e.child("items")?.children ?? []
        switch e.name {
        case "navigationBar":
            v.bar.prefersLargeTitles = IBConverter.prefersLargeTitles(e)
            v.bar.navigationItems = items.filter { $0.name == "navigationItem" }.map { navigationItem($0, scene: ctx.sceneID, &ctx) }
        case "toolbar":
            v.bar.items = items.filter { $0.name == "barButtonItem" }.map { barButtonItem($0, scene: ctx.sceneID, &ctx) }
        case "tabBar":
            let elements = items.filter { $0.name == "tabBarItem" }
            v.bar.tabItems = elements.map { element in
                var item = tabBarItemDetails(element)
                if let t = element["title"], !t.isEmpty { item.title = t }
                return item
            }
            // `selectedItem` is an outlet of the bar (older files: an attribute) naming an item.
            let outlet = e.children("connections").flatMap { $0.children("outlet") }.first { $0["property"] == "selectedItem" }
            if let id = e["selectedItem"] ?? outlet?["destination"] {
                v.bar.selectedTab = elements.firstIndex { $0["id"] == id }
            }
        default:
            break
        }
    }
}
