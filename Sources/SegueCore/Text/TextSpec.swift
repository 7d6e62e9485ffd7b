import Foundation

/// A block of text to lay out and draw: attributed text in a box of at most `maxWidth` by
/// `maxHeight` points, on at most `numberOfLines` lines. It is both what Core asks the
/// `TextMeasuring` engine to measure and what a draw list asks the renderer to draw
/// (`QuadContent.text`), so measuring and drawing cannot disagree: equal specs lay out alike.
///
/// Lines break as the paragraph style's `lineBreakMode` says (see `LineBreakMode`); the text
/// that does not fit in the lines or the height is cut, the last line that shows ending in an
/// ellipsis for the truncating modes. The renderer draws the block's lines aligned in a box
/// `maxWidth` wide (or as wide as the widest line when unlimited), placed in its quad by the
/// quad's content mode.
public struct TextSpec: Hashable, Sendable {
    /// The text and its attributes (fonts, colours, paragraph style).
    public var attributedText: AttributedText
    /// The widest a line may be, in points; `.infinity`: no limit (each paragraph one line).
    public var maxWidth: Double
    /// The tallest the block may be, in points: lines that do not fit wholly are left out
    /// (the first line always shows); `.infinity`: no limit.
    public var maxHeight: Double
    /// The most lines (UILabel's `numberOfLines`); 0: as many as the text needs.
    public var numberOfLines: Int

    /// Creates a block of `attributedText` in a box of at most `maxWidth` by `maxHeight`
    /// points, on at most `numberOfLines` lines (0: no limit).
    public init(_ attributedText: AttributedText, maxWidth: Double = .infinity, maxHeight: Double = .infinity,
                numberOfLines: Int = 0) {
        self.attributedText = attributedText
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.numberOfLines = numberOfLines
    }

    /// A single line of `text` (no width limit) in the system font at `fontSize` points,
    /// bold or regular, in `color`.
    public init(_ text: String, fontSize: Double = 17, color: Color = .black, bold: Bool = false) {
        let font = Font.systemFont(ofSize: fontSize, weight: bold ? .bold : .regular)
        self.init(AttributedText(text, attributes: TextAttributes(font: font, foregroundColor: color)), numberOfLines: 1)
    }

    /// The characters; setting it keeps the first run's attributes for the whole text.
    public var text: String {
        get { attributedText.string }
        set { attributedText = AttributedText(newValue, attributes: firstAttributes) }
    }

    /// The first run's attributes (the defaults for empty text).
    public var firstAttributes: TextAttributes { attributedText.runs.first?.attributes ?? TextAttributes() }

    /// The first run's font size in points.
    public var fontSize: Double { firstAttributes.font.pointSize }
    /// Whether the first run's font is bold (semibold or heavier).
    public var bold: Bool { firstAttributes.font.isBold }
    /// The first run's text colour.
    public var color: Color { firstAttributes.foregroundColor }
}
