import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// The tab bar controller: its layout, a tab switch's callbacks, the bar's clicks and keys,
/// and its scenes in YAML storyboards.
@MainActor
@Suite struct TabBarControllerTests {
    /// A tab bar controller named `tabs` with tabs `a` and `b`; `b` holds a child `inner`.
    func make(_ h: ControllerHarness) -> (TabBarController, ViewController, ViewController, ViewController) {
        let tabs = TabBarController()
        tabs.storyboardIdentifier = "tabs"
        tabs.traceLog = h.log
        let a = h.vc("a"), b = h.vc("b"), inner = h.vc("inner")
        a.title = "First"
        b.tabBarItem.title = "Second"
        b.addChild(inner)
        b.view.addSubview(inner.view)
        inner.didMove(toParent: b)
        tabs.viewControllers = [a, b]
        return (tabs, a, b, inner)
    }

    @Test func theSelectedTabFillsTheViewUnderTheBarWhichInsetsItsSafeArea() {
        let h = ControllerHarness(size: Size(400, 300))
        let (tabs, a, b, _) = make(h)
        h.window.rootViewController = tabs
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(tabs.tabBar.items.map(\.title) == ["First", "Second"] && tabs.tabBar.selectedIndex == 0)
        // A window this short has a compact height, as a phone on its side: the bar is 32 points.
        #expect(h.window.traitCollection.verticalSizeClass == .compact)
        #expect(tabs.tabBar.frame == Rect(0, 268, 400, 32))
        #expect(a.view.frame == Rect(0, 0, 400, 300) && a.view.window != nil)
        #expect(a.view.safeAreaInsets == EdgeInsets(bottom: 32))
        #expect(b.viewIfLoaded?.superview == nil && a.isVisible && !b.isVisible)
        // A small window keeps the bar along the bottom.
        h.window.resize(to: Size(120, 80))
        #expect(tabs.tabBar.frame == Rect(0, 48, 120, 32) && a.view.frame == Rect(0, 0, 120, 80))
        #expect(a.view.safeAreaInsets == EdgeInsets(bottom: 32))
        // A tall window has the regular 49-point bar.
        h.window.resize(to: Size(400, 700))
        #expect(tabs.tabBar.frame == Rect(0, 651, 400, 49) && a.view.safeAreaInsets == EdgeInsets(bottom: 49))
        #expect(h.violations.isEmpty)
    }

    @Test func aTabSwitchSendsTheAppearanceCallbacksParentBeforeChild() {
        let h = ControllerHarness()
        let (tabs, a, b, _) = make(h)
        h.window.rootViewController = tabs
        h.mark()
        tabs.selectedIndex = 1
        h.run(0.1)
        #expect(tabs.selectedViewController === b && tabs.tabBar.selectedIndex == 1)
        #expect(b.view.superview != nil && a.view.superview == nil)
        #expect(h.lines(excluding: [.viewDidLoad]) == [
            "a.viewWillDisappear(animated: false)",
            "b.viewWillAppear(animated: false)",
            "inner.viewWillAppear(animated: false)",
            "tabs.transitionBegin(transition: crossDissolve)",
            "tabs.transitionEnd(transition: crossDissolve, completed: true)",
            "a.viewDidDisappear(animated: false)",
            "b.viewDidAppear(animated: false)",
            "inner.viewDidAppear(animated: false)",
        ])
        // Back again; the children never change.
        tabs.selectedViewController = a
        h.run(0.1)
        #expect(a.isVisible && !b.isVisible && !h.log.events.isEmpty)
        #expect(tabs.children.map(\.traceName) == ["a", "b"])
        #expect(h.violations.isEmpty)
    }

    @Test func switchesWaitForTheRunningTransition() {
        let h = ControllerHarness()
        let (tabs, a, b, _) = make(h)
        let c = h.vc("c")
        tabs.viewControllers = [a, b, c]
        h.window.rootViewController = tabs
        tabs.selectedIndex = 1
        tabs.selectedIndex = 2
        h.run(0.1)
        #expect(c.isVisible && !a.isVisible && !b.isVisible)
        #expect(c.view.superview != nil && a.view.superview == nil && b.view.superview == nil)
        #expect(h.violations.isEmpty)
    }

    @Test func aClickOnAnItemSwitchesTabs() {
        let h = ControllerHarness(size: Size(400, 300))
        let (tabs, _, b, _) = make(h)
        h.window.rootViewController = tabs
        h.window.handle(.mouseDown(Point(300, 275), .left))
        h.window.handle(.mouseUp(Point(300, 275), .left))
        h.run(0.1)
        #expect(tabs.selectedIndex == 1 && b.isVisible)
        // The focused bar takes Left like the other controls.
        h.window.focus.focus(tabs.tabBar)
        h.window.handle(.keyDown(.left, []))
        h.run(0.1)
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedIndex == 0)
        #expect(h.violations.isEmpty)
    }

    @Test func aPushedControllerThatHidesTheBottomBarHidesItUntilNoSuchControllerIsInTheStack() {
        let h = ControllerHarness(size: Size(400, 600))
        let list = h.vc("list"), detail = h.vc("detail"), more = h.vc("more"), other = h.vc("other")
        detail.hidesBottomBarWhenPushed = true
        let nav = NavigationController(rootViewController: list)
        let tabs = TabBarController()
        tabs.viewControllers = [nav, other]
        h.window.rootViewController = tabs
        h.run(0.1)
        #expect(!tabs.tabBar.isHidden && list.view.safeAreaInsets.bottom == 49 && list.tabBarController === tabs)
        nav.pushViewController(detail, animated: true)
        h.run(1)
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 0)
        // It stays hidden for what is pushed above, whatever that says.
        nav.pushViewController(more, animated: true)
        h.run(1)
        #expect(tabs.tabBar.isHidden && more.view.safeAreaInsets.bottom == 0)
        // Another tab has its own stack: the bar is back there, and hidden again back here.
        tabs.selectedIndex = 1
        h.run(0.1)
        #expect(!tabs.tabBar.isHidden && other.view.safeAreaInsets.bottom == 49)
        tabs.selectedIndex = 0
        h.run(0.1)
        #expect(tabs.tabBar.isHidden)
        nav.popViewController(animated: true)
        h.run(1)
        #expect(tabs.tabBar.isHidden && nav.topViewController === detail)
        nav.popViewController(animated: true)
        h.run(1)
        #expect(!tabs.tabBar.isHidden && list.view.safeAreaInsets.bottom == 49)
        // Set on a controller already in the stack, it takes effect at once.
        list.hidesBottomBarWhenPushed = true
        #expect(tabs.tabBar.isHidden)
        list.hidesBottomBarWhenPushed = false
        #expect(!tabs.tabBar.isHidden)
        #expect(h.violations.isEmpty)
    }

    @Test func aYAMLSceneDeclaresItsTabs() throws {
        let yaml = """
        version: 1
        initial: home
        scenes:
          - id: home
            class: TabBarController
            tabs: [one, two]
          - id: one
            title: One
          - id: two
            title: Two
            tabTitle: Settings
        """
        let sb = try Storyboard.parse(yaml).get()
        let tabs = try #require(sb.instantiateInitialViewController() as? TabBarController)
        _ = tabs.view
        #expect(tabs.viewControllers.map(\.storyboardIdentifier) == ["one", "two"])
        #expect(tabs.tabBar.items.map(\.title) == ["One", "Settings"])
        // A tab bar controller with no tabs is refused.
        let empty = Storyboard.parse("version: 1\ninitial: home\nscenes:\n  - id: home\n    class: TabBarController\n")
        guard case .failure(let error) = empty else { Issue.record("loaded"); return }
        #expect("\(error)".contains("needs 'tabs'"))
    }
}

/// A badge shows whether or not the bar's items have icons.
@MainActor
@Suite struct TabBarBadgeTests {
    @Test func aBadgeIsDrawnOnABarOfTitlesOnly() {
        var mail = TabBarItem(title: "Mail")
        mail.badgeValue = "12"
        let bar = TabBar(frame: Rect(0, 0, 320, TabBar.height), items: [mail, TabBarItem(title: "Notes")])
        let quads = bar.snapshotContents().quads
        let texts = quads.compactMap { q -> String? in if case .text(let t) = q.content { return t.text } else { return nil } }
        #expect(texts.contains("Mail") && texts.contains("12"))
        // The red capsule lies in the first tab's cell, right of its centre.
        let capsule = quads.first { $0.content == .color(Color(red: 1, green: 0.231, blue: 0.188)) }
        let x = capsule?.projectedCorners[0].x ?? -1
        #expect(x > 80 && x < 160)
    }
}
