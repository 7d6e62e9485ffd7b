import Foundation

/// How quickly a scroll view's content slows down after a flick (`UIScrollView.DecelerationRate`):
/// the fraction of its velocity the content keeps each millisecond.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The velocity kept per millisecond (0 < rawValue < 1).
    public var rawValue: Double
    /// A rate keeping `rawValue` of the velocity each millisecond.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// The default: 0.998 per millisecond (a flick coasts about half a second per 1000 pt/s).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A quick stop: 0.99 per millisecond (paging scroll views and pickers).
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// The pure formulas a `ScrollView` moves by: deceleration after a flick, the rubber band
/// beyond an edge, the spring back to it, the paging target and the wheel step. Times are in
/// seconds and velocities in points per second, unless a name says otherwise. Each function
/// works on one axis.
public enum ScrollPhysics {
    /// Below this speed (points per second) deceleration stops: the content then moves less
    /// than a hundredth of a point a frame at 60 Hz.
    public static let stopSpeed = 0.5

    /// The rubber band's stiffness constant: the overshoot drawn is `(1 - 1/(x·c/d + 1))·d`.
    public static let rubberBandConstant = 0.55

    /// The angular frequency (radians per second) of the critically damped spring that takes
    /// content back to an edge or onto a page: 4π, the stiffness of an undamped spring with a
    /// period of half a second. An overshoot of 100 pt is within half a point of the edge after
    /// about 0.6 s.
    public static let springFrequency = 4 * Double.pi

    /// The spring is at rest when it is within this distance of its target (points) and slower
    /// than `stopSpeed`.
    public static let springRestDistance = 0.5

    // MARK: Deceleration

    /// The velocity `t` seconds after the content was let go at `v0`: `v0 · rate^(1000·t)`.
    public static func decelerationVelocity(_ v0: Double, rate: DecelerationRate, after t: Double) -> Double {
        v0 * pow(rate.rawValue, 1000 * t)
    }

    /// How far the content travels in `t` seconds after it was let go at `v0`: the integral of
    /// the velocity, `v0/1000 · (rate^(1000·t) − 1) / ln(rate)` (the 1000 turns milliseconds
    /// into seconds).
    public static func decelerationDistance(_ v0: Double, rate: DecelerationRate, after t: Double) -> Double {
        let r = rate.rawValue
        return v0 / 1000 * (pow(r, 1000 * t) - 1) / log(r)
    }

    /// Where a flick at `v0` would end with nothing in the way: the limit of
    /// `decelerationDistance` as time runs on, `−v0 / (1000 · ln(rate))`.
    public static func projectedDistance(_ v0: Double, rate: DecelerationRate) -> Double {
        -v0 / (1000 * log(rate.rawValue))
    }

    /// How long a flick at `v0` coasts before its speed falls below `stopSpeed` (0 when it is
    /// already slower).
    public static func decelerationDuration(_ v0: Double, rate: DecelerationRate) -> Double {
        let speed = abs(v0)
        guard speed > stopSpeed else { return 0 }
        return log(stopSpeed / speed) / (1000 * log(rate.rawValue))
    }

    // MARK: Rubber band

    /// How far content dragged `overshoot` points beyond an edge is drawn beyond it, in a view
    /// `dimension` points long along that axis: `(1 − 1/(x·c/d + 1))·d`, with
    /// c = `rubberBandConstant`. Odd in `overshoot` (a negative overshoot gives a negative
    /// result); it never reaches `dimension`.
    public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let drawn = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
        return overshoot < 0 ? -drawn : drawn
    }

    /// The inverse of `rubberBand`: the drag that draws the content `drawn` points beyond the
    /// edge (so a drag can continue from content that is already beyond it).
    public static func rubberBandInverse(_ drawn: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let y = min(abs(drawn), dimension * 0.999_999)
        let x = (1 / (1 - y / dimension) - 1) * dimension / rubberBandConstant
        return drawn < 0 ? -x : x
    }

    // MARK: Spring

    /// A critically damped spring (`springFrequency` ω) that starts `x0` points from its target
    /// moving at `v0`: after `t` seconds it is `(x0 + (v0 + ω·x0)·t)·e^(−ω·t)` from the target,
    /// moving at `(v0 − ω·(v0 + ω·x0)·t)·e^(−ω·t)`. Returns (displacement, velocity).
    public static func spring(from x0: Double, velocity v0: Double, after t: Double) -> (offset: Double, velocity: Double) {
        let w = springFrequency
        let b = v0 + w * x0
        let e = exp(-w * t)
        return ((x0 + b * t) * e, (v0 - w * b * t) * e)
    }

    /// Whether a spring `offset` points from its target moving at `velocity` has come to rest.
    public static func springIsAtRest(offset: Double, velocity: Double) -> Bool {
        abs(offset) < springRestDistance && abs(velocity) < stopSpeed * 10
    }

    // MARK: Paging

    /// The page a paging scroll view settles on when let go at `offset` moving at `velocity`
    /// (pages `pageLength` points long, `pageCount` of them), having started the drag on
    /// `startPage`: the page nearest the projected end of the flick (`DecelerationRate.normal`),
    /// but at most one page from the start page, as UIKit moves one page per flick.
    public static func targetPage(offset: Double, velocity: Double, pageLength: Double, pageCount: Int,
                                  startPage: Int) -> Int {
        guard pageLength > 0, pageCount > 0 else { return 0 }
        let projected = offset + projectedDistance(velocity, rate: .normal)
        var page = Int((projected / pageLength).rounded())
        page = min(max(page, startPage - 1), startPage + 1)
        return min(max(page, 0), pageCount - 1)
    }

    // MARK: Wheel

    /// How far one wheel notch scrolls a view `visibleLength` points long along its axis:
    /// `visibleLength^(2/3)`, the step GTK uses (about 71 pt for a 600 pt view, 47 pt for a
    /// 320 pt one). Touchpad fractions of a notch scroll the same fraction of it.
    public static func wheelStep(visibleLength: Double) -> Double {
        pow(max(visibleLength, 0), 2.0 / 3.0)
    }

    // MARK: Animated scrolling

    /// The duration of `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`.
    public static let scrollAnimationDuration = 0.3

    /// The progress (0…1) of an animated scroll at fraction `t` (0…1) of its duration: a cubic
    /// ease-out, `1 − (1 − t)³`.
    public static func scrollAnimationProgress(_ t: Double) -> Double {
        let u = 1 - min(max(t, 0), 1)
        return 1 - u * u * u
    }
}
