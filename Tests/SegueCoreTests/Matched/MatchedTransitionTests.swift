import Foundation
import Testing
@testable import SegueCore

/// Matched elements in a real window: a view with the same `transitionID` on both screens flies
/// as one element above a presentation, is never drawn twice or missing in any frame, turns
/// round when the transition is reversed, follows an interactive dismissal, and is traced.
@MainActor
@Suite struct MatchedTransitionTests {
    static let boxColor = Color(red: 0.2, green: 0.4, blue: 0.9)
    static let small = Rect(20, 100, 75, 75)
    static let wide = Rect(0, 200, 400, 100)

    /// A root screen with a small box and a modal screen with a wide box, both `blue`, and a
    /// `fade translate(0, -50)` title on the modal screen only.
    func setup() -> (ControllerHarness, ViewController, ViewController, View, View, View) {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        let a = View(frame: Self.small)
        a.backgroundColor = Self.boxColor; a.cornerRadius = 20; a.transitionID = "blue"
        a.transitionModifiers = [.arc]
        root.view.addSubview(a)
        let b = View(frame: Self.wide)
        b.backgroundColor = Self.boxColor; b.transitionID = "blue"
        modal.view.addSubview(b)
        let title = View(frame: Rect(100, 20, 200, 40))
        title.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.1)
        title.transitionModifiers = TransitionModifier.list("fade translate(0, -50)")
        modal.view.addSubview(title)
        modal.modalTransition = CrossDissolve(duration: 0.5)
        return (h, root, modal, a, b, title)
    }

    /// How many quads of the box's colour a frame holds, its snapshots' contents included.
    func boxCount(_ list: DrawList) -> Int {
        func count(_ l: DrawList) -> Int {
            l.quads.filter { $0.content == .color(Self.boxColor) }.count
        }
        return count(list) + list.snapshots.map { count($0.contents) }.reduce(0, +)
    }

    /// The rectangle the box covers in a frame drawn while the transition runs.
    func boxRect(_ list: DrawList) -> Rect? {
        guard let q = list.quads.first(where: { $0.content == .color(Self.boxColor) }) else { return nil }
        let c = q.projectedCorners
        let xs = c.map(\.x), ys = c.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
            && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// The element's expected rect at visual progress `p`: Hero's arc from the small box to the wide one.
    func expected(_ p: Double) -> Rect {
        let pair = MatchedPair(id: "blue", source: ElementState(frame: Self.small), destination: ElementState(frame: Self.wide), arc: 1)
        let c = pair.center(at: p)
        let r = Rect.lerp(Self.small, Self.wide, p)
        return Rect(c.x - r.width / 2, c.y - r.height / 2, r.width, r.height)
    }

    @Test func everyFrameOfAPresentationHoldsTheElementExactlyOnce() throws {
        let (h, root, modal, a, b, _) = setup()
        #expect(boxCount(h.window.drawList()) == 1)
        root.present(modal, animated: true)
        let running = try #require(h.window.runningTransitions.first)
        var frames = 0
        while !running.hasEnded {
            let list = h.window.drawList()
            #expect(boxCount(list) == 1, "frame \(frames) at progress \(running.visualProgress)")
            #expect(close(boxRect(list), expected(running.visualProgress)), "frame \(frames)")
            frames += 1
            h.clock.advance(by: 1.0 / 60)
        }
        #expect(frames >= 30)
        let rest = h.window.drawList()
        #expect(boxCount(rest) == 1)
        #expect(close(boxRect(rest), Self.wide))
        #expect(!a.isDrawnByTransition && !b.isDrawnByTransition)
        #expect(h.lines().contains("root.transitionBegin(transition: crossDissolve, matched: [blue])"))
        let begin = try #require(h.log.events.first { $0.event == .transitionBegin })
        #expect(begin.jsonLine.hasSuffix(#""transition":"crossDissolve","matched":["blue"]}"#))
        #expect(TraceEvent(jsonLine: begin.jsonLine)?["matched"] == .strings(["blue"]))
    }

    @Test func aModifiedViewFadesAndMovesInWithItsScreen() throws {
        let (h, root, modal, _, _, title) = setup()
        let red = Color(red: 0.9, green: 0.1, blue: 0.1)
        root.present(modal, animated: true)
        let running = try #require(h.window.runningTransitions.first)
        h.clock.advance(by: 0.25)
        let list = h.window.drawList()
        let p = running.visualProgress
        #expect(p > 0.1 && p < 0.9)
        let q = try #require(list.quads.first { $0.content == .color(red) })
        // Arriving: from 50 points up and transparent to its place, opaque.
        #expect(abs(q.opacity - p) < 1e-9)
        #expect(abs(q.projectedCorners[0].y - (20 - 50 * (1 - p))) < 1e-9)
        // The modal screen's snapshot leaves it out.
        #expect(list.snapshots.allSatisfy { s in !s.contents.quads.contains { $0.content == .color(red) } })
        h.run(1)
        #expect(!title.isDrawnByTransition)
    }

    @Test func reversedMidFlightTheElementFliesBack() throws {
        let (h, root, modal, a, b, _) = setup()
        root.present(modal, animated: true)
        let running = try #require(h.window.runningTransitions.first)
        h.run(0.2)
        let turnedAt = running.visualProgress
        #expect(turnedAt > 0.1 && turnedAt < 0.9)
        running.reverse()
        var last = turnedAt
        while !running.hasEnded {
            h.clock.advance(by: 1.0 / 60)
            let list = h.window.drawList()
            if running.hasEnded { break }
            #expect(running.visualProgress <= last + 1e-12, "heading back")
            last = running.visualProgress
            #expect(boxCount(list) == 1)
            #expect(close(boxRect(list), expected(running.visualProgress)))
        }
        let rest = h.window.drawList()
        #expect(root.presentedViewController == nil)
        #expect(boxCount(rest) == 1)
        #expect(close(boxRect(rest), Self.small), "back in its square")
        #expect(!a.isDrawnByTransition && !b.isDrawnByTransition)
        #expect(h.lines().contains("root.transitionEnd(transition: crossDissolve, completed: false)"))
    }

    @Test func anInteractiveDismissalScrubsTheElementAndCancelsOrFinishes() throws {
        let (h, root, modal, a, b, _) = setup()
        root.present(modal, animated: false)
        for finishing in [false, true] {
            let dismissal = try #require(ViewController.beginInteractive { modal.dismiss(animated: true) })
            #expect(h.log.events.last { $0.event == .transitionBegin }?["matched"] == .strings(["blue"]))
            for f in [0.2, 0.6, 0.3] {
                dismissal.update(f)
                let list = h.window.drawList()
                // Dismissing plays the presentation backwards: the wide bar shrinks to the square.
                #expect(abs(dismissal.transition.visualProgress - (1 - f)) < 1e-9)
                #expect(boxCount(list) == 1)
                #expect(close(boxRect(list), expected(1 - f)), "at \(f)")
            }
            if finishing { dismissal.finish() } else { dismissal.cancel() }
            h.run(1)
            let rest = h.window.drawList()
            #expect(boxCount(rest) == 1)
            #expect(close(boxRect(rest), finishing ? Self.small : Self.wide))
            #expect((root.presentedViewController === modal) == !finishing)
            #expect(!a.isDrawnByTransition && !b.isDrawnByTransition)
        }
        #expect(h.violations.isEmpty)
    }

    @Test func twoTransitionsFlyingOneViewGiveItBackOnlyWhenBothEnd() {
        let v = View(frame: Rect(0, 0, 10, 10))
        let a = MatchedViewSet(from: nil, to: nil, presenting: true)
        #expect(a.isEmpty)
        v.transitionDrawCount += 1; v.transitionDrawCount += 1
        v.transitionDrawCount -= 1
        #expect(v.isDrawnByTransition, "one transition still draws it")
        v.transitionDrawCount -= 1
        #expect(!v.isDrawnByTransition)
    }

    @Test func viewsWithoutAPartnerAreNotMatched() throws {
        let (h, root, modal, _, b, _) = setup()
        b.transitionID = "other"
        root.present(modal, animated: true)
        #expect(h.lines().contains("root.transitionBegin(transition: crossDissolve)"))
        let running = try #require(h.window.runningTransitions.first)
        h.clock.advance(by: 0.2)
        let list = h.window.drawList()
        #expect(running.visualProgress > 0)
        // Each box stays in its own screen's snapshot, cross-dissolving with it.
        #expect(boxCount(list) == 2)
        h.run(1)
    }
}

/// `cascade` on a superview starts its modified subviews one after another.
@MainActor
@Suite struct MatchedCascadeTests {
    @Test func cascadeDelaysEachSubviewInOrder() throws {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        let list = View(frame: Rect(0, 0, 400, 300))
        list.transitionModifiers = TransitionModifier.list("cascade(0.1, bottomToTop)")
        let colours = (0..<3).map { Color(red: 0.1 * Double($0 + 1), green: 0.5, blue: 0.5) }
        for (i, c) in colours.enumerated() {
            let row = View(frame: Rect(0, Double(i) * 50, 400, 40))
            row.backgroundColor = c
            row.transitionModifiers = [.fade]
            list.addSubview(row)
        }
        modal.view.addSubview(list)
        modal.modalTransition = CrossDissolve(duration: 0.5)
        root.present(modal, animated: true)
        let running = try #require(h.window.runningTransitions.first)
        h.clock.advance(by: 0.3)
        let frame = h.window.drawList()
        let p = running.visualProgress
        // Bottom to top: the last row starts at once, the others 0.1 s (a fifth) apart.
        for (i, c) in colours.enumerated() {
            let start = Double(2 - i) * 0.2
            let expected = min(max((p - start) / (1 - start), 0), 1)
            let opacity = frame.quads.first { $0.content == .color(c) }?.opacity ?? 0
            #expect(abs(opacity - expected) < 1e-9, "row \(i) at progress \(p)")
        }
        h.run(1)
    }
}
