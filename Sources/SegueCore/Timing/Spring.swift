import Foundation

/// A damped spring moving from 0 to 1 (UISpringTimingParameters / SwiftUI's spring):
/// unit mass, stiffness (2π / response)², damping 4π · dampingRatio / response.
///
/// `response` is the period in seconds the spring would oscillate with if undamped;
/// `dampingRatio` 1 is critically damped (fastest with no overshoot), below 1 bounces,
/// above 1 creeps. `initialVelocity` is in units of the whole distance per second
/// (UIKit's convention): 2 means moving at twice the distance per second at the start.
/// The spring runs in real seconds; `settlingDuration` says when it has come to rest.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// How quickly oscillation dies out, as `UISpringTimingParameters(dampingRatio:)`: 1 critically
    /// damped, below 1 bouncy, above 1 slower with no overshoot. `init` keeps it at least 0.01;
    /// values set directly are not checked.
    public var dampingRatio: Double
    /// The undamped oscillation period in seconds (SwiftUI's `response`); smaller is stiffer and
    /// faster. `init` keeps it at least 0.001 s; values set directly are not checked.
    public var response: Double
    /// The starting speed in whole distances per second (UIKit's `initialVelocity` convention):
    /// 1 means the distance would be covered in one second at that speed.
    public var initialVelocity: Double

    /// Values are clamped to usable ranges: a damping ratio of at least 0.01 (an undamped
    /// spring never settles) and a response of at least 0.001 s.
    public init(dampingRatio: Double = 1, response: Double = 0.5, initialVelocity: Double = 0) {
        self.dampingRatio = max(dampingRatio.isFinite ? dampingRatio : 1, 0.01)
        self.response = max(response.isFinite ? response : 0.5, 0.001)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The same spring started with another velocity.
    public func withInitialVelocity(_ v: Double) -> Spring {
        Spring(dampingRatio: dampingRatio, response: response, initialVelocity: v)
    }

    /// Natural angular frequency ω₀ = 2π / response.
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// How close to the target (as a fraction of the distance) counts as at rest.
    public static let restThreshold = 0.001

    /// Position at `t` seconds: 0 at t = 0, tending to 1. The closed-form solution of
    /// x″ + 2ζω₀x′ + ω₀²(x − 1) = 0, x(0) = 0, x′(0) = initialVelocity.
    public func position(at t: Double) -> Double {
        if t <= 0 { return 0 }
        return 1 + displacement(at: t)
    }

    /// Velocity at `t` seconds, in distances per second.
    public func velocity(at t: Double) -> Double {
        if t <= 0 { return initialVelocity }
        let h = 1e-6
        return (displacement(at: t + h) - displacement(at: t - h)) / (2 * h)
    }

    /// x(t) − 1: starts at −1.
    private func displacement(at t: Double) -> Double {
        let w = angularFrequency, z = dampingRatio, v0 = initialVelocity
        if abs(z - 1) < 1e-9 {
            // Critically damped: (A + Bt)e^(−ωt).
            return (-1 + (v0 - w) * t) * exp(-w * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 - z * w) / wd
            return exp(-z * w * t) * (-cos(wd * t) + b * sin(wd * t))
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s), r2 = -w * (z + s)
            let c1 = (v0 + r2) / (r1 - r2)
            let c2 = -1 - c1
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// An upper bound on |x(t) − 1| for all later times, used to bracket the settling time.
    private func envelope(at t: Double) -> Double {
        let w = angularFrequency, z = dampingRatio, v0 = initialVelocity
        if abs(z - 1) < 1e-9 {
            return (1 + abs(v0 - w) * t) * exp(-w * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 - z * w) / wd
            return exp(-z * w * t) * (1 + b * b).squareRoot()
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s), r2 = -w * (z + s)
            let c1 = (v0 + r2) / (r1 - r2)
            return (abs(c1) + abs(1 + c1)) * exp(r1 * t)
        }
    }

    /// Seconds until the spring stays within `restThreshold` of the target for good
    /// (CASpringAnimation.settlingDuration). Found by bracketing with the decay envelope and
    /// scanning back for the last moment the spring was farther away.
    public var settlingDuration: Double {
        let eps = Spring.restThreshold
        // Grow an upper bound until the envelope is below the threshold.
        var hi = response
        while envelope(at: hi) >= eps && hi < 1e4 { hi *= 2 }
        // Scan backwards in fine steps for the last time |x − 1| ≥ eps.
        let steps = 4000
        let dt = hi / Double(steps)
        var last = 0.0
        for i in stride(from: steps, through: 0, by: -1) {
            let t = Double(i) * dt
            if abs(displacement(at: t)) >= eps { last = t; break }
        }
        // Refine the crossing between last and last + dt by bisection.
        var a = last, b = min(last + dt, hi)
        for _ in 0..<50 {
            let m = (a + b) / 2
            if abs(displacement(at: m)) >= eps { a = m } else { b = m }
        }
        return b
    }

    public var description: String {
        "spring(dampingRatio: \(dampingRatio), response: \(response), initialVelocity: \(initialVelocity))"
    }
}
