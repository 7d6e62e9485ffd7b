import Foundation
import Testing
@testable import SegueCore

/// Scenes that Xcode's canvas draws inside bars it simulates (`simulatedTopBarMetrics`,
/// `simulatedBottomBarMetrics`): shown on their own, they are inside a navigation controller
/// with those bars; held by a navigation controller, they keep the storyboard's own. And
/// Xcode's column-style split view, whose columns are navigation controllers, as UIKit makes them.
@MainActor
@Suite struct IBSimulatedBarsTests {
    /// The opening of an Interface Builder scene `id` (storyboard identifier `identifier`, with
    /// `attributes`) whose view holds a button titled `button` that pushes `destination` by the
    /// show segue `segue`; the caller closes the controller and the scene.
    static func pushingScene(sceneID: String, identifier: String, id: String, attributes: String = "", button: String,
                             to destination: String, segue: String) -> String {
        """
        <scene sceneID="\(sceneID)"><objects><viewController storyboardIdentifier="\(identifier)" \(attributes) id="\(id)" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="\(id)-view"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)-button"><rect key="frame" x="20" y="100" width="100" height="30"/>
              <state key="normal" title="\(button)"/><connections><segue destination="\(destination)" kind="show" id="\(segue)"/></connections></button></subviews>
          </view>
        """
    }

    static let fourteen = DeviceProfile.named("iphone-14")!
    static let pad = DeviceProfile.named("ipad")!

    /// `make` shown as a window's root, emulating `device`, laid out.
    func show(_ device: DeviceProfile, _ make: (Storyboard) -> ViewController?) throws -> (Window, ViewController) {
        let storyboard = try IBFixtures.load("SimulatedBars.storyboard")
        let w = Window(size: device.size, clock: ManualClock())
        w.device = device
        w.rootViewController = try #require(make(storyboard))
        w.rootView.layoutIfNeeded()
        return (w, w.rootViewController!)
    }

    func texts(_ w: Window) -> [String] {
        w.drawList().quads.compactMap { if case .text(let t) = $0.content { return t.text } else { return nil } }
    }

    @Test func theSimulatedBarsAreReadWithTheirLook() throws {
        let imported = try IBFixtures.read("SimulatedBars.storyboard")
        let file = imported.file
        let inbox = try #require(file.scene("inbox")?.simulatedNavigation)
        #expect(!inbox.hidden && !inbox.toolbarHidden && !inbox.appearance.isTranslucent)
        let message = try #require(file.scene("Message")?.simulatedNavigation)
        #expect(!message.hidden && message.toolbarHidden && message.appearance.barStyle == .black && message.appearance.isTranslucent)
        #expect(file.scene("Plain")?.simulatedNavigation == nil, "<nil key=…> simulates no bar")
        #expect(file.scene("Settings")?.simulatedNavigation == nil, "a navigation controller is not put in another")
        #expect(file.scene("Split")?.splitStyle == .doubleColumn && file.scene("Classic")?.splitStyle == nil)
    }

    @Test func theInitialSceneIsShownInsideTheBarsItsFileSimulates() throws {
        let (w, shown) = try show(Self.fourteen) { $0.instantiateShownViewController(withIdentifier: $0.file.initialScene) }
        let nav = try #require(shown as? NavigationController)
        let inbox = try #require(nav.topViewController)
        #expect(inbox.storyboardIdentifier == "inbox" && nav.viewControllers.count == 1)
        #expect(!nav.isNavigationBarHidden && !nav.navigationBar.isTranslucent && !nav.isToolbarHidden)
        // An opaque bar ends the screen above it; the translucent toolbar lies over it.
        #expect(nav.navigationBar.frame == Rect(0, 47, 390, 44))
        #expect(inbox.view.frame == Rect(0, 91, 390, 753), "the stored frame")
        #expect(inbox.view.safeAreaInsets.top == 0 && inbox.view.safeAreaInsets.bottom == 49 + 34)
        let top = try #require(inbox.view.viewWithIdentifier("inbox-top"))
        #expect(top.frame.minY == 0)
        let drawn = texts(w)
        #expect(drawn.contains("Inbox") && drawn.contains("Edit") && drawn.contains("Compose"))
        // The toolbar's segue pushes onto the navigation controller the scene is in.
        let compose = try #require(inbox.toolbarItems?.first)
        compose.handler?(compose)
        for _ in 0..<60 { (w.clock as? ManualClock)?.advance(by: 1.0 / 60); _ = w.drawList() }
        #expect(nav.topViewController?.storyboardIdentifier == "Message" && nav.viewControllers.count == 2)
    }

    @Test func aSceneTheAppsCodeShowsAndOneWithoutBars() throws {
        let (_, shown) = try show(Self.fourteen) { $0.instantiateShownViewController(withIdentifier: "Message") }
        let nav = try #require(shown as? NavigationController)
        #expect(nav.navigationBar.barStyle == .black && nav.isToolbarHidden)
        #expect(nav.topViewController?.view.frame == Rect(0, 0, 390, 844), "a translucent bar lies over the screen")
        #expect(abs((nav.topViewController?.view.safeAreaInsets.top ?? 0) - 91) < 1e-9)
        let (_, plain) = try show(Self.fourteen) { $0.instantiateShownViewController(withIdentifier: "Plain") }
        #expect(!(plain is NavigationController) && plain.storyboardIdentifier == "Plain")
        // Made by identifier as UIKit's storyboard makes it, a scene is its own controller.
        let (_, own) = try show(Self.fourteen) { $0.instantiateViewController(withIdentifier: "Message") }
        #expect(!(own is NavigationController))
    }

    @Test func aSimulatedTabBarMakesTheSceneATabBarControllersOnlyTab() throws {
        let (w, shown) = try show(Self.fourteen) { $0.instantiateShownViewController(withIdentifier: "Recents") }
        let tabs = try #require(shown as? TabBarController)
        let nav = try #require(tabs.viewControllers.first as? NavigationController)
        #expect(tabs.viewControllers.count == 1 && nav.topViewController?.storyboardIdentifier == "Recents")
        let drawn = texts(w)
        #expect(drawn.contains("Recents") && drawn.contains("Recent Calls"))
        #expect(abs((nav.topViewController?.view.safeAreaInsets.bottom ?? 0) - (49 + 34)) < 1e-9)
        let imported = try IBFixtures.read("SimulatedBars.storyboard")
        #expect(imported.file.scene("Recents")?.simulatedTabBar == true && imported.file.scene("inbox")?.simulatedTabBar == false)
    }

    @Test func aSceneANavigationControllerHoldsIsNotWrappedAgain() throws {
        let (_, shown) = try show(Self.fourteen) { $0.instantiateShownViewController(withIdentifier: "Settings") }
        let nav = try #require(shown as? NavigationController)
        #expect(nav.storyboardIdentifier == "Settings" && nav.topViewController?.storyboardIdentifier == "SettingsRoot")
        #expect(!(nav.topViewController is NavigationController))
        // `layout --scene` shows the holder, whose root is the scene asked for.
        let storyboard = try IBFixtures.load("SimulatedBars.storyboard")
        let report = try #require(LayoutReport.make(storyboard, scene: "SettingsRoot", size: Self.fourteen.size, device: Self.fourteen))
        #expect(report.scene == "SettingsRoot" && report.safeArea.top == 47 + 44)
    }

    @Test func theRootOfANavigationControllerIsShownInIt() throws {
        // Shown on its own (a sidecar's `initial:`, the scene picker), the root comes with its
        // navigation controller and bar, not bare.
        let (w, shown) = try show(Self.fourteen) { $0.instantiateShownViewController(withIdentifier: "SettingsRoot") }
        let nav = try #require(shown as? NavigationController)
        #expect(nav.storyboardIdentifier == "Settings" && nav.topViewController?.storyboardIdentifier == "SettingsRoot")
        #expect(abs((nav.topViewController?.view.safeAreaInsets.top ?? 0) - 91) < 1e-9)
        #expect(!w.drawList().quads.isEmpty)
    }

    @Test func aPushedSceneOnItsOwnHasTheBarItIsPushedUnder() throws {
        // About has no simulated metrics; Settings' root pushes it: Xcode infers the bar.
        let (w, shown) = try show(Self.fourteen) { $0.instantiateShownViewController(withIdentifier: "About") }
        let nav = try #require(shown as? NavigationController)
        #expect(nav.topViewController?.storyboardIdentifier == "About" && nav.navigationBar.barStyle == .black)
        #expect(texts(w).contains("About"))
        let storyboard = try IBFixtures.load("SimulatedBars.storyboard")
        let report = try #require(LayoutReport.make(storyboard, scene: "About", size: Self.fourteen.size, device: Self.fourteen))
        #expect(abs(report.safeArea.top - 91) < 1e-9)
    }

    @Test func aSceneInATabsNavigationStackOnItsOwnHasTheTabBarXcodeInfers() throws {
        // AltStore's: a tab's navigation controller pushes a scene that simulates no bars. Shown
        // on its own, it stands under the navigation bar and above the tab bar, as the canvas
        // draws it; a scene outside any tab bar controller has no tab bar.
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="tabs">
              <device id="retina4_7" orientation="portrait" appearance="light"/>
              <scenes>
                <scene sceneID="1"><objects><tabBarController id="tabs" sceneMemberID="viewController">
                  <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                  <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                </tabBarController></objects></scene>
                <scene sceneID="2"><objects><navigationController id="nav" sceneMemberID="viewController">
                  <tabBarItem key="tabBarItem" title="Browse" id="ti"/>
                  <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                  <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController></objects></scene>
                \(Self.pushingScene(sceneID: "3", identifier: "List", id: "list", button: "Open", to: "app", segue: "s1"))
                  <navigationItem key="navigationItem" title="Browse" id="ni"/>
                </viewController></objects></scene>
                \(Self.pushingScene(sceneID: "4", identifier: "App", id: "app", button: "Pay", to: "checkout", segue: "s2"))
                </viewController></objects></scene>
                \(Self.pushingScene(sceneID: "6", identifier: "Checkout", id: "checkout", attributes: #"hidesBottomBarWhenPushed="YES""#, button: "Done", to: "receipt", segue: "s3"))
                </viewController></objects></scene>
                <scene sceneID="7"><objects><viewController storyboardIdentifier="Receipt" id="receipt" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="rv"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController></objects></scene>
                <scene sceneID="5"><objects><viewController storyboardIdentifier="Alone" id="alone" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="xv"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController></objects></scene>
              </scenes>
            </document>
            """
        let storyboard = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get()
        let eight = try #require(DeviceProfile.named("iphone-8"))
        for scene in ["App", "List"] {
            let tabs = try #require(storyboard.instantiateShownViewController(withIdentifier: scene) as? TabBarController, "\(scene)")
            let nav = try #require(tabs.viewControllers.first as? NavigationController)
            #expect(nav.topViewController?.storyboardIdentifier == scene)
            let report = try #require(LayoutReport.make(storyboard, scene: scene, size: eight.size, device: eight))
            #expect(report.safeArea.bottom == 49, "\(scene): \(report.safeArea)")
        }
        #expect(!(storyboard.instantiateShownViewController(withIdentifier: "Alone") is TabBarController))
        let alone = try #require(LayoutReport.make(storyboard, scene: "Alone", size: eight.size, device: eight))
        #expect(alone.safeArea.bottom == 0)
        // Hide Bottom Bar on Push: the scene that hides it and what is pushed above it stand
        // without the tab bar, as the canvas draws them; in the app, pushing it hides the bar.
        for scene in ["Checkout", "Receipt"] {
            #expect(!(storyboard.instantiateShownViewController(withIdentifier: scene) is TabBarController), "\(scene)")
            let report = try #require(LayoutReport.make(storyboard, scene: scene, size: eight.size, device: eight))
            #expect(report.safeArea.bottom == 0, "\(scene): \(report.safeArea)")
        }
        let h = ControllerHarness(size: eight.size)
        let tabs = try #require(storyboard.instantiateShownViewController(withIdentifier: "App") as? TabBarController)
        h.window.rootViewController = tabs
        h.run(0.1)
        let nav = try #require(tabs.viewControllers.first as? NavigationController)
        _ = nav.topViewController?.performSegue(withIdentifier: "s2", sender: nil)
        h.run(1)
        #expect(nav.topViewController?.storyboardIdentifier == "Checkout" && tabs.tabBar.isHidden)
        #expect(nav.topViewController?.hidesBottomBarWhenPushed == true && nav.topViewController?.view.safeAreaInsets.bottom == 0)
    }

    @Test func aControllersExtendedLayoutIsReadAndLaysItsViewOut() throws {
        // DuckDuckGo's bookmarks: an opaque bar, a controller that extends under it; and one
        // that extends under no bar (`<extendedEdge key="edgesForExtendedLayout"/>`).
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="22505" initialViewController="nav">
              <device id="retina4_7" orientation="portrait" appearance="light"/>
              <scenes>
                <scene sceneID="1"><objects><navigationController id="nav" sceneMemberID="viewController">
                  <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                  <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController></objects></scene>
                \(Self.pushingScene(sceneID: "2", identifier: "List", id: "list", attributes: #"extendedLayoutIncludesOpaqueBars="YES""#, button: "Open", to: "below", segue: "s1"))
                </viewController></objects></scene>
                <scene sceneID="3"><objects><viewController storyboardIdentifier="Below" id="below" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="bv"><rect key="frame" x="0.0" y="0.0" width="375" height="603"/></view>
                  <extendedEdge key="edgesForExtendedLayout"/>
                </viewController></objects></scene>
              </scenes>
            </document>
            """
        let storyboard = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get()
        let h = ControllerHarness(size: Size(375, 667))
        let nav = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
        h.window.rootViewController = nav
        h.run(0.1)
        let list = try #require(nav.topViewController)
        #expect(list.extendedLayoutIncludesOpaqueBars && list.edgesForExtendedLayout == .all)
        #expect(list.view.frame.minY == 0 && list.view.frame.height == 667, "\(list.view.frame)")
        _ = list.performSegue(withIdentifier: "s1", sender: nil)
        h.run(1)
        let below = try #require(nav.topViewController)
        #expect(below.edgesForExtendedLayout == [] && !below.extendedLayoutIncludesOpaqueBars)
        #expect(below.view.frame.minY == nav.navigationBar.frame.maxY && below.view.frame.maxY == 667, "\(below.view.frame)")
    }

    @Test func aNavigationControllerWithoutARootIsItsBarOverAnEmptyScreen() throws {
        // AltStore's sign-in storyboard: a navigation controller its code fills, large titles.
        for large in [false, true] {
            let xml = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="22505" initialViewController="nav">
                  <device id="retina4_7" orientation="portrait" appearance="light"/>
                  <scenes><scene sceneID="1"><objects><navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" largeTitles="\(large ? "YES" : "NO")" id="nb">
                      <rect key="frame" x="0.0" y="20" width="375" height="\(large ? 96 : 44)"/>
                    </navigationBar>
                  </navigationController></objects></scene></scenes>
                </document>
                """
            let storyboard = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get()
            #expect(storyboard.file.warnings.contains { $0.message.contains("shown as its bar over an empty screen") })
            let h = ControllerHarness(size: Size(375, 667))
            h.window.device = DeviceProfile.named("iphone-8")
            h.window.rootViewController = try #require(storyboard.instantiateInitialViewController())
            h.run(0.1)
            let bar = try #require(h.window.rootViewController?.view.subviews.first as? NavigationBar)
            #expect(bar.frame == Rect(0, 20, 375, large ? 96 : 44) && bar.barStyle == .black && bar.prefersLargeTitles == large)
            // Its background reaches up under the status bar, as a navigation controller's bar's.
            #expect(bar.barPosition == .topAttached)
            let background = bar.snapshotContents().quads.first { if case .color = $0.content { return true } else { return false } }
            #expect(abs((background?.size.height ?? 0) - (large ? 116 : 64)) < 1e-9, "\(background?.size.height ?? -1)")
        }
    }

    @Test func layoutOfASceneOnItsOwnHasItsSimulatedBars() throws {
        let storyboard = try IBFixtures.load("SimulatedBars.storyboard")
        let inbox = try #require(LayoutReport.make(storyboard, size: Self.fourteen.size, device: Self.fourteen))
        #expect(inbox.scene == "inbox" && inbox.views.first?.frame == Rect(0, 0, 390, 753))
        #expect(inbox.safeArea.top == 0 && inbox.safeArea.bottom == 83)
        // A split view's column, laid out on its own, as the canvas draws it.
        let detail = try #require(LayoutReport.make(storyboard, scene: "Detail", size: Self.fourteen.size, device: Self.fourteen))
        #expect(detail.safeArea.top == 47 + 44 && detail.safeArea.bottom == 49 + 34)
        // On an iPad the split view shows the column itself, in its navigation controller.
        let wide = try #require(LayoutReport.make(storyboard, scene: "Detail", size: Self.pad.size, device: Self.pad))
        #expect(abs((wide.views.first?.frame.width ?? 0) - (768 - 307.2)) < 1e-9 && !wide.safeArea.top.isZero)
        let plain = try #require(LayoutReport.make(storyboard, scene: "Plain", size: Self.fourteen.size, device: Self.fourteen))
        #expect(plain.safeArea.top == 47 && plain.safeArea.bottom == 34)
    }

    @Test func aColumnStyleSplitViewPutsEachColumnInANavigationController() throws {
        let (w, shown) = try show(Self.pad) { $0.instantiateViewController(withIdentifier: "Split") }
        let split = try #require(shown as? SplitViewController)
        #expect(split.style == .doubleColumn && !split.isCollapsed)
        let primary = try #require(split.primaryViewController as? NavigationController)
        let secondary = try #require(split.secondaryViewController as? NavigationController)
        #expect(primary.topViewController?.storyboardIdentifier == "List" && secondary.topViewController?.storyboardIdentifier == "Detail")
        #expect(primary.isToolbarHidden && !secondary.isToolbarHidden, "each column shows the bars its scene simulates")
        let pw = split.primaryColumnWidth
        #expect(abs(pw - 307.2) < 1e-9 && primary.view.frame == Rect(0, 0, pw, 1024) && secondary.view.frame.minX == pw)
        let drawn = texts(w)
        #expect(drawn.contains("Feeds") && drawn.contains("Article"))
        // The classic style shows its children as they are.
        let (_, classic) = try show(Self.pad) { $0.instantiateViewController(withIdentifier: "Classic") }
        let two = try #require(classic as? SplitViewController)
        #expect(two.style == .unspecified && two.viewControllers.map(\.storyboardIdentifier) == ["Plain", "Message"])
    }

    /// Column style in code: a detail shown while collapsed is pushed; widening separates it
    /// into a column of its own, a navigation controller; narrowing moves that column's stack
    /// back onto the primary's, never a navigation controller inside another.
    @Test func aColumnStylesDetailMovesBetweenTheStacks() {
        let split = SplitViewController()
        split.style = .doubleColumn
        let list = ViewController(), detail = ViewController()
        split.viewControllers = [list, ViewController()]
        let w = Window(size: Size(500, 700), clock: ManualClock())
        w.rootViewController = split
        w.rootView.layoutIfNeeded()
        func same(_ a: [ViewController]?, _ b: [ViewController]) -> Bool { a.map { $0.elementsEqual(b, by: ===) } ?? false }
        let settle = { for _ in 0..<60 { (w.clock as! ManualClock).advance(by: 1.0 / 60); _ = w.drawList() } }
        let primary = split.primaryViewController as! NavigationController
        #expect(split.isCollapsed && same(primary.viewControllers, [list]))
        split.showDetailViewController(detail, sender: nil)
        settle()
        #expect(same(primary.viewControllers, [list, detail]))
        w.resize(to: Size(1000, 700))
        w.rootView.layoutIfNeeded()
        settle()
        let column = split.secondaryViewController as? NavigationController
        #expect(same(primary.viewControllers, [list]) && same(column?.viewControllers, [detail]))
        w.resize(to: Size(500, 700))
        w.rootView.layoutIfNeeded()
        settle()
        #expect(split.viewControllers.count == 1 && same(primary.viewControllers, [list, detail]))
        #expect(!primary.viewControllers.contains { $0 is NavigationController } && detail.parent === primary)
    }

    @Test func theYAMLKeepsTheSplitStyleAndRefusesItElsewhere() throws {
        let imported = try IBFixtures.read("SimulatedBars.storyboard")
        let yaml = try StoryboardYAMLWriter.yaml(imported.file)
        #expect(yaml.contains("splitStyle: doubleColumn"))
        let reloaded = try Storyboard.parse(yaml, path: "t.yaml", registries: SegueRegistries()).get()
        #expect(reloaded.file.scene("Split")?.splitStyle == .doubleColumn)
        let wrong = """
        version: 1
        initial: a
        scenes:
          - id: a
            splitStyle: doubleColumn
            view: {}
        """
        guard case .failure(let e) = Storyboard.parse(wrong, path: "w.yaml", registries: SegueRegistries()) else {
            Issue.record("a split style on a plain scene was accepted")
            return
        }
        #expect("\(e)".contains("'splitStyle' is for split view controllers"))
    }
}
