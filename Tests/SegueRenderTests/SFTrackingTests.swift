import Foundation
import SegueAssets
import SegueCore
import Testing

/// SF's tracking: text in the system font is set as CoreText sets SF, so labels come out as wide
/// as the frames Xcode stores for them (docs/text.md, "SF's tracking").
@Suite("SF's tracking")
struct SFTrackingTests {
    static let engine = try! TextEngine()

    static func width(_ text: String, _ font: Font, alignment: TextAlignment = .natural) -> Double {
        let style = ParagraphStyle(alignment: alignment, lineBreakMode: .byTruncatingTail)
        let spec = TextSpec(AttributedText(text, attributes: TextAttributes(font: font, paragraphStyle: style)),
                            maxWidth: .infinity, maxHeight: .infinity, numberOfLines: 1)
        return engine.layout(spec).size.width
    }

    /// Single-line labels from public apps' storyboards whose width is their text's (placed by
    /// one edge, no width constraint), with the width Xcode stored for each.
    static let xcodeWidths: [(text: String, size: Double, weight: Font.Weight, width: Double)] = [
        ("Created Challenge", 12, .regular, 105),
        ("Upgrade Repositories", 17, .regular, 165),
        ("Import GeoJSON", 17, .regular, 130),
        ("Timeline Layout", 17, .regular, 119.5),
        ("Built-in transitions", 19, .light, 152),
        ("City Name", 20, .regular, 94),
        ("HeroDebugPlugin", 22, .semibold, 178),
        ("City Name", 31, .regular, 144),
        // SF Display's regular and medium are narrower than Inter's (`sfDisplayWeightTracking`).
        ("Thank you!", 30, .regular, 143),
        ("Tuesday", 30, .regular, 112.5),
        ("Work", 25, .regular, 58),
        ("No Files", 22, .regular, 76.5),
        ("MacBook Pro", 22, .medium, 130),
        // Inter's medium to bold are narrower than SF's (`sfTextWeightTracking`).
        ("Pocket Casts Plus", 16, .medium, 134),
        ("Rearrange Actions", 18, .semibold, 155.5),
        ("Change App Icon", 17, .bold, 139),
        ("Recommended Basal", 15, .bold, 153),
        ("Disable Response Caching", 17, .bold, 215.5),
    ]

    @Test("The system font measures as wide as Xcode stored SF's labels, within 1.5 %",
          arguments: xcodeWidths.indices)
    func widthsAsXcodeStoredThem(index: Int) {
        let sample = Self.xcodeWidths[index]
        let ours = Self.width(sample.text, .systemFont(ofSize: sample.size, weight: sample.weight))
        #expect(abs(ours - sample.width) <= max(1, sample.width * 0.015),
                "\(sample.text) at \(sample.size): \(ours) against Xcode's \(sample.width)")
    }

    @Test("SF by name is tracked as the system font is; Avenir, drawn by the same face, keeps its own spacing")
    func onlySFIsTracked() {
        let text = "Upgrade Repositories"
        let system = Self.width(text, .systemFont(ofSize: 17))
        #expect(abs(Self.width(text, Font(name: ".SFUI-Regular", size: 17)) - system) < 0.01)
        #expect(abs(Self.width(text, Font(name: "SFProText-Regular", size: 17)) - system) < 0.01)
        // Avenir is drawn by SF's stand-in untracked: wider by SF's 17-point tracking (−0.026 em)
        // and the regular weight's correction (−0.005 em) between each pair of characters.
        let avenir = Self.width(text, Font(name: "Avenir", size: 17))
        #expect(abs(avenir - system - 0.031 * 17 * Double(text.count - 1)) < 0.05, "\(avenir) against \(system)")
        // At 12 points SF's tracking is nought: the weight's correction is left.
        let avenir12 = Self.width(text, Font(name: "Avenir", size: 12)), system12 = Self.width(text, .systemFont(ofSize: 12))
        #expect(abs(avenir12 - system12 - 0.005 * 12 * Double(text.count - 1)) < 0.05, "\(avenir12) against \(system12)")
    }

    @Test("Characters a fallback face draws are set untracked, as CoreText sets them in their own face")
    func fallbackFacesAreUntracked() {
        for text in ["日本語のテキスト", "नमस्ते दुनिया", "مرحبا بالعالم"] {
            let system = Self.width(text, .systemFont(ofSize: 17))
            let untracked = Self.width(text, Font(name: "Avenir", size: 17))
            #expect(abs(system - untracked) < 0.01, "\(text): \(system) against \(untracked)")
        }
    }

    @Test("A tracked line aligned right or centred in a wider box ends where its measure says")
    func alignedLinesKeepTheirMeasure() throws {
        let text = "Present", font = Font.systemFont(ofSize: 61)
        let natural = Self.width(text, font)
        func inkRight(_ alignment: TextAlignment) throws -> Int {
            let style = ParagraphStyle(alignment: alignment, lineBreakMode: .byTruncatingTail)
            let spec = TextSpec(AttributedText(text, attributes: TextAttributes(font: font, paragraphStyle: style)),
                                maxWidth: 400, maxHeight: .infinity, numberOfLines: 1)
            let drawn = try #require(Self.engine.rasterize(spec, scale: 1))
            return try #require(TextEngineTests.inkBounds(drawn.pixels)).maxX
        }
        let left = try inkRight(.left)
        #expect(abs(Double(try inkRight(.right) - left) - (400 - natural)) <= 1)
        #expect(abs(Double(try inkRight(.center) - left) - (400 - natural) / 2) <= 1)
    }
}
