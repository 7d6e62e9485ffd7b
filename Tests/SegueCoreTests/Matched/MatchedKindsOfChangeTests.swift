import Foundation
import Testing
@testable import SegueCore

/// Every quad of `colour` in a frame, its snapshots' contents included.
func quads(of colour: Color, in list: DrawList) -> [Quad] {
    list.quads.filter { $0.content == .color(colour) }
        + list.snapshots.flatMap { $0.contents.quads.filter { $0.content == .color(colour) } }
}

/// The window rect a quad drawn directly in the frame covers.
func coveredRect(_ q: Quad) -> Rect {
    let c = q.projectedCorners
    let xs = c.map(\.x), ys = c.map(\.y)
    return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
}

/// Matched elements fly for every kind of change drawn from snapshots, not only presentations:
/// a navigation push and its pop, and a container's child swap.
@MainActor
@Suite struct MatchedKindsOfChangeTests {
    static let colour = Color(red: 0.1, green: 0.8, blue: 0.3)

    func box(_ frame: Rect) -> View {
        let v = View(frame: frame)
        v.backgroundColor = Self.colour
        v.transitionID = "box"
        return v
    }

    func boxQuads(_ list: DrawList) -> [Quad] { quads(of: Self.colour, in: list) }
    func rect(_ q: Quad) -> Rect { coveredRect(q) }

    func windowRect(_ v: View) -> Rect { v.superview!.transform(to: nil).boundingBox(of: v.frame) }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// Plays the running transition to its end, checking each frame: one box, where the
    /// straight path from `from` to `to` puts it at the frame's visual progress.
    func fly(_ h: ControllerHarness, from: Rect, to: Rect, _ label: String) throws {
        let running = try #require(h.window.runningTransitions.last, "\(label): nothing runs")
        var frames = 0
        while !running.hasEnded {
            let list = h.window.drawList()
            let quads = boxQuads(list)
            #expect(quads.count == 1, "\(label) frame \(frames)")
            if let q = quads.first { #expect(close(rect(q), Rect.lerp(from, to, running.visualProgress)), "\(label) frame \(frames)") }
            h.clock.advance(by: 1.0 / 60); frames += 1
        }
        #expect(frames > 5, "\(label)")
        #expect(boxQuads(h.window.drawList()).count == 1, "\(label) at rest")
    }

    @Test func aPushAndItsPop() throws {
        let h = ControllerHarness()
        let a = h.vc("a"), b = h.vc("b")
        let nav = NavigationController(rootViewController: a)
        nav.traceLog = h.log
        h.window.rootViewController = nav
        _ = h.window.drawList()
        let small = box(Rect(10, 10, 40, 40)), big = box(Rect(100, 60, 200, 120))
        a.view.addSubview(small); b.view.addSubview(big)
        let start = windowRect(small)
        nav.pushViewController(b, animated: true)
        b.view.layoutIfNeeded()
        let end = windowRect(big)
        try fly(h, from: start, to: end, "push")
        #expect(h.log.events.contains { $0.event == .transitionBegin && $0["matched"] == .strings(["box"]) })
        nav.popViewController(animated: true)
        try fly(h, from: start, to: end, "pop")
        #expect(nav.viewControllers.count == 1)
        #expect(h.log.events.filter { $0.event == .transitionBegin && $0["matched"] == .strings(["box"]) }.count == 2)
    }

    @Test func aChildSwap() throws {
        let h = ControllerHarness()
        let parent = h.vc("parent"), a = h.vc("a"), b = h.vc("b")
        h.window.rootViewController = parent
        for c in [a, b] { c.view.frame = Rect(50, 40, 300, 200) }
        parent.addChild(a); parent.view.addSubview(a.view); a.didMove(toParent: parent)
        parent.addChild(b)
        let small = box(Rect(0, 0, 30, 30)), big = box(Rect(100, 100, 150, 60))
        a.view.addSubview(small); b.view.addSubview(big)
        let start = windowRect(small)
        parent.transition(from: a, to: b, duration: 0.4, options: .transitionCrossDissolve)
        // b's view sits where a's was: its box lands at b's own place in the container.
        let end = Rect(50 + 100, 40 + 100, 150, 60)
        try fly(h, from: start, to: end, "swap")
        #expect(close(windowRect(big), end))
    }
}
