import Foundation
import SegueCore
import SegueKit
import SegueDemo
import Testing

/// Interaction with the demos (SPEC §6): segment switching under rapid input, cube scrubbing
/// and interruption, the photo flight out and back, the navigation edge drag, explode and the
/// gallery's child transitions. Each runs the real demo storyboard headless from a script.
@MainActor
@Suite("Demo interaction")
struct DemoInteractionTests {
    static func front<T: ViewController>(_ run: ScriptedRun, as: T.Type) throws -> T {
        try #require(run.scene.window.frontmostViewController as? T)
    }

    static func appeared(_ run: ScriptedRun, _ vc: String) -> Bool {
        run.trace.events.contains { $0.event == .viewDidAppear && $0.vc == vc }
    }

    // MARK: Segmented (seed 003)

    /// 20 segment clicks within one second end on the last selected segment, balanced, one child.
    @Test func twentySwitchesEndOnTheLastSelectedSegment() throws {
        let run = try ScriptedRun.demo()
        var script = "0.1 key 3\n"
        for i in 0..<20 {
            // Segment centres: First (540, 124), Second (740, 124).
            let x = i % 2 == 0 ? 740 : 540
            script += String(format: "%.2f click %d 124\n", 0.6 + Double(i) * 0.05, x)
        }
        script += "3.0 end\n"
        try run.play(scriptText: script)
        let vc = try Self.front(run, as: DemoSegmentedController.self)
        let seg = try #require(vc.segmentedControl)
        let container = try #require(vc.containerView)
        #expect(seg.selectedSegmentIndex == 0)
        let children = try #require(vc.childContainer)
        #expect(children.traceName == "segmentedChildren", "the segues belong to the embedded controller (seed 003)")
        #expect(children.children.map(\.traceName) == ["first"])
        #expect(container.subviews.count == 1 && container.subviews.first === children.children.first?.viewIfLoaded)
        #expect(run.scene.window.runningTransitions.isEmpty)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
        // The control stayed usable: every click reached it, and either performed a segue or
        // (asking for the child being left) turned the running swap round, creating nothing.
        let performed = run.trace.events.filter { $0.event == .performSegue && $0["class"]?.description == "TransitionSegue" }
        let reversed = run.trace.events.filter { $0.event == .reverse && $0.vc == "segmentedChildren" }
        #expect(performed.count + reversed.count == 20)
        #expect(reversed.count > 0)
        let created = run.trace.events.filter { $0.time >= 0.6 && $0.event == .instantiate && ["first", "second"].contains($0.vc ?? "") }
        #expect(created.count == performed.count, "a reversal creates no controller")
        // And the keys pick segments too.
        try run.play(scriptText: "0.0 key 2\n1.0 end")
        #expect(seg.selectedSegmentIndex == 1 && children.children.map(\.traceName) == ["second"])
        #expect(run.appearanceViolations.isEmpty)
    }

    // MARK: Cube (seed 000)

    /// Opens the cube and returns its controller.
    static func openCube() throws -> (ScriptedRun, DemoCubeController) {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 1\n0.6 end")
        return (run, try front(run, as: DemoCubeController.self))
    }

    /// Plays a drag from (900, 400) to (600, 400) — 30% of the 1000-point face — over `seconds`,
    /// returning the largest scrub fraction seen.
    static func dragCube(_ run: ScriptedRun, _ cube: DemoCubeController, seconds: Double) throws -> Double {
        var maxFraction = 0.0
        try run.play(InputScriptParser.parse("0.0 drag 900 400 600 400 \(seconds)\n\(seconds + 1.5) end", file: "drag")) { _, _ in
            if let r = cube.runningTurn, r.isInteractive { maxFraction = max(maxFraction, r.fractionComplete) }
        }
        return maxFraction
    }

    @Test func slowCubeDragReleasedAt30PercentCancels() throws {
        let (run, cube) = try Self.openCube()
        let fraction = try Self.dragCube(run, cube, seconds: 1.0)
        #expect(abs(fraction - 0.3) < 0.01)
        #expect(cube.faceIndex == 0 && cube.pageControl?.currentPage == 0)
        #expect(cube.faceHost.subviews.count == 1 && cube.faceHost.subviews.first === cube.faces[0].view)
        #expect(!Self.appeared(run, "face1"))
        #expect(run.trace.events.contains { $0.event == .transitionEnd && $0["completed"] == .bool(false) })
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
        #expect(cube.faces.allSatisfy { $0.view.transform.isIdentity && $0.view.alpha == 1 })
    }

    @Test func fastCubeDragReleasedAt30PercentFinishes() throws {
        let (run, cube) = try Self.openCube()
        let fraction = try Self.dragCube(run, cube, seconds: 0.1)
        #expect(fraction > 0.2 && fraction <= 0.31)
        #expect(cube.faceIndex == 1 && cube.pageControl?.currentPage == 1)
        #expect(cube.faceHost.subviews.count == 1 && cube.faceHost.subviews.first === cube.faces[1].view)
        #expect(Self.appeared(run, "face1"))
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    /// Escape in the middle of a drag: the turn under the pointer goes back and the cube goes
    /// home; nothing is left running (an interactive turn must not outlive its screen).
    @Test func escapeMidDragCancelsTheTurnAndGoesHome() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 1\n0.6 end")
        weak let weakCube = run.scene.window.frontmostViewController as? DemoCubeController
        #expect(weakCube != nil)
        try run.play(scriptText: "0.0 drag 900 400 500 400 0.5\n0.25 key Escape\n2.0 end")
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        #expect(run.scene.window.runningTransitions.isEmpty)
        #expect(!Self.appeared(run, "face1"))
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
        #expect(weakCube == nil)
    }

    /// A window resized mid-turn: the turn goes on, and at rest the face fills the grown host.
    @Test func resizeMidTurnKeepsTheFaceFillingTheHost() throws {
        let (run, cube) = try Self.openCube()
        try run.play(scriptText: "0.0 key Right\n0.2 resize 1600 900\n0.3 key Right\n2.0 end")
        #expect(cube.faceIndex == 2)
        // The demo's layout is proportional: the host keeps its share of the window.
        #expect(cube.faceHost.bounds.size == Size(1250, 662.5))
        #expect(cube.faces[2].view.frame == Rect(size: cube.faceHost.bounds.size))
        #expect(cube.faceHost.subviews.count == 1)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    @Test func cubeTurnsWithKeysReversesAndQueues() throws {
        let (run, cube) = try Self.openCube()
        // Right then Left mid-turn: reversed back to face 0, face 1 never appears.
        try run.play(scriptText: "0.0 key Right\n0.2 key Left\n1.2 end")
        #expect(cube.faceIndex == 0 && !Self.appeared(run, "face1"))
        // Three Rights in quick succession: queued, the cube ends on face 3, page control too.
        try run.play(scriptText: "0.0 key Right\n0.05 key Right\n0.1 key Right\n3.0 end")
        #expect(cube.faceIndex == 3 && cube.pageControl?.currentPage == 3)
        #expect(cube.faceHost.subviews.count == 1 && cube.faceHost.subviews.first === cube.faces[3].view)
        // Left wraps round the other way; a click on the first dot turns to face 0.
        let dot = try #require(cube.pageControl)
        let c = dot.dotCenter(0)
        let p = dot.rectInWindowForTests.origin
        try run.play(scriptText: "0.0 key Left\n1.0 click \(p.x + c.x) \(p.y + c.y)\n2.5 end")
        #expect(cube.faceIndex == 0 && dot.currentPage == 0)
        #expect(cube.faceHost.subviews.count == 1)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
        #expect(run.scene.window.runningTransitions.isEmpty)
    }
}

extension View {
    /// The view's frame in window points (views in these tests are not transformed).
    var rectInWindowForTests: Rect {
        let m = transform(to: nil)
        let a = m.project(Point(0, 0)), b = m.project(Point(bounds.width, bounds.height))
        return Rect(a.x, a.y, b.x - a.x, b.y - a.y)
    }
}

/// A request during an unwind is never dropped: the Explode button activated while the
/// explode plays backwards (the unwind) turns the unwind round, creating nothing.
@MainActor
@Suite("Requests during an unwind")
struct RequestDuringUnwindTests {
    @Test func explodeDuringTheReverseExplodeTurnsItRound() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 2\n0.6 key Enter\n1.8 key Escape\n2.0 end\n")
        let source = try #require(run.scene.window.rootViewController?.presentedViewController)
        #expect(source.traceName == "explodeSource")
        #expect(source.presentedViewController?.appearanceState == .disappearing, "the unwind is playing")
        let start = run.trace.events.count
        let button = try #require(source.view.viewWithIdentifier("explodeNow") as? Control)
        button.activate()
        try run.play(scriptText: "2.0 end\n")
        let lines = run.trace.events.dropFirst(start).map(\.description)
        #expect(source.presentedViewController?.traceName == "explodeDestination",
                "the unwind turned round: the exploded screen is back in front\n\(lines.joined(separator: "\n"))")
        #expect(Array(lines.prefix(2)) == ["explodeSource.shouldPerformSegue(segue: explode)",
                                           "home.reverse(transition: explode, to: explodeDestination)"])
        #expect(!lines.contains { $0.hasPrefix("explodeDestination.instantiate") }, "a reversal creates nothing")
        #expect(run.scene.window.runningTransitions.isEmpty)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }
}

/// The photo demo's drag down: an interactive unwind through the same public API as every
/// other interactive transition.
@MainActor
@Suite("Photo drag to dismiss")
struct PhotoDragToDismissTests {
    @Test func aShortSlowDragCancelsAndAFlickUnwinds() throws {
        let run = try ScriptedRun.demo()
        // Open a photo, drag it down a little, slowly: the flight back follows, then cancels.
        try run.play(scriptText: "0.1 key 4\n0.7 click 640 245\n1.6 drag 640 300 640 360 0.6\n3.5 end\n")
        let photos = try #require(run.scene.window.rootViewController?.presentedViewController)
        #expect(photos.traceName == "photos")
        #expect(photos.presentedViewController?.traceName == "photoDetail", "a slow, short drag cancels")
        #expect(run.trace.events.contains { $0.event == .transitionEnd && $0["completed"] == .bool(false) })
        // A quick flick down unwinds to the grid, however short.
        try run.play(scriptText: "0.1 drag 640 300 640 380 0.08\n1.5 end\n")
        #expect(photos.presentedViewController == nil, "a flick unwinds")
        #expect(run.scene.window.runningTransitions.isEmpty)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }
}
