import Foundation

/// An axis-aligned rectangle in points (origin at the top left, y down), like `CGRect`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
    public init(size: Size) { self.init(origin: .zero, size: size) }
    public static let zero = Rect(0, 0, 0, 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(midX, midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x0, y0, 0, 0) }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(minX + dx, minY + dy, width - 2 * dx, height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(minX + dx, minY + dy, width, height)
    }

    /// Interpolates origin and size; exactly `b` at t = 1.
    public static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(SegueCore.lerp(a.minX, b.minX, t), SegueCore.lerp(a.minY, b.minY, t),
             SegueCore.lerp(a.width, b.width, t), SegueCore.lerp(a.height, b.height, t))
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// How content of one size is placed in a rectangle, as `UIView.ContentMode`.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, aspectFit, aspectFill, center, left, right
    /// Repeats the content at its natural size from the top left (pattern images).
    case tile

    /// The rectangle the content occupies when placed in `bounds` (it may overflow for aspectFill).
    public func rect(forContent content: Size, in bounds: Rect) -> Rect {
        guard content.width > 0, content.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .tile:
            return bounds
        case .aspectFit, .aspectFill:
            let sx = bounds.width / content.width, sy = bounds.height / content.height
            let s = self == .aspectFit ? min(sx, sy) : max(sx, sy)
            let w = content.width * s, h = content.height * s
            return Rect(bounds.midX - w / 2, bounds.midY - h / 2, w, h)
        case .center:
            return Rect(bounds.midX - content.width / 2, bounds.midY - content.height / 2,
                        content.width, content.height)
        case .left:
            return Rect(bounds.minX, bounds.midY - content.height / 2, content.width, content.height)
        case .right:
            return Rect(bounds.maxX - content.width, bounds.midY - content.height / 2,
                        content.width, content.height)
        }
    }
}
