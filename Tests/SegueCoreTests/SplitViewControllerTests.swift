import Foundation
import Testing
@testable import SegueCore

/// A split view controller built in code: its column widths against UIKit's rule, the display
/// modes, and a detail shown while expanded and while collapsed.
@MainActor
@Suite struct SplitViewControllerTests {
    func show(width: Double) -> (Window, SplitViewController, ViewController, ViewController) {
        let primary = ViewController(), secondary = ViewController()
        let split = SplitViewController()
        split.viewControllers = [primary, secondary]
        let w = Window(size: Size(width, 700), clock: ManualClock())
        w.rootViewController = split
        w.rootView.layoutIfNeeded()
        return (w, split, primary, secondary)
    }

    @Test(arguments: [600.0, 700, 800, 1366])
    func thePrimaryIsFortyPercentUpTo320Points(width: Double) {
        let (_, split, primary, secondary) = show(width: width)
        let expected = min(width * 0.4, 320)
        #expect(!split.isCollapsed && split.primaryColumnWidth == expected)
        #expect(primary.view.frame == Rect(0, 0, expected, 700))
        #expect(secondary.view.frame == Rect(expected, 0, width - expected, 700))
        split.minimumPrimaryColumnWidth = 400
        split.view.layoutIfNeeded()
        #expect(split.primaryColumnWidth == min(400, width), "the minimum beats the maximum, as in UIKit")
    }

    @Test func displayModesAndAShownDetail() {
        let (_, split, primary, secondary) = show(width: 1000)
        split.preferredDisplayMode = .oneOverSecondary
        #expect(secondary.view.frame == Rect(0, 0, 1000, 700) && primary.view.frame == Rect(0, 0, 320, 700))
        #expect(split.view.subviews.firstIndex { $0 === primary.view }! > split.view.subviews.firstIndex { $0 === secondary.view }!)
        split.preferredDisplayMode = .automatic
        let detail = ViewController()
        split.showDetailViewController(detail, sender: nil)
        #expect(split.viewControllers.count == 2 && split.secondaryViewController === detail && secondary.parent == nil)
        #expect(detail.view.frame == Rect(320, 0, 680, 700) && secondary.viewIfLoaded?.superview == nil)
    }

    @Test func collapsedAPrimaryThatIsNoNavigationControllerPresentsTheDetail() {
        let (w, split, primary, _) = show(width: 500)
        #expect(split.isCollapsed && primary.view.frame == Rect(0, 0, 500, 700))
        let detail = ViewController()
        split.showDetailViewController(detail, sender: nil)
        for _ in 0..<60 { (w.clock as? ManualClock)?.advance(by: 1.0 / 60); _ = w.drawList() }
        #expect(detail.presentingViewController != nil)
    }
}
