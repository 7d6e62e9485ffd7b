import Foundation

extension Transform3D {
    /// The axis-aligned box around `rect`'s four corners projected through this transform (with
    /// the perspective divide), in the transform's output space: where a layer of that rect
    /// lands on screen, as a clip or a hit area. Like Core Graphics' `CGRect.applying(_:)`, but
    /// for a 3D transform.
    public func boundingBox(of rect: Rect) -> Rect {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                       Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)].map { project($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }
}
