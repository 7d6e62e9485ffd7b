import Foundation
import Testing
@testable import SegueCore

/// The text limit `check` and the renderer share, and laying out long text staying linear.
@Suite("Text limits: the character limit, linear layout")
struct TextMetricsLimitsTests {
    @Test("A text may have 10,000 characters; one more is a problem that says how many")
    func characterLimit() throws {
        #expect(TextMetrics.problem(with: String(repeating: "x", count: TextMetrics.maxCharacters)) == nil)
        let why = try #require(TextMetrics.problem(with: String(repeating: "é", count: TextMetrics.maxCharacters + 1)))
        #expect(why == "a text of 10001 characters is over the limit of 10000 characters a text may have")
    }

    @Test("Format characters and combining marks measure to zero width",
          arguments: ["\u{200B}", "\u{202E}", "\u{2060}", "\u{200B}\u{200B}\u{FEFF}"])
    func zeroWidth(text: String) {
        let m = FixedTextMeasurer()
        func width(_ s: String) -> Double { m.layout(TextSpec(AttributedText(s))).size.width }
        #expect(width(text) == 0)
        #expect(width("a" + text) == width("a"))
    }

    @Test("Wrapping a word of 300,000 letters into a narrow line is linear", arguments: [1_000, 300_000])
    func linearWrap(_ n: Int) {
        let start = Date()
        let text = String(repeating: "x", count: n)
        let spec = TextSpec(AttributedText(text, attributes: TextAttributes(font: .systemFont(ofSize: 10))),
                            maxWidth: 200, numberOfLines: 0)
        let (lines, cut, _) = FixedTextMeasurer().lines(spec)
        #expect(!cut && lines.map(\.text).joined() == text)
        #expect(lines.count == (n + 39) / 40, "40 letters of 5 points a line")
        #expect(Date().timeIntervalSince(start) < 5, "wrapping took \(Date().timeIntervalSince(start)) s")
    }

    @MainActor
    @Test("A one-line label of 1.2 million characters measures and draws as one block, quickly")
    func hugeLabel() {
        let start = Date()
        let text = String(repeating: "word ", count: 240_000) + "end"
        let l = Label(frame: Rect(0, 0, 400, 40), text: "start " + text)
        #expect(l.isTruncated && l.textLayout.lineCount == 1 && l.textLayout.size.width <= 400)
        var list = DrawList(size: Size(400, 40))
        l.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        #expect(list.quads.count == 1)
        #expect(Date().timeIntervalSince(start) < 10, "took \(Date().timeIntervalSince(start)) s")
    }
}
