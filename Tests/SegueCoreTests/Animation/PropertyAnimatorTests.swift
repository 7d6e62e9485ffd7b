import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("ViewPropertyAnimator")
struct PropertyAnimatorTests {
    func animator(_ h: AnimationHarness, _ curve: View.AnimationCurve = .linear, duration: Double = 1) -> ViewPropertyAnimator {
        let a = ViewPropertyAnimator(duration: duration, curve: curve) { h.view.center = Point(150, 50) }
        a.addCompletion(h.recordPosition)
        return a
    }

    @Test func runsToTheEndThroughItsStates() {
        let h = AnimationHarness()
        let a = animator(h, .easeIn)
        #expect(a.state == .inactive && !a.isRunning)
        // The block runs when the animator starts.
        #expect(h.view.center == Point(50, 50))
        a.startAnimation()
        #expect(a.state == .active && a.isRunning && h.view.center == Point(150, 50))
        #expect(h.window.isAnimating)
        h.at(0.5)
        #expect(near(a.fractionComplete, 0.5))
        #expect(near(h.view.presentation.center.x, 50 + 100 * TimingCurve.easeIn.value(at: 0.5)))
        h.at(1)
        #expect(a.state == .inactive && h.positions == [.end])
        #expect(h.view.presentation.center.x == 150)
    }

    @Test func pauseAndScrub() {
        for linear in [true, false] {
            let h = AnimationHarness()
            let a = animator(h, .easeIn)
            a.scrubsLinearly = linear
            a.pauseAnimation()
            #expect(a.state == .active && !a.isRunning && a.fractionComplete == 0)
            a.fractionComplete = 0.5
            let expected = linear ? 100 : 50 + 100 * TimingCurve.easeIn.value(at: 0.5)
            #expect(near(h.view.presentation.center.x, expected))
            h.at(3)
            #expect(near(h.view.presentation.center.x, expected), "paused: the clock does not move it")
            a.startAnimation()
            h.at(3.5)
            #expect(h.positions == [.end])
        }
    }

    @Test func aPausedAnimatorDoesNotKeepTheWindowDrawing() {
        let h = AnimationHarness()
        let a = animator(h)
        a.startAnimation()
        #expect(h.window.isAnimating)
        a.pauseAnimation()
        #expect(!h.window.isAnimating)
        a.startAnimation()
        #expect(h.window.isAnimating)
    }

    @Test func settingFractionCompleteMakesAnInactiveAnimatorActive() {
        let h = AnimationHarness()
        let a = animator(h)
        a.fractionComplete = 0.25
        #expect(a.state == .active && !a.isRunning && near(h.view.presentation.center.x, 75))
    }

    @Test func stopWithoutFinishingKeepsTheDrawnValues() {
        let h = AnimationHarness()
        let a = animator(h)
        a.startAnimation()
        h.at(0.4)
        a.stopAnimation(true)
        #expect(a.state == .inactive && h.positions.isEmpty)
        #expect(near(h.view.center.x, 90) && near(h.view.presentation.center.x, 90))
        h.at(2)
        #expect(h.positions.isEmpty && !h.window.isAnimating)
    }

    @Test(arguments: [(ViewAnimatingPosition.end, 150.0), (.start, 50.0), (.current, 90.0)])
    func stopThenFinishAt(position: ViewAnimatingPosition, x: Double) {
        let h = AnimationHarness()
        let a = animator(h)
        a.startAnimation()
        h.at(0.4)
        a.stopAnimation(false)
        #expect(a.state == .stopped && near(h.view.center.x, 90))
        h.at(0.8)
        #expect(near(h.view.presentation.center.x, 90))
        a.finishAnimation(at: position)
        #expect(a.state == .inactive && h.positions == [position])
        #expect(near(h.view.center.x, x) && near(h.view.presentation.center.x, x))
    }

    @Test func illegalCallsAreIgnored() {
        let h = AnimationHarness()
        let a = animator(h)
        a.finishAnimation(at: .end)  // only legal while stopped
        #expect(a.state == .inactive && h.positions.isEmpty)
        a.startAnimation()
        a.isInterruptible = false  // only while inactive
        #expect(a.isInterruptible)
        h.at(0.2)
        a.fractionComplete = 0.9  // not while running
        #expect(near(a.fractionComplete, 0.2))
        a.finishAnimation(at: .end)
        #expect(a.state == .active && a.isRunning)
        a.stopAnimation(false)
        a.startAnimation()
        a.pauseAnimation()
        a.fractionComplete = 0.7
        a.isReversed = true
        a.addAnimations { h.view.alpha = 0 }
        #expect(a.state == .stopped && !a.isReversed && h.view.alpha == 1)
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        a.finishAnimation(at: .end)
        #expect(a.state == .inactive && h.positions == [.end])
    }

    @Test func anUninterruptibleAnimatorCannotBePausedOrReversedOnceRunning() {
        let h = AnimationHarness()
        let a = animator(h)
        a.isInterruptible = false
        a.startAnimation()
        h.at(0.3)
        a.pauseAnimation()
        a.isReversed = true
        #expect(a.isRunning && !a.isReversed)
        h.at(1)
        #expect(h.positions == [.end])
    }

    @Test func reversingMidFlightPlaysBackToTheStart() {
        let h = AnimationHarness()
        let a = animator(h)
        a.startAnimation()
        h.at(0.4)
        a.isReversed = true
        #expect(a.isRunning)
        h.at(0.6)
        #expect(near(a.fractionComplete, 0.2) && near(h.view.presentation.center.x, 70))
        h.at(0.8)
        #expect(h.positions == [.start] && a.state == .inactive)
        // A reversed animator ending at the start puts the model values back.
        #expect(h.view.center.x == 50 && h.view.presentation.center.x == 50)
    }

    @Test func reversingAPausedAnimatorThenResuming() {
        let h = AnimationHarness()
        let a = animator(h, .easeInOut)
        a.pauseAnimation()
        a.fractionComplete = 0.5
        a.isReversed = true
        a.startAnimation()
        h.at(0.25)
        #expect(h.view.presentation.center.x < 100 && h.view.presentation.center.x > 50)
        h.at(0.5)
        #expect(h.positions == [.start])
    }

    @Test func pausesOnCompletionStaysActiveAndCanBeReversed() {
        let h = AnimationHarness()
        let a = animator(h)
        a.pausesOnCompletion = true
        a.startAnimation()
        h.at(1.5)
        #expect(a.state == .active && !a.isRunning && h.positions.isEmpty && a.fractionComplete == 1)
        a.isReversed = true
        a.startAnimation()
        h.at(2.0)
        #expect(near(h.view.presentation.center.x, 100))
        a.pausesOnCompletion = false
        h.at(2.5)
        #expect(h.positions == [.start])
    }

    @Test func continueAnimationScalesTheRemainingDuration() {
        let h = AnimationHarness()
        let a = animator(h, .easeInOut, duration: 2)
        a.startAnimation()
        h.at(1)
        a.pauseAnimation()
        let x = h.view.presentation.center.x
        a.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
        #expect(near(h.view.presentation.center.x, x))
        h.at(1.25)
        #expect(near(h.view.presentation.center.x, x + (150 - x) / 2))
        h.at(1.5)
        #expect(h.positions == [.end])
    }

    @Test func addAnimationsWhileRunningAndWithADelayFactor() {
        let h = AnimationHarness()
        let a = animator(h)
        a.addAnimations({ h.view.alpha = 0 }, delayFactor: 0.5)
        a.startAnimation()
        h.at(0.25)
        #expect(h.view.presentation.alpha == 1)
        h.at(0.75)
        #expect(near(h.view.presentation.alpha, 0.5))
        a.addAnimations { h.view.cornerRadius = 10 }
        h.at(0.875)
        #expect(near(h.view.presentation.cornerRadius, 5))
        h.at(1)
        #expect(h.positions == [.end] && h.view.presentation.alpha == 0)
    }

    @Test func startAfterDelay() {
        let h = AnimationHarness()
        let a = animator(h)
        a.startAnimation(afterDelay: 0.5)
        #expect(a.isRunning && a.delay == 0.5)
        h.at(0.4)
        #expect(h.view.presentation.center.x == 50)
        h.at(1)
        #expect(near(h.view.presentation.center.x, 100))
        h.at(1.5)
        #expect(h.positions == [.end])
    }

    @Test func runningPropertyAnimatorStartsAtOnce() {
        let h = AnimationHarness()
        let a = ViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveEaseOut,
                                                             animations: { h.view.alpha = 0 }, completion: h.recordPosition)
        #expect(a.isRunning && h.view.alpha == 0 && h.view.presentation.alpha == 1)
        h.at(1)
        #expect(near(h.view.presentation.alpha, 1 - TimingCurve.easeOut.value(at: 0.5)))
        h.at(1.5)
        #expect(h.positions == [.end])
    }

    @Test func springAnimators() {
        let h = AnimationHarness()
        let a = ViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { h.view.center = Point(150, 50) }
        a.startAnimation()
        var peak = 0.0
        for i in 1...99 { h.at(Double(i) / 100); peak = max(peak, h.view.presentation.center.x) }
        #expect(peak > 155)
        h.at(1)
        #expect(a.state == .inactive && h.view.presentation.center.x == 150)

        let physical = ViewPropertyAnimator(duration: 5, timingParameters: SpringTimingParameters(mass: 1, stiffness: 100, damping: 20))
        #expect(physical.duration < 5 && physical.duration > 0.3)
    }
}
