import Foundation
import Testing
@testable import SegueCore

/// The value controls and indicators (activity indicator, progress view, slider, stepper,
/// date picker) driven through a real window with pointer and key events, their time from a
/// manual scene clock stepped a frame at a time.
@MainActor
@Suite(.serialized) struct ValueControlsTests {
    /// A window showing one screen (so that controls can take keyboard focus), whose manual
    /// clock also times the run loop (display links).
    @MainActor
    struct Scene {
        let clock = ManualClock()
        let window: Window
        let screen = ViewController()

        init(size: Size = Size(400, 300)) {
            window = Window(size: size, clock: clock)
            window.rootViewController = screen
            screen.view.frame = Rect(size: size)
            SceneRunLoop.main.attach(clock: clock)
            SceneRunLoop.main.frameDuration = 1.0 / 60
        }

        func add(_ v: View) {
            screen.view.addSubview(v)
            window.rootView.layoutIfNeeded()
        }

        func run(frames: Int) {
            for _ in 0..<frames {
                clock.advance(by: 1.0 / 60)
                SceneRunLoop.main.runDue()
            }
        }

        func click(_ p: Point) {
            window.handle(.mouseDown(p, .left))
            window.handle(.mouseUp(p, .left))
        }
    }

    /// Records the events a control sends, in order.
    static func record(_ c: Control) -> () -> [ControlEvent] {
        final class Box { var events: [ControlEvent] = [] }
        let box = Box()
        c.addAction(for: .valueChanged) { _ in box.events.append(.valueChanged) }
        c.addAction(for: .primaryActionTriggered) { _ in box.events.append(.primaryActionTriggered) }
        return { box.events }
    }

    @Test func theSpinnerStepsOnTheSceneClockAndHidesWhenStopped() {
        let s = Scene()
        let a = ActivityIndicatorView(frame: Rect(10, 10, 0, 0), style: .large)
        #expect(a.frame.size == Size(37, 37) && a.intrinsicContentSize == Size(37, 37))
        #expect(a.isHidden && !a.isAnimating)
        s.add(a)
        a.startAnimating()
        #expect(!a.isHidden && a.brightestSpoke == 0)
        // One spoke every eighth of a second: after 0.5 s (30 frames), four steps.
        s.run(frames: 30)
        #expect(a.brightestSpoke == Int((0.5 / ActivityIndicatorView.stepDuration).rounded(.down)) % 8)
        s.run(frames: 45)  // 1.25 s in all: ten steps, two round the circle
        #expect(a.brightestSpoke == 10 % ActivityIndicatorView.spokeCount)
        // Eight spokes drawn, their opacities from the brightest down.
        let quads = a.snapshotContents().quads
        #expect(quads.count == ActivityIndicatorView.spokeCount)
        let alphas = quads.compactMap { q -> Double? in if case .color(let c) = q.content { return c.alpha }; return nil }
        let grey = ControlPalette(isDark: false).secondaryLabel
        #expect(alphas.max() == grey.alpha)
        #expect(abs(alphas.min()! - grey.alpha * ActivityIndicatorView.spokeOpacity(behind: 7)) < 1e-9)
        a.stopAnimating()
        s.run(frames: 20)
        #expect(a.isHidden && a.brightestSpoke == 2)
        a.hidesWhenStopped = false
        #expect(!a.isHidden)
    }

    @Test func theProgressBarFillsToItsProgressAndAnimates() {
        let s = Scene()
        let p = ProgressView(frame: Rect(0, 0, 200, 4), progress: 0.25)
        s.add(p)
        let fill = p.subviews[0]
        #expect(fill.frame == Rect(0, 0, 50, 4) && p.intrinsicContentSize.height == 4)
        // The track is drawn under the fill, in the system fill.
        #expect(p.snapshotContents().quads.first?.content == .color(ControlPalette(isDark: false).track))
        p.progress = 7
        #expect(p.progress == 1 && fill.frame.width == 200)
        p.setProgress(0.5, animated: true)
        #expect(fill.frame.width == 100)
        s.clock.advance(by: ProgressView.animationDuration / 2)
        _ = s.window.drawList()
        #expect(fill.presentation.frame.width > 100 && fill.presentation.frame.width < 200)
        p.progressTintColor = .red
        #expect(fill.backgroundColor == .red)
    }

    @Test("A slider pinned by its ends and centred has its frame 2 points past each end and 1 below what is aligned")
    func sliderAlignmentRect() {
        let s = Scene(size: Size(375, 52))
        let slider = Slider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        s.screen.view.addSubview(slider)
        NSLayoutConstraint.activate([slider.leadingAnchor.constraint(equalTo: s.screen.view.leadingAnchor, constant: 20),
                                     s.screen.view.trailingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 20),
                                     slider.centerYAnchor.constraint(equalTo: s.screen.view.centerYAnchor)])
        s.window.rootView.layoutIfNeeded()
        // As Xcode stores a slider so pinned in a 52-point row (Nextcloud Talk's audio player).
        #expect(slider.frame == Rect(18, 11, 339, 31))
        #expect(slider.trackRect == Rect(2, 13, 335, 4))
        // A tinted thumb is drawn in its colour, where it was.
        slider.thumbTintColor = .red
        s.window.rootView.layoutIfNeeded()
        #expect(slider.frame == Rect(18, 11, 339, 31))
        #expect(slider.snapshotContents().quads.contains { $0.content == .color(.red) })
    }

    @Test func dragTheThumbAndClickTheTrack() {
        let s = Scene()
        // The frame is 2 points wider at each end and 1 taller than the aligned 228 × 30.
        let slider = Slider(frame: Rect(18, 20, 232, 31))
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        s.add(slider)
        let events = Self.record(slider)
        // The thumb travels 200 points (228 − 28): value 50 puts its centre at 2 + 14 + 50.
        #expect(slider.thumbRect == Rect(52, 1, 28, 28))
        #expect(slider.trackRect == Rect(2, 13, 228, 4))
        // Grab the thumb 5 points right of its centre and drag 40 points: the value follows by 40.
        let start = Point(20 + 64 + 5, 35)
        s.window.handle(.mouseDown(start, .left))
        s.window.handle(.mouseMove(Point(start.x + 20, 35)))
        s.window.handle(.mouseMove(Point(start.x + 40, 35)))
        #expect(slider.value == 90)
        #expect(events() == [.valueChanged, .primaryActionTriggered, .valueChanged, .primaryActionTriggered])
        // Past the end it stops at the maximum.
        s.window.handle(.mouseMove(Point(400, 80)))
        s.window.handle(.mouseUp(Point(400, 80), .left))
        #expect(slider.value == 200 && events().count == 6)
        // A click on the track jumps there: x = 20 + 14 + 100 is the middle.
        s.click(Point(134, 35))
        #expect(slider.value == 100)
        // Not continuous: one valueChanged at the release.
        slider.isContinuous = false
        s.window.handle(.mouseDown(Point(134, 35), .left))
        s.window.handle(.mouseMove(Point(154, 35)))
        s.window.handle(.mouseMove(Point(174, 35)))
        let before = events().count
        #expect(slider.value == 140 && events().count == before)
        s.window.handle(.mouseUp(Point(174, 35), .left))
        #expect(events().count == before + 2)
        // Keys (the click focused it): a twentieth of the range per arrow, Home to the minimum.
        #expect(s.window.focus.focusedView === slider)
        s.window.handle(.keyDown(.right, []))
        #expect(slider.value == 150)
        s.window.handle(.keyDown(.home, []))
        #expect(slider.value == 0)
        // Code sets silently; the filled track ends at the thumb's centre.
        let count = events().count
        slider.value = 100
        #expect(events().count == count)
        let quads = slider.snapshotContents().quads
        #expect(quads[1].size.width == slider.thumbRect.midX - slider.trackRect.minX)
    }

    @Test func aHeldStepperDraggedOffAndBackResumesWithoutABurst() {
        let s = Scene()
        let stepper = Stepper(frame: Rect(10, 10, 300, 300))
        stepper.maximumValue = 100
        s.add(stepper)
        let plus = Point(10 + 70, 26), away = Point(200, 200)
        s.window.handle(.mouseDown(plus, .left))
        s.run(frames: 36)  // 0.6 s: the press, the first repeat at 0.5 s, one more at 0.6 s
        let before = stepper.value
        #expect(before == 3)
        // Two seconds off its side earn nothing, and coming back steps no burst.
        s.window.handle(.mouseMove(away))
        s.run(frames: 120)
        #expect(stepper.value == before)
        s.window.handle(.mouseMove(plus))
        s.run(frames: 1)
        #expect(stepper.value == before)
        // It goes on one interval later, one step per interval.
        s.run(frames: 6)
        #expect(stepper.value == before + 1)
        s.window.handle(.mouseUp(plus, .left))
    }

    @Test func aHeldStepperRepeatsOnTheSceneClock() {
        let s = Scene()
        let stepper = Stepper(frame: Rect(10, 10, 300, 300))
        #expect(stepper.frame.size == Stepper.size)
        stepper.maximumValue = 10
        s.add(stepper)
        let events = Self.record(stepper)
        let plus = Point(10 + 70, 26), minus = Point(10 + 20, 26)
        // A press steps at once, on the way down.
        s.window.handle(.mouseDown(plus, .left))
        #expect(stepper.value == 1 && events() == [.valueChanged, .primaryActionTriggered])
        // Held: nothing more before the delay, then one step per interval.
        s.run(frames: 29)
        #expect(stepper.value == 1)
        s.run(frames: 1)  // 0.5 s
        #expect(stepper.value == 2)
        s.run(frames: 12)  // 0.7 s: two more
        #expect(stepper.value == 2 + Double(Int((0.2 + 1e-9) / Stepper.repeatInterval)))
        s.window.handle(.mouseUp(plus, .left))
        let held = stepper.value
        s.run(frames: 60)
        #expect(stepper.value == held)
        // The maximum stops it, and greys the + side; wrapping goes round.
        stepper.value = 10
        s.click(plus)
        #expect(stepper.value == 10 && !stepper.canStep(1))
        stepper.wraps = true
        s.click(plus)
        #expect(stepper.value == 0)
        s.click(minus)
        #expect(stepper.value == 10)
        // Keys step too (the click focused it).
        s.window.handle(.keyDown(.down, []))
        #expect(stepper.value == 9)
        s.window.handle(.keyDown(.enter, []))
        #expect(stepper.value == 10)
    }

    @Test func theDatePickerShowsAFixedDateAndTakesClicks() throws {
        let s = Scene(size: Size(400, 400))
        let compact = DatePicker(frame: Rect(0, 0, 300, 40))
        s.add(compact)
        #expect(compact.compactTexts == ["Jan 9, 2007", "9:41 AM"])
        let events = Self.record(compact)
        let frames = compact.capsuleFrames
        #expect(frames.count == 2 && frames[1].maxX == 300)
        s.click(frames[1].center)
        #expect(compact.selectedField == 1)
        s.window.handle(.keyDown(.up, []))
        #expect(compact.compactTexts == ["Jan 9, 2007", "9:42 AM"] && events() == [.valueChanged, .primaryActionTriggered])
        s.click(frames[0].center)
        s.window.handle(.keyDown(.down, []))
        #expect(compact.compactTexts[0] == "Jan 8, 2007")

        let wheels = DatePicker(frame: Rect(0, 100, 320, 216), date: DatePicker.keynoteDate, mode: .date, style: .wheels)
        s.add(wheels)
        #expect(wheels.intrinsicContentSize.height == DatePicker.wheelsHeight)
        // A click two rows below the centre of the day column turns it on by two days.
        let dayColumn: Double = 16.0 + 288.0 * 0.55  // inside the day column (16 points in, 45% and 20% of 288)
        s.click(Point(dayColumn, 100 + 108 + 2 * DatePicker.rowHeight))
        #expect(DatePicker.dateText(wheels.date) == "Jan 11, 2007")
        // The wheel over the month column turns it back a month.
        s.window.handle(.mouseMove(Point(60, 208)))
        s.window.handle(.scroll(dx: 0, dy: 1, at: Point(60, 208)))
        #expect(DatePicker.dateText(wheels.date) == "Dec 11, 2006")
    }

    @Test func yamlStoryboardsMakeThem() throws {
        let sb = try Storyboard.parse("""
            scenes:
            - id: a
              view:
                subviews:
                - { type: slider, id: s, value: 40, minimumValue: 20, maximumValue: 60, continuous: false, tint: '#ff0000' }
                - { type: stepper, id: st, value: 3, stepValue: 0.5, wraps: true }
                - { type: progress, id: p, progress: 0.75, trackTint: '#00ff00' }
                - { type: activityIndicator, id: ai, style: large, animating: true }
                - { type: activityIndicator, id: stopped }
                - { type: datePicker, id: d, date: '2014-06-02T17:00:00Z', datePickerMode: time }
                - { type: textView, id: t, text: Some words, fontSize: 20, scrollEnabled: false }
                - { type: button, id: b, title: Go, configuration: filled, symbol: chevron.right, imagePlacement: trailing }
                - { type: image, id: i, symbol: heart.fill, tint: '#ff0000' }
            """, path: "c.yaml").get()
        let window = Window(size: Size(400, 400), clock: ManualClock())
        window.rootViewController = sb.instantiateViewController(withIdentifier: "a")
        window.rootView.layoutIfNeeded()
        let root = window.rootView
        let slider = try #require(root.viewWithIdentifier("s") as? Slider)
        #expect(slider.value == 40 && slider.minimumValue == 20 && slider.maximumValue == 60 && !slider.isContinuous)
        #expect(slider.tintColor == Color(red: 1, green: 0, blue: 0))
        let stepper = try #require(root.viewWithIdentifier("st") as? Stepper)
        #expect(stepper.value == 3 && stepper.stepValue == 0.5 && stepper.wraps)
        let progress = try #require(root.viewWithIdentifier("p") as? ProgressView)
        #expect(progress.progress == 0.75 && progress.trackTintColor == Color(red: 0, green: 1, blue: 0))
        let spinner = try #require(root.viewWithIdentifier("ai") as? ActivityIndicatorView)
        #expect(spinner.isAnimating && spinner.style == .large && !spinner.isHidden)
        #expect((root.viewWithIdentifier("stopped") as? ActivityIndicatorView)?.isHidden == true, "stopped, it hides")
        let picker = try #require(root.viewWithIdentifier("d") as? DatePicker)
        #expect(picker.compactTexts == ["5:00 PM"] && picker.datePickerMode == .time)
        let text = try #require(root.viewWithIdentifier("t") as? TextView)
        #expect(text.text == "Some words" && text.font.pointSize == 20 && !text.isScrollEnabled)
        let button = try #require(root.viewWithIdentifier("b") as? Button)
        #expect(button.configuration?.style == .filled && button.configuration?.systemImageName == "chevron.right")
        #expect(button.configuration?.imagePlacement == .trailing)
        let image = try #require(root.viewWithIdentifier("i") as? ImageView)
        #expect(image.systemImageName == "heart.fill" && image.tintColor == Color(red: 1, green: 0, blue: 0))
    }
}
