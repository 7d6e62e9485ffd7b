import Foundation
import Testing
@testable import SegueCore

/// Callback orders compared with UIKit's documented ones (SPEC §2).
@MainActor
@Suite struct ControllersLifecycleTests {
    @Test func rootControllerAppearsOnceWithLazyViewDidLoad() {
        let h = ControllerHarness()
        let root = h.vc("root")
        #expect(!root.isViewLoaded)
        h.window.rootViewController = root
        _ = root.view
        #expect(h.lines() == ["root.viewDidLoad", "root.viewWillAppear(animated: false)", "root.viewDidAppear(animated: false)"])
        #expect(root.appearanceState == .appeared)
    }

    @Test func addingAChildFollowsUIKitOrder() {
        let h = ControllerHarness()
        let parent = h.vc("parent")
        h.window.rootViewController = parent
        h.mark()
        let child = h.vc("child")
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(h.lines() == [
            "child.willMoveToParent(parent: parent)",
            "child.viewDidLoad",
            "child.viewWillAppear(animated: false)",
            "child.viewDidAppear(animated: false)",
            "child.didMoveToParent(parent: parent)",
        ])
        // Removing it again: UIKit's willMove(nil), disappear, didMove(nil).
        h.mark()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(h.lines() == [
            "child.willMoveToParent(parent: null)",
            "child.viewWillDisappear(animated: false)",
            "child.viewDidDisappear(animated: false)",
            "child.didMoveToParent(parent: null)",
        ])
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(h.violations.isEmpty)
    }

    @Test func appearanceIsForwardedParentBeforeChild() {
        let h = ControllerHarness()
        let parent = h.vc("parent")
        let child = h.vc("child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        h.mark()
        h.window.rootViewController = parent
        #expect(h.lines() == ["parent.viewWillAppear(animated: false)", "child.viewWillAppear(animated: false)",
                              "parent.viewDidAppear(animated: false)", "child.viewDidAppear(animated: false)"])
    }

    /// Seed 003's swap: willMove(nil), addChild, transition(from:to:), completion finishes containment.
    @Test func animatedChildSwapFollowsUIKitOrder() {
        let h = ControllerHarness()
        let parent = h.vc("parent")
        let old = h.vc("old"), new = h.vc("new")
        h.window.rootViewController = parent
        parent.addChild(old)
        parent.view.addSubview(old.view)
        old.didMove(toParent: parent)
        h.mark()

        var finishedWith: Bool?
        old.willMove(toParent: nil)
        new.view.frame = parent.view.bounds
        parent.addChild(new)
        parent.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { finished in
            finishedWith = finished
            old.removeFromParent()
            new.didMove(toParent: parent)
        }
        // Mid-flight: both views are in the container, drawn by the transition.
        h.run(0.15)
        #expect(finishedWith == nil)
        #expect(new.view.superview === parent.view && old.view.superview === parent.view)
        h.run(0.2)
        #expect(finishedWith == true)
        #expect(h.lines() == [
            "old.willMoveToParent(parent: null)",
            "new.viewDidLoad",
            "new.willMoveToParent(parent: parent)",
            "old.viewWillDisappear(animated: true)",
            "new.viewWillAppear(animated: true)",
            "parent.transitionBegin(transition: crossDissolve)",
            "parent.transitionEnd(transition: crossDissolve, completed: true)",
            "old.viewDidDisappear(animated: true)",
            "new.viewDidAppear(animated: true)",
            "old.didMoveToParent(parent: null)",
            "new.didMoveToParent(parent: parent)",
        ])
        #expect(old.view.superview == nil)
        #expect(parent.children.map(\.traceName) == ["new"])
        #expect(h.violations.isEmpty)
    }

    @Test func presentAndDismissFollowUIKitOrder() {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        h.mark()
        var presented = false, dismissed = false
        root.present(modal, animated: true) { presented = true }
        h.run(0.6)
        #expect(presented)
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        #expect(root.view.superview == nil, "full-screen presentation takes the presenter off screen")
        #expect(h.lines() == [
            "modal.viewDidLoad",
            "root.viewWillDisappear(animated: true)",
            "modal.viewWillAppear(animated: true)",
            "root.transitionBegin(transition: coverVertical)",
            "root.transitionEnd(transition: coverVertical, completed: true)",
            "root.viewDidDisappear(animated: true)",
            "modal.viewDidAppear(animated: true)",
        ])
        h.mark()
        modal.dismiss(animated: true) { dismissed = true }
        h.run(0.6)
        #expect(dismissed)
        #expect(h.lines() == [
            "modal.viewWillDisappear(animated: true)",
            "root.viewWillAppear(animated: true)",
            "root.transitionBegin(transition: coverVertical)",
            "root.transitionEnd(transition: coverVertical, completed: true)",
            "modal.viewDidDisappear(animated: true)",
            "root.viewDidAppear(animated: true)",
        ])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(root.view.superview === h.window.rootView && modal.view.superview == nil)
        #expect(h.violations.isEmpty)
    }

    @Test func pushAndPopFollowUIKitOrder() {
        let h = ControllerHarness()
        let a = h.vc("a"), b = h.vc("b")
        let nav = NavigationController(rootViewController: a)
        nav.storyboardIdentifier = "nav"
        nav.traceLog = h.log
        h.window.rootViewController = nav
        #expect(h.lines(excluding: [.willMoveToParent, .didMoveToParent]) == [
            "nav.viewDidLoad", "a.viewDidLoad",
            "nav.viewWillAppear(animated: false)", "a.viewWillAppear(animated: false)",
            "nav.viewDidAppear(animated: false)", "a.viewDidAppear(animated: false)",
        ])
        h.mark()
        nav.pushViewController(b, animated: true)
        h.run(0.5)
        #expect(h.lines() == [
            "b.willMoveToParent(parent: nav)",
            "b.viewDidLoad",
            "a.viewWillDisappear(animated: true)",
            "b.viewWillAppear(animated: true)",
            "nav.transitionBegin(transition: push)",
            "nav.transitionEnd(transition: push, completed: true)",
            "a.viewDidDisappear(animated: true)",
            "b.viewDidAppear(animated: true)",
            "b.didMoveToParent(parent: nav)",
        ])
        #expect(nav.viewControllers.map(\.traceName) == ["a", "b"])
        h.mark()
        nav.popViewController(animated: true)
        h.run(0.5)
        #expect(h.lines() == [
            "b.willMoveToParent(parent: null)",
            "b.viewWillDisappear(animated: true)",
            "a.viewWillAppear(animated: true)",
            "nav.transitionBegin(transition: push)",
            "nav.transitionEnd(transition: push, completed: true)",
            "b.viewDidDisappear(animated: true)",
            "a.viewDidAppear(animated: true)",
            "b.didMoveToParent(parent: null)",
        ])
        #expect(nav.viewControllers.map(\.traceName) == ["a"])
        // The stack's views, under the navigation bar and the (hidden) toolbar.
        let stack = nav.view.subviews.filter { !($0 is NavigationBar || $0 is Toolbar) }
        #expect(stack.count == 1 && stack[0] === a.view && nav.view.subviews.last is NavigationBar)
        #expect(h.violations.isEmpty)
    }

    /// SPEC §2: a cancelled interactive pop restores the start exactly.
    @Test func cancelledInteractivePopRestoresEverything() throws {
        let h = ControllerHarness()
        let a = h.vc("a"), b = h.vc("b")
        let nav = NavigationController(rootViewController: a)
        nav.storyboardIdentifier = "nav"
        nav.traceLog = h.log
        h.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        let bTransform = b.view.transform, bAlpha = b.view.alpha
        h.mark()
        let pop = try #require(nav.beginInteractivePop())
        pop.update(0.3)
        h.run(0.1)
        #expect(pop.transition.visualProgress > 0 && pop.transition.visualProgress < 1)
        pop.cancel()
        h.run(0.5)
        #expect(h.lines() == [
            "b.willMoveToParent(parent: null)",
            "b.viewWillDisappear(animated: true)",
            "a.viewWillAppear(animated: true)",
            "nav.transitionBegin(transition: push)",
            "a.viewWillDisappear(animated: true)",
            "b.viewWillAppear(animated: true)",
            "nav.transitionEnd(transition: push, completed: false)",
            "a.viewDidDisappear(animated: true)",
            "b.viewDidAppear(animated: true)",
            "b.didMoveToParent(parent: nav)",
        ])
        #expect(nav.viewControllers.map(\.traceName) == ["a", "b"])
        // The stack's views, under the navigation bar and the (hidden) toolbar.
        let stack = nav.view.subviews.filter { !($0 is NavigationBar || $0 is Toolbar) }
        #expect(stack.count == 1 && stack[0] === b.view && nav.view.subviews.last is NavigationBar)
        #expect(b.view.transform == bTransform && b.view.alpha == bAlpha)
        #expect(b.view.compositorOverride == nil && a.view.compositorOverride == nil)
        #expect(!h.lines().contains("a.viewDidAppear(animated: true)"))
        #expect(h.violations.isEmpty)
        #expect(h.window.runningTransitions.isEmpty)
    }

    /// A cancelled interactive child swap: the new child never gets viewDidAppear and is gone again.
    @Test func cancelledInteractiveSwapRestoresChildren() throws {
        let h = ControllerHarness()
        let parent = h.vc("parent")
        let old = h.vc("old"), new = h.vc("new")
        h.window.rootViewController = parent
        parent.addChild(old); parent.view.addSubview(old.view); old.didMove(toParent: parent)
        parent.addChild(new)
        let r = try #require(parent.transition(from: old, to: new, duration: 0.5, options: [.transitionCrossDissolve, .interactive], animations: nil) { done in
            if !done { new.removeFromParent() }
        })
        r.fractionComplete = 0.4
        r.cancel()
        h.run(0.6)
        #expect(!h.log.events.contains { $0.vc == "new" && $0.event == .viewDidAppear })
        #expect(h.lines().suffix(3) == ["new.viewDidDisappear(animated: true)", "old.viewDidAppear(animated: true)",
                                         "new.didMoveToParent(parent: null)"])
        #expect(parent.children.map(\.traceName) == ["old"])
        #expect(parent.view.subviews.map { $0 === old.view } == [true])
        #expect(h.violations.isEmpty)
    }

    /// Seed 000's animations-block variant: properties interpolate, and land at the end.
    @Test func animationsBlockInterpolatesAndLands() throws {
        let h = ControllerHarness()
        let parent = h.vc("parent")
        let red = h.vc("red"), blue = h.vc("blue")
        h.window.rootViewController = parent
        parent.addChild(red); parent.view.addSubview(red.view); red.didMove(toParent: parent)
        red.view.frame = Rect(0, 0, 400, 300)
        parent.addChild(blue)
        blue.view.frame = Rect(0, 0, 400, 300)
        blue.view.alpha = 0
        let r = try #require(parent.transition(from: red, to: blue, duration: 1, options: .curveLinear, animations: {
            red.view.center = Point(0, 0)
            red.view.alpha = 0
            blue.view.alpha = 1
        }))
        #expect(r.name == "animations")
        #expect(red.view.alpha == 1, "live views keep their start state while the transition draws")
        h.run(0.5)
        let frame = h.window.drawList()
        let snaps = frame.quads.filter { if case .snapshot = $0.content { return true } else { return false } }
        #expect(snaps.count == 2)
        if let redQuad = snaps.first { #expect(abs(redQuad.opacity - 0.5) < 0.05) }
        h.run(0.6)
        #expect(red.view.alpha == 0 && red.view.center == Point(0, 0) && blue.view.alpha == 1)
        #expect(red.view.superview == nil)
    }
}
