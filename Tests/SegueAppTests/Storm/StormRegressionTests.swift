import Foundation
import Testing
import SegueCore
import SegueKit
import SegueDemo

/// Minimal replays of what the input storm found, each checked with the storm's invariants
/// after every frame. Each names the cause that was fixed.
@MainActor
@Suite(.serialized) struct StormRegressionTests {
    /// Plays `script` against the storyboard at `path`, checking the storm's invariants after
    /// every frame; returns the run and the first problems found.
    static func replay(_ script: String, storyboard path: String) throws -> (ScriptedRun, [String]) {
        let run = try ScriptedRun(storyboardPath: path, registries: DemoApp.registries, size: Size(1280, 720), fps: 60)
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
        #expect(boom.contains(.viewDidDisappear))
        #expect(boom.last == .`deinit`)
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
        let begin = try #require(explode.first { $0.event == .transitionBegin })
        #expect(begin.time == 1.0)
        #expect(!explode.contains { $0.event == .transitionEnd }, "the explode ended at once: \(explode)")
        #expect(run.scene.window.isAnimating)
    }

    /// Two presentations asked for while their presenter was being dismissed: at its turn the
    /// first found nothing to do and started nothing, and the second stayed queued for ever,
    /// holding its segue and the dismissed screen (ViewController+Containment:
    /// `runPendingTransitions` ran one request only).
    @Test func queuedRequestsThatFindNothingToDoDoNotStallTheQueue() throws {
        let (run, problems) = try Self.replay("""
            0.10 click 140 205   # home: Explode -> boom (focus on its Sheet button)
            1.50 key Escape      # unwind boom to home
            1.55 key Enter       # present the sheet, queued behind the dismissal
            1.60 key Enter       # and again
            3.00 end
            """, storyboard: Self.containers)
        #expect(problems.isEmpty, "\(problems)")
        let events = run.trace.events.filter { $0.vc == "boom" }.map(\.event)
        // The first request for the sheet is queued; the second finds the queue already ending
        // on the sheet, so it is met without creating anything.
        #expect(events.filter { $0 == .performSegue }.count >= 2, "the sheet was not asked for: \(events)")
        #expect(events.filter { $0 == .shouldPerformSegue }.count >= 2, "the sheet was not asked for twice: \(events)")
        #expect(events.last == .`deinit`, "\(events)")
    }

    /// A child swap turned round while its container was leaving the screen brought the old
    /// child back (viewWillAppear, then viewDidAppear off screen), and it stayed "appeared"
    /// (ViewController+Containment: the swap's direction change and end sent calls without
    /// asking whether the container was still on screen). The storm found it in the demo's
    /// cube; the demo now settles its turns before leaving, so this drives Core directly.
    @Test(arguments: [0.3, 0.6])
    func swapReversedWhileItsContainerLeaves(dismissal: Double) throws {
        let clock = ManualClock()
        let log = TraceLog(clock: clock)
        let window = Window(size: Size(400, 300), clock: clock, trace: log)
        let root = ViewController()
        root.storyboardIdentifier = "root"
        window.rootViewController = root
        let container = ViewController(), a = ViewController(), b = ViewController()
        container.storyboardIdentifier = "container"; a.storyboardIdentifier = "a"; b.storyboardIdentifier = "b"
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        container.addChild(b)
        container.modalTransition = CrossDissolve(duration: dismissal)
        root.present(container, animated: false)
        func run(_ seconds: Double) {
            for _ in 0..<Int(seconds * 100) { clock.advance(by: 0.01); _ = window.drawList() }
        }
        let swap = try #require(container.transition(from: a, to: b, duration: 0.5, options: [.transitionCrossDissolve]))
        run(0.15)
        container.dismiss(animated: true)
        run(0.05)
        swap.reverse()
        run(2)
        #expect(!window.isAnimating)
        #expect(AppearanceChecker.check(log.events).isEmpty, "\(AppearanceChecker.check(log.events))")
        #expect(a.appearanceState == .disappeared)
        #expect(b.appearanceState == .disappeared)
        #expect(!log.events.contains { $0.vc == "a" && $0.event == .viewDidAppear && $0.time > 0.1 })
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
        #expect(level1.contains(.performSegue), "the push was not asked for: \(level1)")
        #expect(level1.filter { $0 == .viewWillDisappear }.count == level1.filter { $0 == .viewDidDisappear }.count, "\(level1)")
        #expect(level1.last == .`deinit`, "\(level1)")
    }

    /// A full-screen presentation over an over-full-screen sheet left the screen beneath the
    /// sheet in the window, "appeared", under the new screen; dismissing back to the sheet
    /// must bring it back (ViewController+Presentation: presentations and dismissals now
    /// cover and uncover the screens that over-full-screen presentations show beneath).
    @Test func fullScreenOverASheetCoversWhatTheSheetShowedBeneath() throws {
        let (run, problems) = try Self.replay("""
            0.10 click 140 275   # home: Sheet (over full screen)
            1.00 click 140 135   # sheet: Segments (full screen, a cube)
            2.00 key Escape      # segments unwinds to home: everything goes
            3.00 click 140 275   # the sheet again
            4.00 click 140 135   # segments again
            5.00 end
            """, storyboard: Self.containers)
        #expect(problems.isEmpty, "\(problems)")
        #expect(run.scene.window.rootView.subviews.count == 1)
        let home = run.trace.events.filter { $0.vc == "home" }.map(\.event)
        #expect(home.filter { $0 == .viewDidDisappear }.count == 2, "\(home)")
    }

    /// And dismissing only the full-screen one brings back the sheet and what it shows.
    @Test func dismissingBackToASheetUncoversWhatItShows() throws {
        let run = try ScriptedRun(storyboardPath: Self.containers, registries: DemoApp.registries, size: Size(1280, 720), fps: 60)
        let invariants = StormInvariants()
        run.step([.mouseDown(Point(140, 275), .left), .mouseUp(Point(140, 275), .left)])
        run.idle(seconds: 1)
        run.step([.mouseDown(Point(140, 135), .left), .mouseUp(Point(140, 135), .left)])
        run.idle(seconds: 1)
        var problems = invariants.checkTrace(run.trace) + invariants.checkAtRest(run.scene)
        #expect(problems.isEmpty, "\(problems)")
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "segments")
        run.scene.window.frontmostViewController?.dismiss(animated: true)
        run.idle(seconds: 1)
        problems = invariants.checkTrace(run.trace) + invariants.checkAtRest(run.scene)
        #expect(problems.isEmpty, "\(problems)")
        #expect(run.scene.window.rootView.subviews.count == 2)
        #expect(run.scene.window.rootViewController?.appearanceState == .appeared)
    }

    /// An edge-swipe pop under the pointer when Escape dismissed the whole stack: the stack was
    /// released, nothing could finish or cancel the pop, and it stayed paused in the window
    /// for ever (Window/RunningTransition: a transition whose owner was released is ended).
    @Test func interactivePopOfAReleasedStackEnds() throws {
        let (run, problems) = try Self.replay("""
            0.10 click 140 135   # home: Stack -> level1
            1.00 click 140 65    # Push -> level2
            2.00 down 5 400      # press at the left edge of level2
            2.02 move 30 400     # the interactive pop starts
            2.03 key Escape      # the stack unwinds to home meanwhile
            2.05 move 60 400
            2.10 move 90 400
            3.00 up 90 400       # let go after the stack is gone
            8.00 end
            """, storyboard: Self.containers)
        #expect(problems.isEmpty, "\(problems)")
        #expect(!run.scene.window.isAnimating)
        #expect(run.trace.events.contains { $0.vc == "stack" && $0.event == .`deinit` })
    }

    /// Seed 39 on the fixture: two over-full-screen sheets over home (in a short window, where
    /// the clicks reach home through the sheets), an unwind to home turned round by a second
    /// one: home, on screen under the sheets all along, got viewWillDisappear and
    /// viewDidDisappear (AppearanceHandoff: a controller already in the state a change leads
    /// to sends nothing at its start, so a reversal or the end must send it nothing either).
    /// The storm itself is the replay; its input is in the failure message when it breaks.
    @Test func reversedDismissalLeavesTheScreenBeneathAlone() throws {
        let storm = try InputStorm(storyboardPath: Self.containers, seed: 39)
        let report = try storm.storm(events: 1700)
        #expect(report.events >= 1700)
    }
}
