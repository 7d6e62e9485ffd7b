import Foundation
import Testing
@testable import SegueCore

/// Interface Builder's controls and text views (the hand-written `Controls.storyboard`): each
/// element read with its attributes into the view UIKit would make, nothing left as a box.
@MainActor
@Suite struct IBControlsTests {
    @Test func everyControlIsReadWithItsAttributes() throws {
        let file = try IBFixtures.load("Controls.storyboard").file
        for element in ["activityIndicatorView", "progressView", "slider", "stepper", "datePicker", "textView"] {
            #expect(!file.warns(element), "\(element): \(file.warnings.map(\.message))")
        }
        let root = try #require(file.scene("controls")?.view)
        func view(_ id: String) -> ViewSpec? {
            func walk(_ v: ViewSpec) -> ViewSpec? { v.layoutID == id ? v : v.subviews.lazy.compactMap(walk).first }
            return walk(root)
        }
        let spinner = try #require(view("spinner"))
        #expect(spinner.kind == .activityIndicator && spinner.values.animating == true && spinner.values.indicatorStyle == .medium)
        let big = try #require(view("big-spinner"))
        #expect(big.values.indicatorStyle == .large && big.values.hidesWhenStopped == false)
        #expect(big.color.map { abs($0.green - 0.2314) < 0.01 } == true)
        let progress = try #require(view("progress"))
        #expect(progress.kind == .progress && abs((progress.values.value ?? 0) - 0.6) < 1e-9)
        let slider = try #require(view("slider"))
        #expect(slider.kind == .slider && slider.values.value == 30 && slider.values.minimumValue == 0 && slider.values.maximumValue == 100)
        #expect(slider.tint.map { abs($0.green - 0.5843) < 0.01 } == true)
        let stepper = try #require(view("stepper"))
        #expect(stepper.kind == .stepper && stepper.values.value == 3 && stepper.values.maximumValue == 10 && stepper.values.wraps == true)
        let compact = try #require(view("compact-date"))
        #expect(compact.values.datePickerStyle == .compact && compact.values.datePickerMode == .dateAndTime)
        #expect(compact.values.date.map(DatePicker.dateText) == "Jun 2, 2014")
        let wheels = try #require(view("wheels-date"))
        #expect(wheels.values.datePickerStyle == .wheels && wheels.values.datePickerMode == .date && wheels.values.date == nil)
        let text = try #require(view("text"))
        #expect(text.kind == .textView && text.text?.hasPrefix("A text view wraps") == true)
        #expect(text.values.editable == false && text.subviews.isEmpty)
    }

    @Test func theScreenShowsThemAndTheTextWrapsAndScrolls() throws {
        let window = try IBFixtures.show("Controls.storyboard", scene: "controls", device: nil, size: Size(390, 844))
        let root = window.rootView
        let spinner = try #require(root.viewWithIdentifier("spinner") as? ActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden)
        let stopped = try #require(root.viewWithIdentifier("stopped-spinner") as? ActivityIndicatorView)
        #expect(!stopped.isAnimating && stopped.isHidden)
        let slider = try #require(root.viewWithIdentifier("slider") as? Slider)
        #expect(slider.value == 30 && slider.maximumValue == 100)
        let stepper = try #require(root.viewWithIdentifier("stepper") as? Stepper)
        #expect(stepper.value == 3 && stepper.wraps)
        let compact = try #require(root.viewWithIdentifier("compact-date") as? DatePicker)
        #expect(compact.compactTexts == ["Jun 2, 2014", "5:00 PM"])
        let wheels = try #require(root.viewWithIdentifier("wheels-date") as? DatePicker)
        #expect(wheels.date == DatePicker.keynoteDate && wheels.datePickerStyle == .wheels)
        let text = try #require(root.viewWithIdentifier("text") as? TextView)
        #expect(text.font.pointSize == 17 && !text.isEditable && text.isSelectable)
        // Wrapped at 350 − 2 × 5 points into many lines, taller than the view: it scrolls.
        let inner = try #require(text.subviews.first as? Label)
        #expect(inner.frame.minX == 5 && inner.frame.minY == 8 && inner.frame.width == 340)
        #expect(inner.textLayout.lineCount > 4)
        #expect(text.contentSize.height == inner.frame.height + 16 && text.contentSize.height > text.bounds.height)
        window.handle(.mouseMove(Point(200, 580)))
        window.handle(.scroll(dx: 0, dy: -1, at: Point(200, 580)))
        #expect(text.contentOffset.y > 0)
    }

    @Test func aTextViewWithoutScrollingSizesItselfToItsText() {
        let t = TextView(text: "One two three four five six seven eight nine ten")
        t.isScrollEnabled = false
        let single = t.intrinsicContentSize
        #expect(single.height > 16 && single.width > 10 + 50)
        t.frame = Rect(0, 0, 80, 10)
        let narrow = t.intrinsicContentSize
        #expect(narrow.width == View.noIntrinsicMetric && narrow.height > single.height)
        t.isScrollEnabled = true
        #expect(t.intrinsicContentSize.height == View.noIntrinsicMetric)
    }
}
