import Foundation

/// The scrolling a `TableView` needs, until it is built on `ScrollView`: a content size, a
/// content offset (the bounds' origin, clamped to the content) and wheel scrolling, on a
/// `Control` so that presses and keys reach the table. Not meant for other uses; it goes
/// when `TableView` becomes a `ScrollView` subclass.
open class TableScrollingBase: Control {
    /// The size of the scrollable content (set by the table from its rows).
    public var contentSize = Size(0, 0) { didSet { if oldValue != contentSize { clampOffset() } } }

    /// The point of the content at the top left of the bounds (`bounds.origin`), kept within
    /// the content. Setting it lays the rows out again.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            let clamped = clamp(newValue)
            guard clamped != bounds.origin else { return }
            bounds = Rect(origin: clamped, size: bounds.size)
            setNeedsLayout()
        }
    }

    /// Moves the content to `offset`; `animated` is accepted for UIKit's signature, and the
    /// move is immediate.
    public func setContentOffset(_ offset: Point, animated: Bool) { contentOffset = offset }

    /// The largest offset the content allows.
    var maximumContentOffset: Point {
        Point(max(0, contentSize.width - bounds.width), max(0, contentSize.height - bounds.height))
    }

    private func clamp(_ p: Point) -> Point {
        let m = maximumContentOffset
        return Point(min(max(0, p.x), m.x), min(max(0, p.y), m.y))
    }

    private func clampOffset() { contentOffset = bounds.origin }

    /// A wheel notch scrolls 40 pt; dy > 0 (away from the user) scrolls towards the top.
    open override func scrollWheel(dx: Double, dy: Double) -> Bool {
        let before = contentOffset
        contentOffset = Point(before.x - dx * 40, before.y - dy * 40)
        return contentOffset != before
    }
}
