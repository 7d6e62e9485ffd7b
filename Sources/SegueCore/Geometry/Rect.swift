import Foundation

/// An axis-aligned rectangle in points (origin at the top left, y down), like `CGRect`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height in points. Negative sizes are not normalised (unlike `CGRect`'s
    /// `standardized`); such a rectangle counts as empty.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its top-left corner and size in points, like
    /// `CGRect(x:y:width:height:)`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// Creates a rectangle from unlabelled x, y, width and height in points.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
    /// A rectangle of `size` with its origin at (0, 0): the bounds of a view of that size.
    public init(size: Size) { self.init(origin: .zero, size: size) }
    /// The rectangle with origin (0, 0) and size 0 × 0, like `CGRect.zero`.
    public static let zero = Rect(0, 0, 0, 0)

    /// The rectangle's left edge: `origin.x`.
    public var minX: Double { origin.x }
    /// The rectangle's top edge: `origin.y` (y grows downwards).
    public var minY: Double { origin.y }
    /// The rectangle's right edge: `origin.x + width`.
    public var maxX: Double { origin.x + size.width }
    /// The rectangle's bottom edge: `origin.y + height`.
    public var maxY: Double { origin.y + size.height }
    /// The x coordinate of the rectangle's centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the rectangle's centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The rectangle's width in points: `size.width`.
    public var width: Double { size.width }
    /// The rectangle's height in points: `size.height`.
    public var height: Double { size.height }
    /// The centre point (`midX`, `midY`).
    public var center: Point { Point(midX, midY) }
    /// Whether the rectangle has no area: its width or height is 0 or negative.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `p` lies inside the rectangle. The left and top edges are inside, the right and
    /// bottom edges outside (as with `CGRect.contains(_:)`), so adjacent rectangles never both
    /// contain a point.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of this rectangle and `r`. When they do not overlap, the result is a rectangle of
    /// size 0 × 0 at (max(minX, r.minX), max(minY, r.minY)) — not a null rectangle as with
    /// `CGRect.intersection(_:)`; test it with `isEmpty`.
    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x0, y0, 0, 0) }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom (grown
    /// for negative values), keeping its centre. Unlike `CGRect.insetBy(dx:dy:)` an inset larger than
    /// half a side gives a negative size rather than a null rectangle.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(minX + dx, minY + dy, width - 2 * dx, height - 2 * dy)
    }

    /// The rectangle moved by `dx` to the right and `dy` down, with its size unchanged.
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
    /// Stretches the content to fill the bounds, ignoring its aspect ratio (`.scaleToFill`).
    /// `.aspectFit` scales it, aspect kept, to fit inside the bounds, centred (letterboxed).
    /// `.aspectFill` scales it, aspect kept, to cover the bounds, centred (the overflow is cropped by
    /// clipping). `.center` keeps its natural size, centred. `.left` and `.right` keep its natural
    /// size against the left or right edge, vertically centred.
    case scaleToFill, aspectFit, aspectFill, center, left, right
    /// Repeats the content at its natural size from the top left (pattern images).
    case tile

    /// The rectangle the content occupies when placed in `bounds` (it may overflow the bounds for
    /// `.aspectFill`, `.center`, `.left` and `.right`). `.tile` gives `bounds` itself, as does any
    /// mode when the content's width or height is 0 or negative.
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

    /// Where content of natural size `content` shows inside `bounds`, and which part of it:
    /// the visible rectangle (the content's rect cut to the bounds) and the part of the content
    /// it shows, in unit coordinates (like `CALayer.contentsRect`). An aspect-fill image shows
    /// all of the bounds and a centred crop of itself; an aspect-fit one all of itself in a
    /// letterboxed rect. Nil when nothing shows.
    public func visiblePart(ofContent content: Size, in bounds: Rect) -> (frame: Rect, contentsRect: Rect)? {
        let r = rect(forContent: content, in: bounds)
        let visible = r.intersection(bounds)
        guard r.width > 0, r.height > 0, visible.width > 0, visible.height > 0 else { return nil }
        return (visible, Rect((visible.minX - r.minX) / r.width, (visible.minY - r.minY) / r.height,
                              visible.width / r.width, visible.height / r.height))
    }
}
