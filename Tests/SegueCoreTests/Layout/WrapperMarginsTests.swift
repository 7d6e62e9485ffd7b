import Foundation
import Testing
@testable import SegueCore

/// A controller's view that preserves its superview's margins: in UIKit's containers it stands
/// in a wrapper view of a plain view's 8-point margins; elsewhere it preserves its real
/// superview's.
@MainActor
@Suite struct WrapperMarginsTests {
    /// A controller whose view preserves its superview's margins, with a bar pinned to its
    /// bottom and leading margins.
    final class Pinned: ViewController {
        let bar = View(frame: .zero)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.preservesSuperviewLayoutMargins = true
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                bar.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                bar.widthAnchor.constraint(equalToConstant: 100),
            ])
        }
    }

    func bottomGap(_ root: ViewController, _ pinned: Pinned, device: DeviceProfile? = nil) -> (Double, Double) {
        let w = Window(size: device?.size ?? Size(375, 667), clock: ManualClock())
        w.device = device
        w.rootViewController = root
        w.rootView.layoutIfNeeded()
        let frame = pinned.bar.frame
        return (pinned.view.bounds.height - frame.maxY, frame.minX)
    }

    @Test func inANavigationControllerTheWrappersEightPointsHold() {
        let pinned = Pinned()
        let (gap, leading) = bottomGap(NavigationController(rootViewController: pinned), pinned)
        #expect(gap == 8 && leading == 16, "the wrapper's 8 at the bottom; the root view's own 16 at the side")
    }

    @Test func aboveTheHomeIndicatorTheWrappersMarginIsFromItsSafeArea() throws {
        let pinned = Pinned()
        let phone = try #require(DeviceProfile.named("iphone-14"))
        let (gap, _) = bottomGap(NavigationController(rootViewController: pinned), pinned, device: phone)
        #expect(gap == 34 + 8)
    }

    @Test func inATabBarControllerAndASplitViewToo() {
        let inTab = Pinned()
        let tabs = TabBarController()
        tabs.setViewControllers([inTab])
        let (tabGap, _) = bottomGap(tabs, inTab)
        #expect(tabGap == 49, "the tab bar insets the child, not the wrapper: its safe area is past the wrapper's 8")
        let primary = Pinned()
        let split = SplitViewController()
        split.viewControllers = [primary, ViewController()]
        let (splitGap, _) = bottomGap(split, primary)
        #expect(splitGap == 8)
    }

    @Test func onItsOwnOrInAnAppsContainerTheRealSuperviewsMarginsHold() {
        let alone = Pinned()
        #expect(bottomGap(alone, alone).0 == 8, "a window's root view preserves the window's plain 8-point margins")
        let child = Pinned()
        let container = ChildContainerController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(bottomGap(container, child).0 == 0, "the container's root view's bottom margin is 0")
    }
}
