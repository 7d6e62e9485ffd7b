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
    /// The controller whose view holds this scroll view.
    private var holdingController: ViewController? {
        var v: View? = self
        while let view = v {
            if let c = view.owningController { return c }
            v = view.superview
        }
        return nil
    }

    /// Tells the controller whose view holds this scroll view that its content scrolled.
    func reportScrollToController() {
        holdingController?.scrollEdgeMayHaveChanged()
    }

    /// Where the content comes to rest after a drag, from where it would (`target`), so that
    /// the large title this scroll view collapses is not left part way, as UIKit's is not: a
    /// rest less than half the title's strip (`NavigationBar.largeTitleHeight`) below the top
    /// moves to the top, expanding the title; a rest further in moves to the strip's foot,
    /// collapsing it (or as far as the content goes). Any other target, and a scroll view that
    /// is not its navigation controller's top screen's content scroll view, is left alone.
    func targetSettlingLargeTitle(_ target: Point) -> Point {
        guard let nav = holdingController?.navigationController, !nav.isNavigationBarHidden, nav.navigationBar.displaysLargeTitle,
              nav.topViewController?.contentScrollView(for: .top) === self else { return target }
        let top = minimumContentOffset.y, strip = NavigationBar.largeTitleHeight
        let into = target.y - top
        guard into > 0, into < strip else { return target }
        return Point(target.x, into < strip / 2 ? top : min(top + strip, max(maximumContentOffset.y, top)))
    }
}
