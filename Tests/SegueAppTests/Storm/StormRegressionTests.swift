import Foundation
import Testing
import SegueCore
import SegueKit

/// Minimal replays of what the input storm found, each checked with the storm's invariants
/// after every frame. Each names the cause that was fixed.
@Suite(.serialized) struct StormRegressionTests {
    /// Plays `script` against the storyboard at `path`, checking the storm's invariants after
    /// every frame; returns the run and the first problems found.
    static func replay(_ script: String, storyboard path: String) throws -> (ScriptedRun, [String]) {
        let run = try ScriptedRun(storyboardPath: path, size: Size(1280, 720), fps: 60)
        let invariants = StormInvariants()
        let player = try ScriptPlayer(script: InputScriptParser.parse(script, file: "regression.script"), fps: 60)
        var lastInput = 0.0
        for i in 0..<player.frameCount {
            let events = player.events(forFrame: i)
            if !events.isEmpty { lastInput = run.time(ofFrame: i) }
            run.step(events)
            var problems = invariants.checkTrace(run.trace)
            problems += invariants.checkNotStuck(run.scene.window, lastInput: lastInput)
            if !run.scene.window.isAnimating { problems += invariants.checkAtRest(run.scene) }
            if !problems.isEmpty { return (run, problems) }
        }
        return (run, [])
    }

    static var containers: String {
        InputStormTests.fixtures.appendingPathComponent("storm-containers.yaml").path
    }

    /// Dismissing a chain whose middle screen was still on screen under an over-full-screen
    /// sheet: the middle screen got no viewWillDisappear/viewDidDisappear and was released
    /// "appeared" (ViewController+Presentation: performDismissal managed the middle screens
    /// but never sent them their calls).
    @Test func middleScreenOfADismissedChainDisappears() throws {
        let (run, problems) = try Self.replay("""
            0.10 click 140 205   # home: Explode -> boom
            1.20 click 140 65    # boom: Sheet (over full screen) -> sheet
            2.00 click 140 65    # sheet: Home (unwind dismisses boom and sheet)
            3.00 end
            """, storyboard: Self.containers)
        #expect(problems.isEmpty, "\(problems)")
        let boom = run.trace.events.filter { $0.vc == "boom" }.map(\.event)
        #expect(boom.contains("viewDidDisappear"))
        #expect(boom.last == "deinit")
    }

    /// A screen presented from a presented screen was never animated: the transition was
    /// started in the window of the presentation queue's owner (the root, off screen under the
    /// first presentation) instead of the window it is drawn in (ViewController+Containment:
    /// `begin`). The explode demo's own segue ran in zero time because of it.
    @Test func presentationFromAPresentedScreenAnimates() throws {
        let (run, problems) = try Self.replay("""
            0.10 key 2           # home -> explodeSource
            1.00 key Enter       # explode -> explodeDestination
            1.10 end
            """, storyboard: try AppPaths.demoStoryboard())
        #expect(problems.isEmpty, "\(problems)")
        let explode = run.trace.events.filter { $0["transition"] == .string("explode") }
        let begin = try #require(explode.first { $0.event == "transitionBegin" })
        #expect(begin.time == 1.0)
        #expect(!explode.contains { $0.event == "transitionEnd" }, "the explode ended at once: \(explode)")
        #expect(run.scene.window.isAnimating)
    }

    /// Two presentations asked for while their presenter was being dismissed: at its turn the
    /// first found nothing to do and started nothing, and the second stayed queued for ever,
    /// holding its segue and the dismissed screen (ViewController+Containment:
    /// `runPendingTransitions` ran one request only).
    @Test func queuedRequestsThatFindNothingToDoDoNotStallTheQueue() throws {
        let (run, problems) = try Self.replay("""
            0.10 key 2           # home -> explodeSource (focus on its Explode button)
            1.00 key Escape      # unwind to home
            1.05 key Enter       # explode, queued behind the dismissal
            1.10 key Enter       # and again
            3.00 end
            """, storyboard: try AppPaths.demoStoryboard())
        #expect(problems.isEmpty, "\(problems)")
        let events = run.trace.events.filter { $0.vc == "explodeSource" }.map(\.event)
        #expect(events.last == "deinit", "\(events)")
    }

    /// A child swap turned round while its container was leaving the screen brought the old
    /// child back (viewWillAppear, then viewDidAppear off screen) and it was released
    /// "appeared" (ViewController+Containment: the swap's direction change and end sent
    /// calls without asking whether the container was still on screen).
    @Test func swapReversedWhileTheContainerLeavesKeepsChildrenBalanced() throws {
        let (run, problems) = try Self.replay("""
            0.10 key 1           # home -> cube
            1.00 key Right       # turn face0 -> face1 (0.5 s)
            1.10 key Escape      # unwind the cube to home (0.3 s)
            1.10 key Left        # turn back to face0 while the cube leaves
            3.00 end
            """, storyboard: try AppPaths.demoStoryboard())
        #expect(problems.isEmpty, "\(problems)")
        #expect(AppearanceChecker.check(run.trace.events).isEmpty)
        #expect(!run.trace.events.contains { $0.vc?.hasPrefix("face") == true && $0.event == "viewDidAppear" && $0.time > 1 })
    }

    /// The same with slow motion, so the container is gone before the turn ends.
    @Test func swapOutlivingItsContainerReleasesChildrenDisappeared() throws {
        let (run, problems) = try Self.replay("""
            0.10 key 1
            1.00 key S           # slow motion: the turn takes 5 s
            1.10 key Right
            1.20 key Escape      # the cube leaves in 3 s, before the turn ends
            1.30 key Left
            12.00 end
            """, storyboard: try AppPaths.demoStoryboard())
        #expect(problems.isEmpty, "\(problems)")
        #expect(AppearanceChecker.check(run.trace.events).isEmpty)
        #expect(run.trace.events.contains { $0.vc == "cube" && $0.event == "deinit" })
    }

    /// A push started while the navigation controller was being dismissed: the old top's view
    /// left the stack before the stack finished disappearing, so the stack's forwarding never
    /// reached it and it was released "disappearing" (AppearanceHandoff: a push or pop whose
    /// container is not on screen now settles the child whose view leaves).
    @Test func pushWhileTheStackIsDismissedSettlesTheOldTop() throws {
        let (run, problems) = try Self.replay("""
            0.10 click 140 135   # home: Stack -> stack (level1, focus on Push)
            1.50 key Escape      # unwind the stack to home (flip, 0.5 s)
            1.50 key Enter       # push level2 while it leaves
            3.00 end
            """, storyboard: Self.containers)
        #expect(problems.isEmpty, "\(problems)")
        #expect(AppearanceChecker.check(run.trace.events).isEmpty)
        let level1 = run.trace.events.filter { $0.vc == "level1" }.map(\.event)
        #expect(level1.contains("performSegue"), "the push was not asked for: \(level1)")
        #expect(level1.filter { $0 == "viewWillDisappear" }.count == level1.filter { $0 == "viewDidDisappear" }.count, "\(level1)")
        #expect(level1.last == "deinit", "\(level1)")
    }
}
