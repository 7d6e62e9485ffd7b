import Foundation
import Testing
@testable import SegueCore

/// The fixed measurer's rules, and the truncation decisions every text view relies on.
@Suite("Text model: the fixed measurer's layout and truncation")
struct FixedTextMeasurerTests {
    let m = FixedTextMeasurer()

    /// Equal within rounding (the measurer multiplies ems by sizes).
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    func close(_ a: Size, _ b: Size) -> Bool { close(a.width, b.width) && close(a.height, b.height) }

    func spec(_ text: String, size: Double = 10, width: Double = .infinity, lines: Int = 1,
              mode: LineBreakMode = .byTruncatingTail, height: Double = .infinity) -> TextSpec {
        var a = TextAttributes(font: .systemFont(ofSize: size))
        a.paragraphStyle.lineBreakMode = mode
        return TextSpec(AttributedText(text, attributes: a), maxWidth: width, maxHeight: height, numberOfLines: lines)
    }

    @Test("Advances: 0.5 em, spaces 0.25, wide characters 1, marks nothing; bold 10% wider; kerning per character")
    func advances() {
        #expect(close(m.layout(spec("Hello")).size, Size(25, 12)))
        #expect(m.layout(spec("a b")).size.width == 12.5)
        #expect(m.layout(spec("日本")).size.width == 20)
        #expect(m.layout(spec("😀")).size.width == 10)
        #expect(m.layout(spec("e\u{301}\u{200B}")).size.width == 5)
        let bold = TextSpec(AttributedText("ab", attributes: TextAttributes(font: .boldSystemFont(ofSize: 10))))
        #expect(abs(m.layout(bold).size.width - 11) < 1e-9)
        let kerned = TextSpec(AttributedText("ab", attributes: TextAttributes(font: .systemFont(ofSize: 10), kern: 2)))
        #expect(m.layout(kerned).size.width == 14)
        #expect(m.layout(spec("")) == .empty)
    }

    @Test("Baselines: the ascender below the top, and the last line's")
    func baselines() {
        let one = m.layout(spec("ab"))
        #expect(abs(one.firstBaseline - 9.5) < 1e-9 && one.firstBaseline == one.lastBaseline)
        let two = m.layout(spec("ab\ncd", lines: 0))
        #expect(two.lineCount == 2 && abs(two.lastBaseline - 21.5) < 1e-9 && abs(two.size.height - 24) < 1e-9)
    }

    @Test("A text style's lines are its baseline distance apart; other fonts', their own height; spacing adds, never subtracts")
    func textStyleGap() {
        func two(_ font: Font, _ change: (inout ParagraphStyle) -> Void = { _ in }) -> TextLayout {
            var a = TextAttributes(font: font)
            a.paragraphStyle.lineBreakMode = .byWordWrapping
            change(&a.paragraphStyle)
            return m.layout(TextSpec(AttributedText("ab\ncd", attributes: a), numberOfLines: 0))
        }
        // Body text: a line of 1.2 × 17 = 20.4, the next 22 below it.
        let body = two(.preferredFont(forTextStyle: .body))
        #expect(close(body.size.height, 20.4 + 22) && close(body.lastBaseline - body.firstBaseline, 22))
        // The same face by size alone, or resized, keeps its own lines.
        #expect(close(two(.systemFont(ofSize: 17)).size.height, 40.8))
        #expect(close(two(Font.preferredFont(forTextStyle: .body).withSize(17.5)).size.height, 42))
        #expect(close(two(Font(name: "Georgia", pointSize: 17, textStyle: .body)).size.height, 40.8))
        // Line spacing adds to the gap; a negative one is none; a fixed line height takes no gap.
        #expect(close(two(.preferredFont(forTextStyle: .body)) { $0.lineSpacing = 3 }.size.height, 20.4 + 22 + 3))
        #expect(close(two(.systemFont(ofSize: 17)) { $0.lineSpacing = -5 }.size.height, 40.8))
        #expect(close(two(.preferredFont(forTextStyle: .body)) { $0.minimumLineHeight = 24; $0.maximumLineHeight = 24 }.size.height, 48))
    }

    @Test("Word wrapping breaks after spaces; a long word breaks between characters")
    func wrapping() {
        let (lines, cut, _) = m.lines(spec("aaaa bbbb cc", width: 50, lines: 0, mode: .byWordWrapping))
        #expect(lines.map(\.text) == ["aaaa bbbb ", "cc"] && !cut)
        #expect(lines[0].width == 42.5)
        let long = m.lines(spec("aaaaaaaaaaaa", width: 25, lines: 0, mode: .byWordWrapping)).lines.map(\.text)
        #expect(long == ["aaaaa", "aaaaa", "aa"])
        let chars = m.lines(spec("aa bbbb", width: 25, lines: 0, mode: .byCharWrapping)).lines.map(\.text)
        #expect(chars == ["aa bb", "bb"])
    }

    @Test("One line: tail, head and middle truncation keep what fits around an ellipsis")
    func truncation() {
        let text = "abcdefghij"  // 50 pt at 10 pt
        let tail = m.lines(spec(text, width: 30, mode: .byTruncatingTail))
        #expect(tail.lines.map(\.text) == ["abcde…"] && tail.isTruncated)
        #expect(m.lines(spec(text, width: 30, mode: .byTruncatingHead)).lines.map(\.text) == ["…fghij"])
        #expect(m.lines(spec(text, width: 30, mode: .byTruncatingMiddle)).lines.map(\.text) == ["abc…ij"])
        let clip = m.layout(spec(text, width: 30, mode: .byClipping))
        #expect(clip.isTruncated && clip.size.width == 30)
        let fits = m.layout(spec(text, width: 50))
        #expect(!fits.isTruncated && fits.size.width == 50)
    }

    @Test("Several lines: words wrap, and only the last line that shows is truncated")
    func multiLine() {
        let r = m.lines(spec("one two three four five", width: 40, lines: 2))
        #expect(r.lines.map(\.text) == ["one two ", "three f…"] && r.isTruncated)
        let all = m.layout(spec("one two three four five", width: 40, lines: 0))
        #expect(all.lineCount == 4 && !all.isTruncated)
        let wrapped = m.layout(spec("one two three four five", width: 40, lines: 2, mode: .byWordWrapping))
        #expect(wrapped.lineCount == 2 && wrapped.isTruncated)
    }

    @Test("The height leaves out lines that do not fit wholly, but never the first")
    func heightLimit() {
        let r = m.layout(spec("a\nb\nc", lines: 0, height: 25))
        #expect(r.lineCount == 2 && r.isTruncated)
        #expect(m.layout(spec("a\nb", lines: 0, height: 1)).lineCount == 1)
    }

    @Test("Line spacing goes between lines; a line height multiple scales each line")
    func spacing() {
        var a = TextAttributes(font: .systemFont(ofSize: 10))
        a.paragraphStyle.lineSpacing = 4
        #expect(abs(m.layout(TextSpec(AttributedText("a\nb", attributes: a))).size.height - 28) < 1e-9)
        a.paragraphStyle.lineSpacing = 0
        a.paragraphStyle.lineHeightMultiple = 2
        #expect(abs(m.layout(TextSpec(AttributedText("a\nb", attributes: a))).size.height - 48) < 1e-9)
    }

    @Test("Lines are as tall as their largest font")
    func mixedFonts() {
        let t = AttributedText(runs: [TextRun("a", attributes: TextAttributes(font: .systemFont(ofSize: 10))),
                                      TextRun("B", attributes: TextAttributes(font: .systemFont(ofSize: 20)))])
        let r = m.layout(TextSpec(t))
        #expect(close(r.size, Size(15, 24)) && close(r.firstBaseline, 19))
    }
}
