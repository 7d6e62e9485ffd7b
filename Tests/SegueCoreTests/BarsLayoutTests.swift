import Foundation
import Testing
@testable import SegueCore

/// How the bars lay out their screens: large titles only in a regular height, an opaque
/// toolbar ending the content above it as an opaque navigation bar starts it below, and a
/// split view separating a pushed detail into its secondary column again when it widens.
@MainActor
@Suite struct BarsLayoutTests {
    func settle(_ w: Window) {
        for _ in 0..<60 { (w.clock as? ManualClock)?.advance(by: 1.0 / 60); _ = w.drawList() }
    }

    func navigation(size: Size) -> (Window, NavigationController, ViewController) {
        let root = ViewController()
        root.title = "Library"
        let nav = NavigationController(rootViewController: root)
        let w = Window(size: size, clock: ManualClock())
        w.rootViewController = nav
        w.rootView.layoutIfNeeded()
        return (w, nav, root)
    }

    @Test("A flexible space takes the place of the margin and gaps beside it")
    func toolbarFlexibleSpacesTakeTheMargins() {
        let bar = Toolbar(frame: Rect(0, 0, 320, 44))
        var items = [BarButtonItem(barButtonSystemItem: .flexibleSpace)]
        for _ in 0..<7 {
            items += [BarButtonItem(customView: View(frame: Rect(0, 0, 34, 34))), BarButtonItem(barButtonSystemItem: .flexibleSpace)]
        }
        bar.items = items
        bar.layoutIfNeeded()
        // Seven 34-point views and eight equal spaces fill 320 points, as Xcode stores Kodi's toolbar.
        let views = bar.itemButtons.filter { $0.item.customView != nil }
        #expect(views.map(\.frame.minX) == (0..<7).map { 10.25 + Double($0) * 44.25 })
        // Without flexible spaces: 16 points at the ends, 8 between.
        bar.items = [BarButtonItem(title: "Edit"), BarButtonItem(barButtonSystemItem: .trash)]
        bar.layoutIfNeeded()
        let b = bar.itemButtons
        #expect(b[0].frame.minX == 16 && b[1].frame.minX == b[0].frame.maxX + 8)
        // One between two items pushes them to the margins.
        bar.items = [BarButtonItem(title: "Edit"), BarButtonItem(barButtonSystemItem: .flexibleSpace), BarButtonItem(barButtonSystemItem: .trash)]
        bar.layoutIfNeeded()
        #expect(bar.itemButtons[0].frame.minX == 16 && abs(bar.itemButtons[2].frame.maxX - 304) < 1e-9)
        // Too many to fit: each flexible space keeps 8 points.
        bar.frame = Rect(0, 0, 100, 44)
        bar.items = [BarButtonItem(customView: View(frame: Rect(0, 0, 60, 30))), BarButtonItem(barButtonSystemItem: .flexibleSpace),
                     BarButtonItem(customView: View(frame: Rect(0, 0, 60, 30)))]
        bar.layoutIfNeeded()
        #expect(bar.itemButtons[2].frame.minX == bar.itemButtons[0].frame.maxX + 8)
    }

    @Test func largeTitlesShowOnlyInARegularHeight() {
        let (w, nav, root) = navigation(size: Size(390, 844))
        let bar = nav.navigationBar
        bar.prefersLargeTitles = true
        w.rootView.layoutIfNeeded()
        #expect(bar.displaysLargeTitle && bar.frame.height == 96 && root.view.safeAreaInsets.top == 96)
        #expect(!bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden)
        // On its side the window is compact in height: the compact 32-point bar, the title inline.
        w.handle(.resize(Size(844, 390)))
        w.rootView.layoutIfNeeded()
        #expect(w.traitCollection.verticalSizeClass == .compact)
        #expect(!bar.displaysLargeTitle && bar.frame.height == 32 && root.view.safeAreaInsets.top == 32)
        #expect(bar.titleLabel.frame.height == 32)
        nav.setToolbarHidden(false, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(nav.toolbar.frame == Rect(0, 390 - 32, 844, 32) && root.view.safeAreaInsets.bottom == 32)
        nav.setToolbarHidden(true, animated: false)
        #expect(bar.largeTitleLabel.isHidden && !bar.titleLabel.isHidden && bar.titleLabel.text == "Library")
        // Upright again, large again.
        w.handle(.resize(Size(390, 844)))
        w.rootView.layoutIfNeeded()
        #expect(bar.displaysLargeTitle && bar.frame.height == 96 && root.view.safeAreaInsets.top == 96)
    }

    @Test func anIPadsBarIsFiftyPointsHighAndAnIOS26PhonesFiftyFour() {
        // iPadOS's bar since iOS 12: 50 points, 102 with a large title (Blink's settings store
        // 102 on an iPad canvas).
        let (w, nav, root) = navigation(size: Size(768, 1024))
        w.device = DeviceProfile.named("ipad")!
        w.rootView.layoutIfNeeded()
        let bar = nav.navigationBar
        #expect(bar.frame == Rect(0, 20, 768, 50) && root.view.safeAreaInsets.top == 70, "\(bar.frame) \(root.view.safeAreaInsets)")
        bar.prefersLargeTitles = true
        w.rootView.layoutIfNeeded()
        #expect(bar.frame.height == 102 && root.view.safeAreaInsets.top == 122)
        // A phone's stays 44; drawing iOS 26, 54 (as Xcode 26 stores it).
        bar.prefersLargeTitles = false
        var phone = DeviceProfile.named("iphone-8")!
        w.device = phone
        w.handle(.resize(Size(375, 667)))
        w.rootView.layoutIfNeeded()
        #expect(bar.frame == Rect(0, 20, 375, 44))
        phone.systemVersion = 26
        w.device = phone
        nav.view.setNeedsLayout()
        w.rootView.layoutIfNeeded()
        #expect(bar.frame == Rect(0, 20, 375, 54))
    }

    @Test func anOpaqueToolbarEndsTheContentAboveItAsAnOpaqueBarStartsItBelow() {
        let (w, nav, root) = navigation(size: Size(390, 700))
        nav.setToolbarHidden(false, animated: false)
        w.rootView.layoutIfNeeded()
        // Translucent: the content runs under both bars, which inset its safe area.
        #expect(root.view.frame == Rect(0, 0, 390, 700))
        #expect(root.view.safeAreaInsets.top == 44 && root.view.safeAreaInsets.bottom == 44)
        nav.toolbar.isTranslucent = false
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 0, 390, 656) && root.view.safeAreaInsets.bottom == 0)
        #expect(root.view.safeAreaInsets.top == 44)
        nav.navigationBar.isTranslucent = false
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 44, 390, 612) && root.view.safeAreaInsets == .zero)
        // A hidden opaque toolbar takes no room.
        nav.setToolbarHidden(true, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 44, 390, 656))
        // A pushed screen is laid out by the same rule.
        nav.setToolbarHidden(false, animated: false)
        let next = ViewController()
        nav.pushViewController(next, animated: true)
        settle(w)
        #expect(next.view.frame == Rect(0, 44, 390, 612))
    }

    @Test func aControllerExtendsUnderOpaqueBarsOrStopsAtTheEdgesItLeavesOut() {
        let (w, nav, root) = navigation(size: Size(390, 700))
        nav.setToolbarHidden(false, animated: false)
        nav.navigationBar.isTranslucent = false
        nav.toolbar.isTranslucent = false
        // Extending under opaque bars: the whole view, the bars inset its safe area.
        root.extendedLayoutIncludesOpaqueBars = true
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 0, 390, 700) && root.view.safeAreaInsets == EdgeInsets(top: 44, bottom: 44))
        // Only the top edge extended: the view ends above the toolbar.
        root.edgesForExtendedLayout = .top
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 0, 390, 656) && root.view.safeAreaInsets == EdgeInsets(top: 44))
        // No edge extended: below a translucent bar too.
        nav.navigationBar.isTranslucent = true
        root.edgesForExtendedLayout = []
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 44, 390, 612) && root.view.safeAreaInsets == .zero)
        // A pushed controller has its own frame, and the one below keeps its own.
        let next = ViewController()
        nav.pushViewController(next, animated: true)
        settle(w)
        #expect(next.view.frame == Rect(0, 0, 390, 656) && next.view.safeAreaInsets == EdgeInsets(top: 44))
        nav.popViewController(animated: true)
        settle(w)
        #expect(nav.topViewController === root && root.view.frame == Rect(0, 44, 390, 612))
        // A tab that leaves out the bottom edge ends above the tab bar.
        let tabs = TabBarController(), other = ViewController()
        other.edgesForExtendedLayout = .top
        let first = ViewController()
        tabs.viewControllers = [first, other]
        w.rootViewController = tabs
        w.rootView.layoutIfNeeded()
        #expect(first.view.frame == Rect(0, 0, 390, 700) && first.view.safeAreaInsets.bottom == 49)
        tabs.selectedIndex = 1
        settle(w)
        #expect(other.view.frame == Rect(0, 0, 390, 651) && other.view.safeAreaInsets.bottom == 0)
        // Changed while shown, it is laid out again.
        other.edgesForExtendedLayout = .all
        w.rootView.layoutIfNeeded()
        #expect(other.view.frame == Rect(0, 0, 390, 700) && other.view.safeAreaInsets.bottom == 49)
        w.rootViewController = nav
        root.edgesForExtendedLayout = .all
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 0, 390, 700) && root.view.safeAreaInsets == EdgeInsets(top: 44, bottom: 44))
        root.edgesForExtendedLayout = .top
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 0, 390, 656))
    }

    /// A split view of a navigation controller's `list` beside `first`, laid out in a 1024×700 window.
    func splitWindow() -> (Window, SplitViewController, NavigationController, list: ViewController, first: ViewController) {
        let list = ViewController(), first = ViewController()
        let nav = NavigationController(rootViewController: list)
        let split = SplitViewController()
        split.viewControllers = [nav, first]
        let w = Window(size: Size(1024, 700), clock: ManualClock())
        w.rootViewController = split
        w.rootView.layoutIfNeeded()
        return (w, split, nav, list, first)
    }

    @Test func aDetailPushedWhileCollapsedReturnsToTheSecondaryColumnWhenTheWindowWidens() {
        let (w, split, nav, list, first) = splitWindow()
        list.title = "Shelves"
        #expect(!split.isCollapsed && split.secondaryViewController === first)
        // Narrow: the list alone; a detail shown is pushed onto it.
        w.handle(.resize(Size(599, 700)))
        w.rootView.layoutIfNeeded()
        #expect(split.isCollapsed)
        let detail = ViewController()
        split.showDetailViewController(detail, sender: nil)
        settle(w)
        #expect(nav.viewControllers.map { $0 === detail } == [false, true])
        // Wide: UIKit separates the detail into the secondary column again.
        w.handle(.resize(Size(600, 700)))
        w.rootView.layoutIfNeeded()
        settle(w)
        #expect(!split.isCollapsed && nav.viewControllers.count == 1 && nav.topViewController === list)
        #expect(split.secondaryViewController === detail && detail.parent === split && first.parent == nil)
        #expect(detail.view.superview === split.view && detail.view.frame == Rect(240, 0, 360, 700))
        #expect(nav.view.frame == Rect(0, 0, 240, 700))
        // Narrow again: the detail goes back on top of the list, and wide again, beside it.
        w.handle(.resize(Size(390, 700)))
        w.rootView.layoutIfNeeded()
        settle(w)
        #expect(split.isCollapsed && nav.topViewController === detail && split.viewControllers.count == 1)
        #expect(detail.view.window != nil && nav.view.frame == Rect(0, 0, 390, 700))
        w.handle(.resize(Size(1024, 700)))
        w.rootView.layoutIfNeeded()
        settle(w)
        #expect(split.secondaryViewController === detail && nav.viewControllers.count == 1)
        #expect(detail.view.frame == Rect(320, 0, 704, 700))
    }

    @Test func aSplitViewCollapsesByTheEmulatedDevicesWidthClass() {
        let split = SplitViewController()
        split.viewControllers = [NavigationController(rootViewController: ViewController()), ViewController()]
        let w = Window(size: Size(844, 390), clock: ManualClock())
        w.device = DeviceProfile.named("iphone-14")!.oriented(landscape: true)
        w.rootViewController = split
        w.rootView.layoutIfNeeded()
        #expect(w.size.width >= 600 && split.isCollapsed, "a phone on its side is compact in width")
        w.device = DeviceProfile.named("iphone-14-pro-max")!.oriented(landscape: true)
        w.rootView.layoutIfNeeded()
        #expect(!split.isCollapsed, "a Max phone on its side is regular in width")
        w.device = DeviceProfile.named("ipad")!
        w.rootView.layoutIfNeeded()
        #expect(!split.isCollapsed && split.secondaryViewController?.view.superview === split.view)
    }

    @Test func theSecondaryTheSplitViewWasMadeWithStaysOutOfTheCollapsedStack() {
        let (w, split, nav, _, first) = splitWindow()
        w.handle(.resize(Size(390, 700)))
        w.rootView.layoutIfNeeded()
        #expect(split.isCollapsed && nav.viewControllers.count == 1 && split.secondaryViewController === first)
        w.handle(.resize(Size(1024, 700)))
        w.rootView.layoutIfNeeded()
        #expect(split.secondaryViewController === first && first.view.frame == Rect(320, 0, 704, 700))
    }
}
