import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("Capturing animations")
struct CapturingAnimationsTests {
    /// Two `View.animate` calls with their own delays, durations and curves, captured.
    func captured(_ h: AnimationHarness) -> ViewPropertyAnimator {
        ViewPropertyAnimator.capturingAnimations(duration: 2) {
            View.animate(withDuration: 1, delay: 0.5, options: .curveEaseIn, animations: { h.view.alpha = 0 }, completion: h.record)
            View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { h.view.center = Point(250, 50) }, completion: h.record)
        }
    }

    @Test func capturedAnimationsWaitForTheAnimator() {
        let h = AnimationHarness()
        let a = captured(h)
        #expect(a.state == .inactive && !h.window.isAnimating)
        #expect(h.view.alpha == 0 && h.view.presentation.alpha == 1 && h.view.presentation.center.x == 50)
        h.at(1)
        #expect(h.view.presentation.alpha == 1 && h.finished.isEmpty)
    }

    @Test func scrubbingShowsEachAtItsOwnTime() {
        let h = AnimationHarness()
        let a = captured(h)
        a.fractionComplete = 0.5  // one second into the timeline
        #expect(a.state == .active)
        #expect(near(h.view.presentation.alpha, 1 - TimingCurve.easeIn.value(at: 0.5)))
        #expect(near(h.view.presentation.center.x, 150))
        a.fractionComplete = 0.2
        #expect(h.view.presentation.alpha == 1 && near(h.view.presentation.center.x, 90))
    }

    @Test func continuingRunsThemToTheEndAndTheirCompletions() {
        let h = AnimationHarness()
        let a = captured(h)
        a.addCompletion(h.recordPosition)
        a.pauseAnimation()
        a.fractionComplete = 0.5
        a.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        h.at(0.5)
        #expect(near(h.view.presentation.center.x, 200) && h.finished.isEmpty)
        h.at(1)
        #expect(h.finished == [true, true] && h.positions == [.end])
        #expect(h.view.alpha == 0 && h.view.presentation.center.x == 250)
    }

    @Test func cancellingPlaysBackAndRestoresTheStartValues() {
        let h = AnimationHarness()
        let a = captured(h)
        a.addCompletion(h.recordPosition)
        a.fractionComplete = 0.75
        a.isReversed = true
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        // Twice as fast, backwards: 0.375 s of the clock take the timeline from 1.5 s to 0.75 s.
        h.at(0.375)
        #expect(near(h.view.presentation.center.x, 125))
        h.at(0.75)
        #expect(h.positions == [.start] && h.finished == [true, true])
        #expect(h.view.alpha == 1 && h.view.center.x == 50)
    }

    @Test func runningItPlaysTheTimeline() {
        let h = AnimationHarness()
        let a = captured(h)
        a.startAnimation()
        #expect(h.window.isAnimating)
        h.at(1)
        #expect(near(h.view.presentation.alpha, 1 - TimingCurve.easeIn.value(at: 0.5)))
        h.at(2)
        #expect(h.finished == [true, true] && a.state == .inactive)
    }

    @Test func aPropertyAnimatorStartedInsideIsCaptured() {
        let h = AnimationHarness()
        let inner = ViewPropertyAnimator(duration: 1, curve: .linear) { h.view.center = Point(150, 50) }
        inner.addCompletion(h.recordPosition)
        let a = ViewPropertyAnimator.capturingAnimations(duration: 1) { inner.startAnimation() }
        h.at(0.5)
        #expect(h.view.presentation.center.x == 50)
        a.fractionComplete = 0.5
        #expect(near(h.view.presentation.center.x, 100))
        a.startAnimation()
        h.at(1)
        #expect(h.positions == [.end] && inner.state == .inactive && a.state == .inactive)
    }

    @Test func animationsOutsideTheBodyAreNotCaptured() {
        let h = AnimationHarness()
        _ = captured(h)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.cornerRadius = 10 })
        h.at(0.5)
        #expect(near(h.view.presentation.cornerRadius, 5))
    }
}
