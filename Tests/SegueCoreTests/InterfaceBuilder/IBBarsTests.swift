import Foundation
import Testing
@testable import SegueCore

/// Bars standing among a scene's views (not a container's own), from a hand-written
/// storyboard: a navigation bar showing two navigation items, a toolbar with spaces, a tab bar
/// with a selected item; their items' segues performed by clicks through a real window; and
/// every bar detail kept through `segue import`'s YAML.
@MainActor
@Suite struct IBBarsTests {
    static let fourteen = DeviceProfile.named("iphone-14")!

    func settle(_ w: Window, _ clock: ManualClock) {
        for _ in 0..<90 { clock.advance(by: 1.0 / 60); _ = w.drawList() }
    }

    func window(_ file: String, _ scene: String, device: DeviceProfile = IBBarsTests.fourteen) throws -> (Window, ManualClock) {
        let storyboard = try IBFixtures.load(file)
        let clock = ManualClock()
        let w = Window(size: device.size, clock: clock)
        w.device = device
        w.rootViewController = storyboard.instantiateViewController(withIdentifier: scene)
        settle(w, clock)
        return (w, clock)
    }

    func click(_ w: Window, _ view: View) {
        let r = view.transform(to: nil).boundingBox(of: Rect(size: view.bounds.size))
        w.handle(.mouseDown(Point(r.midX, r.midY), .left))
        w.handle(.mouseUp(Point(r.midX, r.midY), .left))
    }

    func texts(_ w: Window) -> [String] {
        w.drawList().quads.compactMap { if case .text(let t) = $0.content { return t.text } else { return nil } }
    }

    @Test func aStandaloneNavigationBarShowsItsTopItemWithTheBackTitleOfTheOneBelow() throws {
        let imported = try IBFixtures.read("Bars.storyboard")
        #expect(!imported.file.warns("not drawn yet"), "\(imported.file.warnings.map(\.message))")
        let (w, _) = try window("Bars.storyboard", "standalone")
        let root = try #require(w.rootViewController)
        let bar = try #require(root.view.descendants.compactMap { $0 as? NavigationBar }.first)
        #expect(bar.frame == Rect(0, 47, 390, 44), "the stored frame")
        #expect(bar.items.map(\.title) == ["Albums", "Photos"] && bar.topItem?.title == "Photos")
        #expect(bar.backButtonTitle == "Albums" && !bar.backButton.isHidden)
        #expect(bar.titleLabel.text == "Photos")
        #expect(bar.barTintColor == Color(red: 1, green: 0.95, blue: 0.8) && bar.tintColor == Color(red: 0.55, green: 0.1, blue: 0.1))
        let add = try #require(bar.itemButtons.first { $0.item.systemItem == .add })
        #expect(add.frame.maxX == 390 - 16)
        let drawn = texts(w)
        #expect(drawn.contains("Photos") && drawn.contains("Albums"))
        // The bar's background is its bar tint, drawn within its frame (no status bar extension).
        #expect(bar.backgroundExtension == 0)
        #expect(w.drawList().quads.contains { $0.content == .color(Color(red: 1, green: 0.95, blue: 0.8)) })
    }

    @Test func aStandaloneToolbarSpacesItsItemsAndTheirSeguesArePerformed() throws {
        let (w, clock) = try window("Bars.storyboard", "standalone")
        let root = try #require(w.rootViewController)
        let toolbar = try #require(root.view.descendants.compactMap { $0 as? Toolbar }.first)
        #expect(toolbar.frame == Rect(0, 761, 390, 49) && !toolbar.isTranslucent)
        let buttons = toolbar.itemButtons
        #expect(buttons.map(\.item.systemItem) == [.action, .fixedSpace, nil, .flexibleSpace, .trash])
        #expect(buttons[2].item.title == "Edit" && buttons[1].frame.width == 42)
        #expect(buttons[0].frame.minX == 16 && abs(buttons[4].frame.maxX - (390 - 16)) < 0.001 && buttons[3].frame.width > 0)
        #expect(texts(w).contains("Edit"))
        click(w, buttons[4])
        settle(w, clock)
        #expect(root.presentedViewController?.storyboardIdentifier == "next")
    }

    @Test func aStandaloneNavigationBarsItemPerformsItsSegue() throws {
        let (w, clock) = try window("Bars.storyboard", "standalone")
        let root = try #require(w.rootViewController)
        let bar = try #require(root.view.descendants.compactMap { $0 as? NavigationBar }.first)
        let add = try #require(bar.itemButtons.first { $0.item.systemItem == .add })
        click(w, add)
        settle(w, clock)
        #expect(root.presentedViewController?.storyboardIdentifier == "next")
    }

    @Test func aStandaloneTabBarHasItsItemsAndTheSelectedOne() throws {
        let (w, _) = try window("Bars.storyboard", "strip")
        let root = try #require(w.rootViewController)
        let tabs = try #require(root.view.descendants.compactMap { $0 as? TabBar }.first)
        #expect(tabs.frame == Rect(0, 761, 390, 49))
        #expect(tabs.items.map(\.title) == ["Favorites", "Starred", "Plain"])
        #expect(tabs.items.map(\.systemItem) == [.favorites, nil, nil] && tabs.items[0].badgeValue == "2")
        #expect(tabs.items[1].image?.hasSuffix("star@2x.png") == true)
        #expect(tabs.selectedIndex == 1, "the selectedItem outlet")
        let p = tabs.transform(to: nil).project(Point(390 * 2.5 / 3, 20))
        w.handle(.mouseDown(p, .left))
        w.handle(.mouseUp(p, .left))
        #expect(tabs.selectedIndex == 2)
    }
}

extension IBBarsTests {
    @Test func aNavigationControllersOpaqueToolbarEndsItsScreensAboveIt() throws {
        let (w, _) = try window("Bars.storyboard", "opaqueTools")
        let nav = try #require(w.rootViewController as? NavigationController)
        let root = try #require(nav.topViewController)
        #expect(!nav.isToolbarHidden && !nav.toolbar.isTranslucent && nav.toolbar.barTintColor == Color(red: 0.85, green: 0.9, blue: 1))
        #expect(nav.toolbar.frame == Rect(0, 761, 390, 49))
        // The stored frame: the screen ends at the toolbar's top; the bar above stays translucent.
        #expect(root.view.frame == Rect(0, 0, 390, 761))
        #expect(root.view.safeAreaInsets.bottom == 0 && root.view.safeAreaInsets.top == 47 + 44)
        // A symbol named by attributes on the item itself (not a child image reference) is a
        // symbol too, drawn, not a missing catalogue image.
        let gear = try #require(root.toolbarItems?.first { $0.title == nil && $0.systemItem == nil })
        #expect(gear.systemImageName == "gear" && !gear.drawsPlaceholder && gear.image == nil)
        let warnings = try IBFixtures.read("Bars.storyboard").file.warnings.map(\.message)
        #expect(!warnings.contains { $0.contains("'gear'") }, "\(warnings)")
    }
}

extension IBBarsTests {
    /// What the bars of a controller show, as text: its navigation item, toolbar items, tab
    /// item, a navigation controller's bar, and the bars among its views.
    func describe(_ vc: ViewController) -> [String] {
        func view(_ v: View?) -> String {
            v.map { "\(type(of: $0)) \($0.bounds.size) \($0.subviews.count)" } ?? "-"
        }
        func item(_ i: BarButtonItem) -> String {
            "\(view(i.customView))|\(i.title ?? "-")|\(i.systemItem?.rawValue ?? "-")|\(i.image.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-")|\(i.style)|\(i.isEnabled)|\(i.width)|\(i.accessibilityIdentifier ?? "-")|\(i.drawsPlaceholder)"
        }
        func nav(_ n: NavigationItem) -> String {
            "\(view(n.titleView))|\(n.title ?? "-")|\(n.prompt ?? "-")|\(n.leftBarButtonItems.map(item))|\(n.rightBarButtonItems.map(item))|\(n.backButtonTitle ?? "-")|\(n.hidesBackButton)|\(n.largeTitleDisplayMode)"
        }
        func tab(_ t: TabBarItem) -> String {
            "\(t.title ?? "-")|\(t.systemItem?.rawValue ?? "-")|\(t.image.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-")|\(t.badgeValue ?? "-")|\(t.drawsPlaceholder)"
        }
        var out = [nav(vc.navigationItem), "\((vc.toolbarItems ?? []).map(item))", tab(vc.tabBarItem)]
        if let n = vc as? NavigationController {
            let b = n.navigationBar
            out.append("\(n.isNavigationBarHidden)|\(n.isToolbarHidden)|\(b.prefersLargeTitles)|\(String(describing: b.barTintColor))|\(b.tintColor)|\(b.isTranslucent)|\(b.barStyle)")
            out.append("toolbar \(String(describing: n.toolbar.barTintColor))|\(n.toolbar.tintColor)|\(n.toolbar.isTranslucent)|\(n.toolbar.barStyle)")
        }
        for v in vc.view.descendants {
            switch v {
            case let b as NavigationBar:
                out.append("navigationBar \(b.items.map(nav)) \(String(describing: b.barTintColor)) \(b.tintColor) \(b.isTranslucent)")
            case let t as Toolbar: out.append("toolbar \(t.items.map(item)) \(t.isTranslucent)")
            case let t as TabBar: out.append("tabBar \(t.items.map(tab)) \(t.selectedIndex)")
            default: break
            }
        }
        return out
    }

    @Test(arguments: ["Chrome.storyboard", "Bars.storyboard", "DarkBars.storyboard"])
    func importedYAMLKeepsTheBars(file: String) throws {
        let imported = try IBFixtures.read(file)
        let yaml = try StoryboardYAMLWriter.yaml(imported.file)
        let keys = ["Chrome.storyboard": ["navigationItem:", "navigationBar:", "toolbarItems:", "tabItem:", "titleView:"],
                    "Bars.storyboard": ["type: toolbar", "type: navigationBar", "type: tabBar"],
                    "DarkBars.storyboard": ["customView:"]]
        for key in keys[file] ?? [] { #expect(yaml.contains(key), "\(key) is written") }
        let fromYAML = try Storyboard.parse(yaml, path: IBFixtures.path("imported.yaml"), baseDirectory: IBFixtures.folder.path,
                                            registries: SegueRegistries()).get()
        let direct = try IBFixtures.load(file)
        var compared = 0
        for scene in imported.file.scenes {
            guard let a = direct.instantiateViewController(withIdentifier: scene.id),
                  let b = fromYAML.instantiateViewController(withIdentifier: scene.id) else { continue }
            _ = a.view
            _ = b.view
            #expect(describe(a) == describe(b), "scene \(scene.id)")
            compared += 1
        }
        #expect(compared == imported.file.scenes.count)
        // Written again from the YAML, the text is the same.
        #expect(try StoryboardYAMLWriter.yaml(fromYAML.file) == yaml)
    }
}

extension IBBarsTests {
    @Test func barsTakeTheirTextAttributesAndAppearances() throws {
        let (w, _) = try window("BarAppearances.storyboard", "nav")
        let nav = try #require(w.rootViewController as? NavigationController)
        let bar = nav.navigationBar
        #expect(bar.titleTextAttributes?[.foregroundColor] as? Color == .white)
        #expect(bar.titleTextAttributes?[.font] as? Font == .systemFont(ofSize: 20, weight: .bold))
        #expect(bar.largeTitleTextAttributes?[.foregroundColor] as? Color == .white)
        #expect(bar.standardAppearance.backgroundEffect?.style == .systemMaterialDark)
        #expect(bar.standardAppearance.backgroundColor == Color(red: 0.1, green: 0.3, blue: 0.8))
        let edge = try #require(bar.scrollEdgeAppearance)
        #expect(edge.backgroundEffect?.style == .systemChromeMaterial && edge.shadow(BarPalette(isDark: false)) == nil)
        // The screen has no scroll view, so the bar is at its scroll edge: blue large title (the
        // appearance's over the bar's white), the title white and bold from the bar's attributes.
        #expect(bar.displaysLargeTitle && bar.largeTitleLabel.textColor == Color(red: 0.1, green: 0.3, blue: 0.8))
        #expect(bar.titleLabel.textColor == .white && bar.titleLabel.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(nav.toolbar.standardAppearance.backgroundColor == Color(red: 0.8, green: 0.1, blue: 0.1))
        let (t, _) = try window("BarAppearances.storyboard", "tabs")
        let tabs = try #require(t.rootViewController?.view.descendants.compactMap { $0 as? TabBar }.first)
        #expect(tabs.standardAppearance.backgroundColor == Color(red: 0.1, green: 0.7, blue: 0.2))
        #expect(t.drawList().quads.contains { $0.content == .color(Color(red: 0.1, green: 0.7, blue: 0.2)) })
        // Written as YAML and read back, the same.
        let imported = try IBFixtures.read("BarAppearances.storyboard")
        let yaml = try StoryboardYAMLWriter.yaml(imported.file)
        for key in ["titleColor:", "titleFont:", "largeTitleColor:", "standardAppearance:", "scrollEdgeAppearance:",
                    "effect: systemMaterialDark", "shadowColor:"] {
            #expect(yaml.contains(key), "\(key) is written")
        }
        let fromYAML = try Storyboard.parse(yaml, path: IBFixtures.path("imported.yaml"), baseDirectory: IBFixtures.folder.path,
                                            registries: SegueRegistries()).get()
        let again = try #require(fromYAML.instantiateViewController(withIdentifier: "nav") as? NavigationController)
        _ = again.view
        #expect(again.navigationBar.titleTextAttributes?[.font] as? Font == .systemFont(ofSize: 20, weight: .bold))
        #expect(again.navigationBar.standardAppearance.backgroundEffect?.style == .systemMaterialDark)
        // Colours go through YAML as 8-bit hex.
        #expect((again.navigationBar.scrollEdgeAppearance?.largeTitleTextAttributes[.foregroundColor] as? Color)?.hexString
                == Color(red: 0.1, green: 0.3, blue: 0.8).hexString)
        #expect(again.toolbar.standardAppearance.backgroundColor?.hexString == Color(red: 0.8, green: 0.1, blue: 0.1).hexString)
        #expect(try StoryboardYAMLWriter.yaml(fromYAML.file) == yaml)
    }
}

extension IBBarsTests {
    @Test func aTabBarControllersOwnBarTakesItsLook() throws {
        let (w, _) = try window("BarAppearances.storyboard", "tabbed")
        let tabs = try #require(w.rootViewController as? TabBarController)
        let bar = tabs.tabBar
        let purple = Color(red: 0.3, green: 0.1, blue: 0.4), orange = Color(red: 1, green: 0.6, blue: 0)
        let lightBlue = Color(red: 0.6, green: 0.8, blue: 1), yellow = Color(red: 0.9, green: 0.9, blue: 0.2)
        #expect(bar.barTintColor == purple && !bar.isTranslucent)
        #expect(bar.tintColor == orange && bar.unselectedItemTintColor == lightBlue)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == yellow)
        // The tab has no scroll view, so it is always at the edge: the scroll-edge appearance's
        // yellow is drawn, not the purple; the items are orange and light blue.
        func drawn() -> (colors: [Color], titles: [String: Color]) {
            let quads = w.drawList().quads
            let colors = quads.compactMap { q -> Color? in if case .color(let c) = q.content { return c } else { return nil } }
            var titles: [String: Color] = [:]
            for q in quads { if case .text(let t) = q.content { titles[t.text] = t.firstAttributes.foregroundColor } }
            return (colors, titles)
        }
        var d = drawn()
        #expect(d.colors.contains(yellow) && !d.colors.contains(purple))
        #expect(d.titles["Home"] == orange && d.titles["Search"] == lightBlue)
        // Without the scroll-edge appearance, the opaque purple bar tint.
        bar.scrollEdgeAppearance = nil
        d = drawn()
        #expect(d.colors.contains(purple) && !d.colors.contains(yellow))
        // Written as YAML and read back, the same.
        let imported = try IBFixtures.read("BarAppearances.storyboard")
        let yaml = try StoryboardYAMLWriter.yaml(imported.file)
        #expect(yaml.contains("tabBar:") && yaml.contains("unselectedTint:") && yaml.contains("translucent: false"))
        let fromYAML = try Storyboard.parse(yaml, path: IBFixtures.path("imported.yaml"), baseDirectory: IBFixtures.folder.path,
                                            registries: SegueRegistries()).get()
        let again = try #require(fromYAML.instantiateViewController(withIdentifier: "tabbed") as? TabBarController)
        _ = again.view
        #expect(again.tabBar.barTintColor?.hexString == purple.hexString && !again.tabBar.isTranslucent)
        #expect(again.tabBar.unselectedItemTintColor?.hexString == lightBlue.hexString)
        #expect(again.tabBar.scrollEdgeAppearance?.backgroundColor?.hexString == yellow.hexString)
    }

    @Test func aButtonsStatesAndSelectionAreRead() throws {
        let (w, _) = try window("ButtonStates.storyboard", "home")
        let buttons = try #require(w.rootViewController?.view.descendants.compactMap { $0 as? Button })
        let follow = try #require(buttons.first { $0.title == "Follow" })
        #expect(follow.isSelected && follow.currentTitle == "Following")
        #expect(follow.titleColor(for: .selected) == Color(red: 0.2, green: 0.6, blue: 0.2))
        #expect(follow.title(for: .highlighted) == "Follow…" && follow.titleColor(for: .disabled) == Color(white: 0.5))
        let plain = try #require(buttons.first { $0.title == "Plain" })
        #expect(!plain.isSelected && plain.title(for: .selected) == "Plain")
        // The YAML written from it keeps them.
        let yaml = try StoryboardYAMLWriter.yaml(try IBFixtures.read("ButtonStates.storyboard").file)
        #expect(yaml.contains("selected: true") && yaml.contains("states:") && yaml.contains("Following"))
    }
}
