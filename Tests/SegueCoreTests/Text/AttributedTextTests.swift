import Foundation
import Testing
@testable import SegueCore

/// Attributed text: runs stay normalised, so equal-looking texts are equal.
@Suite("Text model: attributed text")
struct AttributedTextTests {
    @Test("Empty runs are dropped and equal neighbours joined")
    func normalised() {
        let bold = TextAttributes(font: .boldSystemFont(ofSize: 17))
        let t = AttributedText(runs: [TextRun("a"), TextRun(""), TextRun("b"), TextRun("c", attributes: bold)])
        #expect(t.runs.count == 2 && t.runs[0].text == "ab" && t.string == "abc")
        #expect(t == AttributedText(runs: [TextRun("ab"), TextRun("c", attributes: bold)]))
        #expect(AttributedText("").isEmpty && AttributedText.empty.paragraphStyle == .default)
    }

    @Test("A change to every run, as setting a label's font does, can join runs")
    func updating() {
        let t = AttributedText(runs: [TextRun("a", attributes: TextAttributes(font: .systemFont(ofSize: 10))),
                                      TextRun("b", attributes: TextAttributes(font: .systemFont(ofSize: 20)))])
        let u = t.updatingAttributes { $0.font = .systemFont(ofSize: 12) }
        #expect(u.runs.count == 1 && u.runs[0].attributes.font.pointSize == 12)
    }

    @Test("The plain text spec keeps the old single-line shape")
    func plainSpec() {
        let s = TextSpec("Go", fontSize: 15, color: .red, bold: true)
        #expect(s.text == "Go" && s.fontSize == 15 && s.bold && s.color == .red && s.numberOfLines == 1)
        var t = s
        t.text = "Stop"
        #expect(t.fontSize == 15 && t.bold && t.text == "Stop")
    }
}
