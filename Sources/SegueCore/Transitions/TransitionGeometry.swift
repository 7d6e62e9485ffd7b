import Foundation

/// Shared 3D helpers for transitions: transforms about the container's centre, perspective
/// the way a `sublayerTransform` with m34 applies it, and back-face tests.
public enum TransitionGeometry {
    /// `t` acting about the point `c` of the plane: translate c to the origin, apply, move back.
    public static func about(_ c: Point, _ t: Transform3D) -> Transform3D {
        Transform3D.translation(-c.x, -c.y).concatenating(t).concatenating(.translation(c.x, c.y))
    }

    /// A container's perspective (`sublayerTransform.m34 = -1/eyeDistance`) about its centre:
    /// the eye sits `eyeDistance` points in front of the container's centre.
    public static func perspective(size: Size, eyeDistance: Double) -> Transform3D {
        about(Point(size.width / 2, size.height / 2), .perspective(eyeDistance: eyeDistance))
    }

    /// Twice the signed area of the projected quad: positive when its front faces the viewer
    /// (corners keep their clockwise order on screen, y down) and every corner is in front of
    /// the eye.
    public static func frontFacingArea(_ q: Quad) -> Double {
        let corners = [Point(0, 0), Point(q.size.width, 0), Point(q.size.width, q.size.height), Point(0, q.size.height)]
        var pts: [Point] = []
        for c in corners {
            let v = q.transform.apply(Vector3(c.x, c.y, 0))
            guard v.w > 1e-9 else { return -1 }
            pts.append(Point(v.x / v.w, v.y / v.w))
        }
        var area = 0.0
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        return area
    }

    /// Whether the quad shows its front to the viewer (back faces are culled).
    public static func isFrontFacing(_ q: Quad) -> Bool { frontFacingArea(q) > 1e-9 }

    /// The depth (z before projection) of the quad's centre: larger is nearer the viewer.
    public static func depth(_ q: Quad) -> Double {
        q.transform.apply(Vector3(q.size.width / 2, q.size.height / 2, 0)).z
    }

    /// Clamps progress to 0…1 for values (like opacity) that must not leave that range when a
    /// spring overshoots.
    public static func clamp01(_ p: Double) -> Double { min(max(p, 0), 1) }
}
