import Foundation
import Testing
@testable import SegueCore

/// The YAML keys of text: `font`, `lineBreakMode`, `lineSpacing`, `attributedText` and
/// `attributedTitle`, read into views and refused with located messages when wrong.
@MainActor
@Suite("Text model: storyboard keys")
struct TextStoryboardKeysTests {
    static func storyboard(_ views: String) -> String {
        """
        initial: a
        scenes:
          - id: a
            view:
              subviews:
        \(views)
        """
    }

    static func load(_ views: String) throws -> ViewController {
        let board = try Storyboard.parse(storyboard(views), path: "t.yaml", registries: SegueRegistries()).get()
        return try #require(board.instantiateViewController(withIdentifier: "a"))
    }

    static func errors(_ views: String) -> [StoryboardDiagnostic] {
        guard case .failure(let e) = Storyboard.parse(storyboard(views), path: "t.yaml", registries: SegueRegistries()) else { return [] }
        return e.diagnostics
    }

    @Test("Written fonts: the system font, weights, italics, text styles and names, and back")
    func writtenFonts() throws {
        let cases: [(String, Font)] = [
            ("system 17", .systemFont(ofSize: 17)), ("system-bold 15", .boldSystemFont(ofSize: 15)),
            ("system-semibold-italic 12", Font(name: nil, pointSize: 12, weight: .semibold, isItalic: true)),
            ("body", .preferredFont(forTextStyle: .body)), ("headline", .preferredFont(forTextStyle: .headline)),
            ("title1 30", Font.preferredFont(forTextStyle: .title1).withSize(30)),
            ("Helvetica-Bold 14", Font(name: "Helvetica-Bold", size: 14)), ("Helvetica Neue 14", Font(name: "Helvetica Neue", size: 14)),
        ]
        for (text, font) in cases {
            let parsed = try StoryboardFont.parse(text).get()
            #expect(parsed.font(defaultSize: 17) == font, "\(text)")
            #expect(parsed.written == text, "\(text) is written back as itself")
        }
        #expect(try StoryboardFont.parse("system").get().font(defaultSize: 15) == .systemFont(ofSize: 15))
        #expect(StoryboardFont(Font.buttonDefault).written == "system 15")
        for bad in ["", "17", "system-fat 12", "Helvetica", "system 900", "system-bold-light 9"] {
            if case .success(let f) = StoryboardFont.parse(bad) { Issue.record("'\(bad)' read as \(f)") }
        }
    }

    @Test("A label's font, line breaking, spacing and runs reach the Label")
    func labelKeys() throws {
        let vc = try Self.load("""
                  - type: label
                    text: Plain
                    font: system-semibold 20
                    lineBreakMode: byTruncatingHead
                    numberOfLines: 2
                    align: justified
                    lineSpacing: 3
                  - type: label
                    fontSize: 11
                    color: '#ff0000'
                    attributedText:
                    - {text: 'One '}
                    - {text: two, font: Georgia-Bold 13, color: blue, underline: true, strikethrough: thick, kern: -0.5}
        """)
        let labels = vc.view.subviews.compactMap { $0 as? Label }
        let plain = try #require(labels.first)
        #expect(plain.font == .systemFont(ofSize: 20, weight: .semibold) && plain.lineBreakMode == .byTruncatingHead)
        #expect(plain.numberOfLines == 2 && plain.textAlignment == .justified)
        #expect(plain.attributedText.paragraphStyle.lineSpacing == 3 && plain.text == "Plain")
        let rich = try #require(labels.last)
        #expect(rich.text == "One two" && rich.attributedText.runs.count == 2)
        let first = rich.attributedText.runs[0].attributes, second = rich.attributedText.runs[1].attributes
        #expect(first.font == .systemFont(ofSize: 11) && first.foregroundColor == .red)
        #expect(second.font == Font(name: "Georgia-Bold", size: 13) && second.foregroundColor == .blue)
        #expect(second.underlineStyle == .single && second.strikethroughStyle == .thick && second.kern == -0.5)
    }

    @Test("A button's title is 15-point regular system text unless told otherwise")
    func buttonKeys() throws {
        let vc = try Self.load("""
                  - type: button
                    title: Plain
                  - type: button
                    title: Big
                    font: system-bold 22
                    lineBreakMode: byClipping
                  - type: button
                    attributedTitle:
                    - {text: Fancy, font: system-italic 13}
        """)
        let buttons = vc.view.subviews.compactMap { $0 as? Button }
        #expect(buttons[0].font == .systemFont(ofSize: 15) && buttons[0].lineBreakMode == .byTruncatingMiddle)
        #expect(buttons[1].font == .boldSystemFont(ofSize: 22) && buttons[1].lineBreakMode == .byClipping)
        #expect(buttons[2].attributedTitle?.runs.first?.attributes.font == .italicSystemFont(ofSize: 13))
        #expect(buttons[2].titleText.string == "Fancy")
    }

    @Test("Wrong text keys give located messages", arguments: [
        ("font: system-fat 12", "unknown weight 'fat'", 27),
        ("font: Helvetica", "needs a size", 27),
        ("lineBreakMode: byTruncatingTale", "did you mean 'byTruncatingTail'?", 36),
        ("lineSpacing: lots", "the line spacing (a number)", 34),
        ("attributedText: [{text: a, underline: wavy}]", "unknown underline 'wavy'", 59),
        ("attributedText: [{txt: a}]", "unknown key 'txt'", 39),
        ("attributedText: [{text: a}]", "give either `text` or `attributedText`", 37),
    ])
    func locatedErrors(_ line: String, _ message: String, _ column: Int) {
        // Line 8 of the file, after the label's `type` and `text`.
        let views = "                  - type: label\n                    text: Hi\n                    " + line
        let diagnostics = Self.errors(views)
        let d = diagnostics.first { $0.message.contains(message) }
        #expect(d != nil, "\(diagnostics)")
        if let d { #expect(d.location.line == 8 && d.location.column == column, "\(d)") }
    }
}
