import Foundation

/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as
/// CAMediaTimingFunction(controlPoints:): x is the fraction of time, y the fraction of the change.
///
/// `value(at:)` solves x(t) = time for the curve parameter t (Newton's method, with bisection
/// as a fallback), then returns y(t), to about 1e-9: the same answers as Core Animation.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
    /// The control points (x1, y1) and (x2, y2), as the four numbers of
    /// `CAMediaTimingFunction(controlPoints:)`. `init` clamps x1 and x2 to 0…1; values set directly
    /// are not clamped, and an x outside 0…1 can make the curve fold back on itself in time.
    public var x1: Double, y1: Double, x2: Double, y2: Double

    /// Control points (x1, y1) and (x2, y2). The x values are clamped to 0…1 so that the curve
    /// is a function of time (Core Animation does the same); the y values may leave 0…1
    /// (overshooting curves).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1); self.y1 = y1
        self.x2 = min(max(x2, 0), 1); self.y2 = y2
    }

    // B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, written as ((a·t + b)·t + c)·t.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    private func sampleX(_ t: Double) -> Double {
        let k = Self.coefficients(x1, x2)
        return ((k.a * t + k.b) * t + k.c) * t
    }

    private func sampleY(_ t: Double) -> Double {
        let k = Self.coefficients(y1, y2)
        return ((k.a * t + k.b) * t + k.c) * t
    }

    private func sampleDX(_ t: Double) -> Double {
        let k = Self.coefficients(x1, x2)
        return (3 * k.a * t + 2 * k.b) * t + k.c
    }

    /// The curve parameter t whose x is `x` (0…1).
    public func parameter(forX x: Double) -> Double {
        let epsilon = 1e-12
        // Newton's method converges in a few steps where the slope is not flat.
        var t = x
        for _ in 0..<8 {
            let err = sampleX(t) - x
            if abs(err) < epsilon { return t }
            let d = sampleDX(t)
            if abs(d) < 1e-7 { break }
            t -= err / d
        }
        // Bisection always converges, because x(t) is monotonic for x1, x2 in 0…1.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = sampleX(t)
            if abs(v - x) < epsilon { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// The fraction of the change at time fraction `x`: exactly 0 for x ≤ 0, exactly 1 for x ≥ 1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// dy/dx at time fraction `x`: the curve's speed relative to a linear one.
    public func slope(at x: Double) -> Double {
        let xc = min(max(x, 0), 1)
        let t = parameter(forX: xc)
        let k = Self.coefficients(y1, y2)
        let dy = (3 * k.a * t + 2 * k.b) * t + k.c
        let dx = sampleDX(t)
        if abs(dx) < 1e-12 { return dy >= 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
        return dy / dx
    }

    public var description: String { "cubicBezier(\(x1),\(y1),\(x2),\(y2))" }
}
