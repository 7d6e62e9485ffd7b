import Foundation

/// A point or offset in the plane, in points (1 point = 1 pixel at scale 1).
/// y grows downwards, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate in points; grows to the right.
    public var x: Double
    /// The vertical coordinate in points; grows downwards.
    public var y: Double
    /// Creates a point from its coordinates in points, like `CGPoint(x:y:)`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// Creates a point from unlabelled x and y coordinates in points.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// The origin (0, 0), like `CGPoint.zero`.
    public static let zero = Point(0, 0)

    /// The component-wise sum: `a` offset by `b`.
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The component-wise difference: the offset from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Both coordinates multiplied by the scalar `s`.
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// The distance from the origin in points (the Euclidean length of the offset).
    public var length: Double { (x * x + y * y).squareRoot() }
    /// The straight-line distance between this point and `other`, in points.
    public func distance(to other: Point) -> Double { (self - other).length }
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double
    /// Creates a size from its width and height in points, like `CGSize(width:height:)`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// Creates a size from an unlabelled width and height in points.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// A size of 0 × 0, like `CGSize.zero`.
    public static let zero = Size(0, 0)
    /// Width divided by height, or 0 when the height is 0 (never infinite or NaN from a zero height).
    public var aspectRatio: Double { height == 0 ? 0 : width / height }
    public var description: String { "\(width)x\(height)" }
}

/// A vector in 3D space. Used for projected layer corners; z grows towards the viewer.
public struct Vector3: Hashable, Sendable, CustomStringConvertible {
    /// The x component; grows to the right, in points.
    public var x: Double
    /// The y component; grows downwards, in points.
    public var y: Double
    /// The z component; grows towards the viewer, in points.
    public var z: Double
    /// Creates a vector from its three components.
    public init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }
    /// The zero vector (0, 0, 0).
    public static let zero = Vector3(0, 0, 0)
    /// The component-wise sum.
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    /// The component-wise difference `a - b`.
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    /// All three components multiplied by the scalar `s`.
    public static func * (a: Vector3, s: Double) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }
    /// The dot product of this vector and `b`.
    public func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
    /// The cross product `self × b` (right-handed in the vector's own axes).
    public func cross(_ b: Vector3) -> Vector3 {
        Vector3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x)
    }
    /// The Euclidean length of the vector.
    public var length: Double { dot(self).squareRoot() }
    /// The vector scaled to length 1, in the same direction; the zero vector is returned unchanged.
    public var normalized: Vector3 { let l = length; return l == 0 ? self : self * (1 / l) }
    public var description: String { "(\(x), \(y), \(z))" }
}

/// A homogeneous 4-vector (x, y, z, w), the result of applying a `Transform3D` to a point.
public struct Vector4: Hashable, Sendable {
    /// The transformed x, before the perspective divide.
    public var x: Double
    /// The transformed y, before the perspective divide.
    public var y: Double
    /// The transformed z, before the perspective divide.
    public var z: Double
    /// The homogeneous weight: divide x, y and z by it to get the visible point. It is 1 for affine
    /// transforms and 0 or negative for a point at or behind the eye.
    public var w: Double
    /// Creates a homogeneous vector from its four components.
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }
    /// The point after the perspective divide: (x/w, y/w, z/w). Infinite or NaN when `w` is 0.
    public var projected: Vector3 { Vector3(x / w, y / w, z / w) }
}

/// Linear interpolation, `a` at t = 0 and exactly `b` at t = 1.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    t == 1 ? b : a + (b - a) * t
}
