import Foundation

// CONVENTIONS (the same as Core Animation's CATransform3D)
//
// - Points are ROW vectors and are multiplied on the LEFT: p' = p · M. A point (x, y, z)
//   becomes (x, y, z, 1) · M = (x', y', z', w'); the visible point is (x'/w', y'/w').
// - The translation lives in m41, m42, m43. Perspective lives in m34: with m34 = -1/d the
//   eye sits at z = +d in front of the screen plane z = 0, and w' = 1 - z/d, so content
//   moved towards the viewer (z > 0) grows. Core Animation's usual value is -1/1000.
// - Window space: origin at the top left, x right, y DOWN, z towards the viewer; units
//   are points. Angles are radians. A rotation by +θ about the z axis maps x̂ to
//   (cos θ, sin θ): with y down that is clockwise on screen, as on iOS.
// - `a.concatenating(b)` (CATransform3DConcat(a, b)) = a · b: a is applied first, then b.
// - `t.translatedBy/rotatedBy/scaledBy` (CATransform3DTranslate/Rotate/Scale) put the new
//   operation BEFORE t: T.translatedBy(x, y, z) = Translation · T. So the last call in a chain
//   acts first on the layer's points, as in Core Animation.
// - A layer's transform acts about its anchor point; a layer's `sublayerTransform` acts on
//   its sublayers about the layer's own anchor point; each layer is then flattened into its
//   parent's plane (z dropped). See `layerToParent` and `sublayer(_:anchor:)`.
// - For OpenGL, `glColumnMajor` gives the 16 floats that a `mat4` uniform (transpose = false)
//   needs so that gl_Position = M_gl · v equals v · M here (M_gl = Mᵀ, stored column-major,
//   which is M's row-major order).

/// A 4×4 homogeneous transform with the API and conventions of Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left (p' = p · M); the translation sits in m41, m42,
/// m43 and the perspective in `m34` (-1/d puts the eye d points in front of the screen, as
/// `CATransform3D.m34`). Coordinates are window points with y down and z towards the viewer;
/// angles are radians, and a positive rotation about z turns clockwise on screen, as on iOS.
/// `a.concatenating(b)` applies `a` first, and `translatedBy`/`rotatedBy`/`scaledBy` put the new
/// operation first, as `CATransform3DTranslate`/`Rotate`/`Scale` do.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// The first row: how the point's x feeds x', y', z' and w'. `m11` is the x scale.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// The second row: how the point's y feeds x', y', z' and w'. `m22` is the y scale.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// The third row: how the point's z feeds x', y', z' and w'. `m33` is the z scale and `m34`
    /// the perspective term, as `CATransform3D.m34` (-1/eye distance in points; 0 for none).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// The fourth row: the translation (`m41`, `m42`, `m43`, in points) and `m44`, the constant
    /// part of w' (1 for an affine transform).
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its 16 entries, row by row, like a `CATransform3D` literal.
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Rows in order: `rows[0]` is (m11, m12, m13, m14).
    public init(rows r: [[Double]]) {
        precondition(r.count == 4 && r.allSatisfy { $0.count == 4 }, "Transform3D needs 4×4 values")
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// The identity transform, which leaves every point where it is (`CATransform3DIdentity`).
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// The four rows in order, each as (m*1, m*2, m*3, m*4); `rows[3]` holds the translation.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Whether all 16 entries equal the identity's exactly (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether every point of the z = 0 plane stays where it is — x, y and w unchanged, as the
    /// identity leaves them — whatever happens to z: true for the identity and for the
    /// identity flattened (how a window hands its layers to the renderer), which draw alike.
    public var keepsPlane: Bool {
        m11 == 1 && m12 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m24 == 0 && m41 == 0 && m42 == 0 && m44 == 1
    }

    // MARK: Construction (CATransform3DMake…)

    /// A translation by `tx`, `ty` and `tz` points, stored in m41, m42, m43
    /// (`CATransform3DMakeTranslation`). Positive `ty` moves down, positive `tz` towards the viewer.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }

    /// A scale by `sx`, `sy` and `sz` about the origin, stored on the diagonal
    /// (`CATransform3DMakeScale`). Scale a layer about its anchor point with `layerToParent`.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = sx; t.m22 = sy; t.m33 = sz
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin
    /// (CATransform3DMakeRotation). A zero axis gives the identity.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return identity }
        let ux = x / len, uy = y / len, uz = z / len
        let c = cos(angle), s = sin(angle), k = 1 - c
        // The transpose of the right-handed column-vector rotation (Rodrigues), because
        // points are row vectors here.
        return Transform3D(
            m11: c + ux * ux * k,      m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
            m21: uy * ux * k - uz * s, m22: c + uy * uy * k,      m23: uy * uz * k + ux * s, m24: 0,
            m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k,      m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with `m34 = -1/eyeDistance`: the perspective of an eye `eyeDistance`
    /// points in front of the screen plane.
    public static func perspective(eyeDistance d: Double) -> Transform3D {
        var t = identity
        t.m34 = -1 / d
        return t
    }

    // MARK: Composition (CATransform3DConcat / Translate / Rotate / Scale)

    /// `self · other`: `self` acts first, then `other` (CATransform3DConcat(self, other)).
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `a.concatenating(b)`: `a` acts first, then `b` (`CATransform3DConcat(a, b)`).
    public static func * (a: Transform3D, b: Transform3D) -> Transform3D { a.concatenating(b) }

    /// CATransform3DTranslate: the translation acts first, then `self`.
    public func translatedBy(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D.translation(tx, ty, tz).concatenating(self)
    }

    /// CATransform3DRotate: the rotation acts first, then `self`.
    public func rotatedBy(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.rotation(angle, x, y, z).concatenating(self)
    }

    /// CATransform3DScale: the scale acts first, then `self`.
    public func scaledBy(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D.scale(sx, sy, sz).concatenating(self)
    }

    /// Drops z after the transform (the way a layer is flattened into its parent's plane):
    /// the z column becomes zero. x, y and w of points on the z = 0 plane are unchanged.
    public var flattened: Transform3D {
        var t = self
        t.m13 = 0; t.m23 = 0; t.m33 = 0; t.m43 = 0
        return t
    }

    /// Whether the transform is affine (no perspective row), so it keeps parallel lines parallel.
    public var isAffine: Bool { m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 }

    // MARK: Applying

    /// The point (x, y, z, 1) multiplied by this matrix as a row vector, before the perspective
    /// divide; divide by the result's `w` (or use `Vector4.projected`) for the visible point.
    public func apply(_ p: Vector3) -> Vector4 {
        Vector4(p.x * m11 + p.y * m21 + p.z * m31 + m41,
                p.x * m12 + p.y * m22 + p.z * m32 + m42,
                p.x * m13 + p.y * m23 + p.z * m33 + m43,
                p.x * m14 + p.y * m24 + p.z * m34 + m44)
    }

    /// The visible position of a point of the z = 0 plane after the perspective divide.
    /// Infinite or NaN when the point maps to w = 0; see `unproject(_:)` for the inverse.
    public func project(_ p: Point) -> Point {
        let v = apply(Vector3(p.x, p.y, 0))
        return Point(v.x / v.w, v.y / v.w)
    }

    // MARK: Inverse

    /// The inverse, or nil when the matrix is singular (CATransform3DInvert returns its input then).
    public var inverted: Transform3D? {
        let m = rows.flatMap { $0 }
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5]*m[10]*m[15] - m[5]*m[11]*m[14] - m[9]*m[6]*m[15] + m[9]*m[7]*m[14] + m[13]*m[6]*m[11] - m[13]*m[7]*m[10]
        inv[4] = -m[4]*m[10]*m[15] + m[4]*m[11]*m[14] + m[8]*m[6]*m[15] - m[8]*m[7]*m[14] - m[12]*m[6]*m[11] + m[12]*m[7]*m[10]
        inv[8] = m[4]*m[9]*m[15] - m[4]*m[11]*m[13] - m[8]*m[5]*m[15] + m[8]*m[7]*m[13] + m[12]*m[5]*m[11] - m[12]*m[7]*m[9]
        inv[12] = -m[4]*m[9]*m[14] + m[4]*m[10]*m[13] + m[8]*m[5]*m[14] - m[8]*m[6]*m[13] - m[12]*m[5]*m[10] + m[12]*m[6]*m[9]
        inv[1] = -m[1]*m[10]*m[15] + m[1]*m[11]*m[14] + m[9]*m[2]*m[15] - m[9]*m[3]*m[14] - m[13]*m[2]*m[11] + m[13]*m[3]*m[10]
        inv[5] = m[0]*m[10]*m[15] - m[0]*m[11]*m[14] - m[8]*m[2]*m[15] + m[8]*m[3]*m[14] + m[12]*m[2]*m[11] - m[12]*m[3]*m[10]
        inv[9] = -m[0]*m[9]*m[15] + m[0]*m[11]*m[13] + m[8]*m[1]*m[15] - m[8]*m[3]*m[13] - m[12]*m[1]*m[11] + m[12]*m[3]*m[9]
        inv[13] = m[0]*m[9]*m[14] - m[0]*m[10]*m[13] - m[8]*m[1]*m[14] + m[8]*m[2]*m[13] + m[12]*m[1]*m[10] - m[12]*m[2]*m[9]
        inv[2] = m[1]*m[6]*m[15] - m[1]*m[7]*m[14] - m[5]*m[2]*m[15] + m[5]*m[3]*m[14] + m[13]*m[2]*m[7] - m[13]*m[3]*m[6]
        inv[6] = -m[0]*m[6]*m[15] + m[0]*m[7]*m[14] + m[4]*m[2]*m[15] - m[4]*m[3]*m[14] - m[12]*m[2]*m[7] + m[12]*m[3]*m[6]
        inv[10] = m[0]*m[5]*m[15] - m[0]*m[7]*m[13] - m[4]*m[1]*m[15] + m[4]*m[3]*m[13] + m[12]*m[1]*m[7] - m[12]*m[3]*m[5]
        inv[14] = -m[0]*m[5]*m[14] + m[0]*m[6]*m[13] + m[4]*m[1]*m[14] - m[4]*m[2]*m[13] - m[12]*m[1]*m[6] + m[12]*m[2]*m[5]
        inv[3] = -m[1]*m[6]*m[11] + m[1]*m[7]*m[10] + m[5]*m[2]*m[11] - m[5]*m[3]*m[10] - m[9]*m[2]*m[7] + m[9]*m[3]*m[6]
        inv[7] = m[0]*m[6]*m[11] - m[0]*m[7]*m[10] - m[4]*m[2]*m[11] + m[4]*m[3]*m[10] + m[8]*m[2]*m[7] - m[8]*m[3]*m[6]
        inv[11] = -m[0]*m[5]*m[11] + m[0]*m[7]*m[9] + m[4]*m[1]*m[11] - m[4]*m[3]*m[9] - m[8]*m[1]*m[7] + m[8]*m[3]*m[5]
        inv[15] = m[0]*m[5]*m[10] - m[0]*m[6]*m[9] - m[4]*m[1]*m[10] + m[4]*m[2]*m[9] + m[8]*m[1]*m[6] - m[8]*m[2]*m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return nil }
        let r = inv.map { $0 / det }
        return Transform3D(rows: [Array(r[0..<4]), Array(r[4..<8]), Array(r[8..<12]), Array(r[12..<16])])
    }

    /// Where a window point lands in the z = 0 plane of the layer this transform draws:
    /// the inverse of `project`, used for hit testing transformed views. Nil when the plane is
    /// seen edge-on or the point lies behind the eye.
    public func unproject(_ p: Point) -> Point? {
        // Restricted to the z = 0 plane the transform is the 3×3 homography of rows 1, 2, 4
        // and columns 1, 2, 4; invert that.
        let a = m11, b = m12, c = m14, d = m21, e = m22, f = m24, g = m41, h = m42, i = m44
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        // Solve (u, v, 1) · H = s (x, y, 1) for u, v.
        let inv = [[(e * i - f * h), -(b * i - c * h), (b * f - c * e)],
                   [-(d * i - f * g), (a * i - c * g), -(a * f - c * d)],
                   [(d * h - e * g), -(a * h - b * g), (a * e - b * d)]].map { $0.map { $0 / det } }
        let u = p.x * inv[0][0] + p.y * inv[1][0] + inv[2][0]
        let v = p.x * inv[0][1] + p.y * inv[1][1] + inv[2][1]
        let s = p.x * inv[0][2] + p.y * inv[1][2] + inv[2][2]
        guard abs(s) > 1e-12 else { return nil }
        let local = Point(u / s, v / s)
        // Reject points whose preimage lies behind the eye (w ≤ 0).
        guard apply(Vector3(local.x, local.y, 0)).w > 0 else { return nil }
        return local
    }

    // MARK: Layers

    /// The matrix from a layer's own coordinates (its bounds, origin at the top left) to its
    /// parent's coordinates, before flattening: the layer's `transform` acts about its anchor
    /// point, which sits at `position` in the parent (CALayer geometry).
    public static func layerToParent(size: Size, position: Point, anchorPoint: Point = Point(0.5, 0.5),
                                     transform: Transform3D = .identity, zPosition: Double = 0) -> Transform3D {
        Transform3D.translation(-anchorPoint.x * size.width, -anchorPoint.y * size.height)
            .concatenating(transform)
            .concatenating(.translation(position.x, position.y, zPosition))
    }

    /// A `sublayerTransform` as it acts on sublayers: about the layer's anchor point `anchor`
    /// (in the layer's own coordinates). Concatenate a sublayer's `layerToParent` with this.
    public static func sublayer(_ s: Transform3D, anchor: Point) -> Transform3D {
        Transform3D.translation(-anchor.x, -anchor.y)
            .concatenating(s)
            .concatenating(.translation(anchor.x, anchor.y))
    }

    // MARK: Interop

    /// The 16 floats for an OpenGL `mat4` uniform uploaded with transpose = false.
    public var glColumnMajor: [Float] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Float($0) }
    }

    public var description: String {
        rows.map { $0.map { String(format: "%.4f", $0) }.joined(separator: " ") }.joined(separator: "\n")
    }
}
