import Foundation

/// Edges of a rectangle (`UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits: top 1, left 2, bottom 4, right 8 (UIKit's values).
    public let rawValue: Int
    /// Creates a set of edges from their bits (see `rawValue`).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
    /// Each edge with the name UIKit and Interface Builder give it (`top`, `left`, `bottom`,
    /// `right`), in that order.
    public static let named: [(name: String, edge: RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
}

/// A pan that starts at an edge of the window (`UIScreenEdgePanGestureRecognizer`): it
/// behaves as a `PanGestureRecognizer`, but only a press that goes down within `edgeWidth`
/// (20) points of one of its `edges` of the window can begin it.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges the pan may start from (none by default, as UIKit's: set it).
    public var edges: RectEdge = []
    /// How close to the edge (points) a press must go down. UIKit does not publish its value.
    public static let edgeWidth = 20.0

    override func shouldBegin(at start: Point) -> Bool {
        guard let size = view?.window?.size else { return false }
        let w = Self.edgeWidth
        return (edges.contains(.left) && start.x < w) || (edges.contains(.right) && start.x >= size.width - w)
            || (edges.contains(.top) && start.y < w) || (edges.contains(.bottom) && start.y >= size.height - w)
    }

    open override func pointerBegan(at p: Point, time: Double) {
        super.pointerBegan(at: p, time: time)
        if !shouldBegin(at: p) { setState(.failed) }
    }
}
