import Foundation

/// A view property that view animations interpolate (UIKit's animatable `UIView` properties;
/// `frame` is `bounds` and `center` together).
enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    case bounds, center, transform, alpha, backgroundColor, cornerRadius
}

/// A value of an animatable property, as recorded before and after an animations block.
enum AnimatableValue: Equatable, Sendable {
    case rect(Rect)
    case point(Point)
    case transform(Transform3D)
    case number(Double)
    /// nil (no background) animates as the other end's colour with alpha 0, as UIKit does.
    case color(Color?)

    /// Whether a transform is a 2D affine one, interpolated by its decomposition (translation,
    /// scale, rotation, shear) as Core Animation does, rather than entry by entry.
    static func is2D(_ t: Transform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
            && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    }

    /// The value as numbers to interpolate. `decomposed` chooses the 2D decomposition of a
    /// transform; `colorFallback` gives nil a colour (the other end's, transparent).
    func components(decomposed: Bool, colorFallback: Color? = nil) -> [Double] {
        switch self {
        case .rect(let r): return [r.minX, r.minY, r.width, r.height]
        case .point(let p): return [p.x, p.y]
        case .number(let n): return [n]
        case .color(let c):
            let c = c ?? colorFallback.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 0) }
                ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
            return [c.red, c.green, c.blue, c.alpha]
        case .transform(let t):
            if decomposed { return Self.decompose(t) }
            return t.rows.flatMap { $0 }
        }
    }

    /// The value of the same kind as `self` made from `components`.
    func with(components v: [Double], decomposed: Bool) -> AnimatableValue {
        switch self {
        case .rect: return .rect(Rect(v[0], v[1], v[2], v[3]))
        case .point: return .point(Point(v[0], v[1]))
        case .number: return .number(v[0])
        case .color: return .color(Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
        case .transform:
            if decomposed { return .transform(Self.compose(v)) }
            return .transform(Transform3D(rows: (0..<4).map { Array(v[($0 * 4)..<($0 * 4 + 4)]) }))
        }
    }

    /// [tx, ty, sx, sy, angle, shear] of a 2D transform (row vectors, like CGAffineTransform's
    /// a b c d tx ty = m11 m12 m21 m22 m41 m42).
    static func decompose(_ t: Transform3D) -> [Double] {
        let a = t.m11, b = t.m12, c = t.m21, d = t.m22
        var sx = (a * a + b * b).squareRoot()
        if a * d - b * c < 0 { sx = -sx }
        let angle = sx == 0 ? 0 : atan2(b / sx, a / sx)
        let (cs, sn) = (cos(angle), sin(angle))
        // Second row = sy·(−sin, cos) + shear·sy·(cos, sin).
        let along = c * cs + d * sn
        let across = -c * sn + d * cs
        let sy = across
        let shear = sy == 0 ? 0 : along / sy
        return [t.m41, t.m42, sx, sy, angle, shear]
    }

    /// The 2D transform of a decomposition made by `decompose`.
    static func compose(_ v: [Double]) -> Transform3D {
        let (tx, ty, sx, sy, angle, shear) = (v[0], v[1], v[2], v[3], v[4], v[5])
        let (cs, sn) = (cos(angle), sin(angle))
        var m = Transform3D.identity
        m.m11 = sx * cs; m.m12 = sx * sn
        m.m21 = sy * (-sn + shear * cs); m.m22 = sy * (cs + shear * sn)
        m.m41 = tx; m.m42 = ty
        return m
    }
}

/// One property of one view animated by one run: a path through key values in the run's
/// progress (one segment 0…1 for a plain animation, several for keyframes), ending at the
/// model value. What it adds to the model value is the path's value minus its end: animations
/// are additive, as UIKit's are since iOS 8, so a new animation of a property in flight starts
/// where the view is drawn and the older one keeps running underneath.
@MainActor
final class AnimationTrack {
    /// A piece of the path: from `from` to `to` while the run's progress goes from `start` to `end`.
    struct Segment {
        var start: Double, end: Double
        var from: AnimatableValue, to: AnimatableValue
    }

    weak var view: View?
    let property: AnimatableProperty
    let segments: [Segment]
    /// The model value the path ends at (the value the animations block set).
    let final: AnimatableValue
    /// The run it belongs to.
    weak var run: AnimationRun?
    /// The run's progress at the last evaluation (0 until the run starts).
    var progress = 0.0
    /// Whether keyframes jump between values (calculationModeDiscrete) instead of interpolating.
    var isDiscrete = false

    init(view: View, property: AnimatableProperty, segments: [Segment], final: AnimatableValue, run: AnimationRun) {
        self.view = view; self.property = property; self.segments = segments.sorted { $0.start < $1.start }
        self.final = final; self.run = run
    }

    /// The value at the run's start.
    var initial: AnimatableValue { segments.first?.from ?? final }

    private func values(_ v: AnimatableValue, _ decomposed: Bool) -> [Double] {
        var fallback: Color?
        if case .color(let c) = final { fallback = c }
        if fallback == nil, case .color(let c) = initial { fallback = c }
        return v.components(decomposed: decomposed, colorFallback: fallback)
    }

    /// What the track adds to the model value, in the components of `decomposed`.
    func offset(decomposed: Bool) -> [Double] {
        let end = values(final, decomposed)
        var current = values(initial, decomposed)
        let p = progress
        if segments.count == 1, segments[0].start == 0, segments[0].end == 1 {
            // A plain animation: extrapolate, so that springs overshoot.
            let a = values(segments[0].from, decomposed), b = values(segments[0].to, decomposed)
            return zip(a, b).map { (a, b) in a + (b - a) * p }.enumerated().map { $0.element - end[$0.offset] }
        }
        for s in segments {
            if p >= s.end { current = values(s.to, decomposed); continue }
            if p > s.start {
                let a = values(s.from, decomposed), b = values(s.to, decomposed)
                let t = isDiscrete ? 0 : (p - s.start) / max(s.end - s.start, 1e-12)
                current = zip(a, b).map { $0 + ($1 - $0) * t }
            }
            break
        }
        return zip(current, end).map { $0 - $1 }
    }

    /// Whether every value on the path is a 2D transform (or not a transform at all).
    var is2D: Bool {
        func ok(_ v: AnimatableValue) -> Bool {
            if case .transform(let t) = v { return AnimatableValue.is2D(t) }
            return true
        }
        return ok(final) && segments.allSatisfy { ok($0.from) && ok($0.to) }
    }
}

/// The values a view is drawn with while it animates, like `CALayer.presentation()`: its
/// model values with the animations in flight applied, as of the window's last update.
/// Outside animations they equal the model values.
public struct ViewPresentation: Hashable, Sendable {
    /// The drawn bounds (`UIView.bounds` of the presentation layer).
    public var bounds: Rect
    /// The drawn centre, in the superview's bounds coordinates.
    public var center: Point
    /// The drawn transform.
    public var transform: Transform3D
    /// The drawn opacity.
    public var alpha: Double
    /// The drawn background colour.
    public var backgroundColor: Color?
    /// The drawn corner radius.
    public var cornerRadius: Double
    /// The anchor point (not animatable; the model's).
    public var anchorPoint: Point

    /// The drawn frame, derived from `center`, `bounds` and `anchorPoint` as `View.frame` is.
    public var frame: Rect {
        Rect(center.x - anchorPoint.x * bounds.width, center.y - anchorPoint.y * bounds.height,
             bounds.width, bounds.height)
    }
}

extension View {
    /// What the view looks like on screen now, like `layer.presentation()`: while a view
    /// animation runs, the model properties (`frame`, `alpha` …) already hold the values the
    /// animations block set, and this holds the values being drawn. Drawing uses these; hit
    /// testing uses the model values, as UIKit does.
    public var presentation: ViewPresentation {
        var p = ViewPresentation(bounds: bounds, center: center, transform: transform, alpha: alpha,
                                 backgroundColor: backgroundColor, cornerRadius: cornerRadius, anchorPoint: anchorPoint)
        guard !animationTracks.isEmpty else { return p }
        for property in AnimatableProperty.allCases where animationTracks.contains(where: { $0.property == property }) {
            switch presentationValue(property) {
            case .rect(let r): p.bounds = r
            case .point(let c): p.center = c
            case .transform(let t): p.transform = t
            case .number(let n): if property == .alpha { p.alpha = n } else { p.cornerRadius = max(0, n) }
            case .color(let c): p.backgroundColor = c
            }
        }
        return p
    }

    /// The value `property` is drawn with: `model` (the model value, unless given) with the
    /// animations in flight added.
    func presentationValue(_ property: AnimatableProperty, model: AnimatableValue? = nil) -> AnimatableValue {
        let model = model ?? modelValue(property)
        let tracks = animationTracks.filter { $0.property == property }
        guard !tracks.isEmpty else { return model }
        var decomposed = false
        if case .transform(let t) = model { decomposed = AnimatableValue.is2D(t) && tracks.allSatisfy(\.is2D) }
        var fallback: Color?
        if case .color(nil) = model, case .color(let c) = tracks.last!.initial { fallback = c }
        var v = model.components(decomposed: decomposed, colorFallback: fallback)
        for t in tracks { for (i, d) in t.offset(decomposed: decomposed).enumerated() { v[i] += d } }
        return model.with(components: v, decomposed: decomposed)
    }

    /// The model value of `property`.
    func modelValue(_ property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .bounds: return .rect(bounds)
        case .center: return .point(center)
        case .transform: return .transform(transform)
        case .alpha: return .number(alpha)
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadius: return .number(cornerRadius)
        }
    }

    /// Sets the model value of `property` without recording it in an animations block.
    func setModelValue(_ value: AnimatableValue, for property: AnimatableProperty) {
        AnimationRecorder.withoutRecording {
            switch (property, value) {
            case (.bounds, .rect(let r)): bounds = r
            case (.center, .point(let p)): center = p
            case (.transform, .transform(let t)): transform = t
            case (.alpha, .number(let n)): alpha = n
            case (.backgroundColor, .color(let c)): backgroundColor = c
            case (.cornerRadius, .number(let n)): cornerRadius = n
            default: break
            }
        }
    }

    /// The hook every animatable property calls after it changed: inside an animations block
    /// the old value is recorded, so that the change animates.
    func animatableDidChange(_ property: AnimatableProperty, from old: AnimatableValue) {
        AnimationRecorder.current?.record(self, property, old)
    }

    /// Whether the view is being animated by an animation that does not allow user
    /// interaction (UIKit's rule without `.allowUserInteraction`): it takes no pointer input.
    var isAnimationBlockingInteraction: Bool {
        animationTracks.contains { !($0.run?.allowsUserInteraction ?? true) }
    }
}
