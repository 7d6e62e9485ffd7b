import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("Timing curves")
struct TimingCurveTests {
    // Reference values of Core Animation's named functions (the same cubic Béziers as CSS's
    // ease-in, ease-out, ease-in-out and ease), solved to 1e-9 by bisection outside Swift.
    static let pinned: [(String, TimingCurve, [Double])] = [
        ("easeIn", .easeIn, [0.093464651, 0.315356813, 0.621861869]),
        ("easeOut", .easeOut, [0.378138131, 0.684643187, 0.906535349]),
        ("easeInEaseOut", .easeInEaseOut, [0.129161931, 0.5, 0.870838069]),
        ("default", .default, [0.408510591, 0.802403388, 0.960458978]),
    ]

    @Test func namedCurvesMatchCoreAnimation() {
        for (name, curve, values) in Self.pinned {
            for (x, y) in zip([0.25, 0.5, 0.75], values) {
                #expect(abs(curve.value(at: x) - y) < 1e-7, "\(name) at \(x)")
            }
        }
        #expect(TimingCurve.easeInEaseOut.value(at: 0.5) == 0.5)
        #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
    }

    @Test func endsAreExact() {
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default,
                                     .bezier(0.68, -0.55, 0.27, 1.55), .spring(Spring(dampingRatio: 0.5, response: 0.4))]
        for c in curves {
            #expect(c.value(at: 0) == 0, "\(c)")
            #expect(c.value(at: 1) == 1, "\(c)")
            #expect(c.value(at: -3) == 0)
            #expect(c.value(at: 7) == 1)
        }
    }

    @Test func bezierSolvesXToY() {
        // The solved parameter reproduces x, for steep and flat curves alike.
        let b = CubicBezier(0.9, 0.1, 0.1, 0.9)
        for i in 1..<100 {
            let x = Double(i) / 100
            let t = b.parameter(forX: x)
            let xt = 3 * (1 - t) * (1 - t) * t * 0.9 + 3 * (1 - t) * t * t * 0.1 + t * t * t
            #expect(abs(xt - x) < 1e-9)
        }
        // Monotonic for an ordinary ease.
        var last = 0.0
        for i in 1...200 {
            let y = TimingCurve.easeInEaseOut.value(at: Double(i) / 200)
            #expect(y >= last); last = y
        }
        // Overshooting y values are kept.
        #expect(TimingCurve.bezier(0.3, 1.6, 0.7, 1.6).value(at: 0.6) > 1)
    }

    @Test func parsesCurveNames() throws {
        #expect(try TimingCurve.parse("easeInOut") == .easeInEaseOut)
        #expect(try TimingCurve.parse("linear") == .linear)
        #expect(try TimingCurve.parse("cubicBezier(0.25, 0.1, 0.25, 1)") == .default)
        #expect(try TimingCurve.parse("0.42,0,1,1") == .easeIn)
        #expect(try TimingCurve.parse("spring(0.7,0.4)") == .spring(Spring(dampingRatio: 0.7, response: 0.4)))
        #expect(throws: TimingCurveError.self) { try TimingCurve.parse("bouncy") }
        #expect(throws: TimingCurveError.self) { try TimingCurve.parse("cubicBezier(1,2,3)") }
        #expect(throws: TimingCurveError.self) { try TimingCurve.parse("cubicBezier(1.5,0,0.5,1)") }
        #expect(throws: TimingCurveError.self) { try TimingCurve.parse("spring(0,1)") }
        do { _ = try TimingCurve.parse("cubicBezier(a,0,1,1)"); Issue.record("accepted a non-number") }
        catch let e as TimingCurveError { #expect(e.description.contains("'a' is not a number")) }
    }

    @Test func settingsScaleDurations() {
        #expect(TimingSettings(slowMotionFactor: 10).scaled(0.5) == 5)
        #expect(TimingSettings.standard.scaled(0.3) == 0.3)
        #expect(TimingSettings(slowMotionFactor: -2).slowMotionFactor > 0)
    }
}

@MainActor
@Suite("Springs")
struct SpringTests {
    static let springs = [Spring(dampingRatio: 1, response: 0.5), Spring(dampingRatio: 0.5, response: 0.4),
                          Spring(dampingRatio: 0.2, response: 0.3), Spring(dampingRatio: 2, response: 0.5),
                          Spring(dampingRatio: 0.8, response: 0.5, initialVelocity: 4),
                          Spring(dampingRatio: 1, response: 0.3, initialVelocity: -3)]

    @Test func settlesWithinItsStatedTime() {
        for s in Self.springs {
            let d = s.settlingDuration
            #expect(d > 0 && d < 20, "\(s)")
            // From the settling time on, it stays within the threshold; just before, it is not.
            for i in 0...2000 {
                let t = d + Double(i) * d / 400
                #expect(abs(s.position(at: t) - 1) <= Spring.restThreshold + 1e-9, "\(s) at \(t)")
            }
            #expect(abs(s.position(at: d * 0.98) - 1) > Spring.restThreshold * 0.9 || d < 0.05, "\(s)")
        }
    }

    @Test func criticalDampingMatchesTheClosedForm() {
        // x(t) = 1 − (1 + ω t) e^(−ω t) for a critically damped spring at rest.
        let s = Spring(dampingRatio: 1, response: 0.5)
        let w = 2 * Double.pi / 0.5
        for t in [0.05, 0.1, 0.2, 0.4] {
            #expect(abs(s.position(at: t) - (1 - (1 + w * t) * exp(-w * t))) < 1e-12)
        }
        // Settling to 0.1%: (1 + ω t) e^(−ω t) = 0.001 at ω t ≈ 9.2335.
        #expect(abs(s.settlingDuration - 9.233413476 / w) < 1e-4)
    }

    @Test func underdampedSpringOvershootsAndKeepsItsVelocity() {
        let s = Spring(dampingRatio: 0.3, response: 0.5)
        let peak = (1...400).map { s.position(at: Double($0) / 400) }.max()!
        // Peak overshoot of a damped oscillator: e^(−πζ/√(1−ζ²)).
        #expect(abs(peak - 1 - exp(-Double.pi * 0.3 / (1 - 0.09).squareRoot())) < 2e-3)
        let v = Spring(dampingRatio: 1, response: 0.4, initialVelocity: 3)
        #expect(abs(v.velocity(at: 1e-9) - 3) < 1e-3)
        #expect(abs(v.position(at: 0.001) - 0.003) < 1e-4)
    }

    @Test func springCurveSpansItsSettlingTime() {
        let s = Spring(dampingRatio: 0.6, response: 0.4)
        let c = TimingCurve.spring(s)
        #expect(abs(c.value(at: 0.25) - s.position(at: 0.25 * s.settlingDuration)) < 1e-12)
    }
}
