import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Random input storms: whatever the order and timing of clicks, keys and resizes, the
/// controller tree stays consistent (SPEC §6 and §8).
@MainActor
@Suite struct ControllersStormTests {
    static let storyboard = """
    initial: home
    scenes:
      - id: home
        unwind: [backHome]
        view:
          subviews:
            - { type: button, frame: [10, 10, 120, 40], title: Segmented, segue: toSegmented }
            - { type: button, frame: [10, 60, 120, 40], title: Navigation, segue: toNav }
            - { type: button, frame: [10, 110, 120, 40], title: Explode, segue: toExplode }
      - id: segmented
        escape: backHome
        view:
          subviews:
            - { type: segmented, frame: [10, 10, 300, 30], segments: [First, Second], segues: [showFirst, showSecond] }
            - { type: container, id: box, frame: [0, 50, 400, 250], autoresizing: [flexibleSize], embed: embedFirst }
      - id: first
        view: { background: red }
      - id: second
        view: { background: blue }
      - id: nav
        class: NavigationController
        root: level1
      - id: level1
        view:
          subviews:
            - { type: button, frame: [10, 10, 120, 40], title: Push, segue: toLevel2 }
            - { type: button, frame: [10, 60, 120, 40], title: Home, unwind: backHome }
      - id: level2
        view:
          subviews:
            - { type: button, frame: [10, 10, 120, 40], title: Home, unwind: backHome }
      - id: boom
        escape: backHome
        view: { background: orange }
    segues:
      - { id: toSegmented, kind: present, from: home, to: segmented }
      - { id: toNav, kind: present, from: home, to: nav }
      - { id: toExplode, kind: custom, class: ExplodeSegue, from: home, to: boom }
      - { id: embedFirst, kind: embed, from: segmented, to: first }
      - { id: showFirst, kind: custom, class: TransitionSegue, from: segmented, to: first }
      - { id: showSecond, kind: custom, class: TransitionSegue, from: segmented, to: second }
      - { id: toLevel2, kind: push, from: level1, to: level2 }
    """

    @MainActor
    struct RNG {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func double() -> Double { Double(next() % 10_000) / 10_000 }
    }

    @Test(arguments: Array(1...12))
    func stormKeepsTheTreeConsistent(seed: Int) throws {
        let h = ControllerHarness()
        let sb = try Storyboard.parse(Self.storyboard, path: "storm.yaml").get()
        sb.traceLog = h.log
        let home = try #require(sb.instantiateInitialViewController())
        h.window.rootViewController = home
        var rng = RNG(state: UInt64(seed) * 7919)
        let keys: [Key] = [.tab, .enter, .space, .escape, .left, .right, .backspace, Key("1")]
        for step in 0..<600 {
            switch rng.int(11) {
            case 0...3:
                h.window.handle(.keyDown(keys[rng.int(keys.count)], rng.int(4) == 0 ? [.shift] : []))
            case 4...6:
                let p = Point(rng.double() * h.window.size.width, rng.double() * h.window.size.height)
                h.window.handle(.mouseDown(p, .left))
                if rng.int(3) == 0 { h.clock.advance(by: 0.05); h.window.handle(.mouseMove(Point(p.x + 5, p.y))) }
                h.window.handle(.mouseUp(p, .left))
            case 8:
                // A drag from the left edge (swipe back), released after a while.
                let y = rng.double() * h.window.size.height
                h.window.handle(.mouseDown(Point(2, y), .left))
                for _ in 0..<rng.int(6) {
                    h.clock.advance(by: rng.double() * 0.05)
                    h.window.handle(.mouseMove(Point(rng.double() * h.window.size.width, y)))
                    _ = h.window.drawList()
                }
                h.window.handle(.mouseUp(Point(rng.double() * h.window.size.width, y), .left))
            case 7:
                h.window.handle(.resize(Size(300 + Double(rng.int(500)), 200 + Double(rng.int(400)))))
            default:
                break
            }
            h.clock.advance(by: rng.double() * 0.15)
            _ = h.window.drawList()
            if step % 50 == 49 {
                // Let everything settle, then check the invariants at rest.
                h.run(2)
                try checkAtRest(h, home)
            }
        }
        h.run(2)
        try checkAtRest(h, home)
    }

    func checkAtRest(_ h: ControllerHarness, _ home: ViewController) throws {
        #expect(h.window.runningTransitions.isEmpty)
        let violations = h.violations
        #expect(violations.isEmpty, "\(violations.prefix(5))")
        // One child on screen per container; every on-screen controller appeared.
        var stack = [h.window.rootView]
        while let v = stack.popLast() {
            #expect(v.compositorOverride == nil)
            if v is ContainerView { #expect(v.subviews.count == 1, "container shows exactly one child") }
            if let vc = v.owningController { #expect(vc.appearanceState == .appeared, "\(vc.traceName) on screen but \(vc.appearanceState)") }
            stack += v.subviews
        }
        // The front screen is the only full-screen view in the window.
        #expect(h.window.rootView.subviews.count == 1)
        if h.window.rootView.subviews.count != 1 || !violations.isEmpty, ProcessInfo.processInfo.environment["STORM_DEBUG"] != nil {
            // Set STORM_DEBUG=1 to see what led to a failure.
            print(h.log.events.suffix(140).map { String(format: "%.3f ", $0.time) + $0.description }.joined(separator: "\n"))
            print("ROOT SUBVIEWS", h.window.rootView.subviews.map { $0.owningController?.traceName ?? "?" }, violations)
        }
        if let seg = h.window.frontmostViewController?.view.descendants.first(where: { $0 is SegmentedControl }) as? SegmentedControl,
           let front = h.window.frontmostViewController {
            let shown = front.children.first?.storyboardIdentifier
            #expect(shown == (seg.selectedSegmentIndex == 0 ? "first" : "second"), "the container shows the selected segment")
        }
    }
}
