import Foundation

/// How a transition's visual progress follows time: Core Animation's named curves, any cubic
/// Bézier, or a spring.
///
/// `value(at:)` maps the fraction of the run's time (0…1) to the fraction of the change; it is
/// exactly 0 at 0 and exactly 1 at 1. A spring runs in real seconds, so a run with a spring
/// curve lasts the spring's `settlingDuration` (see `TransitionDriver`), and `value(at: u)` is the
/// spring's position at u × settlingDuration.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// Constant speed: the change is proportional to time (`kCAMediaTimingFunctionLinear`).
    case linear
    /// Any cubic Bézier timing function, like `CAMediaTimingFunction(controlPoints:)`.
    case cubicBezier(CubicBezier)
    /// A damped spring; a run with it lasts the spring's settling duration rather than the
    /// transition's duration.
    case spring(Spring)

    /// kCAMediaTimingFunctionEaseIn: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// kCAMediaTimingFunctionEaseOut: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// kCAMediaTimingFunctionEaseInEaseOut: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// kCAMediaTimingFunctionDefault: (0.25, 0.1, 0.25, 1), what implicit animations use.
    public static let `default` = TimingCurve.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// A cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1).
    public static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        .cubicBezier(CubicBezier(x1, y1, x2, y2))
    }

    /// The fraction of the change at time fraction `u`: exactly 0 for u ≤ 0 and 1 for u ≥ 1.
    public func value(at u: Double) -> Double {
        if u.isNaN || u <= 0 { return 0 }
        if u >= 1 { return 1 }
        switch self {
        case .linear: return u
        case .cubicBezier(let b): return b.value(at: u)
        case .spring(let s): return s.position(at: u * s.settlingDuration)
        }
    }

    /// Whether the curve is a spring (which keeps its own duration and takes a velocity).
    public var isSpring: Bool { if case .spring = self { return true } else { return false } }

    public var description: String {
        switch self {
        case .linear: return "linear"
        case .cubicBezier(let b):
            for (name, curve) in TimingCurve.named where curve == self { return name }
            return b.description
        case .spring(let s):
            return "spring(\(s.dampingRatio),\(s.response),\(s.initialVelocity))"
        }
    }

    /// The names `parse` accepts besides `cubicBezier(…)` and `spring(…)`.
    public static let named: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// Reads a curve as written in a storyboard or a `--param curve=…`: `linear`, `easeIn`,
    /// `easeOut`, `easeInOut` / `easeInEaseOut`, `default`, `cubicBezier(x1,y1,x2,y2)` (or four
    /// comma-separated numbers), or `spring(dampingRatio,response[,initialVelocity])`.
    public static func parse(_ text: String) throws -> TimingCurve {
        let s = text.trimmingCharacters(in: .whitespaces)
        if s == "easeInOut" { return .easeInEaseOut }
        if let hit = named.first(where: { $0.0 == s }) { return hit.1 }
        func numbers(_ body: Substring) throws -> [Double] {
            try body.split(separator: ",", omittingEmptySubsequences: false).map { part in
                let p = part.trimmingCharacters(in: .whitespaces)
                guard let v = Double(p), v.isFinite else {
                    throw TimingCurveError(text: text, reason: "'\(p)' is not a number")
                }
                return v
            }
        }
        func arguments(_ prefix: String) throws -> [Double]? {
            guard s.hasPrefix(prefix + "("), s.hasSuffix(")") else { return nil }
            return try numbers(s.dropFirst(prefix.count + 1).dropLast())
        }
        if let a = try arguments("cubicBezier") ?? (s.contains(",") && !s.contains("(") ? numbers(Substring(s)) : nil) {
            guard a.count == 4 else {
                throw TimingCurveError(text: text, reason: "a cubic Bézier needs 4 numbers x1,y1,x2,y2, got \(a.count)")
            }
            guard (0...1).contains(a[0]), (0...1).contains(a[2]) else {
                throw TimingCurveError(text: text, reason: "the control points' x values must lie in 0…1")
            }
            return .bezier(a[0], a[1], a[2], a[3])
        }
        if let a = try arguments("spring") {
            guard a.count == 2 || a.count == 3 else {
                throw TimingCurveError(text: text, reason: "a spring needs dampingRatio,response[,initialVelocity], got \(a.count) numbers")
            }
            guard a[0] > 0, a[1] > 0 else {
                throw TimingCurveError(text: text, reason: "a spring's damping ratio and response must be positive")
            }
            return .spring(Spring(dampingRatio: a[0], response: a[1], initialVelocity: a.count == 3 ? a[2] : 0))
        }
        throw TimingCurveError(text: text, reason: "expected linear, easeIn, easeOut, easeInOut, default, cubicBezier(x1,y1,x2,y2) or spring(dampingRatio,response[,velocity])")
    }
}

/// A timing curve that could not be read, with the text and what was wrong.
public struct TimingCurveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as it was given to `TimingCurve.parse(_:)`.
    public var text: String
    /// What was wrong, as the end of the sentence "bad timing curve '…':".
    public var reason: String
    public var description: String { "bad timing curve '\(text)': \(reason)" }
}
