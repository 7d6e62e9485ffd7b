import Foundation
import Testing
@testable import SegueCore

/// How recognizers share the pointer with controls and the wheel (SPEC §11).
@MainActor
@Suite struct GestureRoutingTests {
    @Test func aRecognizerTakesThePressFromAButtonUnlessToldNotTo() {
        for cancels in [true, false] {
            let b = GestureBench()
            let button = Button(frame: Rect(20, 20, 200, 60), title: "Go")
            b.view.addSubview(button)
            var actions = 0
            button.addAction(for: .primaryActionTriggered) { _ in actions += 1 }
            let pan = b.attach(PanGestureRecognizer(), "pan")
            pan.cancelsTouchesInView = cancels
            // Dragged 30 points, still inside the button (window x 70…270).
            b.drag(from: 100, 100, by: 30, 0, steps: 3, dt: 0.02, release: false)
            #expect(b.log.first == "pan:began")
            #expect(button.isHighlighted == !cancels)
            b.up(130, 100)
            #expect(actions == (cancels ? 0 : 1))
        }
    }

    @Test func aTapOnTheSuperviewCancelsTheButtonsRelease() {
        let b = GestureBench()
        let button = Button(frame: Rect(20, 20, 200, 60), title: "Go")
        b.view.addSubview(button)
        var actions = 0
        button.addAction(for: .primaryActionTriggered) { _ in actions += 1 }
        let tap = b.attach(TapGestureRecognizer(), "tap")
        b.click(100, 100)
        #expect(b.log == ["tap:ended"] && actions == 0 && !button.isHighlighted)
        tap.cancelsTouchesInView = false
        b.click(100, 100)
        #expect(actions == 1)
    }

    @Test func aPanCancelsAControllersDrag() {
        final class Dragging: ViewController {
            var calls: [String] = []
            override func pointerDown(at p: Point) -> Bool { calls.append("down"); return true }
            override func pointerDragged(to p: Point) { calls.append("drag") }
            override func pointerUp(at p: Point) { calls.append("up") }
            override func pointerCancelled(at p: Point) { calls.append("cancelled") }
        }
        let b = GestureBench()
        let vc = Dragging()
        b.window.rootViewController = vc
        _ = b.attach(PanGestureRecognizer(), "pan", to: vc.view)
        b.drag(from: 100, 100, by: 30, 0, steps: 3, dt: 0.02)
        // The first move reaches the recognizers first: the pan begins and the drag is cancelled.
        #expect(vc.calls == ["down", "cancelled"])
        #expect(b.log == ["pan:began", "pan:changed", "pan:changed", "pan:ended"])
    }

    @Test func controlWheelPinchesAndEndsAfterAPauseOrOnRelease() {
        let b = GestureBench()
        var scales: [Double] = []
        let pinch = b.attach(PinchGestureRecognizer(), "pinch")
        pinch.addHandler { g in scales.append((g as! PinchGestureRecognizer).scale) }
        let f = PinchGestureRecognizer.notchFactor
        // Without Control the wheel scrolls: no pinch.
        b.window.handle(.scroll(dx: 0, dy: 1, at: Point(100, 100)))
        #expect(b.log.isEmpty)
        b.window.handle(.keyDown(.control, [.control]))
        b.window.handle(.scroll(dx: 0, dy: 1, at: Point(100, 100)))
        b.wait(0.1)
        b.window.handle(.scroll(dx: 0, dy: 2, at: Point(100, 100)))
        #expect(b.log == ["pinch:began", "pinch:changed"])
        #expect(abs(scales[0] - f) < 1e-12 && abs(scales[1] - pow(f, 3)) < 1e-12)
        #expect(abs(pinch.velocity - (pow(f, 3) - f) / 0.1) < 1e-9)
        b.wait(PinchGestureRecognizer.endDelay - 0.01)
        #expect(pinch.state == .changed)
        b.wait(0.02)
        #expect(b.log == ["pinch:began", "pinch:changed", "pinch:ended"])
        #expect(pinch.state == .possible && pinch.scale == 1)
        // Towards the user shrinks; releasing Control ends at once.
        b.window.handle(.scroll(dx: 0, dy: -1, at: Point(100, 100)))
        #expect(abs(scales.last! - 1 / f) < 1e-12)
        b.window.handle(.keyUp(.control, []))
        #expect(b.log.suffix(2) == ["pinch:began", "pinch:ended"])
        // Outside the view: nothing to pinch.
        b.window.handle(.keyDown(.control, [.control]))
        #expect(!b.window.handle(.scroll(dx: 0, dy: 1, at: Point(10, 10))))
    }
}
