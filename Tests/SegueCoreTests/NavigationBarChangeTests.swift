import Foundation
import Testing
@testable import SegueCore

/// The navigation bar through a push and a pop: its height and its items change with the
/// transition's progress, not when it ends.
@MainActor
@Suite struct NavigationBarChangeTests {
    let background = Color(red: 0.976, green: 0.976, blue: 0.976).withAlpha(0.94)

    func stack() -> (Window, NavigationController, ViewController) {
        let list = ViewController()
        list.title = "Mailboxes"
        let nav = NavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let w = Window(size: Size(390, 700), clock: ManualClock())
        w.rootViewController = nav
        w.rootView.layoutIfNeeded()
        _ = w.drawList()
        return (w, nav, list)
    }

    /// The bar background's drawn height, and the opacity each of `texts` is drawn at (nil: not drawn).
    func frame(_ w: Window, texts: [String]) -> (height: Double, opacities: [Double?]) {
        let quads = w.drawList().quads
        let bar = quads.filter { $0.content == .color(background) && $0.size.width == 390 }
        let opacities = texts.map { text in
            quads.first { if case .text(let t) = $0.content { return t.attributedText.string == text } else { return false } }?.opacity
        }
        return (bar.map(\.size.height).max() ?? 0, opacities)
    }

    func advance(_ w: Window, _ seconds: Double) { (w.clock as? ManualClock)?.advance(by: seconds) }

    @Test func aPushFromALargeTitleShrinksTheBarAndCrossFadesItsTitles() {
        let (w, nav, _) = stack()
        #expect(frame(w, texts: ["Mailboxes"]).height == 96)
        let detail = ViewController()
        detail.title = "Inbox"
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: true)
        var heights: [Double] = []
        var sawBoth = false
        for _ in 0..<40 {
            advance(w, 1.0 / 60)
            let f = frame(w, texts: ["Mailboxes", "Inbox"])
            heights.append(f.height)
            if let old = f.opacities[0], let new = f.opacities[1], old > 0.05, old < 0.95, new > 0.05, new < 0.95 { sawBoth = true }
        }
        #expect(heights.contains { $0 > 44.5 && $0 < 95.5 }, "the bar passes through heights between the large and the small: \(heights)")
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 }, "and only shrinks")
        #expect(sawBoth, "the large title fades out as the new title fades in")
        for _ in 0..<60 { advance(w, 1.0 / 60) }
        let end = frame(w, texts: ["Inbox"])
        #expect(end.height == 44 && end.opacities[0] == 1 && !nav.navigationBar.isChangingItems)
        // The back button carries the title of the screen below.
        #expect(nav.navigationBar.backButton.title == "Mailboxes")
    }

    @Test func aPopGrowsItBackAndAnInteractivePopFollowsTheFinger() {
        let (w, nav, _) = stack()
        let detail = ViewController()
        detail.title = "Inbox"
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        w.rootView.layoutIfNeeded()
        #expect(frame(w, texts: []).height == 44)
        let pop = nav.beginInteractivePop()
        advance(w, 1.0 / 60)
        #expect(frame(w, texts: []).height == 44, "nothing moves before the finger does")
        pop?.update(0.5)
        advance(w, 1.0 / 60)
        let half = frame(w, texts: ["Inbox", "Mailboxes"])
        #expect(abs(half.height - 70) < 0.01, "half way, half way between 44 and 96: \(half.height)")
        #expect(half.opacities.allSatisfy { $0.map { abs($0 - 0.5) < 0.01 } ?? false })
        pop?.cancel()
        for _ in 0..<60 { advance(w, 1.0 / 60) }
        #expect(frame(w, texts: []).height == 44 && nav.topViewController === detail && nav.navigationBar.topItem?.title == "Inbox")
        _ = nav.popViewController(animated: true)
        advance(w, 0.1)
        let during = frame(w, texts: []).height
        #expect(during > 44 && during < 96)
        for _ in 0..<60 { advance(w, 1.0 / 60) }
        #expect(frame(w, texts: []).height == 96 && nav.navigationBar.topItem?.title == "Mailboxes")
    }
}

extension NavigationBarChangeTests {
    /// Where the middle of the title `text` is drawn, in the window (nil: not drawn). A back
    /// button's title, drawn from its left, is not one.
    func textX(_ w: Window, _ text: String) -> Double? {
        w.drawList().quads.first {
            guard case .text(let t) = $0.content else { return false }
            return t.attributedText.string == text && $0.contentMode != .left
        }.map { $0.transform.m41 + $0.size.width / 2 }
    }

    /// Where a back button's title `text` starts, in the window (nil: not drawn).
    func backTitleX(_ w: Window, _ text: String) -> Double? {
        w.drawList().quads.first {
            guard case .text(let t) = $0.content else { return false }
            return t.attributedText.string == text && $0.contentMode == .left
        }?.transform.m41
    }

    @Test func theTitlesSlideAsUIKitsDo() {
        let list = ViewController()
        list.title = "Mailboxes"
        let nav = NavigationController(rootViewController: list)
        let w = Window(size: Size(390, 700), clock: ManualClock())
        w.rootViewController = nav
        w.rootView.layoutIfNeeded()
        let atRest = textX(w, "Mailboxes") ?? -1
        let detail = ViewController()
        detail.title = "Inbox"
        nav.pushViewController(detail, animated: true)
        advance(w, 1.0 / 60)
        var old: [Double] = [], new: [Double] = [], back: [Double] = []
        for _ in 0..<12 {
            advance(w, 1.0 / 60)
            if let o = textX(w, "Mailboxes"), let n = textX(w, "Inbox") { old.append(o); new.append(n) }
            if let b = backTitleX(w, "Mailboxes") { back.append(b) }
        }
        for _ in 0..<60 { advance(w, 1.0 / 60) }
        let inboxAtRest = textX(w, "Inbox") ?? -1
        // The old title moves left, towards the back button (whose title is now "Mailboxes"
        // too, 27 points in); the new one comes in from the right, to the middle.
        #expect(old.count >= 10 && zip(old, old.dropFirst()).allSatisfy { $0 >= $1 } && (old.last ?? 0) < atRest - 20, "\(old)")
        #expect(zip(new, new.dropFirst()).allSatisfy { $0 >= $1 } && (new.first ?? 0) > inboxAtRest + 40, "\(new)")
        #expect(abs(atRest - 195) < 0.5 && abs(inboxAtRest - 195) < 0.5, "titles at rest are centred")
        // The new back button's title comes from where the old title stood, to its place.
        let backAtRest = nav.navigationBar.backButton.frame.minX + 27
        #expect(back.count >= 10 && zip(back, back.dropFirst()).allSatisfy { $0 >= $1 } && (back.first ?? 0) > backAtRest + 40, "\(back)")
        #expect(backTitleX(w, "Mailboxes") == backAtRest)
        // A pop plays it backwards: the title goes right, the one below comes from the back button.
        _ = nav.popViewController(animated: true)
        advance(w, 1.0 / 60)
        advance(w, 1.0 / 60)
        let leaving = textX(w, "Inbox") ?? -1, coming = textX(w, "Mailboxes") ?? 1000
        #expect(leaving > 195 && coming < 195, "\(leaving) \(coming)")
    }
}

/// The bar through a push or pop that an app's own animator plays (a navigation delegate's):
/// it changes alongside, at the animator's duration or with the user's finger, and stays over
/// the views the animator adds.
@MainActor
@Suite struct NavigationBarChangeWithAnimatorTests {
    let plain = NavigationBarChangeTests()

    func push(duration: Double, interaction: ViewControllerInteractiveTransitioning? = nil)
        -> (Window, NavigationController, RecordingAnimator, RecordingNavigationDelegate, ViewController) {
        let (w, nav, _) = plain.stack()
        let delegate = RecordingNavigationDelegate()
        let animator = RecordingAnimator()
        animator.duration = duration
        delegate.animator = animator
        delegate.interaction = interaction
        nav.delegate = delegate
        let detail = ViewController()
        detail.title = "Inbox"
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: true)
        return (w, nav, animator, delegate, detail)
    }

    @Test func theBarChangesOverTheAnimatorsDurationAndStaysOnTop() throws {
        let (w, nav, animator, delegate, detail) = push(duration: 0.4)
        // The animator put the new view on top of the container; the bar is over it.
        #expect(detail.view.superview === nav.view && nav.view.subviews.last === nav.navigationBar)
        plain.advance(w, 0.2)
        let half = plain.frame(w, texts: ["Mailboxes", "Inbox"])
        #expect(abs(half.height - 70) < 0.5, "half the duration, half way from 96 to 44: \(half.height)")
        #expect(half.opacities.allSatisfy { $0.map { abs($0 - 0.5) < 0.05 } ?? false }, "\(half.opacities)")
        plain.advance(w, 0.3)
        let done = plain.frame(w, texts: ["Inbox"])
        #expect(done.height == 44 && done.opacities[0] == 1, "past the duration, the new bar, though the animator has not completed yet")
        let ctx = try #require(animator.context)
        ctx.completeTransition(true)
        plain.advance(w, 1.0 / 60)
        #expect(!nav.navigationBar.isChangingItems && nav.navigationBar.topItem?.title == "Inbox")
        #expect(nav.view.subviews.last === nav.navigationBar)
        withExtendedLifetime(delegate) {}
    }

    @Test func anInteractivePushFollowsTheFingerAndACancelGoesBack() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (w, nav, animator, delegate, _) = push(duration: 0.4, interaction: interaction)
        plain.advance(w, 1.0 / 60)
        #expect(plain.frame(w, texts: []).height == 96, "nothing moves before the finger does")
        interaction.update(0.25)
        plain.advance(w, 1.0 / 60)
        let quarter = plain.frame(w, texts: ["Inbox"])
        #expect(abs(quarter.height - 83) < 0.01 && abs((quarter.opacities[0] ?? 0) - 0.25) < 0.01)
        interaction.cancel()
        var heights: [Double] = []
        for _ in 0..<12 {
            plain.advance(w, 1.0 / 60)
            heights.append(plain.frame(w, texts: []).height)
        }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 } && heights.last == 96, "back up to the large bar: \(heights)")
        try #require(animator.context).completeTransition(false)
        plain.advance(w, 1.0 / 60)
        #expect(nav.viewControllers.count == 1 && nav.navigationBar.topItem?.title == "Mailboxes" && !nav.navigationBar.isChangingItems)
        withExtendedLifetime(delegate) {}
    }
}
