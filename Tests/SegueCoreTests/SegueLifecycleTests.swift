import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// A controller that records prepare(for:) and can veto.
@MainActor
final class SourceController: ViewController {
    var veto = false
    var prepared: [String] = []
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { !veto }
    override func prepare(for segue: Segue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
        if let flight = segue as? ImageFlightSegue {
            flight.sourceRect = Rect(10, 10, 40, 30)
            flight.transitionImage = "photo.png"
            flight.imageSize = Size(400, 300)
        }
    }
}

/// A user segue registered by class name.
@MainActor
final class FadeSegue: Segue {
    nonisolated(unsafe) static var performed = 0
    override func perform() {
        FadeSegue.performed += 1
        destination.modalTransition = CrossDissolve(duration: 0.2)
        source.present(destination, animated: true) { [self] in _ = self }
    }
}

@MainActor
@Suite struct SegueLifecycleTests {
    static let storyboard = """
    initial: home
    scenes:
      - id: home
        class: SourceController
        unwind: [backHome]
        view:
          subviews:
            - { type: button, id: go, frame: [10, 10, 100, 40], title: Go, segue: toSecond }
            - { type: button, id: fade, frame: [10, 60, 100, 40], title: Fade, segue: toFade }
            - { type: button, id: nav, frame: [10, 110, 100, 40], title: Nav, segue: toNav }
      - id: second
        view:
          subviews:
            - { type: button, frame: [10, 10, 100, 40], title: Back, unwind: backHome }
      - id: navigation
        class: NavigationController
        root: level1
      - id: level1
        view: { background: red }
      - id: level2
        view: { background: green }
      - id: level3
        view: { background: blue }
    segues:
      - { id: toSecond, kind: custom, class: ExplodeSegue, from: home, to: second }
      - { id: toFade, kind: custom, class: FadeSegue, from: home, to: second }
      - { id: toNav, kind: present, from: home, to: navigation }
      - { id: toLevel2, kind: push, from: level1, to: level2 }
      - { id: toLevel3, kind: show, from: level2, to: level3 }
    """

    static func load(_ h: ControllerHarness) throws -> (Storyboard, SourceController) {
        var registries = SegueRegistries()
        registries.controllers.register(SourceController.self) { SourceController() }
        registries.segues.register(FadeSegue.self)
        let sb = try Storyboard.parse(storyboard, path: "t.yaml", registries: registries).get()
        sb.traceLog = h.log
        let home = try #require(sb.instantiateInitialViewController() as? SourceController)
        h.window.rootViewController = home
        return (sb, home)
    }

    /// Seed 002 with UIKit's veto first: shouldPerform, destination created, segue created
    /// (`segueInit`), prepare, perform, released when the transition ends.
    @Test func storyboardSegueFollowsSeed002Order() throws {
        let h = ControllerHarness()
        let (_, home) = try Self.load(h)
        h.mark()
        // Keyboard: focus is on the first control ("go"); Enter activates it.
        h.window.handle(.keyDown(.enter, []))
        h.run(1)
        let lines = h.lines(excluding: [.viewDidLoad])
        #expect(Array(lines.prefix(5)) == [
            "home.shouldPerformSegue(segue: toSecond)",
            "second.instantiate(class: ViewController)",
            "home.segueInit(segue: toSecond, class: ExplodeSegue, destination: second)",
            "home.prepareForSegue(segue: toSecond, destination: second)",
            "home.performSegue(segue: toSecond, class: ExplodeSegue)",
        ])
        #expect(lines.contains("home.transitionBegin(transition: explode)"))
        let end = try #require(lines.firstIndex(of: "home.transitionEnd(transition: explode, completed: true)"))
        let released = try #require(lines.firstIndex(of: "home.segueReleased(segue: toSecond)"))
        #expect(released > end, "the segue lives until its transition ends")
        #expect(home.presentedViewController?.storyboardIdentifier == "second")
        #expect(home.view.transform == .identity && home.view.alpha == 1, "explode restores the source")
        #expect(home.prepared == ["toSecond"])
        #expect(h.violations.isEmpty)
    }

    @Test func shouldPerformSegueCanVeto() throws {
        let h = ControllerHarness()
        let (_, home) = try Self.load(h)
        home.veto = true
        h.mark()
        h.window.handle(.keyDown(.enter, []))
        h.run(0.2)
        // A veto creates nothing: no destination, no segue.
        #expect(h.lines() == ["home.shouldPerformSegue(segue: toSecond)"])
        #expect(home.presentedViewController == nil)
    }

    @Test func performSegueFromCodeSkipsShouldPerform() throws {
        let h = ControllerHarness()
        let (_, home) = try Self.load(h)
        home.veto = true
        h.mark()
        #expect(home.performSegue(withIdentifier: "toFade", sender: nil))
        h.run(0.5)
        #expect(!h.lines().contains { $0.contains("shouldPerformSegue") })
        #expect(FadeSegue.performed >= 1, "a user-registered segue class is found by name")
        #expect(home.presentedViewController?.storyboardIdentifier == "second")
        #expect(!home.performSegue(withIdentifier: "nope", sender: nil))
    }

    /// Seed 001: constructing a segue in code and calling perform().
    @Test func segueConstructedInCodeIsReleasedWhenItsTransitionEnds() throws {
        let h = ControllerHarness()
        let home = h.vc("home")
        h.window.rootViewController = home
        weak var weakSegue: Segue?
        weak var weakDest: ViewController?
        do {
            let dest = h.vc("dest")
            let segue = ExplodeSegue(identifier: "", source: home, destination: dest)
            weakSegue = segue
            weakDest = dest
            home.prepare(for: segue, sender: nil)
            segue.perform()
        }
        h.run(0.3)
        #expect(weakSegue != nil, "held while the explode runs")
        h.run(0.6)
        #expect(weakSegue == nil, "released when the transition ended")
        #expect(weakDest != nil)
        home.dismiss(animated: true)
        h.run(1)
        #expect(weakDest == nil, "a dismissed controller is released")
        #expect(h.violations.isEmpty)
    }

    /// Unwind across a navigation stack inside a modal: everything between is dismissed and released.
    @Test func unwindAcrossNavigationStackInsideModal() throws {
        let h = ControllerHarness()
        let (_, home) = try Self.load(h)
        weak var weakNav: ViewController?
        weak var weak1: ViewController?, weak2: ViewController?, weak3: ViewController?
        do {
            #expect(home.performSegue(withIdentifier: "toNav", sender: nil))
            h.run(0.6)
            let nav = try #require(home.presentedViewController as? NavigationController)
            let l1 = try #require(nav.topViewController)
            #expect(l1.performSegue(withIdentifier: "toLevel2", sender: nil))
            h.run(0.5)
            let l2 = try #require(nav.topViewController)
            #expect(l2.storyboardIdentifier == "level2")
            #expect(l2.performSegue(withIdentifier: "toLevel3", sender: nil))
            h.run(0.5)
            let l3 = try #require(nav.topViewController)
            #expect(l3.storyboardIdentifier == "level3")
            weakNav = nav; weak1 = l1; weak2 = l2; weak3 = l3
            h.mark()
            #expect(l3.unwindDestination(forAction: "backHome") === home)
            #expect(l3.performUnwind(action: "backHome", sender: nil))
        }
        h.run(1)
        let lines = h.lines()
        #expect(lines.first == "level3.unwind(action: backHome, destination: home)")
        #expect(lines.contains("level3.viewWillDisappear(animated: true)"))
        #expect(lines.contains("home.viewWillAppear(animated: true)"))
        #expect(lines.contains("home.viewDidAppear(animated: true)"))
        #expect(home.presentedViewController == nil)
        #expect(weakNav == nil && weak1 == nil && weak2 == nil && weak3 == nil, "nothing holds the unwound controllers")
        #expect(lines.contains("level3.deinit") && lines.contains("navigation.deinit"))
        #expect(h.violations.isEmpty, "\(h.violations)")
    }

    /// UIKit's search rule: an ancestor's other children are asked, the source's own branch skipped.
    @Test func unwindSearchAsksSiblingsBeforeAncestor() {
        let h = ControllerHarness()
        let root = h.vc("root"), left = h.vc("left"), right = h.vc("right"), leaf = h.vc("leaf")
        root.addChild(left); root.addChild(right); right.addChild(leaf)
        root.unwindActions["go"] = { _ in }
        left.unwindActions["go"] = { _ in }
        leaf.unwindActions["go"] = { _ in } // the source itself is never its own destination
        #expect(leaf.unwindDestination(forAction: "go") === left)
        left.unwindActions["go"] = nil
        #expect(leaf.unwindDestination(forAction: "go") === root)
        #expect(leaf.unwindDestination(forAction: "missing") == nil)
    }

    @Test func customUnwindSegueIsUsedAndRunsBackwards() throws {
        final class Home: ViewController {
            var made = 0
            override func segueForUnwinding(to destination: ViewController, from source: ViewController,
                                            identifier: String?) -> Segue? {
                made += 1
                return UnwindSegue(identifier: identifier, source: source, destination: destination)
            }
        }
        let h = ControllerHarness()
        let home = Home()
        home.storyboardIdentifier = "home"
        home.traceLog = h.log
        home.unwindActions["back"] = { _ in }
        h.window.rootViewController = home
        let photo = h.vc("photo")
        let segue = ImageFlightSegue(identifier: "fly", source: home, destination: photo)
        segue.sourceRect = Rect(20, 20, 50, 40)
        segue.transitionImage = "photo.png"
        segue.cornerRadius = 10
        segue.run(sender: nil, askSource: false)
        h.run(0.2)
        let mid = try #require(h.window.runningTransitions.first)
        #expect(mid.name == "imageFlight" && mid.flight?.sourceRect == Rect(20, 20, 50, 40))
        // The flying image keeps a corner radius between the thumbnail's and none, both ways.
        func flyingRadius() -> Double? {
            h.window.drawList().quads.first { $0.content == .image("photo.png") }?.cornerRadius
        }
        let out = try #require(flyingRadius())
        #expect(out > 0 && out < 10)
        h.run(0.5)
        #expect(photo.performUnwind(action: "back", sender: nil))
        h.run(0.1)
        let back = try #require(h.window.runningTransitions.first)
        #expect(back.playsBackwards && back.name == "imageFlight")
        let returning = try #require(flyingRadius())
        #expect(returning > 0 && returning < 10)
        h.run(0.5)
        #expect(home.made == 1 && home.presentedViewController == nil)
    }
}

@MainActor
@Suite struct SegueUnwindNavigationTests {
    @Test func unwindInsideOneNavigationStackPopsWhatLiesBetween() {
        let h = ControllerHarness()
        let a = h.vc("a"), b = h.vc("b"), c = h.vc("c")
        a.unwindActions["toA"] = { _ in }
        let nav = NavigationController(rootViewController: a)
        nav.storyboardIdentifier = "nav"
        nav.traceLog = h.log
        h.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        h.mark()
        var handled = false
        a.unwindActions["toA"] = { segue in handled = segue.source === c && segue.isUnwinding }
        #expect(c.performUnwind(action: "toA", sender: nil))
        h.run(0.6)
        #expect(handled)
        #expect(nav.viewControllers.map(\.traceName) == ["a"])
        let lines = h.lines()
        #expect(lines.contains("c.viewWillDisappear(animated: true)") && lines.contains("a.viewDidAppear(animated: true)"))
        #expect(!lines.contains { $0.hasPrefix("b.viewWill") }, "b was never on screen")
        #expect(lines.contains("b.didMoveToParent(parent: null)") && lines.contains("c.didMoveToParent(parent: null)"))
        #expect(h.violations.isEmpty)
    }

    @Test func imageFlightHidesTheThumbnailWhileTheImageIsAway() throws {
        let h = ControllerHarness()
        let grid = h.vc("photos")
        h.window.rootViewController = grid
        let thumb = ImageView(frame: Rect(20, 30, 80, 60), image: "a.png", contentMode: .aspectFill)
        grid.view.addSubview(thumb)
        let detail = h.vc("photoDetail")
        let segue = ImageFlightSegue(identifier: "fly", source: grid, destination: detail)
        segue.flyFrom(thumb)
        #expect(segue.sourceRect == Rect(20, 30, 80, 60) && segue.transitionImage == "a.png")
        segue.perform()
        h.run(0.2)
        #expect(thumb.isHidden)
        let r = try #require(h.window.runningTransitions.first)
        #expect(r.flight?.image == .image("a.png"))
        h.run(0.5)
        #expect(!thumb.isHidden && grid.presentedViewController === detail)
    }
}

@MainActor
@Suite struct StoryboardTraceTests {
    /// A storyboard with no log of its own traces through the controllers' window.
    @Test func destinationsAreTracedThroughTheSourcesLog() throws {
        let h = ControllerHarness()
        let sb = try Storyboard.parse(SegueContainerTests.segmented, path: "seg.yaml").get()
        let vc = try #require(sb.instantiateInitialViewController())
        h.window.rootViewController = vc
        #expect(h.lines().contains("first.instantiate(class: ViewController)"), "embedded child traced")
        h.mark()
        #expect(vc.performSegue(withIdentifier: "showSecond", sender: nil))
        #expect(h.lines().first == "second.instantiate(class: ViewController)")
    }
}
