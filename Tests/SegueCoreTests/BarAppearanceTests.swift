import Foundation
import Testing
@testable import SegueCore

/// UIKit's bar appearances (`UIBarAppearance` and its kinds) on a navigation controller's bar,
/// its toolbar and a tab bar: the three configurations, copies, an item's appearance beating
/// the bar's, the legacy properties under them, the scroll edge, text attribute dictionaries.
@MainActor
@Suite struct BarAppearanceTests {
    /// A navigation controller holding `root` in a 390 × 600 window, laid out.
    func show(_ root: ViewController, toolbar: Bool = false) -> (Window, NavigationController) {
        let nav = NavigationController(rootViewController: root)
        nav.isToolbarHidden = !toolbar
        let w = Window(size: Size(390, 600), clock: ManualClock())
        w.rootViewController = nav
        w.rootView.layoutIfNeeded()
        return (w, nav)
    }

    /// The colours of the quads drawn inside `view`'s frame, at `opacity` above 0.
    func colors(_ w: Window, in view: View) -> [Color] {
        let r = view.transform(to: nil).boundingBox(of: Rect(size: view.bounds.size))
        return w.drawList().quads.compactMap { q -> Color? in
            guard case .color(let c) = q.content, q.opacity > 0.001 else { return nil }
            let b = q.transform.boundingBox(of: Rect(size: q.size))
            let i = b.intersection(r)
            return i.width > 0.1 && i.height > 0.1 ? c.withAlpha(c.alpha * q.opacity) : nil
        }
    }

    /// A controller whose view holds a tall scroll view filling it.
    func scrolling() -> (ViewController, ScrollView) {
        let vc = ViewController()
        vc.title = "List"
        let s = ScrollView(frame: Rect(0, 0, 390, 600))
        s.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        s.contentSize = Size(390, 3000)
        vc.view.addSubview(s)
        return (vc, s)
    }

    @Test func textAttributeDictionariesReadAsUIKitsDo() {
        let base = TextAttributes(font: .systemFont(ofSize: 17), foregroundColor: .black)
        let a = base.applying([.foregroundColor: Color.white, .font: Font.systemFont(ofSize: 20, weight: .bold),
                               .kern: 2, .underlineStyle: 1, .strikethroughStyle: UnderlineStyle.thick])
        #expect(a.foregroundColor == .white && a.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(a.kern == 2 && a.underlineStyle == .single && a.strikethroughStyle == .thick)
        // A value of the wrong type, or a key SegueKit does not draw, leaves the attribute alone.
        let b = base.applying([.foregroundColor: "white", .font: 12, NSAttributedString.Key("NSLink"): "x"])
        #expect(b == base)
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor" && NSAttributedString.Key.font.rawValue == "NSFont")
    }

    @Test func theThreeConfigurationsAndCopies() {
        let a = NavigationBarAppearance()
        #expect(a.backgroundEffect?.style == .systemChromeMaterial && a.backgroundColor == nil && a.shadowColor != nil)
        a.configureWithOpaqueBackground()
        #expect(a.backgroundEffect == nil && a.backgroundLayers(BarPalette(isDark: false)) == [BarPalette(isDark: false).background])
        #expect(a.backgroundLayers(BarPalette(isDark: true)) == [BarPalette(isDark: true).background], "the opaque grey follows the device")
        a.configureWithTransparentBackground()
        #expect(a.backgroundLayers(BarPalette(isDark: false)).isEmpty && a.shadow(BarPalette(isDark: false)) == nil)
        a.backgroundColor = .systemBlue
        a.titleTextAttributes = [.foregroundColor: Color.white]
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.red]
        let b = a.copy()
        b.backgroundColor = .red
        b.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(a.backgroundColor == .systemBlue && a.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? Color == .red,
                "a copy is deep")
        #expect(b.titleTextAttributes[.foregroundColor] as? Color == .white)
        // A copy made as another kind keeps the background alone.
        let t = TabBarAppearance(barAppearance: a)
        #expect(t.backgroundColor == .systemBlue && t.shadow(BarPalette(isDark: false)) == nil)
    }

    @Test func itemAppearancesResetTheirOwnStates() {
        // Back to the default look, in the same state objects: one held on to stays live.
        let items = BarButtonItemAppearance()
        let pressed = items.highlighted
        pressed.titleTextAttributes = [.foregroundColor: Color.red]
        items.normal.titleTextAttributes = [.font: Font.systemFont(ofSize: 20)]
        items.configureWithDefault(for: .plain)
        #expect(items.highlighted === pressed && pressed.titleTextAttributes.isEmpty && items.normal.titleTextAttributes.isEmpty)
        let tabs = TabBarItemAppearance()
        let chosen = tabs.selected
        chosen.iconColor = .red
        chosen.badgeBackgroundColor = .systemBlue
        chosen.titleTextAttributes = [.foregroundColor: Color.red]
        chosen.badgeTextAttributes = [.foregroundColor: Color.white]
        tabs.configureWithDefault(for: .stacked)
        #expect(tabs.selected === chosen)
        #expect(chosen.iconColor == nil && chosen.badgeBackgroundColor == nil && chosen.titleTextAttributes.isEmpty && chosen.badgeTextAttributes.isEmpty)
        chosen.iconColor = .red
        #expect(tabs.state(selected: true, enabled: true).iconColor == .red)
    }

    @Test func theLegacyPropertiesDrawUntilAnAppearanceIsGiven() {
        let vc = ViewController()
        vc.title = "Inbox"
        let (w, nav) = show(vc)
        let bar = nav.navigationBar
        bar.barTintColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        bar.titleTextAttributes = [.foregroundColor: Color.white]
        w.rootView.layoutIfNeeded()
        #expect(colors(w, in: bar).contains(Color(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(bar.titleLabel.textColor == .white && bar.titleLabel.font == .systemFont(ofSize: 17, weight: .semibold))
        // An appearance given: its background replaces the bar tint; its title attributes go over
        // the legacy ones.
        let a = NavigationBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.1)
        a.titleTextAttributes = [.font: Font.systemFont(ofSize: 20, weight: .bold)]
        a.shadowColor = .clear
        bar.standardAppearance = a
        a.backgroundColor = .green
        w.rootView.layoutIfNeeded()
        let drawn = colors(w, in: bar)
        #expect(drawn.contains(Color(red: 0.9, green: 0.1, blue: 0.1)) && !drawn.contains(.green), "the bar keeps a copy")
        #expect(!drawn.contains(Color(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(bar.titleLabel.textColor == .white && bar.titleLabel.font == .systemFont(ofSize: 20, weight: .bold))
        #expect(!drawn.contains(BarPalette(isDark: false).hairline), "a clear shadow draws no hairline")
        // The top item's appearance beats the bar's while it is on top.
        let item = NavigationBarAppearance()
        item.configureWithTransparentBackground()
        vc.navigationItem.standardAppearance = item
        w.rootView.layoutIfNeeded()
        #expect(!colors(w, in: bar).contains(Color(red: 0.9, green: 0.1, blue: 0.1)))
        let next = ViewController()
        nav.pushViewController(next, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(colors(w, in: bar).contains(Color(red: 0.9, green: 0.1, blue: 0.1)), "the next screen's item has none")
    }

    @Test func theScrollEdgeAppearanceFollowsTheTopControllersScrollView() {
        let (vc, scroll) = scrolling()
        let (w, nav) = show(vc)
        let bar = nav.navigationBar
        let rest = NavigationBarAppearance()
        rest.configureWithOpaqueBackground()
        rest.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.8)
        rest.titleTextAttributes = [.foregroundColor: Color.white]
        let edge = NavigationBarAppearance()
        edge.configureWithTransparentBackground()
        edge.titleTextAttributes = [.foregroundColor: Color(red: 0.1, green: 0.3, blue: 0.8)]
        bar.standardAppearance = rest
        bar.scrollEdgeAppearance = edge
        w.rootView.layoutIfNeeded()
        #expect(vc.contentScrollView(for: .top) === scroll && vc.scrollEdgeFraction(for: .top) == 1)
        #expect(!colors(w, in: bar).contains(Color(red: 0.1, green: 0.3, blue: 0.8)), "transparent at the edge")
        #expect(bar.titleLabel.textColor == Color(red: 0.1, green: 0.3, blue: 0.8))
        // Half the fade distance away: both backgrounds, the rest one at half strength.
        scroll.contentOffset = Point(0, scroll.minimumContentOffset.y + ViewController.scrollEdgeFadeDistance / 2)
        w.rootView.layoutIfNeeded()
        #expect(colors(w, in: bar).contains(Color(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.5)))
        scroll.contentOffset = Point(0, 400)
        w.rootView.layoutIfNeeded()
        #expect(vc.scrollEdgeFraction(for: .top) == 0)
        #expect(colors(w, in: bar).contains(Color(red: 0.1, green: 0.3, blue: 0.8)))
        #expect(bar.titleLabel.textColor == .white, "the standard appearance's title once scrolled away")
        // A controller without a scroll view is always at its edges; one named beats the search.
        let plain = ViewController()
        plain.view.addSubview(View(frame: Rect(0, 0, 10, 10)))
        #expect(plain.contentScrollView(for: .top) == nil && plain.scrollEdgeFraction(for: .bottom) == 1)
        // One deeper in the view tree is found.
        let holder = View(frame: Rect(0, 0, 100, 100)), inner = ScrollView(frame: Rect(0, 0, 100, 100))
        holder.addSubview(inner)
        plain.view.addSubview(holder)
        #expect(plain.contentScrollView(for: .top) === inner)
        let other = ScrollView(frame: Rect(0, 0, 10, 10))
        vc.setContentScrollView(other, for: .top)
        #expect(vc.contentScrollView(for: .top) === other && vc.contentScrollView(for: .bottom) === scroll)
        vc.setContentScrollView(nil, for: .top)
        #expect(vc.contentScrollView(for: .top) === scroll)
        // A bar no navigation controller manages is never at the edge.
        let lone = NavigationBar()
        lone.standardAppearance = rest
        lone.scrollEdgeAppearance = edge
        lone.items = [NavigationItem(title: "Lone")]
        lone.layoutSubviews()
        #expect(lone.titleLabel.textColor == .white)
    }

    @Test func compactAppearancesApplyWhileTheHeightIsCompact() {
        let vc = ViewController()
        vc.title = "Turned"
        let nav = NavigationController(rootViewController: vc)
        let w = Window(size: Size(844, 390), clock: ManualClock())
        w.device = DeviceProfile.named("iphone-14")?.oriented(landscape: true)
        w.rootViewController = nav
        let compact = NavigationBarAppearance()
        compact.titleTextAttributes = [.foregroundColor: Color.red]
        nav.navigationBar.compactAppearance = compact
        w.rootView.layoutIfNeeded()
        #expect(Bars.isCompactHeight(w) && nav.navigationBar.titleLabel.textColor == .red)
        w.resize(to: Size(390, 844))
        w.device = DeviceProfile.named("iphone-14")
        w.rootView.layoutIfNeeded()
        #expect(nav.navigationBar.titleLabel.textColor != .red)
    }

    @Test func barButtonItemsAndTheBackButtonTakeTheirAppearances() {
        let root = ViewController()
        root.title = "Root"
        let (w, nav) = show(root)
        let top = ViewController()
        top.title = "Detail"
        let done = BarButtonItem(title: "Done", style: .done)
        let edit = BarButtonItem(title: "Edit")
        top.navigationItem.rightBarButtonItems = [done, edit]
        nav.pushViewController(top, animated: false)
        let a = NavigationBarAppearance()
        a.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color(red: 1, green: 0.5, blue: 0), .font: Font.systemFont(ofSize: 15)]
        a.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.green]
        a.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color(red: 0.5, green: 0, blue: 0.5)]
        nav.navigationBar.standardAppearance = a
        w.rootView.layoutIfNeeded()
        let texts = w.drawList().quads.compactMap { q -> (String, Color, Font)? in
            guard case .text(let t) = q.content else { return nil }
            return (t.text, t.firstAttributes.foregroundColor, t.firstAttributes.font)
        }
        #expect(texts.contains { $0.0 == "Edit" && $0.1 == Color(red: 1, green: 0.5, blue: 0) && $0.2 == .systemFont(ofSize: 15) })
        #expect(texts.contains { $0.0 == "Done" && $0.1 == .green && $0.2 == .systemFont(ofSize: 17, weight: .semibold) })
        #expect(texts.contains { $0.0 == "Root" && $0.1 == Color(red: 0.5, green: 0, blue: 0.5) }, "the back button's title")
        // A disabled item takes the disabled state's attributes over the normal ones.
        a.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: Color.gray]
        nav.navigationBar.standardAppearance = a
        edit.isEnabled = false
        w.rootView.layoutIfNeeded()
        let edited = w.drawList().quads.compactMap { q -> (String, Color)? in
            guard case .text(let t) = q.content else { return nil }
            return (t.text, t.firstAttributes.foregroundColor)
        }
        #expect(edited.contains { $0.0 == "Edit" && $0.1 == .gray })
    }

    @Test func toolbarsAndTabBarsFollowTheirScrollEdge() {
        let (vc, scroll) = scrolling()
        vc.toolbarItems = [BarButtonItem(title: "Share")]
        let nav = NavigationController(rootViewController: vc)
        nav.isToolbarHidden = false
        nav.tabBarItem = TabBarItem(title: "Home")
        let tabs = TabBarController()
        tabs.viewControllers = [nav, ViewController()]
        let w = Window(size: Size(390, 600), clock: ManualClock())
        w.rootViewController = tabs
        w.rootView.layoutIfNeeded()
        let toolbarEdge = ToolbarAppearance()
        toolbarEdge.configureWithTransparentBackground()
        let toolbarRest = ToolbarAppearance()
        toolbarRest.configureWithOpaqueBackground()
        toolbarRest.backgroundColor = Color(red: 0.7, green: 0.2, blue: 0.2)
        nav.toolbar.standardAppearance = toolbarRest
        nav.toolbar.scrollEdgeAppearance = toolbarEdge
        let tabRest = TabBarAppearance()
        tabRest.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.2)
        tabRest.stackedLayoutAppearance.selected.iconColor = Color(red: 1, green: 0.5, blue: 0)
        tabRest.stackedLayoutAppearance.normal.badgeBackgroundColor = .blue
        let tabEdge = TabBarAppearance()
        tabEdge.configureWithTransparentBackground()
        tabs.tabBar.standardAppearance = tabRest
        tabs.tabBar.scrollEdgeAppearance = tabEdge
        tabs.tabBar.items[1].badgeValue = "3"
        w.rootView.layoutIfNeeded()
        // Scrolled to the top: not at the bottom edge.
        #expect(vc.scrollEdgeFraction(for: .bottom) == 0)
        #expect(colors(w, in: nav.toolbar).contains(Color(red: 0.7, green: 0.2, blue: 0.2)))
        #expect(colors(w, in: tabs.tabBar).contains(Color(red: 0.2, green: 0.7, blue: 0.2)))
        #expect(colors(w, in: tabs.tabBar).contains(.blue), "the badge's colour")
        let titles = w.drawList().quads.compactMap { q -> (String, Color)? in
            guard case .text(let t) = q.content else { return nil }
            return (t.text, t.firstAttributes.foregroundColor)
        }
        #expect(titles.contains { $0.0 == "Home" && $0.1 == Color(red: 1, green: 0.5, blue: 0) }, "the selected item's icon colour colours its title")
        // Scrolled to the bottom: both bars take their edge appearances.
        scroll.contentOffset = scroll.maximumContentOffset
        w.rootView.layoutIfNeeded()
        #expect(vc.scrollEdgeFraction(for: .bottom) == 1)
        #expect(!colors(w, in: nav.toolbar).contains(Color(red: 0.7, green: 0.2, blue: 0.2)))
        #expect(!colors(w, in: tabs.tabBar).contains(Color(red: 0.2, green: 0.7, blue: 0.2)))
    }
}

extension BarAppearanceTests {
    @Test func aTabBarsBackgroundColourStaysUnderItsScrollEdgeAppearance() {
        let (vc, scroll) = scrolling()
        let tabs = TabBarController()
        vc.tabBarItem = TabBarItem(title: "List")
        tabs.viewControllers = [vc]
        let w = Window(size: Size(390, 600), clock: ManualClock())
        w.rootViewController = tabs
        let colour = Color(red: 0.3, green: 0.1, blue: 0.5)
        tabs.tabBar.backgroundColor = colour
        let edge = TabBarAppearance()
        edge.configureWithTransparentBackground()
        tabs.tabBar.scrollEdgeAppearance = edge
        w.rootView.layoutIfNeeded()
        // Away from the bottom edge: the bar's own colour, with no grey over it.
        #expect(vc.scrollEdgeFraction(for: .bottom) == 0)
        let drawn = colors(w, in: tabs.tabBar)
        #expect(drawn.contains(colour) && !drawn.contains(BarPalette(isDark: false).background.withAlpha(0.94)))
        _ = scroll
    }
}

extension BarAppearanceTests {
    @Test func theBottomBarsLookAgainWhenAnotherScreenComesUp() {
        // The first tab's list is scrolled away from its bottom; the second tab has no scroll
        // view, so it is always at the edge.
        let (list, scroll) = scrolling()
        let nav = NavigationController(rootViewController: list)
        nav.isToolbarHidden = false
        list.toolbarItems = [BarButtonItem(title: "Share")]
        let plain = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [nav, plain]
        let w = Window(size: Size(390, 600), clock: ManualClock())
        w.rootViewController = tabs
        let edge = TabBarAppearance()
        edge.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.2)
        tabs.tabBar.scrollEdgeAppearance = edge
        let toolbarEdge = ToolbarAppearance()
        toolbarEdge.backgroundColor = Color(red: 0.2, green: 0.9, blue: 0.9)
        nav.toolbar.scrollEdgeAppearance = toolbarEdge
        w.rootView.layoutIfNeeded()
        scroll.contentOffset = .zero
        w.rootView.layoutIfNeeded()
        #expect(!colors(w, in: tabs.tabBar).contains(edge.backgroundColor!))
        // Another tab: the bar looks at its content at once, without any scrolling.
        tabs.selectedIndex = 1
        w.rootView.layoutIfNeeded()
        _ = w.drawList()
        #expect(colors(w, in: tabs.tabBar).contains(edge.backgroundColor!))
        tabs.selectedIndex = 0
        w.rootView.layoutIfNeeded()
        _ = w.drawList()
        #expect(!colors(w, in: tabs.tabBar).contains(edge.backgroundColor!))
        // A screen without a scroll view pushed: the toolbar is at its edge.
        #expect(!colors(w, in: nav.toolbar).contains(toolbarEdge.backgroundColor!))
        let pushed = ViewController()
        pushed.toolbarItems = [BarButtonItem(title: "Done")]
        nav.pushViewController(pushed, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(colors(w, in: nav.toolbar).contains(toolbarEdge.backgroundColor!))
        #expect(colors(w, in: tabs.tabBar).contains(edge.backgroundColor!), "the tab bar follows the pushed screen")
    }
}

extension BarAppearanceTests {
    @Test func contentThatGrowsPastTheBottomBarLeavesItsScrollEdge() {
        let vc = ViewController()
        let s = ScrollView(frame: Rect(0, 0, 390, 600))
        s.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        s.contentSize = Size(390, 100)
        vc.view.addSubview(s)
        vc.toolbarItems = [BarButtonItem(title: "Share")]
        let (w, nav) = show(vc, toolbar: true)
        let edge = ToolbarAppearance()
        edge.backgroundColor = Color(red: 0.2, green: 0.9, blue: 0.9)
        nav.toolbar.scrollEdgeAppearance = edge
        w.rootView.layoutIfNeeded()
        // Short content is at the bottom edge; grown taller than the screen, it is not.
        #expect(colors(w, in: nav.toolbar).contains(edge.backgroundColor!))
        s.contentSize = Size(390, 3000)
        #expect(!colors(w, in: nav.toolbar).contains(edge.backgroundColor!))
    }
}
