import Foundation

extension View {
    /// The deepest visible, interactive view under `p` (window points), searching front to
    /// back. Points are mapped through every view's transform (3D included) by unprojecting,
    /// so a rotated or scaled view is hit where it is drawn. Views drawn by a running
    /// transition are skipped: what is on screen there is the transition, not them.
    public func hitTest(windowPoint p: Point) -> View? {
        hitTest(p, parentToWindow: nil)
    }

    private func hitTest(_ p: Point, parentToWindow: Transform3D?) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, compositorOverride == nil,
              !isAnimationBlockingInteraction else { return nil }
        let toParent = superview == nil ? Transform3D.identity : transformToSuperview
        let toWindow = parentToWindow.map { toParent.concatenating($0) } ?? transform(to: nil)
        guard let local = toWindow.unproject(p) else { return nil }
        // `local` is in the view's own frame space (0…size): its bounds origin only moves its subviews.
        let inside = point(inside: Point(local.x + bounds.minX, local.y + bounds.minY), with: nil)
        if clipsToBounds && !inside { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(p, parentToWindow: toWindow) { return hit }
        }
        return inside ? self : nil
    }

    /// `p` (window points) in this view's coordinates, nil if the view is edge-on.
    public func convertFromWindow(_ p: Point) -> Point? {
        transform(to: nil).unproject(p)
    }

    /// The nearest control at or above this view.
    var enclosingControl: Control? {
        var v: View? = self
        while let cur = v {
            if let c = cur as? Control { return c }
            v = cur.superview
        }
        return nil
    }

    /// The controller owning this view or the nearest view above it.
    var enclosingController: ViewController? {
        var v: View? = self
        while let cur = v {
            if let c = cur.owningController { return c }
            v = cur.superview
        }
        return nil
    }

    /// Whether this view and every view above it are visible.
    var isEffectivelyVisible: Bool {
        var v: View? = self
        while let cur = v {
            if cur.isHidden || cur.alpha <= 0.01 || cur.compositorOverride != nil { return false }
            v = cur.superview
        }
        return true
    }
}
