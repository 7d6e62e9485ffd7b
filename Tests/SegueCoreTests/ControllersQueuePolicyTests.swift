import Foundation
import Testing
@testable import SegueCore

/// The transition queue's policy (docs/controllers.md, "The transition queue"): by default a
/// new child-swap request replaces the ones waiting, so at most one waits; `.queuesAll` keeps
/// every request; `cancelQueuedTransitions()` drops what waits; stacks always queue.
@MainActor
@Suite struct ControllersQueuePolicyTests {
    @Test func aNewRequestReplacesTheWaitingOneByDefault() {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b", "c", "d"])
        h.window.rootViewController = c
        #expect(c.transitionQueuePolicy == .replacesWaiting)
        c.show(k[1])
        h.run(0.05)
        c.show(k[2])
        c.show(k[3])
        #expect(c.queuedTransitionTargets.map(\.traceName) == ["d"], "at most one waits")
        #expect(c.plannedTransitionTarget === k[3])
        h.run(2)
        #expect(c.shown.map(\.traceName) == ["d"])
        #expect(!h.log.events.contains { $0.event == .viewWillAppear && $0.vc == "c" }, "the replaced request never starts")
        #expect(h.violations.isEmpty, "\(h.violations)")
    }

    @Test func queuesAllPlaysEveryRequestInOrder() {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b", "c", "d"])
        c.transitionQueuePolicy = .queuesAll
        h.window.rootViewController = c
        c.show(k[1])
        h.run(0.05)
        c.show(k[2])
        c.show(k[3])
        #expect(c.queuedTransitionTargets.map(\.traceName) == ["c", "d"])
        h.run(3)
        let appeared = h.log.events.filter { $0.event == .viewDidAppear }.compactMap(\.vc)
        #expect(appeared.suffix(3) == ["b", "c", "d"])
        #expect(h.violations.isEmpty, "\(h.violations)")
    }

    @Test func cancellingTheQueueDropsWhatWaitsAndCompletesItWithFalse() {
        let h = ControllerHarness()
        let (c, k) = SwapContainer.make(h, children: ["a", "b", "c"])
        h.window.rootViewController = c
        c.transition(from: k[0], to: k[1], duration: 0.3, options: [.transitionCrossDissolve])
        h.run(0.05)
        var finished: Bool?
        c.transition(from: k[1], to: k[2], duration: 0.3, options: [.transitionCrossDissolve], completion: { finished = $0 })
        #expect(c.queuedTransitionTargets.count == 1)
        c.cancelQueuedTransitions()
        #expect(c.queuedTransitionTargets.isEmpty)
        #expect(finished == false)
        h.run(1)
        #expect(c.shown.map(\.traceName) == ["b"], "the running swap plays to its end; nothing after it")
        #expect(h.violations.isEmpty, "\(h.violations)")
    }

    @Test func navigationPushesAlwaysWaitTheirTurn() {
        let h = ControllerHarness()
        let nav = NavigationController(rootViewController: h.vc("root"))
        h.window.rootViewController = nav
        let levels = ["one", "two", "three"].map { h.vc($0) }
        for l in levels { nav.pushViewController(l, animated: true) }
        h.run(3)
        #expect(nav.viewControllers.map(\.traceName) == ["root", "one", "two", "three"])
    }
}
