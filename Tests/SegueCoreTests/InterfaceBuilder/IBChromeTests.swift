import Foundation
import Testing
@testable import SegueCore

/// The chrome of Interface Builder scenes, loaded from a hand-written storyboard: navigation
/// items (titles that beat the controller's, prompts, large titles, bar button items left and
/// right, a title view, back button titles), navigation bars (large titles, tints, opaque,
/// hidden), and bar button items whose segues a click performs.
@MainActor
@Suite struct IBChromeTests {
    static let fourteen = DeviceProfile.named("iphone-14")!

    func settle(_ w: Window, _ clock: ManualClock) {
        for _ in 0..<90 { clock.advance(by: 1.0 / 60); _ = w.drawList() }
    }

    func window(_ scene: String) throws -> (Window, ManualClock) {
        let storyboard = try IBFixtures.load("Chrome.storyboard")
        let clock = ManualClock()
        let w = Window(size: Self.fourteen.size, clock: clock)
        w.device = Self.fourteen
        w.rootViewController = storyboard.instantiateViewController(withIdentifier: scene)
        settle(w, clock)
        return (w, clock)
    }

    func click(_ w: Window, _ view: View) {
        let r = view.transform(to: nil).boundingBox(of: Rect(size: view.bounds.size))
        let p = Point(r.midX, r.midY)
        w.handle(.mouseDown(p, .left))
        w.handle(.mouseUp(p, .left))
    }

    func texts(_ w: Window) -> [String] {
        w.drawList().quads.compactMap { if case .text(let t) = $0.content { return t.text } else { return nil } }
    }

    @Test func theNavigationItemsTitleBeatsTheControllersAndItsItemsAreDrawn() throws {
        let imported = try IBFixtures.read("Chrome.storyboard")
        #expect(!imported.file.warns("bar button"), "\(imported.file.warnings.map(\.message))")
        let (w, _) = try window("nav")
        let nav = try #require(w.rootViewController as? NavigationController)
        let root = try #require(nav.topViewController)
        let bar = nav.navigationBar
        #expect(root.title == "Controller title" && root.navigationItem.title == "Catalogue")
        #expect(bar.prefersLargeTitles && bar.displaysLargeTitle && bar.largeTitleLabel.text == "Catalogue")
        #expect(bar.frame == Rect(0, 47, 390, 96), "below the status bar, as the stored frame")
        #expect(root.view.safeAreaInsets.top == 47 + 96)
        #expect(bar.tintColor == Color(red: 0.85, green: 0.33, blue: 0.1))
        let item = root.navigationItem
        #expect(item.leftBarButtonItem?.systemItem == .edit)
        #expect(item.rightBarButtonItems.map(\.systemItem) == [.add, nil, .search])
        let star = try #require(item.rightBarButtonItems[1].image)
        #expect(star.hasSuffix("star@2x.png") && item.rightBarButtonItems[1].title == nil)
        let drawn = texts(w)
        #expect(drawn.contains("Catalogue") && drawn.contains("Edit") && !drawn.contains("Controller title"))
        #expect(!drawn.contains("Back"), "the root has no back button")
        // The star is drawn as its image, tinted.
        #expect(w.drawList().quads.contains { $0.content == .image(star) && $0.tint == bar.tintColor })
    }

    @Test func aClickOnABarItemPerformsItsSegue() throws {
        let (w, clock) = try window("nav")
        let nav = try #require(w.rootViewController as? NavigationController)
        let add = try #require(nav.navigationBar.itemButtons.first { $0.item.systemItem == .add })
        click(w, add)
        settle(w, clock)
        #expect(nav.viewControllers.map(\.storyboardIdentifier) == ["catalogue", "detail"])
        let bar = nav.navigationBar
        #expect(bar.backButtonTitle == "Shelf", "the root's backButtonTitle")
        #expect(!bar.displaysLargeTitle && bar.promptLabel.text == "Pick a colour")
        #expect(bar.frame.height == 74 && nav.topViewController?.view.safeAreaInsets.top == 47 + 74)
        let save = try #require(nav.topViewController?.navigationItem.rightBarButtonItem)
        #expect(save.systemItem == .save && save.style == .done)
        let drawn = texts(w)
        #expect(drawn.contains("New Item") && drawn.contains("Shelf") && drawn.contains("Save"))
        // Back again by the back button.
        click(w, bar.backButton)
        settle(w, clock)
        #expect(nav.viewControllers.count == 1 && bar.displaysLargeTitle)
    }

    @Test func aHiddenBarIsNotDrawn() throws {
        let (w, _) = try window("hiddenNav")
        let nav = try #require(w.rootViewController as? NavigationController)
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        #expect(nav.topViewController?.view.safeAreaInsets.top == Self.fourteen.safeAreaInsets.top)
        let drawn = texts(w)
        #expect(drawn.contains("Full screen") && !drawn.contains("Never shown"))
    }

    @Test func anUntitledRootUnderAnOpaqueBarAndATitleView() throws {
        let (w, clock) = try window("plainNav")
        let nav = try #require(w.rootViewController as? NavigationController)
        let bar = nav.navigationBar
        #expect(!bar.isTranslucent && bar.barTintColor == Color(red: 0.2, green: 0.45, blue: 0.3) && bar.tintColor == .white)
        #expect(bar.titleLabel.text == "" && bar.backButton.isHidden && !texts(w).contains("Back"))
        // Below an opaque bar the content starts at the bar's bottom, as the stored frame says.
        #expect(nav.topViewController?.view.frame == Rect(0, 91, 390, 753))
        let next = try #require(nav.topViewController?.view.descendants.first { ($0 as? Button)?.title == "Next" })
        click(w, next)
        settle(w, clock)
        #expect(nav.viewControllers.count == 2)
        #expect(bar.backButtonTitle == "Back", "UIKit's title for an untitled controller below")
        let item = try #require(nav.topViewController?.navigationItem)
        let segments = try #require(item.titleView as? SegmentedControl)
        #expect(segments.superview === bar && abs(segments.frame.midX - 195) < 1 && segments.frame.size == Size(150, 32))
        // The trash item sits after the back button; the disabled action item refuses clicks.
        let trash = try #require(bar.itemButtons.first { $0.item.systemItem == .trash })
        #expect(trash.frame.minX >= bar.backButton.frame.maxX && !bar.backButton.isHidden)
        let action = try #require(bar.itemButtons.first { $0.item.systemItem == .action })
        #expect(!action.isEnabled && !action.item.isEnabled)
        let camera = try #require(bar.itemButtons.first { $0.item.systemItem == .camera })
        #expect(camera.frame.maxX == 390 - 16 && action.frame.maxX <= camera.frame.minX)
    }
}

extension IBChromeTests {
    @Test func aSplitViewShowsMasterAndDetailSideBySideWhenRegularAndTheMasterWhenCompact() throws {
        let imported = try IBFixtures.read("Chrome.storyboard")
        let scene = try #require(imported.file.scene("split"))
        #expect(scene.className == "SplitViewController" && scene.children == ["splitMasterNav", "splitDetail"],
                "the master is the primary though the XML lists the detail first")
        #expect(!imported.file.warns("split view"))
        let storyboard = try IBFixtures.load("Chrome.storyboard")
        let w = Window(size: Size(1024, 768), clock: ManualClock())
        w.rootViewController = storyboard.instantiateViewController(withIdentifier: "split")
        w.rootView.layoutIfNeeded()
        let split = try #require(w.rootViewController as? SplitViewController)
        let master = try #require(split.primaryViewController as? NavigationController)
        let detail = try #require(split.secondaryViewController)
        #expect(detail.storyboardIdentifier == "splitDetail" && !split.isCollapsed)
        // 40% of 1024 is past UIKit's automatic maximum of 320 points.
        #expect(split.primaryColumnWidth == 320)
        #expect(master.view.frame == Rect(0, 0, 320, 768) && detail.view.frame == Rect(320, 0, 704, 768))
        #expect(master.view.superview === split.view && detail.view.superview === split.view)
        split.preferredPrimaryColumnWidthFraction = 0.25
        split.view.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 256 && detail.view.frame.minX == 256)
        split.preferredDisplayMode = .secondaryOnly
        #expect(master.viewIfLoaded?.superview == nil && detail.view.frame == Rect(0, 0, 1024, 768))
        split.preferredDisplayMode = .automatic
        // Compact: the master alone; a detail shown is pushed onto it.
        w.handle(.resize(Size(390, 700)))
        w.rootView.layoutIfNeeded()
        #expect(split.isCollapsed && master.view.frame == Rect(0, 0, 390, 700) && detail.viewIfLoaded?.superview == nil)
        let more = ViewController()
        more.title = "Fiction"
        split.showDetailViewController(more, sender: nil)
        for _ in 0..<60 { (w.clock as? ManualClock)?.advance(by: 1.0 / 60); _ = w.drawList() }
        #expect(master.viewControllers.count == 2 && master.navigationBar.backButtonTitle == "Shelves")
    }
}

extension IBChromeTests {
    @Test func tabBarItemsHaveTheirSystemTitlesIconsAndBadges() throws {
        let (w, _) = try window("tabs")
        let tabs = try #require(w.rootViewController as? TabBarController)
        let items = tabs.tabBar.items
        #expect(items.map(\.title) == ["Favorites", "Starred", "History", "Profile"])
        #expect(items.map(\.systemItem) == [.favorites, nil, .history, nil])
        #expect(items[0].badgeValue == "3" && items[1].image?.hasSuffix("star@2x.png") == true)
        #expect(items[3].systemImageName == "person.crop.circle" && !items[3].drawsPlaceholder && items[3].image == nil)
        // The bar is 49 points plus the home indicator's 34, and the items are drawn in its top 49.
        #expect(tabs.tabBar.frame == Rect(0, 844 - 83, 390, 83))
        let quads = w.drawList().quads
        let texts = quads.compactMap { q -> (String, Quad)? in if case .text(let t) = q.content { return (t.text, q) } else { return nil } }
        let favorites = try #require(texts.first { $0.0 == "Favorites" })
        #expect(favorites.1.projectedCorners[0].y < 844 - 34 && favorites.1.projectedCorners[2].y <= 844 - 34)
        #expect(texts.contains { $0.0 == "3" }, "the badge's text is drawn")
        // The badge: a red capsule.
        #expect(quads.contains { $0.content == .color(Color(red: 1, green: 0.231, blue: 0.188)) && $0.cornerRadius == 9 })
        // Selecting a tab by a click on its cell.
        let p = tabs.tabBar.transform(to: nil).project(Point(390 * 2.5 / 4, 20))
        w.handle(.mouseDown(p, .left))
        w.handle(.mouseUp(p, .left))
        #expect(tabs.selectedIndex == 2)
    }
}

extension IBChromeTests {
    @Test func aShownToolbarSpacesItsItemsAndInsetsTheSafeArea() throws {
        let (w, clock) = try window("toolNav")
        let nav = try #require(w.rootViewController as? NavigationController)
        let toolbar = nav.toolbar
        #expect(!nav.isToolbarHidden && !toolbar.isHidden)
        // 49 points above the home indicator's 34, as UIKit's toolbar on a notch device.
        #expect(toolbar.frame == Rect(0, 844 - 34 - 49, 390, 49))
        #expect(abs((nav.topViewController?.view.safeAreaInsets.bottom ?? 0) - (34 + 49)) < 0.001)
        let buttons = toolbar.itemButtons
        #expect(buttons.map(\.item.systemItem) == [.trash, .flexibleSpace, .rewind, .fixedSpace, .play, .fixedSpace, .fastForward,
                                                    .flexibleSpace, nil])
        // The trash at the left margin, Share at the right one, the player group centred
        // between them by the two flexible spaces sharing the room equally.
        #expect(buttons[0].frame.minX == 16 && abs(buttons[8].frame.maxX - (390 - 16)) < 0.001)
        #expect(abs(buttons[1].frame.width - buttons[7].frame.width) < 0.001 && buttons[1].frame.width > 0)
        #expect(buttons[3].frame.width == 20 && buttons[5].frame.width == 20)
        // A click on play performs its segue; the pushed screen has no toolbar items.
        let play = buttons[4]
        let r = play.transform(to: nil).boundingBox(of: Rect(size: play.bounds.size))
        w.handle(.mouseDown(Point(r.midX, r.midY), .left))
        w.handle(.mouseUp(Point(r.midX, r.midY), .left))
        settle(w, clock)
        #expect(nav.viewControllers.map(\.storyboardIdentifier) == ["tools", "detail"] && toolbar.itemButtons.isEmpty)
        nav.setToolbarHidden(true, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(toolbar.isHidden && abs((nav.topViewController?.view.safeAreaInsets.bottom ?? 0) - 34) < 0.001)
    }
}
