import Foundation
import SegueCore
import SegueKit
import SegueDemo
import Testing

/// The demo as users try it: the cube's drags decided by time alone, flicks, dragging back past
/// the start, Escape mid-turn, number keys on the cube and the gallery, and the home keys asking
/// `shouldPerformSegue` as a click does.
@MainActor
@Suite("Demo keys and drags")
struct DemoKeysAndDragsTests {
    static func openCube(fps: Double = 60) throws -> (ScriptedRun, DemoCubeController) {
        let run = try ScriptedRun.demo(fps: fps)
        try run.play(scriptText: "0.1 key 1\n0.7 end")
        return (run, try #require(run.scene.window.frontmostViewController as? DemoCubeController))
    }

    /// Each drag gives the same decision at 10, 20, 30 and 60 frames a second.
    @Test(arguments: ["900 400 600 400 0.3", "900 400 500 400 0.9", "900 400 640 400 0.45",
                      "900 400 700 400 0.2", "900 400 380 400 1.2", "900 400 760 400 0.12"])
    func sameDragSameDecisionAtAnyFrameRate(drag: String) throws {
        var faces: [Int] = []
        for fps in [10.0, 20, 30, 60] {
            let (run, cube) = try Self.openCube(fps: fps)
            try run.play(scriptText: "0.0 drag \(drag)\n2.5 end")
            faces.append(cube.faceIndex)
            #expect(run.appearanceViolations.isEmpty)
        }
        #expect(Set(faces).count == 1, "decisions at 10/20/30/60 fps: \(faces)")
    }

    /// A 120 pt flick at 1,500 pt/s finishes the turn; the same 120 pt dragged slowly cancels.
    @Test func aFlickFinishesHoweverShort() throws {
        let (run, cube) = try Self.openCube()
        try run.play(scriptText: "0.0 drag 900 400 780 400 0.08\n1.5 end")
        #expect(cube.faceIndex == 1)
        try run.play(scriptText: "0.0 drag 900 400 780 400 0.8\n2.0 end")
        #expect(cube.faceIndex == 1, "a slow short drag cancels")
        // A flick too short to start a scrub still turns the cube.
        try run.play(scriptText: "0.0 drag 900 400 895 400 0.004\n1.5 end")
        #expect(cube.faceIndex == 2)
    }

    /// Dragging left starts a forward turn; coming back past the start turns towards the other
    /// neighbour, and letting go far enough finishes there.
    @Test func draggingBackPastTheStartTurnsTheOtherWay() throws {
        let (run, cube) = try Self.openCube()
        var sawForward = false, sawBackward = false
        let script = "0.0 down 700 400\n0.1 move 600 400\n0.2 move 650 400\n0.3 move 750 400\n" +
            "0.5 move 1000 400\n0.8 move 1300 400\n1.1 move 1320 400\n1.2 up 1320 400\n3.0 end"
        try run.play(InputScriptParser.parse(script, file: "drag")) { _, _ in
            guard let r = cube.runningTurn, r.isInteractive, r.fractionComplete > 0.05 else { return }
            if r.toView === cube.faces[1].viewIfLoaded { sawForward = true }
            if r.toView === cube.faces[3].viewIfLoaded { sawBackward = true }
        }
        #expect(sawForward && sawBackward)
        #expect(cube.faceIndex == 3)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    /// Escape mid-turn turns the cube back from where it is (no snap), then goes home.
    @Test func escapeMidTurnReversesThenUnwinds() throws {
        let (run, cube) = try Self.openCube()
        weak let weakCube = cube
        var progressAfterEscape: [Double] = []
        try run.play(InputScriptParser.parse("0.0 key Right\n0.2 key Escape\n2.5 end", file: "drag")) { i, _ in
            let t = run.time(ofFrame: i)
            if t > 0.2, t < 0.3, let r = weakCube?.runningTurn { progressAfterEscape.append(r.visualProgress) }
        }
        #expect(progressAfterEscape.count > 3 && progressAfterEscape.first! > 0.2, "the turn goes on from where it was")
        #expect(zip(progressAfterEscape, progressAfterEscape.dropFirst()).allSatisfy { $1 < $0 }, "heading back")
        let events = run.trace.events
        let turnEnd = try #require(events.firstIndex { $0.event == .transitionEnd && $0["transition"]?.description == "cube" })
        let unwind = try #require(events.firstIndex { $0.event == .unwind })
        #expect(turnEnd < unwind, "the cube leaves once the turn has landed")
        #expect(!events.contains { $0.event == .viewDidAppear && $0.vc == "face1" })
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    /// Number keys pick a face; a jump of two faces shows the face between.
    @Test func numberKeysPickAFace() throws {
        let (run, cube) = try Self.openCube()
        var between: [String] = []
        try run.play(InputScriptParser.parse("0.0 key 3\n2.0 end", file: "drag")) { _, _ in
            if let r = cube.runningTurn {
                between += r.betweenViews.compactMap { v in cube.faces.first { $0.viewIfLoaded === v }?.storyboardIdentifier }
            }
        }
        #expect(cube.faceIndex == 2 && cube.pageControl?.currentPage == 2)
        #expect(Set(between) == ["face1"])
        try run.play(scriptText: "0.0 key 1\n2.0 end")
        #expect(cube.faceIndex == 0)
    }

    /// In the gallery, number keys pick a child and Left/Right flip to the other.
    @Test func galleryKeys() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 5\n0.8 end")
        let gallery = try #require(run.scene.window.frontmostViewController as? DemoGalleryController)
        #expect(gallery.currentChild?.storyboardIdentifier == "red")
        try run.play(scriptText: "0.0 key 2\n1.5 end")
        #expect(gallery.currentChild?.storyboardIdentifier == "blue")
        try run.play(scriptText: "0.0 key 2\n1.0 end")
        #expect(gallery.currentChild?.storyboardIdentifier == "blue", "already there")
        try run.play(scriptText: "0.0 key Left\n1.5 end")
        #expect(gallery.currentChild?.storyboardIdentifier == "red")
        try run.play(scriptText: "0.0 key Right\n1.5 end")
        #expect(gallery.currentChild?.storyboardIdentifier == "blue")
        #expect(run.trace.events.contains { $0.event == .transitionBegin && $0["transition"]?.description == "flip" })
        #expect(run.appearanceViolations.isEmpty)
    }

    /// Key 7 opens the matched-elements demo; a click on a square presents the bars' screen with
    /// the three squares and the title matched, and Escape flies them back.
    @Test func matchedElementsDemoFliesTheSquaresToTheBarsAndBack() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 7\n1.0 click 640 360\n2.6 end")
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "matchedDetail")
        let begins = run.trace.events.filter { $0.event == .transitionBegin && $0["matched"] != nil }
        let matched = try #require(begins.last?["matched"]?.description)
        for id in ["blue", "purple", "green", "matchedTitle"] { #expect(matched.contains(id), "\(matched)") }
        try run.play(scriptText: "0.0 key Escape\n1.5 end")
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "matched")
        #expect(run.appearanceViolations.isEmpty)
    }

    /// Keys 1–7 on home ask `shouldPerformSegue`, as a click on the same button does, and focus
    /// comes back to that button when the demo unwinds.
    @Test(arguments: [("1", "showCube", "cubeButton"), ("4", "showPhotos", "photosButton"),
                      ("6", "showNavigation", "navigationButton"), ("7", "showMatchedDemo", "matchedButton")])
    func homeKeysAskShouldPerformAndFocusComesBack(key: String, segue: String, button: String) throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key \(key)\n1.2 key Escape\n2.5 end")
        let asked = run.trace.events.filter { $0.event == .shouldPerformSegue && $0["segue"]?.description == segue }
        #expect(asked.count == 1)
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        let home = try #require(run.scene.window.frontmostViewController)
        #expect(run.scene.window.focus.focusedControl === home.view.viewWithIdentifier(button))
    }
}
