import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("View.animate")
struct ViewAnimateTests {
    @Test func modelChangesAtOncePresentationFollowsTheClock() {
        let h = AnimationHarness()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.alpha = 0 }, completion: h.record)
        #expect(h.view.alpha == 0)
        #expect(h.view.presentation.alpha == 1)
        #expect(h.window.isAnimating)
        h.at(0.25)
        #expect(near(h.view.presentation.alpha, 0.75))
        h.at(0.5)
        #expect(near(h.view.presentation.alpha, 0.5))
        #expect(h.finished.isEmpty)
        h.at(1)
        #expect(h.view.presentation.alpha == 0)
        #expect(h.finished == [true])
        #expect(!h.window.isAnimating)
        h.at(2)
        #expect(h.finished == [true])
    }

    @Test(arguments: [(AnimationOptions.curveEaseIn, TimingCurve.easeIn), (.curveEaseOut, .easeOut),
                      (.curveEaseInOut, .easeInEaseOut), (.curveLinear, .linear)])
    func curvesShapeTheProgress(option: AnimationOptions, curve: TimingCurve) {
        let h = AnimationHarness()
        View.animate(withDuration: 2, delay: 0, options: option, animations: { h.view.center = Point(250, 50) })
        for t in [0.3, 0.9, 1.5] {
            h.at(t)
            #expect(near(h.view.presentation.center.x, 50 + 200 * curve.value(at: t / 2)))
        }
        #expect(h.view.center == Point(250, 50))
    }

    @Test func springsOvershootWhenUnderdampedAndEndOnTime() {
        for damping in [0.3, 1.0] {
            let h = AnimationHarness()
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                         animations: { h.view.center = Point(150, 50) }, completion: h.record)
            var peak = 0.0
            for i in 1..<100 { h.at(Double(i) / 100); peak = max(peak, h.view.presentation.center.x) }
            #expect(damping < 1 ? peak > 155 : peak <= 150.0001)
            h.at(1)
            #expect(h.view.presentation.center.x == 150 && h.finished == [true])
        }
    }

    @Test func delayShowsTheOldValue() {
        let h = AnimationHarness()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { h.view.alpha = 0 }, completion: h.record)
        h.at(0.4)
        #expect(h.view.presentation.alpha == 1)
        h.at(1)
        #expect(near(h.view.presentation.alpha, 0.5))
        h.at(1.5)
        #expect(h.finished == [true])
    }

    @Test func frameTransformColourAndCornerRadiusAnimate() {
        let h = AnimationHarness()
        h.view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            h.view.frame = Rect(100, 100, 200, 50)
            h.view.transform = .rotation(Double.pi / 2, 0, 0, 1)
            h.view.backgroundColor = Color(red: 0, green: 0, blue: 1)
            h.view.cornerRadius = 20
        })
        h.at(0.5)
        let p = h.view.presentation
        #expect(near(p.frame.minX, 50) && near(p.frame.minY, 50) && near(p.frame.width, 150) && near(p.frame.height, 75))
        // Rotations interpolate by angle, not entry by entry: halfway is a quarter turn's half.
        let half = Transform3D.rotation(Double.pi / 4, 0, 0, 1)
        #expect(near(p.transform.m11, half.m11) && near(p.transform.m12, half.m12) && near(p.transform.m21, half.m21))
        #expect(near(p.backgroundColor!.red, 0.5) && near(p.backgroundColor!.blue, 0.5))
        #expect(near(p.cornerRadius, 10))
    }

    @Test func threeDTransformsInterpolateEntryByEntry() {
        let h = AnimationHarness()
        var tilted = Transform3D.rotation(1, 0, 1, 0)
        tilted.m34 = -1 / 500
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.transform = tilted })
        h.at(0.25)
        let p = h.view.presentation.transform
        #expect(near(p.m11, 1 + (tilted.m11 - 1) * 0.25) && near(p.m13, tilted.m13 * 0.25) && near(p.m34, tilted.m34 * 0.25))
    }

    @Test func anInitialSpringVelocityStartsFaster() {
        var early: [Double] = []
        for velocity in [0.0, 8.0] {
            let h = AnimationHarness()
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
                         animations: { h.view.center = Point(150, 50) })
            h.at(0.05)
            early.append(h.view.presentation.center.x)
            h.at(1)
            #expect(h.view.presentation.center.x == 150)
        }
        #expect(early[1] > early[0] + 5)
    }

    @Test func discreteKeyframesJump() {
        let h = AnimationHarness()
        View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { h.view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { h.view.alpha = 0 }
        })
        h.at(0.25); #expect(h.view.presentation.alpha == 1)
        h.at(0.75); #expect(h.view.presentation.alpha == 0.5)
        h.at(1); #expect(h.view.presentation.alpha == 0)
    }

    @Test func aNewAnimationOfAPropertyInFlightIsAdditive() {
        let h = AnimationHarness()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.center = Point(150, 50) }, completion: h.record)
        h.at(0.5)
        let before = h.view.presentation.center.x
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.center = Point(250, 50) }, completion: h.record)
        #expect(near(h.view.presentation.center.x, before))
        h.at(1)
        #expect(h.finished == [true])
        // Only the second animation is left: 250 − 100·(1 − 0.5).
        #expect(near(h.view.presentation.center.x, 200))
        h.at(1.5)
        #expect(h.finished == [true, true])
        #expect(h.view.presentation.center.x == 250)
    }

    @Test func beginFromCurrentStateReplacesTheAnimationInFlight() {
        let h = AnimationHarness()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.center = Point(150, 50) }, completion: h.record)
        h.at(0.5)
        #expect(near(h.view.presentation.center.x, 100))
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                     animations: { h.view.center = Point(300, 50) }, completion: h.record)
        #expect(near(h.view.presentation.center.x, 100))
        h.at(0.6)
        #expect(h.finished == [false])
        #expect(near(h.view.presentation.center.x, 120))
        h.at(1.5)
        #expect(h.finished == [false, true])
        #expect(h.view.presentation.center.x == 300)
    }

    @Test func repeatAndAutoreverse() {
        let h = AnimationHarness()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                     animations: { h.view.alpha = 0 }, completion: h.record)
        h.at(0.25); #expect(near(h.view.presentation.alpha, 0.75))
        h.at(1.25); #expect(near(h.view.presentation.alpha, 0.25))
        h.at(2.25); #expect(near(h.view.presentation.alpha, 0.75))
        h.at(100.5); #expect(near(h.view.presentation.alpha, 0.5))
        #expect(h.finished.isEmpty && h.window.isAnimating)

        let once = AnimationHarness()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
                     animations: { once.view.alpha = 0 }, completion: once.record)
        once.at(1.5); #expect(near(once.view.presentation.alpha, 0.5))
        once.at(2); #expect(once.finished == [true])
        // As in UIKit, the model value shows at the end.
        #expect(once.view.presentation.alpha == 0)
    }

    @Test func keyframes() {
        let h = AnimationHarness()
        View.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { h.view.center = Point(150, 50) }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { h.view.center = Point(350, 50) }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { h.view.alpha = 0 }
        }, completion: h.record)
        #expect(h.view.center == Point(350, 50) && h.view.alpha == 0)
        h.at(0.5)
        #expect(near(h.view.presentation.center.x, 100) && h.view.presentation.alpha == 1)
        h.at(1)
        #expect(near(h.view.presentation.center.x, 150) && near(h.view.presentation.alpha, 0.5))
        h.at(1.25)
        #expect(near(h.view.presentation.center.x, 250))
        h.at(1.75)
        #expect(h.view.presentation.center.x == 350 && h.finished.isEmpty)
        h.at(2)
        #expect(h.finished == [true])
    }

    @Test func constraintChangesAnimateThroughLayoutIfNeeded() {
        let h = AnimationHarness()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        h.window.rootView.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: h.window.rootView.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: h.window.rootView.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40), width,
        ])
        h.window.rootView.layoutIfNeeded()
        #expect(box.frame == Rect(10, 10, 100, 40))
        width.constant = 300
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.window.rootView.layoutIfNeeded() })
        #expect(box.frame.width == 300)
        h.at(0.5)
        #expect(near(box.presentation.frame.width, 200) && near(box.presentation.frame.minX, 10))
        _ = h.window.drawList()
        h.at(1)
        #expect(box.presentation.frame == Rect(10, 10, 300, 40))
    }

    /// A view that centres its subview in `layoutSubviews()`.
    final class Centering: View {
        let inner = View(frame: Rect(0, 0, 20, 20))
        override init(frame: Rect) { super.init(frame: frame); addSubview(inner) }
        override func layoutSubviews() { inner.center = Point(bounds.width / 2, bounds.height / 2) }
    }

    @Test func layoutSubviewsOptionAnimatesWhatLayoutSubviewsSets() {
        for option in [AnimationOptions.layoutSubviews, []] {
            let h = AnimationHarness()
            let box = Centering(frame: Rect(0, 0, 100, 100))
            h.window.rootView.addSubview(box)
            box.layoutIfNeeded()
            View.animate(withDuration: 1, delay: 0, options: [.curveLinear, option], animations: {
                box.bounds = Rect(0, 0, 300, 100)
            })
            h.at(0.5)
            _ = h.window.drawList()
            #expect(near(box.inner.presentation.center.x, option.isEmpty ? 150 : 100))
        }
    }

    @Test func viewsOutsideAWindowTakeTheValuesAndCompleteOnTheNextTurn() {
        let h = AnimationHarness()
        let loose = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, animations: { loose.alpha = 0.2 }, completion: h.record)
        #expect(loose.alpha == 0.2 && loose.presentation.alpha == 0.2)
        #expect(h.finished.isEmpty)
        h.at(0.01)
        #expect(h.finished == [true])
    }

    @Test func leavingTheWindowInterrupts() {
        let h = AnimationHarness()
        View.animate(withDuration: 1, animations: { h.view.alpha = 0 }, completion: h.record)
        h.at(0.3)
        h.view.removeFromSuperview()
        h.at(0.4)
        #expect(h.finished == [false])
        #expect(h.view.presentation.alpha == 0)
    }

    @Test func performWithoutAnimationInsideABlock() {
        let h = AnimationHarness()
        View.animate(withDuration: 1, animations: {
            h.view.alpha = 0.5
            View.performWithoutAnimation { h.view.center = Point(10, 10) }
        })
        #expect(h.view.presentation.center == Point(10, 10))
        #expect(h.view.presentation.alpha == 1)
    }

    @Test func animatedViewsTakeNoPointerInputUnlessAllowed() {
        for allow in [false, true] {
            let h = AnimationHarness()
            View.animate(withDuration: 1, delay: 0, options: allow ? .allowUserInteraction : [],
                         animations: { h.view.center = Point(250, 250) })
            h.at(0.5)
            // Hit testing uses the model value (where the view is going).
            let hit = h.window.rootView.hitTest(windowPoint: Point(250, 250))
            #expect(allow ? hit === h.view : hit !== h.view)
            h.at(1)
            #expect(h.window.rootView.hitTest(windowPoint: Point(250, 250)) === h.view)
        }
    }

    @Test func drawingUsesPresentationValues() {
        let h = AnimationHarness()
        h.view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.center = Point(150, 50) })
        let list = h.window.drawList()
        guard case .quad(let q)? = list.items.first(where: { if case .quad(let q) = $0 { return q.content == .color(Color(red: 1, green: 0, blue: 0)) }; return false }) else {
            Issue.record("no quad for the view"); return
        }
        #expect(near(q.transform.m41, 0))
        h.at(0.5)
        let later = h.window.drawList()
        let moved = later.items.compactMap { item -> Quad? in if case .quad(let q) = item { return q }; return nil }
            .first { $0.content == .color(Color(red: 1, green: 0, blue: 0)) }
        #expect(near(moved?.transform.m41 ?? -1, 50))
    }

    @Test func transitionWithAViewDrawsTheBuiltInTransition() {
        let h = AnimationHarness()
        h.view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        View.transition(with: h.view, duration: 1, options: .transitionCrossDissolve,
                        animations: { h.view.backgroundColor = Color(red: 0, green: 0, blue: 1) }, completion: h.record)
        #expect(h.window.runningTransitions.count == 1)
        h.at(0.5)
        #expect(h.window.isAnimating)
        let list = h.window.drawList()
        #expect(list.snapshots.count == 2)
        h.at(1)
        #expect(h.finished == [true] && h.window.runningTransitions.isEmpty)
    }
}
