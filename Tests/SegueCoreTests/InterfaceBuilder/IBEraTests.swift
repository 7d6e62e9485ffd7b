import Foundation
import Testing
@testable import SegueCore

/// Storyboards as different Xcode versions saved them: stored frames with autoresizing masks
/// (Xcode 4), `frameInset` (Xcode 8).
@MainActor
@Suite struct IBEraTests {
    @Test func xcode4FramesNavigationAndUnwind() throws {
        let f = try IBFixtures.load("Xcode4Frames.storyboard").file
        #expect(f.warnings.allSatisfy { $0.severity == .warning })
        #expect(f.initialScene == "nav-1")
        let nav = try #require(f.scene("nav-1"))
        #expect(nav.className == "NavigationController")
        #expect(nav.root == "home")
        let home = try #require(f.scene("home"))
        #expect(home.className == "ViewController")          // HomeViewController is not registered
        #expect(home.title == "Home")
        // The root view keeps its stored size (its y below the bars is dropped) and follows the window.
        #expect(home.view.frame == Rect(0, 0, 320, 416))
        #expect(home.view.autoresizing == .flexibleSize)
        #expect(home.view.background == Color(red: 239 / 255, green: 239 / 255, blue: 244 / 255))
        let title = try #require(home.view.find("Recipes"))
        #expect(title.kind == .label)
        #expect(title.frame == Rect(20, 20, 280, 30))
        #expect(title.autoresizing == [.flexibleWidth, .flexibleBottomMargin])
        #expect(title.font == StoryboardFont(.system(.bold, italic: false), size: 24) && title.align == .center)
        #expect(title.color == Color(red: 0.2, green: 0.4, blue: 0.6))
        let next = try #require(home.view.find("Next"))
        #expect(next.kind == .button && next.font == StoryboardFont(.system(.bold, italic: false), size: 15))
        #expect(next.autoresizing == .flexibleMargins)
        #expect(next.action == .segue("showDetail"))
        let push = try #require(f.segue("showDetail"))
        #expect(push.kind == .show && push.source == "home" && push.destination == "detail-1")
        // The asset catalogue beside the file has the star; the missing image is a placeholder.
        let star = try #require(home.view.subviews.first { $0.image != nil })
        #expect(star.image == "Assets.xcassets/star.imageset/star@2x.png")
        #expect(star.contentMode == .aspectFit)
        #expect(f.warns("image 'missing.png'"))
        #expect(home.view.subviews.last?.kind == .view && home.view.subviews.last?.frame == Rect(20, 350, 60, 30))
        // The Done button unwinds; the scene with a segue into Detail is guessed to declare it.
        let detail = try #require(f.scene("detail-1"))
        #expect(detail.title == "Detail")
        #expect(detail.view.find("Done")?.action == .unwind("backToHome"))
        #expect(home.unwindActions == ["backToHome"])
    }

    @Test func xcode4GuessesAreReported() throws {
        let i = try IBFixtures.read("Xcode4Frames.storyboard")
        #expect(i.guesses.contains { $0.kind == .controllerClass && $0.subject == "HomeViewController" && $0.choice == "ViewController" })
        #expect(i.guesses.contains { $0.kind == .unwindTarget && $0.subject == "backToHome" && $0.choice.contains("home") })
        // Every guess points into the file.
        #expect(i.guesses.allSatisfy { $0.location.line > 1 })
    }

    @Test func xcode8FrameInsetsAndIdentifiers() throws {
        let f = try IBFixtures.load("Xcode8FrameInset.storyboard").file
        let a = try #require(f.scene("a-vc"))
        #expect(a.view.frame == Rect(0, 0, 375, 667))
        #expect(a.view.find("Cube")?.frame == Rect(20, 40, 100, 44))
        #expect(a.view.find("Flip")?.frame == Rect(255, 40, 100, 44))        // maxX 20 from the right
        #expect(a.view.find("Curl")?.frame == Rect(20, 593, 100, 44))        // maxY 30 from the bottom
        #expect(a.view.find("Registered")?.frame == Rect(20, 100, 335, 44))  // minX and maxX: the width between
        // A storyboard identifier with a space becomes a usable scene id.
        #expect(f.scene("second_screen") != nil)
        #expect(f.segue("cube")?.destination == "second_screen")
    }
}
