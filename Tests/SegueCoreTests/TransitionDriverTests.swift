import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("Transition driver")
struct TransitionDriverTests {
    @MainActor
    final class Log { var completions: [Bool] = [] }

    func driver(_ duration: Double = 1, _ curve: TimingCurve = .linear,
                settings: TimingSettings = .standard) -> (TransitionDriver, Log) {
        let d = TransitionDriver(duration: duration, curve: curve, settings: settings)
        let log = Log()
        d.completion = { log.completions.append($0) }
        return (d, log)
    }

    @Test func runsAlongItsCurveAndCompletesOnce() {
        let (d, log) = driver(0.5, .easeInEaseOut)
        #expect(d.state == .inactive && d.progress == 0)
        d.startAnimation(at: 10)
        #expect(d.state == .active && d.progress == 0)
        d.update(at: 10.25)
        #expect(abs(d.progress - 0.5) < 1e-12)
        #expect(abs(d.fractionComplete - 0.5) < 1e-12)
        d.update(at: 10.125)  // time never runs backwards
        #expect(abs(d.progress - 0.5) < 1e-12)
        d.update(at: 10.4)
        #expect(abs(d.progress - TimingCurve.easeInEaseOut.value(at: 0.8)) < 1e-12)
        d.update(at: 10.5)
        #expect(d.progress == 1 && d.state == .ended)
        d.update(at: 11)
        d.startAnimation(at: 12)
        #expect(log.completions == [true])
    }

    @Test func pauseScrubContinue() {
        let (d, log) = driver(1, .easeIn)
        d.startAnimation(at: 0)
        d.pauseAnimation(at: 0.5)
        let held = TimingCurve.easeIn.value(at: 0.5)
        #expect(d.state == .paused && abs(d.progress - held) < 1e-12)
        d.update(at: 5)
        #expect(abs(d.progress - held) < 1e-12)
        d.fractionComplete = 0.6
        #expect(d.progress == 0.6 && d.fractionComplete == 0.6)
        d.fractionComplete = 1.7
        #expect(d.progress == 1)
        d.fractionComplete = 0.6
        // Continue to the end: the remaining 0.4 takes 0.4 s along the curve.
        d.continueAnimation(at: 6, reversed: false)
        d.update(at: 6.2)
        #expect(abs(d.progress - (0.6 + 0.4 * TimingCurve.easeIn.value(at: 0.5))) < 1e-12)
        d.update(at: 6.4)
        #expect(d.progress == 1 && log.completions == [true])
    }

    @Test func interactiveStartFromInactiveAndCancel() {
        let (d, log) = driver(0.5, .default)
        d.pauseAnimation(at: 0)  // an interactive transition begins paused
        #expect(d.state == .paused && d.progress == 0)
        d.fractionComplete = 0.3
        d.cancel(at: 1)
        #expect(d.isReversed && d.state == .active)
        d.update(at: 1.05)
        #expect(d.progress < 0.3 && d.progress > 0)
        d.update(at: 1.149)
        #expect(d.state == .active)
        d.update(at: 1.151)  // 0.3 of the way back takes 0.15 s
        #expect(d.progress == 0 && d.state == .ended)
        #expect(log.completions == [false])
    }

    @Test func settingFractionOnInactiveDriverPausesIt() {
        let (d, _) = driver()
        d.fractionComplete = 0.25
        #expect(d.state == .paused && d.progress == 0.25)
        d.startAnimation(at: 0)  // resumes forwards from 0.25
        d.update(at: 0.75)
        #expect(d.state == .ended && d.progress == 1)
    }

    @Test func reverseFromWhereItIs() {
        let (d, log) = driver(1, .linear)
        d.startAnimation(at: 0)
        d.update(at: 0.7)
        d.reverse(at: 0.7)
        #expect(d.isReversed && abs(d.progress - 0.7) < 1e-12)
        d.update(at: 1.0)
        #expect(abs(d.progress - 0.4) < 1e-12)
        d.reverse(at: 1.0)
        #expect(!d.isReversed)
        d.update(at: 1.3)
        #expect(abs(d.progress - 0.7) < 1e-12)
        d.update(at: 1.6)
        #expect(d.progress == 1 && log.completions == [true])
    }

    @Test func reversePausedDriverRunsBack() {
        let (d, log) = driver(1, .linear)
        d.pauseAnimation(at: 0)
        d.fractionComplete = 0.5
        d.reverse(at: 2)
        d.update(at: 2.5)
        #expect(d.progress == 0 && log.completions == [false])
    }

    @Test func releaseVelocityIsHandedToASpring() {
        let (d, log) = driver(0.5, .easeInEaseOut)
        d.pauseAnimation(at: 0)
        d.fractionComplete = 0.4
        d.finish(at: 1, velocity: 3)
        #expect(abs(d.velocity - 3) < 0.05)
        d.update(at: 1.001)
        // Starts at the release speed (3 fractions per second), not from rest.
        #expect(abs((d.progress - 0.4) / 0.001 - 3) < 0.1)
        d.update(at: 1 + d.releaseSpring.withInitialVelocity(3 / 0.6).settlingDuration + 1e-9)
        #expect(d.progress == 1 && d.state == .ended && log.completions == [true])
    }

    @Test func springCurveKeepsMomentumWhenReversed() {
        let spring = Spring(dampingRatio: 0.8, response: 0.4)
        let (d, log) = driver(0.5, .spring(spring))
        d.startAnimation(at: 0)
        d.update(at: 0.1)
        let v = d.velocity
        #expect(v > 0)
        d.reverse(at: 0.1)
        d.update(at: 0.1005)
        #expect(abs(d.velocity - v) < 0.2 * abs(v), "the reversal is smooth: same speed at the turn")
        d.update(at: 10)
        #expect(d.progress == 0 && log.completions == [false])
    }

    @Test func springRunLastsItsSettlingDuration() {
        let spring = Spring(dampingRatio: 0.5, response: 0.3)
        let (d, log) = driver(9, .spring(spring))
        d.startAnimation(at: 0)
        d.update(at: spring.settlingDuration * 0.99)
        #expect(d.state == .active)
        d.update(at: spring.settlingDuration)
        #expect(d.progress == 1 && log.completions == [true])
    }

    @Test func slowMotionStretchesTime() {
        let (d, _) = driver(0.5, .linear, settings: TimingSettings(slowMotionFactor: 10))
        d.startAnimation(at: 0)
        d.update(at: 2.5)
        #expect(abs(d.progress - 0.5) < 1e-12)
        d.update(at: 5)
        #expect(d.state == .ended)
    }

    @Test func finishImmediatelyAndIgnoredCallsAfterEnd() {
        let (d, log) = driver()
        d.startAnimation(at: 0)
        d.finishImmediately(atEnd: false)
        #expect(d.progress == 0 && d.state == .ended)
        d.continueAnimation(at: 1, reversed: false)
        d.fractionComplete = 0.5
        d.finishImmediately()
        #expect(d.progress == 0 && log.completions == [false])
    }

    @Test func ignoresTimesThatAreNotFinite() {
        let (d, _) = driver()
        d.startAnimation(at: .nan)
        #expect(d.state == .inactive)
        d.startAnimation(at: 0)
        d.update(at: .infinity)
        d.update(at: .nan)
        d.update(at: 0.5)
        #expect(d.progress == 0.5)
        d.fractionComplete = .nan
        #expect(d.progress == 0.5)
    }

    @Test func fractionCannotBeSetWhileRunning() {
        let (d, _) = driver()
        d.startAnimation(at: 0)
        d.update(at: 0.2)
        d.fractionComplete = 0.9
        #expect(abs(d.progress - 0.2) < 1e-12)
    }
}
