import Foundation
import SegueCore
import SegueKit
import SegueDemo
import Testing

/// The photo grid's flight out and back, the navigation stack with its edge drag, the explode
/// round trip and the gallery's child transitions, each driven by script through the real
/// demo storyboard.
@MainActor
@Suite("Demo screens")
struct DemoScreensTests {
    /// The navigation controller's screens, without its bar.
    static func stack(_ nav: NavigationController) -> [View] { nav.view.subviews.filter { !($0 is NavigationBar || $0 is Toolbar) } }

    typealias T = DemoInteractionTests

    // MARK: Photos (seed 004)

    @Test func photoFliesOutAndBackIntoTheThumbnailsCurrentRect() throws {
        let run = try ScriptedRun.demo()
        // thumb1 (the portrait alps photo) sits at (460, 120, 360, 250).
        try run.play(scriptText: "0.1 key 4\n0.7 click 640 245\n1.6 end")
        let detail = try T.front(run, as: DemoPhotoDetailController.self)
        let photos = try #require(detail.presentingViewController as? DemoPhotosController)
        let thumb = try #require(photos.selectedThumbnail)
        #expect(thumb === photos.thumbnails[1] && thumb.isHidden)
        #expect(detail.photoView?.image == thumb.image && detail.photoView?.contentMode == .aspectFit)
        #expect(photos.thumbnails.count >= 6)
        // The window grows while the photo is shown: the grid's layout follows before the flight back.
        try run.play(scriptText: "0.0 resize 1600 900\n0.2 key Escape\n0.25 end")
        let flight = try #require(run.scene.window.runningTransitions.first)
        #expect(flight.name == "imageFlight" && flight.playsBackwards)
        let expected = thumb.rectInWindowForTests
        #expect(expected.width > 400)  // 360 points scaled with the window
        let source = try #require(flight.flight?.sourceRect)
        #expect(abs(source.minX - expected.minX) < 0.5 && abs(source.minY - expected.minY) < 0.5)
        #expect(abs(source.width - expected.width) < 0.5 && abs(source.height - expected.height) < 0.5)
        // Near its end the flying image is drawn at the thumbnail's rect.
        var last: Rect?
        try run.play(InputScriptParser.parse("1.0 end", file: "s")) { _, list in
            guard let r = run.scene.window.runningTransitions.first, r.visualProgress < 0.02 else { return }
            for q in list.quads where q.content == .image(thumb.image!) {
                let c = q.projectedCorners
                last = Rect(c[0].x, c[0].y, c[2].x - c[0].x, c[2].y - c[0].y)
            }
        }
        let landed = try #require(last)
        #expect(abs(landed.minX - expected.minX) < 3 && abs(landed.maxY - expected.maxY) < 3)
        #expect(run.scene.window.frontmostViewController === photos && !thumb.isHidden)
        #expect(run.scene.window.focus.focusedControl === thumb)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    @Test func enterOnAFocusedThumbnailAndAClickBack() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 4\n0.6 key Tab\n0.7 key Enter\n1.5 click 100 100\n2.3 end")
        let photos = try T.front(run, as: DemoPhotosController.self)
        #expect(run.trace.events.contains { $0.event == .viewDidAppear && $0.vc == "photoDetail" })
        #expect(photos.presentedViewController == nil && photos.thumbnails.allSatisfy { !$0.isHidden })
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    // MARK: Navigation

    @Test func navigationPushesPopsAndScrubsThePopFromTheLeftEdge() throws {
        let run = try ScriptedRun.demo()
        // The push button is at (500, 380, 280, 64).
        try run.play(scriptText: "0.1 key 6\n0.6 click 640 412\n1.2 click 640 412\n1.8 end")
        let nav = try T.front(run, as: NavigationController.self)
        #expect(nav.viewControllers.map(\.traceName) == ["level1", "level2", "level3"])
        // Escape pops one level (not home).
        try run.play(scriptText: "0.0 key Escape\n0.6 end")
        #expect(nav.viewControllers.map(\.traceName) == ["level1", "level2"])
        #expect(run.scene.window.frontmostViewController === nav)
        // A slow edge drag let go at 30% cancels; a fast one finishes.
        try run.play(scriptText: "0.0 drag 5 300 389 300 1.0\n2.0 end")
        #expect(nav.viewControllers.map(\.traceName) == ["level1", "level2"])
        // One screen under the navigation bar.
        #expect(Self.stack(nav).count == 1 && Self.stack(nav).first === nav.topViewController?.view)
        try run.play(scriptText: "0.0 drag 5 300 389 300 0.1\n1.5 end")
        #expect(nav.viewControllers.map(\.traceName) == ["level1"])
        #expect(Self.stack(nav).count == 1)
        // Escape mid-drag lets go of the pop: the level stays.
        try run.play(scriptText: "0.0 click 640 412\n0.8 drag 5 300 600 300 0.6\n1.1 key Escape\n2.5 end")
        #expect(nav.viewControllers.map(\.traceName) == ["level1", "level2"])
        #expect(run.scene.window.runningTransitions.isEmpty && Self.stack(nav).count == 1)
        try run.play(scriptText: "0.0 key Escape\n1.0 end")
        // Escape at the bottom goes home.
        try run.play(scriptText: "0.0 key Escape\n1.0 end")
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
        #expect(run.scene.window.runningTransitions.isEmpty)
    }

    // MARK: Explode (seed 001)

    @Test func explodePresentsAndUnwindsToAnIntactSource() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 2\n0.6 key Enter\n0.9 end")
        let source = try #require(run.scene.window.rootViewController?.presentedViewController)
        #expect(source.storyboardIdentifier == "explodeSource")
        #expect(run.scene.window.runningTransitions.first?.name == "explode")
        try run.play(scriptText: "1.0 key Escape\n2.0 end")
        #expect(run.scene.window.frontmostViewController === source)
        #expect(source.view.transform.isIdentity && source.view.alpha == 1 && source.view.window != nil)
        #expect(run.trace.events.contains { $0.event == .unwind && $0["destination"]?.description == "explodeSource" })
        #expect(run.trace.events.contains { $0.event == .viewDidAppear && $0.vc == "explodeDestination" })
        try run.play(scriptText: "0.0 key Escape\n1.0 end")
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    // MARK: Gallery (seed 000, second half)

    @Test func galleryButtonsSwapTheChildrenEachWay() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 5\n0.6 end")
        let gallery = try T.front(run, as: DemoGalleryController.self)
        let redFrame = try #require(gallery.currentChild?.view.frame)
        #expect(gallery.currentChild?.traceName == "red")
        var names: [String] = []
        for style in DemoGalleryController.Style.allCases {
            let button = try #require(gallery.view.viewWithIdentifier(style.buttonIdentifier))
            let r = button.rectInWindowForTests
            try run.play(InputScriptParser.parse("0.0 click \(r.midX) \(r.midY)\n0.2 end", file: "s")) { _, _ in }
            names.append(run.scene.window.runningTransitions.first?.name ?? "none")
            try run.play(scriptText: "1.2 end")
            #expect(gallery.stage.subviews.count == 1)
        }
        #expect(names == ["pageCurl", "flip", "crossDissolve", "animations"])
        #expect(gallery.completedSwaps == 4 && gallery.currentChild?.traceName == "red")
        // After the animations block the views are back in shape.
        #expect(gallery.currentChild?.view.frame == redFrame && gallery.currentChild?.view.alpha == 1)
        // A drag on the stage flips by hand.
        try run.play(scriptText: "0.0 drag 400 400 900 400 0.1\n1.5 end")
        #expect(gallery.currentChild?.traceName == "blue" && gallery.completedSwaps == 5)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }
}
