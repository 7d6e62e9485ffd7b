import Foundation
import Testing
@testable import SegueCore

/// Segue kinds, `modalTransitionStyle` and custom classes chosen by name.
@Suite struct IBSegueTests {
    final class AppWobbleSegue: Segue {}

    @Test func modalStylesAndCustomClasses() throws {
        let registry = SegueRegistry()
        registry.register(AppWobbleSegue.self, as: "AppWobbleSegue")
        let f = try IBFixtures.load("Xcode8FrameInset.storyboard", segues: registry).file
        // Ours, with the module prefix stripped.
        #expect(f.segue("registered")?.kind == .custom && f.segue("registered")?.className == "ExplodeSegue")
        // The app's registered class.
        #expect(f.segue("app")?.className == "AppWobbleSegue")
        // Unregistered: by the name's family, with a warning; else a cross-dissolve.
        let cube = try #require(f.segue("cube"))
        #expect(cube.kind == .present && cube.className == nil && cube.options.transition == "cube")
        #expect(f.warns("'FancyCubeSegue' is not registered"))
        #expect(f.segue("odd")?.options.transition == "crossDissolve")
        #expect(f.warns("'QuuxSegue' is not registered and its name suggests no transition"))
        // modalTransitionStyle → our transitions; presentation style.
        #expect(f.segue("flip")?.options.transition == "flip")
        #expect(f.segue("curl")?.options.transition == "pageCurl")
        let fade = try #require(f.segue("fade"))
        #expect(fade.options.transition == "crossDissolve" && fade.options.presentationStyle == .overFullScreen)
        #expect(f.segue("manual")?.kind == .show)
        // Controls trigger theirs.
        #expect(f.scene("a-vc")?.view.find("Flip")?.action == .segue("flip"))
    }

    @Test func unboundSeguesAreGuesses() throws {
        let i = try IBFixtures.read("Xcode8FrameInset.storyboard")
        let unbound = Set(i.guesses.filter { $0.kind == .unboundSegue }.map(\.subject))
        #expect(unbound == ["manual", "fade"])
        #expect(i.guesses.contains { $0.kind == .segueClass && $0.subject == "FancyCubeSegue" })
    }

    @Test func theConvertedSegueRuns() throws {
        let sb = try IBFixtures.load("Xcode8FrameInset.storyboard")
        let vc = try #require(sb.instantiateInitialViewController())
        let segue = try #require(sb.makeSegue("cube", from: vc))
        #expect(segue is PresentSegue)
        #expect(segue.destination.storyboardIdentifier == "second_screen")
    }
}
