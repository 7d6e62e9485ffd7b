import Foundation

/// The scroll edge: whether a controller's content is scrolled to the edge a bar stands at,
/// which picks the bar's `scrollEdgeAppearance`.
extension ViewController {
    /// How many points of scrolling away from the edge fade a bar from its scroll-edge
    /// appearance to its standard one. UIKit fades the two over a short distance and does not
    /// publish it; this is SegueKit's choice.
    public nonisolated static let scrollEdgeFadeDistance = 16.0

    /// Names the scroll view whose scrolling the bars at `edge` (`.top`: the navigation bar;
    /// `.bottom`: the toolbar and tab bar) follow (UIKit's `setContentScrollView(_:for:)`);
    /// nil goes back to the one `contentScrollView(for:)` finds.
    public func setContentScrollView(_ scrollView: ScrollView?, for edge: RectEdge = [.top, .bottom]) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        scrollEdgeMayHaveChanged()
    }

    /// The scroll view whose scrolling the bars at `edge` follow: the one
    /// `setContentScrollView(_:for:)` named, else the controller's view if it is a scroll view,
    /// else the first visible scroll view among its descendants, back to front and depth first
    /// (UIKit finds one by rules it does not publish; these are SegueKit's). Nil when there is
    /// none: the content is then always at its edges, as in UIKit.
    public func contentScrollView(for edge: RectEdge) -> ScrollView? {
        let named = edge.contains(.top) ? topContentScrollView : edge.contains(.bottom) ? bottomContentScrollView : nil
        if let named { return named }
        guard isViewLoaded else { return nil }
        func first(in v: View) -> ScrollView? {
            if let s = v as? ScrollView { return s }
            for sub in v.subviews where !sub.isHidden {
                if let s = first(in: sub) { return s }
            }
            return nil
        }
        return first(in: view)
    }

    /// How far the content is at `edge` (`.top` or `.bottom`): 1 at the edge (or with no
    /// content scroll view), falling to 0 once scrolled `scrollEdgeFadeDistance` points away.
    public func scrollEdgeFraction(for edge: RectEdge) -> Double {
        guard let s = contentScrollView(for: edge) else { return 1 }
        let away = edge.contains(.top) ? s.contentOffset.y - s.minimumContentOffset.y
                                       : s.maximumContentOffset.y - s.contentOffset.y
        return min(max(1 - away / ViewController.scrollEdgeFadeDistance, 0), 1)
    }

    /// The controller's content scrolled, or the controller came to the top of its containers:
    /// the bars of its navigation and tab bar controllers look again at their scroll edge.
    func scrollEdgeMayHaveChanged() {
        var nav = navigationController
        while let n = nav {
            n.navigationBar.scrollEdgeMayHaveChanged()
            n.toolbar.scrollEdgeMayHaveChanged()
            nav = n.navigationController
        }
        var tabs = tabBarController
        while let t = tabs {
            t.tabBar.scrollEdgeMayHaveChanged()
            tabs = t.tabBarController
        }
    }
}

extension ScrollView {
    /// Tells the controller whose view holds this scroll view that its content scrolled.
    func reportScrollToController() {
        var v: View? = self
        while let view = v {
            if let c = view.owningController {
                c.scrollEdgeMayHaveChanged()
                return
            }
            v = view.superview
        }
    }
}
