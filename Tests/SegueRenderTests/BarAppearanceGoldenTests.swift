import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Bar appearances drawn by the real renderer: a navigation controller in a tab bar
    /// controller on an iPhone X, its bars given standard appearances (an opaque blue navigation
    /// bar with white titles, a green done item, an orange toolbar, a tab bar with an orange
    /// selected item) and transparent scroll-edge ones; at the top of the list (the edge) and
    /// scrolled into it.
    @MainActor
    @Suite("Bar appearance goldens")
    struct BarAppearanceGoldenTests {
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.003,
                                                 because: "text edges and the status bar's glyphs are rasterised a level or two apart between GL drivers")

        static func show(in window: Window) -> ScrollView {
            let root = ViewController()
            root.title = "Mail"
            let list = ViewController()
            list.title = "Inbox"
            list.view.backgroundColor = Color(white: 0.95)
            let scroll = ScrollView(frame: Rect(0, 0, window.size.width, window.size.height))
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.contentSize = Size(window.size.width, 2000)
            for i in 0..<30 {
                let row = Label(frame: Rect(16, Double(i) * 60 + 8, window.size.width - 32, 52))
                row.text = "Message \(i + 1)"
                row.backgroundColor = Color(red: 0.85, green: 0.9 - 0.02 * Double(i % 10), blue: 1)
                scroll.addSubview(row)
            }
            list.view.addSubview(scroll)
            list.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", style: .done)
            list.toolbarItems = [BarButtonItem(title: "Compose"), BarButtonItem(barButtonSystemItem: .flexibleSpace),
                                 BarButtonItem(barButtonSystemItem: .trash)]
            let nav = NavigationController(rootViewController: root)
            nav.pushViewController(list, animated: false)
            nav.isToolbarHidden = false
            nav.tabBarItem = TabBarItem(title: "Mail", image: nil)
            nav.tabBarItem.systemImageName = "envelope"
            let other = ViewController()
            other.tabBarItem = TabBarItem(title: "Settings", image: nil)
            other.tabBarItem.systemImageName = "gear"
            other.tabBarItem.badgeValue = "2"
            let tabs = TabBarController()
            tabs.viewControllers = [nav, other]

            let bar = NavigationBarAppearance()
            bar.configureWithOpaqueBackground()
            bar.backgroundColor = Color(red: 0.1, green: 0.35, blue: 0.85)
            bar.titleTextAttributes = [.foregroundColor: Color.white]
            bar.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color(red: 0.6, green: 1, blue: 0.6)]
            bar.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
            let edge = NavigationBarAppearance()
            edge.configureWithTransparentBackground()
            edge.titleTextAttributes = [.foregroundColor: Color(red: 0.1, green: 0.35, blue: 0.85)]
            nav.navigationBar.standardAppearance = bar
            nav.navigationBar.scrollEdgeAppearance = edge
            let tools = ToolbarAppearance()
            tools.configureWithOpaqueBackground()
            tools.backgroundColor = Color(red: 1, green: 0.85, blue: 0.6)
            nav.toolbar.standardAppearance = tools
            let tab = TabBarAppearance()
            tab.stackedLayoutAppearance.selected.iconColor = Color(red: 0.9, green: 0.4, blue: 0)
            tab.stackedLayoutAppearance.normal.badgeBackgroundColor = Color(red: 0.1, green: 0.35, blue: 0.85)
            tabs.tabBar.standardAppearance = tab
            window.rootViewController = tabs
            _ = window.drawList()
            return scroll
        }

        @Test("At the scroll edge and scrolled, on an iPhone X")
        func edgeAndScrolled() throws {
            let device = try #require(DeviceProfile.named("iphone-x"))
            try withGL(size: device.size) { stack in
                let window = Window(size: device.size, clock: ManualClock())
                window.device = device
                let scroll = Self.show(in: window)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "bar-appearance-edge", tolerance: Self.tolerance)
                scroll.contentOffset = Point(0, 300)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "bar-appearance-scrolled", tolerance: Self.tolerance)
            }
        }
    }
}
