import Foundation
import Testing
@testable import SegueCore

/// A window with one 300×200 view at (50, 50), driven by events and a manual clock.
@MainActor
final class GestureBench {
    let clock = ManualClock()
    let window: Window
    let view = View(frame: Rect(50, 50, 300, 200))
    /// Each recognizer's handler calls, as "name:state".
    var log: [String] = []

    init() {
        window = Window(size: Size(400, 300), clock: clock)
        window.rootView.addSubview(view)
    }

    /// Attaches `r` to `target` (the bench's view by default), logging its handler calls.
    func attach<R: GestureRecognizer>(_ r: R, _ name: String, to target: View? = nil) -> R {
        r.addHandler { [unowned self] g in log.append("\(name):\(g.state)") }
        (target ?? view).addGestureRecognizer(r)
        return r
    }

    /// Advances the clock by `dt` and lets the window run its timed work (a frame).
    func wait(_ dt: Double) {
        clock.advance(by: dt)
        window.update()
    }

    func down(_ x: Double, _ y: Double) { window.handle(.mouseDown(Point(x, y), .left)) }
    func move(_ x: Double, _ y: Double) { window.handle(.mouseMove(Point(x, y))) }
    func up(_ x: Double, _ y: Double) { window.handle(.mouseUp(Point(x, y), .left)) }
    /// A press and release at one point, 0.05 s apart.
    func click(_ x: Double, _ y: Double) {
        down(x, y)
        wait(0.05)
        up(x, y)
    }
    /// A drag from (x0, y0) by (dx, dy) in `steps` moves `dt` apart, then released.
    func drag(from x0: Double, _ y0: Double, by dx: Double, _ dy: Double, steps: Int, dt: Double, release: Bool = true) {
        down(x0, y0)
        for i in 1...steps {
            wait(dt)
            move(x0 + dx * Double(i) / Double(steps), y0 + dy * Double(i) / Double(steps))
        }
        if release { up(x0 + dx, y0 + dy) }
    }
}

/// A delegate answering from closures.
@MainActor
final class GestureDelegateStub: GestureRecognizerDelegate {
    var begin = true
    var simultaneous = false
    var receive = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceivePressAt point: Point) -> Bool { receive }
}

/// Gesture recognizers' state machines through a real window (SPEC §11).
@MainActor
@Suite struct GestureRecognizerTests {
    @Test func handlerIsTypedAsTheSubclass() {
        let b = GestureBench()
        var taps: [Int] = []
        let tap = TapGestureRecognizer { t in taps.append(t.numberOfTapsRequired) }
        b.view.addGestureRecognizer(tap)
        #expect(b.view.gestureRecognizers?.count == 1 && tap.view === b.view)
        b.click(100, 100)
        #expect(taps == [1])
        b.view.removeGestureRecognizer(tap)
        #expect(b.view.gestureRecognizers == nil && tap.view == nil)
        b.click(100, 100)
        #expect(taps == [1], "a detached recognizer hears nothing")
    }

    @Test func tapIsRecognizedOnReleaseAndFailsWhenMoved() {
        let b = GestureBench()
        let tap = b.attach(TapGestureRecognizer(), "tap")
        b.down(100, 100)
        #expect(tap.state == .possible && b.log.isEmpty)
        b.up(104, 100)
        #expect(b.log == ["tap:ended"])
        #expect(tap.state == .possible, "reset once the press is over")
        b.log = []
        b.down(100, 100)
        b.move(100 + TapGestureRecognizer.allowableMovement + 1, 100)
        #expect(tap.state == .failed)
        b.up(112, 100)
        #expect(b.log.isEmpty && tap.state == .possible)
        // Held too long: fails when the time runs out, with no event.
        b.down(100, 100)
        b.wait(TapGestureRecognizer.maximumTapDuration + 0.01)
        #expect(tap.state == .failed)
        b.up(100, 100)
        #expect(b.log.isEmpty)
        // Outside the view: never offered.
        b.click(20, 20)
        #expect(b.log.isEmpty)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let b = GestureBench()
        let single = b.attach(TapGestureRecognizer(), "single")
        let double = b.attach(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        // A double click: only the double tap.
        b.click(100, 100)
        #expect(b.log.isEmpty, "the single tap waits")
        b.wait(0.2)
        b.click(102, 101)
        #expect(b.log == ["double:ended"])
        #expect(single.state == .possible && double.state == .possible)
        // A single click: the single tap once the double tap's window ran out, not before.
        b.log = []
        b.click(100, 100)
        b.wait(TapGestureRecognizer.maximumIntervalBetweenTaps - 0.01)
        #expect(b.log.isEmpty)
        b.wait(0.02)
        #expect(b.log == ["single:ended"])
        // Two clicks too far apart in time: two single taps.
        b.log = []
        b.click(100, 100)
        b.wait(0.5)
        b.click(100, 100)
        b.wait(0.5)
        #expect(b.log == ["single:ended", "single:ended"])
        #expect(double.location(in: b.view) == Point(50, 50))
    }

    @Test func longPressBeginsAfterItsDurationWithNoEvents() {
        let b = GestureBench()
        let press = b.attach(LongPressGestureRecognizer(), "long")
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        b.down(100, 100)
        b.wait(0.49)
        #expect(b.log.isEmpty)
        #expect(b.window.isAnimating, "the frame loop keeps running while the press is timed")
        b.wait(0.02)
        #expect(b.log == ["long:began"])
        b.move(200, 150)
        b.up(200, 150)
        #expect(b.log == ["long:began", "long:changed", "long:ended"])
        #expect(!b.window.isAnimating)
        // Released early, or moved too far first: fails.
        b.log = []
        b.down(100, 100)
        b.wait(0.3)
        b.up(100, 100)
        b.wait(0.5)
        b.down(100, 100)
        b.move(111, 100)
        #expect(press.state == .failed)
        b.wait(0.6)
        b.up(111, 100)
        #expect(b.log.isEmpty)
    }

    @Test func panTranslationAndVelocity() {
        let b = GestureBench()
        var translations: [Point] = []
        let pan = b.attach(PanGestureRecognizer(), "pan")
        pan.addHandler { g in translations.append((g as! PanGestureRecognizer).translation(in: b.view)) }
        // 6 points per 1/100 s: 600 points per second to the right.
        b.down(100, 100)
        b.wait(0.01)
        b.move(106, 100)
        #expect(pan.state == .possible, "under the hysteresis")
        b.wait(0.01)
        b.move(112, 102)
        #expect(b.log == ["pan:began"])
        #expect(translations == [Point(12, 2)])
        for i in 3...12 {
            b.wait(0.01)
            b.move(100 + 6 * Double(i), 100 + Double(i))
        }
        #expect(pan.state == .changed)
        #expect(pan.translation(in: nil) == Point(72, 12))
        let v = pan.velocity(in: nil)
        #expect(abs(v.x - 600) < 1e-6 && abs(v.y - 100) < 1e-6)
        // A view scaled twice: half the points.
        b.view.transform = .scale(2, 2)
        #expect(abs(pan.velocity(in: b.view).x - 300) < 1e-6)
        b.view.transform = .identity
        pan.setTranslation(.zero, in: b.view)
        #expect(pan.translation(in: b.view) == .zero)
        b.wait(0.01)
        b.move(180, 112)
        #expect(pan.translation(in: b.view) == Point(8, 0))
        b.up(180, 112)
        #expect(b.log.last == "pan:ended" && b.log.filter { $0 == "pan:changed" }.count == 11)
        // A click is not a pan.
        b.log = []
        b.click(100, 100)
        #expect(b.log.isEmpty)
    }

    @Test func screenEdgePanStartsOnlyAtItsEdge() {
        let b = GestureBench()
        let edge = b.attach(ScreenEdgePanGestureRecognizer(), "edge", to: b.window.rootView)
        edge.edges = .left
        b.drag(from: 5, 100, by: 80, 0, steps: 4, dt: 0.02)
        #expect(b.log == ["edge:began", "edge:changed", "edge:changed", "edge:changed", "edge:ended"])
        b.log = []
        b.drag(from: 100, 100, by: 80, 0, steps: 4, dt: 0.02)
        #expect(b.log.isEmpty)
        edge.edges = .right
        b.drag(from: 395, 100, by: -80, 0, steps: 4, dt: 0.02)
        #expect(b.log.first == "edge:began")
    }

    @Test func swipeNeedsDistanceDirectionAndSpeed() {
        let b = GestureBench()
        let swipe = b.attach(SwipeGestureRecognizer(), "swipe")
        #expect(swipe.direction == .right)
        b.drag(from: 100, 100, by: 60, 5, steps: 6, dt: 0.02)
        #expect(b.log == ["swipe:ended"])
        b.log = []
        b.drag(from: 200, 100, by: -60, 0, steps: 6, dt: 0.02)
        #expect(b.log.isEmpty, "wrong direction")
        b.drag(from: 100, 100, by: 60, 0, steps: 6, dt: 0.1)
        #expect(b.log.isEmpty, "too slow")
        b.drag(from: 100, 100, by: 60, 40, steps: 6, dt: 0.02)
        #expect(b.log.isEmpty, "too far off its direction")
        swipe.direction = [.left, .up]
        b.drag(from: 200, 200, by: 0, -60, steps: 6, dt: 0.02)
        #expect(b.log == ["swipe:ended"])
    }

    @Test func recognizingFailsTheOthersUnlessSimultaneous() {
        for simultaneous in [false, true] {
            let b = GestureBench()
            let pan = b.attach(PanGestureRecognizer(), "pan")
            let swipe = b.attach(SwipeGestureRecognizer(), "swipe")
            let delegate = GestureDelegateStub()
            delegate.simultaneous = simultaneous
            pan.delegate = delegate
            b.drag(from: 100, 100, by: 60, 0, steps: 6, dt: 0.02)
            if simultaneous {
                #expect(b.log == ["pan:began", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "swipe:ended", "pan:changed", "pan:ended"])
            } else {
                #expect(b.log == ["pan:began", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:ended"])
            }
            #expect(swipe.state == .possible)
        }
    }

    @Test func delegateCanRefuseBeginAndPresses() {
        let b = GestureBench()
        let tap = b.attach(TapGestureRecognizer(), "tap")
        let delegate = GestureDelegateStub()
        tap.delegate = delegate
        delegate.begin = false
        b.click(100, 100)
        #expect(b.log.isEmpty)
        delegate.begin = true
        delegate.receive = false
        b.click(100, 100)
        #expect(b.log.isEmpty)
        delegate.receive = true
        tap.isEnabled = false
        b.click(100, 100)
        #expect(b.log.isEmpty)
        tap.isEnabled = true
        b.click(100, 100)
        #expect(b.log == ["tap:ended"])
    }

    @Test func disablingCancelsAGestureInProgress() {
        let b = GestureBench()
        let pan = b.attach(PanGestureRecognizer(), "pan")
        b.drag(from: 100, 100, by: 30, 0, steps: 3, dt: 0.02, release: false)
        pan.isEnabled = false
        #expect(b.log == ["pan:began", "pan:changed", "pan:changed", "pan:cancelled"])
        b.up(130, 100)
        #expect(pan.state == .possible)
    }

    @Test func recognizersOfAncestorsGetThePressToo() {
        let b = GestureBench()
        let inner = View(frame: Rect(10, 10, 100, 100))
        b.view.addSubview(inner)
        _ = b.attach(TapGestureRecognizer(), "outer")
        _ = b.attach(LongPressGestureRecognizer(), "inner", to: inner)
        b.down(80, 80)
        b.wait(0.6)
        b.up(80, 80)
        #expect(b.log == ["inner:began", "inner:ended"], "the long press began first: the tap failed")
        b.log = []
        b.click(80, 80)
        #expect(b.log == ["outer:ended"])
    }
}
