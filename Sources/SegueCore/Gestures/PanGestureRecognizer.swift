import Foundation

/// Recognizes a drag (`UIPanGestureRecognizer`), a continuous gesture: it begins once the
/// pressed pointer has moved `hysteresis` (10) points from where it went down — the distance
/// UIKit waits before it calls a touch a pan — changes with every move and ends on release.
/// Released before it moved that far, it fails.
///
/// `translation(in:)` counts from where the press went down (so a view moved by it stays under
/// the pointer); `velocity(in:)` is measured over the last tenth of a second of event times,
/// by the same estimator the interactive transitions use (`DragTracker`).
open class PanGestureRecognizer: GestureRecognizer {
    /// How far (points) the pointer must move before the pan begins.
    public static let hysteresis = 10.0
    /// The drag so far (window points, event times).
    private var tracker: DragTracker?
    /// The window point `translation(in:)` counts from (moved by `setTranslation(_:in:)`).
    private var reference = Point.zero

    open override func pointerBegan(at p: Point, time: Double) {
        tracker = DragTracker(start: p, at: time)
        reference = p
    }

    open override func pointerMoved(to p: Point, time: Double) {
        tracker?.add(p, at: time)
        switch state {
        case .possible:
            guard let t = tracker, t.start.distance(to: p) >= Self.hysteresis, shouldBegin(at: t.start) else { return }
            setState(.began)
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    open override func pointerEnded(at p: Point, time: Double) {
        tracker?.add(p, at: time)
        switch state {
        case .possible: setState(.failed)
        case .began, .changed: setState(.ended)
        default: break
        }
    }

    /// Whether a drag that started at `start` (window points) may become this pan
    /// (`ScreenEdgePanGestureRecognizer` asks for an edge).
    func shouldBegin(at start: Point) -> Bool { true }

    /// How far the pointer moved since the press went down (or since `setTranslation(_:in:)`), in
    /// `view`'s coordinates (nil: window points).
    public func translation(in view: View?) -> Point {
        guard let current = tracker?.current else { return .zero }
        let a = local(reference, in: view), b = local(current, in: view)
        return Point(b.x - a.x, b.y - a.y)
    }

    /// Makes `translation(in: view)` equal `translation` now: later moves count from here
    /// (UIKit's idiom: apply the translation, then set it back to zero).
    public func setTranslation(_ translation: Point, in view: View?) {
        guard let current = tracker?.current else { return }
        let c = local(current, in: view)
        let r = Point(c.x - translation.x, c.y - translation.y)
        reference = view.map { $0.transform(to: nil).project(r) } ?? r
    }

    /// How fast the pointer moves, in `view`'s points per second (nil: window points), over
    /// the last tenth of a second of event times.
    public func velocity(in view: View?) -> Point {
        guard let t = tracker else { return .zero }
        let v = t.velocity
        guard let view else { return v }
        // The view's mapping is affine for flat views: map one second of motion.
        let a = local(t.current, in: view), b = local(Point(t.current.x + v.x, t.current.y + v.y), in: view)
        return Point(b.x - a.x, b.y - a.y)
    }

    /// `p` (window points) in `view`'s coordinates.
    private func local(_ p: Point, in view: View?) -> Point {
        view?.convertFromWindow(p) ?? p
    }

    open override func reset() {
        tracker = nil
        reference = .zero
    }
}
