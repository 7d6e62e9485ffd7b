import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("Presentations over presentations")
struct PresentationNestingTests {
    /// A controller presented by a presented controller animates over its whole duration,
    /// although the window's root (the chain's owner) is no longer on screen.
    @Test("A second full-screen presentation animates for its duration")
    func nestedPresentationAnimates() throws {
        let h = ControllerHarness()
        let home = h.vc("home"), first = h.vc("first"), second = h.vc("second")
        h.window.rootViewController = home
        first.modalTransition = CrossDissolve(duration: 0.3)
        home.present(first, animated: true)
        h.run(0.5)
        #expect(home.presentedViewController === first)
        second.modalTransition = Explode(scale: 2, duration: 0.75, curve: .easeOut)
        h.mark()
        first.present(second, animated: true)
        #expect(h.window.isAnimating, "the explode ended at once")
        h.run(0.4)
        #expect(h.window.isAnimating, "the explode ended before its 0.75 s")
        h.run(0.5)
        #expect(!h.window.isAnimating)
        let begin = try #require(h.log.events.last { $0.event == .transitionBegin })
        let end = try #require(h.log.events.last { $0.event == .transitionEnd })
        #expect(end.time - begin.time >= 0.74)
        #expect(h.violations.isEmpty, "\(h.violations)")
    }
}
