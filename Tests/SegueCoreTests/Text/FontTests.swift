import Foundation
import Testing
@testable import SegueCore

/// The font model: UIKit's constructors, weights and text styles.
@Suite("Text model: fonts, weights, text styles")
struct FontTests {
    @Test("Text styles have UIKit's sizes and weights at the default content size")
    func textStyles() {
        let expected: [(Font.TextStyle, Double, Font.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular),
            (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
        ]
        for (style, size, weight) in expected {
            let f = Font.preferredFont(forTextStyle: style)
            #expect(f.pointSize == size && f.weight == weight && f.isSystemFont, "\(style.name)")
            #expect(f.textStyle == style)
            #expect(Font.TextStyle(name: style.name) == style)
        }
        #expect(Font.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(Font.TextStyle(name: "title") == .title1)
        #expect(Font.TextStyle(name: "huge") == nil)
    }

    @Test("Weights carry UIKit's numbers and OpenType's classes")
    func weights() {
        #expect(Font.Weight.ultraLight.rawValue == -0.8 && Font.Weight.black.rawValue == 0.62)
        #expect(Font.Weight.medium.rawValue == 0.23 && Font.Weight.heavy.rawValue == 0.56)
        #expect(Font.Weight.regular.openTypeWeight == 400 && Font.Weight.semibold.openTypeWeight == 600)
        #expect(Font.Weight.ultraLight.openTypeWeight == 100 && Font.Weight.black.openTypeWeight == 900)
        #expect(Font.Weight(rawValue: 0.35).nearestNamed == .semibold || Font.Weight(rawValue: 0.35).nearestNamed == .bold)
        #expect(Font.Weight(name: "Semibold") == .semibold && Font.Weight(name: "fat") == nil)
        #expect(Font.Weight.bold > .regular)
    }

    @Test("System fonts: regular, bold and italic, with their face names")
    func systemFonts() {
        #expect(Font.systemFont(ofSize: 15) == Font.buttonDefault)
        #expect(Font.buttonDefault.weight == .regular && Font.buttonDefault.pointSize == 15)
        #expect(Font.boldSystemFont(ofSize: 17).weight == .bold && Font.boldSystemFont(ofSize: 17).isBold)
        #expect(Font.italicSystemFont(ofSize: 12).isItalic && !Font.italicSystemFont(ofSize: 12).isBold)
        #expect(Font.systemFont(ofSize: 17, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(Font.italicSystemFont(ofSize: 17).fontName == ".SFUI-Italic")
        #expect(Font.systemFont(ofSize: 17).familyName == Font.systemFamilyName)
    }

    @Test("Named fonts read weight and slant from the PostScript suffix")
    func namedFonts() {
        let hb = Font(name: "Helvetica-BoldOblique", size: 14)
        #expect(hb.weight == .bold && hb.isItalic && hb.familyName == "Helvetica" && hb.fontName == "Helvetica-BoldOblique")
        #expect(Font(name: "AvenirNext-DemiBold", size: 14).weight == .semibold)
        #expect(Font(name: "HelveticaNeue-UltraLight", size: 14).weight == .ultraLight)
        #expect(Font(name: "Georgia", size: 14).weight == .regular && !Font(name: "Georgia", size: 14).isItalic)
        #expect(Font(name: "Menlo-Regular", size: 11).familyName == "Menlo")
        #expect(Font.preferredFont(forTextStyle: .body).withSize(20).textStyle == nil)
    }
}
