import Foundation
import Testing
@testable import SegueCore

/// Matched elements across tab switches (quick ones too), image views morphing their crop, and
/// Hero's `forceAnimate`, `beginWith` and `useNoSnapshot`.
@MainActor
@Suite struct MatchedOptionsTests {
    static let colour = Color(red: 0.9, green: 0.5, blue: 0.1)

    func box(_ frame: Rect, id: String = "box") -> View {
        let v = View(frame: frame)
        v.backgroundColor = Self.colour
        v.transitionID = id
        return v
    }

    func boxQuads(_ list: DrawList) -> [Quad] { quads(of: Self.colour, in: list) }
    func rect(_ q: Quad) -> Rect { coveredRect(q) }

    func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func aTabSwitchFliesTheElementAndQuickSwitchesLeaveNoTrace() throws {
        let h = ControllerHarness()
        let tabs = TabBarController()
        tabs.traceLog = h.log
        let frames = [Rect(20, 20, 40, 40), Rect(200, 100, 160, 80), Rect(40, 180, 300, 40)]
        let children = frames.enumerated().map { i, f -> ViewController in
            let c = h.vc("tab\(i)")
            c.view.addSubview(box(f))
            return c
        }
        tabs.viewControllers = children
        tabs.tabTransition = CrossDissolve(duration: 0.4)
        h.window.rootViewController = tabs
        _ = h.window.drawList()
        // One switch: the box flies from its place on the first tab to its place on the second.
        tabs.selectedIndex = 1
        let running = try #require(h.window.runningTransitions.last)
        var count = 0
        while !running.hasEnded {
            let quads = boxQuads(h.window.drawList())
            #expect(quads.count == 1, "frame \(count)")
            if let q = quads.first { #expect(close(rect(q), Rect.lerp(frames[0], frames[1], running.visualProgress))) }
            h.clock.advance(by: 1.0 / 60); count += 1
        }
        #expect(count > 10)
        #expect(h.log.events.contains { $0.event == .transitionBegin && $0["matched"] == .strings(["box"]) })
        // Three switches asked for within a tenth of a second: they queue, no frame shows the
        // box twice or not at all, and the last tab asked for is the one left on screen.
        tabs.selectedIndex = 2
        h.run(0.05)
        tabs.selectedIndex = 0
        h.run(0.05)
        tabs.selectedIndex = 1
        for i in 0..<120 {
            h.clock.advance(by: 1.0 / 60)
            #expect(boxQuads(h.window.drawList()).count == 1, "quick switches, frame \(i)")
        }
        #expect(h.window.runningTransitions.isEmpty)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === children[1])
        let onScreen = children.filter { $0.viewIfLoaded?.window != nil }
        #expect(onScreen.count == 1 && onScreen.first === children[1])
        for c in children { #expect(!c.view.subviews[0].isDrawnByTransition, "every box given back to its screen") }
        let list = h.window.drawList()
        #expect(boxQuads(list).count == 1)
        if let q = boxQuads(list).first { #expect(close(rect(q), frames[1])) }
    }

    @Test func anImageViewMorphsItsCropInsteadOfStretching() throws {
        let h = ControllerHarness()
        h.window.imageSize = { _ in Size(200, 200) }
        let root = h.vc("grid"), detail = h.vc("photo")
        h.window.rootViewController = root
        // A 100×50 aspect-fill thumbnail shows the middle half of the square image; the detail
        // shows all of it aspect-fit in 400×300, a 300×300 square in the middle.
        let thumb = ImageView(frame: Rect(10, 10, 100, 50), image: "p.png", contentMode: .aspectFill)
        thumb.transitionID = "photo"
        root.view.addSubview(thumb)
        let big = ImageView(frame: Rect(0, 0, 400, 300), image: "p.png", contentMode: .aspectFit)
        big.transitionID = "photo"
        detail.view.addSubview(big)
        detail.modalTransition = CrossDissolve(duration: 0.5)
        root.present(detail, animated: true)
        let running = try #require(h.window.runningTransitions.first)
        var checked = 0
        while !running.hasEnded {
            let list = h.window.drawList()
            let images = list.quads.filter { $0.content == .image("p.png") }
            let inSnapshots = list.snapshots.flatMap { $0.contents.quads.filter { $0.content == .image("p.png") } }
            #expect(images.count + inSnapshots.count == 1)
            // (At the very end the detail screen itself is drawn, its image aspect-fit in it.)
            if let q = images.first, running.visualProgress < 1 {
                let p = running.visualProgress
                #expect(close(rect(q), Rect.lerp(Rect(10, 10, 100, 50), Rect(50, 0, 300, 300), p)), "at \(p)")
                // Drawn at its size, not stretched by its transform, with the crop opening up.
                #expect(close(Rect(size: q.size), Rect(size: rect(q).size)))
                #expect(close(q.contentsRect, Rect.lerp(Rect(0, 0.25, 1, 0.5), Rect(0, 0, 1, 1), p)))
                checked += 1
            }
            h.clock.advance(by: 1.0 / 60)
        }
        #expect(checked > 10)
    }

    @Test func viewsOutsideTheScreenTakePartOnlyWithForceAnimate() {
        let a = View(frame: Rect(0, 0, 400, 300)), b = View(frame: Rect(0, 0, 400, 300))
        let away = box(Rect(500, 10, 40, 40), id: "away")
        let partner = box(Rect(10, 10, 40, 40), id: "away")
        a.addSubview(away); b.addSubview(partner)
        // A view that changes nothing takes part only when forced.
        let still = View(frame: Rect(100, 100, 20, 20))
        still.transitionModifiers = TransitionModifier.list("zPosition(3)")
        b.addSubview(still)
        var set = MatchedViewSet(from: a, to: b, presenting: true)
        #expect(set.ids.isEmpty && set.modified.isEmpty)
        away.transitionModifiers = [.forceAnimate]
        still.transitionModifiers = TransitionModifier.list("zPosition(3) forceAnimate")
        set = MatchedViewSet(from: a, to: b, presenting: true)
        #expect(set.ids == ["away"])
        #expect(set.modified.count == 1 && set.modified.first?.view === still)
        // A forced view that changes nothing stays where it is, drawn above the screens.
        let elements = set.elements(fromOffset: Point(0, 0), toOffset: Point(0, 0), duration: 0.5)
        #expect(elements.modified.first?.zPosition == 3)
        #expect(elements.modified.first?.rest.frame == elements.modified.first?.modified.frame)
    }

    @Test func beginWithChangesEachViewsOwnEnd() throws {
        let a = View(frame: Rect(0, 0, 400, 300)), b = View(frame: Rect(0, 0, 400, 300))
        let leaving = View(frame: Rect(10, 10, 40, 40))
        leaving.backgroundColor = .red
        leaving.transitionModifiers = TransitionModifier.list("translate(100, 0) beginWith(scale(2))")
        let arriving = View(frame: Rect(200, 10, 40, 40))
        arriving.backgroundColor = .blue
        arriving.transitionModifiers = TransitionModifier.list("fade beginWith(opacity(0.5))")
        let from = box(Rect(10, 100, 40, 40)), to = box(Rect(200, 100, 80, 80))
        from.transitionModifiers = TransitionModifier.list("beginWith(opacity(0.3))")
        a.addSubview(leaving); a.addSubview(from)
        b.addSubview(arriving); b.addSubview(to)
        let e = MatchedViewSet(from: a, to: b, presenting: true)
            .elements(fromOffset: Point(0, 0), toOffset: Point(0, 0), duration: 0.5)
        let out = try #require(e.modified.first { !$0.isAppearing })
        let into = try #require(e.modified.first { $0.isAppearing })
        // The leaving view starts from its beginWith state and leaves from there.
        #expect(out.rest.transform == .scale(2, 2, 1))
        #expect(out.modified.transform == Transform3D.translation(100, 0).concatenating(.scale(2, 2, 1)))
        // The arriving view fades in to its beginWith opacity, not to its own.
        #expect(into.rest.alpha == 0.5 && into.modified.alpha == 0)
        // A matched view's beginWith changes its own end of the pair only.
        let pair = try #require(e.pairs.first)
        #expect(pair.source.alpha == 0.3 && pair.destination.alpha == 1)
    }

    @Test func useNoSnapshotKeepsTheContentItsSize() throws {
        let content: [DrawItem] = [.quad(Quad(content: .color(.green), frame: Rect(0, 0, 40, 20)))]
        let start = ElementState(frame: Rect(0, 0, 40, 20), backgroundColor: .red, content: content)
        let end = ElementState(frame: Rect(0, 0, 80, 40), backgroundColor: .red, content: content, contentSize: Size(40, 20))
        func text(_ keeps: Bool) throws -> Rect {
            let items = MatchedPair(id: "x", source: start, destination: end, keepsContentSize: keeps).items(progress: 1)
            let q = try #require(items.compactMap { item -> Quad? in
                if case .quad(let q) = item, q.content == .color(.green) { return q }
                return nil
            }.first)
            return rect(q)
        }
        #expect(close(try text(false), Rect(0, 0, 80, 40)), "a snapshot stretches with the frame")
        #expect(close(try text(true), Rect(20, 10, 40, 20)), "useNoSnapshot: its size, centred")
    }
}
