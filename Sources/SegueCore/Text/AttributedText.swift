import Foundation

/// How a line is drawn under or through text, like `NSUnderlineStyle`'s line styles (UIKit's
/// raw values; patterns and by-word drawing are not modelled).
public enum UnderlineStyle: Int, Hashable, Sendable, CaseIterable {
    /// No line.
    case none = 0
    /// A single thin line.
    case single = 1
    /// A single thick line.
    case thick = 2
    /// Two thin lines.
    case double = 9
}

/// The attributes of a run of text, like the values of `NSAttributedString`'s attribute
/// dictionary (`.font`, `.foregroundColor`, `.underlineStyle` …), each one always set: an
/// absent attribute is its UIKit default.
public struct TextAttributes: Hashable, Sendable {
    /// The font (`.font`); the system font at 17 points by default.
    public var font: Font
    /// The text colour (`.foregroundColor`); black by default.
    public var foregroundColor: Color
    /// A colour filled behind the run's glyphs (`.backgroundColor`); nil: none.
    public var backgroundColor: Color?
    /// The underline (`.underlineStyle`); none by default.
    public var underlineStyle: UnderlineStyle
    /// The underline's colour (`.underlineColor`); nil: the text colour.
    public var underlineColor: Color?
    /// The line through the text (`.strikethroughStyle`); none by default.
    public var strikethroughStyle: UnderlineStyle
    /// The strikethrough's colour (`.strikethroughColor`); nil: the text colour.
    public var strikethroughColor: Color?
    /// Points added after each character (`.kern`); 0 by default, negative tightens.
    public var kern: Double
    /// The paragraph's style (`.paragraphStyle`); see `AttributedText.paragraphStyle` for which
    /// run's style a text block uses.
    public var paragraphStyle: ParagraphStyle

    /// Creates attributes; each one defaults to UIKit's default.
    public init(font: Font = .labelDefault, foregroundColor: Color = .black, backgroundColor: Color? = nil,
                underlineStyle: UnderlineStyle = .none, underlineColor: Color? = nil,
                strikethroughStyle: UnderlineStyle = .none, strikethroughColor: Color? = nil,
                kern: Double = 0, paragraphStyle: ParagraphStyle = .default) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.kern = kern
        self.paragraphStyle = paragraphStyle
    }
}

/// A run of text with one set of attributes.
public struct TextRun: Hashable, Sendable {
    /// The run's characters; a newline ends a paragraph.
    public var text: String
    /// How the run is drawn.
    public var attributes: TextAttributes

    /// Creates a run of `text` drawn with `attributes`.
    public init(_ text: String, attributes: TextAttributes = TextAttributes()) {
        self.text = text
        self.attributes = attributes
    }
}

/// Text made of runs with their own attributes, like `NSAttributedString` (named so as not to
/// clash with Foundation's `AttributedString`).
///
/// Runs are kept normalised: no empty runs, and no two neighbours with equal attributes, so
/// two texts that draw alike are equal (and share one rasterised texture).
public struct AttributedText: Hashable, Sendable, CustomStringConvertible {
    /// The runs, in reading (logical) order.
    public private(set) var runs: [TextRun]

    /// Creates text from runs (empty runs are dropped, equal neighbours joined).
    public init(runs: [TextRun]) {
        self.runs = []
        for run in runs { append(run) }
    }

    /// Creates text of one run: `string` drawn with `attributes`, like
    /// `NSAttributedString(string:attributes:)`.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.init(runs: [TextRun(string, attributes: attributes)])
    }

    /// The empty text.
    public static let empty = AttributedText(runs: [])

    /// The characters of every run, like `NSAttributedString.string`.
    public var string: String { runs.map(\.text).joined() }

    /// Whether there are no characters.
    public var isEmpty: Bool { runs.isEmpty }

    /// The paragraph style a text block is laid out with: the first run's (the default style
    /// for empty text). A label's or button's text is one block with one style, as a UILabel's
    /// is in practice; styles that differ between paragraphs of one text are not modelled.
    public var paragraphStyle: ParagraphStyle { runs.first?.attributes.paragraphStyle ?? .default }

    /// The points between one line and the next beyond their heights: the paragraph style's
    /// `lineSpacing` (none when negative) plus the largest `Font.lineGap` of the runs' fonts,
    /// each from the font's line height as `lineHeight` measures it, so that a text in a Dynamic
    /// Type style keeps the style's distance between baselines. One gap serves every line of a
    /// text that mixes fonts (SegueKit's choice: Pango spaces a layout's lines alike), and none
    /// is added where a minimum or maximum line height makes every line one height already.
    public func lineSpacing(lineHeight: (Font) -> Double) -> Double {
        let style = paragraphStyle
        let spacing = style.lineSpacing.isFinite ? max(style.lineSpacing, 0) : 0
        guard style.minimumLineHeight <= 0, style.maximumLineHeight <= 0 else { return spacing }
        var gap = 0.0
        for run in runs where run.attributes.font.textStyle != nil {
            gap = max(gap, run.attributes.font.lineGap(lineHeight: lineHeight(run.attributes.font)))
        }
        return spacing + gap
    }

    /// Adds `run` at the end (joined to the last run when their attributes are equal).
    public mutating func append(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.attributes == run.attributes {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// Adds the runs of `other` at the end.
    public mutating func append(_ other: AttributedText) {
        for run in other.runs { append(run) }
    }

    /// The text with `change` applied to every run's attributes, the way UILabel applies a new
    /// `font`, `textColor`, `textAlignment` or `lineBreakMode` to the whole attributed text.
    public func updatingAttributes(_ change: (inout TextAttributes) -> Void) -> AttributedText {
        AttributedText(runs: runs.map { run in
            var a = run.attributes
            change(&a)
            return TextRun(run.text, attributes: a)
        })
    }

    public var description: String {
        runs.map { "[\($0.text.debugDescription) \($0.attributes.font)]" }.joined()
    }
}
