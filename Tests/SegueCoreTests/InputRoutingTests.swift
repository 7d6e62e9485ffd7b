import Foundation
import Testing
@testable import SegueCore

/// Hit testing, controls, focus and keyboard routing (SPEC §3, §6).
@MainActor
@Suite struct InputRoutingTests {
    @MainActor
    final class Screen: ViewController {
        let button = Button(frame: Rect(20, 20, 100, 40), title: "Go")
        let other = Button(frame: Rect(20, 80, 100, 40), title: "Other")
        let segmented = SegmentedControl(frame: Rect(150, 20, 200, 30), segments: ["A", "B", "C"])
        let pages = PageControl(frame: Rect(150, 80, 200, 30), numberOfPages: 4)
        var keys: [String] = []
        override func viewDidLoad() {
            for c in [button, other, segmented, pages] as [View] { view.addSubview(c) }
        }
        override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
            keys.append(key.name)
            return key == .right
        }
    }

    func setup() -> (ControllerHarness, Screen) {
        let h = ControllerHarness()
        let s = Screen()
        s.storyboardIdentifier = "screen"
        s.traceLog = h.log
        h.window.rootViewController = s
        return (h, s)
    }

    @Test func buttonHighlightsWhilePressedAndActsOnReleaseInside() {
        let (h, s) = setup()
        var taps = 0
        s.button.addAction(for: .primaryActionTriggered) { _ in taps += 1 }
        h.window.handle(.mouseDown(Point(50, 40), .left))
        #expect(s.button.isHighlighted)
        let pressed = h.window.drawList().quads.contains { $0.content == .color(Color(white: 0, alpha: 0.25)) }
        #expect(pressed, "a pressed button draws its highlight")
        h.window.handle(.mouseMove(Point(300, 250)))
        #expect(!s.button.isHighlighted)
        h.window.handle(.mouseUp(Point(300, 250), .left))
        #expect(taps == 0, "released outside: no action")
        h.window.handle(.mouseDown(Point(50, 40), .left))
        h.window.handle(.mouseMove(Point(300, 250)))
        h.window.handle(.mouseMove(Point(60, 45)))
        #expect(s.button.isHighlighted)
        h.window.handle(.mouseUp(Point(60, 45), .left))
        #expect(taps == 1 && !s.button.isHighlighted)
    }

    @Test func hitTestingFollowsTransformedViews() {
        let (h, s) = setup()
        // Scale the button 2× about its centre (70, 40): it now covers x 20…120 → -30…170.
        s.button.transform = .scale(2, 2)
        #expect(h.window.rootView.hitTest(windowPoint: Point(0, 40)) === s.button)
        s.button.transform = .identity
        #expect(h.window.rootView.hitTest(windowPoint: Point(0, 40)) === s.view)
        // A rotated container: its subview is hit where it is drawn.
        let box = View(frame: Rect(200, 150, 100, 100))
        let inner = View(frame: Rect(0, 0, 50, 50))
        box.addSubview(inner)
        s.view.addSubview(box)
        box.transform = .rotation(.pi, 0, 0, 1)   // half a turn about the centre (250, 200)
        #expect(h.window.rootView.hitTest(windowPoint: Point(290, 240)) === inner)
        #expect(h.window.rootView.hitTest(windowPoint: Point(210, 160)) === box)
        s.button.isHidden = true
        #expect(h.window.rootView.hitTest(windowPoint: Point(50, 40)) === s.view)
    }

    @Test func tabMovesFocusAndTheRingIsDrawn() throws {
        let (h, s) = setup()
        h.window.handle(.keyDown(.enter, []))  // first key gives focus to the first control
        #expect(h.window.focus.focusedControl === s.button)
        h.window.handle(.keyDown(.tab, []))
        #expect(h.window.focus.focusedControl === s.other)
        h.window.handle(.keyDown(.tab, [.shift]))
        h.window.handle(.keyDown(.tab, [.shift]))
        #expect(h.window.focus.focusedControl === s.pages, "Shift-Tab wraps round")
        let ring = Array(h.window.drawList().quads.suffix(4))   // the ring is drawn last
        #expect(ring.allSatisfy { $0.content == .color(h.window.focus.ringColor) })
        #expect(ring.count == 4)
        let xs = ring.flatMap { $0.projectedCorners.map(\.x) }, ys = ring.flatMap { $0.projectedCorners.map(\.y) }
        #expect(xs.min()! == 147 && xs.max()! == 353 && ys.min()! == 77 && ys.max()! == 113)
    }

    @Test func enterAndSpaceActivateAndArrowsDriveSelectionControls() {
        let (h, s) = setup()
        var taps = 0, changes: [Int] = []
        s.button.addAction(for: .primaryActionTriggered) { _ in taps += 1 }
        s.segmented.addAction(for: .valueChanged) { c in changes.append((c as! SegmentedControl).selectedSegmentIndex) }
        h.window.focus.screenDidChange()
        h.window.handle(.keyDown(.enter, []))
        h.window.handle(.keyDown(.space, []))
        #expect(taps == 2)
        h.window.focus.focus(s.segmented)
        h.window.handle(.keyDown(.right, []))
        h.window.handle(.keyDown(.right, []))
        h.window.handle(.keyDown(.right, []))   // already at the last segment: no change
        h.window.handle(.keyDown(.left, []))
        #expect(changes == [1, 2, 1])
        // Clicking a segment selects it.
        h.window.handle(.mouseDown(Point(160, 30), .left))
        h.window.handle(.mouseUp(Point(160, 30), .left))
        #expect(s.segmented.selectedSegmentIndex == 0 && changes.last == 0)
    }

    @Test func pageControlDotsAreClickable() {
        let (h, s) = setup()
        var pages: [Int] = []
        s.pages.addAction(for: .valueChanged) { c in pages.append((c as! PageControl).currentPage) }
        let dot = s.pages.dotCenter(3)
        let p = Point(150 + dot.x, 80 + dot.y)
        h.window.handle(.mouseDown(p, .left))
        h.window.handle(.mouseUp(p, .left))
        #expect(s.pages.currentPage == 3 && pages == [3])
        let dots = h.window.drawList().quads.filter { $0.size == Size(8, 8) }
        #expect(dots.count == 4)
    }

    @Test func unhandledKeysGoToTheControllerThenTheApp() {
        let (h, s) = setup()
        var appKeys: [InputEvent] = []
        h.window.unhandledEventHandler = { appKeys.append($0); return true }
        h.window.focus.focus(s.button)
        #expect(h.window.handle(.keyDown(.right, [])))
        #expect(s.keys == ["Right"] && appKeys.isEmpty)
        h.window.handle(.keyDown(Key("S"), []))
        #expect(s.keys == ["Right", "S"] && appKeys == [.keyDown(Key("S"), [])])
    }

    @Test func escapeUnwindsTheFrontScreen() {
        let (h, s) = setup()
        let modal = Screen()
        modal.storyboardIdentifier = "modal"
        s.present(modal, animated: true)
        h.run(0.6)
        #expect(h.window.frontmostViewController === modal)
        #expect(h.window.focus.focusedControl === modal.button, "focus moves to the new screen's first control")
        h.window.handle(.keyDown(.escape, []))
        h.run(0.6)
        #expect(s.presentedViewController == nil)
        #expect(h.window.frontmostViewController === s)
        #expect(h.window.focus.focusedControl === s.button)
        #expect(!h.window.handle(.keyDown(.escape, [])) || true)
        #expect(h.violations.isEmpty)
    }

    @Test func escapeUsesTheScreensUnwindAction() {
        let (h, s) = setup()
        s.unwindActions["home"] = { _ in }
        let nav = NavigationController(rootViewController: Screen())
        s.present(nav, animated: false)
        let pushed = Screen()
        pushed.escapeUnwindAction = "home"
        nav.pushViewController(pushed, animated: false)
        #expect(h.window.frontmostViewController === nav)
        h.window.handle(.keyDown(.backspace, []))
        h.run(0.7)
        #expect(s.presentedViewController == nil)
    }
}

/// Swipe to go back: a drag from the left edge scrubs the pop; release decides.
@MainActor
@Suite struct NavigationSwipeTests {
    func setup() -> (ControllerHarness, NavigationController, ViewController, ViewController) {
        let h = ControllerHarness()
        let a = h.vc("a"), b = h.vc("b")
        let nav = NavigationController(rootViewController: a)
        nav.storyboardIdentifier = "nav"
        nav.traceLog = h.log
        h.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        return (h, nav, a, b)
    }

    @Test func slowShortDragCancels() {
        let (h, nav, _, b) = setup()
        h.window.handle(.mouseDown(Point(5, 150), .left))
        for x in stride(from: 5.0, through: 125, by: 10) {   // 30% of 400, slowly
            h.clock.advance(by: 0.1)
            h.window.handle(.mouseMove(Point(x, 150)))
        }
        #expect(abs((h.window.runningTransitions.first?.fractionComplete ?? 0) - 0.3) < 0.01)
        h.window.handle(.mouseUp(Point(125, 150), .left))
        h.run(1)
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(h.violations.isEmpty)
    }

    @Test func fastFlickFinishes() {
        let (h, nav, a, _) = setup()
        h.window.handle(.mouseDown(Point(5, 150), .left))
        h.clock.advance(by: 0.02)
        h.window.handle(.mouseMove(Point(65, 150)))
        h.clock.advance(by: 0.02)
        h.window.handle(.mouseUp(Point(125, 150), .left))
        h.run(1.5)
        #expect(nav.topViewController === a && nav.viewControllers.count == 1)
        #expect(h.violations.isEmpty)
    }

    @Test func dragAwayFromTheEdgeDoesNothing() {
        let (h, nav, _, b) = setup()
        h.window.handle(.mouseDown(Point(200, 150), .left))
        #expect(h.window.runningTransitions.isEmpty)
        h.window.handle(.mouseUp(Point(300, 150), .left))
        #expect(nav.topViewController === b)
    }
}

@MainActor
@Suite struct NumberKeyTests {
    @Test func numberKeysPickASegment() {
        let h = ControllerHarness()
        let s = h.vc("screen")
        let seg = SegmentedControl(frame: Rect(10, 10, 200, 30), segments: ["A", "B"])
        s.view.addSubview(seg)
        h.window.rootViewController = s
        var picked: [Int] = []
        seg.addAction(for: .valueChanged) { _ in picked.append(seg.selectedSegmentIndex) }
        #expect(h.window.handle(.keyDown(Key("2"), [])))
        #expect(!h.window.handle(.keyDown(Key("3"), [])), "no third segment")
        h.window.handle(.keyDown(Key("1"), []))
        #expect(picked == [1, 0])
    }
}
