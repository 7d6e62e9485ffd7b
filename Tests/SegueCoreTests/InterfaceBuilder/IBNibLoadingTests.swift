import Foundation
import Testing
@testable import SegueCore

/// Controllers whose storyboard scene holds no view load it from the nib named after their
/// class, as UIKit's `loadView()` does: `InboxView.xib` before `InboxViewController.xib`, a nib
/// in `Base.lproj`, none (an empty view, as UIKit's) and a nib without a view outlet (a
/// warning).
@MainActor
@Suite struct IBNibLoadingTests {
    static let main = "Nibs/Main.storyboard"

    @Test func nibNamesFollowUIKitsOrder() {
        #expect(IBConverter.nibNames(forClass: "InboxViewController") == ["InboxView", "InboxViewController"])
        #expect(IBConverter.nibNames(forClass: "Inbox") == ["Inbox"])
        // A class called just "Controller" has no shorter name to try.
        #expect(IBConverter.nibNames(forClass: "Controller") == ["Controller"])
    }

    @Test func scenesWithoutAViewTakeTheirNibsView() throws {
        let file = try IBFixtures.read(Self.main).file
        let inbox = try #require(file.scenes.first { $0.interfaceBuilderID == "inbox" })
        // InboxView.xib is tried first: its label, not the other nib's.
        #expect(inbox.view.find("3 unread") != nil)
        #expect(inbox.view.find("Not this nib") == nil)
        // The xib's constraints came with its view; the scene keeps its own navigation item.
        #expect(inbox.interfaceBuilderLayout?.constraints.isEmpty == false)
        #expect(inbox.navigationItem?.title == "Inbox")
        // The composer's nib is in Base.lproj; its view is the owner's, not the other top-level view.
        let composer = try #require(file.scenes.first { $0.interfaceBuilderID == "composer" })
        #expect(composer.view.find("New message") != nil)
        #expect(composer.view.frame?.size == Size(375, 667))
        // No nib: the scene's view stays empty, and nothing is said (UIKit's is empty too).
        let archive = try #require(file.scenes.first { $0.interfaceBuilderID == "archive" })
        #expect(archive.view.subviews.isEmpty)
        #expect(!file.warns("ArchiveViewController"))
        // A nib without a view outlet: empty, with a warning that says why.
        let broken = try #require(file.scenes.first { $0.interfaceBuilderID == "broken" })
        #expect(broken.view.subviews.isEmpty)
        #expect(file.warns("BrokenViewController has no view in the storyboard and BrokenView.xib sets no view outlet of its File's Owner"))
        // A table view controller's nib whose view is not a table: empty, with a warning.
        let feed = try #require(file.scenes.first { $0.interfaceBuilderID == "feed" })
        #expect(feed.view.find("Not a table") == nil)
        #expect(file.warns("FeedViewController is a table view controller and FeedView.xib's view is not a table view; it is shown empty"))
    }

    @Test func aNibAlreadyBeingReadIsNotReadAgain() throws {
        // LoopViewController.xib's controller takes EchoViewController.xib's view; that nib's
        // own LoopViewController would take LoopViewController.xib's, which is being read.
        let file = try IBFixtures.read("Nibs/LoopViewController.xib").file
        let loop = try #require(file.scenes.first { $0.interfaceBuilderID == "loop" })
        #expect(loop.view.find("Echo") != nil)
        #expect(file.warns("LoopViewController has no view in the storyboard and LoopViewController.xib is a document being read"))
    }

    @Test func theNibsViewRunsInTheStoryboardsControllers() throws {
        let storyboard = try IBFixtures.load(Self.main)
        let clock = ManualClock()
        let w = Window(size: Size(390, 844), clock: clock)
        w.rootViewController = storyboard.instantiateInitialViewController()
        func settle() { for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = w.drawList() } }
        settle()
        let nav = try #require(w.rootViewController as? NavigationController)
        let inbox = try #require(nav.topViewController)
        #expect(inbox.title == "Inbox")
        // The label is pinned 20 points below the safe area's top, under the navigation bar.
        let label = try #require(w.ibView("inbox-count") as? Label)
        let top = label.transform(to: nil).project(Point(0, 0)).y
        let bar = nav.navigationBar
        let barBottom = bar.transform(to: nil).project(Point(0, bar.bounds.height)).y
        #expect(abs(top - (barBottom + 20)) < 0.5)
        #expect(abs(label.frame.width - 350) < 0.5)
        // The compose button's segue leads to the composer, whose nib's view fills the screen.
        #expect(inbox.performSegue(withIdentifier: "compose", sender: nil))
        settle()
        let composer = try #require(nav.topViewController)
        #expect(composer !== inbox)
        #expect(composer.view.bounds.size.width == 390)
        let title = try #require(composer.view.subviews.compactMap { $0 as? Label }.first { $0.text == "New message" })
        // Its label keeps its margins as the view widens from the nib's 375 points.
        #expect(abs(title.frame.width - 358) < 0.5)
    }
}

/// A view standing at the top of a screen keeps the screen's insets only where it reaches them,
/// upright and turned, and the device's scale.
@Suite struct TopOfScreenTests {
    @Test func insetsOnlyWhereTheViewReaches() throws {
        let phone = try #require(DeviceProfile.named("iphone-14"))
        let banner = phone.topOfScreen(size: Size(390, 120))
        #expect(banner.safeAreaInsets == EdgeInsets(top: 47, bottom: 0) && banner.scale == phone.scale)
        #expect(phone.topOfScreen(size: Size(390, 844)).safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        // Turned: the notch on the left; the right one and the home indicator only as far as reached.
        let turned = phone.oriented(landscape: true)
        let insets = turned.safeAreaInsets
        #expect(turned.topOfScreen(size: Size(400, 120)).safeAreaInsets == EdgeInsets(top: insets.top, left: insets.left, bottom: 0, right: 0))
        #expect(turned.topOfScreen(size: turned.size).safeAreaInsets == insets)
    }
}
