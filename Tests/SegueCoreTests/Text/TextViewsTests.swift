import Foundation
import Testing
@testable import SegueCore

/// Labels and buttons measured by the text engine (the fixed measurer here): UIKit's defaults,
/// intrinsic sizes, truncation, baselines, and one text block in the draw list.
@MainActor
@Suite("Text model: labels and buttons")
struct TextViewsTests {
    func texts(_ v: View) -> [(TextSpec, Quad)] {
        var list = DrawList(size: Size(1000, 1000))
        v.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        return list.quads.compactMap { q in if case .text(let t) = q.content { return (t, q) } else { return nil } }
    }

    @Test("UIKit's defaults: labels 17-point system, natural, tail truncation, one line; buttons 15-point regular")
    func defaults() {
        let l = Label(text: "Hi")
        #expect(l.font == .systemFont(ofSize: 17) && l.textAlignment == .natural && l.lineBreakMode == .byTruncatingTail)
        #expect(l.numberOfLines == 1 && l.textColor == .black)
        let b = Button(title: "Go")
        #expect(b.font == .systemFont(ofSize: 15) && !b.font.isBold && b.lineBreakMode == .byTruncatingMiddle)
        #expect(b.titleSpec.fontSize == 15 && !b.titleSpec.bold)
    }

    @Test("On an emulated screen a label's and a button's intrinsic size are whole pixels of it, rounded up, and layout keeps them there")
    func intrinsicSizesAreWholePixels() throws {
        // The fixed measurer: "Hello" at 17 points is 42.5 × 20.4; "Button" at 16, 48 × 19.2, and 31.2 high with its padding.
        let expected: [(String, Size, Size)] = [("iphone-8", Size(42.5, 20.5), Size(48, 31.5)),       // 2×
                                                ("iphone-8-plus", Size(42 + 2.0 / 3, 20 + 2.0 / 3), Size(48, 31 + 1.0 / 3))]  // 3×
        for (name, labelSize, buttonSize) in expected {
            let device = try #require(DeviceProfile.named(name))
            let window = Window(size: device.size, clock: ManualClock())
            window.device = device
            let l = Label(text: "Hello"), b = Button(title: "Button")
            b.font = .systemFont(ofSize: 16)
            for v in [l, b] as [View] {
                v.translatesAutoresizingMaskIntoConstraints = false
                window.rootView.addSubview(v)
                NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
                                             v.topAnchor.constraint(equalTo: window.rootView.topAnchor)])
            }
            window.rootView.layoutIfNeeded()
            func near(_ a: Size, _ b: Size) -> Bool { abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6 }
            #expect(near(l.intrinsicContentSize, labelSize) && near(l.frame.size, labelSize), "\(name): \(l.frame)")
            #expect(near(b.intrinsicContentSize, buttonSize) && near(b.frame.size, buttonSize), "\(name): \(b.frame)")
            // Whole pixels stay as they are; an empty label has no size.
            #expect(Label(text: "").intrinsicContentSize == Size(0, 0))
        }
        // In no emulated screen's window, the size is as measured.
        #expect(abs(Label(text: "Hello").intrinsicContentSize.height - 20.4) < 1e-9)
    }

    @Test("The intrinsic size is the measured text; a button adds 6 points above and below and is 30 wide at least")
    func intrinsicSizes() {
        let l = Label(text: "Hello")
        l.font = .systemFont(ofSize: 10)
        #expect(abs(l.intrinsicContentSize.width - 25) < 1e-9 && abs(l.intrinsicContentSize.height - 12) < 1e-9)
        #expect(Label(text: "").intrinsicContentSize == Size(0, 0))
        let b = Button(title: "Button")
        #expect(abs(b.intrinsicContentSize.width - 45) < 1e-9 && abs(b.intrinsicContentSize.height - 30) < 1e-9)
        // A short title's button is 30 points wide at least, as UIKit's ("no" alone is 15),
        // unless content insets are set; an untitled one has no size.
        let no = Button(title: "no")
        #expect(no.intrinsicContentSize == Size(30, 30))
        no.contentEdgeInsets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(abs(no.intrinsicContentSize.width - 17) < 1e-9)
        #expect(Button(title: "").intrinsicContentSize == Size(View.noIntrinsicMetric, View.noIntrinsicMetric))
        // Several lines wrap at the preferred width.
        let many = Label(text: "aaaa bbbb cccc")
        many.font = .systemFont(ofSize: 10)
        many.numberOfLines = 0
        many.preferredMaxLayoutWidth = 30
        #expect(abs(many.intrinsicContentSize.height - 36) < 1e-9 && many.intrinsicContentSize.width <= 30)
    }

    @Test("Content edge insets replace the title's padding in the intrinsic size and move the title inside them")
    func contentEdgeInsets() {
        let b = Button(title: "Button")
        let plain = b.intrinsicContentSize
        b.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 3, right: 20)
        let s = b.intrinsicContentSize
        #expect(abs(s.width - (plain.width + 30)) < 1e-9)
        #expect(abs(s.height - (plain.height - 2 * Button.titleVerticalPadding + 8)) < 1e-9)
        b.frame = Rect(0, 0, 100, 40)
        let drawn = texts(b)
        #expect(drawn.count == 1)
        #expect(drawn[0].1.size == Size(70, 32) && drawn[0].0.maxWidth == 70, "the title's room is the bounds less the insets")
        let origin = drawn[0].1.transform.project(Point(0, 0))
        #expect(abs(origin.x - 10) < 1e-9 && abs(origin.y - 5) < 1e-9)
    }

    @Test("A label of several lines is as wide as its text unless its constraints keep it narrower, whatever width it had")
    func severalLinesTakeTheWidthOfTheirText() {
        let root = View(frame: Rect(0, 0, 300, 200))
        // A frame narrower than the text, as a stored frame laid out with a narrower font is.
        let l = Label(frame: Rect(0, 0, 12, 40), text: "Date here")
        l.font = .systemFont(ofSize: 10)
        l.numberOfLines = 0
        l.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(l)
        let natural = Label.intrinsicSize(of: l.attributedText).width
        #expect(natural > 40 && natural < 45)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            l.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(l.frame == Rect(10, 10, natural, 12) && l.textLayout.lineCount == 1, "\(l.frame)")
        // A limit narrower than the text wraps it, and the height follows.
        let limit = l.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 40)
        limit.isActive = true
        root.layoutIfNeeded()
        #expect(l.frame == Rect(10, 10, 30, 24) && l.textLayout.lineCount == 2, "\(l.frame)")
        limit.isActive = false
        root.layoutIfNeeded()
        #expect(l.frame == Rect(10, 10, natural, 12), "freed, it is one line again: \(l.frame)")
    }

    @Test("Setting the font, colour or alignment restyles attributed text; setting it reads them back")
    func attributedAndPlain() {
        let l = Label(text: "")
        l.attributedText = AttributedText(runs: [TextRun("a", attributes: TextAttributes(font: .systemFont(ofSize: 30), foregroundColor: .red)),
                                                 TextRun("b", attributes: TextAttributes(font: .boldSystemFont(ofSize: 12)))])
        #expect(l.font == .systemFont(ofSize: 30) && l.textColor == .red && l.text == "ab")
        #expect(l.attributedText.runs.count == 2, "reading the first run back keeps the others")
        l.textAlignment = .center
        #expect(l.attributedText.runs.allSatisfy { $0.attributes.paragraphStyle.alignment == .center })
        l.font = .systemFont(ofSize: 9)
        #expect(l.attributedText.runs.allSatisfy { $0.attributes.font == .systemFont(ofSize: 9) })
        l.text = "plain"
        #expect(l.attributedText.runs == [TextRun("plain", attributes: TextAttributes(font: .systemFont(ofSize: 9), foregroundColor: .red,
                                                                                     paragraphStyle: ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail)))])
    }

    @Test("Truncation: a label too narrow is cut as its line break mode says, and draws one block")
    func truncation() {
        let l = Label(frame: Rect(0, 0, 30, 12), text: "abcdefghij")
        l.font = .systemFont(ofSize: 10)
        #expect(l.isTruncated && l.textLayout.size.width <= 30)
        l.frame = Rect(0, 0, 50, 12)
        #expect(!l.isTruncated)
        let drawn = texts(l)
        #expect(drawn.count == 1)
        #expect(drawn[0].0.maxWidth == 50 && drawn[0].0.numberOfLines == 1 && drawn[0].0.attributedText == l.attributedText)
        #expect(drawn[0].1.size == Size(50, 12))
        l.numberOfLines = 0
        l.frame = Rect(0, 0, 30, 100)
        #expect(!l.isTruncated && l.textLayout.lineCount == 2)
    }

    @Test("Baselines: the first line's from the top, the last line's from the bottom, text centred")
    func baselines() {
        let l = Label(frame: Rect(0, 0, 100, 40), text: "ab")
        l.font = .systemFont(ofSize: 10)
        // The 12-point line is centred: its top at 14, its baseline 9.5 below.
        #expect(abs((l.firstBaselineOffsetFromTop ?? 0) - 23.5) < 1e-9)
        #expect(abs((l.lastBaselineOffsetFromBottom ?? 0) - 16.5) < 1e-9)
        let unsized = Label(text: "ab")
        unsized.font = .systemFont(ofSize: 10)
        #expect(abs((unsized.firstBaselineOffsetFromTop ?? 0) - 9.5) < 1e-9)
        #expect(Label(text: "").firstBaselineOffsetFromTop == nil)
        let b = Button(title: "ab")
        #expect(abs((b.firstBaselineOffsetFromTop ?? 0) - (6 + 0.95 * 15)) < 1e-9)
        // A text view's lines start below its 8-point inset; an image view's baselines are its bottom.
        let t = TextView(frame: Rect(0, 0, 100, 40))
        t.text = "ab"
        t.font = .systemFont(ofSize: 10)
        t.layoutIfNeeded()
        #expect(abs((t.firstBaselineOffsetFromTop ?? 0) - (8 + 9.5)) < 1e-9)
        #expect(TextView(frame: Rect(0, 0, 100, 40)).firstBaselineOffsetFromTop == nil)
        #expect(ImageView().baselineOffsetFromBottom == 0 && View().baselineOffsetFromBottom == nil)
    }

    @Test("A button's title shrinks to fit when asked, and is cut in the middle otherwise")
    func buttonFitting() {
        let b = Button(frame: Rect(0, 0, 40, 30), title: "abcdefghij")
        #expect(TextSystem.measurer.layout(b.titleSpec).isTruncated)
        b.adjustsFontSizeToFitWidth = true
        #expect(b.effectiveFontSize < 15 && !TextSystem.measurer.layout(b.titleSpec).isTruncated)
        let drawn = texts(b)
        #expect(drawn.count == 1 && drawn[0].1.contentMode == .center)
    }

    @Test("A label shrinks every run by one factor")
    func shrinking() {
        let l = Label(frame: Rect(0, 0, 50, 30), text: "")
        l.attributedText = AttributedText(runs: [TextRun("aaaa", attributes: TextAttributes(font: .systemFont(ofSize: 20))),
                                                 TextRun("bbbb", attributes: TextAttributes(font: .systemFont(ofSize: 10)))])
        l.adjustsFontSizeToFitWidth = true
        let runs = l.textSpec.attributedText.runs
        #expect(runs[0].attributes.font.pointSize < 20 && !l.isTruncated)
        #expect(abs(runs[0].attributes.font.pointSize / runs[1].attributes.font.pointSize - 2) < 1e-9)
    }
}
