import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Seed 003 (segmented control + transition segue) and seed 000 (rotating cube) containers,
/// including interruption (SPEC §6).
@MainActor
@Suite struct SegueContainerTests {
    static let segmented = """
    initial: segmented
    scenes:
      - id: segmented
        view:
          subviews:
            - { type: segmented, id: seg, frame: [10, 10, 200, 30], segments: [First, Second], segues: [showFirst, showSecond] }
            - { type: container, id: segmentedContainer, frame: [0, 50, 400, 250], embed: embedFirst }
      - id: first
        view: { background: red }
      - id: second
        view: { background: blue }
    segues:
      - { id: embedFirst, kind: embed, from: segmented, to: first }
      - { id: showFirst, kind: custom, class: TransitionSegue, from: segmented, to: first }
      - { id: showSecond, kind: custom, class: TransitionSegue, from: segmented, to: second }
    """

    static func loadSegmented(_ h: ControllerHarness) throws -> (ViewController, SegmentedControl, ContainerView) {
        let sb = try Storyboard.parse(segmented, path: "seg.yaml").get()
        sb.traceLog = h.log
        let vc = try #require(sb.instantiateInitialViewController())
        h.window.rootViewController = vc
        let seg = try #require(vc.view.viewWithIdentifier("seg") as? SegmentedControl)
        let container = try #require(vc.view.viewWithIdentifier("segmentedContainer") as? ContainerView)
        return (vc, seg, container)
    }

    @Test func embedSegueRunsBeforeViewDidLoad() throws {
        let h = ControllerHarness()
        _ = try Self.loadSegmented(h)
        let lines = h.lines()
        let prepare = try #require(lines.firstIndex(of: "segmented.prepareForSegue(segue: embedFirst, destination: first)"))
        let didLoad = try #require(lines.firstIndex(of: "segmented.viewDidLoad"))
        #expect(prepare < didLoad)
        #expect(lines.contains("first.didMoveToParent(parent: segmented)"))
        #expect(lines.contains("first.viewDidAppear(animated: false)"))
    }

    @Test func segmentSwitchCrossDissolvesInTheContainer() throws {
        let h = ControllerHarness()
        let (vc, seg, container) = try Self.loadSegmented(h)
        h.mark()
        seg.select(1)
        h.run(0.1)
        let running = try #require(h.window.runningTransitions.first)
        #expect(running.name == "crossDissolve" && running.container === container)
        // The transition draws inside the container's rectangle, in window coordinates.
        let frame = h.window.drawList()
        let snaps = frame.quads.filter { if case .snapshot = $0.content { return true } else { return false } }
        #expect(snaps.count == 2)
        for q in snaps {
            let c = q.projectedCorners
            #expect(abs(c[0].x - 0) < 1e-9 && abs(c[0].y - 50) < 1e-9 && abs(c[2].x - 400) < 1e-9 && abs(c[2].y - 300) < 1e-9)
        }
        #expect(frame.snapshots.count == 2)
        h.run(0.3)
        #expect(vc.children.map(\.traceName) == ["second"])
        #expect(container.subviews.count == 1 && container.subviews[0] === vc.children[0].view)
        #expect(Array(h.lines(excluding: [.viewDidLoad, .`deinit`]).prefix(6)) == [
            "segmented.shouldPerformSegue(segue: showSecond)",
            "second.instantiate(class: ViewController)",
            "segmented.segueInit(segue: showSecond, class: TransitionSegue, destination: second)",
            "segmented.prepareForSegue(segue: showSecond, destination: second)",
            "segmented.performSegue(segue: showSecond, class: TransitionSegue)",
            "first.willMoveToParent(parent: null)",
        ])
        #expect(h.violations.isEmpty)
    }

    /// 20 switches within one second end on the last selected segment, balanced, one child.
    @Test func rapidSegmentSwitchingEndsOnTheLastSelection() throws {
        let h = ControllerHarness()
        let (vc, seg, container) = try Self.loadSegmented(h)
        for i in 0..<20 {
            seg.select((i + 1) % 2)
            h.run(0.05)
            #expect(vc.children.count <= 2)
        }
        seg.select(0)
        h.run(1)
        #expect(h.window.runningTransitions.isEmpty)
        #expect(vc.children.count == 1 && vc.children[0].storyboardIdentifier == "first")
        #expect(container.subviews.count == 1 && container.subviews[0] === vc.children[0].view)
        #expect(h.violations.isEmpty, "\(h.violations)")
        // A last switch to the other segment while at rest still works.
        seg.select(1)
        h.run(0.5)
        #expect(vc.children.map(\.traceName) == ["second"])
    }

    /// Seed 000: a container of four faces turned by a RotatingSegue built in code.
    @MainActor
    final class CubeContainer: ViewController, RotatingSegueDelegate {
        var faces: [ViewController] = []
        var index = 0
        var completed = 0
        let pageControl = PageControl(frame: Rect(0, 260, 400, 40), numberOfPages: 4)
        override func viewDidLoad() {
            for i in 0..<4 {
                let f = ViewController()
                f.storyboardIdentifier = "face\(i)"
                addChild(f)
                f.view.frame = view.bounds
                if i == 0 { view.addSubview(f.view) }
                f.didMove(toParent: self)
                faces.append(f)
            }
            view.addSubview(pageControl)
        }
        @discardableResult
        func switchTo(_ newIndex: Int, forward: Bool, interactive: Bool = false) -> RotatingSegue {
            let segue = RotatingSegue(identifier: nil, source: faces[index], destination: faces[newIndex])
            segue.goesForward = forward
            segue.delegate = self
            if interactive { segue.performInteractive() } else { segue.perform() }
            return segue
        }
        func segueDidComplete(_ segue: RotatingSegue) {
            completed += 1
            if let i = faces.firstIndex(where: { $0 === segue.destination }), segue.destination.view.superview != nil {
                index = i
            }
            pageControl.currentPage = index
        }
    }

    @Test func rotatingSegueTurnsTheCubeAndCallsItsDelegate() throws {
        let h = ControllerHarness()
        let cube = CubeContainer()
        cube.storyboardIdentifier = "cube"
        cube.traceLog = h.log
        h.window.rootViewController = cube
        weak var weakSegue: RotatingSegue?
        do { weakSegue = cube.switchTo(1, forward: true) }
        h.run(0.25)
        let r = try #require(h.window.runningTransitions.first)
        #expect(r.name == "cube")
        #expect(weakSegue != nil)
        h.run(0.4)
        #expect(weakSegue == nil)
        #expect(cube.completed == 1 && cube.index == 1 && cube.pageControl.currentPage == 1)
        #expect(cube.view.subviews.filter { $0 !== cube.pageControl }.map { $0 === cube.faces[1].view } == [true])
        #expect(cube.children.count == 4)
        #expect(h.violations.isEmpty)
    }

    @Test func cancelledCubeDragRestoresTheFace() throws {
        let h = ControllerHarness()
        let cube = CubeContainer()
        cube.storyboardIdentifier = "cube"
        cube.traceLog = h.log
        h.window.rootViewController = cube
        let segue = cube.switchTo(1, forward: true, interactive: true)
        let r = try #require(segue.runningTransition)
        r.fractionComplete = 0.3
        h.run(0.1)
        r.cancel(velocity: -0.5)
        h.run(1)
        #expect(cube.index == 0 && cube.pageControl.currentPage == 0)
        #expect(cube.view.subviews.contains { $0 === cube.faces[0].view })
        #expect(!cube.view.subviews.contains { $0 === cube.faces[1].view })
        #expect(!h.lines().contains("face1.viewDidAppear(animated: true)"))
        #expect(h.violations.isEmpty)
    }

    /// A new request for where a running turn started reverses it smoothly from where it is.
    @Test func requestForTheSourceReversesTheRunningTurn() throws {
        let h = ControllerHarness()
        let cube = CubeContainer()
        cube.traceLog = h.log
        h.window.rootViewController = cube
        cube.switchTo(1, forward: true)
        h.run(0.2)
        let r = try #require(h.window.runningTransitions.first)
        let p = r.visualProgress
        #expect(p > 0.2 && p < 0.8)
        let back = RotatingSegue(identifier: nil, source: cube.faces[1], destination: cube.faces[0])
        back.perform()
        h.clock.advance(by: 1.0 / 60)
        h.window.update()
        #expect(!r.isHeadingToEnd && r.visualProgress < p + 0.05)
        h.run(1)
        #expect(cube.view.subviews.contains { $0 === cube.faces[0].view })
        #expect(!cube.view.subviews.contains { $0 === cube.faces[1].view })
        #expect(h.violations.isEmpty)
    }
}

/// Seed 003's own structure: the segmented control belongs to the outer screen, the
/// transition segues to the container controller embedded in it.
@MainActor
@Suite struct EmbeddedSegueOwnerTests {
    static let storyboard = """
    initial: outer
    scenes:
      - id: outer
        view:
          subviews:
            - { type: segmented, id: seg, frame: [0, 0, 400, 40], segments: [First, Second], segues: [showFirst, showSecond] }
            - { type: container, id: host, frame: [0, 50, 400, 250], embed: embedContainer }
      - id: inner
        view:
          subviews:
            - { type: container, id: childHost, frame: [0, 0, 400, 250], embed: embedFirst }
      - { id: first, view: { background: red } }
      - { id: second, view: { background: blue } }
    segues:
      - { id: embedContainer, kind: embed, from: outer, to: inner }
      - { id: embedFirst, kind: embed, from: inner, to: first }
      - { id: showFirst, kind: custom, class: TransitionSegue, from: inner, to: first }
      - { id: showSecond, kind: custom, class: TransitionSegue, from: inner, to: second }
    """

    @Test func aControlRunsASegueOfAnEmbeddedController() throws {
        let h = ControllerHarness()
        let sb = try Storyboard.parse(Self.storyboard, path: "seed003.yaml").get()
        sb.traceLog = h.log
        let outer = try #require(sb.instantiateInitialViewController())
        h.window.rootViewController = outer
        let inner = try #require(outer.children.first)
        #expect(inner.traceName == "inner" && inner.children.map(\.traceName) == ["first"])
        h.mark()
        let seg = try #require(outer.view.viewWithIdentifier("seg") as? SegmentedControl)
        seg.select(1)
        h.run(1)
        #expect(inner.children.map(\.traceName) == ["second"])
        let lines = h.lines(excluding: [.viewDidLoad])
        #expect(Array(lines.prefix(5)) == [
            "inner.shouldPerformSegue(segue: showSecond)",
            "second.instantiate(class: ViewController)",
            "inner.segueInit(segue: showSecond, class: TransitionSegue, destination: second)",
            "inner.prepareForSegue(segue: showSecond, destination: second)",
            "inner.performSegue(segue: showSecond, class: TransitionSegue)",
        ])
        #expect(h.violations.isEmpty)
    }

    @Test func aSegueOfAnUnrelatedSceneIsStillRefused() {
        let bad = Self.storyboard.replacingOccurrences(of: "from: inner, to: second", with: "from: first, to: second")
            .replacingOccurrences(of: "- { id: first, view: { background: red } }", with: "- { id: first, view: { background: red } }\n  - { id: other, view: { background: red } }")
            .replacingOccurrences(of: "from: first, to: second", with: "from: other, to: second")
        guard case .failure(let e) = Storyboard.parse(bad, path: "bad.yaml") else { Issue.record("no error"); return }
        let problems = e.diagnostics.map(\.description)
        #expect(problems.contains { $0.contains("starts from scene 'other'") }, "\(problems)")
    }
}
