import Foundation
import Testing
@testable import SegueCore

/// A custom container written the way the seeds write one: every child added up front, one
/// shown, swaps made with `transition(from:to:…)` and nothing else (no queue of its own).
@MainActor
final class SwapContainer: ViewController {
    /// The child the container was last asked to show.
    private(set) var requested: ViewController?

    /// Asks for `child` with a cross-dissolve, from the child last asked for.
    func show(_ child: ViewController, duration: Double = 0.3) {
        guard let from = requested ?? children.first, from !== child else { return }
        requested = child
        transition(from: from, to: child, duration: duration, options: [.transitionCrossDissolve])
    }

    /// The children whose views are in the container's view.
    var shown: [ViewController] { children.filter { $0.viewIfLoaded?.superview === view } }

    static func make(_ h: ControllerHarness, children names: [String]) -> (SwapContainer, [ViewController]) {
        let c = SwapContainer()
        c.storyboardIdentifier = "container"
        c.traceLog = h.log
        let kids = names.map { h.vc($0) }
        for (i, k) in kids.enumerated() {
            c.addChild(k)
            if i == 0 {
                k.view.frame = Rect(0, 0, 400, 300)
                c.view.addSubview(k.view)
            }
            k.didMove(toParent: c)
        }
        return (c, kids)
    }
}

/// The transition queue every container has (docs/controllers.md): one transition at a
/// time, a request for the screen being left reverses the running one, others wait (a new
/// child swap replacing those waiting: `ControllersQueuePolicyTests`) — for a custom
/// container through the public API alone.
@MainActor
@Suite struct ControllersQueueTests {
    @Test func aSecondRequestWaitsAndPlaysAfterTheFirst() {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b", "c"])
        h.window.rootViewController = c
        h.mark()
        c.show(k[1])
        h.run(0.1)
        c.show(k[2])
        #expect(h.window.runningTransitions.count == 1, "one transition at a time")
        h.run(1)
        #expect(h.lines(excluding: [.viewDidLoad]) == [
            "a.viewWillDisappear(animated: true)",
            "b.viewWillAppear(animated: true)",
            "container.transitionBegin(transition: crossDissolve)",
            "container.queued(to: c, position: 1.0000)",
            "container.transitionEnd(transition: crossDissolve, completed: true)",
            "a.viewDidDisappear(animated: true)",
            "b.viewDidAppear(animated: true)",
            "b.viewWillDisappear(animated: true)",
            "c.viewWillAppear(animated: true)",
            "container.transitionBegin(transition: crossDissolve)",
            "container.transitionEnd(transition: crossDissolve, completed: true)",
            "b.viewDidDisappear(animated: true)",
            "c.viewDidAppear(animated: true)",
        ])
        #expect(c.shown.map(\.traceName) == ["c"])
        #expect(h.violations.isEmpty)
    }

    @Test func askingForTheScreenBeingLeftReversesFromWhereItIs() throws {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b"])
        h.window.rootViewController = c
        h.mark()
        c.show(k[1])
        h.run(0.1)
        let running = try #require(c.activeTransition)
        let progress = running.driver.progress
        c.show(k[0])
        #expect(running.state == .cancelling)
        h.run(0.02)
        #expect(running.driver.progress < progress, "it turns round from where it was, not from the start")
        h.run(1)
        #expect(h.lines(excluding: [.viewDidLoad]) == [
            "a.viewWillDisappear(animated: true)",
            "b.viewWillAppear(animated: true)",
            "container.transitionBegin(transition: crossDissolve)",
            "container.reverse(transition: crossDissolve, to: a)",
            "b.viewWillDisappear(animated: true)",
            "a.viewWillAppear(animated: true)",
            "container.transitionEnd(transition: crossDissolve, completed: false)",
            "b.viewDidDisappear(animated: true)",
            "a.viewDidAppear(animated: true)",
        ])
        #expect(c.shown.map(\.traceName) == ["a"])
        #expect(h.violations.isEmpty)
    }

    /// 50 random rapid swaps: balanced callbacks, never two transitions at once, and the
    /// container ends on the last request with exactly one child on screen.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func fiftyRandomRapidSwapsStayBalancedAndEndOnTheLastRequest(seed: UInt64) {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b", "c", "d"])
        h.window.rootViewController = c
        var rng = SplitMix(seed: seed)
        var last = k[0]
        var most = 0
        for _ in 0..<50 {
            let target = k[Int(rng.next() % 4)]
            c.show(target, duration: [0, 0.2, 0.3, 0.5][Int(rng.next() % 4)])
            last = c.requested ?? last
            let frames = Int(rng.next() % 12)
            for _ in 0..<frames {
                h.clock.advance(by: 1.0 / 60)
                _ = h.window.drawList()
                most = max(most, h.window.runningTransitions.count)
            }
        }
        h.run(40)
        #expect(most <= 1, "never two transitions at once")
        #expect(h.window.runningTransitions.isEmpty)
        #expect(c.shown.count == 1 && c.shown.first === last, "ends on the last request")
        #expect(c.queuedTransitionTargets.isEmpty)
        #expect(h.violations.isEmpty, "\(h.violations)")
        let appeared = k.filter { $0.appearanceState == .appeared }
        #expect(appeared.count == 1 && appeared.first === last)
    }

    /// A container leaving the screen brings its own running transition to rest first: the
    /// swap ends before the container's `viewWillDisappear`, and nothing is left half-way.
    @Test func aContainerLeavingTheScreenBringsItsSwapToRest() {
        let h = ControllerHarness()
        let root = h.vc("root")
        h.window.rootViewController = root
        let (c, k) = SwapContainer.make(h, children: ["a", "b", "c"])
        root.present(c, animated: false)
        c.show(k[1])
        h.run(0.1)
        c.show(k[2])
        h.mark()
        c.dismiss(animated: true)
        h.run(1)
        let lines = h.lines()
        let ended = lines.firstIndex(of: "container.transitionEnd(transition: crossDissolve, completed: true)")
        let leaves = lines.firstIndex(of: "container.viewWillDisappear(animated: true)")
        #expect(ended != nil && leaves != nil && ended! < leaves!, "\(lines)")
        #expect(h.window.runningTransitions.isEmpty)
        #expect(c.shown.count == 1)
        #expect(k.allSatisfy { $0.appearanceState == .disappeared })
        #expect(h.violations.isEmpty, "\(h.violations)")
    }

    /// UIKit animates each view of a swap in its own frame.
    @Test func eachViewOfASwapIsDrawnInItsOwnFrame() {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b"])
        h.window.rootViewController = c
        k[0].view.frame = Rect(0, 0, 200, 100)
        k[1].view.frame = Rect(50, 120, 100, 150)
        c.show(k[1])
        h.run(0.1)
        let list = h.window.drawList()
        let snaps = list.quads.filter { if case .snapshot = $0.content { return true } else { return false } }
        #expect(snaps.count == 2)
        let rects = snaps.map { q -> Rect in
            let p = q.projectedCorners
            return Rect(p[0].x, p[0].y, p[2].x - p[0].x, p[2].y - p[0].y)
        }
        func near(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        }
        #expect(rects.contains { near($0, Rect(0, 0, 200, 100)) }, "\(rects)")
        #expect(rects.contains { near($0, Rect(50, 120, 100, 150)) }, "\(rects)")
    }

    /// The running transition's state is read from its driver.
    @Test func runningTransitionStateFollowsItsDriver() throws {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b"])
        h.window.rootViewController = c
        let swap = try #require(ViewController.beginInteractive { c.show(k[1]) })
        #expect(swap.state == .interactive)
        swap.update(0.5)
        swap.finish()
        #expect(swap.state == .animating)
        c.show(k[0])
        #expect(swap.state == .cancelling)
        h.run(1)
        #expect(swap.state == .ended)
        #expect(h.violations.isEmpty)
    }
}

/// A small deterministic random number generator for reproducible storms.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
