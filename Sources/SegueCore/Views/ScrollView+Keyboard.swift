import Foundation

/// The keys that scroll a focused scroll view (a table or collection view with keyboard focus):
/// Page Up and Page Down move by the visible length (inside the insets), Home and End go to
/// the start and the end of the content, animated, along the axis the content scrolls on
/// (vertical when it scrolls both ways). UIKit leaves the page length to the system; SegueKit
/// pages by exactly the visible length, so a row cut at the bottom edge is cut at the top after
/// Page Down. Presses during the animation add up: each starts from where the last one goes.
extension ScrollView {
    /// Scrolls for `key` if it is one of the scrolling keys; returns whether it was.
    func scroll(byKey key: Key) -> Bool {
        guard [Key.pageUp, .pageDown, .home, .end].contains(key) else { return false }
        let current = motion == .none ? contentOffset : finalOffset
        let lo = minimumContentOffset, hi = maximumContentOffset
        let inset = adjustedContentInset
        let vertical = hi.y > lo.y || hi.x <= lo.x
        let axis: WritableKeyPath<Point, Double> = vertical ? \.y : \.x
        let page = max(0, vertical ? bounds.height - inset.top - inset.bottom : bounds.width - inset.left - inset.right)
        var target = current
        switch key {
        case .pageUp: target[keyPath: axis] -= page
        case .pageDown: target[keyPath: axis] += page
        case .home: target[keyPath: axis] = lo[keyPath: axis]
        default: target[keyPath: axis] = hi[keyPath: axis]
        }
        target = clampedContentOffset(target)
        if target != current { setContentOffset(target, animated: true) }
        return true
    }
}
