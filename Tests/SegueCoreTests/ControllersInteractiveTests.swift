import Foundation
import Testing
@testable import SegueCore

/// A controller that remembers, weakly, every segue it prepares.
@MainActor
final class PreparingController: ViewController {
    var prepared: [WeakSegue] = []
    override func prepare(for segue: Segue, sender: Any?) { prepared.append(WeakSegue(segue)) }
}

@MainActor
struct WeakSegue {
    weak var segue: Segue?
    init(_ s: Segue) { segue = s }
}

/// A user segue that does not capture itself: the framework alone keeps it alive.
@MainActor
final class PlainPresentSegue: Segue {
    override func perform() {
        destination.modalTransition = CrossDissolve(duration: 0.3)
        source.present(destination, animated: true)
    }
}

/// Interactive transitions as one Core concept, UIKit's segue order and releases, and the
/// trace's instance numbers (docs/controllers.md).
@MainActor
@Suite struct ControllersInteractiveTests {
    /// A drag-down to dismiss that is let go early: everything as before, in UIKit's order
    /// for a cancelled interactive dismissal.
    @Test func cancelledInteractiveDismissRestoresThePresentation() throws {
        let h = ControllerHarness()
        let root = h.vc("root"), modal = h.vc("modal")
        h.window.rootViewController = root
        root.present(modal, animated: false)
        h.mark()
        let dismissal = try #require(ViewController.beginInteractive { modal.dismiss(animated: true) })
        #expect(dismissal.state == .interactive)
        let drag = InteractiveDrag(dismissal, tracker: DragTracker(start: Point(200, 20), at: h.clock.now),
                                   direction: Point(0, 1), distance: 300)
        for i in 1...6 {
            h.run(0.05)
            drag.move(to: Point(200, 20 + Double(i) * 10), at: h.clock.now)
        }
        h.run(0.5)
        #expect(!drag.end(at: Point(200, 80), at: h.clock.now), "a slow, short drag cancels")
        h.run(1)
        #expect(h.lines() == [
            "modal.viewWillDisappear(animated: true)",
            "root.viewWillAppear(animated: true)",
            "root.transitionBegin(transition: coverVertical)",
            "root.viewWillDisappear(animated: true)",
            "modal.viewWillAppear(animated: true)",
            "root.transitionEnd(transition: coverVertical, completed: false)",
            "root.viewDidDisappear(animated: true)",
            "modal.viewDidAppear(animated: true)",
        ])
        #expect(root.presentedViewController === modal)
        #expect(h.violations.isEmpty)
    }

    /// A quick flick down dismisses, however short.
    @Test func flickedInteractiveDismissFinishes() throws {
        let h = ControllerHarness()
        let root = h.vc("root")
        h.window.rootViewController = root
        weak var weakModal: ViewController?
        do {
            let modal = h.vc("modal")
            weakModal = modal
            root.present(modal, animated: false)
            let dismissal = try #require(ViewController.beginInteractive { modal.dismiss(animated: true) })
            let drag = InteractiveDrag(dismissal, tracker: DragTracker(start: Point(200, 20), at: h.clock.now),
                                       direction: Point(0, 1), distance: 300)
            h.run(0.05)
            drag.move(to: Point(200, 60), at: h.clock.now)
            #expect(drag.end(at: Point(200, 70), at: h.clock.now + 1.0 / 60))
        }
        h.run(1)
        #expect(root.presentedViewController == nil)
        #expect(weakModal == nil, "a dismissed controller is released")
        #expect(h.violations.isEmpty)
    }

    /// An interactive unwind: the unwind segue's dismissal follows the caller, and the unwind
    /// segue is released when its transition ends.
    @Test func interactiveUnwindFinishesAndReleasesItsSegue() throws {
        let h = ControllerHarness()
        let root = h.vc("root")
        root.unwindActions["backToRoot"] = { _ in }
        h.window.rootViewController = root
        let modal = PreparingController()
        modal.storyboardIdentifier = "modal"
        modal.traceLog = h.log
        root.present(modal, animated: false)
        h.mark()
        let unwind = try #require(ViewController.beginInteractive { modal.performUnwind(action: "backToRoot") })
        let segue = try #require(modal.prepared.first)
        unwind.update(0.6)
        h.run(0.2)
        #expect(segue.segue != nil, "held while its transition runs")
        unwind.finish(velocity: 0.5)
        h.run(1)
        #expect(segue.segue == nil, "released when its transition ended")
        #expect(root.presentedViewController == nil)
        let lines = h.lines(excluding: [.`deinit`, .viewDidLoad])
        #expect(Array(lines.prefix(5)) == [
            "modal.unwind(action: backToRoot, destination: root)",
            "modal.segueInit(segue: null, class: UnwindSegue, destination: root)",
            "modal.prepareForSegue(segue: null, destination: root)",
            "modal.performSegue(segue: null, class: UnwindSegue)",
            "modal.viewWillDisappear(animated: true)",
        ])
        let end = try #require(lines.firstIndex(of: "root.transitionEnd(transition: coverVertical, completed: true)"))
        let released = try #require(lines.firstIndex(of: "modal.segueReleased(segue: null)"))
        #expect(released > end)
        #expect(h.violations.isEmpty)
    }

    /// A user segue that does not capture itself lives exactly as long as its transition.
    @Test func userSegueIsReleasedWhenItsTransitionEnds() throws {
        let h = ControllerHarness()
        let root = PreparingController()
        root.storyboardIdentifier = "root"
        root.traceLog = h.log
        h.window.rootViewController = root
        let segue = PlainPresentSegue(identifier: "fade", source: root, destination: h.vc("dest"))
        weak let weakSegue = segue
        segue.run(sender: nil, askSource: false)
        _ = consume segue
        h.run(0.15)
        #expect(weakSegue != nil, "held while its transition runs")
        h.run(0.5)
        #expect(weakSegue == nil, "released when its transition ended")
        let lines = h.lines(excluding: [.viewDidLoad])
        let end = try #require(lines.firstIndex(of: "root.transitionEnd(transition: crossDissolve, completed: true)"))
        let released = try #require(lines.firstIndex(of: "root.segueReleased(segue: fade)"))
        #expect(released > end)
    }

    /// Interactive push and pop go through the same call.
    @Test func interactivePushCancelsBackToTheStack() throws {
        let h = ControllerHarness()
        let a = h.vc("a"), b = h.vc("b")
        let nav = NavigationController(rootViewController: a)
        nav.storyboardIdentifier = "nav"
        nav.traceLog = h.log
        h.window.rootViewController = nav
        let push = try #require(ViewController.beginInteractive { nav.pushViewController(b, animated: true) })
        push.update(0.3)
        #expect(ViewController.beginInteractive { nav.popViewController(animated: true) } == nil,
                "a busy container refuses a second interactive request")
        push.cancel()
        h.run(1)
        #expect(nav.viewControllers.map(\.traceName) == ["a"])
        #expect(h.violations.isEmpty)
    }

    /// The same drag, sampled at 30, 60, 120 or 150 frames a second, gives the same velocity and
    /// the same decision.
    @Test func dragVelocityDoesNotDependOnTheFrameRate() {
        func drag(fps: Double) -> (Double, Bool) {
            var t = DragTracker(start: Point(0, 0), at: 0)
            // Slow for half a second, then a flick: 40 pt in the last 0.1 s.
            for i in 1...Int((0.6 * fps).rounded()) {
                let time = Double(i) / fps
                let x = time <= 0.5 ? time * 40 : 20 + (time - 0.5) * 400
                t.add(Point(x, 0), at: time)
            }
            let v = t.velocity(along: Point(1, 0), distance: 400)
            return (v, DragTracker.shouldFinish(fraction: t.fraction(along: Point(1, 0), distance: 400), velocity: v))
        }
        let (v60, d60) = drag(fps: 60)
        for fps in [30.0, 120.0, 150.0] {
            let (v, d) = drag(fps: fps)
            #expect(abs(v - v60) < 1e-9, "\(fps) fps: \(v) vs \(v60)")
            #expect(d == d60)
        }
        #expect(abs(v60 - 1.0) < 1e-9, "400 pt/s over a distance of 400 pt is one fraction a second")
    }

    /// Traces carry an instance number unique to each controller object, and a presentation's
    /// transition is traced under its presenter (not under the window's root).
    @Test func tracesCarryInstancesAndPresentationsTraceUnderThePresenter() throws {
        let h = ControllerHarness()
        let root = h.vc("root"), first = h.vc("second"), again = h.vc("second")
        h.window.rootViewController = root
        root.present(first, animated: false)
        h.mark()
        first.present(again, animated: true)
        h.run(1)
        let lines = h.lines()
        #expect(lines.contains("second.transitionBegin(transition: coverVertical)"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("root.transition") })
        let json = h.log.events.filter { $0.event == .viewWillDisappear || $0.event == .viewWillAppear }.map(\.jsonLine)
        #expect(json.contains(#"{"t":0.0000,"event":"viewWillDisappear","vc":"second","instance":\#(first.instanceNumber),"animated":true}"#))
        #expect(json.contains(#"{"t":0.0000,"event":"viewWillAppear","vc":"second","instance":\#(again.instanceNumber),"animated":true}"#))
        #expect(first.instanceNumber != again.instanceNumber)
        let back = try #require(TraceEvent(jsonLine: json[0]))
        #expect(back.instance != nil && back.fields.allSatisfy { $0.key != "instance" })
    }
}
