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

/// The triple-column style built in code: the columns of each display mode, the automatic
/// choice by width, showing and hiding columns, and the compact column.
@MainActor
@Suite struct TripleColumnSplitTests {
    @MainActor struct Columns {
        let window: Window, split: SplitViewController
        let primary: ViewController, supplementary: ViewController, secondary: ViewController, compact: ViewController
        func view(_ c: SplitViewController.Column) -> View { split.viewController(for: c)!.view }
        func shows(_ c: SplitViewController.Column) -> Bool { split.viewController(for: c)?.viewIfLoaded?.superview === split.view }
    }

    func show(width: Double, height: Double = 1024) -> Columns {
        let primary = ViewController(), supplementary = ViewController(), secondary = ViewController(), compact = ViewController()
        let split = SplitViewController(style: .tripleColumn)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(primary, for: .primary)
        split.setViewController(compact, for: .compact)
        split.setViewController(supplementary, for: .supplementary)
        let w = Window(size: Size(width, height), clock: ManualClock())
        w.rootViewController = split
        w.rootView.layoutIfNeeded()
        return Columns(window: w, split: split, primary: primary, supplementary: supplementary, secondary: secondary, compact: compact)
    }

    @Test func eachSidebarColumnIsANavigationControllerAndTheCompactOneIsNot() {
        let c = show(width: 1366)
        for (column, vc) in [(SplitViewController.Column.primary, c.primary), (.supplementary, c.supplementary), (.secondary, c.secondary)] {
            let nav = c.split.viewController(for: column) as? NavigationController
            #expect(nav?.viewControllers.first === vc, "\(column) is wrapped")
        }
        #expect(c.split.viewController(for: .compact) === c.compact)
        let roots = c.split.viewControllers.map { ($0 as? NavigationController)?.viewControllers.first }
        #expect(roots.count == 3 && zip(roots, [c.primary, c.supplementary, c.secondary]).allSatisfy { $0 === $1 })
        #expect(c.split.children.count == 4 && c.compact.parent === c.split)
    }

    @Test func automaticallyAllThreeSideBySideWhileTheSecondaryKeeps320Points() {
        let wide = show(width: 1366)
        #expect(wide.split.displayMode == .twoBesideSecondary && wide.split.splitBehavior == .tile)
        #expect(wide.view(.primary).frame == Rect(0, 0, 320, 1024))
        #expect(wide.view(.supplementary).frame == Rect(320, 0, 320, 1024))
        #expect(wide.view(.secondary).frame == Rect(640, 0, 726, 1024))
        #expect(!wide.shows(.compact))
        // 40% of 700 is 280 for each sidebar, leaving 140: the primary is hidden.
        let narrow = show(width: 700)
        #expect(narrow.split.displayMode == .oneBesideSecondary && !narrow.shows(.primary))
        #expect(narrow.view(.supplementary).frame == Rect(0, 0, 280, 1024))
        #expect(narrow.view(.secondary).frame == Rect(280, 0, 420, 1024))
    }

    @Test func theOverAndDisplaceModes() {
        let c = show(width: 1366)
        let subviews = { c.split.view.subviews }
        func index(_ column: SplitViewController.Column) -> Int { subviews().firstIndex { $0 === c.view(column) }! }
        c.split.preferredDisplayMode = .twoOverSecondary
        #expect(c.view(.secondary).frame == Rect(0, 0, 1366, 1024) && c.view(.supplementary).frame == Rect(320, 0, 320, 1024))
        #expect(index(.secondary) < index(.primary) && index(.secondary) < index(.supplementary))
        #expect(c.split.splitBehavior == .overlay)
        c.split.preferredDisplayMode = .oneOverSecondary
        #expect(!c.shows(.primary) && c.view(.supplementary).frame == Rect(0, 0, 320, 1024))
        c.split.preferredDisplayMode = .twoDisplaceSecondary
        // The secondary keeps its one-sidebar width, pushed past both sidebars and dimmed.
        #expect(c.view(.secondary).frame == Rect(640, 0, 1046, 1024) && c.split.splitBehavior == .displace)
        let dimming = subviews().last { $0.backgroundColor == Color(white: 0, alpha: 0.1) }
        #expect(dimming?.isHidden == false && dimming?.frame == Rect(640, 0, 1046, 1024))
        c.split.preferredDisplayMode = .twoBesideSecondary
        #expect(dimming?.isHidden == true)
        c.split.preferredDisplayMode = .secondaryOnly
        #expect(!c.shows(.primary) && !c.shows(.supplementary) && c.view(.secondary).frame == Rect(0, 0, 1366, 1024))
    }

    @Test func showingAndHidingColumns() {
        let c = show(width: 1366)
        c.split.hide(.primary)
        #expect(c.split.displayMode == .oneBesideSecondary && !c.shows(.primary) && c.shows(.supplementary))
        c.split.hide(.supplementary)
        #expect(c.split.displayMode == .secondaryOnly && !c.shows(.supplementary))
        c.split.show(.supplementary)
        #expect(c.split.displayMode == .oneBesideSecondary)
        c.split.preferredSplitBehavior = .overlay
        c.split.show(.primary)
        #expect(c.split.displayMode == .twoOverSecondary)
        c.split.show(.secondary)
        #expect(c.split.displayMode == .oneBesideSecondary)
        c.split.preferredSplitBehavior = .displace
        c.split.show(.primary)
        #expect(c.split.displayMode == .twoDisplaceSecondary)
    }

    @Test func theAutomaticModeFollowsTheSplitBehavior() {
        let c = show(width: 1366)
        c.split.preferredSplitBehavior = .overlay
        #expect(c.split.displayMode == .secondaryOnly)
        c.split.preferredSplitBehavior = .displace
        #expect(c.split.displayMode == .oneBesideSecondary)
    }

    @Test func collapsedTheCompactColumnShowsAndWideningBringsTheColumnsBack() {
        let c = show(width: 1366)
        c.window.handle(.resize(Size(500, 800)))
        c.window.rootView.layoutIfNeeded()
        #expect(c.split.isCollapsed && c.compact.view.frame == Rect(0, 0, 500, 800))
        #expect(!c.shows(.primary) && !c.shows(.supplementary) && !c.shows(.secondary))
        let detail = ViewController()
        c.split.showDetailViewController(detail, sender: nil)
        for _ in 0..<60 { (c.window.clock as? ManualClock)?.advance(by: 1.0 / 60); _ = c.window.drawList() }
        #expect(detail.presentingViewController != nil, "a compact column that is no navigation controller presents the detail")
        detail.dismiss(animated: false)
        c.window.handle(.resize(Size(1366, 1024)))
        c.window.rootView.layoutIfNeeded()
        #expect(!c.split.isCollapsed && c.compact.viewIfLoaded?.superview == nil && c.shows(.primary) && c.shows(.supplementary))
        #expect((c.split.secondaryViewController as? NavigationController)?.viewControllers.first === c.secondary,
                "with a compact column, the columns keep their own stacks")
    }

    @Test func twoColumnsTakeTheOneSidebarFormOfATwoMode() {
        let primary = ViewController(), secondary = ViewController()
        let split = SplitViewController(style: .doubleColumn)
        split.viewControllers = [primary, secondary, ViewController()]
        let w = Window(size: Size(1000, 700), clock: ManualClock())
        w.rootViewController = split
        split.preferredDisplayMode = .twoBesideSecondary
        w.rootView.layoutIfNeeded()
        #expect(split.viewControllers.count == 2 && split.supplementaryViewController == nil)
        #expect(split.displayMode == .oneBesideSecondary && split.primaryViewController!.view.frame == Rect(0, 0, 320, 700))
        split.preferredDisplayMode = .twoOverSecondary
        #expect(split.displayMode == .oneOverSecondary && split.secondaryViewController!.view.frame == Rect(0, 0, 1000, 700))
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
    }
}
