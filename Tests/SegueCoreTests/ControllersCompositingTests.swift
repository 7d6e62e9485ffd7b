import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// The window's frames: static views drawn directly, transitions drawn from snapshots that are
/// re-rendered only when their view changed, placed in the container, through resizes.
@MainActor
@Suite struct ControllersCompositingTests {
    func swapSetup() -> (ControllerHarness, ViewController, ViewController, ViewController, Label) {
        let h = ControllerHarness()
        let parent = h.vc("parent")
        h.window.rootViewController = parent
        let a = h.vc("a"), b = h.vc("b")
        let label = Label(frame: Rect(10, 10, 200, 30), text: "A")
        a.view.addSubview(label)
        for c in [a, b] {
            c.view.frame = Rect(50, 40, 300, 200)
            c.view.autoresizingMask = .flexibleSize
        }
        parent.addChild(a); parent.view.addSubview(a.view); a.didMove(toParent: parent)
        parent.addChild(b)
        return (h, parent, a, b, label)
    }

    @Test func staticViewsAreDrawnDirectly() {
        let (h, _, _, _, _) = swapSetup()
        let frame = h.window.drawList()
        #expect(frame.snapshots.isEmpty)
        #expect(frame.quads.contains { if case .text(let t) = $0.content { return t.text == "A" } else { return false } })
        #expect(frame.size == Size(400, 300))
    }

    @Test func snapshotsAreStableAndReRenderedOnlyWhenTheViewChanges() throws {
        let (h, parent, a, b, label) = swapSetup()
        parent.transition(from: a, to: b, duration: 1, options: .transitionCrossDissolve)
        let renderer = RecordingRenderer()
        h.run(0.1)
        let f1 = h.window.drawList()
        try renderer.draw(f1, to: .screen)
        h.clock.advance(by: 0.1)
        let f2 = h.window.drawList()
        try renderer.draw(f2, to: .screen)
        #expect(f1.snapshots.map(\.id) == f2.snapshots.map(\.id))
        #expect(f1.snapshots.map(\.version) == f2.snapshots.map(\.version))
        #expect(renderer.snapshotRenderCount == 2, "two views, each rendered once")
        #expect(f1.snapshots.first?.id == h.window.snapshotID(for: a.view))
        label.text = "changed"
        h.clock.advance(by: 0.1)
        let f3 = h.window.drawList()
        try renderer.draw(f3, to: .screen)
        #expect(renderer.snapshotRenderCount == 3, "only the changed view is rendered again")
        // The transition's quads reference the snapshots and cover the container's rectangle.
        let quads = f3.quads.filter { if case .snapshot = $0.content { return true } else { return false } }
        #expect(quads.count == 2)
        for q in quads {
            let c = q.projectedCorners
            #expect(abs(c[0].x - 50) < 1e-9 && abs(c[0].y - 40) < 1e-9 && abs(c[2].x - 350) < 1e-9 && abs(c[2].y - 240) < 1e-9)
        }
        // The live views are not drawn directly while the transition runs.
        #expect(!f3.quads.contains { if case .text = $0.content { return true } else { return false } })
    }

    @Test func resizeMidTransitionRedrawsAtTheNewGeometry() throws {
        let (h, parent, a, b, _) = swapSetup()
        parent.transition(from: a, to: b, duration: 1, options: .transitionCrossDissolve)
        h.run(0.3)
        h.window.handle(.resize(Size(800, 600)))
        let f = h.window.drawList()
        #expect(f.size == Size(800, 600))
        let quads = f.quads.filter { if case .snapshot = $0.content { return true } else { return false } }
        #expect(quads.count == 2)
        // a's frame (50, 40, 300, 200) in a 400×300 parent grows with flexible size.
        #expect(a.view.frame.size.width > 300)
        for q in quads {
            let c = q.projectedCorners
            #expect(abs(c[2].x - a.view.frame.maxX) < 1e-6 && abs(c[2].y - a.view.frame.maxY) < 1e-6)
        }
        #expect(f.snapshots.allSatisfy { $0.size == a.view.bounds.size })
        h.run(1)
        #expect(b.view.frame == a.view.frame)
    }

    @Test func transitionInsideATransformedContainerIsPlacedThroughItsMatrix() throws {
        let (h, parent, a, b, _) = swapSetup()
        let holder = View(frame: Rect(0, 0, 400, 300))
        parent.view.addSubview(holder)
        holder.addSubview(a.view)
        holder.transform = .scale(0.5, 0.5)   // about its centre (200, 150)
        parent.transition(from: a, to: b, duration: 1, options: .transitionCrossDissolve)
        h.run(0.2)
        let quads = h.window.drawList().quads.filter { if case .snapshot = $0.content { return true } else { return false } }
        let c = try #require(quads.first).projectedCorners
        // (50, 40) in the holder → 200 + (50 − 200)/2 = 125, 150 + (40 − 150)/2 = 95.
        #expect(abs(c[0].x - 125) < 1e-9 && abs(c[0].y - 95) < 1e-9)
    }

    @Test func traceLinesAreSpecJSON() throws {
        let clock = ManualClock()
        clock.advance(by: 0.5)
        let log = TraceLog(clock: clock)
        var lines: [String] = []
        log.sink = { lines.append($0) }
        log.record(.viewWillAppear, vc: "second", [.init("animated", .bool(true))])
        log.record(.didMoveToParent, vc: "a\"b", [.init("parent", .null)])
        #expect(lines[0] == #"{"t":0.5000,"event":"viewWillAppear","vc":"second","animated":true}"#)
        #expect(lines[1] == #"{"t":0.5000,"event":"didMoveToParent","vc":"a\"b","parent":null}"#)
        for l in lines {
            let obj = try JSONSerialization.jsonObject(with: Data(l.utf8)) as? [String: Any]
            #expect(obj?["event"] != nil)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fileLog = try TraceLog.writing(toFile: path, clock: clock)
        fileLog.record(.instantiate, vc: "home")
        fileLog.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"t":0.5000,"event":"instantiate","vc":"home"}"# + "\n")
        #expect(throws: TraceFileError.self) { try TraceLog.writing(toFile: "/nonexistent-dir/x/trace.jsonl") }
    }

    @Test func appearanceCheckerFindsUnbalancedCalls() {
        func ev(_ vc: String, _ e: TraceEventKind) -> TraceEvent { TraceEvent(time: 0, event: e, vc: vc) }
        #expect(AppearanceChecker.check([ev("a", .viewDidAppear)]).count == 1)
        #expect(AppearanceChecker.check([ev("a", .viewWillAppear), ev("a", .viewWillAppear)]).count == 2) // twice + unfinished
        #expect(AppearanceChecker.check([ev("a", .viewWillAppear)]).map(\.message) == ["left appearing at rest (a will- without its did-)"])
        #expect(AppearanceChecker.check([ev("a", .viewWillAppear)], atRest: false).isEmpty)
        // A cancellation: will-appear, will-disappear, did-disappear is balanced.
        #expect(AppearanceChecker.check([ev("a", .viewWillAppear), ev("a", .viewWillDisappear), ev("a", .viewDidDisappear)]).isEmpty)
        #expect(AppearanceChecker.check([ev("a", .viewWillDisappear)]).count == 1)
        #expect(AppearanceChecker.check([ev("a", .viewWillAppear), ev("a", .viewDidAppear), ev("a", .viewDidDisappear)]).count == 1)
        // Released half-way: flagged when the event names the instance, not from a file's names.
        var released = TraceEvent(time: 0, event: .`deinit`, vc: "a", instance: 7)
        var appearing = ev("a", .viewWillAppear)
        appearing.instance = 7
        #expect(AppearanceChecker.check([appearing, released], atRest: false).count == 1)
        released.instance = nil
        #expect(AppearanceChecker.check([ev("a", .viewWillAppear), released], atRest: false).isEmpty)
    }
}

@MainActor
@Suite struct TraceReadBackTests {
    @Test func traceFilesReadBackIntoTheChecker() throws {
        let h = ControllerHarness()
        var text = ""
        h.log.sink = { text += $0 + "\n" }
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        root.present(modal, animated: true)
        h.run(0.6)
        let events = text.split(separator: "\n").compactMap { TraceEvent(jsonLine: String($0)) }
        #expect(events.map(\.description) == h.log.events.map(\.description))
        #expect(AppearanceChecker.check(traceText: text).isEmpty)
        let broken = text + #"{"t":1.0000,"event":"viewDidAppear","vc":"root","animated":true}"# + "\n"
        #expect(AppearanceChecker.check(traceText: broken).count == 1)
        #expect(TraceEvent(jsonLine: "not json") == nil)
    }
}
