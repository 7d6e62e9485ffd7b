import Foundation
@testable import SegueCore
import SegueKit
import SegueDemo
import Testing

/// Every navigation controller shows a bar (UINavigationBar): the top screen's title, a back
/// button titled with the previous screen's title that pops, and the controllers below it;
/// `isNavigationBarHidden` gives the room back.
@MainActor
@Suite("Navigation bar")
struct NavigationBarTests {
    @Test func theNavigationDemoHasATitleAndABackButton() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 6\n0.8 end")
        let nav = try #require(run.scene.window.frontmostViewController as? NavigationController)
        let bar = nav.navigationBar
        #expect(!bar.isHidden && bar.frame == Rect(0, 0, 1280, 44))
        #expect(bar.titleLabel.text == "Level 1" && bar.backButton.isHidden)
        // The screen lies under the bar, which insets its safe area (as since iOS 7).
        #expect(nav.topViewController?.view.frame == Rect(0, 0, 1280, 720))
        #expect(nav.topViewController?.view.safeAreaInsets == EdgeInsets(top: 44))
        try run.play(scriptText: "0.0 key Enter\n1.0 end")
        #expect(nav.viewControllers.count == 2)
        #expect(bar.titleLabel.text == "Level 2" && !bar.backButton.isHidden)
        #expect(bar.backButton.title.hasSuffix("Level 1"))
        // The bar is drawn: its title is in the frame.
        let frame = run.step()
        #expect(frame.quads.contains { if case .text(let t) = $0.content { return t.text == "Level 2" && t.fontSize <= 17 } else { return false } })
        // A mouse user leaves level 2 by the back button.
        let back = bar.backButton.transform(to: nil).boundingBox(of: Rect(size: bar.backButton.bounds.size))
        try run.play(scriptText: "0.0 click \(Int(back.midX)) \(Int(back.midY))\n1.0 end")
        #expect(nav.viewControllers.count == 1 && bar.titleLabel.text == "Level 1" && bar.backButton.isHidden)
        #expect(run.appearanceViolations.isEmpty)
        nav.isNavigationBarHidden = true
        #expect(bar.isHidden && nav.topViewController?.view.frame == Rect(0, 0, 1280, 720))
    }
}
