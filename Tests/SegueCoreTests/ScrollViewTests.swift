import Foundation
import Testing
@testable import SegueCore

/// Scroll views (SPEC §11): deceleration, rubber band, spring back and paging against their
/// formulas, wheel scrolling through the window, insets, animations, delegate order and
/// indicators. Time comes from a manual scene clock stepped a frame at a time.
@MainActor
@Suite struct ScrollViewTests {
    /// Records what the scroll view tells its delegate.
    @MainActor
    final class Recorder: ScrollViewDelegate {
        var events: [String] = []
        var zoomingView: View?
        var retarget: Point?
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            if events.last != "didScroll" { events.append("didScroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                       targetContentOffset: inout Point) {
            events.append("willEndDragging")
            if let r = retarget { targetContentOffset = r }
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
        func viewForZooming(in scrollView: ScrollView) -> View? { zoomingView }
        func scrollViewDidZoom(_ scrollView: ScrollView) { events.append("didZoom") }
    }

    /// A window with a scroll view filling it and a manual clock that also times the run loop.
    @MainActor
    struct Scene {
        let clock = ManualClock()
        let window: Window
        let scroll: ScrollView
        let recorder = Recorder()

        init(size: Size = Size(200, 200), content: Size = Size(200, 2000)) {
            window = Window(size: size, clock: clock)
            scroll = ScrollView(frame: Rect(size: size))
            scroll.contentSize = content
            scroll.delegate = recorder
            window.rootView.addSubview(scroll)
            SceneRunLoop.main.attach(clock: clock)
            SceneRunLoop.main.frameDuration = 1.0 / 60
        }

        /// Steps the clock `frames` frames of 1/60 s, running the display links each frame.
        func run(frames: Int) {
            for _ in 0..<frames {
                clock.advance(by: 1.0 / 60)
                SceneRunLoop.main.runDue()
            }
        }

        /// Runs frames until the scroll view stops moving (at most `limit` seconds).
        func settle(limit: Double = 10) {
            var frames = 0
            while scroll.motion != .none, Double(frames) < limit * 60 { run(frames: 1); frames += 1 }
        }
    }

    // MARK: Deceleration

    @Test(arguments: [(DecelerationRate.normal, 2000.0), (DecelerationRate.fast, 2000.0), (DecelerationRate.normal, -900.0)])
    func decelerationFollowsTheFormula(rate: DecelerationRate, velocity: Double) {
        let s = Scene(content: Size(200, 100_000))
        s.scroll.decelerationRate = rate
        s.scroll.contentOffset = Point(0, 50_000)
        s.scroll.beginDragging()
        let released = s.clock.now
        // The finger moves up at `velocity`: the content moves down at it.
        s.scroll.endDragging(velocity: Point(0, -velocity))
        #expect(s.scroll.isDecelerating)
        let r = rate.rawValue
        for frames in [1, 10, 30, 60, 120] {
            s.run(frames: frames - Int(((s.clock.now - released) * 60).rounded()))
            let t = s.clock.now - released
            // It stops once slower than 0.5 pt/s: at ln(0.5/|v0|) / (1000·ln r) seconds.
            let stop = log(0.5 / abs(velocity)) / (1000 * log(r))
            let expected = 50_000 + velocity / 1000 * (pow(r, 1000 * min(t, stop)) - 1) / log(r)
            #expect(abs(s.scroll.contentOffset.y - expected) < 1e-6, "at \(t) s")
        }
        s.settle()
        #expect(!s.scroll.isDecelerating)
        let projectedEnd = 50_000 - velocity / (1000 * log(r))
        #expect(abs(s.scroll.contentOffset.y - projectedEnd) < 0.5, "comes to rest at the projected end")
        #expect(s.scroll.contentOffset.x == 0, "a vertical flick leaves x alone")
    }

    @Test func decelerationStopsBelowTheStopSpeed() {
        let v0 = 1500.0, r = DecelerationRate.normal.rawValue
        let duration = ScrollPhysics.decelerationDuration(v0, rate: .normal)
        #expect(abs(v0 * pow(r, 1000 * duration) - ScrollPhysics.stopSpeed) < 1e-9)
        #expect(ScrollPhysics.decelerationDuration(0.2, rate: .normal) == 0)
    }

    // MARK: Rubber band and spring

    @Test(arguments: [10.0, 50.0, 100.0, 400.0, 2000.0])
    func draggingBeyondTheTopFollowsTheRubberBand(overshoot: Double) {
        let s = Scene()
        s.scroll.beginDragging()
        s.scroll.drag(translation: Point(0, overshoot))
        let d = 200.0
        let drawn = (1 - 1 / (overshoot * 0.55 / d + 1)) * d
        #expect(abs(s.scroll.contentOffset.y - -drawn) < 1e-9)
        #expect(-s.scroll.contentOffset.y < d, "never as far as the view is tall")
    }

    @Test func draggingBeyondTheBottomBandsTooAndInsideFollowsTheFinger() {
        let s = Scene(content: Size(200, 500))
        s.scroll.beginDragging()
        s.scroll.drag(translation: Point(0, -250))
        #expect(s.scroll.contentOffset.y == 250, "inside the content the content follows the finger")
        s.scroll.drag(translation: Point(0, -400))
        let drawn = (1 - 1 / (100 * 0.55 / 200 + 1)) * 200
        #expect(abs(s.scroll.contentOffset.y - (300 + drawn)) < 1e-9)
        s.scroll.bounces = false
        s.scroll.drag(translation: Point(0, -400))
        #expect(s.scroll.contentOffset.y == 300, "without bounces the content stops at the edge")
    }

    @Test func releasedBeyondTheEdgeItSpringsBackCriticallyDamped() {
        let s = Scene()
        s.scroll.beginDragging()
        s.scroll.drag(translation: Point(0, 150))
        let x0 = s.scroll.contentOffset.y
        s.scroll.endDragging(velocity: .zero)
        #expect(s.recorder.events.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        let w = 4 * Double.pi
        var previous = x0
        for frame in 1...20 {
            s.run(frames: 1)
            let t = Double(frame) / 60
            let expected = (x0 + w * x0 * t) * exp(-w * t)
            #expect(abs(s.scroll.contentOffset.y - expected) < 1e-9, "frame \(frame)")
            #expect(s.scroll.contentOffset.y >= previous, "no overshoot past the edge")
            previous = s.scroll.contentOffset.y
        }
        s.settle()
        #expect(s.scroll.contentOffset.y == 0, "ends exactly at the edge")
        #expect(s.recorder.events.last == "didEndDecelerating")
    }

    @Test func aFlickIntoTheEdgeBouncesAndReturns() {
        let s = Scene(content: Size(200, 600))
        s.scroll.contentOffset = Point(0, 350)
        s.scroll.beginDragging()
        s.scroll.endDragging(velocity: Point(0, -3000))
        var furthest = 0.0
        for _ in 0..<240 {
            s.run(frames: 1)
            furthest = max(furthest, s.scroll.contentOffset.y)
        }
        #expect(furthest > 400, "the content went past the bottom edge")
        #expect(furthest < 600, "but by less than the view's height")
        #expect(s.scroll.contentOffset.y == 400)
        #expect(s.scroll.motion == .none)
    }

    // MARK: Paging

    @Test func pagingLandsOnPages() {
        let s = Scene(content: Size(1000, 200))
        s.scroll.isPagingEnabled = true
        func release(from offset: Double, drag: Double, velocity: Double) -> Double {
            s.scroll.contentOffset = Point(offset, 0)
            s.scroll.beginDragging()
            s.scroll.drag(translation: Point(-drag, 0))
            s.scroll.endDragging(velocity: Point(-velocity, 0))
            s.settle()
            return s.scroll.contentOffset.x
        }
        #expect(release(from: 0, drag: 60, velocity: 0) == 0, "a short drag falls back")
        #expect(release(from: 0, drag: 120, velocity: 0) == 200, "past half a page goes on")
        #expect(release(from: 0, drag: 30, velocity: 800) == 200, "a flick turns the page")
        #expect(release(from: 400, drag: 10, velocity: 20_000) == 600, "one page a flick however fast")
        #expect(release(from: 400, drag: -30, velocity: -800) == 200, "flicks go back too")
        #expect(release(from: 800, drag: 100, velocity: 1000) == 800, "the last page stays")
    }

    // MARK: Wheel

    @Test func wheelScrollsByTheStepAndClampsAtTheEdges() {
        let s = Scene(content: Size(200, 500))
        let step = pow(200.0, 2.0 / 3.0)
        #expect(s.window.handle(.scroll(dx: 0, dy: -1, at: Point(100, 100))))
        #expect(abs(s.scroll.contentOffset.y - step) < 1e-9)
        #expect(s.window.handle(.scroll(dx: 0, dy: -0.5, at: Point(100, 100))))
        #expect(abs(s.scroll.contentOffset.y - 1.5 * step) < 1e-9, "fractions scale linearly")
        for _ in 0..<10 { _ = s.window.handle(.scroll(dx: 0, dy: -1, at: Point(100, 100))) }
        #expect(s.scroll.contentOffset.y == 300, "clamped at the bottom: no rubber band")
        #expect(!s.window.handle(.scroll(dx: 0, dy: -1, at: Point(100, 100))), "nothing left to scroll")
        #expect(!s.window.handle(.scroll(dx: 1, dy: 0, at: Point(100, 100))), "no horizontal content")
        #expect(s.window.handle(.scroll(dx: 0, dy: 1, at: Point(100, 100))))
        #expect(abs(s.scroll.contentOffset.y - (300 - step)) < 1e-9)
        s.scroll.isScrollEnabled = false
        #expect(!s.window.handle(.scroll(dx: 0, dy: 1, at: Point(100, 100))))
    }

    @Test func hitTestingFindsScrolledContentAndTheScrolledViewItself() {
        let s = Scene()
        let row = View(frame: Rect(0, 300, 200, 50))
        s.scroll.addSubview(row)
        s.scroll.contentOffset = Point(0, 280)
        #expect(s.window.rootView.hitTest(windowPoint: Point(100, 40)) === row)
        #expect(s.window.rootView.hitTest(windowPoint: Point(100, 10)) === s.scroll)
        #expect(s.window.rootView.hitTest(windowPoint: Point(100, 190)) === s.scroll,
                "the whole frame of a scrolled view is still under the pointer")
    }

    @Test func wheelTurnsPagesWhenPaging() {
        let s = Scene(content: Size(1000, 200))
        s.scroll.isPagingEnabled = true
        #expect(s.window.handle(.scroll(dx: 1, dy: 0, at: Point(100, 100))))
        s.settle()
        #expect(s.scroll.contentOffset.x == 200)
        #expect(s.window.handle(.scroll(dx: 0.4, dy: 0, at: Point(100, 100))))
        s.settle()
        #expect(s.scroll.contentOffset.x == 200, "less than a notch waits")
        #expect(s.window.handle(.scroll(dx: 0.6, dy: 0, at: Point(100, 100))))
        s.settle()
        #expect(s.scroll.contentOffset.x == 400, "fractions add up to a page")
        #expect(s.window.handle(.scroll(dx: 5, dy: 0, at: Point(100, 100))))
        s.settle()
        #expect(s.scroll.contentOffset.x == 800, "clamped to the last page")
        #expect(!s.window.handle(.scroll(dx: 1, dy: 0, at: Point(100, 100))), "nothing beyond it")
        #expect(!s.window.handle(.scroll(dx: 0, dy: 1, at: Point(100, 100))), "nor vertically")
    }

    @Test func wheelPassesToTheOuterScrollViewAtTheEdge() {
        let s = Scene(content: Size(200, 1000))
        let inner = ScrollView(frame: Rect(0, 0, 200, 100))
        inner.contentSize = Size(200, 150)
        s.scroll.addSubview(inner)
        #expect(s.window.handle(.scroll(dx: 0, dy: -3, at: Point(50, 50))))
        #expect(inner.contentOffset.y == 50, "the inner view scrolls to its end first")
        #expect(s.scroll.contentOffset.y == 0)
        #expect(s.window.handle(.scroll(dx: 0, dy: -3, at: Point(50, 50))))
        #expect(inner.contentOffset.y == 50)
        #expect(abs(s.scroll.contentOffset.y - 3 * pow(200.0, 2.0 / 3.0)) < 1e-9, "then the outer one")
    }

    // MARK: Insets

    @Test func adjustedContentInsetAddsTheSafeArea() {
        let s = Scene(content: Size(200, 150))
        s.window.safeAreaInsets = EdgeInsets(top: 20, left: 5, bottom: 10, right: 7)
        s.scroll.contentInset = EdgeInsets(top: 1, bottom: 3)
        #expect(s.scroll.adjustedContentInset == EdgeInsets(top: 21, bottom: 13),
                "automatic: top and bottom; left and right only for wide content")
        s.scroll.contentInsetAdjustmentBehavior = .always
        #expect(s.scroll.adjustedContentInset == EdgeInsets(top: 21, left: 5, bottom: 13, right: 7))
        s.scroll.contentInsetAdjustmentBehavior = .never
        #expect(s.scroll.adjustedContentInset == EdgeInsets(top: 1, bottom: 3))
        s.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(s.scroll.adjustedContentInset == EdgeInsets(top: 1, bottom: 3), "content that fits scrolls on no axis")
        s.scroll.contentSize = Size(200, 900)
        #expect(s.scroll.adjustedContentInset == EdgeInsets(top: 21, bottom: 13))
        #expect(s.scroll.minimumContentOffset == Point(0, -21))
        #expect(s.scroll.maximumContentOffset == Point(0, 900 + 13 - 200))
        s.scroll.contentSize = Size(300, 900)
        s.scroll.contentInsetAdjustmentBehavior = .automatic
        #expect(s.scroll.adjustedContentInset == EdgeInsets(top: 21, left: 5, bottom: 13, right: 7), "wide content")
    }

    @Test func subviewsGetNoSafeAreaTheAdjustedInsetAlreadyTakesIn() {
        // A 200 × 200 scroll view filling a window inset 20 / 5 / 10 / 7; its subview covers it all.
        let s = Scene(content: Size(200, 150))
        s.window.safeAreaInsets = EdgeInsets(top: 20, left: 5, bottom: 10, right: 7)
        let inside = View(frame: Rect(0, 0, 200, 200))
        s.scroll.addSubview(inside)
        #expect(s.scroll.safeAreaInsets == EdgeInsets(top: 20, left: 5, bottom: 10, right: 7))
        #expect(inside.safeAreaInsets == EdgeInsets(left: 5, right: 7),
                "automatic takes in top and bottom: a cell under the home indicator keeps its margins")
        s.scroll.contentInsetAdjustmentBehavior = .never
        #expect(inside.safeAreaInsets == EdgeInsets(top: 20, left: 5, bottom: 10, right: 7))
        s.scroll.contentInsetAdjustmentBehavior = .always
        #expect(inside.safeAreaInsets == .zero)
        s.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(inside.safeAreaInsets == EdgeInsets(top: 20, left: 5, bottom: 10, right: 7), "content that fits scrolls on no axis")
        let told = SafeAreaWatcher(frame: Rect(0, 0, 200, 200))
        s.scroll.addSubview(told)
        told.safeAreaMayHaveChanged()  // its safe area noted once, as a pass that reaches it does
        s.window.rootView.layoutIfNeeded()
        let before = told.changes
        s.scroll.contentSize = Size(300, 150)
        #expect(inside.safeAreaInsets == EdgeInsets(top: 20, bottom: 10), "wide content takes in the sides")
        s.scroll.setNeedsLayout()
        s.window.rootView.layoutIfNeeded()
        #expect(told.changes == before + 1, "the subviews are told when the axes change")
        // Views deeper inside measure from their scroll view's child, as everywhere else.
        let deeper = View(frame: Rect(0, 190, 100, 10))
        inside.addSubview(deeper)
        #expect(deeper.safeAreaInsets == EdgeInsets(bottom: 10))
    }

    // MARK: Animations

    @Test func setContentOffsetAnimatedEasesToItsTarget() {
        let s = Scene()
        s.scroll.setContentOffset(Point(0, 400), animated: true)
        #expect(s.scroll.contentOffset.y == 0, "starts where it is")
        s.run(frames: 9)
        let f = (9.0 / 60) / 0.3
        #expect(abs(s.scroll.contentOffset.y - 400 * (1 - pow(1 - f, 3))) < 1e-6, "cubic ease-out")
        s.run(frames: 10)
        #expect(s.scroll.contentOffset.y == 400)
        #expect(s.recorder.events == ["didScroll", "didEndScrollingAnimation"])
        s.scroll.setContentOffset(Point(0, 100), animated: false)
        #expect(s.scroll.contentOffset.y == 100)
    }

    @Test func scrollRectToVisibleScrollsTheLeast() {
        let s = Scene()
        s.scroll.scrollRectToVisible(Rect(0, 50, 100, 100), animated: false)
        #expect(s.scroll.contentOffset == .zero, "already visible")
        s.scroll.scrollRectToVisible(Rect(0, 500, 100, 50), animated: false)
        #expect(s.scroll.contentOffset == Point(0, 350), "its bottom at the bottom")
        s.scroll.scrollRectToVisible(Rect(0, 100, 100, 50), animated: false)
        #expect(s.scroll.contentOffset == Point(0, 100), "its top at the top")
        s.scroll.scrollRectToVisible(Rect(0, 1950, 100, 500), animated: true)
        s.settle()
        #expect(s.scroll.contentOffset == Point(0, 1800), "clamped to the content")
    }

    // MARK: Delegate

    @Test func delegateHearsADragInOrder() {
        let s = Scene()
        s.scroll.contentOffset = Point(0, 500)
        s.recorder.events = []
        s.scroll.beginTracking()
        s.scroll.beginDragging()
        s.scroll.drag(translation: Point(0, -20))
        s.scroll.drag(translation: Point(0, -40))
        s.scroll.endDragging(velocity: Point(0, -500))
        s.settle()
        #expect(s.recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                      "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        s.recorder.events = []
        s.scroll.beginDragging()
        s.scroll.drag(translation: Point(0, 10))
        s.scroll.endDragging(velocity: .zero)
        #expect(s.recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func delegateCanRetargetAFlick() {
        let s = Scene(content: Size(200, 100_000))
        s.scroll.contentOffset = Point(0, 1000)
        s.recorder.retarget = Point(0, 1234)
        s.scroll.beginDragging()
        s.scroll.endDragging(velocity: Point(0, -2000))
        s.settle()
        #expect(abs(s.scroll.contentOffset.y - 1234) < 1e-6, "exactly on the target")
    }

    @Test func aTouchStopsDeceleration() {
        let s = Scene(content: Size(200, 100_000))
        s.scroll.contentOffset = Point(0, 1000)
        s.scroll.beginDragging()
        s.scroll.endDragging(velocity: Point(0, -2000))
        s.run(frames: 10)
        let caught = s.scroll.contentOffset.y
        s.scroll.beginTracking()
        #expect(!s.scroll.isDecelerating)
        #expect(s.recorder.events.last == "didEndDecelerating")
        s.run(frames: 10)
        #expect(s.scroll.contentOffset.y == caught)
    }

    // MARK: Zoom

    @Test func zoomScalesTheZoomingViewAndTheContentSize() {
        let s = Scene(content: Size(200, 200))
        let image = View(frame: Rect(0, 0, 200, 200))
        s.scroll.addSubview(image)
        s.recorder.zoomingView = image
        s.scroll.maximumZoomScale = 4
        s.scroll.zoomScale = 2
        #expect(s.scroll.contentSize == Size(400, 400))
        #expect(image.center == Point(200, 200) && image.transform == .scale(2, 2), "scaled about its top-left corner")
        #expect(s.scroll.contentOffset == Point(100, 100), "the centre stays still")
        s.scroll.zoomScale = 10
        #expect(s.scroll.zoomScale == 4, "clamped to the maximum")
        s.scroll.setZoomScale(1, animated: true)
        s.settle()
        #expect(s.scroll.zoomScale == 1)
        #expect(s.scroll.contentOffset == .zero)
        #expect(s.recorder.events.last == "didEndScrollingAnimation")
    }

    // MARK: Indicators

    @Test func indicatorsShowOnlyWhileScrollingThenFade() {
        let s = Scene(content: Size(200, 800))
        func indicators() -> [Quad] {
            s.window.drawList().items.compactMap { item -> Quad? in
                if case .quad(let q) = item, q.content == .color(ScrollView.indicatorColor) { return q }
                return nil
            }
        }
        #expect(indicators().isEmpty, "hidden at rest")
        _ = s.window.handle(.scroll(dx: 0, dy: -1, at: Point(100, 100)))
        s.run(frames: 1)
        let shown = indicators()
        #expect(shown.count == 1, "only the vertical one: the content is not wider")
        let frame = s.scroll.scrollIndicatorFrames.vertical!
        #expect(frame.minX == 200 - 6 && frame.width == 3)
        #expect(abs(frame.height - (200 - 6) * 200 / 800) < 1e-9, "as long as the visible part of the content")
        s.run(frames: 28)
        #expect(s.scroll.indicatorAlpha == 1, "held for half a second")
        s.run(frames: 8)
        #expect(s.scroll.indicatorAlpha > 0 && s.scroll.indicatorAlpha < 1, "fading")
        s.run(frames: 10)
        #expect(indicators().isEmpty, "gone")
        s.scroll.showsVerticalScrollIndicator = false
        _ = s.window.handle(.scroll(dx: 0, dy: -1, at: Point(100, 100)))
        #expect(indicators().isEmpty)
    }

    // MARK: Gestures

    /// Presses at `from`, moves `steps` times by `delta` a frame, and releases where it is.
    func drag(_ s: Scene, from: Point, delta: Point, steps: Int) {
        var p = from
        _ = s.window.handle(.mouseMove(p))
        _ = s.window.handle(.mouseDown(p, .left))
        for _ in 0..<steps {
            s.run(frames: 1)
            p = Point(p.x + delta.x, p.y + delta.y)
            _ = s.window.handle(.mouseMove(p))
        }
        _ = s.window.handle(.mouseUp(p, .left))
    }

    @Test func thePointerDragsAndFlicksTheContent() {
        let s = Scene()
        drag(s, from: Point(100, 150), delta: Point(0, -10), steps: 12)
        // The pan begins after 10 pt; the content follows the 110 pt after that.
        #expect(s.recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                      "willBeginDecelerating"])
        #expect(s.scroll.isDecelerating, "released at 600 pt/s it coasts")
        #expect(s.scroll.contentOffset.y == 110)
        s.settle()
        let projected = 110 + 600 / (1000 * -log(0.998))
        #expect(abs(s.scroll.contentOffset.y - projected) < 1, "and comes to rest near its projected end")
    }

    @Test func scrollingCancelsAButtonPressButAClickStillTaps() {
        let s = Scene()
        let button = Button(frame: Rect(20, 20, 100, 40), title: "Go")
        s.scroll.addSubview(button)
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { _ in taps += 1 }
        drag(s, from: Point(50, 40), delta: Point(0, -1), steps: 3)
        #expect(taps == 1, "3 pt is no drag: a tap")
        #expect(s.scroll.contentOffset.y == 0)
        drag(s, from: Point(50, 40), delta: Point(0, -5), steps: 6)
        #expect(s.scroll.contentOffset.y == 20, "the content scrolled the 20 pt after the pan began")
        #expect(taps == 1, "the press was cancelled: no tap")
        #expect(!button.isHighlighted)
    }

    @Test func ctrlWheelZoomsAboutThePointer() {
        let s = Scene(content: Size(200, 200))
        let image = View(frame: Rect(0, 0, 200, 200))
        s.scroll.addSubview(image)
        s.recorder.zoomingView = image
        s.scroll.maximumZoomScale = 3
        _ = s.window.handle(.mouseMove(Point(50, 50)))
        _ = s.window.handle(.keyDown(Key.control, [.control]))
        #expect(s.window.handle(.scroll(dx: 0, dy: 2, at: Point(50, 50))))
        _ = s.window.handle(.keyUp(Key.control, []))
        #expect(abs(s.scroll.zoomScale - 1.21) < 1e-9, "two notches of 1.1")
        #expect(abs(s.scroll.contentOffset.x - (50 * 1.21 - 50)) < 1e-9, "the point under the pointer stays")
        #expect(s.scroll.contentSize.width == 200 * s.scroll.zoomScale)
    }

    // MARK: Scripts

    /// The content offsets a script gives, frame by frame, played at 60 fps into a fresh scene.
    func offsets(playing source: String) throws -> [Point] {
        let s = Scene(content: Size(200, 3000))
        let player = try ScriptPlayer(script: InputScriptParser.parse(source), fps: 60)
        var seen: [Point] = []
        for frame in 0..<player.frameCount {
            s.clock.set(player.time(ofFrame: frame))
            for event in player.events(forFrame: frame) { _ = s.window.handle(event) }
            SceneRunLoop.main.runDue()
            seen.append(s.scroll.contentOffset)
        }
        return seen
    }

    @Test func aScriptScrollsTheSameEveryTime() throws {
        let source = "0 move 100 100\n0.1 scroll 0 -2\n0.3 scroll 0 -0.5\n0.6 scroll 0 1\n1 end\n"
        let first = try offsets(playing: source)
        #expect(first == (try offsets(playing: source)))
        let step = pow(200.0, 2.0 / 3.0)
        #expect(abs(first[10].y - 2 * step) < 1e-9)
        #expect(abs(first[20].y - 2.5 * step) < 1e-9)
        #expect(abs(first.last!.y - 1.5 * step) < 1e-9)
    }

    @Test func bothIndicatorsShareTheCornerAndShrinkBeyondAnEdge() {
        let s = Scene(content: Size(800, 800))
        let both = s.scroll.scrollIndicatorFrames
        let v = both.vertical!, h = both.horizontal!
        #expect(v.maxY <= h.minY, "the vertical bar stops above the horizontal one")
        #expect(h.maxX <= v.minX)
        #expect(abs(v.height - (200 - 12) * 200 / 800) < 1e-9)
        s.scroll.beginDragging()
        s.scroll.drag(translation: Point(0, 100))
        let pulled = s.scroll.scrollIndicatorFrames.vertical!
        #expect(abs(pulled.height - (v.height + s.scroll.contentOffset.y)) < 1e-9, "shorter by the overshoot")
        #expect(pulled.minY == v.minY, "still at the top")
        s.scroll.drag(translation: Point(0, 5000))
        #expect(s.scroll.scrollIndicatorFrames.vertical!.height == 3, "never shorter than it is thick")
    }

    // MARK: Auto Layout

    @Test func contentSizeFollowsTheContentLayoutGuide() {
        let s = Scene(content: .zero)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        s.scroll.addSubview(content)
        let guide = s.scroll.contentLayoutGuide
        let height = content.heightAnchor.constraint(equalToConstant: 900)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: s.scroll.frameLayoutGuide.widthAnchor),
            height,
        ])
        s.window.rootView.layoutIfNeeded()
        #expect(s.scroll.contentSize == Size(200, 900))
        s.scroll.contentOffset = Point(0, 300)
        height.constant = 950
        s.window.rootView.layoutIfNeeded()
        #expect(content.frame == Rect(0, 0, 200, 950), "the content stays in content coordinates when scrolled")
        #expect(s.scroll.contentSize == Size(200, 950))
    }
}

/// A view that counts `safeAreaInsetsDidChange()`.
@MainActor
final class SafeAreaWatcher: View {
    var changes = 0
    override func safeAreaInsetsDidChange() { changes += 1 }
}
