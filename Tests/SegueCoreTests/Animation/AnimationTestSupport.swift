import Foundation
@testable import SegueCore

/// A window on a manual clock with one 100×100 view at the origin, for animation tests.
@MainActor
final class AnimationHarness {
    let clock = ManualClock()
    let window: Window
    let view = View(frame: Rect(0, 0, 100, 100))
    /// Completion results in the order they came.
    var finished: [Bool] = []
    var positions: [ViewAnimatingPosition] = []

    init() {
        window = Window(size: Size(400, 400), clock: clock)
        window.rootView.addSubview(view)
    }

    /// Moves the clock to `t` seconds and updates the window.
    func at(_ t: Double) { clock.set(t); window.update() }

    var record: (Bool) -> Void { { [unowned self] in self.finished.append($0) } }
    var recordPosition: (ViewAnimatingPosition) -> Void { { [unowned self] in self.positions.append($0) } }
}

func near(_ a: Double, _ b: Double, _ eps: Double = 1e-6) -> Bool { abs(a - b) <= eps }
