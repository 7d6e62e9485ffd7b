import Foundation
import Testing
@testable import SegueCore

/// Details of controls and views that users notice: disabled titles keep their colour's alpha,
/// a view never becomes its own ancestor, a page control's keys and clamping, and the focus
/// ring and focus return (docs/controllers.md, "Window").
@MainActor
@Suite("Control details")
struct ControlDetailsTests {
    static func titleColors(_ list: DrawList) -> [Color] {
        list.quads.compactMap { if case .text(let t) = $0.content { return t.color } else { return nil } }
    }

    @Test func disabledTitlesMultiplyTheTitleColoursAlpha() {
        let button = Button(frame: Rect(0, 0, 100, 40), title: "Go")
        button.titleColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        button.isEnabled = false
        var list = DrawList(size: Size(100, 40))
        button.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        #expect(Self.titleColors(list).map(\.alpha) == [0.2])
        button.isEnabled = true
        list = DrawList(size: Size(100, 40))
        button.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        #expect(Self.titleColors(list).map(\.alpha) == [0.5])

        // A segmented control's titles are the label colour, dimmed to the tertiary label's when
        // disabled; its tint plays no part (UIKit since iOS 13).
        let seg = SegmentedControl(frame: Rect(0, 0, 200, 30), segments: ["A", "B"])
        seg.tintColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        list = DrawList(size: Size(200, 30))
        seg.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        let palette = ControlPalette(isDark: false)
        #expect(Self.titleColors(list) == [palette.label, palette.label])
        seg.isEnabled = false
        list = DrawList(size: Size(200, 30))
        seg.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        #expect(Self.titleColors(list) == [palette.disabledLabel, palette.disabledLabel])
    }

    @Test func theSelectedSegmentIsARaisedPillAndTheOthersAreParted() {
        let seg = SegmentedControl(frame: Rect(0, 0, 300, 32), segments: ["A", "B", "C"], selectedSegmentIndex: 0)
        func quads() -> [Quad] {
            var list = DrawList(size: Size(300, 32))
            seg.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
            return list.quads
        }
        let palette = ControlPalette(isDark: false)
        var drawn = quads()
        #expect(drawn.first?.content == .color(palette.face) && drawn.first?.cornerRadius == 9)
        let pill = drawn.first { $0.content == .color(palette.selectedSegment) }
        #expect(pill?.size == Size(96, 28) && pill?.transform.project(Point(0, 0)) == Point(2, 2))
        // One hairline, between the two unselected segments, none beside the selected one.
        var lines = drawn.filter { $0.content == .color(palette.separator) }
        #expect(lines.count == 1 && lines.first?.transform.project(Point(0, 0)).x == 199.5)
        seg.selectedSegmentIndex = 1
        drawn = quads()
        lines = drawn.filter { $0.content == .color(palette.separator) }
        #expect(lines.isEmpty)
        seg.selectedSegmentTintColor = .red
        #expect(quads().contains { $0.content == .color(.red) })
    }

    @Test func addingAViewToItselfOrItsDescendantIsRefused() {
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: .zero), c = View(frame: .zero)
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(a)
        c.addSubview(c)
        b.insertSubview(a, at: 0)
        #expect(a.superview == nil && c.subviews.isEmpty && b.subviews.count == 1)
        #expect(a.descendants.count == 2, "the tree is still a tree")
    }

    @Test func pageControlClampsAndItsKeysSendTheAction() {
        let pages = PageControl(frame: Rect(0, 0, 200, 30), numberOfPages: 4)
        pages.currentPage = 9
        #expect(pages.currentPage == 3)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        var changes: [Int] = []
        pages.addAction(for: .valueChanged) { c in changes.append((c as! PageControl).currentPage) }
        #expect(pages.keyDown(.right) && pages.keyDown(.right) && pages.keyDown(.left))
        pages.activate()
        #expect(changes == [1, 2, 1, 2])
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    @MainActor
    final class Screen: ViewController {
        let first = Button(frame: Rect(20, 20, 100, 40), title: "First")
        let second = Button(frame: Rect(20, 80, 100, 40), title: "Second")
        override func viewDidLoad() { view.addSubview(first); view.addSubview(second) }
    }

    @Test func focusRingShowsAfterKeyboardUseOnly() {
        let h = ControllerHarness()
        let s = Screen()
        h.window.rootViewController = s
        let ringColor = h.window.focus.ringColor
        func ringQuads() -> Int { h.window.drawList().quads.filter { $0.content == .color(ringColor) }.count }
        h.window.handle(.mouseDown(Point(50, 100), .left))
        h.window.handle(.mouseUp(Point(50, 100), .left))
        #expect(h.window.focus.focusedControl === s.second)
        #expect(ringQuads() == 0, "a mouse user sees no ring")
        h.window.handle(.keyDown(.tab, []))
        #expect(ringQuads() == 4)
        h.window.handle(.mouseDown(Point(50, 40), .left))
        h.window.handle(.mouseUp(Point(50, 40), .left))
        #expect(ringQuads() == 0)
    }

    @Test func focusReturnsToTheTriggerWhenTheScreenIsBack() {
        let h = ControllerHarness()
        let s = Screen()
        h.window.rootViewController = s
        s.second.addAction(for: .primaryActionTriggered) { c in
            PresentSegue(identifier: "next", source: s, destination: Screen()).run(sender: c, askSource: false)
        }
        h.window.handle(.keyDown(.tab, []))
        #expect(h.window.focus.focusedControl === s.second)
        h.window.handle(.keyDown(.enter, []))
        h.run(1)
        let presented = h.window.frontmostViewController as? Screen
        #expect(presented !== s && h.window.focus.focusedControl === presented?.first)
        h.window.handle(.keyDown(.escape, []))
        h.run(1)
        #expect(h.window.frontmostViewController === s)
        #expect(h.window.focus.focusedControl === s.second, "focus is back on the button that was used")
    }

    @Test("A segmented control is as wide as its segments, each its widest title and 20 points (15 before iOS 13), and 32 points high (29 before)")
    func aSegmentedControlsSizeFollowsItsTitlesAndRelease() {
        let font = Font.systemFont(ofSize: 13)
        let widest = Label.intrinsicSize(of: AttributedText("Not Granted", attributes: TextAttributes(font: font))).width
        #expect(SegmentedControl.intrinsicSize(ofSegments: ["Not Granted", "Granted"], systemVersion: 17) == Size(2 * (widest + 20), 32))
        #expect(SegmentedControl.intrinsicSize(ofSegments: ["Not Granted", "Granted"], systemVersion: 12) == Size(2 * (widest + 15), 29))
        #expect(SegmentedControl.intrinsicSize(ofSegments: [], systemVersion: 12) == Size(View.noIntrinsicMetric, 29))
        // The control asks the release of its window's device.
        let window = Window(size: Size(375, 667), clock: ManualClock())
        window.device = DeviceProfile.interfaceBuilder(id: "retina4_7", orientation: "portrait", toolsVersion: "13196")
        let control = SegmentedControl(segments: ["Light", "Dark"])
        window.rootView.addSubview(control)
        let light = Label.intrinsicSize(of: AttributedText("Light", attributes: TextAttributes(font: font))).width
        #expect(control.intrinsicContentSize == Size(2 * (light + 15), 29))
    }
}

/// Labels of several lines, word-wrapped, and fonts that shrink to fit (UILabel's
/// `numberOfLines` and `adjustsFontSizeToFitWidth`).
@MainActor
@Suite("Label lines and fitting")
struct LabelLinesTests {
    static func texts(_ l: Label) -> [(String, Double, Rect)] {
        var list = DrawList(size: Size(1000, 1000))
        l.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        return list.quads.compactMap { q in
            if case .text(let t) = q.content {
                return (t.text, t.fontSize, q.transform.boundingBox(of: Rect(size: q.size)))
            }
            return nil
        }
    }

    @Test func wrapsAtWordsIntoNumberOfLines() {
        let l = Label(frame: Rect(0, 0, 200, 200), text: "The quick brown fox jumps over the lazy dog again and again")
        #expect(Self.texts(l).count == 1, "one block of text")
        #expect(l.textLayout.lineCount == 1 && l.isTruncated, "one line by default, cut")
        l.numberOfLines = 0
        #expect(l.textLayout.lineCount > 2 && !l.isTruncated)
        #expect(l.textLayout.size.width <= 200 && l.textLayout.size.height <= 200)
        let drawn = Self.texts(l)
        #expect(drawn.count == 1 && drawn[0].0 == l.text, "the whole text is handed to the engine")
        l.numberOfLines = 2
        #expect(l.textLayout.lineCount == 2 && l.isTruncated)
    }

    @Test func shrinksToFitWidthAndHeight() {
        let l = Label(frame: Rect(0, 0, 120, 30), text: "A rather long single line of text")
        l.font = .systemFont(ofSize: 20)
        #expect(l.effectiveFontSize == 20)
        l.adjustsFontSizeToFitWidth = true
        #expect(l.effectiveFontSize < 20 && l.textLayout.size.width <= 120 && !l.isTruncated)
        l.minimumScaleFactor = 0.9
        #expect(l.effectiveFontSize == 18)
        l.minimumScaleFactor = 0
        l.numberOfLines = 0
        l.frame = Rect(0, 0, 120, 40)
        #expect(l.textLayout.size.height <= 40 && l.textLayout.size.width <= 120)
        let b = Button(frame: Rect(0, 0, 60, 30), title: "Animations")
        b.adjustsFontSizeToFitWidth = true
        #expect(TextSystem.measurer.layout(b.titleSpec).size.width <= 60)
        #expect(!TextSystem.measurer.layout(b.titleSpec).isTruncated)
    }
}

/// A button's titles and colours per state (UIKit's `setTitle(_:for:)` and its kin).
@MainActor
@Suite struct ButtonStateTests {
    func drawn(_ b: Button) -> (String, Color)? {
        var list = DrawList(size: Size(200, 44), clearColor: .clear)
        b.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        for q in list.quads { if case .text(let t) = q.content { return (t.text, t.firstAttributes.foregroundColor) } }
        return nil
    }

    @Test func aStateWithoutATitleOfItsOwnShowsTheNormalOne() {
        let b = Button(frame: Rect(0, 0, 200, 44), title: "Follow")
        b.setTitle("Following", for: .selected)
        b.setTitleColor(.red, for: .selected)
        b.setTitleColor(.gray, for: .disabled)
        #expect(b.title(for: .normal) == "Follow" && b.title(for: .highlighted) == "Follow" && b.currentTitle == "Follow")
        #expect(drawn(b)?.0 == "Follow" && drawn(b)?.1 == .systemBlue)
        b.isSelected = true
        #expect(b.state == .selected && b.currentTitle == "Following")
        #expect(drawn(b)?.0 == "Following" && drawn(b)?.1 == .red)
        // Selected and pressed is a state of its own: without a title of its own it shows the
        // normal title, as UIKit's.
        b.isHighlighted = true
        #expect(b.state == [.selected, .highlighted] && b.currentTitle == "Follow")
        b.setTitle("Unfollow", for: [.selected, .highlighted])
        #expect(b.currentTitle == "Unfollow")
        b.isHighlighted = false
        b.isSelected = false
        // A disabled button dims its colour unless the disabled state has one.
        b.isEnabled = false
        #expect(drawn(b)?.1 == .gray)
        b.setTitleColor(nil, for: .disabled)
        #expect(drawn(b)?.1 == Color.systemBlue.withAlpha(0.4))
        // `title` and `titleColor` are the normal state's.
        b.title = "Join"
        #expect(b.title(for: .normal) == "Join" && b.title(for: .disabled) == "Join")
        #expect(ControlEvent.touchUpInside == .primaryActionTriggered)
    }

    @Test func aStatesTitleSizesTheButtonWhileShown() {
        let b = Button(title: "Go")
        b.setTitle("Going somewhere far", for: .selected)
        let normal = b.intrinsicContentSize.width
        b.isSelected = true
        #expect(b.intrinsicContentSize.width > normal)
    }

    @Test func storyboardStatesAreReadAndWrittenBack() throws {
        let yaml = """
        version: 1
        initial: a
        scenes:
          - id: a
            view:
              subviews:
                - {id: b, type: button, title: Follow, selected: true, states: {selected: {title: Following, color: '#ff0000'}, disabled: {color: '#888888'}}}
        """
        let sb = try Storyboard.parse(yaml, path: "s.yaml", baseDirectory: "/tmp", registries: SegueRegistries()).get()
        let vc = try #require(sb.instantiateViewController(withIdentifier: "a"))
        let b = try #require(vc.view.descendants.compactMap { $0 as? Button }.first)
        #expect(b.isSelected && b.currentTitle == "Following" && b.titleColor(for: .selected)?.hexString == "#FF0000")
        #expect(b.titleColor(for: .disabled)?.hexString == "#888888")
        let written = try StoryboardYAMLWriter.yaml(sb.file)
        #expect(written.contains("states:") && written.contains("Following"))
        // An unknown state is an error naming the ones there are.
        let bad = yaml.replacingOccurrences(of: "disabled: {color", with: "pressed: {color")
        guard case .failure(let e) = Storyboard.parse(bad, path: "s.yaml", baseDirectory: "/tmp", registries: SegueRegistries()) else {
            Issue.record("an unknown state loaded")
            return
        }
        #expect(e.diagnostics.contains { $0.message.contains("pressed") && $0.message.contains("highlighted") }, "\(e.diagnostics)")
    }

}
