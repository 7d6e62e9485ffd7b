import Foundation

/// A point or offset in the plane, in points (1 point = 1 pixel at scale 1).
/// y grows downwards, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public var length: Double { (x * x + y * y).squareRoot() }
    public func distance(to other: Point) -> Double { (self - other).length }
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    public var aspectRatio: Double { height == 0 ? 0 : width / height }
    public var description: String { "\(width)x\(height)" }
}

/// A vector in 3D space. Used for projected layer corners; z grows towards the viewer.
public struct Vector3: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double
    public init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }
    public static let zero = Vector3(0, 0, 0)
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    public static func * (a: Vector3, s: Double) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }
    public func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
    public func cross(_ b: Vector3) -> Vector3 {
        Vector3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x)
    }
    public var length: Double { dot(self).squareRoot() }
    public var normalized: Vector3 { let l = length; return l == 0 ? self : self * (1 / l) }
    public var description: String { "(\(x), \(y), \(z))" }
}

/// A homogeneous 4-vector (x, y, z, w), the result of applying a `Transform3D` to a point.
public struct Vector4: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public var w: Double
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }
    /// The point after the perspective divide.
    public var projected: Vector3 { Vector3(x / w, y / w, z / w) }
}

/// Linear interpolation, `a` at t = 0 and exactly `b` at t = 1.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    t == 1 ? b : a + (b - a) * t
}
