import Foundation
import SegueAssets
import SegueCore
import Testing

/// SF's line height: lines of the system font are as tall as UIKit's, though Inter draws them
/// (docs/text.md, "SF's line height").
@Suite("SF's line height")
struct SFLineHeightTests {
    static let engine = SFTrackingTests.engine
    /// SF's line height in ems (its `hhea` ascender 1950 and descender 494 of 2048 units).
    static let sf = 2444.0 / 2048

    static func layout(_ text: String, _ font: Font, multiple: Double = 0, width: Double = .infinity) -> TextLayout {
        var style = ParagraphStyle(alignment: .natural, lineBreakMode: .byWordWrapping)
        style.lineHeightMultiple = multiple
        let spec = TextSpec(AttributedText(text, attributes: TextAttributes(font: font, paragraphStyle: style)),
                            maxWidth: width, maxHeight: .infinity, numberOfLines: 0)
        return engine.layout(spec)
    }

    @Test("A line of the system font, or of SF by name, is SF's height at every size; its metrics say the same")
    func systemLinesAreSFs() {
        for size in [9.0, 12, 13, 15, 17, 20, 28, 34, 61] {
            let expected = Self.sf * size
            for font in [Font.systemFont(ofSize: size), .boldSystemFont(ofSize: size), Font(name: "SFProText-Regular", size: size)] {
                let h = Self.layout("Hamburgefonts", font).size.height
                #expect(abs(h - expected) < 0.01, "\(font) at \(size): \(h) against \(expected)")
                let m = Self.engine.metrics(of: font)
                #expect(abs(m.lineHeight - expected) < 0.01 && m.leading == 0, "\(font): \(m)")
                // The baseline stays within 0.01 em of SF's (its ascender, 1950 units).
                #expect(abs(m.ascender - 1950.0 / 2048 * size) < 0.01 * size, "\(font): \(m.ascender)")
            }
        }
        // Avenir is drawn by the same face, but is no SF: its lines are the face's own, taller.
        #expect(Self.layout("Hamburgefonts", Font(name: "Avenir", size: 17)).size.height > Self.sf * 17 + 0.2)
    }

    @Test("One-line labels are as high as Xcode stored them on a 2× screen, rounded up to its pixels")
    func heightsAsXcodeStoredThem() {
        // Point size and the height Xcode stores for a one-line label of the system font or the
        // text style of that size (the most frequent stored height over 13 public apps).
        let stored: [(Double, Double)] = [(12, 14.5), (13, 16), (14, 17), (15, 18), (16, 19.5), (17, 20.5), (20, 24)]
        for (size, height) in stored {
            let h = Self.layout("Settings", .systemFont(ofSize: size)).size.height
            #expect((h * 2 - 1e-6).rounded(.up) / 2 == height, "\(size): \(h)")
        }
    }

    @Test("Lines of characters a fallback face draws keep that face's height; a paragraph's multiple scales SF's")
    func fallbackAndMultiple() {
        let japanese = "日本語のテキスト"
        let system = Self.layout(japanese, .systemFont(ofSize: 17)).size.height
        let avenir = Self.layout(japanese, Font(name: "Avenir", size: 17)).size.height
        #expect(abs(system - avenir) < 0.01, "\(system) against \(avenir)")
        // A line mixing both is as tall as the taller.
        #expect(Self.layout("Tokyo 日本", .systemFont(ofSize: 17)).size.height >= system - 0.01)
        // Two lines at a multiple of 1.5: three of SF's lines.
        let two = Self.layout("Hamburgefonts Hamburgefonts", .systemFont(ofSize: 17), multiple: 1.5, width: 130)
        #expect(two.lineCount == 2 && abs(two.size.height - 3 * Self.sf * 17) < 0.02, "\(two.size.height)")
    }

    @Test("Lines in a text style are its leading apart: two body lines are 42⅓ points high, as Xcode stores them")
    func textStyleLeading() throws {
        let words = "Hamburgefonts Hamburgefonts Hamburgefonts"
        for style in Font.TextStyle.allCases {
            let font = Font.preferredFont(forTextStyle: style)
            let one = Self.layout("Hamburgefonts", font)
            let three = Self.layout(words, font, width: one.size.width + 1)
            #expect(three.lineCount == 3)
            // The first line is SF's height; each one after it starts the style's leading below.
            #expect(abs(one.size.height - Self.sf * font.pointSize) < 0.01, "\(style.name): \(one.size.height)")
            let pitch = max(style.baselineDistance, Self.sf * font.pointSize)
            #expect(abs(three.size.height - (one.size.height + 2 * pitch)) < 0.02, "\(style.name): \(three.size.height)")
            #expect(abs(three.lastBaseline - three.firstBaseline - 2 * pitch) < 0.02, "\(style.name)")
        }
        // On a 3× screen: 42⅓ and 64⅓ for body text (20 labels of 12 apps), 40⅔ for the system
        // font at 17 points.
        func stored(_ lines: Int, _ font: Font) -> Double {
            let words = Array(repeating: "Hamburgefonts", count: lines).joined(separator: " ")
            let h = Self.layout(words, font, width: Self.layout("Hamburgefonts", font).size.width + 1).size.height
            return (h * 3 - 1e-6).rounded(.up) / 3
        }
        #expect(abs(stored(2, .preferredFont(forTextStyle: .body)) - 127.0 / 3) < 1e-9)
        #expect(abs(stored(3, .preferredFont(forTextStyle: .body)) - 193.0 / 3) < 1e-9)
        #expect(abs(stored(2, .systemFont(ofSize: 17)) - 122.0 / 3) < 1e-9)
        // A paragraph's line spacing adds to the style's.
        var spaced = ParagraphStyle(alignment: .natural, lineBreakMode: .byWordWrapping)
        spaced.lineSpacing = 4
        let text = AttributedText("Two lines", attributes: TextAttributes(font: .preferredFont(forTextStyle: .body), paragraphStyle: spaced))
        let two = Self.engine.layout(TextSpec(text, maxWidth: 40, maxHeight: .infinity, numberOfLines: 0))
        #expect(abs(two.size.height - (Self.sf * 17 + 22 + 4)) < 0.02, "\(two.size.height)")
        // A font of the style's size that is no text style keeps SF's own lines.
        #expect(Font.systemFont(ofSize: 17).lineGap(lineHeight: Self.sf * 17) == 0)
        #expect(abs(Font.preferredFont(forTextStyle: .body).lineGap(lineHeight: Self.sf * 17) - (22 - Self.sf * 17)) < 1e-9)
    }
}
