import CustomContainerPages
import SegueKit
import Testing

/// The custom container's pages fill it: the page on screen at first, a page swapped in, and
/// both after the window changes size. Before the pages were pinned with constraints, a page
/// not on screen when the container loaded kept the 320×480 frame it had then, and drew as a
/// box in the corner once swapped in.
@MainActor
@Suite struct PagesControllerTests {
    /// A window of `size` showing the container, laid out.
    func shown(at size: Size) -> (Window, ManualClock, PagesController) {
        let clock = ManualClock()
        let window = Window(size: size, clock: clock)
        let pages = PagesController()
        window.rootViewController = pages
        window.rootView.layoutIfNeeded()
        return (window, clock, pages)
    }

    /// Runs the window's transitions to their end.
    func finish(_ window: Window, _ clock: ManualClock) {
        for _ in 0..<120 where window.isAnimating {
            clock.advance(by: 1.0 / 60)
            window.update()
        }
        window.rootView.layoutIfNeeded()
    }

    @Test(arguments: [Size(900, 500), Size(1280, 720), Size(480, 800)])
    func aSwappedInPageFillsTheContainer(size: Size) throws {
        let (window, clock, pages) = shown(at: size)
        #expect(pages.pages[0].view.frame == pages.view.bounds)
        pages.show(1)
        finish(window, clock)
        let page = pages.pages[1].view!
        #expect(page.superview === pages.view)
        #expect(page.frame == pages.view.bounds)
        #expect(pages.view.bounds.size == size)
    }

    @Test func pagesFollowTheWindowsSize() throws {
        let (window, clock, pages) = shown(at: Size(900, 500))
        pages.show(2)
        finish(window, clock)
        window.resize(to: Size(640, 960))
        #expect(pages.pages[2].view.frame == Rect(0, 0, 640, 960))
        pages.show(0)
        finish(window, clock)
        #expect(pages.pages[0].view.frame == Rect(0, 0, 640, 960))
    }
}
