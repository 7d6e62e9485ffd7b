import Foundation
import Testing
@testable import SegueCore

/// The text rules `check` and the renderer share: what measures to nothing, the character
/// limit, and wrapping that stays linear at the limit.
@Suite("Text metrics: zero width, the limit, linear wrapping")
struct TextMetricsLimitsTests {
    @Test("Format characters and combining marks measure to zero width, as the fonts draw them",
          arguments: ["", "\u{200B}", "\u{202E}", "\u{2060}", "\u{200B}\u{200B}\u{FEFF}", "\u{0301}"])
    func zeroWidth(text: String) {
        #expect(TextMetrics.width(of: text, fontSize: 17) == 0)
        #expect(TextMetrics.width(of: "a" + text, fontSize: 17) == TextMetrics.width(of: "a", fontSize: 17))
    }

    @Test("A text may have 10,000 characters; one more is a problem that says how many")
    func characterLimit() throws {
        #expect(TextMetrics.problem(with: String(repeating: "x", count: TextMetrics.maxCharacters)) == nil)
        let why = try #require(TextMetrics.problem(with: String(repeating: "é", count: TextMetrics.maxCharacters + 1)))
        #expect(why == "a text of 10001 characters is over the limit of 10000 characters a text may have")
    }

    @Test("A word wider than the line breaks between characters, greedily, as before")
    func breaking() {
        let w = TextMetrics.width(of: "W", fontSize: 10)
        #expect(TextMetrics.wrap("WWWWW", width: w * 2, fontSize: 10) == ["WW", "WW", "W"])
        #expect(TextMetrics.wrap("ab WWWWW cd", width: w * 2, fontSize: 10) == ["ab", "WW", "WW", "W", "cd"])
        #expect(TextMetrics.wrap("a b c\nd", width: 1000, fontSize: 10) == ["a b c", "d"])
        #expect(TextMetrics.wrap("WWW", width: 1, fontSize: 10) == ["W", "W", "W"])
    }

    @Test("Wrapping 10,000 letters into a 5-point line is linear: 10,000 lines, quickly")
    func linearWrap() {
        let start = Date()
        let lines = TextMetrics.wrap(String(repeating: "W", count: TextMetrics.maxCharacters), width: 5, fontSize: 17)
        #expect(lines.count == TextMetrics.maxCharacters)
        let words = TextMetrics.wrap(String(repeating: "ab ", count: 3_333), width: 1e9, fontSize: 17)
        #expect(words.count == 1)
        #expect(Date().timeIntervalSince(start) < 2, "wrapping took \(Date().timeIntervalSince(start)) s")
    }
}
