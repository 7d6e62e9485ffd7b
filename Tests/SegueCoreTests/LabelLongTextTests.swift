import Foundation
import SegueTestSupport
import Testing
@testable import SegueCore

/// Labels of very long text: only what the bounds can show is handed to the renderer, and
/// wrapping takes time linear in the text, so a label of a million characters costs about
/// what its box holds.
@MainActor
@Suite struct LabelLongTextTests {
    /// The straightforward wrap (each candidate line measured whole), the oracle for
    /// `TextMetrics.wrap` on short texts.
    static func referenceWrap(_ text: String, width: Double, fontSize: Double, bold: Bool) -> [String] {
        func w(_ s: String) -> Double { TextMetrics.width(of: s, fontSize: fontSize, bold: bold) }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if line.isEmpty || w(candidate) <= width { line = candidate } else { lines.append(line); line = word }
                while w(line) > width, line.count > 1 {
                    var head = ""
                    for ch in line {
                        if !head.isEmpty, w(head + String(ch)) > width { break }
                        head.append(ch)
                    }
                    lines.append(head)
                    line = String(line.dropFirst(head.count))
                }
            }
            lines.append(line)
        }
        return lines
    }

    @Test("Wrapping gives the lines measuring each whole candidate gives", arguments: 0..<200)
    func wrapMatchesTheReference(_ seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let alphabet = Array("aW i.\n  MMMMMMMMlé\u{301}日本 ")
        let text = String((0..<rng.below(120)).map { _ in rng.pick(alphabet) })
        let width = Double(rng.below(200)) + 1, size = Double(rng.below(30)) + 4, bold = rng.below(2) == 0
        #expect(TextMetrics.wrap(text, width: width, fontSize: size, bold: bold)
                == Self.referenceWrap(text, width: width, fontSize: size, bold: bold), "\(text.debugDescription) \(width) \(size)")
    }

    @Test("A word of 300,000 characters wraps in linear time", arguments: [1_000, 300_000])
    func longWordWraps(_ n: Int) {
        let text = String(repeating: "x", count: n)
        let lines = TextMetrics.wrap(text, width: 200, fontSize: 17)
        #expect(lines.joined() == text)
        let perLine = Int(200 / TextMetrics.width(of: "x", fontSize: 17))
        #expect(lines.count == (n + perLine - 1) / perLine)
    }

    @Test("A one-line label of 1.2 million characters hands the renderer only what its box can show",
          arguments: [TextAlignment.left, .center, .right])
    func oneLineIsCut(_ alignment: TextAlignment) {
        let text = String(repeating: "word ", count: 240_000) + "end"
        let l = Label(frame: Rect(0, 0, 400, 40), text: "start " + text)
        l.textAlignment = alignment
        let drawn = LabelLinesTests.texts(l)
        #expect(drawn.count == 1)
        guard let shown = drawn.first?.0 else { return }
        #expect(shown.count < 2_000, "\(shown.count) characters rasterised")
        // What the box shows is kept: the start, the end, or the middle.
        switch alignment {
        case .left: #expect(shown.hasPrefix("start word"))
        case .right: #expect(shown.hasSuffix("word end"))
        case .center:
            // Cut at the same measured width from each end.
            let full = TextMetrics.width(of: l.text, fontSize: 17), kept = TextMetrics.width(of: shown, fontSize: 17)
            #expect(kept >= 2 * 400 && kept < 2 * 400 + 2048 + 40)
            #expect(full > kept)
        case .justified, .natural: break
        }
    }

    @Test("Text that fits, or overflows a little, is handed over whole", arguments: [TextAlignment.left, .center, .right])
    func shortTextIsKept(_ alignment: TextAlignment) {
        for text in ["", "Hello", String(repeating: "overflowing ", count: 20)] {
            #expect(TextMetrics.visiblePart(of: text, width: 300, fontSize: 17, alignment: alignment) == text)
        }
    }

    @Test("The left-aligned cut never removes a character the box could show",
          arguments: ["iiii", "WWWW", "\u{301}\u{200B}a", "日本語"])
    func leftCutKeepsWhatShows(_ unit: String) {
        // Whatever the characters, what is kept measures at least the box at its narrowest.
        let text = String(repeating: unit, count: 50_000)
        for size in [4.0, 17, 200] {
            let shown = TextMetrics.visiblePart(of: text, width: 500, fontSize: size, alignment: .left)
            // Cut between scalars (a cluster cut in two is far outside the box).
            #expect(text.unicodeScalars.starts(with: shown.unicodeScalars), "\(unit.debugDescription) at \(size)")
            let least = shown.unicodeScalars.reduce(0.0) { $0 + TextMetrics.leastAdvance($1, bold: false) * size }
            let all = shown.unicodeScalars.count == text.unicodeScalars.count
            #expect(all || least >= 500, "\(unit.debugDescription) at \(size): \(shown.unicodeScalars.count) scalars kept")
        }
    }
}
