import Foundation
import Testing
@testable import SegueCore

/// Navigation items (UINavigationItem) as a navigation controller's bar shows them: titles from
/// the controllers, the back button titled by UIKit's rules, bar button items clicked through
/// a window, large titles, prompts, a hidden or opaque bar, and the safe area following the
/// bar's height.
@MainActor
@Suite struct NavigationItemTests {
    func titled(_ title: String?) -> ViewController {
        let vc = ViewController()
        vc.title = title
        return vc
    }

    /// A navigation controller holding `stack` in a 390 × 600 window, laid out.
    func show(_ stack: [ViewController]) -> (Window, NavigationController) {
        let nav = NavigationController(rootViewController: stack[0])
        for vc in stack.dropFirst() { nav.pushViewController(vc, animated: false) }
        let w = Window(size: Size(390, 600), clock: ManualClock())
        w.rootViewController = nav
        w.rootView.layoutIfNeeded()
        return (w, nav)
    }

    /// The centre of `view` in window coordinates.
    func centre(_ view: View) -> Point {
        let r = view.transform(to: nil).boundingBox(of: Rect(size: view.bounds.size))
        return Point(r.midX, r.midY)
    }

    func click(_ w: Window, _ p: Point) {
        w.handle(.mouseDown(p, .left))
        w.handle(.mouseUp(p, .left))
    }

    /// Every text the window draws.
    func texts(_ w: Window) -> [String] {
        w.drawList().quads.compactMap { if case .text(let t) = $0.content { return t.text } else { return nil } }
    }

    @Test func theTitleFollowsTheControllerUntilTheItemIsTitled() {
        let vc = titled("Inbox")
        #expect(vc.navigationItem.title == "Inbox")
        vc.title = "Mail"
        #expect(vc.navigationItem.title == "Mail")
        vc.navigationItem.title = "Messages"
        #expect(vc.title == "Mail")
        let (_, nav) = show([vc])
        #expect(nav.navigationBar.titleLabel.text == "Messages")
        vc.navigationItem.title = "Drafts"
        #expect(nav.navigationBar.titleLabel.text == "Drafts", "a change to the top item shows at once")
    }

    @Test func theBackButtonIsTitledAsUIKitTitlesIt() {
        let root = titled("Inbox"), top = titled("Letter")
        let (w, nav) = show([root, top])
        let bar = nav.navigationBar
        #expect(bar.backButtonTitle == "Inbox")
        root.navigationItem.backButtonTitle = "Mail"
        #expect(bar.backButtonTitle == "Mail")
        root.navigationItem.backBarButtonItem = BarButtonItem(title: "Up")
        #expect(bar.backButtonTitle == "Up", "the back item's title beats backButtonTitle")
        // A short title makes a narrow button: the title's own width after the chevron, not a
        // system button's 30-point minimum.
        w.rootView.layoutIfNeeded()
        let up = TextSystem.measurer.layout(TextSpec(AttributedText("Up", attributes: TextAttributes(font: bar.backButton.font)), numberOfLines: 1)).size.width
        #expect(up < 30 && abs(bar.backButton.frame.width - (27 + up + 8)) < 1, "\(bar.backButton.frame)")
        root.navigationItem.backBarButtonItem = nil
        root.navigationItem.backButtonTitle = nil
        root.title = nil
        #expect(bar.backButtonTitle == "Back")
        root.title = "A title far too long to fit a third of the bar"
        #expect(bar.backButtonTitle == "Back")
        root.title = "Inbox"
        top.navigationItem.hidesBackButton = true
        #expect(bar.backButtonTitle == nil && bar.backButton.isHidden)
        top.navigationItem.hidesBackButton = false
        top.navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel)
        #expect(bar.backButtonTitle == nil, "a left item replaces the back button")
        top.navigationItem.leftItemsSupplementBackButton = true
        #expect(bar.backButtonTitle == "Inbox")
        // The left item sits after the back button, both inside the bar.
        let cancel = try! #require(bar.itemButtons.first)
        #expect(cancel.frame.minX >= bar.backButton.frame.maxX && !bar.backButton.isHidden)
        // A click on the back button pops.
        click(w, centre(bar.backButton))
        w.rootView.layoutIfNeeded()
        #expect(nav.viewControllers.count == 1 || nav.runningTransition != nil)
    }

    @Test func anUntitledRootShowsNoTitleAndNoBackButton() {
        let (w, nav) = show([titled(nil)])
        #expect(nav.navigationBar.titleLabel.text == "" && nav.navigationBar.backButton.isHidden)
        #expect(!texts(w).contains("Back"))
    }

    @Test func barButtonItemsAreDrawnAndCallTheirHandlerWhenClicked() {
        let vc = titled("Photos")
        var calls: [String] = []
        let add = BarButtonItem(barButtonSystemItem: .add) { _ in calls.append("add") }
        let done = BarButtonItem(barButtonSystemItem: .done) { _ in calls.append("done") }
        let edit = BarButtonItem(title: "Edit") { _ in calls.append("edit") }
        vc.navigationItem.rightBarButtonItems = [done, add]
        vc.navigationItem.leftBarButtonItem = edit
        let (w, nav) = show([vc])
        let bar = nav.navigationBar
        let views = bar.itemButtons
        #expect(views.map { ObjectIdentifier($0.item) } == [edit, done, add].map(ObjectIdentifier.init))
        // The first right item is at the right edge, 16 points in; the next to its left.
        #expect(views[1].frame.maxX == 390 - 16 && views[2].frame.maxX <= views[1].frame.minX)
        #expect(views[0].frame.minX == 16)
        #expect(done.style == .done && views[1].font.weight == .semibold && views[0].font.weight == .regular)
        let drawn = texts(w)
        #expect(drawn.contains("Done") && drawn.contains("Edit") && !drawn.contains("+"))
        click(w, centre(views[2]))
        click(w, centre(views[1]))
        click(w, centre(views[0]))
        #expect(calls == ["add", "done", "edit"])
        add.isEnabled = false
        let disabled = try! #require(bar.itemButtons.first { $0.item === add })
        click(w, centre(disabled))
        #expect(calls == ["add", "done", "edit"], "a disabled item is not clicked")
    }

    @Test func largeTitlesPromptsAndTheSafeAreaFollowTheBarsHeight() {
        let root = titled("Library"), second = titled("Albums"), third = titled("Songs")
        let (w, nav) = show([root])
        let bar = nav.navigationBar
        nav.navigationBar.prefersLargeTitles = true
        w.rootView.layoutIfNeeded()
        #expect(bar.displaysLargeTitle && bar.frame.height == 96 && bar.largeTitleLabel.text == "Library")
        #expect(bar.titleLabel.isHidden && !bar.largeTitleLabel.isHidden)
        #expect(root.view.safeAreaInsets.top == 96)
        let large = bar.largeTitleLabel.font
        #expect(large.pointSize == 34 && large.weight == .bold)
        second.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(second, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(!bar.displaysLargeTitle && bar.frame.height == 44 && second.view.safeAreaInsets.top == 44)
        nav.pushViewController(third, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(!bar.displaysLargeTitle, "automatic follows the item below")
        third.navigationItem.largeTitleDisplayMode = .always
        third.navigationItem.prompt = "Choose a song"
        w.rootView.layoutIfNeeded()
        #expect(bar.frame.height == 44 + 30 + 52 && third.view.safeAreaInsets.top == 126)
        #expect(bar.promptLabel.text == "Choose a song" && !bar.promptLabel.isHidden)
        nav.navigationBar.prefersLargeTitles = false
        w.rootView.layoutIfNeeded()
        #expect(bar.frame.height == 74)
    }

    @Test func aHiddenBarIsNotDrawnAndAnOpaqueBarPushesTheContentDown() {
        let root = titled("Settings")
        let (w, nav) = show([root])
        nav.setNavigationBarHidden(true, animated: true)
        w.rootView.layoutIfNeeded()
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden && root.view.safeAreaInsets.top == 0)
        #expect(!texts(w).contains("Settings"))
        nav.setNavigationBarHidden(false, animated: false)
        nav.navigationBar.isTranslucent = false
        w.rootView.layoutIfNeeded()
        #expect(root.view.frame == Rect(0, 44, 390, 556) && root.view.safeAreaInsets.top == 0)
        #expect(texts(w).contains("Settings"))
    }

    @Test func systemItemsWithWordsAreTitledAndTheOthersAreGlyphs() {
        for system in BarButtonItem.SystemItem.allCases {
            let item = BarButtonItem(barButtonSystemItem: system)
            let words: [BarButtonItem.SystemItem] = [.done, .cancel, .edit, .save, .undo, .redo]
            let spaces: [BarButtonItem.SystemItem] = [.flexibleSpace, .fixedSpace]
            #expect((item.title != nil) == words.contains(system), "\(system)")
            #expect((system.symbolName != nil) == !(words.contains(system) || spaces.contains(system)), "\(system)")
        }
        // A system item's symbol is drawn as shapes in the tint colour, inside the item.
        let button = BarItemButton(item: BarButtonItem(barButtonSystemItem: .trash))
        button.frame = Rect(0, 0, 30, 44)
        button.barTint = .systemBlue
        var list = DrawList(size: Size(30, 44))
        button.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        let quads = list.quads
        #expect(quads.count > 5 && quads.allSatisfy { $0.content == .color(.systemBlue) })
        for q in quads {
            for p in q.projectedCorners { #expect(p.x > -1 && p.x < 31 && p.y > 8 && p.y < 36) }
        }
    }
}

extension NavigationItemTests {
    @Test func aLargeTitleCollapsesAsTheContentScrollsAndStretchesWhenPulled() {
        let root = titled("Library")
        let scroll = ScrollView(frame: Rect(0, 0, 390, 600))
        scroll.contentSize = Size(390, 3000)
        root.view.addSubview(scroll)
        let (w, nav) = show([root])
        let bar = nav.navigationBar
        bar.prefersLargeTitles = true
        w.rootView.layoutIfNeeded()
        let top = scroll.minimumContentOffset.y
        // The content moved down to the large bar's foot when the bar grew (the scroll view's
        // safe area changed: it laid out again).
        #expect(scroll.contentOffset.y == top && top == -96)
        #expect(bar.largeTitleCollapse == 0 && bar.visibleHeight == 96 && bar.titleLabel.isHidden)
        // Scrolled 20 points: the strip is 20 points shorter and the title 20 points higher in it.
        scroll.contentOffset = Point(0, top + 20)
        w.rootView.layoutIfNeeded()
        #expect(bar.largeTitleCollapse == 20 && bar.visibleHeight == 76)
        #expect(bar.largeTitleLabel.frame.minY == 3 - 20 && bar.largeTitleLabel.superview?.frame.height == 32)
        #expect(bar.titleLabel.isHidden)
        // What the bar no longer shows takes no clicks; the safe area stays.
        #expect(bar.point(inside: Point(100, 70), with: nil) && !bar.point(inside: Point(100, 80), with: nil))
        #expect(root.view.safeAreaInsets.top == 96 && bar.frame.height == 96)
        // Six points from gone, the row's title is half faded in; gone, it shows.
        scroll.contentOffset = Point(0, top + 46)
        w.rootView.layoutIfNeeded()
        #expect(!bar.titleLabel.isHidden && bar.titleLabel.alpha == 0.5)
        scroll.contentOffset = Point(0, top + 300)
        w.rootView.layoutIfNeeded()
        #expect(bar.largeTitleCollapse == 52 && bar.visibleHeight == 44 && bar.titleLabel.alpha == 1)
        #expect(w.drawList().quads.contains { q in
            guard case .color(let c) = q.content else { return false }
            return c == BarPalette(isDark: false).hairline && abs(q.transform.boundingBox(of: Rect(size: q.size)).minY - 43.5) < 0.01
        }, "the hairline at the foot of the row")
        // Pulled 30 points down beyond the top, the strip is 30 points taller, the title at its foot.
        scroll.contentOffset = Point(0, top - 30)
        w.rootView.layoutIfNeeded()
        #expect(bar.largeTitleCollapse == -30 && bar.visibleHeight == 126 && bar.largeTitleLabel.frame.minY == 33)
        // Without a large title nothing collapses.
        bar.prefersLargeTitles = false
        w.rootView.layoutIfNeeded()
        #expect(bar.largeTitleCollapse == 0 && bar.visibleHeight == 44)
    }
}

extension NavigationItemTests {
    @Test func aDragEndingPartWayThroughALargeTitleSettlesItOpenOrShut() {
        let root = titled("Library")
        let scroll = ScrollView(frame: Rect(0, 0, 390, 600))
        scroll.contentSize = Size(390, 3000)
        root.view.addSubview(scroll)
        let (w, nav) = show([root])
        nav.navigationBar.prefersLargeTitles = true
        w.rootView.layoutIfNeeded()
        let clock = ManualClock()
        SceneRunLoop.main.attach(clock: clock)
        SceneRunLoop.main.frameDuration = 1.0 / 60
        let top = scroll.minimumContentOffset.y
        /// Drags the content to `into` points below the top, lets go at `speed` (the content's,
        /// points per second, downwards positive) and runs until it rests.
        func release(at into: Double, speed: Double = 0) -> Double {
            scroll.beginDragging()
            scroll.contentOffset = Point(0, top + into)
            scroll.endDragging(velocity: Point(0, -speed))
            var frames = 0
            while scroll.motion != .none, frames < 600 {
                clock.advance(by: 1.0 / 60)
                SceneRunLoop.main.runDue()
                frames += 1
            }
            w.rootView.layoutIfNeeded()
            return scroll.contentOffset.y - top
        }
        // Less than half the strip in: back to the top, the title whole.
        #expect(abs(release(at: 20)) < 0.01 && nav.navigationBar.largeTitleCollapse == 0)
        // More than half: on to the strip's foot, the title collapsed.
        #expect(abs(release(at: 30) - 52) < 0.01 && nav.navigationBar.largeTitleCollapse == 52)
        // A slow flick from 5 points in, which would rest 35 points in, lands at the foot too;
        // one that would rest beyond the strip (55 points in) is left alone.
        #expect(abs(release(at: 5, speed: 60) - 52) < 0.01)
        #expect(abs(release(at: 5, speed: 100) - (5 + (100 - 0.5) / (-1000 * log(0.998)))) < 0.01)
        // Rests beyond the strip are left alone.
        #expect(abs(release(at: 80) - 80) < 0.01)
        // Without a large title, nothing settles.
        nav.navigationBar.prefersLargeTitles = false
        w.rootView.layoutIfNeeded()
        let plainTop = scroll.minimumContentOffset.y
        scroll.beginDragging()
        scroll.contentOffset = Point(0, plainTop + 20)
        scroll.endDragging(velocity: .zero)
        #expect(scroll.motion == .none && scroll.contentOffset.y == plainTop + 20)
    }
}
