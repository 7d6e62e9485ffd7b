import Foundation

/// Where on the screen the page curl needs its shader, and where plain quads draw the same
/// picture.
///
/// The `pageCurl` shader solves the cylinder for every pixel it is run on, which costs several
/// times a plain textured quad on a software rasteriser. But most of the screen is simple: far
/// ahead of the curl the source page lies flat; just ahead of it the rolled-over part lies flat
/// on the page, back side up, which is the page mirrored across a line and washed out (one
/// transformed, tinted quad); behind the curl, past its shadow, the destination shows as it is.
/// Only the band of the cylinder and its shadow needs the shader. `PageCurlRegions` mirrors the
/// shader's geometry on the CPU and cuts the frame into strips across the curl, each split into
/// at most four rectangles by kind; they tile the frame exactly and give the shader's pixels
/// (the shadow is cut where it falls under half a level of 8-bit colour).
public struct PageCurlRegions: Sendable {
    /// What a region shows.
    public enum Kind: Hashable, Sendable {
        /// The flat source page.
        case from
        /// The flat source page with the flat back of the rolled part over it (`backTransform`).
        case back
        /// The cylinder and its shadow: the shader.
        case curl
        /// The destination page.
        case to
    }

    /// The curl's direction of travel (unit, in the shader's page space: y up, height 1).
    public let direction: (x: Double, y: Double)
    /// The cylinder's radius in page heights.
    public let radius: Double
    /// The signed distance s from the axis (page heights): from 0 to `backReach` the flat back
    /// may lie over the page, beyond it the flat page shows; below `shadowReach` the
    /// destination shows unshadowed.
    public let backReach: Double
    /// The signed distance from the axis (page heights, negative behind it) below which the
    /// curl's shadow on the destination is under half a level of 8-bit colour, so the
    /// destination can be drawn there without the shader.
    public let shadowReach: Double
    let axis: Double
    let size: Size

    /// The geometry of the builtin `pageCurl.glsl` for `parameters` (its uniforms: `radius`,
    /// `angle`, `shadow`) at `progress`, over a frame of `size` points.
    public init(size: Size, progress: Double, parameters: [String: ShaderValue]) {
        func number(_ name: String, _ fallback: Double) -> Double {
            switch parameters[name] {
            case .float(let v)?: return v
            case .int(let v)?: return Double(v)
            default: return fallback
            }
        }
        let angle = number("angle", 0.35), shadow = number("shadow", 0.4)
        let ratio = size.width / max(size.height, 1e-9)
        let n = (angle * angle + 1).squareRoot()
        direction = (-angle / n, 1 / n)
        let c1 = ratio * direction.x, c2 = direction.y
        let lo = min(c1, 0) + min(c2, 0), hi = max(c1, 0) + max(c2, 0)
        let r = max(number("radius", 0.08), 0.001)
        radius = r
        axis = lo + (hi + r - lo) * progress
        // Ahead of the axis the rolled-over back lies on the page while its mirror image is on
        // it: dot(mirror, dir) = axis − s − πr must be at least lo.
        backReach = max(0, axis - lo - Double.pi * r)
        // Behind the axis and the arc, the shadow darkens by shadow · e^(−away/r) · (1 − p):
        // under half a level once away > r · ln(|shadow| · (1 − p) · 510).
        let strength = abs(shadow) * (1 - progress) * 510
        shadowReach = -r - (strength > 1 ? r * log(strength) : 0)
        self.size = size
    }

    /// The signed distance from the cylinder's axis of the point (x, y) of the frame, in
    /// points with y down (the shader's s).
    public func distance(x: Double, y: Double) -> Double {
        let h = max(size.height, 1e-9)
        return x / h * direction.x + (1 - y / h) * direction.y - axis
    }

    /// The flat back of the rolled part: the page mirrored across the line half a turn of the
    /// cylinder behind the axis (dot(q, dir) = axis − πr/2 in page space), as a transform of
    /// the frame's points (y down) for a quad showing the source page.
    public var backTransform: Transform3D {
        let h = size.height
        // In frame points the page-space direction (dx, dy) is (dx, −dy) and the line is
        // dot(P, d') = h · (m − dy) with m = axis − πr/2.
        let dx = direction.x, dy = -direction.y
        let k = h * (axis - Double.pi * radius / 2 - direction.y)
        var t = Transform3D.identity
        t.m11 = 1 - 2 * dx * dx; t.m12 = -2 * dx * dy
        t.m21 = -2 * dx * dy; t.m22 = 1 - 2 * dy * dy
        t.m41 = 2 * k * dx; t.m42 = 2 * k * dy
        return t
    }

    /// The frame cut into `strips` strips across the curl, each split into at most four
    /// rectangles by kind. Together they tile the frame exactly. `margin` (points) widens the
    /// shader's band for rounding.
    public func regions(strips: Int = 12, margin: Double = 2) -> [(rect: Rect, kind: Kind)] {
        let h = max(size.height, 1e-9)
        let m = margin * 1.5 / h
        // Thresholds of s, low to high: destination | curl | back | page.
        return LinearStrips.cut(size: size, ax: direction.x / h, ay: -direction.y / h, c: direction.y - axis,
                                thresholds: [shadowReach - m, m, max(backReach, 0) + m],
                                kinds: [.to, .curl, .back, .from], isFlexible: { $0 == .curl }, strips: strips)
    }
}
